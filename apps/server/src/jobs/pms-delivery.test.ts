import type { MemberPmsSyncResponse } from '@mhq/contract';
import { addDays } from '@mhq/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PmsPort } from '../adapters/pms/pms.port';
import { simPracticeKey, simulatedPms } from '../adapters/pms/simulated-pms';
import { queryRows } from '../db/rows';
import { pmsConnections, pmsWrites, simPmsPatients, simPmsPractices, subscriptions } from '../db/schema';
import { officePage } from '../modules/enrolment/enrolment.fixtures';
import {
  addCharts,
  chartMembership,
  connectOffice,
  matchedFamily as fixtureFamily,
  setOutage,
  writesOf,
} from '../modules/pms/pms-match.fixtures';
import { enrolFamily, subscriptionRow } from '../modules/subscriptions/subscription-changes.fixtures';
import { createTestApp } from '../test/harness';
import { deliverPmsWrites } from './pms-delivery';

// The write-back queue (issue 28): membership changes of matched members written to their PMS charts, through outages.

const t = await createTestApp();
const page = await officePage(t, 'second-lakeside');
const officeId = page.office.id;
const owner = await t.login('owner2@demo.test');
await connectOffice(t, officeId, { writeBack: true });

const sim = simulatedPms(t.db, t.clock);
const run = (pms: PmsPort = sim) => deliverPmsWrites({ db: t.db, clock: t.clock, pms });
/** Rows the trigger queued carry the database's time: the test clock catches up with it. */
const due = () => t.clock.advance(60_000);
const matchedFamily = (opts: { child?: boolean } = {}) => fixtureFamily(t, page, owner, opts);

/** The member's write-back status as their page reads it. */
async function syncOf(memberId: number) {
  const res = await t.call({
    method: 'GET',
    url: `/api/v1/offices/${officeId}/members/${memberId}/pms-sync`,
    token: owner,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as MemberPmsSyncResponse).sync;
}

async function setStatus(subscriptionId: number, status: string) {
  await t.db.update(subscriptions).set({ status }).where(eq(subscriptions.id, subscriptionId));
}

describe('writing memberships back to the PMS', () => {
  it("writes a matched member's membership, and a cancel queues one row written as the membership is then", async () => {
    const f = await matchedFamily();
    const [chartId = ''] = f.chartIds;
    expect((await writesOf(t, f.ownerId)).map((w) => [w.kind, w.status])).toEqual([['membership', 'queued']]);
    due();
    expect((await run()).written).toBeGreaterThanOrEqual(1);
    const renewal = (await subscriptionRow(t, f.ownerSub)).nextRenewalOn ?? '';
    const active = await chartMembership(t, officeId, chartId);
    expect(active).toMatchObject({ status: 'active', planName: 'Adult Wellness', validThrough: addDays(renewal, -1) });
    expect(active?.note).toMatch(new RegExp(`^Adult Wellness member — .*paid through ${addDays(renewal, -1)}$`));
    const [written] = await writesOf(t, f.ownerId);
    expect(written).toMatchObject({ status: 'written', attempts: 1, written: { chartId, membership: active } });

    const res = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${officeId}/subscription/cancel_contract_plan`,
      payload: { memberId: f.ownerId, subscriptionId: f.ownerSub, reason: 12, when: 'periodEnd' },
      token: owner,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await writesOf(t, f.ownerId)).filter((w) => w.status === 'queued')).toHaveLength(1);
    await run();
    const canceled = await chartMembership(t, officeId, chartId);
    expect(canceled).toMatchObject({ status: 'canceled', validThrough: renewal });
    expect(canceled?.note).toMatch(/^Adult Wellness canceled — .*covered through/);
  });

  it('keeps a write queued through an outage, backing off, and writes it once the PMS answers', async () => {
    const f = await matchedFamily();
    const [chartId = ''] = f.chartIds;
    await setOutage(t, officeId, new Date(t.clock.now().getTime() + 3_600_000));
    due();
    await run();
    const [first] = await writesOf(t, f.ownerId);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringMatching(/not answering/) });
    expect(first?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 60_000);
    // The member's page says the change waits, how often it was tried, why, and when it is tried next.
    expect(await syncOf(f.ownerId)).toMatchObject({
      state: 'waiting',
      system: 'Dentrix',
      chartId,
      lastWritten: null,
      waiting: {
        attempts: 1,
        lastError: expect.stringMatching(/not answering/),
        nextAttemptAt: first?.nextAttemptAt.toISOString(),
      },
    });
    const [conn] = await t.db.select().from(pmsConnections).where(eq(pmsConnections.officeId, officeId));
    expect(conn?.lastError).toMatch(/not answering/);
    await run();
    expect((await writesOf(t, f.ownerId))[0]?.attempts).toBe(1);
    t.clock.advance(60_000);
    await run();
    const [second] = await writesOf(t, f.ownerId);
    expect(second).toMatchObject({ status: 'queued', attempts: 2 });
    expect(second?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 120_000);
    expect(await chartMembership(t, officeId, chartId)).toBeNull();
    t.clock.advance(3_600_000);
    await run();
    expect((await writesOf(t, f.ownerId))[0]).toMatchObject({ status: 'written', attempts: 3, lastError: null });
    const onChart = await chartMembership(t, officeId, chartId);
    expect(onChart).toMatchObject({ status: 'active' });
    expect(await syncOf(f.ownerId)).toMatchObject({
      state: 'in_step',
      waiting: null,
      lastWritten: { at: t.clock.now().toISOString(), membership: onChart },
    });
  });

  it("says on the member's page when the PMS refused the write, and when the member has no chart", async () => {
    const f = await matchedFamily();
    const [chartId = ''] = f.chartIds;
    await t.db
      .delete(simPmsPatients)
      .where(and(eq(simPmsPatients.practiceKey, simPracticeKey(officeId)), eq(simPmsPatients.chartId, chartId)));
    due();
    await run();
    expect(await syncOf(f.ownerId)).toMatchObject({
      state: 'refused',
      refused: { why: `The practice-management system has no chart ${chartId}.` },
      waiting: null,
    });
    const unmatched = await enrolFamily(t, page, owner);
    expect(await syncOf(unmatched.ownerId)).toMatchObject({ state: 'not_matched', chartId: null, lastWritten: null });
  });

  it("queues a new row for a change made while a write is being sent, and writes the member's latest state", async () => {
    const f = await matchedFamily();
    const [chartId = ''] = f.chartIds;
    let changed = false;
    const changesMidway: PmsPort = {
      ...sim,
      async writeMembership(practice, chart, membership) {
        if (!changed) {
          changed = true;
          await setStatus(f.ownerSub, 'past_due');
        }
        return sim.writeMembership(practice, chart, membership);
      },
    };
    due();
    await run(changesMidway);
    // The first row wrote the member as they were when claimed; the change queued a second, written as they are now.
    const rows = await writesOf(t, f.ownerId);
    expect(rows.map((w) => [w.status, (w.written?.membership as { status?: string } | undefined)?.status])).toEqual([
      ['written', 'active'],
      ['written', 'late'],
    ]);
    expect(await chartMembership(t, officeId, chartId)).toMatchObject({ status: 'late' });
  });

  it('never writes one row twice when two workers run at once', async () => {
    due();
    while ((await run()).written > 0);
    const families = [await matchedFamily({ child: true }), await matchedFamily({ child: true })];
    await t.db
      .update(simPmsPractices)
      .set({ latencyMs: 20 })
      .where(eq(simPmsPractices.practiceKey, simPracticeKey(officeId)));
    const calls: string[] = [];
    const counting: PmsPort = {
      ...sim,
      async writeMembership(practice, chart, membership) {
        calls.push(chart);
        return sim.writeMembership(practice, chart, membership);
      },
    };
    due();
    const [one, two] = await Promise.all([run(counting), run(counting)]);
    await t.db
      .update(simPmsPractices)
      .set({ latencyMs: 0 })
      .where(eq(simPmsPractices.practiceKey, simPracticeKey(officeId)));
    const ours = families.flatMap((f) => f.chartIds);
    expect(calls.filter((c) => ours.includes(c)).sort()).toEqual([...ours].sort());
    expect(new Set(calls).size).toBe(calls.length);
    expect((one?.written ?? 0) + (two?.written ?? 0)).toBe(calls.length);
  });

  it('queues again a row a crashed worker left sending, after ten minutes', async () => {
    const f = await matchedFamily();
    const [row] = await writesOf(t, f.ownerId);
    const claimedAt = new Date(t.clock.now().getTime() - 9 * 60_000);
    await t.db
      .update(pmsWrites)
      .set({ status: 'sending', claimedAt, attempts: 1 })
      .where(eq(pmsWrites.id, row?.id ?? 0));
    expect((await run()).recovered).toBe(0);
    t.clock.advance(2 * 60_000);
    expect((await run()).recovered).toBe(1);
    expect((await writesOf(t, f.ownerId))[0]).toMatchObject({ status: 'written', attempts: 2 });
  });

  it('takes the membership off the old chart when staff fix a match, and off the chart when they remove it', async () => {
    const f = await matchedFamily();
    const [oldChart = ''] = f.chartIds;
    due();
    await run();
    expect(await chartMembership(t, officeId, oldChart)).not.toBeNull();
    await addCharts(t, officeId, [{ chartId: 'L-NEW', firstName: 'Pat', lastName: 'Fixed', birthDate: null }]);
    const fix = await t.call({
      method: 'POST',
      url: '/api/v1/sikka-connect/setChartMatch',
      payload: { dentistInfoId: officeId, memberId: f.ownerId, chartId: 'L-NEW' },
      token: owner,
    });
    expect(fix.status, JSON.stringify(fix.body)).toBe(200);
    const queued = (await writesOf(t, f.ownerId)).filter((w) => w.status === 'queued');
    expect(queued.map((w) => [w.kind, w.chartId])).toEqual([
      ['membership', null],
      ['clear', oldChart],
    ]);
    due();
    await run();
    expect(await chartMembership(t, officeId, oldChart)).toBeNull();
    expect(await chartMembership(t, officeId, 'L-NEW')).toMatchObject({ status: 'active' });
    const remove = await t.call({
      method: 'POST',
      url: '/api/v1/sikka-connect/removeChartMatch',
      payload: { dentistInfoId: officeId, memberId: f.ownerId },
      token: owner,
    });
    expect(remove.status, JSON.stringify(remove.body)).toBe(200);
    due();
    await run();
    expect(await chartMembership(t, officeId, 'L-NEW')).toBeNull();
  });

  it('queues nothing in an office that does not write back, and skips what it had queued', async () => {
    const f = await matchedFamily();
    await t.db.update(pmsConnections).set({ writeBack: false }).where(eq(pmsConnections.officeId, officeId));
    due();
    expect((await run()).skipped).toBeGreaterThanOrEqual(1);
    expect((await writesOf(t, f.ownerId)).map((w) => [w.status, w.lastError])).toEqual([
      ['skipped', 'The office no longer writes back to its practice-management system.'],
    ]);
    expect(await syncOf(f.ownerId)).toMatchObject({ state: 'write_back_off', waiting: null, refused: null });
    await setStatus(f.ownerSub, 'past_due');
    expect(await writesOf(t, f.ownerId)).toHaveLength(1);
    const [queued] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from pms_writes where status = 'queued' and office_id = ${officeId}`,
    );
    expect(queued?.n).toBe(0);
  });
});
