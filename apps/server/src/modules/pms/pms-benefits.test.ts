import type { MemberBenefitsResponse, PatientBenefitsResponse, RecallResponse } from '@mhq/contract';
import { ACTIVE_STATUSES, addDays, addMonths, utcDayOf } from '@mhq/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { simPracticeKey } from '../../adapters/pms/simulated-pms';
import {
  auditLog,
  memberList,
  members,
  pmsConnections,
  simPmsPractices,
  simPmsProcedures,
  subscriptions,
} from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { officeBySlug, type Signed, signedIn } from '../plans/plans.fixtures';

/* Benefit usage read from the PMS (issue 28), through HTTP on the simulated PMS the demo seed connected Downtown to. */

const t = await createTestApp();
const downtown = await officeBySlug(t, 'demo-downtown');
const uptown = await officeBySlug(t, 'demo-uptown');
const lakeside = await officeBySlug(t, 'second-lakeside');
const owner = await signedIn(t, 'owner@demo.test');
const staff = await signedIn(t, 'staff@demo.test');
const owner2 = await signedIn(t, 'owner2@demo.test');
const platform = await signedIn(t, 'platform@demo.test');
const patient = await signedIn(t, 'patient@demo.test');
const key = simPracticeKey(downtown.id);
const today = utcDayOf(t.clock.now());

const get = (who: Signed, url: string) => t.call({ method: 'GET', url: `/api/v1${url}`, token: who.token });
const benefitsUrl = (officeId: number, memberId: number) => `/offices/${officeId}/members/${memberId}/benefits`;
const usageOf = (res: { body: unknown }) => (res.body as MemberBenefitsResponse).usage;

/** A member of the office by name, as the member list has them. */
async function listed(officeId: number, firstName: string, lastName: string) {
  const [row] = await t.db
    .select()
    .from(memberList)
    .where(
      and(eq(memberList.officeId, officeId), eq(memberList.firstName, firstName), eq(memberList.lastName, lastName)),
    )
    .orderBy(memberList.memberId)
    .limit(1);
  if (!row) throw new Error(`no member ${firstName} ${lastName}`);
  return row;
}

// Rosa Delgado (the demo patient) started her plan on the 10th, 26 months ago: her plan year began on the 10th two
// months ago and ends on the 9th ten months ahead.
const rosa = await listed(downtown.id, 'Rosa', 'Delgado');
const tenth = `${today.slice(0, 8)}10`;
const start = addMonths(tenth, -26);
const yearFrom = addMonths(tenth, -2);
const yearTo = addDays(addMonths(tenth, 10), -1);
if (!rosa.chartId || !rosa.subscriptionId) throw new Error('the demo seed gave Rosa no chart or plan');
const rosaChart = rosa.chartId;
await t.db
  .update(subscriptions)
  .set({ createdAt: new Date(`${start}T15:00:00Z`) })
  .where(eq(subscriptions.id, rosa.subscriptionId));
await t.db
  .delete(simPmsProcedures)
  .where(and(eq(simPmsProcedures.practiceKey, key), eq(simPmsProcedures.chartId, rosaChart)));
const done = (code: string, doneOn: string, status = 'completed') => ({
  practiceKey: key,
  chartId: rosaChart,
  code,
  description: code,
  doneOn,
  feeCents: 0,
  status,
});
await t.db.insert(simPmsProcedures).values([
  done('D1110', yearFrom), // counted: the plan year's first day
  done('D1110', addDays(yearFrom, -1)), // last plan year
  done('D1120', addDays(yearFrom, 3)), // a child cleaning is not the adult cleaning the plan includes
  done('D0120', addDays(yearFrom, 1)),
  done('D0120', today),
  done('D0274', addDays(yearFrom, -200)), // last plan year
  done('D1110', addDays(today, 20), 'scheduled'), // not done yet
]);

const setOutage = (until: Date | null) =>
  t.db.update(simPmsPractices).set({ outageUntil: until }).where(eq(simPmsPractices.practiceKey, key));
afterEach(async () => {
  await setOutage(null);
});

describe('memberBenefits', () => {
  it("counts this plan year's completed procedures against the plan's included services", async () => {
    const res = await get(owner, benefitsUrl(downtown.id, rosa.memberId));
    expect(res.status).toBe(200);
    const usage = usageOf(res);
    expect(usage).toMatchObject({
      memberId: rosa.memberId,
      planName: 'Adult Wellness',
      yearFrom,
      yearTo,
      state: 'ok',
      remaining: 2,
    });
    expect(usage.services).toEqual([
      { code: 'D1110', name: 'Basic Cleaning adult', included: 2, used: 1, usedOn: [yearFrom] },
      { code: 'D0120', name: 'Periodic Exam', included: 2, used: 2, usedOn: [today, addDays(yearFrom, 1)] },
      { code: 'D0274', name: '4 Bitewing X-Rays', included: 1, used: 0, usedOn: [] },
    ]);
  });

  it("writes every read of a member's usage to the audit log", async () => {
    const count = async () =>
      (
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'member.read'), eq(auditLog.memberId, rosa.memberId)))
      ).length;
    const before = await count();
    expect((await get(staff, benefitsUrl(downtown.id, rosa.memberId))).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('lets a platform admin read it for the office', async () => {
    const res = await get(platform, benefitsUrl(downtown.id, rosa.memberId));
    expect(res.status).toBe(200);
    expect(usageOf(res).remaining).toBe(2);
  });

  it("says 'not_matched' for a member without a chart", async () => {
    const amelia = await listed(downtown.id, 'Amelia', 'Perez');
    expect(amelia.chartId).toBeNull();
    const usage = usageOf(await get(owner, benefitsUrl(downtown.id, amelia.memberId)));
    expect(usage).toMatchObject({ state: 'not_matched', planName: 'Child Wellness', services: [], remaining: 0 });
  });

  it("says 'no_plan' for a member whose plan no longer covers them", async () => {
    const [ended] = await t.db
      .select()
      .from(memberList)
      .where(and(eq(memberList.officeId, downtown.id), eq(memberList.status, 'canceled'), sql`chart_id is not null`))
      .limit(1);
    if (!ended) throw new Error('the demo has no canceled member with a chart at Downtown');
    const usage = usageOf(await get(owner, benefitsUrl(downtown.id, ended.memberId)));
    expect(usage).toMatchObject({ state: 'no_plan', planName: null, yearFrom: null, services: [], remaining: 0 });
  });

  it("says 'not_connected' at an office without a PMS link", async () => {
    const [member] = await t.db.select().from(memberList).where(eq(memberList.officeId, uptown.id)).limit(1);
    if (!member) throw new Error('no Uptown member');
    const usage = usageOf(await get(owner, benefitsUrl(uptown.id, member.memberId)));
    expect(usage.state).toBe('not_connected');
  });

  it("answers 200 'unavailable' while the PMS does not answer, and records it on the connection", async () => {
    await setOutage(new Date(t.clock.now().getTime() + 3_600_000));
    const res = await get(owner, benefitsUrl(downtown.id, rosa.memberId));
    expect(res.status).toBe(200);
    expect(usageOf(res)).toMatchObject({ state: 'unavailable', planName: 'Adult Wellness', yearFrom, services: [] });
    const [conn] = await t.db.select().from(pmsConnections).where(eq(pmsConnections.officeId, downtown.id));
    expect(conn?.lastError).toMatch(/not answering/);
  });

  it("answers 404 for another office's member, and refuses another practice's user", async () => {
    const [other] = await t.db.select().from(memberList).where(eq(memberList.officeId, lakeside.id)).limit(1);
    if (!other) throw new Error('no Lakeside member');
    expect((await get(owner, benefitsUrl(downtown.id, other.memberId))).status).toBe(404);
    expect([403, 404]).toContain((await get(owner2, benefitsUrl(downtown.id, rosa.memberId))).status);
    expect([403, 404]).toContain((await get(patient, benefitsUrl(downtown.id, rosa.memberId))).status);
  });
});

describe('patientBenefits', () => {
  const url = (userId: number, officeId = downtown.id) => `/users/${userId}/patient/benefits?dentistInfoId=${officeId}`;

  it("shows the signed-in patient their own household's usage, and no one else's", async () => {
    const res = await get(patient, url(patient.userId));
    expect(res.status).toBe(200);
    const people = (res.body as PatientBenefitsResponse).members;
    const household = await t.db
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          sql`${members.id} = ${rosa.memberId} or ${members.accountOwnerId} = ${rosa.memberId}`,
          isNull(members.deletedAt),
        ),
      );
    expect(people.map((p) => p.memberId).sort((a, b) => a - b)).toEqual(
      household.map((h) => h.id).sort((a, b) => a - b),
    );
    const own = people.find((p) => p.memberId === rosa.memberId);
    expect(own).toMatchObject({ firstName: 'Rosa', state: 'ok', remaining: 2, yearFrom, yearTo });
    // The children's Child Wellness: one visit this plan year of the seed's, so some care is left.
    expect(people.filter((p) => p.memberId !== rosa.memberId).every((p) => p.state === 'ok')).toBe(true);
  });

  it("refuses another user's household", async () => {
    expect([403, 404]).toContain((await get(patient, url(owner.userId))).status);
    expect([403, 404]).toContain((await get(owner, url(patient.userId))).status);
  });

  it("answers 'unavailable' for each member while the PMS is out", async () => {
    await setOutage(new Date(t.clock.now().getTime() + 3_600_000));
    const res = await get(patient, url(patient.userId));
    expect(res.status).toBe(200);
    const states = new Set((res.body as PatientBenefitsResponse).members.map((m) => m.state));
    expect([...states]).toEqual(['unavailable']);
  });
});

describe('recallList', () => {
  const url = (officeId: number) => `/sikka-connect/recall?dentistInfoId=${officeId}`;

  it('lists running members with a chart and visits left, the fewest days left first', async () => {
    const res = await get(staff, url(downtown.id));
    expect(res.status).toBe(200);
    const body = res.body as RecallResponse;
    expect(body.state).toBe('ok');
    expect(body.members.length).toBeGreaterThan(0);
    const ends = body.members.map((m) => m.yearTo);
    expect(ends).toEqual([...ends].sort());
    expect(body.members.every((m) => m.remaining > 0 && m.chartId.length > 0)).toBe(true);
    const running = await t.db
      .select({ memberId: memberList.memberId, status: memberList.status })
      .from(memberList)
      .where(eq(memberList.officeId, downtown.id));
    const statusOf = new Map(running.map((r) => [r.memberId, r.status]));
    for (const m of body.members) expect(ACTIVE_STATUSES).toContain(statusOf.get(m.memberId));
    const row = body.members.find((m) => m.memberId === rosa.memberId);
    expect(row).toMatchObject({
      chartId: rosaChart,
      planName: 'Adult Wellness',
      remaining: 2,
      unused: [
        { name: 'Basic Cleaning adult', left: 1 },
        { name: '4 Bitewing X-Rays', left: 1 },
      ],
      lastVisitOn: today,
      yearTo,
      email: 'patient@demo.test',
    });
  });

  it('leaves out a member who used everything the plan includes', async () => {
    await t.db.insert(simPmsProcedures).values([done('D1110', today), done('D0274', today)]);
    const body = (await get(owner, url(downtown.id))).body as RecallResponse;
    expect(body.members.some((m) => m.memberId === rosa.memberId)).toBe(false);
    await t.db
      .delete(simPmsProcedures)
      .where(
        and(
          eq(simPmsProcedures.chartId, rosaChart),
          sql`${simPmsProcedures.code} in ('D1110', 'D0274')`,
          eq(simPmsProcedures.doneOn, today),
        ),
      );
  });

  it("answers 'not_connected' and 'unavailable' with an empty list", async () => {
    expect((await get(owner, url(uptown.id))).body).toEqual({ members: [], state: 'not_connected' });
    await setOutage(new Date(t.clock.now().getTime() + 3_600_000));
    const res = await get(owner, url(downtown.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ members: [], state: 'unavailable' });
  });

  it("refuses a patient and another practice's user", async () => {
    expect([403, 404]).toContain((await get(patient, url(downtown.id))).status);
    expect([403, 404]).toContain((await get(owner2, url(downtown.id))).status);
  });
});
