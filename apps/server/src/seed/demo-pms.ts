import {
  ACTIVE_STATUSES,
  addDays,
  CANDIDATE_SCORE,
  countsAsActive,
  isSubscriptionStatus,
  type MatchPerson,
  type MemberSummaryStatus,
  PMS_OPTIONS,
  planYearOf,
  pmsMembershipOf,
  scoreChart,
  type TenantConfig,
  usualFeeCodesFor,
  utcDayOf,
} from '@mhq/domain';
import { and, asc, eq, inArray, not } from 'drizzle-orm';
import { simPracticeKey } from '../adapters/pms/simulated-pms';
import type { Db } from '../db/connection';
import {
  memberList,
  members,
  offices,
  plans,
  pmsConnections,
  pmsMatchCandidates,
  pmsWrites,
  simPmsPatients,
  simPmsPractices,
  simPmsProcedures,
  subscriptions,
} from '../db/schema';
import { DEMO_USUAL_FEES } from './demo-plans';
import { downtownOutsiders, swappedBirthDate, twinName, typoName, uptownOutsiders } from './demo-pms-people';

/*
 * The practice-management system of the demo (issue 28). Downtown is connected to the simulated PMS with write-back on:
 * most of its members have their chart, the PMS already shows their membership (written as the delivery job writes
 * it), their cleanings, exams and x-rays of this plan year and the last are in its history, and three members wait
 * for staff to pick between near-duplicate charts. Uptown is not connected, but its PMS holds its members' charts and
 * a patient to enrol, so connecting it finds matches. See /work/pms-demo.md for the people the journeys use.
 */

type Listed = Awaited<ReturnType<typeof listedMembers>>[number];
type SimPatient = typeof simPmsPatients.$inferInsert;

const PROVIDERS = [
  { id: 'DDS1', name: 'Dr. Dana Whitfield' },
  { id: 'DDS2', name: 'Dr. Priya Shah' },
  { id: 'HYG1', name: 'Hygienist Lee Ortiz' },
];

/** The office's members as the member list holds them, with their plan's coverage and renewal. */
async function listedMembers(tx: Db, officeId: number) {
  return tx
    .select({
      memberId: memberList.memberId,
      organizationId: memberList.organizationId,
      accountOwnerId: memberList.accountOwnerId,
      firstName: memberList.firstName,
      lastName: memberList.lastName,
      birthDate: memberList.birthDate,
      email: memberList.email,
      phone: memberList.phone,
      status: memberList.status,
      summaryStatus: memberList.summaryStatus,
      planName: memberList.planName,
      since: memberList.subscriptionCreatedAt,
      priceCodes: plans.priceCodes,
      description: plans.description,
      nextRenewalOn: subscriptions.nextRenewalOn,
      endsOn: subscriptions.endsOn,
    })
    .from(memberList)
    .leftJoin(plans, and(eq(plans.organizationId, memberList.organizationId), eq(plans.id, memberList.planId)))
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.organizationId, memberList.organizationId), eq(subscriptions.id, memberList.subscriptionId)),
    )
    .where(and(eq(memberList.officeId, officeId), not(memberList.deleted)))
    .orderBy(asc(memberList.memberId));
}

const householdOf = (m: Listed) => m.accountOwnerId ?? m.memberId;
const running = (m: Listed) => m.status !== null && (ACTIVE_STATUSES as readonly string[]).includes(m.status);
const personOf = (m: Listed): MatchPerson => ({ ...m });

/** The member's chart in the PMS: their names and birth date; an account owner's contacts, some changed since. */
function chartOf(practiceKey: string, chartId: string, m: Listed, n: number): SimPatient {
  const owner = m.accountOwnerId === null;
  return {
    practiceKey,
    chartId,
    firstName: m.firstName,
    lastName: m.lastName,
    birthDate: m.birthDate,
    // Every fourth owner gave the PMS no email; every seventh has another phone there (they moved).
    email: owner && n % 4 !== 3 ? m.email : null,
    phone: owner ? (n % 7 === 6 ? `512555${String(7100 + n)}` : m.phone) : null,
    carrier: null,
  };
}

/** The completed visits of a member's plan: every included code once per visit, on the days given. */
function visits(practiceKey: string, chartId: string, m: Listed, days: string[], names: Map<string, string>) {
  return days.flatMap((doneOn) =>
    (m.priceCodes ?? []).map(({ code }) => ({
      practiceKey,
      chartId,
      code,
      description: names.get(code) ?? code,
      doneOn,
      feeCents: DEMO_USUAL_FEES[code] ?? 0,
      status: 'completed',
    })),
  );
}

/**
 * This plan year's and last plan year's visits of a covered member, by a pattern: one visit this year (some care
 * left), two (all used: the recall list leaves them out) or none yet; one visit the year before in every case.
 */
function historyOf(
  practiceKey: string,
  chartId: string,
  m: Listed,
  n: number,
  today: string,
  names: Map<string, string>,
) {
  if (!m.since || !m.status || !isSubscriptionStatus(m.status) || !countsAsActive(m.status)) return [];
  const year = planYearOf(utcDayOf(m.since), today);
  const elapsed = Math.max(0, Math.round((Date.parse(today) - Date.parse(year.from)) / 86_400_000));
  const at = (part: number) => addDays(year.from, Math.floor(elapsed * part));
  const pattern = n % 3;
  const thisYear = pattern === 0 ? [at(0.5)] : pattern === 1 ? [at(0.25), at(0.75)] : [];
  return visits(practiceKey, chartId, m, [addDays(year.from, -150), ...thisYear], names);
}

/** The membership the delivery job writes on a matched member's chart, as of the seed. */
function writtenMembership(m: Listed): Record<string, unknown> | null {
  if (!m.planName) return null;
  return pmsMembershipOf({
    planName: m.planName,
    planDescription: m.description ?? '',
    summaryStatus: m.summaryStatus as MemberSummaryStatus,
    nextRenewalOn: m.nextRenewalOn,
    endsOn: m.endsOn,
  });
}

/** Seeds the demo's PMS: Downtown connected with write-back, Uptown's PMS ready to connect. */
export async function seedDemoPms(tx: Db, tenant: TenantConfig, now: Date): Promise<void> {
  const rows = await tx
    .select()
    .from(offices)
    .where(inArray(offices.slug, ['demo-downtown', 'demo-uptown']));
  const downtown = rows.find((o) => o.slug === 'demo-downtown');
  const uptown = rows.find((o) => o.slug === 'demo-uptown');
  if (!downtown || !uptown) return;
  const today = utcDayOf(now);
  const names = new Map(usualFeeCodesFor(tenant.id).map((c) => [c.code, c.name]));
  await seedDowntown(tx, tenant, downtown, today, now, names);
  await seedUptown(tx, tenant, uptown, today, names);
}

/** Downtown: connected with write-back, most members matched, three waiting for staff, visits in the history. */
async function seedDowntown(
  tx: Db,
  tenant: TenantConfig,
  office: typeof offices.$inferSelect,
  today: string,
  now: Date,
  names: Map<string, string>,
) {
  const practiceKey = simPracticeKey(office.id);
  await tx.insert(simPmsPractices).values({ practiceKey, latencyMs: 300, providers: PROVIDERS });
  const listed = await listedMembers(tx, office.id);
  // The demo patient's household (patient@demo.test is its owner's email): its usage is the one the portal shows.
  const patientMember = listed.find((m) => m.accountOwnerId === null && m.email === 'patient@demo.test');
  const patientHousehold = patientMember ? householdOf(patientMember) : null;
  const taken = new Set<number | null>([patientHousehold]);
  const pick = (test: (m: Listed) => boolean) => {
    const found = listed.find((m) => !taken.has(householdOf(m)) && running(m) && test(m));
    if (found) taken.add(householdOf(found));
    return found ?? null;
  };
  // Staff must choose for these: twins in the PMS; a typo and a birth date typed day first; other contacts only.
  const twin = pick((m) => m.accountOwnerId !== null && m.birthDate > addDays(today, -18 * 366));
  const typo = pick((m) => m.accountOwnerId === null && m.phone !== null && swappedBirthDate(m.birthDate) !== null);
  const otherContact = pick((m) => m.accountOwnerId === null && m.email !== null);
  const undecided = new Set([twin, typo, otherContact].flatMap((m) => (m ? [m.memberId] : [])));

  const charts: SimPatient[] = [];
  const procedures: (typeof simPmsProcedures.$inferInsert)[] = [];
  const matched: { member: Listed; chartId: string }[] = [];
  let n = 0;
  for (const m of listed) {
    // New households paying in the office have not been in yet: the PMS has no chart for them.
    if (m.status === 'pending_cash' || undecided.has(m.memberId)) continue;
    n++;
    const chartId = `D-${1000 + n}`;
    charts.push(chartOf(practiceKey, chartId, m, n));
    matched.push({ member: m, chartId });
    // The demo patient's household is fixed: she and the children were in once this year (care left), the other
    // adult not yet.
    const child = m.birthDate > addDays(today, -18 * 366);
    const pattern = householdOf(m) === patientHousehold ? (m === patientMember || child ? 0 : 2) : n;
    procedures.push(...historyOf(practiceKey, chartId, m, pattern, today, names));
  }
  const near: { member: Listed; chart: SimPatient }[] = [];
  const nearChart = (member: Listed, chartId: string, change: Partial<SimPatient>) =>
    near.push({ member, chart: { ...chartOf(practiceKey, chartId, member, 0), ...change } });
  if (twin) {
    nearChart(twin, 'D-1801', {});
    nearChart(twin, 'D-1802', { firstName: twinName(twin.firstName) });
  }
  if (typo) {
    nearChart(typo, 'D-1803', { firstName: typoName(typo.firstName), email: null });
    nearChart(typo, 'D-1804', { birthDate: swappedBirthDate(typo.birthDate), phone: null, email: null });
  }
  if (otherContact) {
    nearChart(otherContact, 'D-1805', { email: 'new.address@example.test', phone: '5125557999' });
  }
  charts.push(...near.map((x) => x.chart));
  charts.push(...downtownOutsiders(tenant.id).map((p) => ({ ...p, practiceKey })));
  await tx.insert(simPmsPatients).values(charts);
  if (procedures.length > 0) await tx.insert(simPmsProcedures).values(procedures);

  // Charts are set before the connection exists, so no write is queued: the PMS shows the memberships already.
  for (const { member, chartId } of matched) {
    await tx
      .update(members)
      .set({ chartId })
      .where(and(eq(members.organizationId, member.organizationId), eq(members.id, member.memberId)));
    const membership = writtenMembership(member);
    if (membership) {
      await tx
        .update(simPmsPatients)
        .set({ membership, membershipWrittenAt: now })
        .where(and(eq(simPmsPatients.practiceKey, practiceKey), eq(simPmsPatients.chartId, chartId)));
      // The queue's history says so too: the settings page counts these memberships as written.
      await tx.insert(pmsWrites).values({
        organizationId: member.organizationId,
        officeId: office.id,
        memberId: member.memberId,
        status: 'written',
        attempts: 1,
        written: { chartId, membership },
        writtenAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  const candidates = near.flatMap(({ member, chart }) => {
    const { score, reasons } = scoreChart(personOf(member), {
      firstName: chart.firstName,
      lastName: chart.lastName,
      birthDate: chart.birthDate ?? null,
      email: chart.email ?? null,
      phone: chart.phone ?? null,
    });
    if (score < CANDIDATE_SCORE) return [];
    const patient = {
      chartId: chart.chartId,
      firstName: chart.firstName,
      lastName: chart.lastName,
      birthDate: chart.birthDate ?? null,
      email: chart.email ?? null,
      phone: chart.phone ?? null,
      carrier: chart.carrier ?? null,
    };
    return [
      {
        organizationId: office.organizationId,
        officeId: office.id,
        memberId: member.memberId,
        chartId: chart.chartId,
        score,
        reasons,
        patient,
        createdAt: now,
      },
    ];
  });
  if (candidates.length > 0) await tx.insert(pmsMatchCandidates).values(candidates);
  const system = PMS_OPTIONS[tenant.id][0]?.value ?? 'other';
  await tx.insert(pmsConnections).values({
    organizationId: office.organizationId,
    officeId: office.id,
    system,
    via: 'simulated',
    status: 'connected',
    practiceKey,
    writeBack: true,
    notifyUninsured: true,
    pmsPatients: charts.length,
    connectedAt: new Date(now.getTime() - 45 * 86_400_000),
    lastSyncAt: now,
    updatedAt: now,
  });
}

/** Uptown: not connected, but its PMS holds a chart for each member and patients to enrol. */
async function seedUptown(
  tx: Db,
  tenant: TenantConfig,
  office: typeof offices.$inferSelect,
  today: string,
  names: Map<string, string>,
) {
  const practiceKey = simPracticeKey(office.id);
  await tx.insert(simPmsPractices).values({ practiceKey, latencyMs: 300, providers: PROVIDERS.slice(0, 2) });
  const listed = await listedMembers(tx, office.id);
  // Every owner's chart keeps their email, so connecting matches them for sure; family members come out as candidates.
  const charts = listed.map((m, i) => ({
    ...chartOf(practiceKey, `U-${2001 + i}`, m, 0),
    email: m.accountOwnerId === null ? m.email : null,
  }));
  const procedures = listed.flatMap((m, i) => historyOf(practiceKey, `U-${2001 + i}`, m, i, today, names));
  const outsiders = uptownOutsiders(tenant.id).map((p) => ({ ...p, practiceKey }));
  await tx.insert(simPmsPatients).values([...charts, ...outsiders]);
  if (procedures.length > 0) await tx.insert(simPmsProcedures).values(procedures);
}
