import { ASSOCIATION_USER_TYPES, optionalHttpsUrl, VALIDATION_MESSAGES } from '@mhq/domain';
import { z } from 'zod';
import { BodyId, Email, Id, Text } from './common';
import { UsPhone } from './office';

// The association portal (issue 25): what an association's own users see and do about the practices that joined the
// platform through it. The association is always the caller's own (users.association_id): no call names one. Only
// aggregate member counts cross this boundary: an association has no right to its practices' patient data.

export const ASSOCIATION_OFFICES_PAGE_SIZE = 25;

/** The role an association's user may be given: manages the portal, views it, or an affiliate who views it. */
export const AssociationRole = z.enum(ASSOCIATION_USER_TYPES, 'Choose association, association_standard or affiliate');
export type AssociationRole = z.infer<typeof AssociationRole>;

export const AssociationSummary = z
  .object({
    name: z.string(),
    urlSlug: z.string(),
    /** Where its practices sign up (redirects to the practice sign-up with its promotion). */
    signupPath: z.string(),
    logo: z.string().nullable(),
  })
  .meta({ id: 'AssociationSummary' });

/* The practices that joined through the association (/associations/dentists) */

export const AssociationOfficesQuery = z.object({
  search: Text(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AssociationOfficesQuery = z.infer<typeof AssociationOfficesQuery>;

/** live: verified and onboarded; setting_up: not yet; closed: the practice closed this location. */
export const ASSOCIATION_OFFICE_STATUSES = ['live', 'setting_up', 'closed'] as const;

export const AssociationOffice = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  joinedAt: z.string(),
  verified: z.boolean(),
  status: z.enum(ASSOCIATION_OFFICE_STATUSES),
  /** Members with an active plan there: a count, never who. */
  activeMembers: z.number().int(),
});
export type AssociationOffice = z.infer<typeof AssociationOffice>;

export const AssociationOfficesResponse = z
  .object({
    association: AssociationSummary,
    totals: z.object({ practices: z.number().int(), activeMembers: z.number().int() }),
    offices: z.array(AssociationOffice),
    /** How many match the search (the page's total). */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AssociationOfficesResponse' });
export type AssociationOfficesResponse = z.infer<typeof AssociationOfficesResponse>;

/* Reporting by month (/associations/reporting) */

export const AssociationReportQuery = z.object({
  format: z.enum(['json', 'csv', 'xlsx'], 'Choose json, csv or xlsx').default('json'),
});

export const AssociationReportMonth = z.object({
  /** YYYY-MM (UTC). */
  month: z.string(),
  practicesJoined: z.number().int(),
  membersEnrolled: z.number().int(),
  activeMembersAtEnd: z.number().int(),
  platformFeesCents: z.number().int(),
});
export type AssociationReportMonth = z.infer<typeof AssociationReportMonth>;

export const AssociationReportResponse = z
  .object({
    months: z.array(AssociationReportMonth),
    totals: z.object({
      practicesJoined: z.number().int(),
      membersEnrolled: z.number().int(),
      /** Active members at the end of the last month. */
      activeMembersAtEnd: z.number().int(),
      platformFeesCents: z.number().int(),
    }),
  })
  .meta({ id: 'AssociationReportResponse' });
export type AssociationReportResponse = z.infer<typeof AssociationReportResponse>;

/* The association's profile (/associations/edit-profile) */

const Website = Text(300).superRefine((value, ctx) => {
  const problem = optionalHttpsUrl(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const AssociationProfileFields = z
  .object({
    name: Text(120).pipe(z.string().min(2, 'Give the association a name')),
    email: z.union([z.literal(''), Email]),
    phone: z.union([z.literal(''), UsPhone]),
    website: Website,
    description: Text(2000),
  })
  .meta({ id: 'AssociationProfileFields' });
export type AssociationProfileFields = z.infer<typeof AssociationProfileFields>;

export const AssociationProfile = z
  .object({
    association: AssociationSummary,
    email: z.string(),
    phone: z.string(),
    website: z.string(),
    description: z.string(),
    updatedAt: z.string().nullable(),
    /** Whether the caller may change it (an association manager). */
    canEdit: z.boolean(),
  })
  .meta({ id: 'AssociationProfile' });
export type AssociationProfile = z.infer<typeof AssociationProfile>;

export const AssociationProfileResponse = z
  .object({ _message: z.string().optional(), profile: AssociationProfile })
  .meta({ id: 'AssociationProfileResponse' });
export type AssociationProfileResponse = z.infer<typeof AssociationProfileResponse>;

/* The association's users (/associations/users) */

export const AssociationUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: AssociationRole,
  active: z.boolean(),
  /** Invited and has not set a password yet. */
  invitationPending: z.boolean(),
  isYou: z.boolean(),
});
export type AssociationUser = z.infer<typeof AssociationUser>;

export const AssociationUsersResponse = z
  .object({ users: z.array(AssociationUser), canManage: z.boolean() })
  .meta({ id: 'AssociationUsersResponse' });
export type AssociationUsersResponse = z.infer<typeof AssociationUsersResponse>;

export const InviteAssociationUserRequest = z
  .object({
    firstName: Text(80).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
    lastName: Text(80).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
    email: Email,
    role: AssociationRole,
  })
  .meta({ id: 'InviteAssociationUserRequest' });
export type InviteAssociationUserRequest = z.infer<typeof InviteAssociationUserRequest>;

export const AssociationUserParams = z.object({ userId: Id });
export const AssociationUserRoleRequest = z.object({ role: AssociationRole });
export const AssociationUserActiveRequest = z.object({ active: z.boolean() });

export const AssociationUserChangeResponse = z
  .object({ _message: z.string(), user: AssociationUser })
  .meta({ id: 'AssociationUserChangeResponse' });
export type AssociationUserChangeResponse = z.infer<typeof AssociationUserChangeResponse>;

/* The plans the association recommends (/associations/custom-membership) */

export const ASSOCIATION_PLAN_AGE_GROUPS = ['adult', 'child'] as const;
const Cents = z.number().int().min(100, 'At least $1.00').max(10_000_000, 'At most $100,000.00');

export const AssociationPlanFields = z
  .object({
    name: Text(100).pipe(z.string().min(2, 'Give the plan a name')),
    description: Text(2000),
    ageGroup: z.enum(ASSOCIATION_PLAN_AGE_GROUPS, 'Choose adult or child'),
    monthlyCents: Cents.nullable(),
    annualCents: Cents.nullable(),
    benefits: z.array(Text(200).pipe(z.string().min(1, 'Write the benefit or remove the line'))).max(20),
    treatmentDiscountPercent: z.number().int('Use a whole percent').min(0).max(50, 'At most 50%'),
  })
  .refine((p) => p.monthlyCents !== null || p.annualCents !== null, {
    message: 'Give a monthly or an annual price',
    path: ['monthlyCents'],
  })
  .meta({ id: 'AssociationPlanFields' });
export type AssociationPlanFields = z.infer<typeof AssociationPlanFields>;

export const AssociationPlan = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    ageGroup: z.enum(ASSOCIATION_PLAN_AGE_GROUPS),
    monthlyCents: z.number().int().nullable(),
    annualCents: z.number().int().nullable(),
    benefits: z.array(z.string()),
    treatmentDiscountPercent: z.number().int(),
    active: z.boolean(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'AssociationPlan' });
export type AssociationPlan = z.infer<typeof AssociationPlan>;

export const AssociationPlansResponse = z
  .object({ plans: z.array(AssociationPlan), canEdit: z.boolean() })
  .meta({ id: 'AssociationPlansResponse' });
export type AssociationPlansResponse = z.infer<typeof AssociationPlansResponse>;

export const AssociationPlanParams = z.object({ planId: Id });
export const AssociationPlanActiveRequest = z.object({ active: z.boolean() });
export const SortAssociationPlansRequest = z.object({
  ids: z.array(BodyId).min(1, 'Give the plans in their new order').max(200),
});

export const AssociationPlanChangeResponse = z
  .object({ _message: z.string(), plans: z.array(AssociationPlan) })
  .meta({ id: 'AssociationPlanChangeResponse' });
export type AssociationPlanChangeResponse = z.infer<typeof AssociationPlanChangeResponse>;

/** What a practice sees: its association's active recommendations (none when it joined through none). */
export const OfficeAssociationPlansResponse = z
  .object({
    association: z.object({ name: z.string(), logo: z.string().nullable() }).nullable(),
    plans: z.array(AssociationPlan),
  })
  .meta({ id: 'OfficeAssociationPlansResponse' });
export type OfficeAssociationPlansResponse = z.infer<typeof OfficeAssociationPlansResponse>;
