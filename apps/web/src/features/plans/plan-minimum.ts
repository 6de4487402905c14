import { annualMinimumCents, minimumAnnualMessage, minimumMonthlyMessage } from '@mhq/domain';
import { parseDollars } from './money-text';

type FormErrors = Partial<Record<string, string>>;

// The plan's minimum price as the editor holds to it: the messages while a price is typed, and when a save applies it.

/**
 * Where a price breaks the plan's minimums (the domain's rule for publishing, and for saving an active plan):
 * the monthly price below the minimum, or an annual price that is neither 0 nor ten monthly minimums.
 */
export function priceProblems(
  pricing: { monthly: number | null; annually: number | null },
  minimumMonthlyCents: number,
): FormErrors {
  const problems: FormErrors = {};
  if (pricing.monthly !== null && pricing.monthly < minimumMonthlyCents) {
    problems.monthly = minimumMonthlyMessage(minimumMonthlyCents);
  }
  if (
    pricing.annually !== null &&
    pricing.annually !== 0 &&
    pricing.annually < annualMinimumCents(minimumMonthlyCents)
  ) {
    problems.annually = minimumAnnualMessage(minimumMonthlyCents);
  }
  return problems;
}

/**
 * Whether a save holds the price to the plan's minimums, as the server does: a new plan, an active one, and any plan
 * whose price is changed. Only a draft kept at an older price below them may be saved otherwise (Publish checks it).
 */
export function minimumApplies(
  plan: { viewStatus: string; pricing: { monthly: number; annually: number } } | null,
  values: { monthly: string; annually: string },
): boolean {
  if (plan === null || plan.viewStatus === 'active') return true;
  return (
    parseDollars(values.monthly) !== plan.pricing.monthly || parseDollars(values.annually) !== plan.pricing.annually
  );
}
