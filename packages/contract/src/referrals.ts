import { z } from 'zod';
import { Email, Id, Text } from './common';
import { UsPhone } from './office';
import { PublicReceiptParams } from './public-receipt';

// Issue 22's referrals: a friend opens a patient's link (/patient-referral/{paymentUniqueId}) and joins the same
// practice with the household's code; a patient recommends the platform to another practice
// (/office-referral/{paymentUniqueId}). The link's id is the receipt's signed public id: it names the referring
// household without showing anything of it but the account owner's first name.

export const ReferralLinkParams = PublicReceiptParams;

/** What a referral link shows: the practice, and the referrer's first name only (no other patient data). */
export const PatientReferralResponse = z
  .object({
    office: z.object({
      id: z.number().int(),
      officeName: z.string(),
      slug: z.string(),
      logo: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
    }),
    referrerFirstName: z.string(),
    /** The household's referral code, prefilled on the enrolment form (`?ref=`). */
    referralCode: z.string(),
    /** The household's language, for the page's first words (the reader can switch). */
    language: z.enum(['en', 'es']),
  })
  .meta({ id: 'PatientReferralResponse' });
export type PatientReferralResponse = z.infer<typeof PatientReferralResponse>;

/** A practice a patient recommends the platform to. */
export const OfficeReferralRequest = z
  .object({
    practiceName: Text(120).pipe(z.string().min(2, 'Enter the practice’s name')),
    contactName: Text(120).pipe(z.string().min(2, 'Enter who to write to')),
    email: Email,
    phone: z.union([z.literal(''), UsPhone]).optional(),
    note: Text(1000).optional(),
    /** The language the patient wrote in: the thanks is said in it. */
    language: z.enum(['en', 'es']).optional(),
  })
  .meta({ id: 'OfficeReferralRequest' });
export type OfficeReferralRequest = z.input<typeof OfficeReferralRequest>;

export const OfficeReferralResponse = z
  .object({ _message: z.string(), practiceName: z.string() })
  .meta({ id: 'OfficeReferralResponse' });
export type OfficeReferralResponse = z.infer<typeof OfficeReferralResponse>;

export const HouseholdShareParams = z.object({ dentistInfoId: Id, memberId: Id });

/** The household's shareable links: from its latest payment's receipt id; null before its first payment. */
export const HouseholdShareResponse = z
  .object({ paymentUniqueId: z.string().nullable() })
  .meta({ id: 'HouseholdShareResponse' });
export type HouseholdShareResponse = z.infer<typeof HouseholdShareResponse>;

export const OfficeReportParams = z.object({ officeId: Id });

/**
 * The office's referral reward: 'platform' (the platform's credit, when the office chose none), 'none', 'fixed'
 * (amountCents) or 'month_free' (the referring household's monthly price).
 */
export const ReferralRewardSetting = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('platform') }),
    z.object({ kind: z.literal('none') }),
    z.object({
      kind: z.literal('fixed'),
      amountCents: z
        .number()
        .int('Enter a whole number of cents')
        .min(100, 'Enter at least $1.00')
        .max(50_000, 'Enter at most $500.00'),
    }),
    z.object({ kind: z.literal('month_free') }),
  ])
  .meta({ id: 'ReferralRewardSetting' });
export type ReferralRewardSetting = z.infer<typeof ReferralRewardSetting>;

export const ReferralRewardResponse = z
  .object({
    _message: z.string().optional(),
    reward: ReferralRewardSetting,
    /** The platform's referral credit, what 'platform' grants. */
    platformCents: z.number().int(),
  })
  .meta({ id: 'ReferralRewardResponse' });
export type ReferralRewardResponse = z.infer<typeof ReferralRewardResponse>;

/** Who referred whom, when, and what of the credit granted has been used (oldest credit used first). */
export const ReferralReportResponse = z
  .object({
    referrals: z.array(
      z.object({
        referralId: z.number().int(),
        at: z.string(),
        code: z.string(),
        referrer: z.object({ memberId: z.number().int(), name: z.string() }),
        referred: z.object({ memberId: z.number().int(), name: z.string() }),
        creditGrantedCents: z.number().int(),
        creditUsedCents: z.number().int(),
      }),
    ),
    totals: z.object({
      count: z.number().int(),
      grantedCents: z.number().int(),
      usedCents: z.number().int(),
    }),
  })
  .meta({ id: 'ReferralReportResponse' });
export type ReferralReportResponse = z.infer<typeof ReferralReportResponse>;

/** The practices patients recommended the platform to, newest first (the platform's admins). */
export const OfficeReferralLeadsResponse = z
  .object({
    leads: z.array(
      z.object({
        id: z.number().int(),
        at: z.string(),
        practiceName: z.string(),
        contactName: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        note: z.string().nullable(),
        /** The practice whose patient recommended the platform. */
        referredBy: z.object({ officeId: z.number().int(), officeName: z.string() }),
      }),
    ),
  })
  .meta({ id: 'OfficeReferralLeadsResponse' });
export type OfficeReferralLeadsResponse = z.infer<typeof OfficeReferralLeadsResponse>;
