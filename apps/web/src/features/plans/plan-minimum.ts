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

export type NewPriceErrors = { monthly?: string; annually?: string; form?: string };

/**
 * A plan's new price as typed in a price-change form: each amount read, an offered plan held to its minimums (a draft
 * is held to them when it is published), and the same price as today refused. The price, or the form's messages.
 */
export function checkNewPrice(
  plan: { viewStatus: string; minimumMonthlyCents: number; pricing: { monthly: number; annually: number } },
  typed: { monthly: string; annually: string },
  t: { required: string; invalidAmount: string; samePrice: string },
): { pricing: { monthly: number; annually: number } | null; errors: NewPriceErrors } {
  const m = parseDollars(typed.monthly);
  const a = parseDollars(typed.annually);
  const errors: NewPriceErrors = {};
  if (m === null) errors.monthly = t.required;
  else if (m === undefined) errors.monthly = t.invalidAmount;
  if (a === null) errors.annually = t.required;
  else if (a === undefined) errors.annually = t.invalidAmount;
  if (plan.viewStatus === 'active') {
    const problems = priceProblems({ monthly: m ?? null, annually: a ?? null }, plan.minimumMonthlyCents);
    errors.monthly ??= problems.monthly;
    errors.annually ??= problems.annually;
  }
  if (!errors.monthly && !errors.annually && m === plan.pricing.monthly && a === plan.pricing.annually) {
    errors.form = t.samePrice;
  }
  const failed = Object.values(errors).some(Boolean) || m == null || a == null;
  return { pricing: failed ? null : { monthly: m, annually: a }, errors };
}
