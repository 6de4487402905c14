import { FEATURE_FLAGS } from '@mhq/domain';
import { z } from 'zod';
import { UserType } from './auth';
import { Id } from './common';

export const OfficeRef = z.object({ id: z.number().int(), officeName: z.string() });

export const GlobalBanner = z
  .object({
    id: z.number().int(),
    message: z.string(),
    callToAction: z.string().nullable(),
    callToActionLink: z.string().nullable(),
    endTime: z.string().nullable(),
  })
  .meta({ id: 'GlobalBanner' });
export type GlobalBanner = z.infer<typeof GlobalBanner>;

/** The office ('dentistInfo') as the shell needs it. */
export const DentistInfo = z
  .object({
    id: z.number().int(),
    officeName: z.string(),
    email: z.string().nullable(),
    logo: z.string().nullable(),
    memberships: z.array(z.object({ id: z.number().int(), name: z.string() })),
    verified: z.boolean(),
    stripeAccountId: z.string().nullable(),
    last4: z.string().nullable(),
    /** Payouts are on: a previous-platform account, or the processor's last report about the office's account. */
    payoutsOn: z.boolean(),
    activationKey: z.string().nullable(),
    associationId: z.number().int().nullable(),
    dentalAssociations: z.object({ logo: z.string().nullable() }).nullable(),
    gpp: z.object({
      active: z.boolean(),
      approvalDate: z.string().nullable(),
      gppAdminOnlyWaive: z.boolean(),
    }),
    dentistVaridi: z.object({ userId: z.string() }).nullable(),
    daoi: z.object({
      accountStatus: z.number().int().nullable(),
      businessConnectOn: z.boolean(),
      onboardingDateComplete: z.string().nullable(),
      standardStripeAccountId: z.string().nullable(),
      standardStripeDateConverted: z.string().nullable(),
    }),
  })
  .meta({ id: 'DentistInfo' });
export type DentistInfo = z.infer<typeof DentistInfo>;

export const CurrentUser = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    type: UserType,
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    email: z.string(),
    userEmail: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    avatar: z.string().nullable(),
    firstOffice: z.number().int().nullable(),
    otherOffices: z.array(OfficeRef),
    dentistInfo: DentistInfo.nullable(),
    dentistVaridi: z.object({ userId: z.string() }).nullable(),
    linkedWith: z
      .object({
        id: z.number().int(),
        name: z.string(),
        /** An association's partner sign-up address (/accounts/{its url}); null for an organization or a business. */
        partnerPath: z.string().nullable(),
      })
      .nullable(),
    globalBanner: GlobalBanner.nullable(),
    legacyPricing: z.boolean(),
    planCoordinator: z.boolean(),
    owner: z.boolean(),
    tieredPayment: z
      .object({ tierLevel: z.number().int().nullable(), stripeCustomerId: z.string().nullable() })
      .nullable(),
    hasMembers: z.boolean(),
    helpWidgetHash: z.string(),
    login_page: z.string(),
    employees: z.array(z.object({ businessName: z.string(), logo_url: z.string().nullable() })),
    featureFlags: z.array(z.enum(FEATURE_FLAGS)),
    /**
     * For a platform admin: whether this installation has the dev mailbox (a demo keeping its mail in the outbox).
     * Always false for everyone else, and in a real installation, where the mailbox does not exist.
     */
    devMailbox: z.boolean(),
    /**
     * The language the user reads the product in: for a patient, their household's (the account owner's choice, which
     * every mail to the household follows too); English for everyone else.
     */
    language: z.enum(['en', 'es']),
    /** Set while a platform admin acts as this user. */
    impersonatedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof CurrentUser>;

export const CurrentUserQuery = z.object({
  dentistInfoId: Id.optional(),
});

export const CurrentUserResponse = z
  .object({
    data: CurrentUser,
    stripe_public_key: z.string().nullable(),
  })
  .meta({ id: 'CurrentUserResponse' });
export type CurrentUserResponse = z.infer<typeof CurrentUserResponse>;
