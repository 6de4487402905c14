/**
 * The enrolment form's group code and referral code (spec 01 section 5 'Enrollment form fields': group code,
 * referral code; 'group code is not valid'). A group code names a group with a discount (a BusinessConnect employer:
 * the code does what the employer's link does). A referral code names a household of the practice: the household
 * that referred a new one gets an account credit, paid by the practice like a discount, used on its next charge.
 */

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/**
 * The platform's account credit for a referral when no setting says otherwise: half a month of a dental plan at
 * the default price (spec 02 section 9: 49 a month), enough to notice, less than any plan's month.
 */
export const REFERRAL_CREDIT_DEFAULT_CENTS = 2500;
/** A setting beyond this is a typo, not a policy: the default is used instead. */
const REFERRAL_CREDIT_MAX_CENTS = 50_000;

/** A code as typed ('  acme-10 ') as it is stored and compared ('ACME10'). */
export function normalizeCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** A code worth looking up: 4 to 16 letters and digits once normalized. */
export function isWellFormedCode(code: string): boolean {
  return /^[A-Z0-9]{4,16}$/.test(code);
}

/** A new referral code from random numbers (one per character, each below 2^32). */
export function referralCodeFrom(random: readonly number[]): string {
  if (random.length < REFERRAL_CODE_LENGTH) throw new Error('not enough random numbers for a code');
  return random
    .slice(0, REFERRAL_CODE_LENGTH)
    .map((n) => CODE_ALPHABET[Math.abs(Math.trunc(n)) % CODE_ALPHABET.length])
    .join('');
}

/** The referral credit in cents from the platform's setting (a number of cents); the default when unset or absurd. */
export function referralCreditCents(setting: unknown): number {
  return typeof setting === 'number' &&
    Number.isInteger(setting) &&
    setting >= 0 &&
    setting <= REFERRAL_CREDIT_MAX_CENTS
    ? setting
    : REFERRAL_CREDIT_DEFAULT_CENTS;
}

/** A household's account credit: what was granted (positive) and used (negative), as the credit rows record it. */
export function creditBalanceCents(movements: readonly { amountCents: number }[]): number {
  return Math.max(
    0,
    movements.reduce((sum, m) => sum + m.amountCents, 0),
  );
}

/**
 * A charge with the household's account credit used on it: the credit pays as much of the charge as it can, never
 * more than the charge and never more than the balance; what is left is charged to the household's payment method.
 */
export function applyAccountCredit(
  dueCents: number,
  balanceCents: number,
): { chargeCents: number; creditUsedCents: number } {
  const due = Math.max(0, Math.trunc(dueCents));
  const creditUsedCents = Math.min(due, Math.max(0, Math.trunc(balanceCents)));
  return { chargeCents: due - creditUsedCents, creditUsedCents };
}
