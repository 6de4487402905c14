import type {
  EnrolmentResponse,
  MemberDetailsResponse,
  MemberFiltersResponse,
  MemberRow,
  MemberSearchResponse,
} from '@mhq/contract';
import {
  type FilterableMember,
  LEGACY_MEMBER_FILTERS,
  type LegacyMemberFilter,
  MEMBER_FILTERS,
  type MemberFilter,
  matchesFilter,
  matchesLegacyFilter,
  nextAnniversary,
  SUBSCRIPTION_STATUSES,
} from '@mhq/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { queryRows } from '../../db/rows';
import { members, plans, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { bornYearsAgo, cardToken, household, officePage, planNamed } from '../enrolment/enrolment.fixtures';

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const uptown = await officePage(t, 'demo-uptown');
const downtown = page.office.id;
const adult = planNamed(page, 'Adult Wellness');
const child = planNamed(page, 'Child Wellness');
const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');
const me = t.userIdOf;

type Search = Partial<{
  startingAt: string;
  searchQuery: string;
  searchFilter: string;
  reading: 'current' | 'legacy';
  sort: 'name' | 'newest' | 'nextPayment';
  initial: boolean;
  locations: 'office' | 'all';
}>;

const search = (body: Search, token = owner, officeId = downtown) =>
  t.call({ method: 'POST', url: `/api/v1/dentists/${officeId}/members/upgraded-search`, payload: body, token });

/** Every row of a list, page after page. */
async function everyRow(body: Search, token = owner, officeId = downtown): Promise<MemberRow[]> {
  const rows: MemberRow[] = [];
  let startingAt: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const res = await search({ ...body, ...(startingAt ? { startingAt } : {}) }, token, officeId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as MemberSearchResponse;
    expect(answer.members.length).toBeLessThanOrEqual(15);
    rows.push(...answer.members);
    if (answer.noMoreResults) return rows;
    expect(answer.members).toHaveLength(15);
    startingAt = answer.nextStartingAt ?? undefined;
  }
  throw new Error('more than 100 pages');
}

const names = (rows: readonly MemberRow[]) => rows.map((r) => `${r.firstName} ${r.lastName}`);

/** The domain's view of a list row, for checking the SQL filters against matchesFilter. */
function filterable(r: MemberRow): FilterableMember | null {
  if (r.status === null || r.subscriptionCreatedAt === null) return null;
  return {
    status: r.status,
    createdAt: r.subscriptionCreatedAt,
    canceledAt: r.canceledAt,
    planType: r.term === 'annual' ? 'year' : 'month',
    autoRenew: r.autoRenew ?? true,
    paymentMethod: r.paymentMethod,
    source: r.source,
    underContract: r.underContract,
    pendingPriceChange: r.changePending,
    transferred: r.transferred,
    pmsChartId: r.chartId,
    gpp: r.guaranteed,
    lateInOfficeOn: r.lateInOfficeOn,
  };
}

async function enrolFamily(lastName: string, firstName = 'Maria') {
  const body = household(t, page, {
    adultPlan: adult,
    payment: { method: 'card', token: await cardToken(t) },
    family: [
      {
        firstName: 'Tomas',
        lastName,
        birthDate: bornYearsAgo(t, 8),
        planId: child,
        insured: false,
        relationship: 'son',
      },
    ],
  });
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/dentists/${downtown}/members/enroll`,
    payload: { ...body, owner: { ...body.owner, firstName, lastName } },
    remoteAddress: t.newIp(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as EnrolmentResponse;
}

describe('the members list', () => {
  it('pages 15 at a time by name, with the total on the first page, and no member twice', async () => {
    const first = (await search({ initial: true })).body as MemberSearchResponse;
    expect(first.members).toHaveLength(15);
    expect(first.noMoreResults).toBe(false);
    expect(first.total).toBeGreaterThan(15);
    const all = await everyRow({});
    expect(all).toHaveLength(first.total ?? 0);
    expect(new Set(all.map((r) => r.memberId)).size).toBe(all.length);
    const sortNames = all.map((r) => `${r.lastName} ${r.firstName}`.toLowerCase());
    expect(sortNames).toEqual([...sortNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all.every((r) => r.officeId === downtown)).toBe(true);
    const second = (await search({ startingAt: first.nextStartingAt ?? '' })).body as MemberSearchResponse;
    expect(second.total).toBeNull();
  });

  it("counts on the first page the members every filter lists, in both readings and for 'All Locations'", async () => {
    const filters = [
      ...MEMBER_FILTERS.map((f) => ({ searchFilter: f.value })),
      ...LEGACY_MEMBER_FILTERS.map((f) => ({ searchFilter: f.value, reading: 'legacy' as const })),
    ];
    for (const body of [
      ...filters,
      { locations: 'all' as const },
      { searchFilter: 'active', locations: 'all' as const },
    ]) {
      const first = (await search({ ...body, initial: true })).body as MemberSearchResponse;
      expect(first.total, JSON.stringify(body)).toBe((await everyRow(body)).length);
    }
  });

  it('sorts by newest and by next payment, every member once', async () => {
    const byName = await everyRow({});
    for (const sort of ['newest', 'nextPayment'] as const) {
      const rows = await everyRow({ sort });
      expect(rows.map((r) => r.memberId).sort()).toEqual(byName.map((r) => r.memberId).sort());
      if (sort === 'newest') {
        const since = rows.map((r) => r.memberSince);
        expect(since).toEqual([...since].sort().reverse());
      } else {
        const dates = rows.filter((r) => r.nextPaymentOn).map((r) => r.nextPaymentOn ?? '');
        expect(dates).toEqual([...dates].sort());
        expect(rows.slice(dates.length).every((r) => r.nextPaymentOn === null)).toBe(true);
      }
    }
  });

  it('shows each row with its status, plan, term, next payment and payment method', async () => {
    const rows = await everyRow({});
    const statuses = new Set(rows.map((r) => r.status));
    // The demo office has members in every status.
    for (const status of SUBSCRIPTION_STATUSES) expect(statuses, status).toContain(status);
    const paying = rows.find((r) => r.status === 'active' && r.paymentMethod === 'card');
    expect(paying).toMatchObject({ summaryStatus: 'active', planName: expect.any(String) });
    expect(paying?.nextPaymentOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rows.find((r) => r.status === 'past_due')?.summaryStatus).toBe('late');
    expect(rows.find((r) => r.status === 'pending_cash')?.paymentMethod).toBe('cash');
  });

  it("'All Locations' lists every office of the organization the caller works in", async () => {
    const everywhere = await everyRow({ locations: 'all' });
    expect(new Set(everywhere.map((r) => r.officeId))).toEqual(new Set([downtown, uptown.office.id]));
    // Staff work only at Downtown: all locations is Downtown for them.
    const staffRows = await everyRow({ locations: 'all' }, staff);
    expect(new Set(staffRows.map((r) => r.officeId))).toEqual(new Set([downtown]));
  });
});

describe('searching members', () => {
  it('finds the start of a first or last name from two letters, and anything from three', async () => {
    const r = await enrolFamily('Quenneville', 'Xiomara');
    const byLast = await everyRow({ searchQuery: 'Qu' });
    expect(names(byLast)).toContain('Xiomara Quenneville');
    expect(byLast.every((m) => /^qu/i.test(m.lastName) || /^qu/i.test(m.firstName))).toBe(true);
    expect(names(await everyRow({ searchQuery: 'xi' }))).toContain('Xiomara Quenneville');
    // Three letters or more: anywhere in the names, the email or the chart id.
    expect(names(await everyRow({ searchQuery: 'neville' }))).toEqual(
      expect.arrayContaining(['Xiomara Quenneville', 'Tomas Quenneville']),
    );
    const full = await everyRow({ searchQuery: 'xiomara quenneville' });
    expect(full.map((m) => m.memberId)).toEqual([r.ownerMemberId]);
    expect((await search({ searchQuery: 'q' })).status).toBe(400);
  });

  it('finds names with an apostrophe, as typed or escaped', async () => {
    await enrolFamily("O'Brien", 'Siobhan');
    for (const q of ["o'brien", "O\\'Brien", "O''Brien", "siobhan o'b"]) {
      expect(names(await everyRow({ searchQuery: q })), q).toContain("Siobhan O'Brien");
    }
  });

  it('combines a search with a filter, and an empty search clears it', async () => {
    const all = await everyRow({});
    const active = await everyRow({ searchQuery: 'ga', searchFilter: 'active' });
    expect(
      active.every(
        (m) =>
          m.status === 'active' ||
          m.status === 'active_cash' ||
          m.status === 'past_due' ||
          m.status === 'active_transferred',
      ),
    ).toBe(true);
    expect((await everyRow({ searchQuery: '' })).length).toBe(all.length);
  });

  it('refuses an unknown filter for the reading and a broken position', async () => {
    expect((await search({ searchFilter: 'uncancel' })).status).toBe(400);
    expect((await search({ searchFilter: 'uncancel', reading: 'legacy' })).status).toBe(200);
    expect((await search({ startingAt: 'bm90LWEtY3Vyc29y' })).status).toBe(400);
  });
});

describe('the filters', () => {
  it('select the same members as the domain rules, in both readings, at any time', async () => {
    const all = await everyRow({});
    const start = t.clock.now();
    onTestFinished(() => t.clock.set(start));
    const seen = new Set<string>();
    // Today, then 200 days on: the dated filters (new, renewal, uncancel) move with the clock.
    for (const days of [0, 200]) {
      t.clock.set(new Date(start.getTime() + days * 86_400_000));
      const now = t.clock.now();
      // A session ends after a while: sign in again at the moved time.
      const token = await t.login('owner@demo.test');
      for (const { value } of MEMBER_FILTERS) {
        const expected = all.filter((r) => {
          const f = filterable(r);
          return value === 'all' || (f !== null && matchesFilter(f, value as MemberFilter, now));
        });
        const got = await everyRow({ searchFilter: value }, token);
        if (got.length > 0) seen.add(value);
        expect(got.map((r) => r.memberId).sort(), `${value} +${days}d`).toEqual(expected.map((r) => r.memberId).sort());
      }
      for (const { value } of LEGACY_MEMBER_FILTERS) {
        const expected = all.filter((r) => {
          const f = filterable(r);
          return value === 'all' || (f !== null && matchesLegacyFilter(f, value as LegacyMemberFilter, now));
        });
        const got = await everyRow({ searchFilter: value, reading: 'legacy' }, token);
        if (got.length > 0) seen.add(`legacy ${value}`);
        expect(got.map((r) => r.memberId).sort(), `legacy ${value} +${days}d`).toEqual(
          expected.map((r) => r.memberId).sort(),
        );
      }
    }
    // The dated filters were each compared on members they hold, not only on empty lists.
    for (const f of ['new', 'renewal', 'legacy new', 'legacy renewal', 'legacy uncancel', 'inoffice', 'transferred']) {
      expect(seen, f).toContain(f);
    }
  });

  it("keep the domain's anniversary in the database, at the edges of a year and of 29 February", async () => {
    const created = [
      '2024-02-29T09:00:00.000Z',
      '2023-02-28T23:59:59.999Z',
      '2020-12-31T23:30:00.000Z',
      '2021-01-01T00:00:00.000Z',
      '2025-06-20T12:00:00.000Z',
    ];
    const nows = [
      '2025-02-28T08:00:00.000Z',
      '2028-02-29T09:00:00.000Z',
      '2026-12-31T23:45:00.000Z',
      '2026-06-20T12:00:00.000Z',
    ];
    for (const c of created) {
      for (const now of nows) {
        const [row] = await queryRows<{ at: Date | string }>(
          t.db,
          sql`select member_next_anniversary(${c}::timestamptz, ${now}::timestamptz) as at`,
        );
        expect(new Date(row?.at ?? '').toISOString(), `${c} at ${now}`).toBe(
          nextAnniversary(c, new Date(now))?.toISOString(),
        );
      }
    }
  });

  it('count each filter, the default quick filters first', async () => {
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${downtown}/members/upgraded-filters-search`,
      payload: {},
      token: owner,
    });
    expect(res.status).toBe(200);
    const { filters } = res.body as MemberFiltersResponse;
    expect(filters.slice(0, 8).map((f) => f.value)).toEqual([
      'all',
      'active',
      'past_due',
      'canceled',
      'inactive',
      'new',
      'monthly',
      'annual',
    ]);
    expect(filters.slice(0, 8).every((f) => f.quick)).toBe(true);
    for (const f of filters.filter((x) => ['all', 'past_due', 'annual', 'inoffice'].includes(x.value))) {
      expect(f.count, f.value).toBe((await everyRow({ searchFilter: f.value })).length);
    }
  });

  it("counts 'PMS Not Connected' as the members with a plan and no chart (the demo matched most of Downtown's)", async () => {
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${downtown}/members/upgraded-filters-search`,
      payload: {},
      token: owner,
    });
    expect(res.status).toBe(200);
    const { filters } = res.body as MemberFiltersResponse;
    const notConnected = filters.find((f) => f.value === 'pmsNotConnected');
    const rows = await everyRow({ searchFilter: 'pmsNotConnected' });
    const everyone = await everyRow({});
    expect(notConnected?.count).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(everyone.filter((r) => r.planId !== null).length);
    expect(rows.every((r) => r.chartId === null && r.planId !== null)).toBe(true);
  });
});

describe('the list keeps itself current', () => {
  it('shows a new household at once, and a renamed member and plan', async () => {
    const r = await enrolFamily('Zabaleta', 'Renata');
    expect(names(await everyRow({ searchQuery: 'zabaleta' }))).toEqual(
      expect.arrayContaining(['Renata Zabaleta', 'Tomas Zabaleta']),
    );
    await t.db.update(members).set({ firstName: 'Renée' }).where(eq(members.id, r.ownerMemberId));
    expect(names(await everyRow({ searchQuery: 'zabaleta' }))).toContain('Renée Zabaleta');
    const [plan] = await t.db.select().from(plans).where(eq(plans.id, adult));
    await t.db.update(plans).set({ name: 'Adult Wellness Plus' }).where(eq(plans.id, adult));
    const row = (await everyRow({ searchQuery: 'renée zabaleta' }))[0];
    expect(row?.planName).toBe('Adult Wellness Plus');
    await t.db
      .update(plans)
      .set({ name: plan?.name ?? 'Adult Wellness' })
      .where(eq(plans.id, adult));
  });
});

describe("a member's page", () => {
  const details = async (memberId: number, token = owner) =>
    t.call({
      method: 'POST',
      url: `/api/v1/users/${await me(token)}/members/memberDetails`,
      payload: { dentistInfoId: downtown, memberId },
      token,
    });

  it('shows the household with each subscription, the card on file and the notes', async () => {
    const r = await enrolFamily('Villanueva');
    const child = r.members[1]?.memberId ?? 0;
    const res = await details(child);
    expect(res.status).toBe(200);
    const d = res.body as MemberDetailsResponse;
    expect(d.memberId).toBe(child);
    expect(d.household.accountOwnerId).toBe(r.ownerMemberId);
    expect(d.household.members.map((m) => m.relationship)).toEqual(['myself', 'son']);
    expect(d.household.paymentMethod).toMatchObject({ kind: 'card', last4: '4242' });
    const sub = d.household.members[1]?.subscriptions[0];
    expect(sub).toMatchObject({ status: 'active', statusLabel: 'Active', planId: child ? expect.any(Number) : 0 });
    expect(sub?.cancellable).toBe(true);
    expect(sub?.nextRenewalOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps notes and a history of what happened', async () => {
    const r = await enrolFamily('Castellanos');
    const note = await t.call({
      method: 'POST',
      url: '/api/v1/users/me/account/loggingNote',
      payload: { dentistInfoId: downtown, memberId: r.ownerMemberId, note: 'Prefers morning appointments.' },
      token: staff,
    });
    expect(note).toMatchObject({
      status: 200,
      body: { _message: 'Note added.', note: { text: 'Prefers morning appointments.' } },
    });
    const d = (await details(r.ownerMemberId)).body as MemberDetailsResponse;
    expect(d.notes[0]).toMatchObject({ text: 'Prefers morning appointments.', author: expect.any(String) });
    const history = await t.call({
      method: 'GET',
      url: `/api/v1/users/me/account/getMemberHistory/${r.ownerMemberId}?dentistInfoId=${downtown}`,
      token: owner,
    });
    expect(history.status).toBe(200);
    const kinds = (history.body as { events: { kind: string }[] }).events.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['note.added', 'member.enrolled']));
  });

  it("corrects details; the account owner's email is also their sign-in", async () => {
    const r = await enrolFamily('Echeverria');
    const userId = await me(owner);
    const put = (memberId: number, body: object) =>
      t.call({
        method: 'PUT',
        url: `/api/v1/users/${userId}/members/${memberId}`,
        payload: { dentistInfoId: downtown, ...body },
        token: owner,
      });
    const email = `corrected.${Date.now()}@example.test`;
    const ok = await put(r.ownerMemberId, {
      firstName: 'Maria',
      lastName: 'Echeverría',
      birthDate: bornYearsAgo(t, 38),
      email,
      chartId: 'CH-77',
    });
    expect(ok).toMatchObject({ status: 200, body: { member: { lastName: 'Echeverría', email, chartId: 'CH-77' } } });
    // The patient area's sign-in moved with it.
    expect(await t.db.$count(users, eq(users.email, email))).toBe(1);
    const son = r.members[1]?.memberId ?? 0;
    expect(
      (await put(son, { firstName: 'Tomas', lastName: 'Echeverria', birthDate: bornYearsAgo(t, 8), email })).status,
    ).toBe(400);
    expect(
      (
        await put(r.ownerMemberId, {
          firstName: 'Maria',
          lastName: 'E',
          birthDate: bornYearsAgo(t, 38),
          email: 'owner@demo.test',
        })
      ).status,
    ).toBe(400);
  });

  it('marks a member deleted only once no plan runs, and the list leaves them out', async () => {
    const rows = await everyRow({ searchFilter: 'canceled' });
    const ended = rows.find((r) => r.summaryStatus === 'canceled' && r.accountOwnerId !== null);
    const running = (await everyRow({ searchFilter: 'active' })).find((r) => r.accountOwnerId !== null);
    if (!ended || !running) throw new Error('the demo office needs a canceled and an active family member');
    const remove = (memberId: number) =>
      me(owner).then((id) =>
        t.call({
          method: 'DELETE',
          url: `/api/v1/users/${id}/members/${memberId}?dentistInfoId=${downtown}`,
          token: owner,
        }),
      );
    expect((await remove(running.memberId)).status).toBe(409);
    const done = await remove(ended.memberId);
    expect(done.status).toBe(200);
    expect((await everyRow({})).some((r) => r.memberId === ended.memberId)).toBe(false);
    expect((await details(ended.memberId)).status).toBe(404);
  });
});
