import { and, asc, eq, gte } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { simDisputes } from '../../db/schema';
import { type Dispute, type DisputeEvidence, PaymentDeclined, type PaymentGatewayCharges } from './payment-gateway';
import { decline, SIM_DISPUTE_RESPONSE_DAYS, simulatedDecision } from './simulated-rules';

type DisputeRow = typeof simDisputes.$inferSelect;

const dueByOf = (row: DisputeRow) =>
  row.dueBy ?? new Date(row.createdAt.getTime() + SIM_DISPUTE_RESPONSE_DAYS * 86_400_000);

function toDispute(row: DisputeRow): Dispute {
  return {
    id: row.id,
    chargeId: row.chargeId,
    amountCents: row.amountCents,
    reason: row.reason,
    status:
      row.status === 'won' || row.status === 'lost' || row.status === 'under_review' ? row.status : 'needs_response',
    createdAt: row.createdAt,
    respondBy: dueByOf(row),
  };
}

const closedToEvidence = () =>
  new PaymentDeclined('processor_error', 'This dispute no longer takes evidence: it was answered or decided.');

/**
 * The simulated bank's side of disputes (sim_disputes; opened by test card ...0259 when charged): evidence submitted
 * or the dispute accepted, and the bank's decision on its test clock (simulatedDecision), recorded when the dispute
 * is next read.
 */
export function simulatedDisputes(
  db: Db,
  clock: Clock,
): Pick<PaymentGatewayCharges, 'disputesSince' | 'retrieveDispute' | 'respondToDispute' | 'acceptDispute'> {
  /** The dispute as it stands at the clock's now: a decision due is recorded once (only from the status it was read in). */
  async function current(id: string): Promise<DisputeRow> {
    const [row] = await db.select().from(simDisputes).where(eq(simDisputes.id, id));
    if (!row) throw decline('invalid_token');
    const decided = simulatedDecision(
      {
        status: row.status,
        dueBy: dueByOf(row),
        submittedAt: row.submittedAt,
        hasAgreement: Boolean(row.evidence?.agreement),
      },
      clock.now(),
    );
    if (!decided) return row;
    const [updated] = await db
      .update(simDisputes)
      .set(decided)
      .where(and(eq(simDisputes.id, id), eq(simDisputes.status, row.status)))
      .returning();
    return updated ?? (await current(id));
  }

  return {
    async disputesSince(since) {
      const rows = await db
        .select()
        .from(simDisputes)
        .where(gte(simDisputes.createdAt, since))
        .orderBy(asc(simDisputes.createdAt), asc(simDisputes.id));
      return rows.map(toDispute);
    },

    async retrieveDispute(id) {
      return toDispute(await current(id));
    },

    async respondToDispute(id, evidence: DisputeEvidence) {
      const row = await current(id);
      if (row.status !== 'needs_response') throw closedToEvidence();
      const [updated] = await db
        .update(simDisputes)
        .set({
          status: 'under_review',
          evidence: Object.fromEntries(Object.entries(evidence).filter(([, v]) => v !== null)) as Record<
            string,
            string
          >,
          submittedAt: clock.now(),
        })
        .where(and(eq(simDisputes.id, id), eq(simDisputes.status, 'needs_response')))
        .returning();
      // Answered or accepted meanwhile by another request: only the first is taken.
      if (!updated) throw closedToEvidence();
      return toDispute(updated);
    },

    async acceptDispute(id) {
      const row = await current(id);
      if (row.status !== 'needs_response') throw closedToEvidence();
      const [updated] = await db
        .update(simDisputes)
        .set({ status: 'lost', closedAt: clock.now() })
        .where(and(eq(simDisputes.id, id), eq(simDisputes.status, 'needs_response')))
        .returning();
      // Answered or accepted meanwhile by another request: only the first is taken.
      if (!updated) throw closedToEvidence();
      return toDispute(updated);
    },
  };
}
