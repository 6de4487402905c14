import type { PublicOfficeResponse } from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { simPracticeKey } from '../../adapters/pms/simulated-pms';
import { members, offices, pmsConnections, pmsWrites, simPmsPatients, simPmsPractices } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { enrolFamily } from '../subscriptions/subscription-changes.fixtures';

// What the chart-match and write-back tests share: an office connected to the simulated PMS, its charts, and reads.

/** Connects the office to the simulated PMS directly (the connect call is another module's, tested there). */
export async function connectOffice(t: TestApp, officeId: number, opts: { writeBack: boolean }) {
  const [office] = await t.db.select().from(offices).where(eq(offices.id, officeId));
  if (!office) throw new Error(`no office ${officeId}`);
  const practiceKey = simPracticeKey(officeId);
  await t.db.insert(simPmsPractices).values({ practiceKey }).onConflictDoNothing();
  await t.db
    .insert(pmsConnections)
    .values({
      organizationId: office.organizationId,
      officeId,
      system: 'dentrix',
      via: 'simulated',
      status: 'connected',
      practiceKey,
      writeBack: opts.writeBack,
      connectedAt: t.clock.now(),
    })
    .onConflictDoUpdate({
      target: [pmsConnections.organizationId, pmsConnections.officeId],
      set: { status: 'connected', writeBack: opts.writeBack },
    });
  return { organizationId: office.organizationId, practiceKey };
}

export type SimChart = {
  chartId: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  email?: string | null;
  phone?: string | null;
};

/** Adds charts to the office's simulated PMS. */
export async function addCharts(t: TestApp, officeId: number, charts: readonly SimChart[]) {
  await t.db
    .insert(simPmsPatients)
    .values(charts.map((c) => ({ email: null, phone: null, ...c, practiceKey: simPracticeKey(officeId) })));
}

/** Makes the office's simulated PMS fail every call until `until` (null: answering again). */
export async function setOutage(t: TestApp, officeId: number, until: Date | null) {
  await t.db
    .update(simPmsPractices)
    .set({ outageUntil: until })
    .where(eq(simPmsPractices.practiceKey, simPracticeKey(officeId)));
}

export async function memberRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(members).where(eq(members.id, id));
  if (!row) throw new Error(`no member ${id}`);
  return row;
}

/** The membership the simulated PMS shows on a chart. */
export async function chartMembership(t: TestApp, officeId: number, chartId: string) {
  const [row] = await t.db
    .select({ membership: simPmsPatients.membership })
    .from(simPmsPatients)
    .where(and(eq(simPmsPatients.practiceKey, simPracticeKey(officeId)), eq(simPmsPatients.chartId, chartId)));
  return row?.membership ?? null;
}

/** The write-back queue's rows for a member, oldest first. */
export const writesOf = (t: TestApp, memberId: number) =>
  t.db.select().from(pmsWrites).where(eq(pmsWrites.memberId, memberId)).orderBy(pmsWrites.id);

let charts = 0;

/** A household enrolled by card, its owner (and child when asked) matched to new charts of the simulated PMS. */
export async function matchedFamily(
  t: TestApp,
  page: PublicOfficeResponse,
  token: string,
  opts: { child?: boolean } = {},
) {
  const f = await enrolFamily(t, page, token);
  const ids = opts.child ? [f.ownerId, f.childId] : [f.ownerId];
  const chartIds: string[] = [];
  for (const id of ids) {
    const chartId = `L-${++charts}`;
    await addCharts(t, page.office.id, [{ chartId, firstName: 'Pat', lastName: `Chart${charts}`, birthDate: null }]);
    await t.db.update(members).set({ chartId }).where(eq(members.id, id));
    chartIds.push(chartId);
  }
  return { ...f, chartIds };
}
