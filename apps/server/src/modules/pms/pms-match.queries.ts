import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PmsChart } from '../../adapters/pms/pms.port';
import type { Db } from '../../db/connection';
import { insertRows } from '../../db/rows';
import { memberList, members, offices, pmsMatchCandidates, pmsWrites } from '../../db/schema';

// The chart matches' SQL: members of an office and their charts, the matcher's candidates, and the 'clear' writes a
// changed match queues. Every function takes the organization it works in first.

export type MemberToMatch = {
  memberId: number;
  firstName: string;
  lastName: string;
  birthDate: string;
  email: string | null;
  phone: string | null;
  planName: string | null;
};

const memberColumns = {
  memberId: memberList.memberId,
  firstName: memberList.firstName,
  lastName: memberList.lastName,
  birthDate: memberList.birthDate,
  email: memberList.email,
  phone: memberList.phone,
  planName: memberList.planName,
};

/** The organization the office belongs to. */
export async function organizationOfOffice(db: Db, officeId: number): Promise<number | null> {
  const [row] = await db.select({ org: offices.organizationId }).from(offices).where(eq(offices.id, officeId));
  return row?.org ?? null;
}

/** Serializes the office's chart matching: two runs, or a run and staff's match, never give one chart to two members. */
export async function lockOfficeMatching(db: Db, officeId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('pms-match'), ${officeId})`);
}

/**
 * Members of the office without a chart who have or had a plan (not deleted), on the member list: the rule of the
 * members filter 'PMS Not Connected' (member-filters.sql.ts), the matcher's list and the connection's count.
 */
export const withoutChart = (organizationId: number, officeId: number) =>
  and(
    eq(memberList.organizationId, organizationId),
    eq(memberList.officeId, officeId),
    eq(memberList.deleted, false),
    isNull(memberList.chartId),
    isNotNull(memberList.subscriptionId),
  );

/** The members to match: those without a chart, by name. */
export async function membersWithoutChart(db: Db, organizationId: number, officeId: number): Promise<MemberToMatch[]> {
  return db
    .select(memberColumns)
    .from(memberList)
    .where(withoutChart(organizationId, officeId))
    .orderBy(memberList.sortName, memberList.memberId);
}

/** The office's members (not deleted) holding each chart id. */
export async function chartHolders(
  db: Db,
  organizationId: number,
  officeId: number,
  chartIds?: readonly string[],
): Promise<Map<string, { memberId: number; firstName: string; lastName: string }>> {
  if (chartIds?.length === 0) return new Map();
  const rows = await db
    .select({
      chartId: members.chartId,
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(members)
    .where(
      and(
        eq(members.organizationId, organizationId),
        eq(members.officeId, officeId),
        isNull(members.deletedAt),
        chartIds ? inArray(members.chartId, [...chartIds]) : isNotNull(members.chartId),
      ),
    );
  return new Map(rows.flatMap((r) => (r.chartId ? [[r.chartId, r] as const] : [])));
}

/** The member/chart pairs staff said are not the same person, as `memberId:chartId`. */
export async function dismissedPairs(db: Db, organizationId: number, officeId: number): Promise<Set<string>> {
  const rows = await db
    .select({ memberId: pmsMatchCandidates.memberId, chartId: pmsMatchCandidates.chartId })
    .from(pmsMatchCandidates)
    .where(
      and(
        eq(pmsMatchCandidates.organizationId, organizationId),
        eq(pmsMatchCandidates.officeId, officeId),
        eq(pmsMatchCandidates.status, 'dismissed'),
      ),
    );
  return new Set(rows.map((r) => `${r.memberId}:${r.chartId}`));
}

export type CandidateRow = { memberId: number; chart: PmsChart; score: number; reasons: string[] };

const patientOf = (c: PmsChart): Record<string, string | null> => ({ ...c });

/** Replaces the members' open candidates with these (dismissed pairs stay). */
export async function replaceOpenCandidates(
  db: Db,
  organizationId: number,
  officeId: number,
  memberIds: readonly number[],
  rows: readonly CandidateRow[],
): Promise<void> {
  if (memberIds.length > 0) {
    await db
      .delete(pmsMatchCandidates)
      .where(
        and(
          eq(pmsMatchCandidates.organizationId, organizationId),
          inArray(pmsMatchCandidates.memberId, [...memberIds]),
          eq(pmsMatchCandidates.status, 'open'),
        ),
      );
  }
  await insertRows(
    db,
    pmsMatchCandidates,
    rows.map((r) => ({
      organizationId,
      officeId,
      memberId: r.memberId,
      chartId: r.chart.chartId,
      score: r.score,
      reasons: r.reasons,
      status: 'open',
      patient: patientOf(r.chart),
    })),
  );
}

/** Closes a member's open candidates (they have a chart now). */
export async function closeOpenCandidates(db: Db, organizationId: number, memberId: number): Promise<void> {
  await db
    .delete(pmsMatchCandidates)
    .where(
      and(
        eq(pmsMatchCandidates.organizationId, organizationId),
        eq(pmsMatchCandidates.memberId, memberId),
        eq(pmsMatchCandidates.status, 'open'),
      ),
    );
}

/** Records that the member is not the patient of this chart: the matcher never suggests the pair again. */
export async function dismissPair(
  db: Db,
  organizationId: number,
  pair: { officeId: number; memberId: number; chartId: string; userId: number; at: Date; patient: PmsChart | null },
): Promise<void> {
  const patient = pair.patient ? patientOf(pair.patient) : { chartId: pair.chartId };
  await db
    .insert(pmsMatchCandidates)
    .values({
      organizationId,
      officeId: pair.officeId,
      memberId: pair.memberId,
      chartId: pair.chartId,
      score: 0,
      status: 'dismissed',
      patient,
      decidedByUserId: pair.userId,
      decidedAt: pair.at,
    })
    .onConflictDoUpdate({
      target: [pmsMatchCandidates.organizationId, pmsMatchCandidates.memberId, pmsMatchCandidates.chartId],
      set: { status: 'dismissed', decidedByUserId: pair.userId, decidedAt: pair.at },
    });
}

/** The office's open candidates of these members, best first. */
export async function openCandidatesOf(db: Db, organizationId: number, officeId: number) {
  return db
    .select()
    .from(pmsMatchCandidates)
    .where(
      and(
        eq(pmsMatchCandidates.organizationId, organizationId),
        eq(pmsMatchCandidates.officeId, officeId),
        eq(pmsMatchCandidates.status, 'open'),
      ),
    )
    .orderBy(desc(pmsMatchCandidates.score), pmsMatchCandidates.chartId);
}

/** Sets (or clears) the member's chart; the member list follows by trigger, and so does a queued membership write. */
export async function setMemberChart(
  db: Db,
  organizationId: number,
  memberId: number,
  chartId: string | null,
): Promise<void> {
  await db
    .update(members)
    .set({ chartId })
    .where(and(eq(members.organizationId, organizationId), eq(members.id, memberId)));
}

/** The member's current chart and office, read under a row lock (a match being changed is changed once). */
export async function memberChartForUpdate(db: Db, organizationId: number, memberId: number) {
  const [row] = await db
    .select({ chartId: members.chartId, officeId: members.officeId, firstName: members.firstName })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.id, memberId)))
    .for('update');
  return row ?? null;
}

/** Queues taking the membership off a chart the member no longer matches. */
export async function queueClear(
  db: Db,
  organizationId: number,
  w: { officeId: number; memberId: number; chartId: string },
): Promise<void> {
  await db.insert(pmsWrites).values({ organizationId, ...w, kind: 'clear' });
}
