import { DRAW_STATUSES, SUBSCRIPTION_STATUSES } from '@mhq/domain';
import { z } from 'zod';
import { BodyId } from './common';
import { OfficeMemberBody } from './members';

// The guaranteed payment plan (spec 02 section 7: /dentists/guaranteed-plan-payments and /toggle,
// /subscriptions/claimGuarantee, /subscriptions/plan-draw): the office's enrolment in the guarantee, the draw
// schedule of a guaranteed plan, and the claim that pays the practice when a guaranteed plan's payments stop.

const Cents = z.number().int();
const Day = z.string();

/** `POST /dentists/guaranteed-plan-payments`: the office's guarantee as its page shows it. */
export const GuaranteeOfficeRequest = z.object({ dentistInfoId: BodyId }).meta({ id: 'GuaranteeOfficeRequest' });
export type GuaranteeOfficeRequest = z.infer<typeof GuaranteeOfficeRequest>;

/**
 * `POST /dentists/guaranteed-plan-payments/toggle`: the practice owner (or a platform admin) turns guaranteed payments
 * on or off. The first time on enrols the office and needs the terms accepted.
 */
export const GuaranteeToggleRequest = z
  .object({ dentistInfoId: BodyId, active: z.boolean(), acceptTerms: z.boolean().optional() })
  .meta({ id: 'GuaranteeToggleRequest' });
export type GuaranteeToggleRequest = z.infer<typeof GuaranteeToggleRequest>;

/** `POST /subscriptions/plan-draw` and `/subscriptions/claimGuarantee`: one guaranteed plan of a member. */
export const GuaranteedSubscriptionRequest = OfficeMemberBody.extend({ subscriptionId: BodyId }).meta({
  id: 'GuaranteedSubscriptionRequest',
});
export type GuaranteedSubscriptionRequest = z.infer<typeof GuaranteedSubscriptionRequest>;

/** A claim of the guarantee: what it paid the practice, for which months, and where it stands. */
export const GuaranteeClaim = z
  .object({
    claimId: z.number().int(),
    subscriptionId: z.number().int(),
    memberId: z.number().int(),
    memberName: z.string(),
    planName: z.string(),
    amountCents: Cents,
    /** The months it paid for: from `fromDay` to `toDay` (the end of the commitment year). */
    months: z.number().int(),
    fromDay: Day,
    toDay: Day,
    /** 'pending' while the payment to the practice is on its way. */
    status: z.enum(['pending', 'succeeded', 'failed']),
    failureMessage: z.string().nullable(),
    requestedAt: z.string(),
    settledAt: z.string().nullable(),
    /** Who claimed it; null when the billing run did (the office's automatic claims). */
    requestedBy: z.string().nullable(),
  })
  .meta({ id: 'GuaranteeClaim' });
export type GuaranteeClaim = z.infer<typeof GuaranteeClaim>;

/** A guaranteed plan whose payments stopped: what claiming it would pay now. */
export const ClaimablePlan = z.object({
  subscriptionId: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  planName: z.string(),
  priceCents: Cents,
  /** The first day of the month left unpaid. */
  unpaidSince: Day.nullable(),
  claimableCents: Cents,
  months: z.number().int(),
});
export type ClaimablePlan = z.infer<typeof ClaimablePlan>;

/** The office's guarantee: enrolled or not, on or off, its terms in numbers, and its members and claims. */
export const GuaranteeOffice = z
  .object({
    officeId: z.number().int(),
    officeName: z.string(),
    /** Enrolled: the practice owner accepted the terms once (the day is the approval date). */
    enrolled: z.boolean(),
    approvalDate: z.string().nullable(),
    /** New monthly plans the members pay are guaranteed while it is on. */
    active: z.boolean(),
    /** Only platform admins may waive the setup fee. */
    adminOnlyWaive: z.boolean(),
    /** The billing run claims a plan itself when its payments stop (the plan settings' switch). */
    automaticClaim: z.boolean(),
    /** The caller may turn it on or off (the practice owner, or a platform admin). */
    canChange: z.boolean(),
    /** The office takes card payments (a payout account with payouts on): needed to turn it on. */
    payoutsOn: z.boolean(),
    terms: z.object({
      commitmentMonths: z.number().int(),
      setupFeePercent: z.number(),
      /** The platform's fee per member and month, kept from what a claim pays for each month. */
      perMemberMonthCents: Cents,
      summary: z.string(),
    }),
    /** Members with a guaranteed plan running (late ones too), or stopped and not yet claimed. */
    guaranteedMembers: z.number().int(),
    claimable: z.array(ClaimablePlan),
    /** The newest claims first. */
    claims: z.array(GuaranteeClaim),
  })
  .meta({ id: 'GuaranteeOffice' });
export type GuaranteeOffice = z.infer<typeof GuaranteeOffice>;

export const GuaranteeOfficeResponse = z.object({ guarantee: GuaranteeOffice }).meta({ id: 'GuaranteeOfficeResponse' });
export type GuaranteeOfficeResponse = z.infer<typeof GuaranteeOfficeResponse>;

export const GuaranteeToggleResponse = z
  .object({ _message: z.string(), guarantee: GuaranteeOffice })
  .meta({ id: 'GuaranteeToggleResponse' });
export type GuaranteeToggleResponse = z.infer<typeof GuaranteeToggleResponse>;

/** A month of a guaranteed plan's commitment year. */
export const DrawMonth = z.object({
  start: Day,
  end: Day,
  status: z.enum(DRAW_STATUSES),
  /** What the practice receives for the month: the price less the platform's fee. */
  amountCents: Cents,
});
export type DrawMonth = z.infer<typeof DrawMonth>;

/** The draw schedule of a guaranteed plan: the months of its commitment year and what a claim pays. */
export const PlanDraw = z
  .object({
    subscriptionId: z.number().int(),
    memberId: z.number().int(),
    memberName: z.string(),
    planName: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    statusLabel: z.string(),
    priceCents: Cents,
    commitmentYear: z.number().int(),
    yearStart: Day,
    yearEnd: Day,
    months: z.array(DrawMonth),
    /** What the unpaid months come to. */
    guaranteedCents: Cents,
    /** What a claim pays now: null unless the plan's payments stopped (delinquent_gpp) and it is not claimed. */
    claimableCents: Cents.nullable(),
    /** The claim of this commitment year, once made. */
    claim: GuaranteeClaim.nullable(),
  })
  .meta({ id: 'PlanDraw' });
export type PlanDraw = z.infer<typeof PlanDraw>;

export const PlanDrawResponse = z.object({ draw: PlanDraw }).meta({ id: 'PlanDrawResponse' });
export type PlanDrawResponse = z.infer<typeof PlanDrawResponse>;

export const ClaimGuaranteeResponse = z
  .object({ _message: z.string(), claim: GuaranteeClaim, draw: PlanDraw })
  .meta({ id: 'ClaimGuaranteeResponse' });
export type ClaimGuaranteeResponse = z.infer<typeof ClaimGuaranteeResponse>;
