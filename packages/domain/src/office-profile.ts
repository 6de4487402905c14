/**
 * The office profile and team rules (issue 6, office track; spec 01 sections 3 and 6, 02 section 7 'Office and
 * user administration'). The spec shows the calls and their toasts, not the form: what it holds is designed.
 */

/** The days an office lists opening hours for, Monday first (as US practices print them). */
export const WEEKDAYS = [
  { value: 'mon', label: 'Monday' },
  { value: 'tue', label: 'Tuesday' },
  { value: 'wed', label: 'Wednesday' },
  { value: 'thu', label: 'Thursday' },
  { value: 'fri', label: 'Friday' },
  { value: 'sat', label: 'Saturday' },
  { value: 'sun', label: 'Sunday' },
] as const;

export type Weekday = (typeof WEEKDAYS)[number]['value'];
export const WEEKDAY_VALUES = WEEKDAYS.map((d) => d.value) as [Weekday, ...Weekday[]];

/** One day: closed, or open from one time to a later one (24-hour HH:MM, local to the office). */
export type DayHours = { open: boolean; from: string; to: string };
export type OpeningHours = Record<Weekday, DayHours>;

/** A new office's hours: weekdays 8 to 5, weekends closed. */
export const DEFAULT_HOURS: OpeningHours = {
  mon: { open: true, from: '08:00', to: '17:00' },
  tue: { open: true, from: '08:00', to: '17:00' },
  wed: { open: true, from: '08:00', to: '17:00' },
  thu: { open: true, from: '08:00', to: '17:00' },
  fri: { open: true, from: '08:00', to: '17:00' },
  sat: { open: false, from: '09:00', to: '13:00' },
  sun: { open: false, from: '09:00', to: '13:00' },
};

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const OFFICE_PROFILE_MESSAGES = {
  saved: 'Office profile saved',
  logoAdded: 'Your Logo was added successfully',
  logoDeleted: 'Your Logo was deleted successfully',
  noLogo: 'The office has no logo',
  slugTaken: 'This address is already taken by another office',
  slugFormat: 'Use 3 to 60 lowercase letters, digits and single hyphens',
  httpsOnly: 'Enter a full https:// address',
  hoursOrder: 'Closing time must be after opening time',
  time: 'Use a time like 08:00',
  specialty: 'Choose a specialty of this brand',
  servicesDuplicate: 'Each service once',
  logoTooBig: 'The logo must be 2 MB or smaller',
  logoType: 'The logo must be a PNG, JPEG or SVG image',
  logoMismatch: "The file's content does not match its type",
  logoUnsafe: 'This SVG contains scripts, links or embedded content and cannot be used',
  logoInvalid: 'This file is not a readable image',
} as const;

/** A public enrolment address segment: lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;

export const isValidSlug = (slug: string): boolean =>
  slug.length >= SLUG_MIN_LENGTH && slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);

/** A slug suggested from an office name: 'Bright Smiles Dental & Co.' gives 'bright-smiles-dental-co'. */
export function slugFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** A booking link must be a full https address (a patient follows it from the enrolment page). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Whether the day's closing time is after its opening time (a closed day needs no order). */
export const dayInOrder = (day: DayHours): boolean => !day.open || day.from < day.to;

/** Logo bounds: the upload's size, and the box it is resized to fit. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_SIDE = 512;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/* Team */

/** The permission levels an office user can be given besides owner (spec 01 section 6). */
export const PERMISSION_LEVELS = [
  { value: 'office_admin', label: 'Office admin: manages plans, profile and users' },
  { value: 'dentist_standard', label: 'Standard: works with members, read-only settings' },
] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number]['value'];

export const TEAM_MESSAGES = {
  added: 'User added',
  updated: 'User updated',
  deleted: 'User removed from the office',
  activated: 'User account is activated',
  deactivated: 'User account is deactivated',
  permissionsChanged: 'Permissions changed',
  emailTaken: 'A user with this email already exists',
  notYourself: 'You cannot do this to your own account',
  lastOwner: 'The office must keep at least one active owner',
  ownerOnly: 'Only an owner can change an owner',
  confirmUpgrade: 'Confirm the upgrade to owner',
  ownerPermissions: 'An owner has every permission; remove the owner role first',
  managersOnly: 'Only owners and office admins manage users',
  infoSaved: 'Your information was saved',
  passwordChanged: 'Your password has been changed; other sessions were signed out',
  wrongPassword: 'The current password is not correct',
  samePassword: 'Choose a password different from the current one',
} as const;

/** Who manages an office's team: its owners and office admins (spec 01 section 6). */
export const canManageTeam = (caller: { type: string; isOwner: boolean }): boolean =>
  caller.isOwner || caller.type === 'dentist' || caller.type === 'office_admin';

export type TeamMember = { userId: number; isOwner: boolean; isActive: boolean };

/**
 * Why the caller may not act on the target (deactivate, delete, change role), or null when they may.
 * Nobody acts on themselves; only owners act on owners; the office keeps one active owner.
 */
export function teamActionRefusal(
  caller: { userId: number; isOwner: boolean },
  target: TeamMember,
  team: readonly TeamMember[],
  action: 'deactivate' | 'delete' | 'demote' | 'activate' | 'edit',
): keyof typeof TEAM_MESSAGES | null {
  if (action !== 'edit' && target.userId === caller.userId) return 'notYourself';
  if (target.isOwner && !caller.isOwner) return 'ownerOnly';
  if (target.isOwner && (action === 'deactivate' || action === 'delete' || action === 'demote')) {
    const otherOwners = team.filter((m) => m.isOwner && m.isActive && m.userId !== target.userId);
    if (otherOwners.length === 0) return 'lastOwner';
  }
  return null;
}
