import { setTimeout as wait } from 'node:timers/promises';
import { and, asc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { escapeLike } from '../../db/like';
import { simPmsLedger, simPmsPatients, simPmsPractices, simPmsProcedures } from '../../db/schema';
import {
  type PmsChart,
  type PmsLedgerPosting,
  type PmsMembership,
  type PmsPort,
  type PmsPractice,
  PmsRefused,
  PmsUnavailable,
} from './pms.port';

// The embedded PMS (the default): a practice's charts, procedures and ledger in sim_pms_* tables, behind the same port
// as the real hub, and behaving like it: each practice answers after its latency, and not at all during an outage
// (sim_pms_practices). The demo seeds it; tests set its latency and outages to see the platform cope.

/** The simulated PMS's key for an office: what connect answers, and what the seed and tests write under. */
export const simPracticeKey = (officeId: number) => `sim-office-${officeId}`;

/** Every system of the brand lists connects through the simulated hub, except 'other' (nothing to connect to). */
const connectable = (system: string) => system !== 'other';

const chartOf = (row: typeof simPmsPatients.$inferSelect): PmsChart => ({
  chartId: row.chartId,
  firstName: row.firstName,
  lastName: row.lastName,
  birthDate: row.birthDate,
  email: row.email,
  phone: row.phone,
  carrier: row.carrier,
});

export function simulatedPms(db: Db, clock: Clock): PmsPort {
  /** The practice as the hub answers for it: after its latency, or failing while it is out. */
  async function reach(practiceKey: string) {
    const [practice] = await db.select().from(simPmsPractices).where(eq(simPmsPractices.practiceKey, practiceKey));
    if (!practice) throw new PmsRefused('The practice-management system does not know this office.');
    if (practice.latencyMs > 0) await wait(practice.latencyMs);
    if (practice.outageUntil && practice.outageUntil > clock.now()) {
      throw new PmsUnavailable("The office's practice-management system is not answering.");
    }
    return practice;
  }

  const charts = async (practiceKey: string, where = sql`true`, limit?: number) => {
    const query = db
      .select()
      .from(simPmsPatients)
      .where(and(eq(simPmsPatients.practiceKey, practiceKey), where))
      .orderBy(asc(simPmsPatients.lastName), asc(simPmsPatients.firstName), asc(simPmsPatients.chartId));
    return (await (limit === undefined ? query : query.limit(limit))).map(chartOf);
  };

  return {
    via: 'simulated',
    connectable,

    async connect({ officeId }) {
      const practiceKey = simPracticeKey(officeId);
      await db.insert(simPmsPractices).values({ practiceKey }).onConflictDoNothing();
      await reach(practiceKey);
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(simPmsPatients)
        .where(eq(simPmsPatients.practiceKey, practiceKey));
      return { practiceKey, patients: row?.n ?? 0 };
    },

    async searchPatients({ practiceKey }: PmsPractice, q, limit) {
      await reach(practiceKey);
      const words = q.trim().split(/\s+/).filter(Boolean);
      const digits = q.replace(/\D/g, '');
      const wordMatches = words.map((w) => {
        const like = `%${escapeLike(w)}%`;
        return or(
          ilike(simPmsPatients.firstName, like),
          ilike(simPmsPatients.lastName, like),
          ilike(simPmsPatients.chartId, like),
          ilike(simPmsPatients.email, like),
        );
      });
      const byPhone = digits.length >= 4 ? ilike(simPmsPatients.phone, `%${digits}%`) : undefined;
      const where = byPhone ? or(and(...wordMatches), byPhone) : and(...wordMatches);
      return charts(practiceKey, where ?? sql`true`, limit);
    },

    async allPatients({ practiceKey }) {
      await reach(practiceKey);
      return charts(practiceKey);
    },

    async chartsByIds({ practiceKey }, chartIds) {
      await reach(practiceKey);
      if (chartIds.length === 0) return [];
      return charts(practiceKey, inArray(simPmsPatients.chartId, [...chartIds]));
    },

    async procedures({ practiceKey }, chartIds, from) {
      await reach(practiceKey);
      if (chartIds.length === 0) return [];
      const rows = await db
        .select()
        .from(simPmsProcedures)
        .where(
          and(
            eq(simPmsProcedures.practiceKey, practiceKey),
            inArray(simPmsProcedures.chartId, [...chartIds]),
            gte(simPmsProcedures.doneOn, from),
            eq(simPmsProcedures.status, 'completed'),
          ),
        )
        .orderBy(asc(simPmsProcedures.doneOn), asc(simPmsProcedures.id));
      return rows.map((r) => ({
        chartId: r.chartId,
        code: r.code,
        description: r.description,
        on: r.doneOn,
        status: 'completed' as const,
      }));
    },

    async writeMembership({ practiceKey }, chartId, membership: PmsMembership | null) {
      await reach(practiceKey);
      const written = await db
        .update(simPmsPatients)
        .set({ membership, membershipWrittenAt: clock.now() })
        .where(and(eq(simPmsPatients.practiceKey, practiceKey), eq(simPmsPatients.chartId, chartId)))
        .returning({ id: simPmsPatients.id });
      if (written.length === 0) throw new PmsRefused(`The practice-management system has no chart ${chartId}.`);
    },

    async postPayment({ practiceKey }, posting: PmsLedgerPosting) {
      await reach(practiceKey);
      const [chart] = await charts(practiceKey, eq(simPmsPatients.chartId, posting.chartId), 1);
      if (!chart) throw new PmsRefused(`The practice-management system has no chart ${posting.chartId}.`);
      await db
        .insert(simPmsLedger)
        .values({
          practiceKey,
          chartId: posting.chartId,
          postedOn: posting.on,
          amountCents: posting.amountCents,
          providerId: posting.providerId,
          paymentType: posting.paymentType,
          postAs: posting.postAs,
          description: posting.description,
          reference: posting.reference,
        })
        .onConflictDoNothing();
    },

    async providers({ practiceKey }) {
      return (await reach(practiceKey)).providers;
    },
  };
}
