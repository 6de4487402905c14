import {
  DENTAL_PRESET_TYPES,
  PLAN_TYPES,
  PLAN_VIEW_STATUSES,
  SUBSCRIPTION_AGE_GROUPS,
  TARGET_TYPES,
  VALIDATION_MESSAGES,
  VISION_PRESET_TYPES,
} from '@mhq/domain';
import { z } from 'zod';
import { BodyId, Id, Text } from './common';

// Plans as a practice builds and sells them (spec 01 and 02 section 3 'Plan (custom membership)',
// 'Plan settings', 'Plan template'). Every amount of money is integer cents; percentages are numbers of percent.

/** A plan price or fee: whole cents, at most $100,000. */
export const PlanCents = z.number().int().min(0).max(10_000_000);

/** A percentage from 0 to 100, to two decimals at most (15.5 is fine, 15.555 is not). */
export const Percent = z.number().min(0).max(100).multipleOf(0.01);

export const PlanViewStatus = z.enum(PLAN_VIEW_STATUSES);
export const PresetType = z.enum([...DENTAL_PRESET_TYPES, ...VISION_PRESET_TYPES]);
export const PlanPricing = z.object({ monthly: PlanCents, annually: PlanCents });
export type PlanPricing = z.infer<typeof PlanPricing>;

/** A procedure code: letters and digits, as the tenant's code lists spell them (D1110, 92014, S9986). */
export const ProcedureCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,8}$/, VALIDATION_MESSAGES.invalidData)
  .transform((code) => code.toUpperCase());

/** One line of what a plan includes: a procedure and how many times a year. */
export const PlanPriceCode = z.object({ code: ProcedureCode, quantity: z.number().int().min(1).max(24) });

export const FamilyDiscounts = z.object({
  family_discount_two: Percent,
  family_discount_three: Percent,
  family_discount_four: Percent,
});
export type FamilyDiscounts = z.infer<typeof FamilyDiscounts>;

const Age = z.number().int().min(0).max(120).nullable();

/** Everything the owner edits in the manage view of one plan (before the cross-field age rule). */
const PlanFieldsShape = z.object({
  planName: Text(100).min(1, VALIDATION_MESSAGES.required),
  spanishName: Text(100),
  description: Text(4000),
  spanishDescription: Text(4000),
  notes: Text(4000),
  pricing: PlanPricing,
  presetType: PresetType.nullable(),
  subscription_age_group: z.enum(SUBSCRIPTION_AGE_GROUPS),
  minAge: Age,
  maxAge: Age,
  forInsured: z.boolean(),
  forUninsured: z.boolean(),
  showOnEnrollmentMonthly: z.boolean(),
  showOnEnrollmentAnnual: z.boolean(),
  showOnInternalEnrollmentMonthly: z.boolean(),
  showOnInternalEnrollmentAnnual: z.boolean(),
  showOnBC: z.boolean(),
  worryFree: z.object({ month: z.boolean(), year: z.boolean() }),
  activationFee: PlanCents.nullable(),
  familyDiscounts: FamilyDiscounts,
  disableGpp: z.boolean(),
  disableFamilyDiscounts: z.boolean(),
  /** What the plan includes, and so what its recommended price is made of. */
  priceCodes: z.array(PlanPriceCode).max(40),
});

export const PlanFields = PlanFieldsShape.refine(
  (plan) => plan.minAge === null || plan.maxAge === null || plan.minAge <= plan.maxAge,
  {
    message: 'The minimum age must not be above the maximum age',
    path: ['maxAge'],
  },
).meta({ id: 'PlanFields' });
export type PlanFields = z.infer<typeof PlanFields>;

/**
 * The price the platform recommends from the office's usual fees: `valueCents` is what the included care
 * costs a year at usual fees; `missingCode` names the first procedure without a fee (then no price is given).
 */
export const RecommendedPricing = z
  .object({
    valueCents: z.number().int().nullable(),
    monthly: z.number().int().nullable(),
    annually: z.number().int().nullable(),
    /** What a member on the annual price saves a year against paying usual fees for the included care. */
    savingsPerYearCents: z.number().int().nullable(),
    missingCode: z.string().nullable(),
  })
  .meta({ id: 'RecommendedPricing' });
export type RecommendedPricing = z.infer<typeof RecommendedPricing>;

/**
 * A plan in the manage view: the fields the owner edits (texts as stored, so a long copied name still answers),
 * and what the platform works out about it.
 */
export const Plan = PlanFieldsShape.extend({
  id: z.number().int(),
  planName: z.string(),
  spanishName: z.string(),
  description: z.string(),
  spanishDescription: z.string(),
  notes: z.string(),
  priceCodes: z.array(z.object({ code: z.string(), quantity: z.number().int() })),
  viewStatus: PlanViewStatus,
  type: z.enum(PLAN_TYPES),
  limitType: z.enum(['no_limit', 'under', 'over', 'between']),
  target: z.number().int().nullable(),
  targetType: z.enum(TARGET_TYPES),
  sortOrder: z.number().int(),
  memberCount: z.object({ monthly: z.number().int(), annually: z.number().int() }),
  hasActiveMembers: z.boolean(),
  /** Members whose price changes at their next renewal (they have been sent the notice). */
  changePendingCount: z.number().int(),
  /** The lowest monthly price this plan may be published at: its preset's minimum, else the brand's. */
  minimumMonthlyCents: z.number().int(),
  recommendedPricing: RecommendedPricing,
  isDeleted: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
}).meta({ id: 'Plan' });
export type Plan = z.infer<typeof Plan>;

/** A preset the owner can start a plan from, priced from the office's usual fees. */
export const PresetOffer = z
  .object({
    presetType: PresetType,
    name: z.string(),
    description: z.string(),
    subscription_age_group: z.enum(SUBSCRIPTION_AGE_GROUPS),
    minAge: z.number().int().nullable(),
    maxAge: z.number().int().nullable(),
    priceCodes: z.array(z.object({ code: z.string(), quantity: z.number().int() })),
    minimumMonthlyCents: z.number().int(),
    recommendedPricing: RecommendedPricing,
  })
  .meta({ id: 'PresetOffer' });
export type PresetOffer = z.infer<typeof PresetOffer>;

/** One usual fee (UCR for dental, U&C for vision) of the office; null when not entered yet. */
export const UsualFee = z.object({ code: z.string(), name: z.string(), feeCents: z.number().int().nullable() });
export type UsualFee = z.infer<typeof UsualFee>;

const WorryFreeAmounts = z.object({ monthly: PlanCents, annual: PlanCents });

/** The office's plan settings (spec section 3 'Plan settings'); usual fees are its priceCodes. */
export const PlanSettingsFields = z
  .object({
    programName: Text(100),
    programDescription: Text(4000),
    dentistSpecialtyId: z.number().int().min(1).max(1000).nullable(),
    familyDiscounts: FamilyDiscounts,
    worryFree: z.object({ adult: WorryFreeAmounts, child: WorryFreeAmounts, perio: WorryFreeAmounts }),
    allowBankDraft: z.boolean(),
    gppActive: z.boolean(),
    gppAdminOnlyWaive: z.boolean(),
    gppMemberWaive: z.boolean(),
    gppAutomaticClaim: z.boolean(),
    disableEnrollment: z.boolean(),
    /** Usual fees by procedure code; a null fee removes it. Codes not listed are left as they are. */
    priceCodes: z.array(z.object({ code: ProcedureCode, feeCents: PlanCents.nullable() })).max(100),
  })
  .meta({ id: 'PlanSettingsFields' });
export type PlanSettingsFields = z.infer<typeof PlanSettingsFields>;

export const PlanSettings = z
  .object({
    programName: z.string(),
    programDescription: z.string(),
    dentistSpecialtyId: z.number().int().nullable(),
    familyDiscounts: FamilyDiscounts,
    worryFree: z.object({
      adult: z.object({ monthly: z.number().int(), annual: z.number().int() }),
      child: z.object({ monthly: z.number().int(), annual: z.number().int() }),
      perio: z.object({ monthly: z.number().int(), annual: z.number().int() }),
    }),
    allowBankDraft: z.boolean(),
    gppActive: z.boolean(),
    gppAdminOnlyWaive: z.boolean(),
    /** Set by the platform when it approves the office for guaranteed payments; the office cannot set it. */
    gppApproved: z.boolean(),
    gppMemberWaive: z.boolean(),
    gppAutomaticClaim: z.boolean(),
    disableEnrollment: z.boolean(),
    priceCodes: z.array(UsualFee),
  })
  .meta({ id: 'PlanSettings' });
export type PlanSettings = z.infer<typeof PlanSettings>;

/** The office named in the body of the plan calls. */
export const OfficeBody = z.object({ dentistInfoId: BodyId });

export const UserIdParams = z.object({ id: Id });
export const OfficeIdParams = z.object({ id: Id });
export const DentistInfoIdParams = z.object({ dentistInfoId: Id });

/** A plan in the list view: what the plans table shows. */
export const PlanListItem = z
  .object({
    id: z.number().int(),
    planName: z.string(),
    spanishName: z.string(),
    presetType: PresetType.nullable(),
    pricing: PlanPricing,
    viewStatus: PlanViewStatus,
    sortOrder: z.number().int(),
    subscription_age_group: z.enum(SUBSCRIPTION_AGE_GROUPS),
    minAge: z.number().int().nullable(),
    maxAge: z.number().int().nullable(),
    memberCount: z.object({ monthly: z.number().int(), annually: z.number().int() }),
    changePendingCount: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PlanListItem' });
export type PlanListItem = z.infer<typeof PlanListItem>;

export const AllPlansResponse = z.object({ plans: z.array(PlanListItem) }).meta({ id: 'AllPlansResponse' });
export type AllPlansResponse = z.infer<typeof AllPlansResponse>;

/** Everything the manage page needs for one office in one call. */
export const CustomMembershipsResponse = z
  .object({
    custom_memberships: z.array(Plan),
    settings: PlanSettings,
    presets: z.array(PresetOffer),
  })
  .meta({ id: 'CustomMembershipsResponse' });
export type CustomMembershipsResponse = z.infer<typeof CustomMembershipsResponse>;

/**
 * One change to one plan. 'save' creates a plan (no planId) or updates one; 'status' moves it by the next-status
 * rule (publishing refuses a price below the minimum); 'copy' makes a draft 'Copy of ...'; 'delete' removes a plan
 * that has never had a member.
 */
export const PlanSaveStateRequest = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('save'), dentistInfoId: BodyId, planId: BodyId.optional(), plan: PlanFields }),
    z.object({
      action: z.literal('status'),
      dentistInfoId: BodyId,
      planId: BodyId,
      target: PlanViewStatus.optional(),
    }),
    z.object({ action: z.literal('copy'), dentistInfoId: BodyId, planId: BodyId }),
    z.object({ action: z.literal('delete'), dentistInfoId: BodyId, planId: BodyId }),
  ])
  .meta({ id: 'PlanSaveStateRequest' });
export type PlanSaveStateRequest = z.infer<typeof PlanSaveStateRequest>;

/** The plan as it now is (null after a delete), with the message for the toast. */
export const PlanSaveStateResponse = z
  .object({ plan: Plan.nullable(), _message: z.string() })
  .meta({ id: 'PlanSaveStateResponse' });
export type PlanSaveStateResponse = z.infer<typeof PlanSaveStateResponse>;

export const PlanDetailRequest = z.object({ dentistInfoId: BodyId, planId: BodyId });
export const PlanDetailResponse = z.object({ plan: Plan }).meta({ id: 'PlanDetailResponse' });
export type PlanDetailResponse = z.infer<typeof PlanDetailResponse>;

export const PlanSettingsResponse = z
  .object({ settings: PlanSettings, _message: z.string() })
  .meta({ id: 'PlanSettingsResponse' });
export type PlanSettingsResponse = z.infer<typeof PlanSettingsResponse>;

export const ChangePlanPriceRequest = z.object({ planId: BodyId, pricing: PlanPricing });
export type ChangePlanPriceRequest = z.infer<typeof ChangePlanPriceRequest>;

/**
 * New members pay the new price at once; current members keep theirs until the first renewal at least 30 days
 * after their notice (`notified` members were mailed, in their language).
 */
export const ChangePlanPriceResponse = z
  .object({ plan: Plan, notified: z.number().int(), _message: z.string() })
  .meta({ id: 'ChangePlanPriceResponse' });
export type ChangePlanPriceResponse = z.infer<typeof ChangePlanPriceResponse>;

/** The office's plans in the order patients see them; every plan of the office, each once. */
export const SortPlansRequest = z
  .object({ planIds: z.array(BodyId).min(1).max(500) })
  .refine((body) => new Set(body.planIds).size === body.planIds.length, {
    message: VALIDATION_MESSAGES.invalidData,
    path: ['planIds'],
  });
export type SortPlansRequest = z.infer<typeof SortPlansRequest>;

export const WorryFreeResponse = z
  .object({ worryFree: PlanSettings.shape.worryFree })
  .meta({ id: 'WorryFreeResponse' });
export type WorryFreeResponse = z.infer<typeof WorryFreeResponse>;
