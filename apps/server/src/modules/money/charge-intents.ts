import { createHash, randomUUID } from 'node:crypto';
import type { EnrolmentLanguage } from '@mhq/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type {
  Charge,
  CreateCustomer,
  PayerConsent,
  PaymentGateway,
  PaymentMethodSummary,
} from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/connection';
import { isPgError } from '../../db/pg-errors';
import { chargeIntents } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, appErrorFrom } from '../../http/app-error';
import { atProcessorIn, declinedIn } from './payment-errors';

// A request that asks the processor for money writes what it asks first (ledger-first, as Stripe's idempotency keys
// promise): the intent, committed, then each step at the processor written as it is taken, then what the payment paid
// for recorded in the transaction that closes the intent. Killed anywhere, the request leaves an intent behind: the
// same request sent again (the same Idempotency-Key, so the same processor key) goes on from where it stopped, and the
// billing run's recovery (charge-intent-recovery.ts) finishes an intent nobody came back for: it records what the
// processor charged, or refunds it, or gives up an intent that never reached a charge.

export type IntentKind = 'enrolment' | 'subscribe' | 'add_plan' | 'add_family_member' | 'tier' | 'print_order';

/** Who pays: a customer's card or bank account on file, or a new customer with a token to attach (an enrolment). */
export type IntentPayer =
  | { onFile: { customerId: string; paymentMethod: PaymentMethodSummary } }
  | { newCustomer: CreateCustomer; token: string; consent: PayerConsent };

/** What a request is about to ask the processor for, and what the payment pays for (`work`, read by its recorder). */
export type IntentRequest<W> = {
  kind: IntentKind;
  organizationId: number;
  officeId: number;
  amountCents: number;
  platformFeeCents: number;
  /** Null for the platform's own charge (a practice's tier): no destination, no fee. */
  destinationAccountId: string | null;
  description: string;
  metadata: Record<string, string>;
  payer: IntentPayer;
  work: W;
};

export type ChargeIntent = typeof chargeIntents.$inferSelect;

/** An intent the processor charged: what its recorder writes from. */
export type PaidIntent<W> = {
  intent: ChargeIntent;
  work: W;
  customerId: string;
  paymentMethod: PaymentMethodSummary;
  charge: Charge;
};

/** What recording needs of the app: the database, the time, mail, the brand and its links. */
export type IntentCtx = Pick<Ctx, 'db' | 'clock' | 'mail' | 'config' | 'tenant' | 'jwtKey'>;

/**
 * Writes what a paid intent paid for inside the transaction that marks it recorded, and returns the request's answer
 * (kept with the intent, so a retry answers the same).
 */
export type Recorder<W, R> = (ctx: IntentCtx, tx: Db, paid: PaidIntent<W>) => Promise<R>;

/**
 * The processor's key of a request's payment: `prefix` (what and where) and the request's Idempotency-Key with its
 * scope (route and caller), hashed to a fixed length; a random one for a request sent without a key.
 */
export const intentKey = (prefix: string, requestKey: string | null) =>
  `${prefix}:${requestKey ? createHash('sha256').update(requestKey).digest('hex').slice(0, 40) : randomUUID()}`;

/** Statuses from which the processor may still be asked and the payment recorded. */
const OPEN_STATUSES = ['pending', 'abandoned'] as const;
const isOpen = (i: ChargeIntent) => (OPEN_STATUSES as readonly string[]).includes(i.status);

/**
 * Real time until which the request working on an intent is presumed alive; past it, recovery may finish it. Ten
 * request leases (5 minutes by default): a request asks the processor once or twice, never for that long, while a
 * retry of a dead request takes its Idempotency-Key over after one lease and goes on with the intent at once.
 */
export const intentLease = (ctx: Pick<Ctx, 'config'>) => new Date(Date.now() + 10 * ctx.config.requestLeaseMs);

/** The answer an intent closed with, given again: its recorded answer, or its refusal thrown again. */
function answerOf<R>(intent: ChargeIntent): R {
  const outcome = intent.outcome ?? { status: 500, body: { _message: 'The payment could not be completed.' } };
  if (outcome.status < 400) return outcome.body as R;
  throw appErrorFrom(outcome.status, outcome.body);
}

/** What a refusal or failure answers, kept with the intent it closed. */
export function outcomeOf(err: unknown): { status: number; body: unknown } {
  if (err instanceof AppError) return { status: err.status, body: err.body() };
  return { status: 500, body: { _message: 'The payment could not be recorded, so it was refunded.' } };
}

/**
 * A recording that can never succeed, whoever tries it again (the payment is refunded now): the use case's refusal
 * (an e-mail taken meanwhile, plans no longer waiting) or a constraint the data breaks. Anything else (the database
 * unreachable, a deadlock) leaves the intent open for a retry or the recovery.
 */
const refusedForGood = (err: unknown) =>
  (err instanceof AppError && err.status < 500) || isPgError(err, '23505') || isPgError(err, '23503');

export async function closeIntent(db: Db, id: number, status: ChargeIntent['status'], set: Partial<ChargeIntent>) {
  await db
    .update(chargeIntents)
    .set({ status, ...set })
    .where(and(eq(chargeIntents.id, id), inArray(chargeIntents.status, [...OPEN_STATUSES])));
}

/** Asks the processor for an open intent's payment, from the step it reached; a refusal closes it (declined). */
async function collect<W>(
  ctx: IntentCtx,
  gateway: PaymentGateway,
  intent: ChargeIntent,
  language: EnrolmentLanguage,
): Promise<PaidIntent<W>> {
  const payer = intent.payer as IntentPayer;
  const refused = async (err: AppError) => {
    await closeIntent(ctx.db, intent.id, 'declined', { outcome: outcomeOf(err), settledAt: ctx.clock.now() });
    return err;
  };
  let customerId = intent.customerId;
  let method = intent.paymentMethod as PaymentMethodSummary | null;
  if (!customerId || !method) {
    if ('onFile' in payer) {
      ({ customerId, paymentMethod: method } = payer.onFile);
    } else {
      try {
        customerId = (await atProcessorIn(language, () => gateway.createCustomer(payer.newCustomer))).id;
        const attached = customerId;
        method = await atProcessorIn(language, () => gateway.attachPaymentMethod(attached, payer.token, payer.consent));
      } catch (err) {
        if (err instanceof AppError && err.status === 402) throw await refused(err);
        throw err;
      }
      // Written before the charge: a retry charges this method, never attaches the (spent) token again.
      await ctx.db
        .update(chargeIntents)
        .set({ customerId, paymentMethod: method })
        .where(eq(chargeIntents.id, intent.id));
    }
  }
  const customer = customerId;
  const paymentMethod = method;
  const charge = await atProcessorIn(language, () =>
    gateway.charge({
      customerId: customer,
      paymentMethodId: paymentMethod.id,
      amountCents: intent.amountCents,
      currency: 'usd',
      destinationAccountId: intent.destinationAccountId,
      applicationFeeCents: intent.platformFeeCents,
      idempotencyKey: intent.processorKey,
      description: intent.description,
      metadata: intent.metadata,
    }),
  );
  if (charge.status !== 'succeeded') {
    // A method attached for this payment alone is taken off again: nothing of the refused payer is kept.
    if (!('onFile' in payer)) await gateway.detachPaymentMethod(customer, paymentMethod.id).catch(() => undefined);
    throw await refused(declinedIn(language, charge.failureCode));
  }
  return { intent, work: intent.work as W, customerId: customer, paymentMethod, charge };
}

/** Gives back a charge that paid for nothing recorded, and closes its intent with the answer that explains it. */
async function refundIntent(ctx: IntentCtx, gateway: PaymentGateway, paid: PaidIntent<unknown>, why: unknown) {
  const refund = await gateway.refund({
    chargeId: paid.charge.id,
    amountCents: paid.charge.amountCents,
    idempotencyKey: `${paid.intent.processorKey}:undo`,
    // Nothing was bought: the payment was not recorded, so the charge is a duplicate of nothing kept.
    reason: 'duplicate',
  });
  await closeIntent(ctx.db, paid.intent.id, 'refunded', {
    processorChargeId: paid.charge.id,
    outcome: outcomeOf(why),
    settledAt: ctx.clock.now(),
  });
  return refund;
}

/**
 * Records what a paid intent paid for, once: the intent locked, still open, its recorder run and the intent closed in
 * one transaction. Recorded already (by a retry or the recovery beside this), its answer is given again. A recording
 * refused for good refunds the charge (`refundOnAnyFailure`: any failure, as the recovery does).
 */
export async function recordPaid<W, R>(
  ctx: IntentCtx,
  gateway: PaymentGateway,
  paid: PaidIntent<W>,
  record: Recorder<W, R>,
  refundOnAnyFailure = false,
): Promise<R> {
  let closed: ChargeIntent | null = null;
  try {
    const answer = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(chargeIntents).where(eq(chargeIntents.id, paid.intent.id)).for('update');
      if (!row) throw new Error(`charge intent ${paid.intent.id} is missing`);
      if (!isOpen(row)) {
        closed = row;
        return null;
      }
      const result = await record(ctx, tx, paid);
      await tx
        .update(chargeIntents)
        .set({
          status: 'recorded',
          processorChargeId: paid.charge.id,
          outcome: { status: 200, body: result },
          settledAt: ctx.clock.now(),
        })
        .where(eq(chargeIntents.id, row.id));
      return { result };
    });
    if (answer) return answer.result;
  } catch (err) {
    if (refundOnAnyFailure || refusedForGood(err)) await refundIntent(ctx, gateway, paid, err);
    throw err;
  }
  return answerOf<R>(closed as unknown as ChargeIntent);
}

async function intentByKey(db: Db, processorKey: string): Promise<ChargeIntent | undefined> {
  const [row] = await db.select().from(chargeIntents).where(eq(chargeIntents.processorKey, processorKey));
  return row;
}

/** Takes an intent for this request: a new lease, so the recovery leaves it to the request working on it. */
async function leaseIntent(ctx: IntentCtx, id: number) {
  await ctx.db
    .update(chargeIntents)
    .set({ leaseUntil: intentLease(ctx) })
    .where(eq(chargeIntents.id, id));
}

/**
 * The intent a request with this processor key wrote before (the same request, before a crash or a lost answer):
 * finished from the step it reached, or answered as it closed. Null when no request wrote one.
 */
export async function resumeIntent<W, R>(
  ctx: IntentCtx,
  gateway: PaymentGateway,
  p: { processorKey: string; language: EnrolmentLanguage; record: Recorder<W, R> },
): Promise<{ answer: R } | null> {
  const intent = await intentByKey(ctx.db, p.processorKey);
  if (!intent) return null;
  if (!isOpen(intent)) return { answer: answerOf<R>(intent) };
  await leaseIntent(ctx, intent.id);
  const paid = await collect<W>(ctx, gateway, intent, p.language);
  return { answer: await recordPaid(ctx, gateway, paid, p.record) };
}

/**
 * Takes a payment through a new intent: written and committed before the processor is asked, then each step taken
 * at the processor written as it is taken, then `record` writes what the payment paid for (refunded when that is
 * refused for good). Callers check and price the request first, and look for an earlier intent (`resumeIntent`).
 */
export async function payThroughIntent<W, R>(
  ctx: IntentCtx,
  gateway: PaymentGateway,
  p: { processorKey: string; language: EnrolmentLanguage; request: IntentRequest<W>; record: Recorder<W, R> },
): Promise<R> {
  const r = p.request;
  const { payer } = r;
  const [intent] = await ctx.db
    .insert(chargeIntents)
    .values({
      organizationId: r.organizationId,
      officeId: r.officeId,
      kind: r.kind,
      processorKey: p.processorKey,
      status: 'pending',
      amountCents: r.amountCents,
      platformFeeCents: r.platformFeeCents,
      destinationAccountId: r.destinationAccountId,
      description: r.description,
      metadata: r.metadata,
      payer: payer as unknown as Record<string, unknown>,
      ...('onFile' in payer
        ? {
            customerId: payer.onFile.customerId,
            paymentMethod: payer.onFile.paymentMethod as unknown as Record<string, unknown>,
          }
        : {}),
      work: r.work as unknown as Record<string, unknown>,
      createdAt: ctx.clock.now(),
      leaseUntil: intentLease(ctx),
    })
    .onConflictDoNothing()
    .returning();
  if (!intent) {
    // The same request, racing this one past its Idempotency-Key's lease, wrote it first: go on from there.
    const resumed = await resumeIntent(ctx, gateway, p);
    if (!resumed) throw new Error(`charge intent ${p.processorKey} vanished`);
    return resumed.answer;
  }
  const paid = await collect<W>(ctx, gateway, intent, p.language);
  return recordPaid(ctx, gateway, paid, p.record);
}
