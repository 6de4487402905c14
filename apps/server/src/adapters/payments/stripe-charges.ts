import Stripe from 'stripe';
import {
  assertChargeAmounts,
  assertPositiveAmount,
  type Charge,
  type ChargeRequest,
  type Dispute,
  PaymentDeclined,
  type PaymentGatewayCharges,
  type Refund,
  RefundExceedsCharge,
  type RefundReason,
} from './payment-gateway';
import { DECLINE_MESSAGES } from './simulated-rules';
import { declineCodeOf, unavailable } from './stripe-errors';

/** At most this many disputes are read in one `disputesSince` (pages of 100). */
export const MAX_DISPUTES_READ = 10_000;

/**
 * Stripe takes one PaymentIntent per request: batches of charges go as this many requests in flight at once, all
 * batches together, under its rate limits (100 a second in live mode, 25 in test mode) yet many times faster than one
 * after the other.
 */
export const CHARGES_IN_FLIGHT = 8;

/** Runs work `slots` at a time across every caller; the rest wait their turn, first come first served. */
function inTurn(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < slots) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot goes to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

const idOf = (ref: string | { id: string } | null | undefined): string | null =>
  ref == null ? null : typeof ref === 'string' ? ref : ref.id;

/** Stripe's refund reasons; a cancellation is the customer's request, our own reason kept in the metadata. */
const STRIPE_REFUND_REASON: Record<RefundReason, Stripe.RefundCreateParams.Reason> = {
  requested_by_customer: 'requested_by_customer',
  duplicate: 'duplicate',
  fraudulent: 'fraudulent',
  cancellation: 'requested_by_customer',
};

const DISPUTE_STATUS: Record<string, Dispute['status']> = {
  warning_needs_response: 'needs_response',
  needs_response: 'needs_response',
  appeal_needs_response: 'needs_response',
  warning_under_review: 'under_review',
  under_review: 'under_review',
  appeal_under_review: 'under_review',
  // An inquiry closed without a chargeback, or a dispute prevented: the practice keeps the money.
  warning_closed: 'won',
  prevented: 'won',
  won: 'won',
  lost: 'lost',
};

function failedCharge(
  id: string,
  input: ChargeRequest,
  refusal: { code?: string | null; decline_code?: string | null; message?: string | null } | null,
  bank: boolean,
  created: number | null,
): Charge {
  const code = declineCodeOf(refusal ?? {}, bank);
  return {
    id,
    status: 'failed',
    amountCents: input.amountCents,
    applicationFeeCents: input.applicationFeeCents,
    failureCode: code,
    failureMessage: refusal?.message || DECLINE_MESSAGES[code],
    createdAt: created ? new Date(created * 1000) : new Date(),
  };
}

/** A confirmed PaymentIntent as the port's charge: a bank debit Stripe accepted ('processing') has succeeded. */
function chargeOf(intent: Stripe.PaymentIntent, input: ChargeRequest): Charge {
  if (intent.status === 'succeeded' || intent.status === 'processing') {
    return {
      id: intent.id,
      status: 'succeeded',
      amountCents: intent.amount,
      applicationFeeCents: intent.application_fee_amount ?? input.applicationFeeCents,
      failureCode: null,
      failureMessage: null,
      createdAt: new Date(intent.created * 1000),
    };
  }
  // Off-session, anything else (a card that wants its holder to authenticate, a method to replace) is a refusal.
  const refusal = intent.last_payment_error ?? null;
  const bank = refusal?.payment_method?.type === 'us_bank_account';
  return failedCharge(intent.id, input, refusal, bank, intent.created);
}

/** A Stripe dispute as the port's: its charge named by the PaymentIntent, as `charge` answered it. */
function disputeOf(d: Stripe.Dispute): Dispute {
  const due = d.evidence_details?.due_by ?? null;
  return {
    id: d.id,
    chargeId: idOf(d.payment_intent) ?? idOf(d.charge) ?? '',
    amountCents: d.amount,
    reason: d.reason,
    status: DISPUTE_STATUS[d.status] ?? 'needs_response',
    createdAt: new Date(d.created * 1000),
    respondBy: due ? new Date(due * 1000) : null,
  };
}

/** A call on one dispute: an unknown one, or one that no longer takes evidence, is a refusal with Stripe's words. */
async function disputeCall(call: () => Promise<Stripe.Dispute>): Promise<Dispute> {
  try {
    return disputeOf(await call());
  } catch (err) {
    unavailable(err);
    if (err instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new PaymentDeclined(err.code === 'resource_missing' ? 'invalid_token' : 'processor_error', err.message);
    }
    throw err;
  }
}

function refundStatus(status: string | null): Refund['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/**
 * Destination charges through PaymentIntents confirmed off-session: the money settles to the practice's connected
 * account, the platform keeps its application fee. The idempotency key goes to Stripe, which answers a retry
 * with its first answer (a card error included) for 24 hours.
 */
export function stripeCharges(stripe: Stripe): PaymentGatewayCharges {
  const batched = inTurn(CHARGES_IN_FLIGHT);
  const charges: PaymentGatewayCharges = {
    /** One request per charge, CHARGES_IN_FLIGHT at a time across batches; each answer (or error) in its place. */
    async chargeMany(requests) {
      return Promise.all(
        requests.map((input) =>
          batched(() =>
            charges.charge(input).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err)))),
          ),
        ),
      );
    },

    async charge(input) {
      assertChargeAmounts(input);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            // The platform's own charge (a tier) stays with the platform: no transfer, no fee.
            ...(input.destinationAccountId
              ? {
                  application_fee_amount: input.applicationFeeCents,
                  transfer_data: { destination: input.destinationAccountId },
                }
              : {}),
            description: input.description,
            // The key kept with the charge too, so that `findCharge` can tell which PaymentIntent a key made.
            metadata: { ...input.metadata, idempotency_key: input.idempotencyKey },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return chargeOf(intent, input);
      } catch (err) {
        unavailable(err);
        if (err instanceof Stripe.errors.StripeCardError) {
          // A refused card still leaves a PaymentIntent behind: its id is the failed charge's.
          const intent = err.payment_intent;
          const id = intent?.id ?? err.charge ?? err.requestId;
          if (!id) throw err;
          const bank = intent?.last_payment_error?.payment_method?.type === 'us_bank_account';
          return failedCharge(id, input, err, bank, intent?.created ?? null);
        }
        // No such customer or payment method, or a method detached or of another customer.
        if (
          err instanceof Stripe.errors.StripeInvalidRequestError &&
          (err.param === 'customer' || err.param === 'payment_method' || err.code?.startsWith('payment_method'))
        ) {
          throw new PaymentDeclined('invalid_token', err.message || DECLINE_MESSAGES.invalid_token);
        }
        throw err;
      }
    },

    async findCharge({ customerId, idempotencyKey }) {
      // The customer's PaymentIntents, newest first: listing is read at once (Stripe's search lags behind by up to a
      // minute); a household has a handful a year.
      try {
        for await (const intent of stripe.paymentIntents.list({ customer: customerId, limit: 100 })) {
          if (intent.metadata?.idempotency_key !== idempotencyKey) continue;
          const input = {
            amountCents: intent.amount,
            applicationFeeCents: intent.application_fee_amount ?? 0,
          } as ChargeRequest;
          return chargeOf(intent, input);
        }
        return null;
      } catch (err) {
        unavailable(err);
        throw err;
      }
    },

    async refund(input) {
      assertPositiveAmount(input);
      try {
        const refund = await stripe.refunds.create(
          {
            // Our charge id is the PaymentIntent's; an older charge (ch_...) is refunded by its own id.
            ...(input.chargeId.startsWith('pi_') ? { payment_intent: input.chargeId } : { charge: input.chargeId }),
            amount: input.amountCents,
            reason: STRIPE_REFUND_REASON[input.reason],
            // Destination charge: the platform's fee goes back in proportion and the practice's share is pulled back.
            refund_application_fee: true,
            reverse_transfer: true,
            metadata: { reason: input.reason },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return {
          id: refund.id,
          chargeId: input.chargeId,
          amountCents: refund.amount,
          status: refundStatus(refund.status),
        };
      } catch (err) {
        unavailable(err);
        if (err instanceof Stripe.errors.StripeInvalidRequestError) {
          if (err.code === 'charge_already_refunded') throw new RefundExceedsCharge(err.message, 0);
          // "Refund amount ($x) is greater than unrefunded amount on charge ($y)".
          if (err.param === 'amount') throw new RefundExceedsCharge(err.message, null);
          if (err.code === 'resource_missing') throw new PaymentDeclined('invalid_token', err.message);
        }
        throw err;
      }
    },

    async disputesSince(since) {
      // Stripe counts in whole seconds: rounding down may repeat a dispute from the second before, never miss one.
      const disputes = await stripe.disputes
        .list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 })
        .autoPagingToArray({ limit: MAX_DISPUTES_READ });
      return disputes.map(disputeOf).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    async retrieveDispute(id) {
      return disputeCall(() => stripe.disputes.retrieve(id));
    },

    async respondToDispute(id, evidence) {
      return disputeCall(() =>
        stripe.disputes.update(id, {
          evidence: {
            product_description: evidence.productDescription,
            uncategorized_text: [evidence.description, evidence.agreement].filter(Boolean).join('\n\n'),
            ...(evidence.customerName ? { customer_name: evidence.customerName } : {}),
            ...(evidence.customerEmail ? { customer_email_address: evidence.customerEmail } : {}),
            ...(evidence.serviceDate ? { service_date: evidence.serviceDate } : {}),
            ...(evidence.terms
              ? { cancellation_policy_disclosure: evidence.terms, refund_policy_disclosure: evidence.terms }
              : {}),
          },
          // Submitted at once: the bank gets it now, and it can no longer be changed.
          submit: true,
        }),
      );
    },

    async acceptDispute(id) {
      return disputeCall(() => stripe.disputes.close(id));
    },
  };
  return charges;
}
