import { daysBetween, formatUsDay, type IsoDay } from './calendar';
import { type QuotePlan, quoteEnrolment } from './enrolment';
import type { Cents } from './money';
import type { BillingPeriod } from './plan-picker';
import { ACTIVE_STATUSES, isCancellable, type SubscriptionStatus, statusLabel } from './statuses';

/**
 * What the front desk may change on a member's subscription, and what it then costs (issue 8): the plan (now or at
 * renewal), the term, automatic renewal, a cancellation and its undoing. Which status allows which action is stated
 * here once; the server refuses with these sentences (409) and the member's page greys out the same buttons.
 * The state table as a whole is apps/server/src/modules/subscriptions/STATES.md.
 */

/** Actions on a running subscription that only a running one allows. */
export type RunningChange = 'changePlan' | 'changeTerm' | 'autoRenew';

/**
 * Running: a plan the member holds and pays as they go, the spec's Active flag (active, active_cash,
 * active_transferred, past_due). Its plan, term and renewal may change. cancellation_requested also still covers the
 * member, but it is on its way out: the cancellation is undone first (re-enroll), so that nobody changes a plan that is
 * about to end without noticing.
 */
export const RUNNING_STATUSES = ACTIVE_STATUSES;
export const isRunning = (status: SubscriptionStatus): boolean =>
  (RUNNING_STATUSES as readonly SubscriptionStatus[]).includes(status);

const WHAT: Record<RunningChange, string> = {
  changePlan: 'change the plan',
  changeTerm: 'change how often it is paid',
  autoRenew: 'change its automatic renewal',
};

/** Why a status does not allow changing the plan, the term or automatic renewal; null when it does. */
export function runningChangeRefusal(action: RunningChange, status: SubscriptionStatus): string | null {
  if (isRunning(status)) return null;
  switch (status) {
    case 'cancellation_requested':
      return action === 'autoRenew'
        ? 'This plan is already set to end. To keep it, undo the cancellation (Re-enroll) instead.'
        : `This plan is set to end with its cancellation. Undo the cancellation first (Re-enroll), then ${WHAT[action]}.`;
    case 'pending_cash':
      return `This plan is waiting for its first payment in the office. Record the payment first, then ${WHAT[action]}.`;
    case 'inactive_transferred':
      return 'This plan moved to another office with the member. Make changes there.';
    case 'delinquent':
    case 'delinquent_gpp':
      return `This plan is delinquent after missed payments. Settle them first, then ${WHAT[action]}.`;
    case 'disputed':
      return 'A payment of this plan is disputed. Changes wait until the dispute is settled.';
    default:
      // canceled, inactive, permanently_disabled: nothing runs any more.
      return 'This plan has ended. Re-enroll the member to start it again.';
  }
}

export type CancelWhen = 'periodEnd' | 'now';

/**
 * Why a subscription cannot be canceled so; null when it can. The spec's 'cancellable' rule decides (isCancellable);
 * a cancellation already requested may still be made immediate, but not requested twice.
 */
export function cancellationRefusal(
  status: SubscriptionStatus,
  when: CancelWhen,
  endsOn: IsoDay | null,
): string | null {
  if (status === 'cancellation_requested' && when === 'periodEnd') {
    return endsOn
      ? `The cancellation is already requested: this plan ends on ${formatUsDay(endsOn)}.`
      : 'The cancellation is already requested.';
  }
  if (isCancellable(status)) return null;
  switch (status) {
    case 'pending_cash':
      return 'This plan is waiting for its first payment in the office: use Cancel cash enrollment instead.';
    case 'delinquent':
      return 'This plan is delinquent after missed payments: charge the missed payment, or clear the delinquency to end it.';
    case 'inactive_transferred':
      return 'This plan moved to another office with the member: cancel it there.';
    default:
      return 'This plan is already canceled.';
  }
}

/**
 * Why a plan's delinquency cannot be cleared (its missed payment written off, the plan ended); null when it can. Only
 * `delinquent` can: it is the one status that cannot be canceled, and a `delinquent_gpp` plan's missed payments are
 * the guarantee's to cover (it can be canceled like any other).
 */
export function delinquencyClearRefusal(status: SubscriptionStatus): string | null {
  if (status === 'delinquent') return null;
  if (status === 'delinquent_gpp') {
    return 'This plan is under the guaranteed payment plan: its missed payments are covered by the guarantee. Claim the guarantee instead, or cancel the plan if it should end.';
  }
  return `Only a delinquent plan has a missed payment to clear; this one is ${statusLabel(status)}.`;
}

/** A plan canceled within this many days of its start may be refunded in full (spec 01: 'before 90 days'). */
export const FULL_REFUND_DAYS = 90;

/** Why a cancellation cannot come with a full refund; null when it can. */
export function fullRefundRefusal(input: { when: CancelWhen; startedOn: IsoDay; today: IsoDay }): string | null {
  if (input.when !== 'now') return 'A refund comes with a cancellation that takes effect now.';
  if (daysBetween(input.startedOn, input.today) >= FULL_REFUND_DAYS) {
    return `A full refund is possible within ${FULL_REFUND_DAYS} days of the plan's start; this plan started on ${formatUsDay(input.startedOn)}. Refund a payment from the payment history instead.`;
  }
  return null;
}

/** Statuses whose member has paid for the period that runs until the next renewal. */
const PAID_AHEAD: readonly SubscriptionStatus[] = [
  'active',
  'active_cash',
  'active_transferred',
  'cancellation_requested',
];

/**
 * The last day of what the member paid for: the next renewal when the period is paid ahead, else today (a late plan,
 * one already stopped). A plan that will not renew (cancellation at the end of the period, automatic renewal off) ends
 * there.
 */
export function endOfPaidPeriod(status: SubscriptionStatus, nextRenewalOn: IsoDay | null, today: IsoDay): IsoDay {
  return PAID_AHEAD.includes(status) && nextRenewalOn !== null && nextRenewalOn > today ? nextRenewalOn : today;
}

export type CancellationOutcome = {
  status: 'cancellation_requested' | 'canceled';
  /** The day the membership ends (ends_on). */
  endsOn: IsoDay;
  /** The next renewal that stays: none once canceled. */
  nextRenewalOn: IsoDay | null;
};

/**
 * What a cancellation does. 'periodEnd': the member keeps the plan until the next renewal (cancellation_requested,
 * ends_on = next_renewal_on; the renewal job ends it instead of charging), or until today when nothing is paid ahead
 * (a late plan, one already stopped). 'now': canceled today.
 */
export function cancellationOutcome(input: {
  status: SubscriptionStatus;
  when: CancelWhen;
  nextRenewalOn: IsoDay | null;
  today: IsoDay;
}): CancellationOutcome {
  if (input.when === 'now') return { status: 'canceled', endsOn: input.today, nextRenewalOn: null };
  return {
    status: 'cancellation_requested',
    endsOn: endOfPaidPeriod(input.status, input.nextRenewalOn, input.today),
    nextRenewalOn: input.nextRenewalOn,
  };
}

/**
 * The status a subscription goes back to when its cancellation is undone: the one it had when the cancellation was
 * requested (kept in the member's history), else, for a cancellation of unknown origin, active or active_cash by
 * how the household pays.
 */
export function statusAfterUndo(before: SubscriptionStatus | null, paysInOffice: boolean): SubscriptionStatus {
  if (before && before !== 'cancellation_requested' && isCancellable(before)) return before;
  return paysInOffice ? 'active_cash' : 'active';
}

/** What re-enrolling a member in a plan does, given their subscriptions in that plan. */
export type ReEnrolment =
  | { kind: 'undo'; subscriptionId: number }
  | { kind: 'restart' }
  | { kind: 'refuse'; why: string };

/** Ended for good: the plan may start again as a new subscription. */
const RESTARTABLE: readonly SubscriptionStatus[] = ['canceled', 'inactive', 'inactive_transferred'];

/**
 * Re-enrolling (spec 02 'Members': re-enroll): a cancellation still waiting for the end of the period is undone, and
 * nothing is charged; a plan that ended (canceled, inactive, transferred away), or none at all, starts again as a new
 * subscription, priced and paid like adding a plan. A plan still running or waiting for its payment needs nothing; one
 * with payments owed or disputed must be settled first; a permanently disabled one stays so.
 */
export function reEnrolment(inPlan: readonly { subscriptionId: number; status: SubscriptionStatus }[]): ReEnrolment {
  const requested = inPlan.find((s) => s.status === 'cancellation_requested');
  if (requested) return { kind: 'undo', subscriptionId: requested.subscriptionId };
  const open = inPlan.find((s) => !RESTARTABLE.includes(s.status));
  if (!open) return { kind: 'restart' };
  if (isRunning(open.status)) return { kind: 'refuse', why: 'The member already has this plan.' };
  switch (open.status) {
    case 'pending_cash':
      return { kind: 'refuse', why: 'This plan is already waiting for its first payment in the office.' };
    case 'permanently_disabled':
      return { kind: 'refuse', why: 'This plan was permanently disabled for this member and cannot start again.' };
    case 'disputed':
      return { kind: 'refuse', why: 'A payment of this plan is disputed. Re-enroll once the dispute is settled.' };
    default:
      return {
        kind: 'refuse',
        why: 'This plan is delinquent after missed payments. Settle them first, then re-enroll.',
      };
  }
}

/** When a plan change applies: today, or at the next renewal. */
export type PlanChangeWhen = 'now' | 'renewal';

/**
 * Why a plan change cannot be set for the next renewal; null when it can. A renewal that will not happen (automatic
 * renewal off) or has no date yet cannot carry it.
 */
export function renewalChangeRefusal(sub: { autoRenew: boolean; nextRenewalOn: IsoDay | null }): string | null {
  if (!sub.autoRenew) {
    return 'This plan does not renew: automatic renewal is off. Turn it on first, or change the plan now.';
  }
  if (!sub.nextRenewalOn) return 'This plan has no renewal date yet. Change the plan now instead.';
  return null;
}

/**
 * A subscription's price each term after a change of plan or term: the plan's price for the term less the family
 * discount of the household as it stands (spec 02 section 9), the same rule enrolment prices with. `alreadyCounted`:
 * the household's other members the family discount counts (familyMembersCountedBesides); the member is the one more.
 */
export function changedPriceCents(plan: QuotePlan, term: BillingPeriod, alreadyCounted: number): Cents {
  const quote = quoteEnrolment({
    plans: [plan],
    people: [{ planId: plan.id }],
    term,
    gppActive: false,
    setupFeePercent: 0,
    alreadyCounted,
  });
  const line = quote.lines[0];
  if (!line) throw new Error('a plan priced nothing');
  return line.periodCents;
}

/** What the term check needs of a plan. */
export type TermPlan = {
  name: string;
  pricing: { monthly: Cents; annually: Cents };
  showOnInternalEnrollmentMonthly: boolean;
  showOnInternalEnrollmentAnnual: boolean;
};

const BY_TERM: Record<BillingPeriod, string> = { monthly: 'by the month', annual: 'by the year' };

/**
 * Why a plan cannot be paid on this term at the front desk; null when it can: the office sells it on that term
 * (showOnInternalEnrollmentMonthly or Annual) at a price above zero.
 */
export function termRefusal(plan: TermPlan, term: BillingPeriod): string | null {
  const shown = term === 'annual' ? plan.showOnInternalEnrollmentAnnual : plan.showOnInternalEnrollmentMonthly;
  const price = term === 'annual' ? plan.pricing.annually : plan.pricing.monthly;
  if (!shown) return `${plan.name} is not sold ${BY_TERM[term]} in this office.`;
  if (price <= 0) return `${plan.name} has no price ${BY_TERM[term]} in this office.`;
  return null;
}

/** 'a month' or 'a year': how a term's price reads in a sentence. */
export const perTerm = (term: BillingPeriod): string => (term === 'annual' ? 'a year' : 'a month');
