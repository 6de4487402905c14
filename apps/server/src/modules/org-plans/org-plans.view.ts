import type { OrgPlan } from '@mhq/contract';
import {
  DENTAL_PRESET_TYPES,
  locationsCoveredBy,
  type OrganizationShape,
  type PlanTarget,
  type PlanViewStatus,
  type PresetType,
  planMinimumMonthlyCents,
  planTargetOf,
  type SubscriptionAgeGroup,
  type TargetType,
  type TenantId,
  VISION_PRESET_TYPES,
} from '@mhq/domain';
import type { PlanMemberStats, PlanRow } from '../plans/plans.queries';
import type { LocationCounts } from './org-plans.queries';

const PRESET_TYPES: readonly string[] = [...DENTAL_PRESET_TYPES, ...VISION_PRESET_TYPES];
const presetTypeOf = (value: string | null): PresetType | null =>
  value !== null && PRESET_TYPES.includes(value) ? (value as PresetType) : null;

/** The organization as the target rules need it: every location (closed included) and every group. */
export type Organization = OrganizationShape;

/** A stored plan's target. */
export const targetOfPlan = (plan: PlanRow): PlanTarget => planTargetOf(plan.targetType, plan.targetId, plan.officeId);

/** One plan of the catalogue: where it is offered, and its members per location. */
export function toOrgPlan(
  plan: PlanRow,
  org: Organization,
  counts: readonly LocationCounts[],
  stats: PlanMemberStats | undefined,
  tenant: TenantId,
): OrgPlan {
  const target = targetOfPlan(plan);
  const byLocation = counts
    .filter((c) => c.planId === plan.id)
    .map((c) => ({ locationId: c.locationId, monthly: c.monthly, annually: c.annually }));
  const stored = target.type === 'master' ? null : target.type === 'group' ? target.groupId : target.locationId;
  return {
    id: plan.id,
    planName: plan.name,
    spanishName: plan.spanishName,
    viewStatus: plan.viewStatus as PlanViewStatus,
    pricing: { monthly: plan.priceCents, annually: plan.annualPriceCents },
    presetType: presetTypeOf(plan.presetType),
    subscription_age_group: plan.subscriptionAgeGroup as SubscriptionAgeGroup,
    targetType: target.type as TargetType,
    target: stored,
    homeLocationId: plan.officeId,
    locations: locationsCoveredBy(target, org),
    groups: target.type === 'group' ? [target.groupId] : [],
    memberCount: {
      monthly: byLocation.reduce((n, c) => n + c.monthly, 0),
      annually: byLocation.reduce((n, c) => n + c.annually, 0),
    },
    memberCountByLocation: byLocation,
    changePendingCount: stats?.changePending ?? 0,
    minimumMonthlyCents: planMinimumMonthlyCents(tenant, presetTypeOf(plan.presetType)),
  };
}
