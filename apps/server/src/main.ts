import { resolveTenant } from '@mhq/domain';
import { outboxMail } from './adapters/mail/outbox';
import { smtpTransport } from './adapters/mail/smtp';
import { buildApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { deliverDueMail } from './jobs/mail-delivery';
import { loadJwtKey } from './secrets';
import { seedDemo } from './seed/demo-seed';

const started = Date.now();
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const clock = systemClock;
const tenant = resolveTenant(config.tenant);
const jwtKey = await loadJwtKey(database.db, config.jwtSecret);
if (config.seedDemo && (await seedDemo(database.db, tenant, clock.now()))) {
  console.log(`Seeded demo data for ${tenant.name}. Sign in as owner@demo.test / demo-password-1.`);
}

// Mail stays in the outbox (dev mailbox) unless SMTP is configured; then a loop delivers it.
const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
let delivering = false;
const deliver = async () => {
  if (!transport || delivering) return;
  delivering = true;
  try {
    await deliverDueMail(database.db, transport, clock, config.mailFrom ?? `${tenant.name} <${tenant.supportEmail}>`);
  } catch (err) {
    app.log.error({ err }, 'mail delivery failed');
  } finally {
    delivering = false;
  }
};
const mail = outboxMail(clock, () => void deliver());

const app = await buildApp({ config, database, clock, mail, jwtKey });
await app.listen({ port: config.port, host: config.host });
const timer = transport ? setInterval(deliver, 10_000) : null;
console.log(
  `${tenant.name} is serving on http://localhost:${config.port} (${database.kind}) after ${Date.now() - started} ms`,
);

const shutdown = async () => {
  if (timer) clearInterval(timer);
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
