import {
  dayInOrder,
  exactDigits,
  isValidSlug,
  JOB_TITLES,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  OFFICE_PROFILE_MESSAGES,
  optionalHttpsUrl,
  PERMISSION_LEVELS,
  PMS_OPTIONS,
  TIME_OF_DAY,
  US_STATES,
  usAreaCode,
  VALIDATION_MESSAGES,
  WEEKDAY_VALUES,
  zip,
  zipFromUsa,
} from '@mhq/domain';
import { z } from 'zod';
import { NewPassword } from './auth';
import { BodyId, Email, Id, Text } from './common';

/* The office profile, its logo, the signed-in user's own settings and the office's team (issue 6, office track). */

/** A US phone number as ten digits; the form masks it, the API stores the digits. */
export const UsPhone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s().-]/g, '').replace(/^\+?1(?=\d{10}$)/, ''))
  .refine((v) => exactDigits(10)(v) === null, 'Must be exactly 10 digits')
  .refine((v) => usAreaCode(v) === null, VALIDATION_MESSAGES.areaCode);

const Time = z.string().regex(TIME_OF_DAY, OFFICE_PROFILE_MESSAGES.time);

export const DayHours = z
  .object({ open: z.boolean(), from: Time, to: Time })
  .refine(dayInOrder, { message: OFFICE_PROFILE_MESSAGES.hoursOrder, path: ['to'] });

export const OpeningHours = z.object(
  Object.fromEntries(WEEKDAY_VALUES.map((d) => [d, DayHours])) as Record<
    (typeof WEEKDAY_VALUES)[number],
    typeof DayHours
  >,
);

const STATE_CODES = US_STATES.map((s) => s.code) as [string, ...string[]];
const PMS_VALUES = [...new Set([...PMS_OPTIONS.dental, ...PMS_OPTIONS.vision].map((o) => o.value))] as [
  string,
  ...string[],
];

export const OfficeAddress = z.object({
  line1: Text(120).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
  line2: Text(120),
  city: Text(80).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
  state: z.enum(STATE_CODES),
  zip: z
    .string()
    .trim()
    .refine((v) => v.length > 0 && zip(v) === null, VALIDATION_MESSAGES.zip)
    .refine((v) => zipFromUsa(v) === null, VALIDATION_MESSAGES.zipFromUsa),
});

export const Slug = z.string().trim().refine(isValidSlug, OFFICE_PROFILE_MESSAGES.slugFormat);

/** What the profile form sends: everything the practice describes itself with (not the logo, sent apart). */
/** An online booking link: empty, or a full https address, by the domain's one rule and message. */
export const BookingUrl = Text(500).superRefine((value, ctx) => {
  const problem = optionalHttpsUrl(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const OfficeProfileFields = z
  .object({
    officeName: Text(120).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
    email: Email,
    phone: UsPhone,
    address: OfficeAddress,
    hours: OpeningHours,
    specialtyId: z.number().int().positive().max(1000).nullable(),
    services: z
      .array(Text(80).pipe(z.string().min(1, VALIDATION_MESSAGES.required)))
      .max(30)
      .refine((list) => new Set(list.map((s) => s.toLowerCase())).size === list.length, {
        message: OFFICE_PROFILE_MESSAGES.servicesDuplicate,
      }),
    bookingUrl: BookingUrl,
    slug: Slug,
    pmsSystem: z.enum(PMS_VALUES).nullable(),
    /** Whether the office shows in the brand's public practice search (issue 27); left out: unchanged. */
    marketplaceListed: z.boolean().optional(),
  })
  .meta({ id: 'OfficeProfileFields' });
export type OfficeProfileFields = z.infer<typeof OfficeProfileFields>;

export const OfficeProfile = z
  .object({
    id: z.number().int(),
    officeName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.object({ line1: z.string(), line2: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
    hours: OpeningHours,
    specialtyId: z.number().int().nullable(),
    services: z.array(z.string()),
    bookingUrl: z.string(),
    slug: z.string(),
    pmsSystem: z.string().nullable(),
    logo: z.string().nullable(),
    marketplaceListed: z.boolean(),
  })
  .meta({ id: 'OfficeProfile' });
export type OfficeProfile = z.infer<typeof OfficeProfile>;

export const OfficeProfileRequest = z.object({ dentistInfoId: BodyId }).meta({ id: 'OfficeProfileRequest' });

export const OfficeProfileResponse = z
  .object({ _message: z.string().optional(), profile: OfficeProfile })
  .meta({ id: 'OfficeProfileResponse' });
export type OfficeProfileResponse = z.infer<typeof OfficeProfileResponse>;

export const UserOfficeParams = z.object({ id: Id, officeId: Id });

/** Base64 of at most LOGO_MAX_BYTES bytes (4 characters per 3 bytes, padded). */
const LOGO_MAX_BASE64 = Math.ceil(LOGO_MAX_BYTES / 3) * 4;

/** A logo upload: the file's bytes as base64, and what the browser says it is (checked against the bytes). */
export const LogoUpload = z
  .object({
    fileName: Text(200).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
    contentType: z.enum(LOGO_TYPES, OFFICE_PROFILE_MESSAGES.logoType),
    data: z
      .string()
      .max(LOGO_MAX_BASE64, OFFICE_PROFILE_MESSAGES.logoTooBig)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, VALIDATION_MESSAGES.invalidData),
  })
  .meta({ id: 'LogoUpload' });
export type LogoUpload = z.infer<typeof LogoUpload>;

export const LogoResponse = z
  .object({ _message: z.string(), logo: z.string().nullable() })
  .meta({ id: 'LogoResponse' });

/* The signed-in user's own settings */

export const UserInfoFields = z
  .object({
    firstName: Text(80).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
    middleName: Text(80),
    lastName: Text(80).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
    phone: z.union([z.literal(''), UsPhone]),
  })
  .meta({ id: 'UserInfoFields' });
export type UserInfoFields = z.infer<typeof UserInfoFields>;

export const UserInfoResponse = z
  .object({
    _message: z.string(),
    user: z.object({
      firstName: z.string(),
      middleName: z.string().nullable(),
      lastName: z.string(),
      phone: z.string().nullable(),
      email: z.string(),
    }),
  })
  .meta({ id: 'UserInfoResponse' });

export const ChangePasswordRequest = z
  .object({ currentPassword: z.string().min(1, VALIDATION_MESSAGES.required).max(200), newPassword: NewPassword })
  .meta({ id: 'ChangePasswordRequest' });

/* Team */

const JOB_TITLE_VALUES = [...new Set([...JOB_TITLES.dental, ...JOB_TITLES.vision].map((o) => o.value))] as [
  string,
  ...string[],
];
export const JobTitle = z.enum(JOB_TITLE_VALUES);
export const PermissionLevel = z.enum(PERMISSION_LEVELS.map((p) => p.value) as ['office_admin', 'dentist_standard']);

export const TeamUser = z
  .object({
    userId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    jobTitle: z.string().nullable(),
    type: z.string(),
    isOwner: z.boolean(),
    planCoordinator: z.boolean(),
    isActive: z.boolean(),
    /** Invited and has not set a password yet. */
    invited: z.boolean(),
  })
  .meta({ id: 'TeamUser' });
export type TeamUser = z.infer<typeof TeamUser>;

export const TeamResponse = z
  .object({ users: z.array(TeamUser), canManage: z.boolean(), callerIsOwner: z.boolean() })
  .meta({ id: 'TeamResponse' });
export type TeamResponse = z.infer<typeof TeamResponse>;

export const AddTeamUserRequest = z
  .object({
    firstName: Text(80).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
    lastName: Text(80).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
    email: Email,
    jobTitle: JobTitle,
    permission: PermissionLevel,
  })
  .meta({ id: 'AddTeamUserRequest' });
export type AddTeamUserRequest = z.infer<typeof AddTeamUserRequest>;

export const TeamUserRef = z.object({ userId: BodyId }).meta({ id: 'TeamUserRef' });

export const UpdateTeamUserRequest = z
  .object({
    userId: BodyId,
    firstName: Text(80).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
    lastName: Text(80).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
    jobTitle: JobTitle.nullable(),
    planCoordinator: z.boolean(),
    isOwner: z.boolean(),
  })
  .meta({ id: 'UpdateTeamUserRequest' });
export type UpdateTeamUserRequest = z.infer<typeof UpdateTeamUserRequest>;

/** `upgrade=true` confirms making the user an owner (the form asks first). */
export const UpdateTeamUserQuery = z.object({ upgrade: z.enum(['true', 'false']).optional() });

export const ReactivateRequest = z.object({ userId: BodyId, isDeleted: z.boolean() }).meta({ id: 'ReactivateRequest' });

export const ChangePermissionsRequest = z
  .object({ userId: BodyId, permission: PermissionLevel })
  .meta({ id: 'ChangePermissionsRequest' });

export const TeamChangeResponse = z
  .object({ _message: z.string(), users: z.array(TeamUser) })
  .meta({ id: 'TeamChangeResponse' });
export type TeamChangeResponse = z.infer<typeof TeamChangeResponse>;
