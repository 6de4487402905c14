import {
  type Charge,
  PaymentDeclined,
  type PaymentGateway,
  ProcessorUnavailable,
} from '../adapters/payments/payment-gateway';
import type { billingAttempts } from '../db/schema';
import type { BillingRequest } from './billing-claim';

// The billing run asks the processor: each open attempt's payment with the attempt's own idempotency key.

export type Attempt = typeof billingAttempts.$inferSelect;

/** The processor's answer, or why it was not asked: a household with nothing to charge fails without a request. */
export type Outcome =
  | { ok: true; charge: Charge }
  | { ok: false; code: string; message: string; processorChargeId: string | null };

/** The idempotency key of an attempt: the same attempt always asks with the same key, so it is charged once. */
export const attemptKey = (a: Pick<Attempt, 'organizationId' | 'id'>) => `billing_${a.organizationId}_${a.id}`;

async function ask(gateway: PaymentGateway, a: Attempt): Promise<Outcome | null> {
  const r = a.request as unknown as BillingRequest;
  if (!r.customerId || !r.processorPaymentMethodId) {
    return {
      ok: false,
      code: 'no_payment_method',
      message: 'There is no card or bank account to charge.',
      processorChargeId: null,
    };
  }
  if (!r.destinationAccountId) {
    return {
      ok: false,
      code: 'payments_not_ready',
      message: 'The office cannot take card payments yet (no payout account).',
      processorChargeId: null,
    };
  }
  try {
    const charge = await gateway.charge({
      customerId: r.customerId,
      paymentMethodId: r.processorPaymentMethodId,
      amountCents: a.amountCents,
      currency: 'usd',
      destinationAccountId: r.destinationAccountId,
      applicationFeeCents: a.platformFeeCents,
      idempotencyKey: attemptKey(a),
      description: r.description,
      metadata: { officeId: String(a.officeId), kind: a.kind, attempt: String(a.id) },
    });
    if (charge.status === 'succeeded') return { ok: true, charge };
    return {
      ok: false,
      code: charge.failureCode ?? 'card_declined',
      message: charge.failureMessage ?? 'The payment was declined.',
      processorChargeId: charge.id,
    };
  } catch (err) {
    // Unreachable, or failing on its side: the attempt stays open and a later run asks again with the same key.
    if (err instanceof ProcessorUnavailable) return null;
    if (err instanceof PaymentDeclined)
      return { ok: false, code: err.declineCode, message: err.message, processorChargeId: null };
    throw err;
  }
}

/** Asks the processor for every attempt, `parallel` at a time; null where it could not be asked. */
export async function askAll(gateway: PaymentGateway, attempts: Attempt[], parallel: number) {
  const outcomes = new Map<number, Outcome | null>();
  let next = 0;
  const worker = async () => {
    while (next < attempts.length) {
      const a = attempts[next++] as Attempt;
      outcomes.set(a.id, await ask(gateway, a));
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, attempts.length) }, worker));
  return outcomes;
}
