import { addMonths, type IsoDay } from './calendar';
import { nextRetryDay } from './dunning';
import type { PricingPeriod } from './platform-tiers';

// What a practice's platform tier does when it is billed (our reading of spec 01 section 3 'tieredPayment.tierLevel'
// and section 4 'Shell behaviour': 'tier level 0 with a tier payment customer' is a practice whose tier is owed).
// The tier is paid ahead for each period (a month or a year, as chosen at sign-up), on the day the period starts.
// A refused payment is tried again on the platform's dunning schedule (the members' one, dunning.ts); when the last
// try fails the tier level becomes 0 (the practice menu is covered until it pays) while the tier customer stays.
// Paying the owed period (a new default card) restores the tier at once; no new period starts while it is owed.

/**
 * The first day of a tier's period number `n` (0 is the first) counted from its anchor day: always from the anchor, so
 * a tier started on 31 January is billed on the last day of February and again on 31 March, never drifting.
 */
export function tierPeriodStart(anchor: IsoDay, n: number, period: PricingPeriod): IsoDay {
  return addMonths(anchor, n * (period === 'annual' ? 12 : 1));
}

/** What a refused tier payment becomes: tried again on a day, or owed (the tier is suspended) when tries ran out. */
export type TierFailure = { kind: 'retry'; nextTryOn: IsoDay } | { kind: 'suspended' };

/**
 * After `failedTries` refused tries of a period's payment, the first refused on `firstFailedOn`: the next try's
 * day on the schedule, or suspension when every try of the schedule has been made.
 */
export function tierAfterFailure(firstFailedOn: IsoDay, failedTries: number, schedule: readonly number[]): TierFailure {
  const next = nextRetryDay(firstFailedOn, failedTries, schedule);
  return next === null ? { kind: 'suspended' } : { kind: 'retry', nextTryOn: next };
}

/**
 * Whether the owner's new default card should be charged at once: a period's payment was refused (it waits for a
 * retry, or the tier is suspended for it). A period not yet tried is left to its day.
 */
export function tierPaymentIsOverdue(charge: { status: string; failedTries: number }): boolean {
  return charge.status === 'owed' || (charge.status === 'due' && charge.failedTries > 0);
}

/**
 * The schedule after an owed period is paid: unchanged when the owed period has not ended, else a new anchor today
 * (the days the tier was suspended are not billed; the next period starts on the day the tier came back).
 */
export function tierScheduleAfterRestore(
  schedule: { anchorOn: IsoDay; periodsOpened: number },
  owedPeriodEnd: IsoDay,
  today: IsoDay,
): { anchorOn: IsoDay; periodsOpened: number } {
  return owedPeriodEnd > today ? schedule : { anchorOn: today, periodsOpened: 0 };
}

/** The statuses of a tier period's payment, as the owner's billing page names them. */
export const TIER_CHARGE_STATUSES = ['due', 'paid', 'owed'] as const;
export type TierChargeStatus = (typeof TIER_CHARGE_STATUSES)[number];

export const TIER_CHARGE_STATUS_LABELS: Record<TierChargeStatus, string> = {
  due: 'Scheduled',
  paid: 'Paid',
  owed: 'Payment failed',
};
