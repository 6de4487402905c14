import { PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES } from '@mhq/domain';
import { z } from 'zod';
import { Email, Id, Text } from './common';
import { UsPhone } from './office';

// The employer's side of BusinessConnect (issue 25): a small business signs up (or completes the sign-up its practice
// invited it to), then sees the employees who enrolled through its link, its monthly counts, and its settings. What an
// employer sees of an employee is what the employer terms allow: name, plan, status, enrolment date and practice;
// never health, payment method, amounts or addresses.

export const BUSINESS_PORTAL_MESSAGES = {
  termsRequired: 'Please accept the employer terms',
  practiceRequired: 'Choose the practice your employees will enrol with',
  practiceUnknown: 'This practice does not offer BusinessConnect',
  emailInUse: 'An account already uses this email. Sign in instead, or use another email.',
  notOffered: 'BusinessConnect is not offered here',
  signedUp: 'Check your email: we sent you a link to activate your business account.',
  linkInvalid: 'This activation link is not valid. Check that you opened the whole link from the email.',
  linkUsed: 'This activation link was already used. Sign in with your email and password.',
  linkExpired: 'This activation link has expired. Contact support for a new one.',
  activated: 'Your business account is active. Sign in with your email and new password.',
  saved: 'Your business details were saved',
  practiceLocked: 'Your practice cannot change once employees have enrolled through your link',
  logoAdded: 'Your logo was added',
  logoRemoved: 'Your logo was removed',
  noLogo: 'There is no logo to remove',
  password: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
} as const;

const Required = (max: number) => Text(max).pipe(z.string().min(1, VALIDATION_MESSAGES.required));
const MustAccept = z.literal(true, BUSINESS_PORTAL_MESSAGES.termsRequired);
const EmployeeCount = z
  .number(VALIDATION_MESSAGES.invalidData)
  .int(VALIDATION_MESSAGES.invalidData)
  .min(1, 'At least 1 employee')
  .max(1_000_000, 'At most 1,000,000 employees');
/** An office's public address (its slug), as the practice search answers it. */
const OfficeSlug = z
  .string()
  .trim()
  .min(1, BUSINESS_PORTAL_MESSAGES.practiceRequired)
  .max(80)
  .regex(/^[a-z0-9-]+$/, BUSINESS_PORTAL_MESSAGES.practiceUnknown);

/** A practice an employer may choose: only what its public pages show. */
export const BusinessConnectOffice = z
  .object({ name: z.string(), city: z.string().nullable(), slug: z.string(), logo: z.string().nullable() })
  .meta({ id: 'BusinessConnectOffice' });
export type BusinessConnectOffice = z.infer<typeof BusinessConnectOffice>;

export const BusinessConnectOfficesQuery = z.object({ search: Text(80).optional() });
export const BusinessConnectOfficesResponse = z
  .object({ offered: z.boolean(), offices: z.array(BusinessConnectOffice) })
  .meta({ id: 'BusinessConnectOfficesResponse' });
export type BusinessConnectOfficesResponse = z.infer<typeof BusinessConnectOfficesResponse>;

export const BusinessSignupRequest = z
  .object({
    businessName: Required(120),
    firstName: Required(80),
    lastName: Required(80),
    email: Email,
    phone: UsPhone,
    address: Required(300),
    employeeCount: EmployeeCount,
    officeSlug: OfficeSlug,
    acceptTerms: MustAccept,
  })
  .meta({ id: 'BusinessSignupRequest' });
export type BusinessSignupRequest = z.infer<typeof BusinessSignupRequest>;

export const BusinessSignupResponse = z
  .object({ _message: z.string(), email: z.string() })
  .meta({ id: 'BusinessSignupResponse' });

export const BusinessActivationParams = z.object({
  smBusinessInfoId: Id,
  activationKey: z.string().trim().min(1).max(200),
});

export const BusinessActivationResponse = z
  .object({
    business: z.object({ name: z.string(), email: z.string().nullable(), status: z.enum(['invited', 'pending']) }),
    /** The practice that invited it, or the one it chose. */
    practice: BusinessConnectOffice.nullable(),
    /** An invited business has no user yet: the page asks for the contact's names and phone too. */
    needsContact: z.boolean(),
  })
  .meta({ id: 'BusinessActivationResponse' });
export type BusinessActivationResponse = z.infer<typeof BusinessActivationResponse>;

export const BusinessActivationRequest = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, BUSINESS_PORTAL_MESSAGES.password).max(200),
    firstName: Text(80).optional(),
    lastName: Text(80).optional(),
    phone: z.union([z.literal(''), UsPhone]).optional(),
    acceptTerms: MustAccept,
  })
  .meta({ id: 'BusinessActivationRequest' });
export type BusinessActivationRequest = z.infer<typeof BusinessActivationRequest>;

export const BusinessActivatedResponse = z
  .object({ _message: z.string(), email: z.string() })
  .meta({ id: 'BusinessActivatedResponse' });

/* Signed-in employer */

export const BUSINESS_MEMBER_STATUSES = ['active', 'late', 'canceled', 'pending'] as const;
export type BusinessMemberStatus = (typeof BUSINESS_MEMBER_STATUSES)[number];
/** The words an employer reads for an employee's membership. */
export const BUSINESS_MEMBER_STATUS_LABELS: Record<BusinessMemberStatus, string> = {
  active: 'Active',
  late: 'Payment late',
  canceled: 'Canceled',
  pending: 'Not started',
};

export const BusinessProfile = z
  .object({
    id: z.number(),
    name: z.string(),
    logo: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    employeeCount: z.number().nullable(),
    practice: BusinessConnectOffice.nullable(),
    /** The page employees enrol through: /businessconnect/{officeSlug}?business={id}. Null without a practice. */
    enrolPath: z.string().nullable(),
    /** The code employees may type on any enrolment form of the practice instead. */
    groupCode: z.string().nullable(),
    /** Whether its practice may still change (no employee has enrolled yet). */
    practiceChangeable: z.boolean(),
  })
  .meta({ id: 'BusinessProfile' });
export type BusinessProfile = z.infer<typeof BusinessProfile>;

export const BusinessProfileResponse = z.object({ profile: BusinessProfile }).meta({ id: 'BusinessProfileResponse' });
export type BusinessProfileResponse = z.infer<typeof BusinessProfileResponse>;

export const BusinessMembersQuery = z.object({
  search: Text(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const BusinessMember = z
  .object({
    /** The enrolment (household) it lists: the employee is its account owner. */
    id: z.number(),
    name: z.string(),
    planName: z.string().nullable(),
    /** People the household's plans cover, the employee included. */
    people: z.number(),
    status: z.enum(BUSINESS_MEMBER_STATUSES),
    enrolledOn: z.string(),
    practice: z.string(),
    /** Whether the employer pays for this household's membership on its card. */
    paidByYou: z.boolean(),
  })
  .meta({ id: 'BusinessMember' });
export type BusinessMember = z.infer<typeof BusinessMember>;

export const BusinessMembersResponse = z
  .object({ members: z.array(BusinessMember), total: z.number(), page: z.number(), pageSize: z.number() })
  .meta({ id: 'BusinessMembersResponse' });
export type BusinessMembersResponse = z.infer<typeof BusinessMembersResponse>;

export const BusinessReportMonth = z.object({
  /** YYYY-MM */
  month: z.string(),
  /** Employees who enrolled in the month. */
  enrolled: z.number(),
  /** Employees whose membership was active at the month's end (today for this month). */
  active: z.number(),
});
export const BusinessReportResponse = z
  .object({
    months: z.array(BusinessReportMonth),
    totals: z.object({ enrolled: z.number(), active: z.number(), canceled: z.number(), late: z.number() }),
  })
  .meta({ id: 'BusinessReportResponse' });
export type BusinessReportResponse = z.infer<typeof BusinessReportResponse>;

export const BusinessSettingsRequest = z
  .object({
    name: Required(120),
    phone: UsPhone,
    address: Required(300),
    employeeCount: EmployeeCount,
    /** Another practice, while no employee has enrolled; absent: keep the current one. */
    officeSlug: OfficeSlug.optional(),
  })
  .meta({ id: 'BusinessSettingsRequest' });
export type BusinessSettingsRequest = z.infer<typeof BusinessSettingsRequest>;

export const BusinessSettingsResponse = z
  .object({ _message: z.string(), profile: BusinessProfile })
  .meta({ id: 'BusinessSettingsResponse' });
export type BusinessSettingsResponse = z.infer<typeof BusinessSettingsResponse>;
