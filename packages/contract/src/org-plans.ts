import { PLAN_VIEW_STATUSES, SUBSCRIPTION_AGE_GROUPS, TARGET_TYPES, VALIDATION_MESSAGES } from '@mhq/domain';
import { z } from 'zod';
import { BodyId, Id } from './common';
import { Plan, PlanFields, PlanPricing, PlanSettingsFields, PresetType } from './plans';

// Plans for a whole organization (issue 23; spec 02 §3 'Plan (custom membership)' target/targetType/locations/groups,
// 'Legacy plan'; §7 'Multi-location and plans'). `dentistInfoId` / `{id}` is the office the caller acts from; the
// organization is that office's. Money is integer cents.

export const TargetType = z.enum(TARGET_TYPES);

/** Where a plan is offered: `target` is the group's or the location's id, and null for a master plan. */
const TargetFields = z.object({ targetType: TargetType, target: BodyId.nullable() });
const targetComplete = (t: { targetType: string; target: number | null }) =>
  t.targetType === 'master' ? t.target === null : t.target !== null;
const targetIssue = { message: 'Choose the group or the location the plan is for', path: ['target'] };

/** A location of the organization as the catalogue names it. */
export const OrgLocation = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), closed: z.boolean() })
  .meta({ id: 'OrgLocation' });
export type OrgLocation = z.infer<typeof OrgLocation>;

export const OrgGroup = z
  .object({ id: z.number().int(), name: z.string(), locationIds: z.array(z.number().int()) })
  .meta({ id: 'OrgGroup' });
export type OrgGroup = z.infer<typeof OrgGroup>;

const Counts = z.object({ monthly: z.number().int(), annually: z.number().int() });

/** One plan of the organization's catalogue: where it is offered and who is on it, per location. */
export const OrgPlan = z
  .object({
    id: z.number().int(),
    planName: z.string(),
    spanishName: z.string(),
    viewStatus: z.enum(PLAN_VIEW_STATUSES),
    pricing: PlanPricing,
    presetType: PresetType.nullable(),
    subscription_age_group: z.enum(SUBSCRIPTION_AGE_GROUPS),
    targetType: TargetType,
    target: z.number().int().nullable(),
    /** The location the plan was made at. */
    homeLocationId: z.number().int(),
    /** The locations that offer it (its target's), and the group it is for (empty unless a group plan). */
    locations: z.array(z.number().int()),
    groups: z.array(z.number().int()),
    memberCount: Counts,
    /** Members on the plan by the location they belong to (a location may have members on a plan it no longer offers). */
    memberCountByLocation: z.array(Counts.extend({ locationId: z.number().int() })),
    changePendingCount: z.number().int(),
    minimumMonthlyCents: z.number().int(),
  })
  .meta({ id: 'OrgPlan' });
export type OrgPlan = z.infer<typeof OrgPlan>;

/** The catalogue's filter (the page's `filterById`, or `id=-2` with `groupId` / `locationId`). */
export const ManagePlansQuery = z.object({
  targetType: TargetType.optional(),
  groupId: Id.optional(),
  locationId: Id.optional(),
});
export type ManagePlansQuery = z.infer<typeof ManagePlansQuery>;

export const ManagePlansResponse = z
  .object({
    organizationName: z.string(),
    /** The locations the caller works in (owners: every one), and the organization's groups among them. */
    locations: z.array(OrgLocation),
    groups: z.array(OrgGroup),
    plans: z.array(OrgPlan),
  })
  .meta({ id: 'ManagePlansResponse' });
export type ManagePlansResponse = z.infer<typeof ManagePlansResponse>;

export const GroupPlansQuery = z.object({ dentistInfoId: Id });
export const GroupPlansResponse = z
  .object({ group: OrgGroup, plans: z.array(OrgPlan) })
  .meta({ id: 'GroupPlansResponse' });
export type GroupPlansResponse = z.infer<typeof GroupPlansResponse>;

export const MasterPlanDetailsQuery = z.object({ planId: Id });
/** One plan in full (every field the editor shows) with where it is offered. */
export const MasterPlanDetailsResponse = z
  .object({ plan: Plan, catalogue: OrgPlan })
  .meta({ id: 'MasterPlanDetailsResponse' });
export type MasterPlanDetailsResponse = z.infer<typeof MasterPlanDetailsResponse>;

/** Create (no planId) or save a plan with its target; `viewStatus` active publishes it, draft keeps it a draft. */
export const MasterPlanSaveRequest = TargetFields.extend({
  dentistInfoId: BodyId,
  planId: BodyId.optional(),
  plan: PlanFields,
  viewStatus: z.enum(['draft', 'active']),
})
  .refine(targetComplete, targetIssue)
  .meta({ id: 'MasterPlanSaveRequest' });
export type MasterPlanSaveRequest = z.infer<typeof MasterPlanSaveRequest>;

export const MasterPlanSaveResponse = z
  .object({ plan: Plan, catalogue: OrgPlan, _message: z.string() })
  .meta({ id: 'MasterPlanSaveResponse' });
export type MasterPlanSaveResponse = z.infer<typeof MasterPlanSaveResponse>;

/** `preview` answers who would be told, changing nothing. */
export const ChangeMasterPlanPriceRequest = z
  .object({ dentistInfoId: BodyId, planId: BodyId, pricing: PlanPricing, preview: z.boolean().default(false) })
  .meta({ id: 'ChangeMasterPlanPriceRequest' });
export type ChangeMasterPlanPriceRequest = z.input<typeof ChangeMasterPlanPriceRequest>;

/** Per location: the members whose price changes at their renewal, and the households mailed (or not reachable). */
export const PriceNoticeByLocation = z.object({
  locationId: z.number().int(),
  location: z.string(),
  members: z.number().int(),
  households: z.number().int(),
  unreachable: z.number().int(),
});

export const ChangeMasterPlanPriceResponse = z
  .object({
    preview: z.boolean(),
    catalogue: OrgPlan,
    notified: z.number().int(),
    unreachable: z.number().int(),
    byLocation: z.array(PriceNoticeByLocation),
    _message: z.string(),
  })
  .meta({ id: 'ChangeMasterPlanPriceResponse' });
export type ChangeMasterPlanPriceResponse = z.infer<typeof ChangeMasterPlanPriceResponse>;

export const ChangeTargetRequest = TargetFields.extend({
  dentistInfoId: BodyId,
  planId: BodyId,
  preview: z.boolean().default(false),
})
  .refine(targetComplete, targetIssue)
  .meta({ id: 'ChangeTargetRequest' });
export type ChangeTargetRequest = z.input<typeof ChangeTargetRequest>;

/** Members at locations that stop offering the plan keep it, at their price, until they change plan. */
export const ChangeTargetResponse = z
  .object({
    preview: z.boolean(),
    catalogue: OrgPlan,
    stopsAt: z.array(z.object({ locationId: z.number().int(), location: z.string(), members: z.number().int() })),
    startsAt: z.array(z.number().int()),
    _message: z.string(),
  })
  .meta({ id: 'ChangeTargetResponse' });
export type ChangeTargetResponse = z.infer<typeof ChangeTargetResponse>;

export const MultiPlanSettingsRequest = z
  .object({
    dentistInfoId: BodyId,
    locationIds: z
      .array(BodyId)
      .min(1)
      .max(200)
      .refine((ids) => new Set(ids).size === ids.length, VALIDATION_MESSAGES.invalidData),
    settings: PlanSettingsFields,
  })
  .meta({ id: 'MultiPlanSettingsRequest' });
export type MultiPlanSettingsRequest = z.infer<typeof MultiPlanSettingsRequest>;

export const MultiPlanSettingsResponse = z
  .object({ locations: z.array(z.object({ id: z.number().int(), name: z.string() })), _message: z.string() })
  .meta({ id: 'MultiPlanSettingsResponse' });
export type MultiPlanSettingsResponse = z.infer<typeof MultiPlanSettingsResponse>;

export const LegacyOrgPlansRequest = z.object({ dentistInfoId: BodyId, masterPlanId: BodyId.optional() });

/** A location's own older plan that duplicates a master plan (spec 02 §3 'Legacy plan'). */
export const LegacyPlan = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    locationId: z.number().int(),
    location: z.string(),
    internalName: z.string(),
    price: z.object({ month: z.number().int(), year: z.number().int() }),
    status: z.enum(PLAN_VIEW_STATUSES),
    members_monthly: z.number().int(),
    members_yearly: z.number().int(),
    masterPlanId: z.number().int(),
    masterPlanName: z.string(),
  })
  .meta({ id: 'LegacyPlan' });
export type LegacyPlan = z.infer<typeof LegacyPlan>;

export const LegacyOrgPlansResponse = z
  .object({ legacyPlans: z.array(LegacyPlan) })
  .meta({ id: 'LegacyOrgPlansResponse' });
export type LegacyOrgPlansResponse = z.infer<typeof LegacyOrgPlansResponse>;

export const MergeLegacyPlansRequest = z
  .object({
    dentistInfoId: BodyId,
    masterPlanId: BodyId,
    legacyPlanIds: z
      .array(BodyId)
      .min(1)
      .max(100)
      .refine((ids) => new Set(ids).size === ids.length, VALIDATION_MESSAGES.invalidData),
    preview: z.boolean().default(false),
  })
  .meta({ id: 'MergeLegacyPlansRequest' });
export type MergeLegacyPlansRequest = z.input<typeof MergeLegacyPlansRequest>;

/** One member moved: what they pay now, what the master plan costs them, and from when (null: no change). */
export const MergedMember = z.object({
  memberName: z.string(),
  location: z.string(),
  legacyPlanName: z.string(),
  term: z.enum(['monthly', 'annual']),
  payingCents: z.number().int(),
  masterCents: z.number().int(),
  changesFrom: z.string().nullable(),
});

export const MergeLegacyPlansResponse = z
  .object({
    preview: z.boolean(),
    members: z.array(MergedMember),
    moved: z.number().int(),
    notified: z.number().int(),
    _message: z.string(),
  })
  .meta({ id: 'MergeLegacyPlansResponse' });
export type MergeLegacyPlansResponse = z.infer<typeof MergeLegacyPlansResponse>;
