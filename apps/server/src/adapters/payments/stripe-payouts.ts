import type Stripe from 'stripe';
import { assertPositiveAmount, type PaymentGatewayPayouts } from './payment-gateway';
import { refusedByStripe, unavailable } from './stripe-errors';

/**
 * Payouts from a practice's connected account (its schedule set to manual) to its bank: the platform decides when and
 * how much, from its own ledger. A refusal (no bank account, not enough available balance) is a failed payout.
 */
export function stripePayouts(stripe: Stripe): PaymentGatewayPayouts {
  return {
    async payout(input) {
      assertPositiveAmount(input);
      try {
        const payout = await stripe.payouts.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            description: input.description,
            metadata: input.metadata,
          },
          { stripeAccount: input.accountId, idempotencyKey: input.idempotencyKey },
        );
        const failed = payout.status === 'failed' || payout.status === 'canceled';
        return {
          id: payout.id,
          status: failed ? 'failed' : 'paid',
          amountCents: payout.amount,
          arrivalDate: new Date(payout.arrival_date * 1000),
          failureMessage: failed ? (payout.failure_message ?? 'The bank refused the payout.') : null,
        };
      } catch (err) {
        unavailable(err);
        // Not enough available balance, no external account, payouts paused on the account: refused.
        if (refusedByStripe(err)) {
          return {
            id: null,
            status: 'failed',
            amountCents: input.amountCents,
            arrivalDate: new Date(),
            failureMessage: err.message,
          };
        }
        throw err;
      }
    },
  };
}
