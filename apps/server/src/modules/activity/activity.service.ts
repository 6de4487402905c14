import type { ActivityItem, ActivityKind, ActivityResponse } from '@mhq/contract';
import { addDays, formatMoney, formatUsDay } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import { offices } from '../../db/schema';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { type ActivityRow, activityPage } from './activity.queries';

export type ActivityRequest = {
  kinds: readonly ActivityKind[];
  from?: string | undefined;
  to?: string | undefined;
  before?: string | undefined;
  limit: number;
};

const money = (cents: number | null | undefined) => formatMoney(Number(cents ?? 0));
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const day = (v: unknown) => (typeof v === 'string' && v ? formatUsDay(v) : '');

const METHODS: Record<string, string> = { card: 'card', us_bank_account: 'bank account', cash: 'cash' };
const REFUND_REASONS: Record<string, string> = {
  requested_by_customer: 'asked for by the patient',
  duplicate: 'a duplicate payment',
  fraudulent: 'fraudulent',
  cancellation: 'a cancellation',
};

/** What happened, in the office's words (the member's name is shown beside it, the amount apart). */
function summaryOf(r: ActivityRow): string {
  const d = r.detail;
  switch (r.kind) {
    case 'enrolment':
      return text(d.summary).replace(/\.$/, '');
    case 'cancellation':
      return `${text(d.plan)} canceled${d.endsOn ? `, covered until ${day(d.endsOn)}` : ''}`;
    case 'payment':
      return `${text(d.description)} (${METHODS[text(d.method)] ?? text(d.method)})`;
    case 'refund':
      return `Refund of payment #${d.paymentId}: ${REFUND_REASONS[text(d.reason)] ?? text(d.reason)}`;
    case 'price_change':
      return `Told of ${text(d.plan)}'s new price, ${money(Number(d.fromCents))} to ${money(r.amountCents)} from ${day(d.fromDay)}`;
    case 'dispute':
      return `Payment disputed by the bank: ${text(d.reason).replace(/_/g, ' ')}`;
    case 'payout':
      return `Payout to ${text(d.bank) || 'the bank'}${d.last4 ? ` ····${text(d.last4)}` : ''}${d.arrivalOn ? `, arriving ${day(d.arrivalOn)}` : ''}`;
    case 'campaign':
      return `${d.channel === 'sms' ? 'Text' : 'Email'} campaign '${text(d.name)}'${d.language === 'es' ? ' in Spanish' : ''}`;
  }
}

const itemOf = (r: ActivityRow): ActivityItem => ({
  kind: r.kind,
  id: r.id,
  at: r.at,
  summary: summaryOf(r),
  amountCents: r.amountCents,
  memberId: r.memberId,
  memberName: r.memberFirst === null ? null : `${r.memberFirst} ${r.memberLast ?? ''}`.trim(),
  payoutId: r.payoutId,
  campaignId: r.campaignId,
  status: r.status,
});

const cursorOf = (r: ActivityRow) => `${r.at}~${r.kind}~${r.id}`;

function parseCursor(before: string | undefined) {
  if (!before) return null;
  const [at = '', kind = '', id = '0'] = before.split('~');
  return { at, kind, id: Number(id) };
}

/** The office's activity, newest first, one page (the route audits the read: it names the office's patients). */
export async function officeActivity(ctx: Ctx, officeId: number, q: ActivityRequest): Promise<ActivityResponse> {
  const [office] = await ctx.db
    .select({ organizationId: offices.organizationId })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) throw notFound();
  // One line more than the page: whether there is a next page, without counting the office's history.
  const rows = await activityPage(ctx.db, {
    organizationId: office.organizationId,
    officeId,
    kinds: q.kinds,
    from: q.from ? `${q.from}T00:00:00Z` : null,
    toBefore: q.to ? `${addDays(q.to, 1)}T00:00:00Z` : null,
    after: parseCursor(q.before),
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return { items: page.map(itemOf), next: rows.length > q.limit && last ? cursorOf(last) : null };
}
