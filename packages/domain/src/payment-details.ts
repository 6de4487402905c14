/**
 * Rules for card and bank details (the connect-bank modal, the tier-billing card form, and the simulated
 * processor's token endpoint, which checks them again on its side). Pure: no I/O.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** Digits only: spaces and dashes people type between groups are dropped. */
export const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn check every card number carries in its last digit. */
export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card network, from the number's first digits. */
export function cardBrand(number: string): CardBrand {
  const n = digitsOf(number);
  if (/^4/.test(n)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(n)) return 'discover';
  return 'unknown';
}

const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  mastercard: 'Mastercard',
};

/** A card network as people write it: 'visa' is Visa, 'amex' American Express. */
export const cardBrandName = (brand: string): string =>
  BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/** Whether a card expiring at the end of month/year is still good at `now` (UTC). */
export function cardNotExpired(expMonth: number, expYear: number, now: Date): boolean {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear)) return false;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear > year || (expYear === year && expMonth >= month);
}

/** CVC: 4 digits for American Express, 3 for the others. */
/** A card's expiry as typed, MM/YY or MM/YYYY, into month and four-digit year; NaN when unreadable. */
export function parseExpiry(text: string): { month: number; year: number } {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return { month: Number.NaN, year: Number.NaN };
  const year = Number(m[2]);
  return { month: Number(m[1]), year: year < 100 ? 2000 + year : year };
}

export function cvcValid(cvc: string, brand: CardBrand): boolean {
  return brand === 'amex' ? /^\d{4}$/.test(cvc) : /^\d{3}$/.test(cvc);
}

export const CARD_MESSAGES = {
  number: 'Your card number is invalid.',
  expired: 'Card expired',
  cvc: "Your card's security code is invalid.",
} as const;

/** The checks a card form makes before tokenizing; null when the card may be sent to the processor. */
export function cardProblems(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now: Date,
): Partial<Record<'number' | 'exp' | 'cvc', string>> | null {
  const problems: Partial<Record<'number' | 'exp' | 'cvc', string>> = {};
  if (!luhnValid(card.number)) problems.number = CARD_MESSAGES.number;
  if (!cardNotExpired(card.expMonth, card.expYear, now)) problems.exp = CARD_MESSAGES.expired;
  if (!cvcValid(card.cvc, cardBrand(card.number))) problems.cvc = CARD_MESSAGES.cvc;
  return Object.keys(problems).length > 0 ? problems : null;
}

/**
 * An ABA routing number: nine digits whose weighted sum (3, 7, 1 repeating) is a multiple of ten.
 * The weights catch every single-digit error and most transpositions.
 */
export function abaRoutingValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(routing[i]), 0);
  return sum % 10 === 0;
}

export const BANK_MESSAGES = {
  routing: 'Routing number must be 9 digits with a valid check digit',
  account: 'Account number must be 4 to 17 digits',
  confirm: 'Account numbers must match',
  holder: 'Account holder name is required',
} as const;

export type BankAccountForm = {
  accountHolderName: string;
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
};

/** The connect-bank modal's checks (spec 01 section 5 extended with the bank's own rules). */
export function bankAccountProblems(form: BankAccountForm): Partial<Record<keyof BankAccountForm, string>> | null {
  const problems: Partial<Record<keyof BankAccountForm, string>> = {};
  if (form.accountHolderName.trim().length === 0) problems.accountHolderName = BANK_MESSAGES.holder;
  if (!abaRoutingValid(form.routingNumber.trim())) problems.routingNumber = BANK_MESSAGES.routing;
  if (!/^\d{4,17}$/.test(form.accountNumber.trim())) problems.accountNumber = BANK_MESSAGES.account;
  if (form.confirmAccountNumber.trim() !== form.accountNumber.trim())
    problems.confirmAccountNumber = BANK_MESSAGES.confirm;
  return Object.keys(problems).length > 0 ? problems : null;
}

/** The last four digits, the only part of a card or account number anyone keeps. */
export const last4Of = (number: string): string => digitsOf(number).slice(-4);
