import { ACTIVE_STATUSES } from '@mhq/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { simPracticeKey } from '../../adapters/pms/simulated-pms';
import {
  memberList,
  members,
  officeProfiles,
  pmsMatchCandidates,
  simPmsPatients,
  simPmsPractices,
} from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { withoutDemoPms } from './pms-demo.fixtures';

/**
 * An office's PMS as the connection tests want it: never connected (the demo's link, matches, queue and simulated
 * PMS cleared), four charts in the simulated PMS, two running members matched, a deleted member with a chart, and a
 * member the matcher was unsure of. Answers the members it used.
 */
export async function pmsOfficeForTests(t: TestApp, downtown: { id: number; organizationId: number }) {
  const key = simPracticeKey(downtown.id);
  await withoutDemoPms(t.db, downtown.id);
  await t.db.update(officeProfiles).set({ pmsSystem: null }).where(eq(officeProfiles.officeId, downtown.id));

  // The practice's PMS: two running members of Downtown have charts there; one uninsured patient is no member.
  const running = await t.db
    .select({ memberId: memberList.memberId, firstName: memberList.firstName, lastName: memberList.lastName })
    .from(memberList)
    .where(
      and(
        eq(memberList.officeId, downtown.id),
        eq(memberList.deleted, false),
        inArray(memberList.status, [...ACTIVE_STATUSES]),
      ),
    )
    .orderBy(memberList.memberId)
    .limit(4);
  if (running.length < 4) throw new Error('the demo seed has too few running members at Downtown');
  type Listed = (typeof running)[0];
  const [first, second, gone, doubtful] = running as [Listed, Listed, Listed, Listed];
  await t.db.insert(simPmsPractices).values({ practiceKey: key, providers: [{ id: 'DDS1', name: 'Dr. Ana Ruiz' }] });
  await t.db.insert(simPmsPatients).values([
    { practiceKey: key, chartId: 'C100', firstName: first.firstName, lastName: first.lastName, carrier: null },
    { practiceKey: key, chartId: 'C101', firstName: second.firstName, lastName: second.lastName, carrier: 'Delta' },
    { practiceKey: key, chartId: 'C102', firstName: 'Nora', lastName: 'Quill', birthDate: '1980-02-03', carrier: null },
    { practiceKey: key, chartId: 'C103', firstName: gone.firstName, lastName: gone.lastName, carrier: 'Aetna' },
  ]);
  const setChart = (memberId: number, chartId: string, deletedAt: Date | null = null) =>
    t.db.update(members).set({ chartId, deletedAt }).where(eq(members.id, memberId));
  await setChart(first.memberId, 'C100');
  await setChart(second.memberId, 'C101');
  // A deleted member keeps their chart but is written nowhere.
  await setChart(gone.memberId, 'C103', new Date());
  // The matcher was unsure of one member: two open candidates (one member to confirm) and one staff dismissed.
  const candidate = (chartId: string, status: string) => ({
    organizationId: downtown.organizationId,
    officeId: downtown.id,
    memberId: doubtful.memberId,
    chartId,
    score: 70,
    status,
    patient: { firstName: doubtful.firstName, lastName: doubtful.lastName },
  });
  await t.db
    .insert(pmsMatchCandidates)
    .values([candidate('C102', 'open'), candidate('C101', 'open'), candidate('C100', 'dismissed')]);
  return { key, first, second, gone, doubtful };
}
