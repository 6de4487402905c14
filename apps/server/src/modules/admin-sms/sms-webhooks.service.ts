import { smsNumberOf } from '../../adapters/sms/phone';
import type { Ctx } from '../../deps';
import { recordAudit } from '../audit/audit.queries';
import { recordCampaignStop } from '../campaigns/campaign-public.service';
import { addOptOut, recordProviderStatus, removeOptOut } from './admin-sms.queries';

/** The replies that stop every text (Twilio's standard opt-out words) and the ones that allow them again. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP']);

export type InboundOutcome = 'opted_out' | 'opted_in' | 'ignored';

/** A patient's reply: STOP and its kin put the number on the opt-out list, START takes it off; other words are kept by Twilio. */
export async function receiveReply(ctx: Ctx, form: Record<string, string>): Promise<InboundOutcome> {
  const word = (form.Body ?? '').trim().toUpperCase();
  const phone = smsNumberOf(form.From ?? '');
  if (!phone) return 'ignored';
  const stop = STOP_WORDS.has(word);
  if (!stop && !START_WORDS.has(word)) return 'ignored';
  return ctx.db.transaction(async (tx) => {
    const changed = stop ? await addOptOut(tx, phone, 'reply', ctx.clock.now()) : await removeOptOut(tx, phone);
    // The practices whose campaigns texted the number keep its STOP on their own list too (issue 26).
    if (stop) await recordCampaignStop(tx, phone, ctx.clock.now());
    if (changed) {
      await recordAudit(tx, {
        actorUserId: null,
        action: stop ? 'sms.opt_out_replied' : 'sms.opt_in_replied',
        targetType: 'phone',
        targetId: phone,
        detail: { word, messageSid: form.MessageSid ?? null },
      });
    }
    return stop ? 'opted_out' : 'opted_in';
  });
}

const STATUS_OF: Record<string, 'sent' | 'delivered' | 'failed'> = {
  queued: 'sent',
  accepted: 'sent',
  sending: 'sent',
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
};

/** Twilio's status callback: the text it names moves to delivered or failed (with Twilio's error code). */
export async function receiveStatus(ctx: Ctx, form: Record<string, string>): Promise<number | null> {
  const sid = form.MessageSid ?? form.SmsSid;
  const status = STATUS_OF[form.MessageStatus ?? form.SmsStatus ?? ''];
  if (!sid || !status) return null;
  const error = status === 'failed' ? `Twilio ${form.ErrorCode ?? 'error'}: ${form.MessageStatus ?? 'failed'}` : null;
  return recordProviderStatus(ctx.db, sid, status, error, ctx.clock.now());
}
