import { addMonths, type IsoDay } from './calendar';
import { platformFeeCents } from './enrolment';
import { type Cents, formatMoney } from './money';
import type { BillingPeriod } from './plan-picker';
import { type SubscriptionStatus, statusLabel } from './statuses';
import type { Period } from './subscription-cash';

/**
 * The guaranteed payment plan (spec 01 'Financial Solutions: Guaranteed Payment Plan', spec 02 sections 4 and 9): a
 * monthly plan the member pays, enrolled while the office has the guarantee on, commits to twelve monthly payments
 * from its start, renewing for twelve more at each anniversary. When its payments stop (delinquent_gpp) the practice
 * claims the guarantee: the platform pays what the practice would have received for each month from the first
 * unpaid one to the end of the commitment year, and the plan ends.
 */

/** Monthly payments a guaranteed plan commits to, counted from its start and again from each anniversary. */
export const GUARANTEE_COMMITMENT_MONTHS = 12;

/**
 * A month of the commitment year: paid; unpaid (from the first unpaid month on: what a claim pays); upcoming (not
 * due yet, the plan running); claimed (a claim paid it); missed (a month gone by unpaid before the plan was started
 * again from a later day, written off then: a claim does not pay it).
 */
export const DRAW_STATUSES = ['paid', 'unpaid', 'upcoming', 'claimed', 'missed'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

export type DrawMonth = Period & { status: DrawStatus; amountCents: Cents };

export type DrawInput = {
  /** The commitment's first day: the start of the plan's first paid month. */
  start: IsoDay;
  term: BillingPeriod;
  /** What the member pays a month. */
  priceCents: Cents;
  /** The platform's fee per member and month (kept from each payment). */
  perMemberMonthCents: Cents;
  /** The periods the member's payments covered. */
  paid: readonly Period[];
  /** The first day of the period the plan owes, when it owes one. */
  unpaidFrom: IsoDay | null;
  /** The first day a claim paid for, once the guarantee was claimed. */
  claimedFrom?: IsoDay | null;
  today: IsoDay;
};

export type DrawSchedule = {
  /** 1 for the first twelve months from the start, 2 after the first anniversary, ... */
  commitmentYear: number;
  yearStart: IsoDay;
  yearEnd: IsoDay;
  months: DrawMonth[];
  /** What a claim pays: the unpaid months' amounts. */
  guaranteedCents: Cents;
  unpaidMonths: number;
};

/** The commitment year (0-based) a day falls in: the last anniversary of `start` on or before it. */
function yearIndexOf(start: IsoDay, day: IsoDay): number {
  if (day <= start) return 0;
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const [dy, dm] = day.split('-').map(Number) as [number, number];
  let k = Math.max(0, Math.floor(((dy - sy) * 12 + (dm - sm)) / GUARANTEE_COMMITMENT_MONTHS));
  while (k > 0 && addMonths(start, k * GUARANTEE_COMMITMENT_MONTHS) > day) k--;
  while (addMonths(start, (k + 1) * GUARANTEE_COMMITMENT_MONTHS) <= day) k++;
  return k;
}

/** What the practice receives of a month's payment: the price less the platform's fee per member and month. */
export function guaranteedMonthCents(priceCents: Cents, perMemberMonthCents: Cents): Cents {
  return Math.max(0, priceCents - platformFeeCents(priceCents, 'monthly', perMemberMonthCents));
}

/**
 * The draw schedule of a guaranteed plan: the twelve months of its current commitment year (the year of its unpaid
 * month, or of the claim, or of today), each paid, unpaid, upcoming, claimed or missed, and what a claim pays. Months
 * are counted from the start's day of the month (31 January, 28 February, 31 March), so twelve of them make exactly
 * a year; a month is paid when a paid period covers its first day, whatever day the plan's own periods start on.
 * An annual plan is never guaranteed: its schedule is empty.
 */
export function drawSchedule(input: DrawInput): DrawSchedule {
  const anchor = input.claimedFrom ?? input.unpaidFrom ?? input.today;
  const year = yearIndexOf(input.start, anchor);
  const first = year * GUARANTEE_COMMITMENT_MONTHS;
  const yearStart = addMonths(input.start, first);
  const yearEnd = addMonths(input.start, first + GUARANTEE_COMMITMENT_MONTHS);
  if (input.term !== 'monthly') {
    return { commitmentYear: year + 1, yearStart, yearEnd, months: [], guaranteedCents: 0, unpaidMonths: 0 };
  }
  const amountCents = guaranteedMonthCents(input.priceCents, input.perMemberMonthCents);
  const months: DrawMonth[] = [];
  for (let i = 0; i < GUARANTEE_COMMITMENT_MONTHS; i++) {
    const start = addMonths(input.start, first + i);
    const end = addMonths(input.start, first + i + 1);
    const covered = input.paid.some((p) => p.start <= start && start < p.end);
    const status: DrawStatus =
      input.claimedFrom && !covered && end > input.claimedFrom
        ? 'claimed'
        : covered
          ? 'paid'
          : input.unpaidFrom !== null && end > input.unpaidFrom
            ? 'unpaid'
            : end <= (input.unpaidFrom ?? input.today)
              ? 'missed'
              : 'upcoming';
    months.push({ start, end, status, amountCents });
  }
  const unpaid = months.filter((m) => m.status === 'unpaid');
  return {
    commitmentYear: year + 1,
    yearStart,
    yearEnd,
    months,
    guaranteedCents: unpaid.reduce((sum, m) => sum + m.amountCents, 0),
    unpaidMonths: unpaid.length,
  };
}

/** Why the guarantee of this plan cannot be claimed; null when it can. */
export function guaranteeClaimRefusal(sub: {
  status: SubscriptionStatus;
  guaranteed: boolean;
  /** A claim of its commitment year is on its way or made. */
  claimed: boolean;
}): string | null {
  if (!sub.guaranteed) return 'This plan is not under the guaranteed payment plan, so there is no guarantee to claim.';
  if (sub.claimed) return 'The guarantee of this plan was already claimed for this commitment year.';
  if (sub.status !== 'delinquent_gpp') {
    return `The guarantee is claimed once a guaranteed plan's payments have stopped (Delinquent (Guaranteed)); this plan is ${statusLabel(sub.status)}.`;
  }
  return null;
}

/** Why a plan's draw schedule cannot be shown: only a guaranteed plan has one. */
export const NOT_GUARANTEED_DRAW = 'This plan is not under the guaranteed payment plan, so it has no draw schedule.';

/**
 * Why the office cannot turn the guarantee on now; null when it can. The guarantee pays the practice's connected
 * account and its plans are paid by card or bank, so the office must be able to take card payments (a payout account
 * with payouts on); the first time, the practice owner accepts its terms (which enrols the office).
 */
export function guaranteeEnrolmentRefusal(office: {
  enrolled: boolean;
  payoutsOn: boolean;
  acceptTerms: boolean;
}): string | null {
  if (!office.payoutsOn) {
    return 'Connect a payout bank account first: the guarantee pays into it, and guaranteed plans are paid by card or bank.';
  }
  if (!office.enrolled && !office.acceptTerms) {
    return 'Please read and accept the terms of the guaranteed payment plan to turn it on.';
  }
  return null;
}

/** The guarantee's terms in numbers, for the practice's page and the claim's words. */
export function guaranteeTerms(setupFeePercent: number, perMemberMonthCents: Cents) {
  return {
    commitmentMonths: GUARANTEE_COMMITMENT_MONTHS,
    setupFeePercent,
    perMemberMonthCents,
    summary: `A guaranteed plan's member commits to ${GUARANTEE_COMMITMENT_MONTHS} monthly payments and pays a one-time setup fee of ${setupFeePercent}% of the year's payments. If the payments stop, you claim the guarantee: you are paid each remaining month of the commitment year, less the platform fee of ${formatMoney(perMemberMonthCents, { decimals: 2 })} per member and month.`,
  };
}
