import Stripe from 'stripe';
import { type DeclineCode, PaymentDeclined, ProcessorUnavailable } from './payment-gateway';
import { DECLINE_MESSAGES } from './simulated-rules';

/**
 * Stripe's reason for a refusal (a card error's code and the issuer's decline code, or a PaymentIntent's last
 * payment error) as the port's decline code.
 */
export function declineCodeOf(e: { code?: string | null; decline_code?: string | null }, bank = false): DeclineCode {
  const reasons = [e.decline_code, e.code];
  if (reasons.includes('insufficient_funds')) return 'insufficient_funds';
  if (reasons.includes('expired_card')) return 'expired_card';
  if (bank || e.code?.startsWith('bank_account')) return 'bank_account_declined';
  if (e.code === 'processing_error') return 'processor_error';
  return 'card_declined';
}

/** Stripe out of reach or failing on its side (network, 5xx, rate limit) as the port's ProcessorUnavailable. */
export function unavailable(err: unknown): void {
  if (
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeAPIError ||
    err instanceof Stripe.errors.StripeRateLimitError
  ) {
    throw new ProcessorUnavailable(err.message);
  }
}

/**
 * Stripe refusing a movement of money out (a payout or a transfer): a request it will not carry out as asked (not
 * enough balance, no bank account, an account that cannot receive it) or the account's permission withheld.
 */
export const refusedByStripe = (
  err: unknown,
): err is Stripe.errors.StripeInvalidRequestError | Stripe.errors.StripePermissionError =>
  err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripePermissionError;

/** The processor's refusal as the port's, with Stripe's own message (already written for people). */
export function asDecline(err: unknown): never {
  unavailable(err);
  if (err instanceof Stripe.errors.StripeCardError) {
    const code = declineCodeOf(err);
    throw new PaymentDeclined(code, err.message || DECLINE_MESSAGES[code]);
  }
  if (err instanceof Stripe.errors.StripeInvalidRequestError) {
    const bank = err.code?.startsWith('bank_account') || err.param === 'external_account';
    const code: DeclineCode = bank ? 'bank_account_declined' : 'invalid_token';
    throw new PaymentDeclined(code, err.message || DECLINE_MESSAGES[code]);
  }
  throw err;
}
