import { addDays, type IsoDay } from './calendar';
import type { SubscriptionStatus } from './statuses';

/*
 * Plans paid in the office that go unpaid (issue 21). A card plan goes late when its renewal's charge fails; a plan
 * paid at the front desk has nothing to fail, so without a rule it stayed active for ever. The rule: the household
 * has a grace period after the day its next period starts (the due day); the day after the grace ends the plan is
 * late (past_due: still covered, the household reminded, the office shown a line), and after a further period it is
 * delinquent, exactly as a card household whose tries ran out (never delinquent_gpp: the guarantee covers payments
 * by card or bank, not what the desk collects). Paying the period at the desk makes it active_cash again. Both
 * periods are a platform setting. The state table: apps/server/src/modules/subscriptions/STATES.md, 'Cash lateness'.
 */

export type CashLatenessSettings = {
  /** Days after the due day on which a plan paid in the office is still simply active. */
  graceDays: number;
  /** Days a plan stays late (past_due) before it is delinquent. */
  delinquentAfterDays: number;
};

/** A week's grace, then the same 14 days a card household is tried for before it is delinquent. */
export const CASH_LATENESS_DEFAULT: CashLatenessSettings = { graceDays: 7, delinquentAfterDays: 14 };

/** Settings an admin may store: 0 to 60 days of grace, then 1 to 90 days late before delinquent. */
export function cashLatenessProblem(s: CashLatenessSettings): string | null {
  if (!Number.isInteger(s.graceDays) || s.graceDays < 0 || s.graceDays > 60)
    return 'The grace period for payments in the office is 0 to 60 days.';
  if (!Number.isInteger(s.delinquentAfterDays) || s.delinquentAfterDays < 1 || s.delinquentAfterDays > 90)
    return 'A plan paid in the office is late 1 to 90 days before it is delinquent.';
  return null;
}

/** The days a period due on `dueOn` and left unpaid in the office goes late, and delinquent. */
export function cashLatenessDays(dueOn: IsoDay, s: CashLatenessSettings): { pastDueOn: IsoDay; delinquentOn: IsoDay } {
  const pastDueOn = addDays(dueOn, s.graceDays + 1);
  return { pastDueOn, delinquentOn: addDays(pastDueOn, s.delinquentAfterDays) };
}

/** What the lateness rule reads of a subscription. */
export type CashLatenessSubscription = {
  status: SubscriptionStatus;
  /** The first day of the unpaid period (a plan must not move it while the period is unpaid). */
  nextRenewalOn: IsoDay | null;
  /** The day the plan went late in the office; null for any other plan (a card plan late by a failed charge). */
  lateInOfficeOn: IsoDay | null;
  /** The card's next try: a plan being tried by card (a new card, 'charge now') follows the retry schedule instead. */
  nextRetryOn?: IsoDay | null;
  /** Whether the plan renews: an ending plan runs out on its own (the billing run's 'end' step). */
  autoRenew: boolean;
  endsOn: IsoDay | null;
  payor: 'member' | 'office';
};

/**
 * The status a plan paid in the office should have today, or null when the rule leaves it as it is: active_cash past
 * its grace is past_due; a plan late in the office past its further period is delinquent (straight from active_cash
 * when a run was missed for that long). Card plans, office-paid plans, ending plans and every other status: null.
 */
export function cashLatenessStatus(
  sub: CashLatenessSubscription,
  today: IsoDay,
  s: CashLatenessSettings,
): 'past_due' | 'delinquent' | null {
  if (sub.nextRenewalOn === null || sub.payor !== 'member' || !sub.autoRenew || sub.endsOn !== null) return null;
  const lateInOffice = sub.status === 'past_due' && sub.lateInOfficeOn !== null && !sub.nextRetryOn;
  const inOffice = sub.status === 'active_cash' || lateInOffice;
  if (!inOffice) return null;
  const { pastDueOn, delinquentOn } = cashLatenessDays(sub.nextRenewalOn, s);
  if (today >= delinquentOn) return 'delinquent';
  if (today >= pastDueOn && sub.status === 'active_cash') return 'past_due';
  return null;
}
