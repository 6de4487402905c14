import type { MatchNewMembersResponse, PmsMatchesResponse, PmsPatientSearchResponse } from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberEvents, members, pmsConnections, pmsMatchCandidates, pmsWrites } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import { enrolFamily, expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';
import { addCharts, connectOffice, memberRow, setOutage } from './pms-match.fixtures';

// Chart matches (issue 28): the matcher links the members it is sure of, staff confirm or fix the rest.

const t = await createTestApp();
const page = await officePage(t, 'second-lakeside');
const officeId = page.office.id;
const owner = await t.login('owner2@demo.test');
const { organizationId } = await connectOffice(t, officeId, { writeBack: false });

/** Gives an enrolled member the name, birth date and contact the test's charts are written against. */
async function becomes(id: number, p: { firstName: string; lastName: string; birthDate: string; email?: string }) {
  await t.db
    .update(members)
    .set({ email: null, phone: null, ...p })
    .where(eq(members.id, id));
}

const a = await enrolFamily(t, page, owner);
const b = await enrolFamily(t, page, owner);
await becomes(a.ownerId, {
  firstName: 'Harriet',
  lastName: 'Quillfeather',
  birthDate: '1979-04-11',
  email: 'hq@quill.test',
});
await becomes(a.childId, { firstName: 'Tobias', lastName: 'Quillfeather', birthDate: '2016-03-05' });
await becomes(b.ownerId, { firstName: 'Winifred', lastName: 'Ashdown', birthDate: '1985-09-20', email: 'wa@ash.test' });
await becomes(b.childId, { firstName: 'Ozzie', lastName: 'Ashdown', birthDate: '2015-01-01' });
await addCharts(t, officeId, [
  { chartId: 'Q-1', firstName: 'Harriet', lastName: 'Quillfeather', birthDate: '1979-04-11', email: 'HQ@quill.test' },
  // Her mother, of the same name: not her.
  { chartId: 'Q-0', firstName: 'Harriet', lastName: 'Quillfeather', birthDate: '1950-01-01' },
  // Tobias with day and month of birth swapped; Winifred spelled with two n.
  { chartId: 'Q-2', firstName: 'Tobias', lastName: 'Quillfeather', birthDate: '2016-05-03' },
  { chartId: 'Q-3', firstName: 'Winnifred', lastName: 'Ashdown', birthDate: '1985-09-20', email: 'wa@ash.test' },
]);

const post = (path: string, payload: Record<string, unknown>, token = owner) =>
  t.call({
    method: 'POST',
    url: `/api/v1/sikka-connect/${path}`,
    payload: { dentistInfoId: officeId, ...payload },
    token,
  });
const get = (path: string, query = '', token = owner) =>
  t.call({ method: 'GET', url: `/api/v1/sikka-connect/${path}?dentistInfoId=${officeId}${query}`, token });
const matches = async () => ((await get('matches')).body as PmsMatchesResponse).members;
const openOf = (memberId: number) =>
  t.db
    .select()
    .from(pmsMatchCandidates)
    .where(and(eq(pmsMatchCandidates.memberId, memberId), eq(pmsMatchCandidates.status, 'open')));

describe('matching new members to PMS charts', () => {
  it('links the member it is sure of, keeps the uncertain ones for staff, and says so', async () => {
    const res = await post('matchNewMembers', {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as MatchNewMembersResponse;
    expect(body.matched).toBeGreaterThanOrEqual(1);
    expect(body.toConfirm).toBeGreaterThanOrEqual(2);
    expect(body._message).toMatch(/matched to their chart, \d+ to confirm, \d+ with no likely chart\.$/);
    expect((await memberRow(t, a.ownerId)).chartId).toBe('Q-1');
    const events = await t.db
      .select()
      .from(memberEvents)
      .where(and(eq(memberEvents.memberId, a.ownerId), eq(memberEvents.kind, 'pms.chart_matched')));
    expect(events[0]?.summary).toMatch(/^Matched to chart Q-1 .*same birth date/);
    for (const id of [a.childId, b.ownerId, b.childId]) expect((await memberRow(t, id)).chartId).toBeNull();

    const list = await matches();
    expect(list.some((m) => m.memberId === a.ownerId)).toBe(false);
    const tobias = list.find((m) => m.memberId === a.childId);
    expect(tobias?.planName).toBe('Child Wellness');
    expect(tobias?.candidates[0]).toMatchObject({ chartId: 'Q-2', memberId: null, birthDate: '2016-05-03' });
    expect(tobias?.candidates[0]?.reasons).toContain('birth date with day and month swapped');
    const winifred = list.find((m) => m.memberId === b.ownerId);
    expect(winifred?.candidates.map((c) => c.chartId)).toEqual(['Q-3']);
    expect(winifred?.candidates[0]?.reasons).toEqual([
      'same birth date',
      'same last name',
      'similar first name',
      'same email',
    ]);
    expect(list.find((m) => m.memberId === b.childId)?.candidates).toEqual([]);
  });

  it('replaces the open candidates when run again, and never suggests a chart another member holds', async () => {
    expect(await openOf(a.childId)).toHaveLength(1);
    const res = await post('matchNewMembers', {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await openOf(a.childId)).toHaveLength(1);
    const all = await t.db.select().from(pmsMatchCandidates).where(eq(pmsMatchCandidates.chartId, 'Q-1'));
    expect(all).toEqual([]);
  });
});

describe('staff confirming and fixing matches', () => {
  it("confirms a candidate: the chart set, the member's candidates closed, the history told", async () => {
    const res = await post('setChartMatch', { memberId: a.childId, chartId: 'Q-2' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ _message: 'Tobias is matched to chart Q-2.', memberId: a.childId, chartId: 'Q-2' });
    expect((await memberRow(t, a.childId)).chartId).toBe('Q-2');
    expect(await openOf(a.childId)).toEqual([]);
    expect((await matches()).some((m) => m.memberId === a.childId)).toBe(false);
    // No write-back in this office: nothing queued for the PMS.
    expect(await t.db.select().from(pmsWrites).where(eq(pmsWrites.memberId, a.childId))).toEqual([]);
  });

  it('refuses a chart another member holds, naming them, and a chart the PMS does not have, writing nothing', async () => {
    await expectNothingWritten(
      t,
      () => post('setChartMatch', { memberId: b.ownerId, chartId: 'Q-1' }),
      409,
      'Chart Q-1 is already matched to Harriet Quillfeather. Remove that match first.',
    );
    const before = await countRows(t.db, 'member_events');
    const res = await post('setChartMatch', { memberId: b.ownerId, chartId: 'NO-SUCH' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ _message: 'The practice-management system has no chart NO-SUCH.' });
    expect((await memberRow(t, b.ownerId)).chartId).toBeNull();
    expect(await countRows(t.db, 'member_events')).toBe(before);
  });

  it('removes a wrong match for good: the matcher never suggests that chart to that member again', async () => {
    const res = await post('removeChartMatch', { memberId: a.ownerId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ memberId: a.ownerId, chartId: null });
    expect((await memberRow(t, a.ownerId)).chartId).toBeNull();
    const [dismissed] = await t.db
      .select()
      .from(pmsMatchCandidates)
      .where(and(eq(pmsMatchCandidates.memberId, a.ownerId), eq(pmsMatchCandidates.chartId, 'Q-1')));
    expect(dismissed).toMatchObject({ status: 'dismissed', decidedByUserId: await t.userIdOf(owner) });
    expect((await post('matchNewMembers', {})).status).toBe(200);
    expect((await memberRow(t, a.ownerId)).chartId).toBeNull();
    expect((await openOf(a.ownerId)).map((c) => c.chartId)).not.toContain('Q-1');
    await expectNothingWritten(t, () => post('removeChartMatch', { memberId: a.ownerId }), 409);
  });
});

describe("searching the office's PMS patients", () => {
  it('finds charts by name, each with the member matched to it', async () => {
    const res = await get('patients', '&q=quillfeather');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = (res.body as PmsPatientSearchResponse).patients;
    expect(found.map((p) => p.chartId).sort()).toEqual(['Q-0', 'Q-1', 'Q-2']);
    expect(found.find((p) => p.chartId === 'Q-2')?.memberId).toBe(a.childId);
    expect(found.find((p) => p.chartId === 'Q-1')?.memberId).toBeNull();
    expect((await get('patients', '&q=q')).status).toBe(400);
  });

  it("is another organization's office to others: 404", async () => {
    const other = await t.login('owner@demo.test');
    expect((await get('patients', '&q=quill', other)).status).toBe(404);
    expect((await post('setChartMatch', { memberId: a.ownerId, chartId: 'Q-1' }, other)).status).toBe(404);
  });
});

describe('when the PMS does not answer, or the office is not connected', () => {
  it('answers 503 in plain words and changes no member or candidate', async () => {
    await setOutage(t, officeId, new Date(t.clock.now().getTime() + 3_600_000));
    const before = [await countRows(t.db, 'pms_match_candidates'), await countRows(t.db, 'member_events')];
    for (const res of [
      await post('matchNewMembers', {}),
      await post('setChartMatch', { memberId: b.ownerId, chartId: 'Q-3' }),
      await get('patients', '&q=quill'),
    ]) {
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ _message: expect.stringMatching(/not answering right now/) });
    }
    expect([await countRows(t.db, 'pms_match_candidates'), await countRows(t.db, 'member_events')]).toEqual(before);
    expect((await memberRow(t, b.ownerId)).chartId).toBeNull();
    const [conn] = await t.db.select().from(pmsConnections).where(eq(pmsConnections.officeId, officeId));
    expect(conn?.lastError).toMatch(/not answering/);
    await setOutage(t, officeId, null);
  });

  it('answers 409 saying how to connect', async () => {
    await t.db
      .update(pmsConnections)
      .set({ status: 'disconnected' })
      .where(and(eq(pmsConnections.organizationId, organizationId), eq(pmsConnections.officeId, officeId)));
    await expectNothingWritten(t, () => post('matchNewMembers', {}), 409, /not connected/);
    await connectOffice(t, officeId, { writeBack: false });
  });
});
