import {
  DISCOUNT_CODE_PATTERN,
  INVALID_DISCOUNT_CODE,
  OFFICE_IMPORT_MAX_ROWS,
  PMS_OPTIONS,
  PRICING_PERIODS,
  REFERRAL_SOURCES,
  SIGNUP_MESSAGES,
  VALIDATION_MESSAGES,
} from '@mhq/domain';
import { z } from 'zod';
import { LoginResponse, NewPassword } from './auth';
import { BodyId, Email, Id, Text } from './common';
import { BookingUrl, OfficeAddress, Slug, UsPhone } from './office';
import { PlanCents, PlanPricing, PresetType, ProcedureCode } from './plans';

/* A practice signing itself up (issue 6, signup track): form, email code, platform tier, setup, checklist. */

const Required = (max: number) => Text(max).pipe(z.string().min(1, VALIDATION_MESSAGES.required));
const PMS_VALUES = [...new Set([...PMS_OPTIONS.dental, ...PMS_OPTIONS.vision].map((o) => o.value))] as [
  string,
  ...string[],
];
const REFERRAL_VALUES = REFERRAL_SOURCES.map((r) => r.value) as [string, ...string[]];

/** A discount code as typed; empty means none. */
export const DiscountCodeInput = z
  .string()
  .trim()
  .max(32, INVALID_DISCOUNT_CODE)
  .refine((v) => v === '' || DISCOUNT_CODE_PATTERN.test(v), INVALID_DISCOUNT_CODE);

/**
 * A plan sketched on the public plan builder and carried into sign-up (issue 27): the preset, the name and prices the
 * owner chose, and the fees they entered for the included care. The brand's rules (its presets, the plan minimums)
 * are checked by the sign-up itself.
 */
export const PlanDraft = z
  .object({
    presetType: PresetType,
    planName: Text(100).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
    pricing: PlanPricing,
    usualFees: z.record(ProcedureCode, PlanCents).refine((fees) => Object.keys(fees).length <= 40, {
      message: VALIDATION_MESSAGES.invalidData,
    }),
  })
  .meta({ id: 'PlanDraft' });
export type PlanDraft = z.infer<typeof PlanDraft>;

export const SignupRequest = z
  .object({
    officeName: Required(120),
    firstName: Required(60),
    lastName: Required(60),
    email: Email,
    phone: UsPhone,
    address: OfficeAddress,
    password: NewPassword,
    referralSource: z.enum(REFERRAL_VALUES),
    pmsSystem: z.enum(PMS_VALUES),
    agreeToTerms: z.literal(true, SIGNUP_MESSAGES.termsRequired),
    /** A promo from /enroll/practice or an association's link. */
    discountCode: DiscountCodeInput.optional(),
    /** The association or partner that referred the practice, where the brand asks (flag leadSource). */
    leadSourceId: BodyId.nullable().optional(),
    /** The plan from the plan builder, made the practice's first plan once its office is set up. */
    planDraft: PlanDraft.optional(),
  })
  .meta({ id: 'SignupRequest' });
export type SignupRequest = z.infer<typeof SignupRequest>;
export type SignupForm = z.input<typeof SignupRequest>;

export const SignupResponse = z
  .object({
    _message: z.string(),
    dentistInfoId: z.number().int(),
    activationKey: z.string(),
    email: z.string(),
  })
  .meta({ id: 'SignupResponse' });

export const CheckEmailRequest = z.object({ email: Email }).meta({ id: 'CheckEmailRequest' });
export const CheckEmailResponse = z
  .object({ available: z.boolean(), message: z.string().nullable() })
  .meta({ id: 'CheckEmailResponse' });

export const PlatformTierView = z.object({
  level: z.number().int(),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  monthlyCents: z.number().int(),
  annualCents: z.number().int(),
});
export const PricingResponse = z
  .object({ tiers: z.array(PlatformTierView), periods: z.array(z.enum(PRICING_PERIODS)) })
  .meta({ id: 'PricingResponse' });
export type PricingResponse = z.infer<typeof PricingResponse>;

export const LoadDiscountRequest = z
  .object({ discountCode: DiscountCodeInput.pipe(z.string().min(1, INVALID_DISCOUNT_CODE)) })
  .meta({ id: 'LoadDiscountRequest' });
export const AssociationView = z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() });
export const LoadDiscountResponse = z
  .object({
    discountCode: z.string(),
    percentOff: z.number().nullable(),
    amountOffCents: z.number().int().nullable(),
    association: AssociationView.nullable(),
  })
  .meta({ id: 'LoadDiscountResponse' });
export type LoadDiscountResponse = z.infer<typeof LoadDiscountResponse>;

export const GenerateCodeRequest = z.object({ email: Email }).meta({ id: 'GenerateCodeRequest' });

export const ValidateCodeRequest = z
  .object({
    email: Email,
    code: z.array(z.string().regex(/^\d$/, VALIDATION_MESSAGES.invalidData)).length(4, 'Enter all 4 digits'),
    tierLevel: z.number().int().min(1, SIGNUP_MESSAGES.selectPlanFirst).max(100),
    pricingPeriod: z.enum(PRICING_PERIODS, SIGNUP_MESSAGES.selectPlanFirst),
    discountCode: DiscountCodeInput.optional(),
  })
  .meta({ id: 'ValidateCodeRequest' });
export const ValidateCodeResponse = LoginResponse.extend({
  _message: z.string(),
  dentistInfoId: z.number().int(),
}).meta({ id: 'ValidateCodeResponse' });

export const PendingSignupParams = z.object({ dentistInfoId: Id, activationKey: z.string().min(10).max(100) });
export const PendingSignupResponse = z
  .object({
    dentistInfoId: z.number().int(),
    officeName: z.string(),
    email: z.string(),
    emailConfirmed: z.boolean(),
    discountCode: z.string().nullable(),
    /** The code the sign-up holds, with what it takes off: kept even once it ran out for other practices. */
    heldDiscount: LoadDiscountResponse.nullable(),
  })
  .meta({ id: 'PendingSignupResponse' });
export type PendingSignupResponse = z.infer<typeof PendingSignupResponse>;

export const AssociationUrlParams = z.object({
  associationUrl: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const AssociationByUrlResponse = AssociationView.extend({ promoCode: z.string().nullable() }).meta({
  id: 'AssociationByUrlResponse',
});

export const AddressQuery = z.object({ q: Text(60).pipe(z.string().min(2, VALIDATION_MESSAGES.required)) });
export const AddressSuggestion = z.object({ zip: z.string(), city: z.string(), state: z.string() });
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;
export const AddressSuggestionsResponse = z
  .object({ suggestions: z.array(AddressSuggestion) })
  .meta({ id: 'AddressSuggestionsResponse' });

/** One of the brand's specialties, or none; which brand's list it must be on is the server's check. */
const SpecialtyId = z.number().int().positive().max(1000).nullable();

export const SetupOfficeParams = z.object({ dentistInfoId: Id });
export const SetupOfficeRequest = z
  .object({
    specialtyId: SpecialtyId,
    bookingUrl: BookingUrl,
    slug: Slug,
  })
  .meta({ id: 'SetupOfficeRequest' });
export type SetupOfficeRequest = z.infer<typeof SetupOfficeRequest>;
export const SetupOfficeView = z
  .object({
    dentistInfoId: z.number().int(),
    officeName: z.string(),
    slug: z.string(),
    specialtyId: z.number().int().nullable(),
    bookingUrl: z.string(),
  })
  .meta({ id: 'SetupOfficeView' });
export type SetupOfficeView = z.infer<typeof SetupOfficeView>;
export const SetupOfficeResponse = z
  .object({ _message: z.string(), dentistInfoId: z.number().int(), slug: z.string() })
  .meta({ id: 'SetupOfficeResponse' });

/**
 * An office row as typed or read from a CSV: loose on purpose, so every row's problems can be listed (a booking
 * link that is not https, a specialty of another brand are problems of the row, not a refused request).
 */
export const OfficeRowInput = z.object({
  officeName: Text(200),
  email: Text(254),
  phone: Text(40),
  street: Text(200),
  city: Text(100),
  state: Text(40),
  zip: Text(20),
  slug: Text(100),
  /** One of the brand's specialties, or null for none; left out, the brand's default (as at sign-up). */
  specialtyId: SpecialtyId.optional(),
  /** Where patients book a visit online: empty, or a full https:// address. */
  bookingUrl: Text(500).default(''),
});
export const OfficeRowsRequest = z
  .object({ dentistInfoId: BodyId, offices: z.array(OfficeRowInput).min(1).max(OFFICE_IMPORT_MAX_ROWS) })
  .meta({ id: 'OfficeRowsRequest' });
export type OfficeRowsRequest = z.infer<typeof OfficeRowsRequest>;
export const OfficeRowsReview = z
  .object({ rows: z.array(z.object({ problems: z.record(z.string(), z.string()) })), clean: z.boolean() })
  .meta({ id: 'OfficeRowsReview' });
export type OfficeRowsReview = z.infer<typeof OfficeRowsReview>;
export const SavedOfficesResponse = z
  .object({
    _message: z.string(),
    offices: z.array(z.object({ id: z.number().int(), officeName: z.string(), slug: z.string() })),
  })
  .meta({ id: 'SavedOfficesResponse' });

export const GetStartedResponse = z
  .object({
    /** blocksEnrolment: the office's enrolment page cannot take payments until this item is done. */
    items: z.array(z.object({ key: z.string(), done: z.boolean(), path: z.string(), blocksEnrolment: z.boolean() })),
    doneCount: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'GetStartedResponse' });
export type GetStartedResponse = z.infer<typeof GetStartedResponse>;
