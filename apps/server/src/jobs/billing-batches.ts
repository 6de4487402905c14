import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { billingAttempts } from '../db/schema';
import { type Attempt, askAll, attemptKey } from './billing-ask';
import { type BillingDay, claimDue } from './billing-claim';
import type { BillingDeps } from './billing-deps';
import { recordAnswers } from './billing-settle';

// The billing run's payments, a batch of households at a time: the attempts a dead run left open are finished first;
// then the plans due are claimed, asked of the processor and recorded, the next batch claimed while one is settled.

/** Batches in flight at once: one claimed while the one before is asked of the processor and recorded. */
const BATCHES_AT_ONCE = 2;

export type BatchOptions = {
  /** Households per batch: claimed in one transaction, asked of the processor at once, recorded in one transaction. */
  households: number;
  /** How long (real time) an attempt's run is presumed alive; an older open attempt is resumed by the next run. */
  leaseMs: number;
  /** Tests: stop after opening the first claim's attempts, as a run killed before the processor answered. */
  crashAfterClaim?: boolean;
};

/** What the payments came to: attempts resumed, payments taken, refused, refunded as paid twice, left unanswered. */
export type PaymentsTally = {
  resumed: number;
  paid: number;
  refused: number;
  refundedDuplicates: number;
  unanswered: number;
};

/** Asks the processor for these attempts and records the answers; a charge for a period already paid is refunded. */
export async function settleAttempts(
  deps: BillingDeps,
  attempts: Attempt[],
  at: BillingDay,
  schedule: readonly number[],
) {
  const outcomes = await askAll(deps.gateway, attempts);
  const tally = await recordAnswers(deps, attempts, outcomes, at, schedule);
  // Paid twice (the desk took the period meanwhile): the processor's charge goes back in full.
  for (const { a, charge } of tally.duplicate) {
    // Paid by the account credit alone: no processor charge to refund, and the credit was not spent (not recorded).
    if (!charge.id) {
      await deps.db.update(billingAttempts).set({ status: 'refunded' }).where(eq(billingAttempts.id, a.id));
      continue;
    }
    await deps.gateway.refund({
      chargeId: charge.id,
      amountCents: a.amountCents,
      idempotencyKey: `${attemptKey(a)}_duplicate`,
      reason: 'duplicate',
    });
    await deps.db.update(billingAttempts).set({ status: 'refunded' }).where(eq(billingAttempts.id, a.id));
  }
  const unanswered = [...outcomes.values()].filter((o) => o === null).length;
  return { ...tally, unanswered };
}

/**
 * Up to `households` open attempts whose run is presumed dead (lease passed), after the attempt `after` in id order:
 * taken over by this run, with a new lease.
 */
async function takeOver(db: Db, leaseUntil: Date, after: number, households: number): Promise<Attempt[]> {
  const expired = db
    .select({ id: billingAttempts.id })
    .from(billingAttempts)
    .where(
      and(
        eq(billingAttempts.status, 'open'),
        lt(billingAttempts.leaseUntil, new Date()),
        gt(billingAttempts.id, after),
      ),
    )
    .orderBy(billingAttempts.id)
    .limit(households)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(billingAttempts)
    .set({ leaseUntil })
    .where(inArray(billingAttempts.id, expired))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Takes every payment due on the run's day: the attempts left open by a dead run, then every plan due. */
export async function billDue(
  deps: BillingDeps,
  at: BillingDay,
  schedule: readonly number[],
  opts: BatchOptions,
): Promise<PaymentsTally> {
  const lease = () => new Date(Date.now() + opts.leaseMs);
  const tally: PaymentsTally = { resumed: 0, paid: 0, refused: 0, refundedDuplicates: 0, unanswered: 0 };
  const add = (t: Awaited<ReturnType<typeof settleAttempts>>) => {
    tally.paid += t.paid;
    tally.refused += t.refused;
    tally.refundedDuplicates += t.duplicate.length;
    tally.unanswered += t.unanswered;
  };
  // Attempts a run presumed dead left open, a batch at a time in id order, each taken over once by this run (one the
  // processor still does not answer waits for the next run).
  for (let after = 0; ; ) {
    const resumed = await takeOver(deps.db, lease(), after, opts.households);
    if (resumed.length === 0) break;
    tally.resumed += resumed.length;
    after = resumed.at(-1)?.id ?? after;
    add(await settleAttempts(deps, resumed, at, schedule));
  }
  // Two batches at once: while one is asked of the processor and recorded, the next is claimed, so the database works
  // on both (each batch's plans are its own: claimed ones are no longer due). Every batch started has finished before
  // the run returns; a failed one ends the run, its attempts left open for the next.
  const settling: Promise<void>[] = [];
  const failures: unknown[] = [];
  try {
    for (;;) {
      const attempts = await claimDue(deps.db, at, opts.households, lease());
      if (attempts.length === 0 || opts.crashAfterClaim) break;
      const batch = settleAttempts(deps, attempts, at, schedule).then(add);
      // Its failure is taken up when it is awaited: never an unhandled rejection meanwhile.
      batch.catch(() => {});
      settling.push(batch);
      if (settling.length >= BATCHES_AT_ONCE) await settling.shift();
    }
  } catch (err) {
    failures.push(err);
  }
  for (const r of await Promise.allSettled(settling)) if (r.status === 'rejected') failures.push(r.reason);
  if (failures.length > 0) throw failures[0];
  return tally;
}
