import type { DashboardResponse, EnrolmentResponse, MemberSearchResponse } from '@mhq/contract';
import { and, gte, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { charges } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { enrolledByCard, household, officePage, planNamed } from '../enrolment/enrolment.fixtures';

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const downtown = page.office.id;
const uptown = (await officePage(t, 'demo-uptown')).office.id;
const lakeside = (await officePage(t, 'second-lakeside')).office.id;
const adult = planNamed(page, 'Adult Wellness');
const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');
const owner2 = await t.login('owner2@demo.test');
const patient = await t.login('patient@demo.test');
const platform = await t.login('platform@demo.test');

type Locations = 'office' | 'all';

const dashboardCall = (officeId: number | string, token = owner, query = '') =>
  t.call({ method: 'GET', url: `/api/v1/dentists/${officeId}/dashboard${query}`, token });

async function dashboard(officeId: number, token = owner, locations?: Locations): Promise<DashboardResponse> {
  const res = await dashboardCall(officeId, token, locations ? `?locations=${locations}` : '');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as DashboardResponse;
}

/** The members list's total for a filter, as its first page reports it. */
async function listTotal(officeId: number, token: string, searchFilter: string, locations: Locations) {
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/dentists/${officeId}/members/upgraded-search`,
    payload: { searchFilter, locations, initial: true },
    token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as MemberSearchResponse).total;
}

/** What the members list holds for each figure's filter. */
async function listFigures(officeId: number, token: string, locations: Locations) {
  const filters = { total: 'all', active: 'active', new: 'new', renewal: 'renewal', pastDue: 'past_due' } as const;
  const entries = await Promise.all(
    [...Object.entries(filters), ['delinquent', 'delinquent'] as const].map(
      async ([key, filter]) => [key, await listTotal(officeId, token, filter, locations)] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/** Charges recorded in the offices since the start of the clock's month, straight from the table. */
async function chargedThisMonth(officeIds: number[]) {
  const now = t.clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await t.db
    .select({
      gross: sql<string>`coalesce(sum(${charges.amountCents}), 0)::bigint`,
      fee: sql<string>`coalesce(sum(${charges.platformFeeCents}), 0)::bigint`,
      n: sql<number>`count(*)::int`,
    })
    .from(charges)
    .where(and(inArray(charges.officeId, officeIds), gte(charges.createdAt, monthStart)));
  return { grossCents: Number(row?.gross), platformFeeCents: Number(row?.fee), charges: Number(row?.n) };
}

const enrolByCard = () => enrolledByCard(t, page, adult);

/** The front desk enrols a household paying in the office and takes the payment. */
async function enrolAndPayCash() {
  const body = household(t, page, { adultPlan: adult, payment: { method: 'cash' } });
  const added = await t.call({
    method: 'POST',
    url: `/api/v1/users/${await t.userIdOf(owner)}/members/add`,
    payload: { ...body, dentistInfoId: downtown },
    token: owner,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const r = added.body as EnrolmentResponse;
  const paid = await t.call({
    method: 'POST',
    url: `/api/v1/dentists/${downtown}/subscription/members/${r.ownerMemberId}/activate_cash`,
    payload: { membershipId: adult },
    token: owner,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return (paid.body as { amountCents: number }).amountCents;
}

describe('the practice dashboard', () => {
  it("counts each figure exactly as the members list counts that filter, for the office and 'All Locations'", async () => {
    for (const [officeId, locations] of [
      [downtown, 'office'],
      [uptown, 'office'],
      [downtown, 'all'],
    ] as const) {
      const d = await dashboard(officeId, owner, locations);
      expect(d.members, `${officeId} ${locations}`).toEqual(await listFigures(officeId, owner, locations));
    }
    const office = await dashboard(downtown);
    expect(office.officeIds).toEqual([downtown]);
    // The demo office has members in every status: each figure is a real count, not zero.
    for (const figure of ['total', 'active', 'pastDue', 'delinquent'] as const) {
      expect(office.members[figure], figure).toBeGreaterThan(0);
    }
    const all = await dashboard(downtown, owner, 'all');
    expect(all.officeIds).toEqual([downtown, uptown].sort((a, b) => a - b));
    const up = await dashboard(uptown);
    expect(all.members.total).toBe(office.members.total + up.members.total);
  });

  it("covers only the offices the caller works in: staff's 'All Locations' is their one office", async () => {
    const d = await dashboard(downtown, staff, 'all');
    expect(d.officeIds).toEqual([downtown]);
    expect(d.members).toEqual(await listFigures(downtown, staff, 'all'));
    expect((await dashboardCall(uptown, staff)).status).toBe(404);
  });

  it('counts a new household in active, new and this month, and its card and cash payments in the revenue', async () => {
    const before = await dashboard(downtown);
    const card = await enrolByCard();
    const cashCents = await enrolAndPayCash();
    const after = await dashboard(downtown);
    expect(after.members.total - before.members.total).toBe(2);
    expect(after.members.active - before.members.active).toBe(2);
    expect(after.members.new - before.members.new).toBe(2);
    expect((after.months.at(-1)?.enrolled ?? 0) - (before.months.at(-1)?.enrolled ?? 0)).toBe(2);
    expect(after.thisMonth.grossCents - before.thisMonth.grossCents).toBe(card.charged.amountCents + cashCents);
    expect(after.thisMonth.charges - before.thisMonth.charges).toBe(2);

    // Every charge of the month, card and cash alike, and the fee beside it: exactly what the charges table holds.
    const recorded = await chargedThisMonth([downtown]);
    expect(recorded.charges).toBeGreaterThanOrEqual(2);
    expect(after.thisMonth).toEqual({
      month: t.clock.now().toISOString().slice(0, 7),
      ...recorded,
      netCents: recorded.grossCents - recorded.platformFeeCents,
    });
    expect(after.thisMonth.platformFeeCents).toBeGreaterThan(0);
    expect(after.months.at(-1)).toMatchObject({ ...after.thisMonth });
    expect(after.members).toEqual(await listFigures(downtown, owner, 'office'));

    // Uptown took none of it; the organization's view adds it to Uptown's.
    const up = await dashboard(uptown);
    const all = await dashboard(downtown, owner, 'all');
    expect(all.thisMonth.grossCents).toBe(after.thisMonth.grossCents + up.thisMonth.grossCents);
  });

  it('charts the last 12 calendar months, oldest first, ending with this month', async () => {
    const d = await dashboard(downtown);
    expect(d.months).toHaveLength(12);
    const now = t.clock.now();
    const expected = Array.from({ length: 12 }, (_, i) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1)).toISOString().slice(0, 7),
    );
    expect(d.months.map((m) => m.month)).toEqual(expected);
    for (const m of d.months) expect(m.netCents).toBe(m.grossCents - m.platformFeeCents);
    // The demo's members began their plans over the last 400 days: the months hold most of them.
    expect(d.months.reduce((sum, m) => sum + m.enrolled, 0)).toBeGreaterThan(0);
    expect(d.months.reduce((sum, m) => sum + m.enrolled, 0)).toBeLessThanOrEqual(d.members.total);
  });

  it("lets a platform admin look at any office, and 'All Locations' is the whole organization", async () => {
    const d = await dashboard(uptown, platform, 'all');
    expect(d.officeIds).toEqual([downtown, uptown].sort((a, b) => a - b));
    expect(d.members).toEqual(await listFigures(uptown, platform, 'all'));
  });

  it("answers 404 for another practice's office and 403 for a patient, and reads nothing for them", async () => {
    expect((await dashboardCall(downtown, owner2)).status).toBe(404);
    expect((await dashboardCall(downtown, owner2, '?locations=all')).status).toBe(404);
    expect((await dashboardCall(lakeside, owner)).status).toBe(404);
    expect((await dashboardCall(999_999, owner)).status).toBe(404);
    expect((await dashboardCall(downtown, patient)).status).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/v1/dentists/${downtown}/dashboard` })).status).toBe(401);
  });

  it('answers 400 with a message for bad input', async () => {
    for (const [id, query] of [
      [downtown, '?locations=everywhere'],
      [downtown, '?locations='],
      ['abc', ''],
      ['0', ''],
      ['1.5', ''],
      ['99999999999', ''],
    ] as const) {
      const res = await dashboardCall(id, owner, query);
      expect(res.status, `${id}${query}`).toBe(400);
      expect((res.body as { _message: string })._message).toEqual(expect.any(String));
    }
  });

  it("moves this month's revenue into last month's bar when the month turns", async () => {
    const before = await dashboard(downtown);
    expect(before.thisMonth.grossCents).toBeGreaterThan(0);
    const now = t.clock.now();
    t.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 12)));
    // Weeks later the morning's session has expired: sign in again.
    const later = await t.login('owner@demo.test', undefined, t.newIp());
    const after = await dashboard(downtown, later);
    expect(after.thisMonth).toMatchObject({ grossCents: 0, platformFeeCents: 0, netCents: 0, charges: 0 });
    expect(after.months.at(-2)).toMatchObject({ ...before.thisMonth });
    expect(after.months[0]?.month).toBe(before.months[1]?.month);
    expect(after.members).toEqual(await listFigures(downtown, later, 'office'));
  });
});
