import type { SmsSetupResponse, SmsStatus, SmsTestRequest, SmsTestResponse } from '@mhq/contract';
import { SMS_STATUSES } from '@mhq/contract';
import { smsNumberOf } from '../../adapters/sms/phone';
import { smsProviderFor } from '../../adapters/sms/select';
import { setSmsSending, smsSendingOn } from '../../adapters/sms/sending-switch';
import { TWILIO_INBOUND_PATH, TWILIO_STATUS_PATH } from '../../adapters/sms/twilio';
import type { Config } from '../../config';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { deliverDueTexts } from '../../jobs/sms-delivery';
import { recordAudit } from '../audit/audit.queries';
import { countsSince, optOutCount, textById } from './admin-sms.queries';
import { smsTextView } from './sms-views';

type Actor = { auth: AuthContext; ip: string };

const DAY = 86_400_000;
const last4 = (s: string) => `…${s.slice(-4)}`;

/** Which provider sends, from which settings, and with which sender: names and tails only, never a secret. */
function providerOf(config: Config): Pick<SmsSetupResponse, 'provider' | 'sender'> {
  const twilio = config.twilio;
  if (twilio) {
    const number = twilio.sender.kind === 'number';
    return {
      provider: {
        kind: 'twilio',
        settingsFrom: [
          'TWILIO_ACCOUNT_SID',
          'TWILIO_AUTH_TOKEN',
          number ? 'TWILIO_FROM' : 'TWILIO_MESSAGING_SERVICE_SID',
        ],
        accountSidLast4: twilio.accountSid.slice(-4),
      },
      sender:
        twilio.sender.kind === 'number'
          ? { kind: 'number', value: twilio.sender.from }
          : { kind: 'messaging_service', value: last4(twilio.sender.messagingServiceSid) },
    };
  }
  if (smsProviderFor(config)) {
    return {
      provider: { kind: 'simulated', settingsFrom: ['DEMO=true', 'no TWILIO_* settings'], accountSidLast4: null },
      sender: { kind: 'simulated', value: null },
    };
  }
  return {
    provider: { kind: 'none', settingsFrom: [], accountSidLast4: null },
    sender: { kind: 'none', value: null },
  };
}

/** The SMS setup page: the provider, the sender, the switch, the webhooks to give Twilio, the week's counts. */
export async function smsSetup(ctx: Ctx): Promise<SmsSetupResponse> {
  const counts = await countsSince(ctx.db, new Date(ctx.clock.now().getTime() - 7 * DAY));
  const base = ctx.config.publicUrl?.replace(/\/$/, '');
  return {
    ...providerOf(ctx.config),
    sendingOn: await smsSendingOn(ctx.db),
    webhooks: base ? { status: `${base}${TWILIO_STATUS_PATH}`, inbound: `${base}${TWILIO_INBOUND_PATH}` } : null,
    last7Days: Object.fromEntries(SMS_STATUSES.map((s) => [s, counts[s] ?? 0])) as Record<SmsStatus, number>,
    optOuts: await optOutCount(ctx.db),
  };
}

/** Turns sending off (texts wait in the queue) or on again (the queue is nudged at once). */
export async function setSending(ctx: Ctx, actor: Actor, on: boolean) {
  await ctx.db.transaction(async (tx) => {
    const before = await smsSendingOn(tx);
    if (before === on) return;
    await setSmsSending(tx, on);
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      action: on ? 'sms.sending_on' : 'sms.sending_off',
      targetType: 'setting',
      targetId: 'sms_sending',
      detail: { before, after: on },
      ip: actor.ip,
    });
  });
  if (on) ctx.sms.wake();
  return {
    _message: on ? 'Sending is on: queued texts go out now' : 'Sending is off: texts wait in the queue',
    sendingOn: on,
  };
}

const TEST_WORDS: Record<SmsStatus, string> = {
  queued: 'Test message queued: sending is off or no provider is set up, so it waits',
  sent: 'Test message sent: the provider took it',
  delivered: 'Test message delivered',
  failed: 'Test message failed',
  blocked: 'Test message blocked: this number is on the opt-out list',
};

/** A test text through the port, then straight to the provider (unless sending is off): answers where it stands. */
export async function sendTestText(ctx: Ctx, actor: Actor, input: SmsTestRequest): Promise<SmsTestResponse> {
  const to = smsNumberOf(input.to) ?? input.to;
  const text = input.text || `Test message from ${ctx.tenant.name}: texts from this platform reach this phone.`;
  const id = await ctx.db.transaction(async (tx) => {
    const queued = await ctx.sms.enqueue(tx, { to, text });
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      action: 'sms.test_sent',
      targetType: 'sms',
      targetId: queued,
      detail: { to, text },
      ip: actor.ip,
    });
    return queued;
  });
  await deliverDueTexts(ctx.db, smsProviderFor(ctx.config), ctx.clock, id);
  const row = await textById(ctx.db, id);
  if (!row) throw notFound();
  const view = smsTextView(row);
  const words = TEST_WORDS[view.status];
  return { _message: view.error && view.status === 'failed' ? `${words}: ${view.error}` : words, text: view };
}
