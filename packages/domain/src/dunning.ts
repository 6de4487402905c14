import { addDays, type IsoDay } from './calendar';
import type { SubscriptionStatus } from './statuses';

// Failed renewal payments (dunning): when a late payment is tried again, and what becomes of the plan when every
// try has failed. The billing run (apps/server/src/jobs/billing-run.ts) follows these rules; STATES.md draws them.

/**
 * The days after the first failed try on which the payment is tried again. The default is 4 tries over 14 days:
 * the renewal day's own try, then 3, 7 and 14 days later. A platform admin may store another schedule.
 */
export const DUNNING_RETRY_DAYS_DEFAULT: readonly number[] = [3, 7, 14];

/** Annual members are reminded this many days before their plan renews. */
export const ANNUAL_REMINDER_DAYS = 30;

/** A schedule an admin may store: 1 to 10 retries, on increasing days, within 60 days of the first failure. */
export function retryScheduleProblem(days: readonly number[]): string | null {
  if (days.length < 1 || days.length > 10) return 'Choose between 1 and 10 retries.';
  if (days.some((d) => !Number.isInteger(d) || d < 1 || d > 60))
    return 'Each retry comes 1 to 60 days after the first failure.';
  if (days.some((d, i) => i > 0 && d <= (days[i - 1] as number))) return 'Retries must come on increasing days.';
  return null;
}

/**
 * The day of the next try after `failedTries` failed tries of a payment that first failed on `firstFailedOn`, or
 * null when every try of the schedule has been made (the plan is then delinquent).
 */
export function nextRetryDay(firstFailedOn: IsoDay, failedTries: number, schedule: readonly number[]): IsoDay | null {
  if (failedTries < 1) throw new Error('nextRetryDay counts failed tries: at least one');
  const offset = schedule[failedTries - 1];
  return offset === undefined ? null : addDays(firstFailedOn, offset);
}

/** What a plan becomes when its last try fails: under the guaranteed payment plan the platform pays the practice. */
export const statusWhenTriesRunOut = (guaranteed: boolean): SubscriptionStatus =>
  guaranteed ? 'delinquent_gpp' : 'delinquent';

/** A payment-update link the front desk sends while nothing is owed works once, for this many days. */
export const PAYMENT_LINK_DAYS = 7;

/** A payment-update link as kept: whether it was sent for an open debt, the day it was made, its use and expiry. */
export type PaymentLinkState = {
  untilSettled: boolean;
  createdOn: IsoDay;
  usedAt: Date | null;
  expiresAt: Date;
};

/**
 * Whether a payment-update link still works. One sent for a debt (a refused payment) works, however often it is used
 * (a new card refused in turn must be replaceable), until that debt is paid or written off: while the household owes
 * a debt that opened no later than the link's day (`debtOpenSince`, null when nothing is owed). A later debt does not
 * bring an old link back. Any other link works once, until it expires.
 */
export function paymentLinkWorks(link: PaymentLinkState, now: Date, debtOpenSince: IsoDay | null): boolean {
  if (link.untilSettled) return debtOpenSince !== null && debtOpenSince <= link.createdOn;
  return link.usedAt === null && link.expiresAt.getTime() > now.getTime();
}
