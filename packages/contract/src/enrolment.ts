import { ageOn, PAYORS, RELATIONSHIPS, VALIDATION_MESSAGES } from '@mhq/domain';
import { z } from 'zod';
import { BodyId, Email, Id, Text } from './common';
import { OfficeAddress, UsPhone } from './office';

// A household enrolling in an office's plans: the patient online, or the front desk at the counter
// (spec 01 sections 3 to 6 'Member draft', 'Patient signup', 'Plan picker', 'Checkout'; 02 section 7 'Members').

const Name = Text(60).pipe(z.string().min(1, VALIDATION_MESSAGES.required));

/** A date of birth: a real day, not in the future, at most 120 years ago. */
export const BirthDate = z
  .string()
  .trim()
  .refine((value) => {
    const age = ageOn(value, new Date().toISOString().slice(0, 10));
    return age !== null && age <= 120;
  }, VALIDATION_MESSAGES.invalidDate);

const OTHER_RELATIONSHIPS = RELATIONSHIPS.map((r) => r.value).filter((v) => v !== 'myself') as [
  'partner',
  'son',
  'daughter',
  'child',
  'other',
];

/** A processor's single-use token for a card or bank account (never the number itself). */
export const PaymentToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,255}$/, VALIDATION_MESSAGES.invalidData);

/** One person of the household as the form sends them. */
const PersonFields = {
  firstName: Name,
  lastName: Name,
  birthDate: BirthDate,
  /** The plan picked for this person; null when they join the household without a plan now. */
  planId: BodyId.nullable(),
  /** Insured or uninsured (default uninsured): which plans the picker offered. */
  insured: z.boolean().default(false),
  /** Front desk only: the patient's chart id in the practice-management system. */
  chartId: Text(40).optional(),
  /** Front desk only, by the rules of spec 01 section 6: waive this person's setup or activation fee. */
  waiveFee: z.boolean().optional(),
  /** Front desk only, by the same rules: the office pays this person's plan. */
  payor: z.enum(PAYORS).optional(),
};

export const EnrolmentMember = z.object({ ...PersonFields, relationship: z.enum(OTHER_RELATIONSHIPS) });
export type EnrolmentMember = z.infer<typeof EnrolmentMember>;

export const EnrolmentOwner = z.object({
  ...PersonFields,
  email: Email,
  phone: UsPhone,
  address: OfficeAddress,
});
export type EnrolmentOwner = z.infer<typeof EnrolmentOwner>;

/**
 * How today's amount is paid: a card or bank account tokenized at the processor; 'cash' (front desk: the patient
 * pays in the office, and the members wait as pending_cash until activate_cash); 'none' when nothing is owed (the
 * office pays every plan); 'employer' through the link of an employer that pays for its employees (its card on file).
 */
export const EnrolmentPayment = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), token: PaymentToken }),
  z.object({ method: z.literal('us_bank_account'), token: PaymentToken }),
  z.object({ method: z.literal('cash') }),
  z.object({ method: z.literal('none') }),
  // Through the link of an employer that pays for its employees: charged to the employer's card on file.
  z.object({ method: z.literal('employer') }),
]);
export type EnrolmentPayment = z.infer<typeof EnrolmentPayment>;

/** The amounts the page showed: the server charges only if its own figures are the same (else 409). */
export const ExpectedAmounts = z.object({
  todayCents: z.number().int().min(0).max(100_000_000),
  recurringCents: z.number().int().min(0).max(100_000_000),
});

export const EnrolmentAgreements = z.object({
  terms: z.boolean(),
  autoRenew: z.boolean(),
  planConfirm: z.boolean(),
});

/** A group or referral code as typed: letters, digits, spaces and dashes (compared without them, any case). */
export const EnrolmentCode = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9 -]*$/, VALIDATION_MESSAGES.invalidData)
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase());

const enrolmentFields = {
  owner: EnrolmentOwner,
  members: z.array(EnrolmentMember).max(9),
  term: z.enum(['monthly', 'annual']),
  payment: EnrolmentPayment,
  agreements: EnrolmentAgreements,
  expected: ExpectedAmounts,
  language: z.enum(['en', 'es']).default('en'),
  /** The small business whose BusinessConnect link the patient came through: its discount applies. */
  smBusinessInfoId: BodyId.optional(),
  /** A group's code (spec 01 section 5): the group's discount applies, as through its BusinessConnect link. */
  groupCode: EnrolmentCode.optional(),
  /** Another household's referral code (spec 01 section 5): the referral is recorded and that household credited. */
  referralCode: EnrolmentCode.optional(),
  /** The invite the patient came from (its mailed link), for the office's records. */
  inviteId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
  /** The campaign message's token its link carried (`?c=`): the enrolment counts for that campaign. */
  campaignToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
};

/** A patient enrolling their household online (the public signup pages). */
export const SelfEnrolmentRequest = z.object(enrolmentFields).meta({ id: 'SelfEnrolmentRequest' });
export type SelfEnrolmentRequest = z.infer<typeof SelfEnrolmentRequest>;

/** The front desk enrolling a household (`/users/{id}/members/add`), in one of its offices. */
export const AddMembersRequest = z
  .object({ ...enrolmentFields, dentistInfoId: BodyId })
  .meta({ id: 'AddMembersRequest' });
export type AddMembersRequest = z.infer<typeof AddMembersRequest>;

export const EnrolmentQuoteLine = z.object({
  person: z.number().int(),
  planId: z.number().int(),
  payor: z.enum(PAYORS),
  listCents: z.number().int(),
  discountPercent: z.number(),
  discountCents: z.number().int(),
  periodCents: z.number().int(),
  setupFeeCents: z.number().int(),
  activationFeeCents: z.number().int(),
  todayCents: z.number().int(),
});

export const EnrolmentQuote = z
  .object({
    term: z.enum(['monthly', 'annual']),
    lines: z.array(EnrolmentQuoteLine),
    familySize: z.number().int(),
    todayCents: z.number().int(),
    recurringCents: z.number().int(),
    discountCents: z.number().int(),
    feesCents: z.number().int(),
  })
  .meta({ id: 'EnrolmentQuote' });
export type EnrolmentQuote = z.infer<typeof EnrolmentQuote>;

/**
 * Family members who were not added, and why: someone already covered by this office (same name and date of birth)
 * is not enrolled twice. The quote leaves them out; the confirmation mail names them.
 */
export const NotAdded = z.array(
  z.object({ person: z.number().int(), firstName: z.string(), lastName: z.string(), reason: z.string() }),
);

/** The answer of a 409: the prices changed since the page was loaded; here are the new figures. */
export const PriceChangedBody = z
  .object({ _message: z.string(), quote: EnrolmentQuote, notAdded: NotAdded })
  .meta({ id: 'PriceChangedBody' });

export const EnrolmentResponse = z
  .object({
    _message: z.string(),
    enrolmentId: z.number().int(),
    ownerMemberId: z.number().int(),
    /** 'active' (paid), 'pending_cash' (to be paid in the office). */
    status: z.enum(['active', 'pending_cash']),
    quote: EnrolmentQuote,
    /** What was charged today, and how. */
    charged: z.object({
      amountCents: z.number().int(),
      method: z.enum(['card', 'us_bank_account', 'cash', 'none', 'employer']),
      brand: z.string().nullable(),
      last4: z.string().nullable(),
    }),
    members: z.array(
      z.object({
        memberId: z.number().int(),
        firstName: z.string(),
        lastName: z.string(),
        planId: z.number().int().nullable(),
        planName: z.string().nullable(),
        subscriptionId: z.number().int().nullable(),
      }),
    ),
    nextPaymentOn: z.string().nullable(),
    notAdded: NotAdded,
  })
  .meta({ id: 'EnrolmentResponse' });
export type EnrolmentResponse = z.infer<typeof EnrolmentResponse>;

export const OfficeSlugParams = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,80}$/, VALIDATION_MESSAGES.invalidData),
});

/** Adding another plan to a member of an existing household, paid with the household's card on file or in the office. */
export const AddSubscriptionRequest = z
  .object({
    dentistInfoId: BodyId,
    memberId: BodyId,
    planId: BodyId,
    term: z.enum(['monthly', 'annual']),
    payment: z.enum(['card_on_file', 'cash', 'office']),
    waiveFee: z.boolean().optional(),
    expected: ExpectedAmounts,
  })
  .meta({ id: 'AddSubscriptionRequest' });
export type AddSubscriptionRequest = z.infer<typeof AddSubscriptionRequest>;

export const AddSubscriptionResponse = z
  .object({
    _message: z.string(),
    subscriptionId: z.number().int(),
    status: z.enum(['active', 'pending_cash']),
    quote: EnrolmentQuote,
  })
  .meta({ id: 'AddSubscriptionResponse' });

export const ActivateCashParams = z.object({ dentistInfoId: Id, userId: Id });
/** membershipId: the plan whose pending in-office payment the front desk took. */
export const ActivateCashRequest = z.object({ membershipId: BodyId }).meta({ id: 'ActivateCashRequest' });
export const ActivateCashResponse = z
  .object({
    _message: z.string(),
    subscriptionId: z.number().int(),
    amountCents: z.number().int(),
    paidThrough: z.string(),
  })
  .meta({ id: 'ActivateCashResponse' });

export const HouseholdReferralParams = z.object({ dentistInfoId: Id, memberId: Id });

/**
 * A household's referral code (spec 01 section 5 'referral code') and the account credit its referrals earned: the
 * balance, and each credit granted or used, newest first: what the household has to its credit with the practice.
 */
export const HouseholdReferralResponse = z
  .object({
    code: z.string(),
    creditCents: z.number().int(),
    referredCount: z.number().int(),
    movements: z.array(z.object({ at: z.string(), amountCents: z.number().int(), kind: z.enum(['referral', 'used']) })),
  })
  .meta({ id: 'HouseholdReferralResponse' });
export type HouseholdReferralResponse = z.infer<typeof HouseholdReferralResponse>;
