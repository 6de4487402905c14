import {
  type Charge,
  type ChargeRequest,
  PaymentDeclined,
  type PaymentGateway,
  ProcessorUnavailable,
} from '../adapters/payments/payment-gateway';
import { creditCharge, paidByCredit } from './billing-credit';
import type { Attempt, BillingRequest } from './billing-types';

// The billing run asks the processor: each open attempt's payment with the attempt's own idempotency key, a batch of
// attempts at once.

/** The processor's answer, or why it was not asked: a household with nothing to charge fails without a request. */
export type Outcome =
  | { ok: true; charge: Charge }
  | { ok: false; code: string; message: string; processorChargeId: string | null };

/** The idempotency key of an attempt: the same attempt always asks with the same key, so it is charged once. */
export const attemptKey = (a: Pick<Attempt, 'organizationId' | 'id'>) => `billing_${a.organizationId}_${a.id}`;

export const requestOf = (a: Attempt) => a.request as unknown as BillingRequest;

/** Why an attempt fails without asking the processor (nothing to charge, or nowhere for the money to go), or null. */
function unaskable(r: BillingRequest): Outcome | null {
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
  return null;
}

/** The processor's answer to one attempt: null when it could not be reached (the attempt stays open). */
function outcomeOf(answer: Charge | Error): Outcome | null {
  // Unreachable, or failing on its side: the attempt stays open and a later run asks again with the same key.
  if (answer instanceof ProcessorUnavailable) return null;
  if (answer instanceof PaymentDeclined)
    return { ok: false, code: answer.declineCode, message: answer.message, processorChargeId: null };
  if (answer instanceof Error) throw answer;
  if (answer.status === 'succeeded') return { ok: true, charge: answer };
  return {
    ok: false,
    code: answer.failureCode ?? 'card_declined',
    message: answer.failureMessage ?? 'The payment was declined.',
    processorChargeId: answer.id,
  };
}

/** Asks the processor for every attempt in one batch (chargeMany); null where it could not be asked. */
export async function askAll(gateway: PaymentGateway, attempts: Attempt[]): Promise<Map<number, Outcome | null>> {
  const outcomes = new Map<number, Outcome | null>();
  const asked: Attempt[] = [];
  const requests: ChargeRequest[] = [];
  for (const a of attempts) {
    const r = requestOf(a);
    // Paid in full by the household's account credit: nothing to ask of the processor, whatever the method on file.
    if (paidByCredit(a)) {
      outcomes.set(a.id, { ok: true, charge: creditCharge(new Date()) });
      continue;
    }
    const refused = unaskable(r);
    if (refused) {
      outcomes.set(a.id, refused);
      continue;
    }
    asked.push(a);
    requests.push({
      customerId: r.customerId as string,
      paymentMethodId: r.processorPaymentMethodId as string,
      amountCents: a.amountCents,
      currency: 'usd',
      destinationAccountId: r.destinationAccountId as string,
      // The processor takes no fee above the charge: the rest of the platform's fee (a charge the account credit made
      // smaller) comes from the practice's balance, as the ledger books it (paymentEntries).
      applicationFeeCents: Math.min(a.platformFeeCents, a.amountCents),
      idempotencyKey: attemptKey(a),
      description: r.description,
      metadata: { officeId: String(a.officeId), kind: a.kind, attempt: String(a.id) },
    });
  }
  const answers = requests.length > 0 ? await gateway.chargeMany(requests) : [];
  if (answers.length !== requests.length) {
    throw new Error(`The processor answered ${answers.length} of ${requests.length} charges`);
  }
  asked.forEach((a, n) => {
    outcomes.set(a.id, outcomeOf(answers[n] as Charge | Error));
  });
  return outcomes;
}

export type { Attempt } from './billing-types';
