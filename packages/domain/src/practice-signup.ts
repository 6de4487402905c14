/**
 * A practice signing itself up (spec 01 sections 2 to 5, 02 sections 4 'Code entry' and 7 'Office and user
 * administration'): the emailed confirmation code, its throttles, and the form rules shared by web and server.
 */
import { US_STATES } from './lists';
import { isHttpsUrl, OFFICE_PROFILE_MESSAGES } from './office-profile';
import { SPECIALTIES } from './specialties';
import { hasFeature, type TenantConfig } from './tenants';
import { exactDigits, usAreaCode, VALIDATION_MESSAGES, type ValidationResult, zip, zipFromUsa } from './validation';

/** A confirmation code lives 15 minutes and survives 5 wrong tries; a new one voids the ones before it. */
export const SIGNUP_CODE_LIFETIME_MS = 15 * 60 * 1000;
export const SIGNUP_CODE_MAX_TRIES = 5;

/** Codes mailed per email and per address within the window (like password reset). */
export const SIGNUP_CODE_THROTTLE = { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 50 } as const;
/** Wrong codes per email from one address, and per address, within the window (like sign-in). */
export const SIGNUP_VERIFY_THROTTLE = { windowMs: 15 * 60 * 1000, perAccount: 10, perAddress: 50 } as const;
/** Sign-ups and email checks from one address within an hour. */
export const SIGNUP_THROTTLE = { windowMs: 60 * 60 * 1000, perAddress: 10 } as const;
export const CHECK_EMAIL_THROTTLE = { windowMs: 15 * 60 * 1000, perAddress: 60 } as const;

export const SIGNUP_MESSAGES = {
  emailInUse: 'This email is already in use',
  selectPlanFirst: 'Please select your plan first',
  codeSent: 'We sent a 4-digit code to your email. It expires in 15 minutes.',
  codeWrong: 'That code is not correct. Please check the email we sent and try again.',
  codeExpired: 'This code has expired or has already been used. Please request a new one.',
  codeTooManyTries: 'Too many wrong codes. Please request a new one.',
  verified: 'Your email is confirmed. Welcome aboard!',
  termsRequired: 'Please agree to the terms to continue',
  invalidTier: 'Choose one of the plans offered',
  setupSaved: 'Your office is set up',
  officesSaved: (n: number) => (n === 1 ? '1 office added' : `${n} offices added`),
  slugTaken: 'This address is already taken by another office',
  slugDuplicate: 'Two offices in this list have the same address',
  unknownZip: 'ZIP must be from USA',
  zipState: (state: string) => `This ZIP is not in ${state}`,
  invalidState: 'Choose a US state',
  phone: 'Must be exactly 10 digits',
  /** Spec 01 section 5: office admins cannot add locations themselves; they are told to contact support. */
  locationsOwnerOnly:
    'Office admins cannot add locations themselves. Please contact support and we will add it for you.',
  unknownSpecialty: (name: string) => `"${name}" is not one of the specialties offered: choose one from the list`,
} as const;

/** The ten digits of a US phone number as typed ('(512) 555-0101', '+1 512 555 0101'). */
export const usPhoneDigits = (phone: string): string => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** A US phone: ten digits with a North American area code; the empty value is `required`'s business. */
export function usPhone(phone: string): ValidationResult {
  if (phone.trim() === '') return null;
  const digits = usPhoneDigits(phone);
  return exactDigits(10)(digits) ?? usAreaCode(digits);
}

export const isUsStateCode = (code: string): boolean => US_STATES.some((s) => s.code === code);

/** A ZIP as the address form checks it: 5 or 9 digits, in the USPS range (the server also checks it exists). */
export const usZip = (value: string): ValidationResult => zip(value) ?? zipFromUsa(value);

export type UsAddress = { street: string; city: string; state: string; zip: string };

/** One line, as offices store and print it: '100 Congress Ave, Austin, TX 78701'. */
export function formatUsAddress(a: UsAddress): string {
  return `${a.street.trim()}, ${a.city.trim()}, ${a.state.trim()} ${a.zip.trim()}`;
}

/** An online booking link, as setup takes it: empty, or a full https address (patients follow it from the enrolment page). */
export const optionalHttpsUrl = (value: string): ValidationResult =>
  value.trim() === '' || isHttpsUrl(value.trim()) ? null : OFFICE_PROFILE_MESSAGES.httpsOnly;

/** The brand's default specialty for a new office (its defaultSpecialty flag: the first of its list), else none. */
export const defaultSpecialtyId = (tenant: TenantConfig): number | null =>
  hasFeature(tenant, 'defaultSpecialty') ? (SPECIALTIES[tenant.id][0]?.id ?? null) : null;

/** The first free slug: the base itself, else base-2, base-3... */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, 60 - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export const ZIP_MESSAGES = { format: VALIDATION_MESSAGES.zip, usa: VALIDATION_MESSAGES.zipFromUsa } as const;
