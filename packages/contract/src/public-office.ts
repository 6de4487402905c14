import { SUBSCRIPTION_AGE_GROUPS } from '@mhq/domain';
import { z } from 'zod';
import { OfficeThemeShape } from './branding';
import { Id, Text } from './common';
import { EnrolmentCode } from './enrolment';
import { PlanPricing } from './plans';

// An office's public enrolment page: the office, its program and the plans patients may join online.

export const PublicOfficeQuery = z.object({
  smBusinessInfoId: Id.optional(),
  token: Text(200).optional(),
  /** A group's code typed on the form: the answer's `business` is its group, or 400 'group code is not valid'. */
  groupCode: EnrolmentCode.optional(),
  /** A referral code typed on the form: echoed in `referralCode` when it names a household of the practice, else 400. */
  referralCode: EnrolmentCode.optional(),
});
export type PublicOfficeQuery = z.infer<typeof PublicOfficeQuery>;

/** A plan as the public enrolment pages show it: only active plans offered on external enrolment. */
export const PublicPlan = z
  .object({
    id: z.number().int(),
    name: z.string(),
    spanishName: z.string(),
    description: z.string(),
    spanishDescription: z.string(),
    pricing: PlanPricing,
    showOnEnrollmentMonthly: z.boolean(),
    showOnEnrollmentAnnual: z.boolean(),
    showOnBC: z.boolean(),
    subscription_age_group: z.enum(SUBSCRIPTION_AGE_GROUPS),
    minAge: z.number().int().nullable(),
    maxAge: z.number().int().nullable(),
    insured: z.boolean(),
    uninsured: z.boolean(),
    activationFee: z.number().int().nullable(),
    family_discount_two: z.number(),
    family_discount_three: z.number(),
    family_discount_four: z.number(),
    disableFamilyDiscounts: z.boolean(),
    disableGpp: z.boolean(),
    worryFree: z.object({ month: z.boolean(), year: z.boolean() }),
  })
  .meta({ id: 'PublicPlan' });
export type PublicPlan = z.infer<typeof PublicPlan>;

export const PublicOfficeResponse = z
  .object({
    office: z.object({
      id: z.number().int(),
      officeName: z.string(),
      slug: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      address: z.string().nullable(),
      logo: z.string().nullable(),
    }),
    programName: z.string(),
    programDescription: z.string(),
    allowBankDraft: z.boolean(),
    disableEnrollment: z.boolean(),
    /** What enrolment prices need beyond the plans (spec 02 sections 4 and 9 'Fees'). */
    gppActive: z.boolean(),
    setupFeePercent: z.number(),
    /** Where the browser tokenizes a card: the simulated processor, or Stripe with this publishable key. */
    processor: z.enum(['simulated', 'stripe']),
    publishableKey: z.string().nullable(),
    /**
     * The small business whose link the patient came through (BusinessConnect, `smBusinessInfoId`), and the
     * office's discount for its people; null without one, or for a business the platform does not know. With one,
     * only the plans shown on BusinessConnect (showOnBC) are listed. `employerPays`: the employer pays for its
     * employees' memberships on its own card (the page asks for no card; the payment is 'employer').
     */
    business: z
      .object({
        id: z.number().int(),
        name: z.string(),
        logo: z.string().nullable(),
        discountPercent: z.number(),
        employerPays: z.boolean(),
      })
      .nullable(),
    /**
     * The community group whose code the page was opened with (CommunityConnect, /community-enroll/{code}, or a
     * community group's code typed as `groupCode`): its discount applies, and `plans` are only the group's plans.
     */
    community: z
      .object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        kind: z.string(),
        discountPercent: z.number(),
      })
      .nullable()
      .optional(),
    plans: z.array(PublicPlan),
    /** The office's business day by the server's clock (yyyy-MM-dd): a plan's first period starts on it. */
    today: z.string(),
    /** Whether the office can take a payment online (it has a connected account); else the page enrols no one. */
    takesPayments: z.boolean(),
    /** The referral code asked about (`referralCode`), normalized, when it names a household of the practice. */
    referralCode: z.string().nullable(),
    /**
     * The office's template theme (issue 26 'Branding'): the page's header and buttons take its colours. Always sent
     * by the server; optional for answers built without one (the web's fixtures).
     */
    theme: OfficeThemeShape.optional(),
  })
  .meta({ id: 'PublicOfficeResponse' });
export type PublicOfficeResponse = z.infer<typeof PublicOfficeResponse>;
