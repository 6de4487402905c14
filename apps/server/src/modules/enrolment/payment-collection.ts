import { ENROLMENT_MESSAGES, type EnrolmentLanguage } from '@mhq/domain';
import {
  type Charge,
  type DeclineCode,
  PaymentDeclined,
  type PaymentGateway,
  type PaymentMethodSummary,
  ProcessorUnavailable,
} from '../../adapters/payments/payment-gateway';
import type { Ctx } from '../../deps';
import { AppError } from '../../http/app-error';
import { recordAttempt } from '../auth/auth.queries';
import { recentDeclines } from './enrolment.queries';

/**
 * Takes a household's payment at the processor, before anything is written in our database (the processor is
 * across the network; its calls never run inside our transaction). A refusal undoes what was set up at the
 * processor and answers 402 in the payer's language; nothing of ours is written.
 */

export type CollectRequest = {
  token: string;
  customer: { email: string; name: string; metadata: Record<string, string> };
  consent: { ip: string; userAgent: string | undefined };
  amountCents: number;
  platformFeeCents: number;
  destinationAccountId: string;
  /** One per enrolment: a retry of the same enrolment never charges twice at the processor either. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
  language: EnrolmentLanguage;
};

export type Collected = { customerId: string; method: PaymentMethodSummary; charge: Charge };

/** The processor's refusal in the payer's words. */
export function declinedIn(language: EnrolmentLanguage, code: DeclineCode | null): AppError {
  return new AppError('PAYMENT_REQUIRED', ENROLMENT_MESSAGES[language][code ?? 'card_declined'], undefined, {
    declineCode: code ?? 'card_declined',
  });
}

/** Maps what the processor threw to what the payer reads. */
export async function atProcessorIn<T>(language: EnrolmentLanguage, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentDeclined) throw declinedIn(language, err.declineCode);
    if (err instanceof ProcessorUnavailable) {
      throw new AppError('UNAVAILABLE', ENROLMENT_MESSAGES[language].processor_error);
    }
    throw err;
  }
}

export async function collectPayment(gateway: PaymentGateway, r: CollectRequest): Promise<Collected> {
  return atProcessorIn(r.language, async () => {
    const customer = await gateway.createCustomer(r.customer);
    const method = await gateway.attachPaymentMethod(customer.id, r.token, r.consent);
    const charge = await gateway.charge({
      customerId: customer.id,
      paymentMethodId: method.id,
      amountCents: r.amountCents,
      currency: 'usd',
      destinationAccountId: r.destinationAccountId,
      applicationFeeCents: r.platformFeeCents,
      idempotencyKey: r.idempotencyKey,
      description: r.description,
      metadata: r.metadata,
    });
    if (charge.status !== 'succeeded') {
      await gateway.detachPaymentMethod(customer.id, method.id).catch(() => undefined);
      throw declinedIn(r.language, charge.failureCode);
    }
    return { customerId: customer.id, method, charge };
  });
}

/** Gives a charge back when what it paid for could not be recorded (our transaction failed after the charge). */
export async function refundAfterFailure(gateway: PaymentGateway, charge: Charge, idempotencyKey: string) {
  await gateway.refund({
    chargeId: charge.id,
    amountCents: charge.amountCents,
    idempotencyKey: `${idempotencyKey}:undo`,
    // Nothing was bought: the enrolment was not recorded, so the charge is a duplicate of nothing kept.
    reason: 'duplicate',
  });
}

/** Card testing is stopped at a few declines an hour per payer's email and per address (spec: never a card mill). */
const DECLINE_LIMITS = { windowMs: 60 * 60_000, perAccount: 5, perAddress: 5 };

export type Payer = { email: string; ip: string };

/** Refuses (429) a payer with too many recent declines, before the processor is asked again. */
export async function assertFewDeclines(ctx: Ctx, who: Payer, language: EnrolmentLanguage): Promise<void> {
  const since = new Date(ctx.clock.now().getTime() - DECLINE_LIMITS.windowMs);
  const declines = await recentDeclines(ctx.db, who.email, who.ip, since);
  if (declines.byEmail >= DECLINE_LIMITS.perAccount || declines.byAddress >= DECLINE_LIMITS.perAddress) {
    throw new AppError('TOO_MANY_REQUESTS', ENROLMENT_MESSAGES[language].tooManyDeclines);
  }
}

/** Runs a call at the processor for a payer, counting a refusal (402) toward their decline limit. */
export async function countingDeclines<T>(ctx: Ctx, who: Payer, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError && err.status === 402) {
      await recordAttempt(ctx.db, 'enrol-payment', { ...who, succeeded: false, at: ctx.clock.now() });
    }
    throw err;
  }
}
