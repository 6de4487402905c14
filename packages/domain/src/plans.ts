/** Plan states, copying and new-plan defaults (spec 01 section 4 'Plan viewStatus', spec 02 sections 3 and 4). */

export const PLAN_VIEW_STATUSES = ['draft', 'active', 'archived'] as const;
export type PlanViewStatus = (typeof PLAN_VIEW_STATUSES)[number];

/** Plan status colours also cover 'inactive', which is never a viewStatus a plan is moved to (spec 02 section 4). */
export const PLAN_COLOR_STATES = [...PLAN_VIEW_STATUSES, 'inactive'] as const;
export type PlanColorState = (typeof PLAN_COLOR_STATES)[number];

/** Plan type: monthly, yearly, and the custom memberships billed monthly or yearly (spec 02 section 3). */
export const PLAN_TYPES = ['month', 'year', 'custom', 'custom_year'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Which part of an organisation a plan is for (spec 02 section 3 'Plan (custom membership)'). */
export const TARGET_TYPES = ['master', 'group', 'location'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

export const SUBSCRIPTION_AGE_GROUPS = ['adult', 'child'] as const;
export type SubscriptionAgeGroup = (typeof SUBSCRIPTION_AGE_GROUPS)[number];

/** The custom plans, the ones bounded by minAge and maxAge (spec 02 section 5 'Plan picker'). */
export const isCustomPlanType = (type: PlanType): boolean => type === 'custom' || type === 'custom_year';

/**
 * The next viewStatus when a plan's status is changed (spec 01 section 4 'Plan viewStatus'):
 * an archived plan always comes back as draft, whatever was chosen; choosing draft for a plan that is
 * already draft publishes it (the status control toggles); otherwise the chosen target applies, and
 * with nothing chosen the plan becomes draft.
 */
export function nextViewStatus(current: PlanViewStatus, chosenTarget?: PlanViewStatus): PlanViewStatus {
  if (current === 'archived') return 'draft';
  if (current === 'draft' && chosenTarget === 'draft') return 'active';
  return chosenTarget ?? 'draft';
}

/** A plan is offered to members when its viewStatus is active (spec 01 section 4). */
export const isPlanOffered = (plan: { viewStatus: PlanColorState }): boolean => plan.viewStatus === 'active';

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The name of a copy (spec 01 section 4): 'Copy of {name}' when no plan has that name yet; otherwise
 * 'Copy of {name} (n)' with n the smallest counter from 1 up that no plan uses. Names are compared
 * trimmed and ignoring case, since two plans a member sees as the same name should not both exist.
 * Copying a copy nests ('Copy of Copy of Adult'), as the rule reads.
 */
export function copyPlanName(name: string, existingNames: readonly string[]): string {
  const base = `Copy of ${name.trim()}`;
  const taken = (candidate: string) => existingNames.some((existing) => sameName(existing, candidate));
  if (!taken(base)) return base;
  let counter = 1;
  while (taken(`${base} (${counter})`)) counter += 1;
  return `${base} (${counter})`;
}

/**
 * The Spanish name of a copy: 'Copia de {nombre}', with the same counter rule as copyPlanName against the other
 * plans' Spanish names, so a Spanish-speaking patient never sees two plans by one name. A plan without a Spanish
 * name gives a copy without one (the English name is shown in its place).
 */
export function copySpanishPlanName(spanishName: string, existingSpanishNames: readonly string[]): string {
  if (spanishName.trim() === '') return '';
  const base = `Copia de ${spanishName.trim()}`;
  const taken = (candidate: string) => existingSpanishNames.some((existing) => sameName(existing, candidate));
  if (!taken(base)) return base;
  let counter = 1;
  while (taken(`${base} (${counter})`)) counter += 1;
  return `${base} (${counter})`;
}

/** The id a plan carries until it is first saved (spec 02 sections 3 and 9). */
export const NEW_PLAN_TEMPORARY_ID = 100_000_000;

export const isTemporaryPlanId = (id: number): boolean => id === NEW_PLAN_TEMPORARY_ID;

/** The id of a saved new plan: the largest existing id plus 1, the temporary id ignored; 1 when none (spec 02 section 3). */
export function nextPlanId(existingIds: readonly number[]): number {
  const saved = existingIds.filter((id) => Number.isFinite(id) && !isTemporaryPlanId(id));
  return saved.length === 0 ? 1 : Math.max(...saved) + 1;
}

export type CustomMembershipDefaults = {
  showOnBC: boolean;
  showOnEnrollmentAnnual: boolean;
  showOnEnrollmentMonthly: boolean;
  showOnInternalEnrollmentAnnual: boolean;
  showOnInternalEnrollmentMonthly: boolean;
  forInsured: boolean;
  forUninsured: boolean;
  subscription_age_group: SubscriptionAgeGroup;
  activationFee: number | null;
};

/**
 * Defaults of a custom membership (spec 01 and 02 section 3): shown everywhere, offered to the
 * uninsured but not the insured, adult group, no activation fee of its own.
 */
export function customMembershipDefaults(): CustomMembershipDefaults {
  return {
    showOnBC: true,
    showOnEnrollmentAnnual: true,
    showOnEnrollmentMonthly: true,
    showOnInternalEnrollmentAnnual: true,
    showOnInternalEnrollmentMonthly: true,
    forInsured: false,
    forUninsured: true,
    subscription_age_group: 'adult',
    activationFee: null,
  };
}

export type NewPlanDefaults = CustomMembershipDefaults & {
  id: number;
  planName: string;
  viewStatus: PlanViewStatus;
  targetType: TargetType;
};

/** A new plan: 'New Plan', draft, for the whole organisation, temporary id until saved (spec 02 section 3). */
export function newPlanDefaults(): NewPlanDefaults {
  return {
    ...customMembershipDefaults(),
    id: NEW_PLAN_TEMPORARY_ID,
    planName: 'New Plan',
    viewStatus: 'draft',
    targetType: 'master',
  };
}

/** What copying needs of a plan in the manage view; member counts are optional since not every view carries them. */
export type CopyablePlan = {
  id: number;
  planName: string;
  viewStatus: PlanViewStatus;
  hasActiveMembers?: boolean;
  memberCount?: { monthly: number; annually: number };
};

/**
 * A copy of a plan (spec 01 section 4): the copy's name, status draft, and the temporary id since the
 * copy is a new plan until saved; a copy starts with no members, so member counts are reset.
 */
export function copyPlan<P extends CopyablePlan>(plan: P, existingNames: readonly string[]): P {
  return {
    ...plan,
    id: NEW_PLAN_TEMPORARY_ID,
    planName: copyPlanName(plan.planName, existingNames),
    viewStatus: 'draft',
    ...(plan.hasActiveMembers === undefined ? {} : { hasActiveMembers: false }),
    ...(plan.memberCount === undefined ? {} : { memberCount: { monthly: 0, annually: 0 } }),
  };
}
