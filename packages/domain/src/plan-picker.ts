import { isCustomPlanType, type PlanColorState, type PlanType, type SubscriptionAgeGroup } from './plans';

/** What the picker needs of a plan as listed in the member and enrolment views (spec 02 section 3). */
export type PickerPlan = {
  id: number;
  name: string;
  /** Integer cents. */
  price: number;
  type: PlanType;
  subscription_age_group: SubscriptionAgeGroup;
  minAge: number | null;
  maxAge: number | null;
  viewStatus: PlanColorState;
  insured: boolean;
  uninsured: boolean;
  showOnEnrollment: boolean;
  showOnInternalEnrollment: boolean;
  showOnEnrollmentAnnual: boolean;
  showOnEnrollmentMonthly: boolean;
};

/** Insured or uninsured patients (spec 01 section 4 'Patient signup': default uninsured). */
export type PatientPlanType = 'insured' | 'uninsured';
export const DEFAULT_PATIENT_PLAN_TYPE: PatientPlanType = 'uninsured';

export type EnrollmentChannel = 'external' | 'internal';
export type BillingPeriod = 'monthly' | 'annual';

export type PickerOptions = {
  /** From ageOn; null or NaN when the date of birth is missing or invalid. */
  age: number | null;
  /** Plans the member already holds. */
  currentPlanIds: readonly number[];
  /** External: the patient's own signup; internal: the office enrolling the patient. */
  channel: EnrollmentChannel;
  /** When given, external enrolment also needs the plan shown for that period. */
  period?: BillingPeriod;
  planType: PatientPlanType;
};

const withinBounds = (age: number, plan: PickerPlan): boolean =>
  (plan.minAge === null || age >= plan.minAge) && (plan.maxAge === null || age <= plan.maxAge);

/**
 * The age up to which the office's child-wellness plan covers a child, or null when it has none.
 * A child-wellness plan is an offered plan (viewStatus active) in the child age group with a maxAge;
 * when there are several (Toddler up to 3, Child Wellness up to 13…), the oldest bound counts, so an
 * adult plan only starts where every child plan ends. Plans no longer offered do not count: a child
 * must not lose the adult plans because of a child plan nobody can pick.
 */
export function childWellnessMaxAge(plans: readonly PickerPlan[]): number | null {
  const bounds = plans
    .filter((p) => p.subscription_age_group === 'child' && p.viewStatus === 'active')
    .flatMap((p) => (p.maxAge === null ? [] : [p.maxAge]));
  return bounds.length === 0 ? null : Math.max(...bounds);
}

/**
 * Whether a plan suits the member's age (spec 02 section 5): custom plans within minAge and maxAge;
 * month and year plans of the adult group only above the child-wellness plan's max age, else above 0.
 */
export function suitsAge(plan: PickerPlan, age: number, childMaxAge: number | null): boolean {
  if (isCustomPlanType(plan.type)) return withinBounds(age, plan);
  if (plan.subscription_age_group === 'adult') return age > (childMaxAge ?? 0);
  return true;
}

/**
 * On sale: viewStatus active and a price above zero (spec 02 section 5). The spec's separate bullet
 * 'the mobile view hides zero-price or inactive plans' states the same test for the mobile layout, so
 * both layouts use this one rule and the picker needs no mobile switch.
 */
export const isOnSale = (plan: PickerPlan): boolean => plan.viewStatus === 'active' && plan.price > 0;

/**
 * Shown on the enrolment channel (spec 02 section 5): external needs showOnEnrollment and, for a chosen
 * period, showOnEnrollmentMonthly or showOnEnrollmentAnnual; internal needs showOnInternalEnrollment (the
 * listed plan carries no internal per-period flags).
 */
export function isShownOn(plan: PickerPlan, channel: EnrollmentChannel, period?: BillingPeriod): boolean {
  if (channel === 'internal') return plan.showOnInternalEnrollment;
  if (!plan.showOnEnrollment) return false;
  if (period === 'monthly') return plan.showOnEnrollmentMonthly;
  if (period === 'annual') return plan.showOnEnrollmentAnnual;
  return true;
}

/** Insured patients see plans flagged insured, uninsured patients plans flagged uninsured (spec 02 section 5). */
export const matchesPlanType = (plan: Pick<PickerPlan, 'insured' | 'uninsured'>, planType: PatientPlanType): boolean =>
  planType === 'insured' ? plan.insured : plan.uninsured;

/**
 * Whether a chosen plan may stay chosen after the insured/uninsured type changes; when false the form
 * blanks it (spec 01 and 02 section 5). No plan chosen yet means nothing to blank.
 */
export const planStillMatches = (
  chosen: Pick<PickerPlan, 'insured' | 'uninsured'> | null,
  planType: PatientPlanType,
): boolean => chosen === null || matchesPlanType(chosen, planType);

/**
 * The plans the picker offers a member (spec 01 and 02 section 5 'Plan picker'), in the order given:
 * none when the age is not a number; otherwise those that suit the age, are not already current, are
 * on sale, are shown on the channel (and period) and match the insured or uninsured type.
 */
export function pickablePlans<P extends PickerPlan>(plans: readonly P[], options: PickerOptions): P[] {
  const { age, currentPlanIds, channel, period, planType } = options;
  if (typeof age !== 'number' || !Number.isFinite(age)) return [];
  const childMaxAge = childWellnessMaxAge(plans);
  return plans.filter(
    (plan) =>
      suitsAge(plan, age, childMaxAge) &&
      !currentPlanIds.includes(plan.id) &&
      isOnSale(plan) &&
      isShownOn(plan, channel, period) &&
      matchesPlanType(plan, planType),
  );
}
