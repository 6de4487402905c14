import { z } from 'zod';
import { UserType } from './auth';
import { Id, Text } from './common';

// An office as the platform's admins support it (issue 24): its users, its history, and the sign-ups that stopped.

export const AdminOfficeParams = z.object({ dentistInfoId: Id });
export const AdminOfficeUserParams = z.object({ dentistInfoId: Id, userId: Id });

/** Which office a page is about. */
export const AdminOfficeHead = z.object({
  id: z.number().int(),
  officeName: z.string(),
  organizationId: z.number().int(),
  organizationName: z.string(),
});

export const AdminOfficeUser = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    type: UserType,
    jobTitle: z.string().nullable(),
    owner: z.boolean(),
    active: z.boolean(),
    /** Added by the office and has not yet set a password from the mailed invitation. */
    invitationPending: z.boolean(),
    /** The last session the user opened (not one an admin opened as them); null if never. */
    lastSignInAt: z.string().nullable(),
  })
  .meta({ id: 'AdminOfficeUser' });
export type AdminOfficeUser = z.infer<typeof AdminOfficeUser>;

export const AdminOfficeUsersResponse = z
  .object({ office: AdminOfficeHead, users: z.array(AdminOfficeUser) })
  .meta({ id: 'AdminOfficeUsersResponse' });
export type AdminOfficeUsersResponse = z.infer<typeof AdminOfficeUsersResponse>;

export const AdminUserActiveRequest = z.object({ active: z.boolean() }).meta({ id: 'AdminUserActiveRequest' });

export const OFFICE_HISTORY_PAGE_SIZE = 30;
export const OfficeHistoryQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** One thing that happened to an office: when, who did it (null: the platform itself), and what, in plain words. */
export const OfficeHistoryEntry = z.object({
  at: z.string(),
  who: z.string().nullable(),
  what: z.string(),
  /** What kind of line it is: signup, plan, settings, team, payout, tier_charge, money, other. */
  kind: z.string(),
});
export type OfficeHistoryEntry = z.infer<typeof OfficeHistoryEntry>;

export const OfficeHistoryResponse = z
  .object({
    office: AdminOfficeHead,
    entries: z.array(OfficeHistoryEntry),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'OfficeHistoryResponse' });
export type OfficeHistoryResponse = z.infer<typeof OfficeHistoryResponse>;

/** Where a sign-up stopped, in the order a practice goes through them. */
export const SIGNUP_STOPS = ['email', 'plan', 'payout'] as const;
export const SignupStop = z.enum(SIGNUP_STOPS);
export type SignupStop = z.infer<typeof SignupStop>;
export const INCOMPLETE_PAGE_SIZE = 25;

export const IncompleteSignupsQuery = z.object({
  search: Text(100).optional(),
  stop: SignupStop.optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type IncompleteSignupsQuery = z.infer<typeof IncompleteSignupsQuery>;

export const IncompleteSignup = z
  .object({
    organizationId: z.number().int(),
    officeId: z.number().int(),
    officeName: z.string(),
    ownerName: z.string(),
    ownerEmail: z.string(),
    stop: SignupStop,
    signedUpAt: z.string(),
    /** When the last step was done: the sign-up, or the email's confirmation. */
    since: z.string(),
    lastSignInAt: z.string().nullable(),
    discountCode: z.string().nullable(),
  })
  .meta({ id: 'IncompleteSignup' });
export type IncompleteSignup = z.infer<typeof IncompleteSignup>;

export const IncompleteSignupsResponse = z
  .object({
    signups: z.array(IncompleteSignup),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'IncompleteSignupsResponse' });
export type IncompleteSignupsResponse = z.infer<typeof IncompleteSignupsResponse>;
