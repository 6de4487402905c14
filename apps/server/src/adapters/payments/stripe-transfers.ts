import type Stripe from 'stripe';
import { assertPositiveAmount, PaymentDeclined, type PaymentGatewayTransfers } from './payment-gateway';
import { DECLINE_MESSAGES } from './simulated-rules';
import { refusedByStripe, unavailable } from './stripe-errors';

/**
 * Transfers from the platform's Stripe balance to a connected account (Connect's separate transfers), under our
 * idempotency key, which Stripe answers with its first transfer for 24 hours; the claim's own key (guarantee_<id>) is
 * also kept as the transfer group, so the transfer is found again at Stripe after that.
 */
export function stripeTransfers(stripe: Stripe): PaymentGatewayTransfers {
  return {
    async transferToAccount(input) {
      assertPositiveAmount(input);
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            destination: input.accountId,
            description: input.description,
            transfer_group: input.idempotencyKey,
            metadata: input.metadata ?? {},
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return {
          id: transfer.id,
          accountId: typeof transfer.destination === 'string' ? transfer.destination : input.accountId,
          amountCents: transfer.amount,
          createdAt: new Date(transfer.created * 1000),
        };
      } catch (err) {
        unavailable(err);
        // The platform's balance short, an account that is unknown or cannot receive transfers: Stripe's refusal.
        if (refusedByStripe(err)) {
          throw new PaymentDeclined('processor_error', err.message || DECLINE_MESSAGES.processor_error);
        }
        throw err;
      }
    },
  };
}
