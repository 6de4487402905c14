/** Form validation shared by the web forms and the API (spec 01 section 5, 02 section 5). */
import { DATE_FORMAT, MEMBER_SEARCH_MIN_LENGTH } from './lists';

/** The enrolment form messages, word for word (spec 01 and 02 section 5). */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  checked: 'Field must be checked',
  email: 'Invalid email',
  emailsMatch: 'Email must match',
  passwordsMatch: 'Passwords must match',
  invalidData: 'Invalid data',
  invalidDate: 'Invalid date',
  dateFormat: 'Date must follow format {format}',
  exactDigits: 'Must be exactly {digits} digits',
  zip: 'Must be exactly 5 or 9 digits',
  zipFromUsa: 'ZIP must be from USA',
  areaCode: 'Area code must be from USA',
  cardExpired: 'Card expired',
  groupCode: 'group code is not valid',
  /** Not in the spec's list: the issue report's 500-character cap needs a message when the API enforces it. */
  maxLength: 'Must be at most {max} characters',
} as const;

/** A validator's answer: the message to show, or null when the value passes. */
export type ValidationResult = string | null;

/** Fills the {name} placeholders of a message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

const isBlank = (value: string) => value.trim() === '';

/**
 * A value is missing when it is null, undefined, NaN, an empty list or a string of only spaces.
 * The other validators pass an empty value, so an optional field may stay empty: emptiness is this one's job.
 */
export function required(value: unknown): ValidationResult {
  const missing =
    value === null ||
    value === undefined ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (typeof value === 'string' && isBlank(value)) ||
    (Array.isArray(value) && value.length === 0);
  return missing ? VALIDATION_MESSAGES.required : null;
}

/** A checkbox that must be ticked, such as the checkout agreements. */
export function checked(value: boolean | null | undefined): ValidationResult {
  return value === true ? null : VALIDATION_MESSAGES.checked;
}

// One @, a local part and a dotted domain without spaces, ending in a top-level domain of 2+ letters.
const EMAIL =
  /^[^\s@]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** A well-formed email address (surrounding spaces ignored). */
export function email(value: string): ValidationResult {
  if (isBlank(value)) return null;
  return EMAIL.test(value.trim()) ? null : VALIDATION_MESSAGES.email;
}

/** The confirmation email repeats the email; compared without surrounding spaces and case, as mail is delivered. */
export function emailsMatch(value: string, confirmation: string): ValidationResult {
  if (isBlank(confirmation)) return null;
  return value.trim().toLowerCase() === confirmation.trim().toLowerCase() ? null : VALIDATION_MESSAGES.emailsMatch;
}

/** The confirmation password repeats the password exactly. */
export function passwordsMatch(value: string, confirmation: string): ValidationResult {
  if (confirmation === '') return null;
  return value === confirmation ? null : VALIDATION_MESSAGES.passwordsMatch;
}

export type CalendarDate = { year: number; month: number; day: number };

function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/** Reads MM/dd/yyyy into a calendar date; null when the text is not a real date in that format. */
export function parseMMddyyyy(value: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A date typed as MM/dd/yyyy that exists on the calendar (31/02 and 02/29 of a common year do not). */
export function dateMMddyyyy(value: string): ValidationResult {
  if (isBlank(value)) return null;
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(value.trim())) {
    return fillMessage(VALIDATION_MESSAGES.dateFormat, { format: DATE_FORMAT });
  }
  return parseMMddyyyy(value) ? null : VALIDATION_MESSAGES.invalidDate;
}

/** Exactly n digits and nothing else; masked inputs pass their unmasked value. */
export function exactDigits(n: number): (value: string) => ValidationResult {
  const pattern = new RegExp(`^\\d{${n}}$`);
  return (value) => {
    if (isBlank(value)) return null;
    return pattern.test(value.trim()) ? null : fillMessage(VALIDATION_MESSAGES.exactDigits, { digits: n });
  };
}

const ZIP = /^(\d{5})(?:-?\d{4})?$/;

/** A ZIP code of 5 digits or ZIP+4 of 9 digits, with or without the dash (12345, 12345-6789, 123456789). */
export function zip(value: string): ValidationResult {
  if (isBlank(value)) return null;
  return ZIP.test(value.trim()) ? null : VALIDATION_MESSAGES.zip;
}

/** The lowest and highest five-digit ZIP codes the USPS has assigned (Holtsville IRS, Ketchikan AK). */
export const US_ZIP_RANGE = { lowest: 501, highest: 99950 } as const;

/**
 * A ZIP from the USA lies between 00501 and 99950: prefixes 000 to 004 are placeholders or mail for
 * destinations outside the US. Unassigned prefixes inside the range are not listed, as the USPS assigns them
 * over time and a stale list would turn away real addresses. A malformed ZIP is `zip`'s message, not this one.
 */
export function zipFromUsa(value: string): ValidationResult {
  const match = ZIP.exec(value.trim());
  if (!match?.[1]) return null;
  const five = Number(match[1]);
  return five >= US_ZIP_RANGE.lowest && five <= US_ZIP_RANGE.highest ? null : VALIDATION_MESSAGES.zipFromUsa;
}

/**
 * The area code of a US phone number follows the North American Numbering Plan: its first digit is 2-9,
 * it is not an N11 service code (211, 311 ... 911) and its middle digit is not 9 (reserved for expansion).
 * NANP also covers Canada and the Caribbean, which share the format; telling them apart needs a table.
 * Formatting and a leading country code 1 are ignored; fewer than 3 digits is left to the length check.
 */
export function usAreaCode(phone: string): ValidationResult {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length < 3) return null;
  const [first, second, third] = digits;
  const valid = first !== '0' && first !== '1' && second !== '9' && !(second === '1' && third === '1');
  return valid ? null : VALIDATION_MESSAGES.areaCode;
}

/**
 * A card is good through the last day of its expiry month, read in UTC: it has expired once that month is
 * over. Two-digit years are in the 2000s; a month outside 1-12 is invalid data.
 */
export function cardExpired(month: number, year: number, now: Date): ValidationResult {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 0) {
    return VALIDATION_MESSAGES.invalidData;
  }
  const fullYear = year < 100 ? 2000 + year : year;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return fullYear * 12 + (month - 1) < current ? VALIDATION_MESSAGES.cardExpired : null;
}

/** Group code format: 3 to 32 letters, digits, dashes or underscores. Whether the code exists is the server's. */
export const GROUP_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** A group code is optional at enrolment; when given it must have the group-code format. */
export function groupCode(value: string): ValidationResult {
  if (isBlank(value)) return null;
  return GROUP_CODE_PATTERN.test(value.trim()) ? null : VALIDATION_MESSAGES.groupCode;
}

/** At most `max` characters, counted as the browser's maxlength counts them (UTF-16 units). */
export function maxLength(max: number): (value: string) => ValidationResult {
  return (value) => (value.length <= max ? null : fillMessage(VALIDATION_MESSAGES.maxLength, { max }));
}

/** A search runs only once 2 or more characters, spaces aside, are typed (spec 01 and 02 section 5). */
export function shouldSearch(text: string): boolean {
  return text.trim().length >= MEMBER_SEARCH_MIN_LENGTH;
}

/** Apostrophes in search queries are escaped with a backslash: O'Brien is sent as O\'Brien. */
export function escapeSearchApostrophes(text: string): string {
  return text.replaceAll("'", "\\'");
}

/** The confirmation code has 4 single-digit boxes unless told otherwise (spec 01 sections 5 and 9). */
export const CODE_LENGTH_DEFAULT = 4;

/** A pasted code reduced to its digits, cut to the number of boxes. */
export function digitsOnly(paste: string, length: number = CODE_LENGTH_DEFAULT): string {
  return paste.replace(/\D/g, '').slice(0, Math.max(0, length));
}

/** A code is complete when every box holds a digit. */
export function isCodeComplete(code: string, length: number = CODE_LENGTH_DEFAULT): boolean {
  return new RegExp(`^\\d{${length}}$`).test(code);
}

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** The first failing check's message, in order. */
function firstError(...results: ValidationResult[]): string | undefined {
  return results.find((result) => result !== null) ?? undefined;
}

function collect<K extends string>(entries: Record<K, string | undefined>): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const key of Object.keys(entries) as K[]) {
    const message = entries[key];
    if (message !== undefined) errors[key] = message;
  }
  return errors;
}

export type InviteForm = { email: string; spanish: boolean };

/** The invite form starts empty and in English (spanish false). */
export const INVITE_FORM_DEFAULTS: InviteForm = { email: '', spanish: false };

/** Invite form: email required and valid; the language is a free choice. */
export function validateInviteForm(form: InviteForm): FormErrors<'email'> {
  return collect({ email: firstError(required(form.email), email(form.email)) });
}

export type ContactForm = { name: string; email: string; message: string };

/** Support contact form: name, a valid email and message are all required. */
export function validateContactForm(form: ContactForm): FormErrors<keyof ContactForm> {
  return collect({
    name: firstError(required(form.name)),
    email: firstError(required(form.email), email(form.email)),
    message: firstError(required(form.message)),
  });
}

/** The issue report message holds at most 500 characters (spec 01 sections 5 and 9). */
export const ISSUE_REPORT_MAX_LENGTH = 500;

export type IssueReportForm = { message: string };

/** Issue report: a message is required, at most 500 characters. */
export function validateIssueReport(form: IssueReportForm): FormErrors<'message'> {
  return collect({ message: firstError(required(form.message), maxLength(ISSUE_REPORT_MAX_LENGTH)(form.message)) });
}
