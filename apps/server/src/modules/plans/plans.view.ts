import type { Plan, PlanListItem, PlanSettings, PresetOffer, PublicPlan } from '@mhq/contract';
import {
  canonicalProcedureCode,
  DENTAL_PRESET_TYPES,
  describePreset,
  formulaOf,
  type PlanType,
  type PlanViewStatus,
  type PresetType,
  planLimitType,
  planMinimumMonthlyCents,
  presetsFor,
  recommendedPricing,
  type SubscriptionAgeGroup,
  type TargetType,
  type TenantId,
  type UsualFees,
  usualFeeCodesFor,
  VISION_PRESET_TYPES,
} from '@mhq/domain';
import type { OfficeRow, PlanSettingsRow } from './plan-settings.queries';
import type { PlanMemberStats, PlanRow, PlanWithAuthor } from './plans.queries';

/*
 * Rows into the contract's shapes. Derived figures (minimums, recommended prices, limit types) come from the
 * domain rules, so the manage view, the list and the public page can never disagree.
 */

const PRESET_TYPES: readonly string[] = [...DENTAL_PRESET_TYPES, ...VISION_PRESET_TYPES];
const presetTypeOf = (value: string | null): PresetType | null =>
  value !== null && PRESET_TYPES.includes(value) ? (value as PresetType) : null;

const NO_MEMBERS: PlanMemberStats = { monthly: 0, annually: 0, changePending: 0 };

const pricingOf = (plan: PlanRow) => ({ monthly: plan.priceCents, annually: plan.annualPriceCents });
const familyDiscountsOf = (row: PlanRow | PlanSettingsRow) => ({
  family_discount_two: Number(row.familyDiscountTwo),
  family_discount_three: Number(row.familyDiscountThree),
  family_discount_four: Number(row.familyDiscountFour),
});

/** What the manage view needs besides the rows: the brand and the office's usual fees. */
export type PricingContext = { tenant: TenantId; fees: UsualFees };

export function toPlan(
  { plan, updatedBy }: PlanWithAuthor,
  stats: PlanMemberStats | undefined,
  c: PricingContext,
): Plan {
  const members = stats ?? NO_MEMBERS;
  const presetType = presetTypeOf(plan.presetType);
  const minimumMonthlyCents = planMinimumMonthlyCents(c.tenant, presetType);
  return {
    id: plan.id,
    planName: plan.name,
    spanishName: plan.spanishName,
    description: plan.description,
    spanishDescription: plan.spanishDescription,
    notes: plan.notes,
    pricing: pricingOf(plan),
    presetType,
    subscription_age_group: plan.subscriptionAgeGroup as SubscriptionAgeGroup,
    minAge: plan.minAge,
    maxAge: plan.maxAge,
    forInsured: plan.forInsured,
    forUninsured: plan.forUninsured,
    showOnEnrollmentMonthly: plan.showOnEnrollmentMonthly,
    showOnEnrollmentAnnual: plan.showOnEnrollmentAnnual,
    showOnInternalEnrollmentMonthly: plan.showOnInternalEnrollmentMonthly,
    showOnInternalEnrollmentAnnual: plan.showOnInternalEnrollmentAnnual,
    showOnBC: plan.showOnBc,
    worryFree: { month: plan.worryFreeMonth, year: plan.worryFreeYear },
    activationFee: plan.activationFeeCents,
    familyDiscounts: familyDiscountsOf(plan),
    disableGpp: plan.disableGpp,
    disableFamilyDiscounts: plan.disableFamilyDiscounts,
    priceCodes: plan.priceCodes,
    viewStatus: plan.viewStatus as PlanViewStatus,
    type: plan.type as PlanType,
    limitType: planLimitType(plan.minAge, plan.maxAge),
    target: plan.targetId,
    targetType: plan.targetType as TargetType,
    sortOrder: plan.sortOrder,
    memberCount: { monthly: members.monthly, annually: members.annually },
    hasActiveMembers: members.monthly + members.annually > 0,
    changePendingCount: members.changePending,
    minimumMonthlyCents,
    recommendedPricing: recommendedPricing(formulaOf(plan.priceCodes), c.fees, minimumMonthlyCents),
    isDeleted: plan.isDeleted,
    updatedBy,
    updatedAt: plan.updatedAt.toISOString(),
  };
}

export function toListItem({ plan }: PlanWithAuthor, stats: PlanMemberStats | undefined): PlanListItem {
  const members = stats ?? NO_MEMBERS;
  return {
    id: plan.id,
    planName: plan.name,
    spanishName: plan.spanishName,
    presetType: presetTypeOf(plan.presetType),
    pricing: pricingOf(plan),
    viewStatus: plan.viewStatus as PlanViewStatus,
    sortOrder: plan.sortOrder,
    subscription_age_group: plan.subscriptionAgeGroup as SubscriptionAgeGroup,
    minAge: plan.minAge,
    maxAge: plan.maxAge,
    memberCount: { monthly: members.monthly, annually: members.annually },
    changePendingCount: members.changePending,
    updatedAt: plan.updatedAt.toISOString(),
  };
}

/** Plan settings before an office first saves them. */
const DEFAULT_SETTINGS = {
  programName: '',
  programDescription: '',
  dentistSpecialtyId: null,
  familyDiscounts: { family_discount_two: 0, family_discount_three: 0, family_discount_four: 0 },
  worryFree: {
    adult: { monthly: 0, annual: 0 },
    child: { monthly: 0, annual: 0 },
    perio: { monthly: 0, annual: 0 },
  },
  allowBankDraft: true,
  gppMemberWaive: false,
  gppAutomaticClaim: false,
  disableEnrollment: false,
} as const;

export function worryFreeOf(row: PlanSettingsRow | null): PlanSettings['worryFree'] {
  if (!row) return DEFAULT_SETTINGS.worryFree;
  return {
    adult: { monthly: row.worryFreeAdultMonthlyCents, annual: row.worryFreeAdultAnnualCents },
    child: { monthly: row.worryFreeChildMonthlyCents, annual: row.worryFreeChildAnnualCents },
    perio: { monthly: row.worryFreePerioMonthlyCents, annual: row.worryFreePerioAnnualCents },
  };
}

/** The settings as the manage page shows them; usual fees listed for every procedure of the brand. */
export function toSettings(office: OfficeRow, row: PlanSettingsRow | null, c: PricingContext): PlanSettings {
  const own = row
    ? {
        programName: row.programName,
        programDescription: row.programDescription,
        dentistSpecialtyId: row.dentistSpecialtyId,
        familyDiscounts: familyDiscountsOf(row),
        allowBankDraft: row.allowBankDraft,
        gppMemberWaive: row.gppMemberWaive,
        gppAutomaticClaim: row.gppAutomaticClaim,
        disableEnrollment: row.disableEnrollment,
      }
    : DEFAULT_SETTINGS;
  return {
    programName: own.programName,
    programDescription: own.programDescription,
    dentistSpecialtyId: own.dentistSpecialtyId,
    familyDiscounts: { ...own.familyDiscounts },
    worryFree: worryFreeOf(row),
    allowBankDraft: own.allowBankDraft,
    gppActive: office.gppActive,
    gppAdminOnlyWaive: office.gppAdminOnlyWaive,
    gppApproved: office.gppApprovalDate !== null,
    gppMemberWaive: own.gppMemberWaive,
    gppAutomaticClaim: own.gppAutomaticClaim,
    disableEnrollment: own.disableEnrollment,
    priceCodes: usualFeeCodesFor(c.tenant).map(({ code, name }) => ({ code, name, feeCents: c.fees[code] ?? null })),
  };
}

/** The brand's presets, each priced from the office's usual fees. */
export function presetOffers(c: PricingContext): PresetOffer[] {
  return presetsFor(c.tenant).map((preset) => {
    const pricing = recommendedPricing(preset.recommendedPricingFormula, c.fees, preset.min_price_cents);
    return {
      presetType: preset.presetType,
      name: preset.name,
      description: describePreset(preset.description, pricing.valueCents),
      subscription_age_group: preset.subscription_age_group,
      minAge: preset.minAge,
      maxAge: preset.maxAge,
      priceCodes: preset.recommendedPricingFormula.map(([code, quantity]) => ({
        code: canonicalProcedureCode(code),
        quantity,
      })),
      minimumMonthlyCents: preset.min_price_cents,
      recommendedPricing: pricing,
    };
  });
}

/**
 * A plan as the public enrolment pages offer it, or null when it offers nothing there: a term is offered when
 * its external-enrolment flag is on and its price is not zero (the plan picker never offers a zero price).
 */
export function toPublicPlan(plan: PlanRow): PublicPlan | null {
  const monthly = plan.showOnEnrollmentMonthly && plan.priceCents > 0;
  const annual = plan.showOnEnrollmentAnnual && plan.annualPriceCents > 0;
  if (!monthly && !annual) return null;
  const discounts = familyDiscountsOf(plan);
  return {
    id: plan.id,
    name: plan.name,
    spanishName: plan.spanishName,
    description: plan.description,
    spanishDescription: plan.spanishDescription,
    pricing: pricingOf(plan),
    showOnEnrollmentMonthly: monthly,
    showOnEnrollmentAnnual: annual,
    showOnBC: plan.showOnBc,
    subscription_age_group: plan.subscriptionAgeGroup as SubscriptionAgeGroup,
    minAge: plan.minAge,
    maxAge: plan.maxAge,
    insured: plan.forInsured,
    uninsured: plan.forUninsured,
    activationFee: plan.activationFeeCents,
    ...discounts,
    disableFamilyDiscounts: plan.disableFamilyDiscounts,
    disableGpp: plan.disableGpp,
    worryFree: { month: plan.worryFreeMonth, year: plan.worryFreeYear },
  };
}
