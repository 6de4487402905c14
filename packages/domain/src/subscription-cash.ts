import type { IsoDay } from './calendar';
import { periodEnd } from './enrolment';
import { formatUsDate } from './lists';
import type { Cents } from './money';
import type { BillingPeriod } from './plan-picker';
import { type SubscriptionStatus, statusLabel } from './statuses';

/*
 * Paying in the office and moving a household to another office (issue 8): which statuses allow which action, what
 * a renewal or a late period paid at the front desk covers and costs, and what a transferred subscription keeps.
 * The state table: apps/server/src/modules/subscriptions/STATES.md, section 'Cash and transfers'.
 */

/** The front desk's cash actions on one subscription. */
export type CashAction = 'toCash' | 'backToCard' | 'renewCash' | 'payInOffice' | 'cancelCash';

/** The statuses each cash action starts from. */
export const CASH_ACTION_FROM: Record<CashAction, readonly SubscriptionStatus[]> = {
  // A running plan paid by card; a late one must be paid first (payInOffice), an ending one is not worth moving.
  toCash: ['active'],
  backToCard: ['active_cash'],
  renewCash: ['active_cash'],
  // Owes a period: a late renewal, the first payment of an enrolment made to pay in the office, or a plan paid in the
  // office that went delinquent unpaid (cash lateness; a card plan's delinquency is charged to the card instead).
  payInOffice: ['past_due', 'pending_cash', 'delinquent'],
  // Enrolled to pay in the office and never paid: nothing to refund, so it can simply be dropped.
  cancelCash: ['pending_cash'],
};

const ONLY: Record<CashAction, string> = {
  toCash: 'Only an active plan paid by card can move to paying in the office',
  backToCard: 'Only a plan paid in the office can go back to paying by card',
  renewCash: 'Only a plan paid in the office can be renewed at the front desk',
  payInOffice:
    'Only a late plan, one waiting for its first payment, or one paid in the office that went delinquent, can be paid in the office',
  cancelCash: 'Only an enrolment still waiting for its payment in the office can be canceled here',
};

/** What a cash action needs to know of the subscription it acts on. */
export type CashSubscription = {
  status: SubscriptionStatus;
  payor: 'member' | 'office';
  /** The day a plan paid in the office went late unpaid (cash lateness); null or absent for any other plan. */
  lateInOfficeOn?: IsoDay | null;
};

/** Why the action is refused for this subscription (a sentence for the front desk), or null when it may go ahead. */
export function cashActionRefusal(action: CashAction, sub: CashSubscription): string | null {
  if (!CASH_ACTION_FROM[action].includes(sub.status)) return `${ONLY[action]}; this one is ${statusLabel(sub.status)}.`;
  if (action === 'payInOffice' && sub.status === 'delinquent' && !sub.lateInOfficeOn) {
    return 'This plan was paid by card: charge the delinquency to the card on file, or clear it.';
  }
  if (action === 'toCash' && sub.payor === 'office') {
    return 'The office pays for this plan: there is nothing to collect at the front desk.';
  }
  return null;
}

export type Period = { start: IsoDay; end: IsoDay };

/**
 * The period a renewal paid at the front desk covers: from the next renewal day, or from today when that day has
 * passed (the member was not covered in between, so they do not pay for it), for one term. `end` is the new next
 * renewal day.
 */
export function cashRenewalPeriod(nextRenewalOn: IsoDay | null, today: IsoDay, term: BillingPeriod): Period {
  const start = nextRenewalOn !== null && nextRenewalOn >= today ? nextRenewalOn : today;
  return { start, end: periodEnd(start, term) };
}

/**
 * Refuses paying more than one period ahead: a renewal is taken once the next renewal day is at most one term
 * away. A second click without an Idempotency-Key would otherwise quietly sell the member a second period.
 */
export function cashRenewalRefusal(nextRenewalOn: IsoDay | null, today: IsoDay, term: BillingPeriod): string | null {
  if (nextRenewalOn === null || nextRenewalOn <= periodEnd(today, term)) return null;
  const within = term === 'annual' ? 'a year' : 'a month';
  return `This plan is already paid until ${formatUsDate(nextRenewalOn)}. It can be renewed once that date is less than ${within} away.`;
}

/**
 * The period a delinquent plan paid in the office pays at the desk: one term from today. As with a card plan's 'charge
 * a delinquency', the member was not covered while delinquent, so the missed period is written off, never charged.
 */
export function delinquentCashPeriod(today: IsoDay, term: BillingPeriod): Period {
  return { start: today, end: periodEnd(today, term) };
}

/**
 * Whether the guarantee stands behind a plan now (the 'Guaranteed' badge and filter): a plan enrolled under the
 * guaranteed payment plan whose payments come by card or bank. The platform guarantees payments it collects; what the
 * front desk collects (pending_cash, active_cash, a plan late or delinquent in the office) it does not, so a household
 * paying in the office is never shown as guaranteed, and such a plan goes delinquent, never delinquent_gpp.
 */
export function guaranteeCovers(sub: {
  guaranteed: boolean;
  status: SubscriptionStatus;
  lateInOfficeOn?: IsoDay | null;
}): boolean {
  if (!sub.guaranteed) return false;
  if (sub.lateInOfficeOn && (sub.status === 'past_due' || sub.status === 'delinquent')) return false;
  return sub.status !== 'pending_cash' && sub.status !== 'active_cash';
}

/** What a subscription pays, with a price change the member was told of (pending until its day). */
export type PricedSubscription = {
  priceCents: Cents;
  pendingPriceCents: Cents | null;
  pendingPriceFrom: IsoDay | null;
};

/**
 * What a period starting on `start` costs: the member's price, or the noticed new price once its day has come
 * (then the pending change is used up and cleared).
 */
export function priceForPeriod(sub: PricedSubscription, start: IsoDay): { priceCents: Cents; pendingApplied: boolean } {
  if (sub.pendingPriceCents !== null && sub.pendingPriceFrom !== null && sub.pendingPriceFrom <= start) {
    return { priceCents: sub.pendingPriceCents, pendingApplied: true };
  }
  return { priceCents: sub.priceCents, pendingApplied: false };
}

/**
 * The period a late (past_due) subscription owes. The billing engine marks a subscription past_due when a renewal's
 * charge fails; whether it had already moved current_period_start on to the unpaid period is told by the charges:
 * the period at current_period_start when no charge paid it, else the one at next_renewal_on (or the term after).
 * Null when both are paid: nothing is owed.
 */
export function unpaidPeriod(
  sub: { currentPeriodStart: IsoDay | null; nextRenewalOn: IsoDay | null; term: BillingPeriod },
  paidStarts: readonly IsoDay[],
  today: IsoDay,
): Period | null {
  const period = (start: IsoDay): Period => ({ start, end: periodEnd(start, sub.term) });
  const { currentPeriodStart: current, nextRenewalOn: next } = sub;
  if (current === null) return period(next ?? today);
  if (!paidStarts.includes(current)) return period(current);
  const following = next !== null && next > current ? next : periodEnd(current, sub.term);
  return paidStarts.includes(following) ? null : period(following);
}

/** What moving a household to another office does with each of its subscriptions. */
export type TransferRole = 'moves' | 'blocks' | 'stays';

/** Running plans move: each is mapped to a plan of the new office. */
export const TRANSFER_MOVES = ['active', 'active_cash', 'active_transferred'] as const;
/** Money is owed, unpaid or disputed, or the plan is ending: settled at the office that holds it, before the move. */
export const TRANSFER_BLOCKS = [
  'past_due',
  'pending_cash',
  'disputed',
  'delinquent_gpp',
  'cancellation_requested',
] as const;

export function transferRole(status: SubscriptionStatus): TransferRole {
  if ((TRANSFER_MOVES as readonly string[]).includes(status)) return 'moves';
  if ((TRANSFER_BLOCKS as readonly string[]).includes(status)) return 'blocks';
  // Ended (canceled, inactive, delinquent, permanently disabled, transferred before): history, left as it is.
  return 'stays';
}

/** Why the household cannot move yet because of this subscription, or null. */
export function transferRefusal(sub: {
  status: SubscriptionStatus;
  memberName: string;
  planName: string;
  endsOn: IsoDay | null;
}): string | null {
  const whose = `${sub.memberName}'s ${sub.planName}`;
  switch (sub.status) {
    case 'past_due':
      return `${whose} payment is late. Take the payment first, then move the household.`;
    case 'pending_cash':
      return `${whose} is still waiting for its first payment. Take the payment or cancel the enrolment first.`;
    case 'disputed':
      return `${whose} has a disputed payment. It must be settled before the household can move.`;
    case 'delinquent_gpp':
      return `${whose} is delinquent under the guaranteed payment plan. It must be settled before the household can move.`;
    case 'cancellation_requested':
      return `${whose} is set to end${sub.endsOn ? ` on ${formatUsDate(sub.endsOn)}` : ''}. Undo the cancellation, or let it end, before moving the household.`;
    default:
      return null;
  }
}

/**
 * What a subscription moved to another office's plan pays: the price it paid until its next renewal, then the new
 * plan's price (a pending change from the next renewal, none when the prices are the same).
 */
export function transferredPricing(
  old: { priceCents: Cents; nextRenewalOn: IsoDay | null },
  targetPriceCents: Cents,
  today: IsoDay,
): PricedSubscription {
  const changes = targetPriceCents !== old.priceCents;
  return {
    priceCents: old.priceCents,
    pendingPriceCents: changes ? targetPriceCents : null,
    pendingPriceFrom: changes ? (old.nextRenewalOn ?? today) : null,
  };
}
