/**
 * The public calculators (issue 27): a PPO against a membership plan for the practice, a year of care with and without
 * a plan for the patient, and the plan builder a practice owner sketches a first plan with before signing up. They
 * add no pricing rule of their own: plan prices come from plan-pricing.ts, platform fees from enrolment.ts, the
 * discount arithmetic from money.ts (integer cents, half-up once).
 */
import { PLATFORM_FEE_DEFAULTS, platformFeeCents } from './enrolment';
import { type Cents, lessPercent, percentOf } from './money';
import {
  annualMinimumCents,
  type PlanPricing,
  planMinimumMonthlyCents,
  planPriceProblem,
  recommendedPricing,
  startingPlanPricing,
} from './plan-pricing';
import { DEFAULT_TREATMENT_DISCOUNT_PERCENT, describePreset } from './plan-rules';
import { presetsFor } from './preset-catalog';
import type { PlanPreset, PresetType, PricingFormula, UsualFees } from './presets';
import type { TenantId } from './tenants';
import {
  canonicalProcedureCode,
  unknownProcedureCode,
  unknownProcedureCodeMessage,
  usualFeeCodesFor,
} from './usual-fees';

/** How a member pays the plan: twelve monthly payments, or the year at once. */
export type MembershipTerm = 'monthly' | 'annual';

/** What a member pays the practice for the plan in a year on a term. */
export const planYearCents = (pricing: PlanPricing, term: MembershipTerm): Cents =>
  term === 'annual' ? pricing.annually : pricing.monthly * 12;

/** The platform's fee on a year of the plan: its fee per member and month, on each payment of the term. */
export function planYearPlatformFeeCents(
  pricing: PlanPricing,
  term: MembershipTerm,
  perMemberMonthCents: Cents = PLATFORM_FEE_DEFAULTS.perMemberMonthCents,
): Cents {
  return term === 'annual'
    ? platformFeeCents(pricing.annually, 'annual', perMemberMonthCents)
    : platformFeeCents(pricing.monthly, 'monthly', perMemberMonthCents) * 12;
}

/** One procedure of the included care, with its fee and how many a year. */
export type CareLine = { code: string; perYear: number; usualFeeCents: Cents };

/** The included care of a formula at the practice's fees; a procedure without a fee counts as $0. */
export function careLines(formula: PricingFormula, usualFees: UsualFees): CareLine[] {
  return formula.map(([code, perYear]) => ({
    code: canonicalProcedureCode(code),
    perYear,
    usualFeeCents: usualFees[canonicalProcedureCode(code)] ?? usualFees[code] ?? 0,
  }));
}

const sum = (values: readonly Cents[]) => values.reduce((a, b) => a + b, 0);

/** A PPO's fee schedule: a percentage of the usual fees, with the PPO's own fee for some codes where known. */
export type PpoSchedule = { percentOfUsual: number; feesByCode?: UsualFees };

export type PpoComparisonInput = {
  /** The care a patient has each year (cleanings, exams, x-rays), at the practice's usual fees. */
  care: readonly CareLine[];
  /** Other treatment a patient has in a year, at the practice's usual fees (a filling, a crown...). */
  extraTreatmentCents: Cents;
  ppo: PpoSchedule;
  plan: { pricing: PlanPricing; term: MembershipTerm; treatmentDiscountPercent: number };
  perMemberMonthCents?: Cents;
};

export type PpoComparison = {
  /** The care and treatment at the practice's usual fees. */
  usualCents: Cents;
  ppo: { allowedCents: Cents; writeOffCents: Cents; receivedCents: Cents };
  plan: { membershipCents: Cents; treatmentCents: Cents; platformFeeCents: Cents; receivedCents: Cents };
  /** What the practice receives more a year with the plan than with the PPO (negative when the PPO pays more). */
  differenceCents: Cents;
};

/** The PPO's allowed fee for one procedure: its own fee when listed, else its percentage of the usual fee. */
function ppoFeeCents(line: CareLine, ppo: PpoSchedule): Cents {
  const listed = ppo.feesByCode?.[line.code];
  return listed ?? percentOf(line.usualFeeCents, ppo.percentOfUsual);
}

/**
 * What a practice receives per patient per year under a PPO and under a membership plan. Under the PPO it is paid
 * the allowed fees (usual fees less the write-offs); under the plan it is paid the plan (12 monthly payments or the
 * annual price) and the other treatment at the plan's discount, less the platform's fee per member and month.
 */
export function comparePpo(input: PpoComparisonInput): PpoComparison {
  const careUsual = sum(input.care.map((l) => l.usualFeeCents * l.perYear));
  const usualCents = careUsual + input.extraTreatmentCents;
  const allowedCents =
    sum(input.care.map((l) => ppoFeeCents(l, input.ppo) * l.perYear)) +
    percentOf(input.extraTreatmentCents, input.ppo.percentOfUsual);
  const membershipCents = planYearCents(input.plan.pricing, input.plan.term);
  const treatmentCents = lessPercent(input.extraTreatmentCents, input.plan.treatmentDiscountPercent);
  const fee = planYearPlatformFeeCents(input.plan.pricing, input.plan.term, input.perMemberMonthCents);
  const planReceived = membershipCents + treatmentCents - fee;
  return {
    usualCents,
    ppo: { allowedCents, writeOffCents: usualCents - allowedCents, receivedCents: allowedCents },
    plan: { membershipCents, treatmentCents, platformFeeCents: fee, receivedCents: planReceived },
    differenceCents: planReceived - allowedCents,
  };
}

/** A kind of visit a patient expects in a year: its price at the practice, how many, and how many the plan includes. */
export type ExpectedVisit = { feeCents: Cents; perYear: number; includedPerYear: number };

export type OutOfNetworkInput = {
  visits: readonly ExpectedVisit[];
  /** Other treatment expected in the year at the practice's fees (a filling...). */
  otherTreatmentCents: Cents;
  plan: { yearCents: Cents; treatmentDiscountPercent: number };
};

export type OutOfNetworkYear = {
  withoutPlanCents: Cents;
  withPlan: { planCents: Cents; beyondPlanCents: Cents; treatmentCents: Cents; totalCents: Cents };
  /** What the plan saves in the year (negative when paying as you go costs less). */
  savingCents: Cents;
};

/**
 * A patient's year of care at the practice's fees, paying as they go against joining the plan: with the plan they pay
 * its price, the visits beyond what it includes and the other treatment at the plan's discount (each rounded
 * half-up once).
 */
export function outOfNetworkYear(input: OutOfNetworkInput): OutOfNetworkYear {
  const discount = input.plan.treatmentDiscountPercent;
  const visitsCents = sum(input.visits.map((v) => v.feeCents * v.perYear));
  const withoutPlanCents = visitsCents + input.otherTreatmentCents;
  const beyondUsual = sum(input.visits.map((v) => v.feeCents * Math.max(0, v.perYear - v.includedPerYear)));
  const beyondPlanCents = lessPercent(beyondUsual, discount);
  const treatmentCents = lessPercent(input.otherTreatmentCents, discount);
  const totalCents = input.plan.yearCents + beyondPlanCents + treatmentCents;
  return {
    withoutPlanCents,
    withPlan: { planCents: input.plan.yearCents, beyondPlanCents, treatmentCents, totalCents },
    savingCents: withoutPlanCents - totalCents,
  };
}

/** One included service of a plan being built, in the brand's words. */
export type IncludedService = { code: string; name: string; perYear: number; feeCents: Cents | null };

export type PlanBuilderQuote = {
  preset: PlanPreset;
  services: IncludedService[];
  /** The included care at the practice's fees; null while a fee is missing. */
  valueCents: Cents | null;
  missingCode: string | null;
  minimumMonthlyCents: Cents;
  minimumAnnualCents: Cents;
  suggested: PlanPricing;
  /** Why the owner's prices could not be offered, or null. */
  priceProblem: string | null;
  /** What a member saves a year against the practice's fees for the included care (null without a value). */
  savings: { monthlyTermCents: Cents | null; annualTermCents: Cents | null };
  description: string;
};

/** A brand's preset by type, or null when the brand does not offer it. */
export const brandPreset = (tenant: TenantId, presetType: string): PlanPreset | null =>
  presetsFor(tenant).find((p) => p.presetType === presetType) ?? null;

/**
 * The plan builder: a preset priced from the practice's fees (the recommended pricing, raised to the plan's minimums;
 * the brand's pricing defaults for a preset that includes no priced care), the owner's prices checked by the
 * publishing rule, and what a member saves a year.
 */
export function planBuilderQuote(
  tenant: TenantId,
  preset: PlanPreset,
  usualFees: UsualFees,
  chosen: PlanPricing | null = null,
): PlanBuilderQuote {
  const names = new Map(usualFeeCodesFor(tenant).map((c) => [c.code, c.name]));
  const services = careLines(preset.recommendedPricingFormula, {}).map((l) => {
    const fee = usualFees[l.code];
    return { code: l.code, name: names.get(l.code) ?? l.code, perYear: l.perYear, feeCents: fee ?? null };
  });
  const minimumMonthlyCents = planMinimumMonthlyCents(tenant, preset.presetType);
  const recommended = recommendedPricing(preset.recommendedPricingFormula, usualFees, minimumMonthlyCents);
  const fallback = startingPlanPricing(tenant, recommended);
  const suggested = {
    monthly: Math.max(fallback.monthly, minimumMonthlyCents),
    annually: Math.max(fallback.annually, annualMinimumCents(minimumMonthlyCents)),
  };
  const pricing = chosen ?? suggested;
  const value = preset.recommendedPricingFormula.length === 0 ? null : recommended.valueCents;
  return {
    preset,
    services,
    valueCents: value,
    missingCode: recommended.missingCode,
    minimumMonthlyCents,
    minimumAnnualCents: annualMinimumCents(minimumMonthlyCents),
    suggested,
    priceProblem: planPriceProblem(pricing, minimumMonthlyCents),
    savings: {
      monthlyTermCents: value === null ? null : value - pricing.monthly * 12,
      annualTermCents: value === null || pricing.annually === 0 ? null : value - pricing.annually,
    },
    description: describePreset(preset.description, value, DEFAULT_TREATMENT_DISCOUNT_PERCENT),
  };
}

/**
 * A plan sketched on the plan builder, carried into sign-up (practice_signups.plan_draft) and made the practice's first
 * plan once its office is set up.
 */
export type PlanDraft = {
  presetType: PresetType;
  planName: string;
  pricing: PlanPricing;
  /** The fees the owner entered for the included care, in cents by procedure code. */
  usualFees: Record<string, Cents>;
};

export const PLAN_DRAFT_UNKNOWN_PRESET = 'Choose one of the plan templates offered';

/** Why a plan draft cannot become this brand's plan, or null: a preset of the brand, priced within its minimums. */
export function planDraftProblem(tenant: TenantId, draft: PlanDraft): string | null {
  const preset = brandPreset(tenant, draft.presetType);
  if (!preset) return PLAN_DRAFT_UNKNOWN_PRESET;
  const unknown = unknownProcedureCode(Object.keys(draft.usualFees), tenant);
  if (unknown) return unknownProcedureCodeMessage(unknown);
  return planPriceProblem(draft.pricing, planMinimumMonthlyCents(tenant, preset.presetType));
}
