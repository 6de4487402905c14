import type {
  CommunityGroupChangeResponse,
  EnrolmentResponse,
  MemberSearchResponse,
  PublicOfficeResponse,
} from '@mhq/contract';
import { addDays, quoteEnrolment, utcDayOf } from '@mhq/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { charges, communityGroups, enrolments, offices } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { cardToken, type Household, household, officePage, planNamed } from '../enrolment/enrolment.fixtures';

// A household enrols with a community group's code (/community-enroll/{code}, or the code typed on the form): the
// group's discount, on its plans only, charged to the cent; a wrong, closed, requested or expired code enrols no one.

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const lakeside = await officePage(t, 'second-lakeside');
const downtown = page.office.id;
const adult = planNamed(page, 'Adult Wellness');
const child = page.plans.find((p) => p.id !== adult && p.name.toLowerCase().includes('child'))?.id;
const outside = page.plans.find((p) => p.id !== adult && p.id !== child)?.id;
const owner = await t.login('owner@demo.test');

async function group(code: string, over: Record<string, unknown> = {}) {
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/dentists/${downtown}/community-groups`,
    token: owner,
    payload: {
      name: `Group ${code}`,
      kind: 'church',
      code,
      discountPercent: 10,
      planIds: child ? [adult, child] : [adult],
      expiresOn: null,
      organizerName: '',
      organizerEmail: '',
      organizerPhone: '',
      note: '',
      ...over,
    },
  });
  if (res.status !== 200) throw new Error(`group ${code}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as CommunityGroupChangeResponse).group;
}

const groupPage = (code: string) => t.call({ method: 'GET', url: `/api/v1/community-groups/${code}/enrolment` });
const enrol = (body: object, officeId = downtown) =>
  t.call({
    method: 'POST',
    url: `/api/v1/dentists/${officeId}/members/enroll`,
    payload: body,
    remoteAddress: t.newIp(),
  });

/** The household priced as the page prices it with the group's discount. */
function pricedWith(h: Household, discountPercent: number, on = page): Household {
  const quote = quoteEnrolment({
    plans: on.plans,
    people: [h.owner, ...h.members].map((p) => ({ planId: p.planId, waiveFee: p.waiveFee, payor: p.payor })),
    term: h.term,
    gppActive: on.gppActive,
    setupFeePercent: on.setupFeePercent,
    dentistDiscountPercent: discountPercent,
  });
  return { ...h, expected: { todayCents: quote.todayCents, recurringCents: quote.recurringCents } };
}

const family = async () => {
  const h = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
  const kid = {
    ...h.owner,
    firstName: 'Mateo',
    email: '',
    birthDate: utcDayOf(new Date(t.clock.now().getTime() - 9 * 365.25 * 864e5)),
    relationship: 'child',
  };
  return child ? { ...h, members: [{ ...kid, planId: child }] as Household['members'] } : h;
};

describe("a community group's page", () => {
  it("shows the group's name and discount, and only its plans", async () => {
    await group('FAITH10');
    const res = await groupPage('faith-10');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = res.body as PublicOfficeResponse;
    expect(p.office.id).toBe(downtown);
    expect(p.community).toMatchObject({ code: 'FAITH10', name: 'Group FAITH10', kind: 'church', discountPercent: 10 });
    expect(p.plans.map((x) => x.id).sort()).toEqual((child ? [adult, child] : [adult]).sort());
    if (outside) expect(p.plans.some((x) => x.id === outside)).toBe(false);
  });

  it("answers 'group code is not valid' to a wrong, closed, requested or expired code", async () => {
    const closed = await group('SHUT01');
    await t.call({
      method: 'PUT',
      url: `/api/v1/dentists/${downtown}/community-groups/${closed.id}/status`,
      token: owner,
      payload: { status: 'closed' },
    });
    await group('OLDONE', { expiresOn: addDays(utcDayOf(t.clock.now()), -1) });
    // A requested group is one the office has not set up: even with a code written into it, it enrols no one.
    const [office] = await t.db.select().from(offices).where(eq(offices.id, downtown));
    await t.db.insert(communityGroups).values({
      organizationId: office?.organizationId ?? 0,
      officeId: downtown,
      name: 'Asked',
      status: 'requested',
      code: 'ASKED01',
    });
    for (const code of ['NOSUCH1', 'SHUT01', 'OLDONE', 'ASKED01']) {
      const res = await groupPage(code);
      expect(res.status, code).toBe(404);
      expect(res.body).toMatchObject({ _message: 'group code is not valid' });
    }
    // A group whose last day is today still enrols today.
    await group('LASTDAY', { expiresOn: utcDayOf(t.clock.now()) });
    expect((await groupPage('LASTDAY')).status).toBe(200);
  });
});

describe('enrolling with a community group', () => {
  it("charges the group's discount to the cent and records the group with the enrolment", async () => {
    const g = await group('HOPE10');
    const h = pricedWith(await family(), 10);
    const res = await enrol({ ...h, groupCode: 'hope-10' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body as EnrolmentResponse;
    expect(r.quote.lines.every((l) => l.discountPercent >= 10)).toBe(true);
    expect(r.charged.amountCents).toBe(h.expected.todayCents);
    const [charge] = await t.db.select().from(charges).where(eq(charges.enrolmentId, r.enrolmentId));
    expect(charge?.amountCents).toBe(h.expected.todayCents);
    const [row] = await t.db.select().from(enrolments).where(eq(enrolments.id, r.enrolmentId));
    expect(row).toMatchObject({ communityGroupId: g.id, smallBusinessId: null });

    // The office sees one household in the group, and its members on the group's page (audited read).
    const detail = await t.call({
      method: 'GET',
      url: `/api/v1/dentists/${downtown}/community-groups/${g.id}`,
      token: owner,
    });
    expect(detail.status).toBe(200);
    const body = detail.body as { group: { households: number; activeMembers: number }; members: { name: string }[] };
    expect(body.group.households).toBe(1);
    expect(body.group.activeMembers).toBe(1 + h.members.length);
    expect(body.members.map((m) => m.name)).toContain('Lucia Garcia');
  });

  it('refuses the full price (409) and a plan the group does not offer (400)', async () => {
    await group('PRICE10');
    const full = await family();
    expect((await enrol({ ...full, groupCode: 'PRICE10' })).status).toBe(409);
    if (outside) {
      const h = household(t, page, { adultPlan: outside, payment: { method: 'card', token: await cardToken(t) } });
      expect((await enrol({ ...pricedWith(h, 10), groupCode: 'PRICE10' })).status).toBe(400);
    }
  });

  it("refuses a wrong, closed, expired code and another office's group, writing nothing", async () => {
    await group('ELSEWHERE');
    const before = await countRows(t.db, 'enrolments');
    for (const code of ['NOSUCH1', 'SHUT01', 'OLDONE', 'ASKED01']) {
      const res = await enrol({ ...pricedWith(await family(), 10), groupCode: code });
      expect(res.status, code).toBe(400);
      expect(res.body).toMatchObject({ errors: { groupCode: 'group code is not valid' } });
    }
    const es = { ...pricedWith(await family(), 10), language: 'es', groupCode: 'SHUT01' };
    expect((await enrol(es)).body).toMatchObject({ errors: { groupCode: 'el código de grupo no es válido' } });
    const there = household(t, lakeside, {
      adultPlan: lakeside.plans[0]?.id ?? 0,
      payment: { method: 'card', token: await cardToken(t) },
    });
    const res = await enrol({ ...pricedWith(there, 10, lakeside), groupCode: 'ELSEWHERE' }, lakeside.office.id);
    expect(res.status).toBe(400);
    const lakesidePage = await t.call({
      method: 'GET',
      url: '/api/v1/dentists/details/slug/second-lakeside/no-auth',
      query: { groupCode: 'ELSEWHERE' },
    });
    expect(lakesidePage.status).toBe(400);
    expect(await countRows(t.db, 'enrolments')).toBe(before);
  });

  it("counts exactly the community households' members in the members list's 'community' filter", async () => {
    // Every member of a household that enrolled with a community group's code (the seed's and this file's).
    const rows = await queryRows<{ n: string }>(
      t.db,
      sql`select count(distinct s.member_id) as n from subscriptions s join enrolments e on e.id = s.enrolment_id
        where e.community_group_id is not null and e.office_id = ${downtown}`,
    );
    const n = Number(rows[0]?.n ?? 0);
    expect(n).toBeGreaterThan(0);
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${downtown}/members/upgraded-search`,
      token: owner,
      payload: { searchFilter: 'community', initial: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as MemberSearchResponse).total).toBe(n);
  });
});
