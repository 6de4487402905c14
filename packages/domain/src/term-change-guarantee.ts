import { addMonths, formatUsDay, type IsoDay } from './calendar';
import { GUARANTEE_COMMITMENT_MONTHS } from './guarantee';
import type { BillingPeriod } from './plan-picker';

/*
 * Switching a guaranteed monthly plan to annual (issue 21). The guarantee is a monthly plan's 12-month commitment
 * (guarantee.ts): an annual plan carries none, so the switch ends it at once. The year paid ahead at the next payment
 * covers the rest of the commitment, but if that payment fails the plan is Delinquent, not Delinquent (Guaranteed),
 * and the practice has nothing to claim; the setup fee that paid for the guarantee is never refunded. The office must
 * be told this and confirm before the switch (the server refuses it unconfirmed: updateTerm's acceptGuaranteeEnd).
 */

/** The last day of the commitment year a day falls in: the first anniversary of `start` after `day`. */
export function commitmentYearEnd(start: IsoDay, day: IsoDay): IsoDay {
  let years = 1;
  while (addMonths(start, years * GUARANTEE_COMMITMENT_MONTHS) <= day) years++;
  return addMonths(start, years * GUARANTEE_COMMITMENT_MONTHS);
}

export type TermChangeGuaranteeInput = {
  /** The guarantee stands behind the plan now (guaranteeCovers). */
  guaranteed: boolean;
  fromTerm: BillingPeriod;
  toTerm: BillingPeriod;
  firstName: string;
  planName: string;
  /** The first day of the next payment, when one is due. */
  nextRenewalOn: IsoDay | null;
  /** The day the current commitment year ends, when known (the page may not know it; the server does). */
  commitmentEndsOn?: IsoDay | null;
  /** The setup fee was waived at enrolment: nothing was paid for the guarantee. */
  feeWaived?: boolean;
};

/**
 * What a term switch does to the guarantee, in a sentence the office confirms; null when it does nothing to it (the
 * plan is not guaranteed, or is not leaving the monthly term).
 */
export function termChangeGuaranteeNotice(input: TermChangeGuaranteeInput): string | null {
  if (!input.guaranteed || input.fromTerm !== 'monthly' || input.toTerm !== 'annual') return null;
  const until = input.commitmentEndsOn ? ` until ${formatUsDay(input.commitmentEndsOn)}` : '';
  const next = input.nextRenewalOn ? ` on ${formatUsDay(input.nextRenewalOn)}` : '';
  return [
    `${input.firstName}'s ${input.planName} is under the guaranteed payment plan, committed to monthly payments${until}.`,
    `Switching to annual ends the guarantee now: from the next payment${next} the plan is paid once a year, which covers the rest of the commitment, but if that payment fails the plan becomes Delinquent and there is no guarantee to claim.`,
    ...(input.feeWaived ? [] : ['The setup fee paid for the guarantee is not refunded.']),
  ].join(' ');
}
