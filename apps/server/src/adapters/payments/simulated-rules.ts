import { randomBytes } from 'node:crypto';
import { cardNotExpired, digitsOf } from '@mhq/domain';
import { type DeclineCode, PaymentDeclined } from './payment-gateway';

/** A processor-style id: prefix and 24 random hex characters. */
export const simId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * How the simulated processor answers to the well-known test numbers (the same numbers Stripe's test mode
 * uses, so a journey written against one runs against the other). Any other valid card behaves like 4242.
 */
export type CardBehaviour = 'ok' | 'decline_attach' | 'insufficient_funds' | 'fail_charge' | 'dispute';

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'ok',
  '4000000000000002': 'decline_attach',
  '4000000000009995': 'insufficient_funds',
  '4000000000000341': 'fail_charge',
  '4000000000000259': 'dispute',
};

export const cardBehaviour = (number: string): CardBehaviour => TEST_CARDS[digitsOf(number)] ?? 'ok';

export type BankBehaviour = 'ok' | 'fail';

/** Test bank accounts: routing 110000000 with 000123456789 succeeds, with 000111111116 fails. */
export const TEST_BANK = { routing: '110000000', ok: '000123456789', fail: '000111111116' } as const;

export const bankBehaviour = (accountNumber: string): BankBehaviour =>
  accountNumber === TEST_BANK.fail ? 'fail' : 'ok';

export const bankNameOf = (routing: string): string =>
  routing === TEST_BANK.routing ? 'STRIPE TEST BANK' : `Bank ${routing.slice(0, 4)}`;

/** Messages the processor answers with, as a card network would. */
export const DECLINE_MESSAGES = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  bank_account_declined: 'The bank could not verify this account. Check the numbers or use another account.',
  invalid_token: 'This payment token is invalid or was already used. Please enter the details again.',
  processor_error: 'The payment processor could not complete the request. Please try again.',
} as const;

export const decline = (code: DeclineCode) => new PaymentDeclined(code, DECLINE_MESSAGES[code]);

/**
 * Why charging an attached payment method fails, or null when it succeeds: by its test behaviour (0341 attaches
 * but is declined when charged), or a card past its expiry at the time of the charge.
 */
export function chargeRefusal(
  method: { behaviour: string; expMonth: number | null; expYear: number | null },
  now: Date,
): DeclineCode | null {
  if (method.expMonth !== null && method.expYear !== null && !cardNotExpired(method.expMonth, method.expYear, now)) {
    return 'expired_card';
  }
  switch (method.behaviour) {
    case 'fail_charge':
    case 'decline_attach':
      return 'card_declined';
    case 'insufficient_funds':
      return 'insufficient_funds';
    case 'fail':
      return 'bank_account_declined';
    default:
      return null;
  }
}

/** Test card 0259: the charge succeeds and the card's bank disputes it as fraudulent. */
export const disputedAfterCharge = (behaviour: string) => behaviour === 'dispute';
export const SIM_DISPUTE_REASON = 'fraudulent';

/** The simulated bank's deadline for evidence: 14 days after the dispute opened. */
export const SIM_DISPUTE_RESPONSE_DAYS = 14;
/** Days the simulated bank takes to decide once evidence is submitted. */
export const SIM_DISPUTE_REVIEW_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * How the simulated bank decides a dispute at `now` (its test clock): unanswered past its deadline, lost; answered,
 * decided 7 days later: won when the evidence carries the payer's agreement to the membership, lost without it.
 * Null while undecided.
 */
export function simulatedDecision(
  d: { status: string; dueBy: Date; submittedAt: Date | null; hasAgreement: boolean },
  now: Date,
): { status: 'won' | 'lost'; closedAt: Date } | null {
  if (d.status === 'needs_response' && now > d.dueBy) return { status: 'lost', closedAt: d.dueBy };
  if (d.status === 'under_review' && d.submittedAt) {
    const decidedAt = new Date(d.submittedAt.getTime() + SIM_DISPUTE_REVIEW_DAYS * DAY_MS);
    if (now >= decidedAt) return { status: d.hasAgreement ? 'won' : 'lost', closedAt: decidedAt };
  }
  return null;
}
