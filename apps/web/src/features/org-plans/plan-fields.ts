import type { OrgPlan, Plan, PlanFields } from '@mhq/contract';
import { type OrganizationShape, planTargetOf, planTargetWords } from '@mhq/domain';

/** A saved plan's own fields, as the save call takes them back (publishing a draft sends it unchanged). */
export function fieldsOfPlan(plan: Plan): PlanFields {
  return {
    planName: plan.planName,
    spanishName: plan.spanishName,
    description: plan.description,
    spanishDescription: plan.spanishDescription,
    notes: plan.notes,
    pricing: plan.pricing,
    presetType: plan.presetType,
    subscription_age_group: plan.subscription_age_group,
    minAge: plan.minAge,
    maxAge: plan.maxAge,
    forInsured: plan.forInsured,
    forUninsured: plan.forUninsured,
    showOnEnrollmentMonthly: plan.showOnEnrollmentMonthly,
    showOnEnrollmentAnnual: plan.showOnEnrollmentAnnual,
    showOnInternalEnrollmentMonthly: plan.showOnInternalEnrollmentMonthly,
    showOnInternalEnrollmentAnnual: plan.showOnInternalEnrollmentAnnual,
    showOnBC: plan.showOnBC,
    worryFree: plan.worryFree,
    activationFee: plan.activationFee,
    familyDiscounts: plan.familyDiscounts,
    disableGpp: plan.disableGpp,
    disableFamilyDiscounts: plan.disableFamilyDiscounts,
    priceCodes: plan.priceCodes,
  };
}

/** Where a catalogue plan is offered, in the practice manager's words ('All locations', 'Group: Coast'). */
export function whereOffered(plan: Pick<OrgPlan, 'targetType' | 'target' | 'homeLocationId'>, org: OrganizationShape) {
  return planTargetWords(planTargetOf(plan.targetType, plan.target, plan.homeLocationId), org);
}

/** The catalogue filter as the address keeps it (`filterById`): 'master', 'group-3' or 'location-7'; '' for all. */
export type CatalogueFilter = string;

export function matchesFilter(plan: OrgPlan, filter: CatalogueFilter): boolean {
  if (filter === 'master') return plan.targetType === 'master';
  const [kind, id] = filter.split('-');
  if (kind === 'group') return plan.targetType === 'group' && plan.target === Number(id);
  if (kind === 'location') return plan.locations.includes(Number(id));
  return true;
}
