import { addDays, formatUsDay, type IsoDay } from './calendar';

/**
 * Payouts (issue 9): each practice's balance (from the ledger) paid to its connected account on a schedule. A payout
 * carries every movement of the practice's money up to its cut-off that no earlier payout carried: card and bank
 * payments less the platform's fees, the fees of payments taken in the office, refunds, disputes, guarantee claims.
 */

/** When payouts are made: the day of the week (0 Sunday to 6 Saturday) and how many days of money settle first. */
export type PayoutSchedule = { weekday: number; delayDays: number };

/** Weekly on Mondays, carrying what was paid until the Saturday before (two days to settle, as card payments do). */
export const PAYOUT_SCHEDULE_DEFAULT: PayoutSchedule = { weekday: 1, delayDays: 2 };

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Why a payout schedule cannot be used; null when it can. */
export function payoutScheduleProblem(s: { weekday: number; delayDays: number }): string | null {
  if (!Number.isInteger(s.weekday) || s.weekday < 0 || s.weekday > 6) return 'Choose a day of the week.';
  if (!Number.isInteger(s.delayDays) || s.delayDays < 0 || s.delayDays > 7) {
    return 'Money settles 0 to 7 days before it is paid out.';
  }
  return null;
}

const weekdayOf = (day: IsoDay) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Whether `day` is a payout day. */
export const isPayoutDay = (day: IsoDay, s: PayoutSchedule): boolean => weekdayOf(day) === s.weekday;

/** The first payout day on or after `day`. */
export function nextPayoutDay(day: IsoDay, s: PayoutSchedule): IsoDay {
  return addDays(day, (s.weekday - weekdayOf(day) + 7) % 7);
}

/** A payout day's cut-off: money that moved before the start of this day is carried (the delay lets it settle). */
export const payoutCutoff = (payoutDay: IsoDay, s: PayoutSchedule): IsoDay => addDays(payoutDay, -s.delayDays);

/** The schedule in words: 'Every Monday, with what was paid until the Saturday before'. */
export function payoutScheduleWords(s: PayoutSchedule): string {
  const day = WEEKDAY_NAMES[s.weekday] ?? 'Monday';
  if (s.delayDays === 0) return `Every ${day}, with what was paid until then`;
  const until = WEEKDAY_NAMES[(s.weekday - s.delayDays + 7) % 7] ?? day;
  return `Every ${day}, with what was paid until the ${until} before`;
}

/** Where a payout stands: written and asked of the processor, paid (on its way to the bank), or refused. */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'Being sent',
  paid: 'Paid',
  failed: 'Failed',
};

/**
 * What a line of the office's ledger (its payment ledger page, a payout's report) is: a payment by card or bank, the
 * fee of one taken in the office, a refund, a dispute's step, a guarantee claim.
 */
export const LEDGER_LINE_KINDS = [
  'payment',
  'cash_payment',
  'refund',
  'dispute_held',
  'dispute_released',
  'dispute_returned',
  'guarantee_claim',
  'adjustment',
] as const;
export type LedgerLineKind = (typeof LEDGER_LINE_KINDS)[number];

export const LEDGER_LINE_LABELS: Record<LedgerLineKind, string> = {
  payment: 'Payment',
  cash_payment: 'Paid in the office',
  refund: 'Refund',
  dispute_held: 'Disputed: held',
  dispute_released: 'Dispute won: released',
  dispute_returned: 'Dispute lost: returned',
  guarantee_claim: 'Paid by the guarantee',
  adjustment: 'Adjustment',
};

/** A payout's file name, by its day: 'payout-2026-11-30.csv'. */
export const payoutFileName = (payoutDay: IsoDay, ext: 'csv' | 'xlsx' | 'pdf'): string => `payout-${payoutDay}.${ext}`;

/** A payout's period in words: 'Payments until 11/28/2026'. */
export const payoutPeriodWords = (cutoff: IsoDay): string => `Payments until ${formatUsDay(addDays(cutoff, -1))}`;
