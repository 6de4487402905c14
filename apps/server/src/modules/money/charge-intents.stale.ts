import type { EnrolmentLanguage } from '@mhq/domain';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { PaymentGateway, PaymentMethodSummary } from '../../adapters/payments/payment-gateway';
import { chargeIntents } from '../../db/schema';
import {
  type ChargeIntent,
  closeIntent,
  type IntentCtx,
  intentLease,
  outcomeOf,
  type PaidIntent,
} from './charge-intents';
import { declinedIn } from './payment-errors';

// Charge intents whose request died (charge-intents.ts), as the billing run's recovery finds them: taken over once
// their lease has run out, and asked of the processor without charging anything.

/**
 * Open intents whose request is presumed dead (lease passed), up to `limit`, taken by the caller with a new lease
 * (skipping any another run holds).
 */
export async function takeStaleIntents(ctx: IntentCtx, limit: number): Promise<ChargeIntent[]> {
  return ctx.db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: chargeIntents.id })
      .from(chargeIntents)
      .where(and(eq(chargeIntents.status, 'pending'), lt(chargeIntents.leaseUntil, new Date())))
      .orderBy(chargeIntents.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (stale.length === 0) return [];
    return tx
      .update(chargeIntents)
      .set({ leaseUntil: intentLease(ctx) })
      .where(
        inArray(
          chargeIntents.id,
          stale.map((s) => s.id),
        ),
      )
      .returning();
  });
}

/** What became of a stale intent at the processor. */
export type StaleOutcome =
  | { state: 'abandoned' }
  | { state: 'declined' }
  | { state: 'charged'; paid: PaidIntent<unknown> };

/**
 * What became of a stale intent at the processor, asked without charging anything: the charge its key made, to be
 * recorded; a refusal (the intent closed as declined); or none, its request having died before (given up: nobody paid).
 */
export async function chargeOfStale(
  ctx: IntentCtx,
  gateway: PaymentGateway,
  intent: ChargeIntent,
): Promise<StaleOutcome> {
  const method = intent.paymentMethod as PaymentMethodSummary | null;
  const customerId = intent.customerId;
  const charge =
    customerId && method ? await gateway.findCharge({ customerId, idempotencyKey: intent.processorKey }) : null;
  if (!charge || !customerId || !method) {
    await closeIntent(ctx.db, intent.id, 'abandoned', { settledAt: ctx.clock.now() });
    return { state: 'abandoned' };
  }
  if (charge.status !== 'succeeded') {
    const language: EnrolmentLanguage = intent.metadata.language === 'es' ? 'es' : 'en';
    await closeIntent(ctx.db, intent.id, 'declined', {
      processorChargeId: charge.id,
      outcome: outcomeOf(declinedIn(language, charge.failureCode)),
      settledAt: ctx.clock.now(),
    });
    return { state: 'declined' };
  }
  return { state: 'charged', paid: { intent, work: intent.work, customerId, paymentMethod: method, charge } };
}
