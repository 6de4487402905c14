import { addDays, daysBetween, type IsoDay } from './calendar';
import type { CancellationReason } from './member-filters';
import type { SubscriptionStatus } from './statuses';
import { FULL_REFUND_DAYS } from './subscription-changes';

/*
 * A household asks, from its portal, to cancel a member's plan (issue 22, 'Leave'). The request is not the
 * cancellation: the plan becomes cancellation_requested (which still covers the member, spec 01 section 4) and the
 * office either confirms it, which cancels the plan at the end of the paid period exactly as the office's own
 * cancellation does, or keeps the plan after talking to the household (the request is withdrawn, the plan goes back to
 * the status it had). The state table is apps/server/src/modules/subscriptions/STATES.md.
 */

/**
 * The reasons a patient may give, from the spec's list (CANCELLATION_REASONS, spec 02 section 9): the office's own
 * reasons (inactive patient, clerical, office request) are not the household's to pick.
 */
export const PATIENT_CANCELLATION_REASONS = [1, 3, 6, 12, 7] as const satisfies readonly CancellationReason[];

export const isPatientCancellationReason = (value: number): boolean =>
  (PATIENT_CANCELLATION_REASONS as readonly number[]).includes(value);

/**
 * The statuses a household may ask to leave from: a plan paid ahead and renewing. A late plan's debt, a plan waiting
 * for its first payment in the office, one set to end or ended are the office's to settle, so the household is asked
 * to call instead.
 */
export const CANCELLATION_REQUEST_FROM = [
  'active',
  'active_cash',
  'active_transferred',
] as const satisfies readonly SubscriptionStatus[];

/** Why a household cannot ask to cancel a plan from the portal, as a code each language words; null when it can. */
export type CancellationRequestRefusal =
  | 'alreadyRequested'
  | 'alreadyEnding'
  | 'late'
  | 'notStarted'
  | 'officePays'
  | 'ended';

export function cancellationRequestRefusal(sub: {
  status: SubscriptionStatus;
  autoRenew: boolean;
  endsOn: IsoDay | null;
  payor: 'member' | 'office';
  /** A request of the household waits for the office. */
  requested: boolean;
}): CancellationRequestRefusal | null {
  if (sub.status === 'cancellation_requested') return sub.requested ? 'alreadyRequested' : 'alreadyEnding';
  if ((CANCELLATION_REQUEST_FROM as readonly SubscriptionStatus[]).includes(sub.status)) {
    // A plan the office pays for is the office's to end; one whose renewal is off already ends with its period.
    if (sub.payor === 'office') return 'officePays';
    if (!sub.autoRenew || sub.endsOn !== null) return 'alreadyEnding';
    return null;
  }
  switch (sub.status) {
    case 'past_due':
    case 'delinquent':
    case 'delinquent_gpp':
    case 'disputed':
      return 'late';
    case 'pending_cash':
      return 'notStarted';
    default:
      return 'ended';
  }
}

/** What the household is told before it sends the request: the facts each language words. */
export type LeavingTerms = {
  term: 'monthly' | 'annual';
  /** The day coverage ends once the office confirms (ends_on: the end of the paid period, as the office cancels). */
  paidThrough: IsoDay | null;
  /** A guaranteed monthly plan: the day its current 12-month commitment year ends. */
  commitmentEndsOn: IsoDay | null;
  /** The last day the office may still give back what was paid (FULL_REFUND_DAYS from the start); null once past. */
  refundPossibleUntil: IsoDay | null;
  /** A setup fee was paid (for the guarantee, or the office's activation fee): never refunded. */
  setupFeePaid: boolean;
};

/**
 * The terms of leaving a plan: it ends with the period already paid (a year for an annual plan, which is not refunded
 * pro rata), the guarantee's commitment year if any, and whether the office may still refund it in full (only within
 * FULL_REFUND_DAYS of the start, and only by the office's decision: the request itself refunds nothing).
 */
export function leavingTerms(input: {
  term: 'monthly' | 'annual';
  nextRenewalOn: IsoDay | null;
  startedOn: IsoDay;
  today: IsoDay;
  guaranteed: boolean;
  commitmentEndsOn: IsoDay | null;
  setupFeePaid: boolean;
}): LeavingTerms {
  const refundable = daysBetween(input.startedOn, input.today) < FULL_REFUND_DAYS;
  return {
    term: input.term,
    // The office's cancellation at the period's end keeps the member covered through next_renewal_on (ends_on).
    paidThrough: input.nextRenewalOn,
    commitmentEndsOn: input.guaranteed && input.term === 'monthly' ? input.commitmentEndsOn : null,
    refundPossibleUntil: refundable ? addDays(input.startedOn, FULL_REFUND_DAYS - 1) : null,
    setupFeePaid: input.setupFeePaid,
  };
}
