/**
 * How a plan is priced: the recommended price from the office's usual fees, the lowest price a plan may be sold
 * at, and when a changed price reaches members already on the plan (spec 02 sections 3 and 9, issue 5).
 */
import { addDays, addMonths, type IsoDay } from './calendar';
import { planMinimumCents } from './lists';
import { type Cents, formatMoney } from './money';
import { PRESETS_BY_TENANT } from './preset-catalog';
import {
  MissingUsualFeeError,
  type PlanPreset,
  type PresetType,
  type PricingFormula,
  recommendedPriceCents,
  type UsualFees,
} from './presets';
import { TENANTS, type TenantId } from './tenants';

/** A plan's two prices: what a member pays a month, and a year when paying the year at once. */
export type PlanPricing = { monthly: Cents; annually: Cents };

/** What a plan includes, as the plan stores it: each procedure and how many times a year. */
export type PlanPriceCodes = readonly { code: string; quantity: number }[];

/** A plan's stored price codes as a recommended-pricing formula. */
export const formulaOf = (priceCodes: PlanPriceCodes): PricingFormula =>
  priceCodes.map(({ code, quantity }) => [code, quantity] as const);

/**
 * The recommended price gives a member this share off what the included care costs at usual fees: enough that
 * the plan is plainly worth it to a patient, while the practice still earns most of its usual fee, and the
 * discount on all other treatment comes on top.
 */
export const RECOMMENDED_DISCOUNT_PERCENT = 20;

/**
 * Paying the year at once costs this many monthly payments: one month free. Twelve monthly payments therefore
 * cost a little more (12/11, about 9%) than the annual price, which rewards paying ahead without making the
 * monthly plan a poor deal.
 */
export const MONTHS_PAID_PER_YEAR = 11;

/**
 * A year must cost at least this many monthly minimums. The spec's own pricing defaults sell a year for about ten
 * months ($49 a month, $499 a year; $99 and $990), and a minimum an annual price could undercut would be no
 * minimum: an annual price of $1 on a plan whose monthly price meets the minimum would bypass it.
 */
export const ANNUAL_MINIMUM_MONTHS = 10;

export type RecommendedPricing = {
  /** What the included care costs a year at the office's usual fees; null when a fee is missing. */
  valueCents: Cents | null;
  annually: Cents | null;
  monthly: Cents | null;
  /** What a member on the annual price saves a year against paying usual fees for the included care. */
  savingsPerYearCents: Cents | null;
  /** The first procedure of the formula without a usual fee ("Couldn't find the UCR Value"). */
  missingCode: string | null;
};

const NO_RECOMMENDATION: RecommendedPricing = {
  valueCents: null,
  annually: null,
  monthly: null,
  savingsPerYearCents: null,
  missingCode: null,
};

/** The lowest annual price allowed for a plan with this monthly minimum. */
export const annualMinimumCents = (minimumMonthlyCents: Cents): Cents => minimumMonthlyCents * ANNUAL_MINIMUM_MONTHS;

/**
 * The recommended pricing of a formula from the office's usual fees:
 * - value: each procedure's usual fee times how many a year, summed;
 * - annual price: the value less RECOMMENDED_DISCOUNT_PERCENT, rounded half-up to whole dollars, once;
 * - monthly price: the annual price over MONTHS_PAID_PER_YEAR, rounded up to the cent (so 11 payments never
 *   come to less than the annual price);
 * - both raised to the plan's minimums when below them (monthly to the minimum, annual to
 *   ANNUAL_MINIMUM_MONTHS times it), so a recommended price can always be published;
 * - savings: value less the annual price (negative only when a minimum lifted the price above the value).
 * An empty formula recommends nothing; a procedure without a fee recommends nothing and names the code.
 */
export function recommendedPricing(
  formula: PricingFormula,
  usualFees: UsualFees,
  minimumMonthlyCents: Cents = 0,
): RecommendedPricing {
  if (formula.length === 0) return NO_RECOMMENDATION;
  let value: Cents;
  try {
    value = recommendedPriceCents(formula, usualFees);
  } catch (error) {
    if (error instanceof MissingUsualFeeError) return { ...NO_RECOMMENDATION, missingCode: error.code };
    throw error;
  }
  // One rounding, from the exact value: value × (100 − percent) / 100, to the dollar, half-up (so $347.60
  // becomes $348 without first being rounded to the cent). Fees are never negative, so floor(x + ½) is half-up.
  const discounted = Math.floor((value * (100 - RECOMMENDED_DISCOUNT_PERCENT) + 5_000) / 10_000) * 100;
  const annually = Math.max(discounted, annualMinimumCents(minimumMonthlyCents));
  const monthly = Math.max(Math.ceil(annually / MONTHS_PAID_PER_YEAR), minimumMonthlyCents);
  return { valueCents: value, annually, monthly, savingsPerYearCents: value - annually, missingCode: null };
}

/**
 * The prices a new plan starts from (spec 02 section 9 'Pricing defaults'): the recommended pricing when the office's
 * usual fees price it (a preset, or care whose fees are all known), else the brand's defaults ($49 a month and $499
 * a year for dental, $99 and $990 for vision), so a plan never starts without a price.
 */
export function startingPlanPricing(
  tenant: TenantId,
  recommended?: { monthly: Cents | null; annually: Cents | null } | null,
): PlanPricing {
  if (recommended && recommended.monthly !== null && recommended.annually !== null) {
    return { monthly: recommended.monthly, annually: recommended.annually };
  }
  const defaults = TENANTS[tenant].pricingDefaults;
  return { monthly: defaults.monthlyCents, annually: defaults.yearlyCents };
}

const ALL_PRESETS: readonly PlanPreset[] = Object.values(PRESETS_BY_TENANT).flat();

/** The preset of a preset type, whichever brand it belongs to (preset types are unique across brands). */
export const presetByType = (presetType: PresetType): PlanPreset | null =>
  ALL_PRESETS.find((p) => p.presetType === presetType) ?? null;

/**
 * The lowest monthly price a plan may be published at (spec 02 section 9): its preset's minimum when it was made
 * from a preset, else the brand's plan minimum.
 */
export function planMinimumMonthlyCents(tenant: TenantId, presetType: PresetType | null): Cents {
  return planMinimumCents(tenant, presetType ? (presetByType(presetType)?.min_price_cents ?? null) : null);
}

/** The messages the minimum price rules answer with. */
export const minimumMonthlyMessage = (minimumMonthlyCents: Cents): string =>
  `The monthly price must be at least ${formatMoney(minimumMonthlyCents)}`;
export const minimumAnnualMessage = (minimumMonthlyCents: Cents): string =>
  `The annual price must be at least ${formatMoney(annualMinimumCents(minimumMonthlyCents))}, or 0 when the plan is not sold by the year`;

/**
 * Why a plan could not be offered at these prices, or null when it can (the rule for publishing, and for saving
 * or re-pricing a plan that is already active): the monthly price meets the plan's minimum; the annual price is
 * either 0 (the plan is not sold by the year; the plan picker never offers a zero price) or at least
 * ANNUAL_MINIMUM_MONTHS monthly minimums.
 */
export function planPriceProblem(pricing: PlanPricing, minimumMonthlyCents: Cents): string | null {
  if (pricing.monthly < minimumMonthlyCents) return minimumMonthlyMessage(minimumMonthlyCents);
  if (pricing.monthly <= 0 && pricing.annually <= 0) return 'A plan needs a price before it is offered';
  if (pricing.annually !== 0 && pricing.annually < annualMinimumCents(minimumMonthlyCents)) {
    return minimumAnnualMessage(minimumMonthlyCents);
  }
  return null;
}

/** How a member pays: by the month or by the year. */
export const SUBSCRIPTION_TERMS = ['monthly', 'annual'] as const;
export type SubscriptionTerm = (typeof SUBSCRIPTION_TERMS)[number];

/** The plan's price for a term. */
export const priceForTerm = (pricing: PlanPricing, term: SubscriptionTerm): Cents =>
  term === 'annual' ? pricing.annually : pricing.monthly;

/** How long before a changed price applies a member must have been told of it. */
export const PRICE_CHANGE_NOTICE_DAYS = 30;

const TERM_MONTHS: Record<SubscriptionTerm, number> = { monthly: 1, annual: 12 };

/**
 * The renewal from which a member pays a changed price: the first of their renewals (nextRenewalOn, then every
 * month or year after it, on the same day of the month or the month's last day) that is at least
 * PRICE_CHANGE_NOTICE_DAYS days after the day they were told. A member never pays a new price they have known of
 * for less than 30 days, and never mid-term. Without a known renewal day, the day the notice period ends.
 */
export function priceChangeAppliesFrom(
  nextRenewalOn: IsoDay | null,
  term: SubscriptionTerm,
  noticeDay: IsoDay,
): IsoDay {
  const earliest = addDays(noticeDay, PRICE_CHANGE_NOTICE_DAYS);
  if (nextRenewalOn === null) return earliest;
  const step = TERM_MONTHS[term];
  // Start near the answer rather than walking from a renewal day years back.
  const [ay, am] = nextRenewalOn.split('-').map(Number) as [number, number];
  const [ey, em] = earliest.split('-').map(Number) as [number, number];
  let k = Math.max(0, Math.floor(((ey - ay) * 12 + (em - am)) / step) - 1);
  let renewal = addMonths(nextRenewalOn, k * step);
  while (renewal < earliest) {
    k += 1;
    renewal = addMonths(nextRenewalOn, k * step);
  }
  return renewal;
}
