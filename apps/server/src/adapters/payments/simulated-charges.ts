import { formatMoney } from '@mhq/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { jsonRows, queryRows } from '../../db/rows';
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
  SIM_DISPUTE_RESPONSE_DAYS,
  simId,
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
function sameCharge(row: ChargeRow, input: ChargeRequest): Charge | Error {
  const same =
    row.customerId === input.customerId &&
    row.paymentMethodId === input.paymentMethodId &&
    row.destinationAccountId === input.destinationAccountId &&
    row.amountCents === input.amountCents &&
    row.applicationFeeCents === input.applicationFeeCents;
  if (!same) return new Error(`Idempotency key ${input.idempotencyKey} was already used for another charge`);
  return toCharge(row);
}

/** A request's amounts out of range (the caller's mistake), as the error `charge` throws; else undefined. */
function amountsProblem(input: ChargeRequest): Error | undefined {
  try {
    assertChargeAmounts(input);
    return undefined;
  } catch (err) {
    return err as Error;
  }
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
  async function refundByKey(key: string): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(simRefunds).where(eq(simRefunds.idempotencyKey, key));
    return row;
  }

  /**
   * Charges in two statements whatever their number: the payment methods (each its customer's, not detached) and the
   * accounts the charges settle to, looked up together; then every charge that can be made stored at once, with the
   * dispute of a card whose bank will dispute it. An idempotency key already used (a retry, or requests racing with
   * one key) is answered from the record, whatever became of the payment method or the account since.
   */
  async function chargeMany(requests: readonly ChargeRequest[]): Promise<(Charge | Error)[]> {
    const answers: (Charge | Error | undefined)[] = requests.map(amountsProblem);
    const asked = requests.flatMap((input, n) => (answers[n] ? [] : [{ n, input }]));
    if (asked.length === 0) return answers as (Charge | Error)[];
    const found = await queryRows<{
      n: number;
      behaviour: string | null;
      exp_month: number | null;
      exp_year: number | null;
      destination_ok: boolean;
    }>(
      db,
      sql`select v.n, pm.behaviour, pm.exp_month, pm.exp_year,
          (v.destination is null -- the platform's own charge (a tier) settles to no connected account
            or exists (select 1 from ${simConnectedAccounts} a where a.id = v.destination and a.deleted_at is null)) as destination_ok
        from json_to_recordset(${jsonRows(
          asked.map(({ n, input }) => ({
            n,
            customer: input.customerId,
            method: input.paymentMethodId,
            destination: input.destinationAccountId,
          })),
        )}) as v(n int, customer text, method text, destination text)
        left join ${simPaymentMethods} pm on pm.id = v.method and pm.customer_id = v.customer and pm.detached_at is null`,
    );
    const now = clock.now();
    const toStore: { n: number; row: ChargeRow; disputeId: string | null }[] = [];
    // Answered from the record of their key, else with the problem found (none when the key was taken meanwhile).
    const fromRecord: { n: number; problem: Error | null }[] = [];
    for (const { n, behaviour, exp_month, exp_year, destination_ok } of found) {
      const input = requests[n] as ChargeRequest;
      if (behaviour === null || !destination_ok) {
        const problem =
          behaviour === null
            ? decline('invalid_token')
            : new Error(`No connected account ${input.destinationAccountId} to settle the charge to`);
        fromRecord.push({ n, problem });
        continue;
      }
      const refusal = chargeRefusal({ behaviour, expMonth: exp_month, expYear: exp_year }, now);
      toStore.push({
        n,
        row: {
          id: simId('ch_sim'),
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
        },
        disputeId: !refusal && disputedAfterCharge(behaviour) ? simId('dp_sim') : null,
      });
    }
    const inserted = await store(toStore);
    for (const { n, row } of toStore) {
      if (inserted.has(row.id)) answers[n] = toCharge(row);
      else fromRecord.push({ n, problem: null });
    }
    if (fromRecord.length > 0) {
      const keys = fromRecord.map(({ n }) => (requests[n] as ChargeRequest).idempotencyKey);
      const earlier = new Map(
        (await db.select().from(simCharges).where(inArray(simCharges.idempotencyKey, keys))).map((r) => [
          r.idempotencyKey,
          r,
        ]),
      );
      for (const { n, problem } of fromRecord) {
        const input = requests[n] as ChargeRequest;
        const row = earlier.get(input.idempotencyKey);
        answers[n] = row ? sameCharge(row, input) : (problem ?? new Error(`Charge ${input.idempotencyKey} vanished`));
      }
    }
    return answers as (Charge | Error)[];
  }

  /**
   * Stores charges (and the disputes that come with them) in one statement; the ids of those stored. A key already
   * taken stores nothing: racing requests with one key keep the first. In key order, so that two batches racing
   * with the same keys wait for each other rather than deadlock.
   */
  async function store(charges: { row: ChargeRow; disputeId: string | null }[]): Promise<Set<string>> {
    if (charges.length === 0) return new Set();
    const rows = charges.map(({ row }) => ({
      id: row.id,
      idempotency_key: row.idempotencyKey,
      customer_id: row.customerId,
      payment_method_id: row.paymentMethodId,
      destination_account_id: row.destinationAccountId,
      amount_cents: row.amountCents,
      application_fee_cents: row.applicationFeeCents,
      status: row.status,
      failure_code: row.failureCode,
      description: row.description,
      metadata: row.metadata,
      created_at: row.createdAt,
    }));
    const disputes = charges.flatMap(({ row, disputeId }) =>
      disputeId ? [{ charge: row.id, dispute: disputeId }] : [],
    );
    const stored = await queryRows<{ id: string }>(
      db,
      sql`with charged as (
          insert into ${simCharges}
          select * from json_populate_recordset(null::${simCharges}, ${jsonRows(rows)}) v order by v.idempotency_key
          on conflict (idempotency_key) do nothing returning id, amount_cents, created_at),
        disputed as (
          insert into ${simDisputes} (id, charge_id, amount_cents, reason, status, created_at, due_by)
          select d.dispute, charged.id, charged.amount_cents, ${SIM_DISPUTE_REASON}, 'needs_response', charged.created_at,
            charged.created_at + make_interval(days => ${SIM_DISPUTE_RESPONSE_DAYS}::int)
          from charged join json_to_recordset(${jsonRows(disputes)}) as d(charge text, dispute text) on d.charge = charged.id
          returning 1)
        select id from charged where (select count(*) from disputed) >= 0`,
    );
    return new Set(stored.map((r) => r.id));
  }

  return {
    chargeMany,

    async findCharge({ customerId, idempotencyKey }) {
      const [row] = await db.select().from(simCharges).where(eq(simCharges.idempotencyKey, idempotencyKey));
      return row && row.customerId === customerId ? toCharge(row) : null;
    },

    async charge(input) {
      const [answer] = await chargeMany([input]);
      if (!answer) throw new Error(`Charge ${input.idempotencyKey} was not answered`);
      if (answer instanceof Error) throw answer;
      return answer;
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
