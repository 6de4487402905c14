import { resolveTenant } from '@mhq/domain';
import { outboxMail } from './adapters/mail/outbox';
import { smtpTransport } from './adapters/mail/smtp';
import { pmsFor } from './adapters/pms/select';
import { smsProviderFor } from './adapters/sms/select';
import { outboxSms } from './adapters/sms/sms.port';
import { buildApp } from './app';
import { type Clock, offsetClock, systemClock } from './clock';
import { loadConfig, startupProblem } from './config';
import { openDatabase } from './db/connection';
import { storedSetting } from './db/settings';
import { billingDepsOf } from './jobs/billing-deps';
import { runBilling } from './jobs/billing-run';
import { sendDueCampaigns } from './jobs/campaign-sends';
import { LAUNCH_REWARDS_EVERY_MS, recordLaunchRewards } from './jobs/launch-rewards';
import { deliverDueMail } from './jobs/mail-delivery';
import { deliverPmsWrites } from './jobs/pms-delivery';
import { deliverDueTexts } from './jobs/sms-delivery';
import { CLOCK_OFFSET_KEY, clockMayMove } from './modules/admin/billing-run.service';
import { recordJobFailure } from './modules/error-logs/error-logs.record';
import { loadJwtKey } from './secrets';
import { seedDemo } from './seed/demo-seed';

const started = Date.now();
const config = loadConfig();
const problem = startupProblem(config);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const database = await openDatabase(config);
await database.migrate();
// The demo's clock keeps the offset an admin moved it by (its test clock); a real installation runs on real time.
const clock: Clock = clockMayMove(config)
  ? offsetClock(Number(await storedSetting(database.db, CLOCK_OFFSET_KEY)) || 0)
  : systemClock;
const tenant = resolveTenant(config.tenant);
const jwtKey = await loadJwtKey(database.db, config.jwtSecret);
if (config.seedDemo && (await seedDemo(database.db, tenant, clock.now(), config))) {
  console.log(`Seeded demo data for ${tenant.name}. Sign in as owner@demo.test / demo-password-1.`);
}

// Mail stays in the outbox (a demo's dev mailbox) unless SMTP is configured; then a loop delivers it.
const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
let delivering = false;
const deliver = async () => {
  if (!transport || delivering) return;
  delivering = true;
  try {
    await deliverDueMail(database.db, transport, clock, config.mailFrom ?? `${tenant.name} <${tenant.supportEmail}>`);
  } catch (err) {
    app.log.error({ err }, 'mail delivery failed');
    await recordJobFailure(database.db, 'mail-delivery', err, app.log);
  } finally {
    delivering = false;
  }
};
const mail = outboxMail(clock, () => void deliver());

// Texts leave the queue through Twilio, or the demo's simulated provider; the same kind of loop delivers them.
const smsProvider = smsProviderFor(config);
let texting = false;
const deliverTexts = async () => {
  if (texting) return;
  texting = true;
  try {
    await deliverDueTexts(database.db, smsProvider, clock);
  } catch (err) {
    app.log.error({ err }, 'sms delivery failed');
    await recordJobFailure(database.db, 'sms-delivery', err, app.log);
  } finally {
    texting = false;
  }
};
const sms = outboxSms(clock, () => void deliverTexts());

const app = await buildApp({ config, database, clock, mail, sms, jwtKey });
await app.listen({ port: config.port, host: config.host });
const timer = transport ? setInterval(deliver, 10_000) : null;
const smsTimer = smsProvider ? setInterval(deliverTexts, 10_000) : null;

// The billing run on its schedule (and once at start); a run still going when the next is due is not doubled here,
// and other processes' runs are safe beside it (jobs/billing-run.ts).
const billing = billingDepsOf({ config, database, clock, mail, sms, jwtKey }, tenant);
let billingBusy = false;
const bill = async () => {
  if (billingBusy) return;
  billingBusy = true;
  try {
    const s = await runBilling(billing);
    if (s.paid + s.refused + s.ended > 0) app.log.info({ billing: s }, 'billing run');
  } catch (err) {
    app.log.error({ err }, 'billing run failed');
    await recordJobFailure(database.db, 'billing-run', err, app.log);
  } finally {
    billingBusy = false;
  }
};
const billingTimer = config.billingEveryMinutes > 0 ? setInterval(bill, config.billingEveryMinutes * 60_000) : null;
if (billingTimer) void bill();
// Launch rewards reached since the last look (jobs/launch-rewards.ts), for every office.
const rewardsTimer = setInterval(
  () =>
    void recordLaunchRewards(database.db, clock).catch((err) =>
      recordJobFailure(database.db, 'launch-rewards', err, app.log),
    ),
  LAUNCH_REWARDS_EVERY_MS,
);

// Scheduled campaigns go out when due; the same pass moves recipients to delivered or failed (jobs/campaign-sends.ts).
let campaigning = false;
const sendCampaigns = async () => {
  if (campaigning) return;
  campaigning = true;
  try {
    await sendDueCampaigns(billing);
  } catch (err) {
    app.log.error({ err }, 'campaign sending failed');
    await recordJobFailure(database.db, 'campaign-sends', err, app.log);
  } finally {
    campaigning = false;
  }
};
const campaignTimer = setInterval(sendCampaigns, 15_000);

// Membership changes written back to the offices' PMS charts, retried while a hub is out (jobs/pms-delivery.ts).
const pms = pmsFor(config, database.db, clock);
let writingBack = false;
const deliverPms = async () => {
  if (writingBack) return;
  writingBack = true;
  try {
    await deliverPmsWrites({ db: database.db, clock, pms });
  } catch (err) {
    app.log.error({ err }, 'pms delivery failed');
    await recordJobFailure(database.db, 'pms-delivery', err, app.log);
  } finally {
    writingBack = false;
  }
};
const pmsTimer = setInterval(deliverPms, 15_000);
console.log(
  `${tenant.name} is serving on http://localhost:${config.port} (${database.kind}) after ${Date.now() - started} ms`,
);

const shutdown = async () => {
  if (timer) clearInterval(timer);
  if (smsTimer) clearInterval(smsTimer);
  if (billingTimer) clearInterval(billingTimer);
  clearInterval(rewardsTimer);
  clearInterval(campaignTimer);
  clearInterval(pmsTimer);
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
