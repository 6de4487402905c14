import { formatMoney } from '@mhq/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { simCharges, simConnectedAccounts, simDisputes, simPaymentMethods, simRefunds } from '../../db/schema';
import {
  assertChargeAmounts,
  assertPositiveAmount,
  type Charge,
  type ChargeRequest,
  type DeclineCode,
  type PaymentGatewayCharges,
  type Refund,
  RefundExceedsCharge,
  type RefundRequest,
} from './payment-gateway';
import { simulatedDisputes } from './simulated-disputes';
import {
  chargeRefusal,
  DECLINE_MESSAGES,
  decline,
  disputedAfterCharge,
  SIM_DISPUTE_REASON,
  simId,
  simulatedDueBy,
} from './simulated-rules';

type ChargeRow = typeof simCharges.$inferSelect;
type RefundRow = typeof simRefunds.$inferSelect;

function toCharge(row: ChargeRow): Charge {
  const failureCode = (row.failureCode as DeclineCode | null) ?? null;
  return {
    id: row.id,
    status: row.status === 'succeeded' ? 'succeeded' : 'failed',
    amountCents: row.amountCents,
    applicationFeeCents: row.applicationFeeCents,
    failureCode,
    failureMessage: failureCode ? DECLINE_MESSAGES[failureCode] : null,
    createdAt: row.createdAt,
  };
}

const toRefund = (row: RefundRow): Refund => ({
  id: row.id,
  chargeId: row.chargeId,
  amountCents: row.amountCents,
  status: row.status === 'succeeded' ? 'succeeded' : 'failed',
});

/** The earlier answer to an idempotency key, provided the request is the same one (as Stripe checks). */
function sameCharge(row: ChargeRow, input: ChargeRequest): Charge {
  const same =
    row.customerId === input.customerId &&
    row.paymentMethodId === input.paymentMethodId &&
    row.destinationAccountId === input.destinationAccountId &&
    row.amountCents === input.amountCents &&
    row.applicationFeeCents === input.applicationFeeCents;
  if (!same) throw new Error(`Idempotency key ${input.idempotencyKey} was already used for another charge`);
  return toCharge(row);
}

function sameRefund(row: RefundRow, input: RefundRequest): Refund {
  if (row.chargeId !== input.chargeId || row.amountCents !== input.amountCents) {
    throw new Error(`Idempotency key ${input.idempotencyKey} was already used for another refund`);
  }
  return toRefund(row);
}

/**
 * The simulated processor's charges and refunds, kept in sim_charges and sim_refunds (disputes: simulated-disputes.ts). A
 * charge answers by its payment method's test behaviour (simulated-rules.ts); the idempotency key is unique in
 * the table, so racing retries store one charge and all answer with it.
 */
export function simulatedCharges(db: Db, clock: Clock): PaymentGatewayCharges {
  async function chargeByKey(key: string): Promise<ChargeRow | undefined> {
    const [row] = await db.select().from(simCharges).where(eq(simCharges.idempotencyKey, key));
    return row;
  }

  async function refundByKey(key: string): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(simRefunds).where(eq(simRefunds.idempotencyKey, key));
    return row;
  }

  return {
    async charge(input) {
      assertChargeAmounts(input);
      // One look-up in the common case: the payment method (this customer's, not detached) and whether the
      // account the charge settles to exists.
      const [found] = await db
        .select({
          method: simPaymentMethods,
          destinationOk: sql<boolean>`exists (select 1 from ${simConnectedAccounts} where ${simConnectedAccounts.id} = ${input.destinationAccountId} and ${simConnectedAccounts.deletedAt} is null)`,
        })
        .from(simPaymentMethods)
        .where(
          and(
            eq(simPaymentMethods.id, input.paymentMethodId),
            eq(simPaymentMethods.customerId, input.customerId),
            isNull(simPaymentMethods.detachedAt),
          ),
        );
      if (!found?.destinationOk) {
        // A retry is answered from the record, whatever became of the payment method or the account since.
        const earlier = await chargeByKey(input.idempotencyKey);
        if (earlier) return sameCharge(earlier, input);
        if (!found) throw decline('invalid_token');
        throw new Error(`No connected account ${input.destinationAccountId} to settle the charge to`);
      }
      const { method } = found;
      const now = clock.now();
      const refusal = chargeRefusal(method, now);
      const id = simId('ch_sim');
      const values = {
        id,
        idempotencyKey: input.idempotencyKey,
        customerId: input.customerId,
        paymentMethodId: input.paymentMethodId,
        destinationAccountId: input.destinationAccountId,
        amountCents: input.amountCents,
        applicationFeeCents: input.applicationFeeCents,
        status: refusal ? 'failed' : 'succeeded',
        failureCode: refusal,
        description: input.description,
        metadata: input.metadata,
        createdAt: now,
      };
      const disputed = !refusal && disputedAfterCharge(method.behaviour);
      // Two requests racing with one key: the unique key keeps the first; the other inserts nothing and answers
      // with the first's record. A charge its bank will dispute is stored with its dispute, together.
      const [inserted] = disputed
        ? await db.transaction(async (tx) => {
            const rows = await tx
              .insert(simCharges)
              .values(values)
              .onConflictDoNothing({ target: simCharges.idempotencyKey })
              .returning();
            if (rows.length > 0) {
              await tx.insert(simDisputes).values({
                id: simId('dp_sim'),
                chargeId: id,
                amountCents: input.amountCents,
                reason: SIM_DISPUTE_REASON,
                status: 'needs_response',
                createdAt: now,
                dueBy: simulatedDueBy(now),
              });
            }
            return rows;
          })
        : await db
            .insert(simCharges)
            .values(values)
            .onConflictDoNothing({ target: simCharges.idempotencyKey })
            .returning();
      if (inserted) return toCharge(inserted);
      const stored = await chargeByKey(input.idempotencyKey);
      if (!stored) throw new Error(`Charge ${input.idempotencyKey} vanished`);
      return sameCharge(stored, input);
    },

    async refund(input) {
      assertPositiveAmount(input);
      const inserted = await db.transaction(async (tx) => {
        // The charge locked: refunds of one charge racing are counted one after the other, never both against
        // the same balance.
        const [charge] = await tx.select().from(simCharges).where(eq(simCharges.id, input.chargeId)).for('update');
        if (!charge) throw decline('invalid_token');
        // Looked up under the lock, so a retry racing its first attempt finds it rather than the smaller balance.
        const [earlier] = await tx.select().from(simRefunds).where(eq(simRefunds.idempotencyKey, input.idempotencyKey));
        if (earlier) return earlier;
        const [refunded] = await tx
          .select({ cents: sql<number>`coalesce(sum(${simRefunds.amountCents}), 0)`.mapWith(Number) })
          .from(simRefunds)
          .where(and(eq(simRefunds.chargeId, charge.id), eq(simRefunds.status, 'succeeded')));
        const left = charge.status === 'succeeded' ? charge.amountCents - (refunded?.cents ?? 0) : 0;
        if (input.amountCents > left) {
          throw new RefundExceedsCharge(
            left > 0 ? `Only ${formatMoney(left)} of this charge is left to refund.` : 'Nothing is left to refund.',
            left,
          );
        }
        const [row] = await tx
          .insert(simRefunds)
          .values({
            id: simId('re_sim'),
            idempotencyKey: input.idempotencyKey,
            chargeId: charge.id,
            amountCents: input.amountCents,
            reason: input.reason,
            status: 'succeeded',
            createdAt: clock.now(),
          })
          .onConflictDoNothing({ target: simRefunds.idempotencyKey })
          .returning();
        return row;
      });
      // Nothing inserted: the key was taken meanwhile by a refund of another charge.
      const row = inserted ?? (await refundByKey(input.idempotencyKey));
      if (!row) throw new Error(`Refund ${input.idempotencyKey} vanished`);
      return sameRefund(row, input);
    },

    ...simulatedDisputes(db, clock),
  };
}
