import type {
  CommunityGroup,
  CommunityGroupChangeResponse,
  CommunityGroupsResponse,
  CommunityOfficeSearchResponse,
} from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, communityGroups, mailOutbox, offices } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { officePage, planNamed } from '../enrolment/enrolment.fixtures';

// CommunityConnect for the practice (/account/community-connect) and the organizer (/accounts/community-signup).

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const lakesidePage = await officePage(t, 'second-lakeside');
const downtown = page.office.id;
const lakeside = lakesidePage.office.id;
const [uptownRow] = await t.db.select({ id: offices.id }).from(offices).where(eq(offices.slug, 'demo-uptown'));
if (!uptownRow) throw new Error('demo seed lacks demo-uptown');
const uptown = uptownRow.id;
const adult = planNamed(page, 'Adult Wellness');
const otherPlan = page.plans.find((p) => p.id !== adult)?.id ?? adult;

const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');
const owner2 = await t.login('owner2@demo.test');

const groupBody = (over: Record<string, unknown> = {}) => ({
  name: 'Grace Community Church',
  kind: 'church',
  code: 'GRACE10',
  discountPercent: 10,
  planIds: [adult, otherPlan],
  expiresOn: null,
  organizerName: 'Ruth Miller',
  organizerEmail: 'ruth@grace.example',
  organizerPhone: '5125550100',
  note: '',
  ...over,
});
const groupsUrl = (officeId: number) => `/api/v1/dentists/${officeId}/community-groups`;
const create = (body: object, token = owner, officeId = downtown) =>
  t.call({ method: 'POST', url: groupsUrl(officeId), token, payload: body });
const update = (id: number, body: object, token = owner, officeId = downtown) =>
  t.call({ method: 'PUT', url: `${groupsUrl(officeId)}/${id}`, token, payload: body });
const setStatus = (id: number, status: string, token = owner, officeId = downtown) =>
  t.call({ method: 'PUT', url: `${groupsUrl(officeId)}/${id}/status`, token, payload: { status } });
const list = (token = owner, officeId = downtown) =>
  t.call({ method: 'GET', url: groupsUrl(officeId), token }).then((r) => r.body as CommunityGroupsResponse);

async function created(over: Record<string, unknown>): Promise<CommunityGroup> {
  const res = await create(groupBody(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as CommunityGroupChangeResponse).group;
}

describe('the practice', () => {
  it('creates a group with its code normalized, its discount and two plans, and lists it with its share link', async () => {
    const group = await created({ code: ' grace-10 ' });
    expect(group).toMatchObject({
      code: 'GRACE10',
      status: 'active',
      enrols: true,
      discountPercent: 10,
      sharePath: '/community-enroll/GRACE10',
      households: 0,
      activeMembers: 0,
    });
    expect(group.planIds).toEqual([adult, otherPlan].sort((a, b) => a - b));
    const listed = await list();
    expect(listed.enabled).toBe(true);
    expect(listed.mayManage).toBe(true);
    expect(listed.groups.map((g) => g.id)).toContain(group.id);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'community_group.created'), eq(auditLog.targetId, String(group.id))));
    expect(line?.officeId).toBe(downtown);
  });

  it("refuses a code taken by another group or an employer's group code, and bad values, writing nothing", async () => {
    await created({ name: 'Lakes School', kind: 'school', code: 'LAKES2026' });
    const before = await countRows(t.db, 'community_groups');
    for (const code of ['LAKES2026', 'lakes-2026', 'ACME10']) {
      const res = await create(groupBody({ code }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ _message: 'This code is taken', errors: { code: 'This code is taken' } });
    }
    // Codes are one space across offices: another practice may not take it either.
    expect((await create(groupBody({ code: 'LAKES2026' }), owner2, lakeside)).status).toBe(400);
    for (const bad of [
      { discountPercent: 51 },
      { discountPercent: -1 },
      { code: 'AB' },
      { kind: 'casino' },
      { name: '' },
      { planIds: [lakesidePage.plans[0]?.id ?? 1] },
      { expiresOn: '31/12/2026' },
    ]) {
      const res = await create(groupBody({ code: 'FRESH01', ...bad }));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toHaveProperty('_message');
    }
    expect(await countRows(t.db, 'community_groups')).toBe(before);
  });

  it('edits, closes and reopens a group, audited; a closed group does not enrol', async () => {
    const group = await created({ name: 'Eastside Runners', kind: 'club', code: 'RUNEAST' });
    const edited = await update(
      group.id,
      groupBody({ name: 'Eastside Running Club', kind: 'club', code: 'RUNEAST', discountPercent: 15, planIds: [] }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((edited.body as CommunityGroupChangeResponse).group).toMatchObject({
      name: 'Eastside Running Club',
      discountPercent: 15,
      planIds: [],
    });
    const closed = await setStatus(group.id, 'closed');
    expect((closed.body as CommunityGroupChangeResponse).group).toMatchObject({ status: 'closed', enrols: false });
    const reopened = await setStatus(group.id, 'active');
    expect((reopened.body as CommunityGroupChangeResponse).group).toMatchObject({ status: 'active', enrols: true });
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(group.id)))
    ).map((l) => l.action);
    expect(actions).toEqual(
      expect.arrayContaining(['community_group.updated', 'community_group.closed', 'community_group.reopened']),
    );
  });

  it('lets staff who may not change plans see the groups but not change them', async () => {
    const listed = await list(staff);
    expect(listed.mayManage).toBe(false);
    expect(listed.groups.length).toBeGreaterThan(0);
    const id = listed.groups[0]?.id ?? 0;
    expect((await create(groupBody({ code: 'STAFF01' }), staff)).status).toBe(403);
    expect((await update(id, groupBody({ code: 'STAFF01' }), staff)).status).toBe(403);
    expect((await setStatus(id, 'closed', staff)).status).toBe(403);
  });

  it("answers 404 for another office's group, even the caller's other office", async () => {
    const group = await created({ name: 'Hidden Club', kind: 'club', code: 'HIDDEN1' });
    expect((await t.call({ method: 'GET', url: `${groupsUrl(lakeside)}/${group.id}`, token: owner2 })).status).toBe(
      404,
    );
    expect((await update(group.id, groupBody({ code: 'HIDDEN1' }), owner2, lakeside)).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `${groupsUrl(uptown)}/${group.id}`, token: owner })).status).toBe(404);
    expect((await setStatus(group.id, 'closed', owner, uptown)).status).toBe(404);
  });

  it('refuses groups before the initial onboarding completes, and says so', async () => {
    await t.db.update(offices).set({ onboardingDateComplete: null }).where(eq(offices.id, uptown));
    expect((await list(owner, uptown)).enabled).toBe(false);
    const res = await create(groupBody({ code: 'EARLY01' }), owner, uptown);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ _message: 'CommunityConnect opens once your initial onboarding is complete.' });
    await t.db.update(offices).set({ onboardingDateComplete: t.clock.now() }).where(eq(offices.id, uptown));
  });
});

describe('an organizer', () => {
  const request = (over: Record<string, unknown> = {}) =>
    t.call({
      method: 'POST',
      url: '/api/v1/community-groups/requests',
      remoteAddress: t.newIp(),
      payload: {
        organizerName: 'Dana Whitfield',
        organizerEmail: 'dana@oakridge-pta.example',
        organizerPhone: '512-555-0199',
        groupName: 'Oak Ridge PTA',
        kind: 'school',
        approximateSize: 240,
        officeSlug: 'demo-downtown',
        note: 'Mostly families with young children.',
        ...over,
      },
    });

  it('finds practices by name, city or ZIP, seeing only their name, city and page', async () => {
    for (const search of ['Downtown', 'austin', '78701']) {
      const res = await t.call({ method: 'GET', url: '/api/v1/community-groups/offices', query: { search } });
      expect(res.status).toBe(200);
      const found = (res.body as CommunityOfficeSearchResponse).offices;
      expect(
        found.some((o) => o.slug === 'demo-downtown'),
        search,
      ).toBe(true);
      for (const o of found) expect(Object.keys(o).sort()).toEqual(['city', 'name', 'slug']);
    }
    expect(
      (await t.call({ method: 'GET', url: '/api/v1/community-groups/offices', query: { search: 'a' } })).status,
    ).toBe(400);
  });

  it('asks a practice for a group: a request the office sees, a mail to the office and one to the organizer', async () => {
    const res = await request();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await t.db.select().from(communityGroups).where(eq(communityGroups.name, 'Oak Ridge PTA'));
    expect(row).toMatchObject({
      status: 'requested',
      code: null,
      officeId: downtown,
      organizerEmail: 'dana@oakridge-pta.example',
    });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'dana@oakridge-pta.example'));
    expect(mails).toHaveLength(1);
    const office = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'downtown@demo.test'));
    expect(office.some((m) => m.text.includes('Oak Ridge PTA') && m.text.includes('/account/community-connect'))).toBe(
      true,
    );
    const listed = (await list()).groups.find((g) => g.id === row?.id);
    expect(listed).toMatchObject({ status: 'requested', sharePath: null, enrols: false });

    // The office sets it up with a code: it enrols from now on.
    const setUp = await update(row?.id ?? 0, groupBody({ name: 'Oak Ridge PTA', kind: 'school', code: 'OAKRIDGE' }));
    expect(setUp.status, JSON.stringify(setUp.body)).toBe(200);
    expect((setUp.body as CommunityGroupChangeResponse).group).toMatchObject({
      status: 'active',
      code: 'OAKRIDGE',
      enrols: true,
    });
  });

  it('is declined by the office (closed), and a request cannot be reopened without a code', async () => {
    expect(
      (await request({ groupName: 'Chess Club', kind: 'club', organizerEmail: 'chess@example.test' })).status,
    ).toBe(200);
    const [row] = await t.db.select().from(communityGroups).where(eq(communityGroups.name, 'Chess Club'));
    expect((await setStatus(row?.id ?? 0, 'active')).status).toBe(400);
    const declined = await setStatus(row?.id ?? 0, 'closed');
    expect((declined.body as CommunityGroupChangeResponse).group.status).toBe('closed');
  });

  it('gets 400 with a message for bad input or an unknown practice, and nothing is written', async () => {
    const before = await countRows(t.db, 'community_groups');
    for (const bad of [
      { organizerEmail: 'nope' },
      { groupName: '' },
      { approximateSize: 0 },
      { kind: 'bar' },
      { officeSlug: 'no-such-office' },
    ]) {
      const res = await request(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toHaveProperty('_message');
    }
    expect(await countRows(t.db, 'community_groups')).toBe(before);
  });

  it('is throttled after a few requests a day', async () => {
    const ip = t.newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/v1/community-groups/requests',
        remoteAddress: ip,
        payload: {
          organizerName: 'Sam',
          organizerEmail: 'flood@example.test',
          organizerPhone: '',
          groupName: `Flood ${i}`,
          kind: 'other',
          approximateSize: 10,
          officeSlug: 'demo-downtown',
          note: '',
        },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
