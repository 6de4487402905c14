import { type Cents, percentOf } from './money';
import type { EnrollmentChannel } from './plan-picker';
import type { PlanType } from './plans';
import type { UserType } from './roles';

/** Who pays a member's plan at enrolment: the member, or the office on the member's behalf (spec 02 section 3). */
export const PAYORS = ['member', 'office'] as const;
export type Payor = (typeof PAYORS)[number];

/** Plan types paid month by month: 'month' and the monthly custom membership, 'custom' (not 'custom_year'). */
export const isMonthlyPlanType = (type: PlanType): boolean => type === 'month' || type === 'custom';

/**
 * Guaranteed payment covers a plan when the office has it active and the plan does not opt out with disableGpp
 * (spec 01 section 3 'dentistInfo.gpp', spec 02 section 3 'Plan').
 */
export function guaranteedPaymentApplies(officeGppActive: boolean, planDisableGpp?: boolean | null): boolean {
  return officeGppActive && !planDisableGpp;
}

/**
 * A membership enrolled under the guaranteed payment plan: paid month by month by the member while the office has
 * guaranteed payment on for the plan. It carries the setup fee and a 12-month commitment, and falls to
 * delinquent_gpp (the platform pays the practice) rather than delinquent.
 */
export function isGuaranteedMembership(m: {
  officeGppActive: boolean;
  planDisableGpp?: boolean | null;
  term: 'monthly' | 'annual';
  payor: Payor;
}): boolean {
  return guaranteedPaymentApplies(m.officeGppActive, m.planDisableGpp) && m.term === 'monthly' && m.payor === 'member';
}

/** A monthly plan's annual commitment: twelve monthly payments. */
export function annualCommitmentCents(monthlyCents: Cents): Cents {
  return monthlyCents * 12;
}

export type SetupFeeInput = {
  planType: PlanType;
  /** Guaranteed payment covers this plan (see guaranteedPaymentApplies). */
  gppActive: boolean;
  payor: Payor;
  annualCommitmentCents: Cents;
  /** Supplied at runtime; the spec does not give it. */
  setupFeePercent: number;
  /** Waived by someone who may waive fees (see mayChoosePayorAndWaive). */
  waived?: boolean;
};

/**
 * The one-time, non-refundable setup fee (spec 02 sections 4 and 9 'Fees'): a monthly plan with guaranteed
 * payment active, paid by the member, carries the setup fee percent of its annual commitment, rounded half-up
 * once. When the office pays, when the fee is waived, or for any other plan it is 0.
 */
export function setupFeeCents(input: SetupFeeInput): Cents {
  const { planType, gppActive, payor, waived } = input;
  if (!isMonthlyPlanType(planType) || !gppActive || payor !== 'member' || waived) return 0;
  return percentOf(input.annualCommitmentCents, input.setupFeePercent);
}

export type ActivationFeeInput = {
  planType: PlanType;
  gppActive: boolean;
  /** The plan's activation fee; null when the plan has none (spec 02 section 3 'activationFee (nullable)'). */
  activationFeeCents: Cents | null | undefined;
  waived?: boolean;
};

/**
 * The activation fee (spec 02 section 4 'Fees'): a monthly plan without guaranteed payment that has an activation
 * fee carries it, unless it is waived. A plan under guaranteed payment carries the setup fee instead.
 */
export function activationFeeCents(input: ActivationFeeInput): Cents {
  const fee = input.activationFeeCents;
  if (!isMonthlyPlanType(input.planType) || input.gppActive || input.waived || !fee || fee <= 0) return 0;
  return fee;
}

/**
 * The guaranteed-plan activation fee (spec 02 section 9 'Fees'): `percent` of twelve months of the discounted
 * monthly price, rounded half-up once at the end. The percent is supplied at runtime.
 */
export function gppActivationFeeCents(discountedMonthlyCents: Cents, percent: number): Cents {
  return percentOf(annualCommitmentCents(discountedMonthlyCents), percent);
}

export type PayorAndWaiverContext = {
  userType: UserType;
  /** The office's guaranteed payment is admin-only-waive (dentistInfo.gpp.gppAdminOnlyWaive). */
  gppAdminOnlyWaive: boolean;
  channel: EnrollmentChannel;
  /** The signed-in user's legacyPricing flag (spec 01 section 3 'Current user'). */
  legacyPricing: boolean;
};

/**
 * Who may choose the payor and waive fees at enrolment (spec 01 and 02 section 6): when guaranteed payment is
 * admin-only-waive, only a super_admin, on either channel. Otherwise anyone on internal enrolment, unless legacy
 * pricing is on. A super_admin has no extra right outside admin-only-waive: the spec's 'anyone' includes them,
 * so with legacy pricing on, or on the external signup, a super_admin may not either.
 */
export function mayChoosePayorAndWaive(context: PayorAndWaiverContext): boolean {
  if (context.gppAdminOnlyWaive) return context.userType === 'super_admin';
  return context.channel === 'internal' && !context.legacyPricing;
}
