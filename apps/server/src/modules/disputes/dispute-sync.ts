import { isDisputeOpen } from '@mhq/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { PaymentDeclined, ProcessorUnavailable } from '../../adapters/payments/payment-gateway';
import { disputes } from '../../db/schema';
import { saveSetting, storedSetting } from '../../db/settings';
import { closeDispute, type DisputeSyncDeps } from './dispute-close';
import { openDispute } from './dispute-open';

// The processor's disputes brought into our books, on every billing run: new ones opened (the amount held, the plans
// on hold), and the open ones read again for the bank's decision. A webhook would tell us sooner; reading them on each
// run also catches a decision whose event was lost.

/** Where the last read of new disputes stopped (system_settings): the next read starts there. */
export const DISPUTES_CURSOR_KEY = 'disputes_read_from';
/** A dispute of a payment we have not recorded is looked for again on later runs, for this long. */
const UNMATCHED_DAYS = 30;

export type DisputeSyncSummary = { opened: number; decided: number; unmatched: number };

/**
 * Reads new disputes since the cursor and opens each (once: its processor id is unique); then reads every open one
 * again and records the bank's decision. A dispute of a payment not recorded yet (its charge is being recorded by a
 * run at this moment) keeps the cursor before it, so the next run finds it again.
 */
export async function syncDisputes(deps: DisputeSyncDeps): Promise<DisputeSyncSummary> {
  const summary: DisputeSyncSummary = { opened: 0, decided: 0, unmatched: 0 };
  const stored = await storedSetting(deps.db, DISPUTES_CURSOR_KEY);
  const from = typeof stored === 'string' ? new Date(stored) : new Date(0);
  let reported: Awaited<ReturnType<DisputeSyncDeps['gateway']['disputesSince']>>;
  try {
    reported = await deps.gateway.disputesSince(from);
  } catch (err) {
    if (err instanceof ProcessorUnavailable) return summary;
    throw err;
  }
  const known = new Set(
    reported.length === 0
      ? []
      : (
          await deps.db
            .select({ id: disputes.processorDisputeId })
            .from(disputes)
            .where(
              inArray(
                disputes.processorDisputeId,
                reported.map((d) => d.id),
              ),
            )
        ).map((r) => r.id),
  );
  const forgetBefore = deps.clock.now().getTime() - UNMATCHED_DAYS * 86_400_000;
  let oldestUnmatched: Date | null = null;
  for (const d of reported) {
    if (known.has(d.id)) continue;
    if (await openDispute(deps, d)) {
      summary.opened++;
    } else if (d.createdAt.getTime() >= forgetBefore) {
      summary.unmatched++;
      oldestUnmatched ??= d.createdAt;
    }
  }
  const newest = reported.at(-1)?.createdAt ?? from;
  await saveSetting(deps.db, DISPUTES_CURSOR_KEY, (oldestUnmatched ?? newest).toISOString());
  summary.decided = await readDecisions(deps);
  return summary;
}

/** Every open dispute read again; a decided one is recorded, a status the office set elsewhere is taken over. */
async function readDecisions(deps: DisputeSyncDeps): Promise<number> {
  const open = await deps.db
    .select()
    .from(disputes)
    .where(inArray(disputes.status, ['needs_response', 'under_review']));
  let decided = 0;
  for (const ours of open) {
    let theirs: Awaited<ReturnType<DisputeSyncDeps['gateway']['retrieveDispute']>>;
    try {
      theirs = await deps.gateway.retrieveDispute(ours.processorDisputeId);
    } catch (err) {
      // Unreachable now, or unknown to it: asked again on the next run.
      if (err instanceof ProcessorUnavailable || err instanceof PaymentDeclined) continue;
      throw err;
    }
    if (!isDisputeOpen(theirs.status)) {
      if (await closeDispute(deps, ours.id, theirs.status === 'won' ? 'won' : 'lost')) decided++;
    } else if (theirs.status !== ours.status) {
      // Answered at the processor's own dashboard: the bank has it now.
      await deps.db
        .update(disputes)
        .set({ status: theirs.status })
        .where(and(eq(disputes.id, ours.id), eq(disputes.status, ours.status)));
    }
  }
  return decided;
}
