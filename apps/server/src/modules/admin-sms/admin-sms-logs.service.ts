import type {
  AdminSmsTextsQuery,
  AdminSmsTextsResponse,
  SmsOptOutsQuery,
  SmsOptOutsResponse,
  SmsText,
} from '@mhq/contract';
import { SMS_OPT_OUTS_PAGE_SIZE, SMS_TEXTS_PAGE_SIZE } from '@mhq/contract';
import { formatPhone } from '@mhq/domain';
import { smsNumberOf } from '../../adapters/sms/phone';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit, recordReadAudit } from '../audit/audit.queries';
import { addOptOut, listOptOuts, listTexts, removeOptOut, textById } from './admin-sms.queries';
import { smsTextView } from './sms-views';

type Actor = { auth: AuthContext; ip: string };

/** The texts shown name households (their phones, their names): the read is audited with the households it showed. */
async function auditRead(ctx: Ctx, actor: Actor, texts: SmsText[], detail: Record<string, unknown>) {
  const patients = [...new Set(texts.flatMap((t) => (t.patient?.memberId ? [t.patient.memberId] : [])))];
  await recordReadAudit(ctx.db, {
    actorUserId: actor.auth.userId,
    action: 'sms.report_read',
    targetType: 'sms_report',
    detail: { ...detail, texts: texts.map((t) => t.id), patients },
    ip: actor.ip,
  });
}

/** One page of every text, newest first. */
export async function smsTexts(ctx: Ctx, actor: Actor, q: AdminSmsTextsQuery): Promise<AdminSmsTextsResponse> {
  if (q.from && q.to && q.from > q.to) {
    throw badRequest('The first day must come before the last', { to: 'The first day must come before the last' });
  }
  const { rows, total } = await listTexts(ctx.db, q);
  const texts = rows.map(smsTextView);
  await auditRead(ctx, actor, texts, { query: q });
  return { texts, total, page: q.page, pageSize: SMS_TEXTS_PAGE_SIZE };
}

export async function smsText(ctx: Ctx, actor: Actor, id: number) {
  const row = await textById(ctx.db, id);
  if (!row) throw notFound();
  const text = smsTextView(row);
  await auditRead(ctx, actor, [text], {});
  return { text };
}

export async function smsOptOuts(ctx: Ctx, q: SmsOptOutsQuery): Promise<SmsOptOutsResponse> {
  const { rows, total } = await listOptOuts(ctx.db, q);
  return {
    optOuts: rows.map((r) => ({
      phone: r.phone,
      source: r.source === 'admin' ? 'admin' : 'reply',
      optedOutAt: r.optedOutAt.toISOString(),
    })),
    total,
    page: q.page,
    pageSize: SMS_OPT_OUTS_PAGE_SIZE,
  };
}

const numberOf = (phone: string) => {
  const e164 = smsNumberOf(phone);
  if (!e164) throw badRequest('Enter a mobile number', { phone: 'Enter a mobile number' });
  return e164;
};

/** Stops every text to the number until it is allowed again (or replies START). */
export async function stopTextsTo(ctx: Ctx, actor: Actor, phone: string) {
  const e164 = numberOf(phone);
  const added = await ctx.db.transaction(async (tx) => {
    const fresh = await addOptOut(tx, e164, 'admin', ctx.clock.now());
    if (fresh) {
      await recordAudit(tx, {
        actorUserId: actor.auth.userId,
        action: 'sms.opt_out_added',
        targetType: 'phone',
        targetId: e164,
        ip: actor.ip,
      });
    }
    return fresh;
  });
  const shown = formatPhone(e164.replace(/^\+1/, ''));
  return {
    _message: added ? `Texts to ${shown} are stopped` : `Texts to ${shown} were already stopped`,
    phone: e164,
  };
}

/** Takes the number off the opt-out list: texts go to it again. */
export async function allowTextsTo(ctx: Ctx, actor: Actor, phone: string) {
  const e164 = numberOf(phone);
  await ctx.db.transaction(async (tx) => {
    if (!(await removeOptOut(tx, e164))) {
      throw badRequest('This number is not on the opt-out list', { phone: 'This number is not on the opt-out list' });
    }
    await recordAudit(tx, {
      actorUserId: actor.auth.userId,
      action: 'sms.opt_out_removed',
      targetType: 'phone',
      targetId: e164,
      ip: actor.ip,
    });
  });
  return { _message: `Texts to ${formatPhone(e164.replace(/^\+1/, ''))} are allowed again`, phone: e164 };
}
