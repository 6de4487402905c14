import type { LocationDetailResponse, ManageLocationsResponse } from '@mhq/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { members, offices, officeUsers, plans, subscriptions, users } from '../../db/schema';
import { harborOffices } from '../../seed/demo-multi-location';
import { createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';
import { locationCalls, newLocation } from './locations.fixtures';

// Locations of a multi-location organization (issue 23): the owner lists, adds, edits, closes and reopens them; office
// admins see them and are told to contact support to add one; a closing location's members are moved or ended, chosen.

const t = await createTestApp();
const api = locationCalls(t);
const harbor = await harborOffices(t.db);
if (!harbor) throw new Error('no Harbor demo organization');
const north = harbor.offices['harbor-north'];
const south = harbor.offices['harbor-south'];
const downtown = (await officePage(t, 'demo-downtown')).office.id;
let owner = '';
let admin = '';
let frontDesk = '';
let otherOwner = '';
beforeEach(async () => {
  owner = await t.login('group@demo.test');
  admin = await t.login('groupadmin@demo.test');
  frontDesk = await t.login('frontdesk@demo.test');
  otherOwner = await t.login('owner@demo.test');
});

const listed = (res: { body: unknown }) => res.body as ManageLocationsResponse;
const detail = (res: { body: unknown }) => res.body as LocationDetailResponse;
const userId = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? 0;

describe('the Locations page', () => {
  it("lists the organization's open locations with members, groups, payout account and enrolment page", async () => {
    const res = await api.list(owner, { dentistInfoId: north });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = listed(res);
    expect(body.canManage).toBe(true);
    expect(body.locations.map((l) => l.name)).toEqual(['Harbor North', 'Harbor South']);
    const first = body.locations[0];
    expect(first).toMatchObject({
      slug: 'harbor-north',
      enrolmentPath: '/signup/harbor-north',
      status: 'open',
      groups: [{ name: 'Coast' }],
      payout: { kind: 'own', connected: true, last4: '3301' },
    });
    expect(first?.address).toMatch(/San Diego, CA 92101/);
    expect(first?.members).toBeGreaterThan(0);
  });

  it('shows an office admin the locations but tells them to contact support when they add one', async () => {
    const res = await api.list(admin, { dentistInfoId: north });
    expect(listed(res).canManage).toBe(false);
    await expectNothingWritten(
      t,
      () => api.list(admin, { dentistInfoId: north, location: newLocation() }),
      403,
      /contact support/,
    );
  });

  it('refuses the front desk, and answers 404 for an office of another organization', async () => {
    expect((await api.list(frontDesk, { dentistInfoId: north })).status).toBe(403);
    expect((await api.list(otherOwner, { dentistInfoId: north })).status).toBe(404);
    expect((await api.detail(otherOwner, north, { dentistInfoId: downtown, action: 'read' })).status).toBe(404);
  });

  it('answers 400 naming the field for a location without a zip code, and writes nothing', async () => {
    const bad = newLocation({ address: { line1: '1 Main St', line2: '', city: 'Chula Vista', state: 'CA', zip: '' } });
    const res = await expectNothingWritten(t, () => api.list(owner, { dentistInfoId: north, location: bad }), 400);
    expect(JSON.stringify(res.body)).toMatch(/zip/);
  });

  it('adds a location with its own enrolment page, the owners and the users picked, sharing a payout account', async () => {
    const desk = await userId('frontdesk@demo.test');
    const res = await api.list(owner, {
      dentistInfoId: north,
      location: newLocation({ payout: { mode: 'shared', fromLocationId: north }, userIds: [desk] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = listed(res);
    expect(body._message).toMatch(/Harbor East was added/);
    expect(body.added).toMatchObject({
      name: 'Harbor East',
      slug: 'harbor-east',
      status: 'open',
      members: 0,
      payout: { kind: 'shared', withLocationId: north, withLocationName: 'Harbor North' },
    });
    const east = body.added?.id ?? 0;
    const page = await officePage(t, 'harbor-east');
    expect(page.office.id).toBe(east);
    const staff = await t.db.select().from(officeUsers).where(eq(officeUsers.officeId, east));
    expect(staff.map((s) => s.userId).sort()).toEqual([await userId('group@demo.test'), desk].sort());
    expect(staff.find((s) => s.userId === desk)?.isOwner).toBe(false);
    // A second location of the same name gets the next free address.
    const again = await api.list(owner, { dentistInfoId: north, location: newLocation() });
    expect(listed(again).added).toMatchObject({ slug: 'harbor-east-2', payout: { kind: 'not_connected' } });
  });
});

describe('one location', () => {
  it('is read and saved by the owner, and refused to an office admin with the contact-support words', async () => {
    const res = await api.detail(owner, south, { dentistInfoId: north, action: 'read' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { profile, otherLocations } = detail(res);
    expect(profile.officeName).toBe('Harbor South');
    expect(otherLocations.map((l) => l.name)).toContain('Harbor North');
    const saved = await api.detail(owner, south, {
      dentistInfoId: north,
      action: 'save',
      profile: { ...profile, officeName: 'Harbor South Bay', email: profile.email ?? '', phone: profile.phone ?? '' },
      payout: { mode: 'own' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(detail(saved)._message).toMatch(/Harbor South Bay was saved/);
    expect(detail(saved).location.payout.kind).toBe('own');
    await expectNothingWritten(
      t,
      () => api.detail(admin, south, { dentistInfoId: north, action: 'read' }),
      403,
      /contact support/,
    );
  });

  it('refuses to close a location with members without saying where they go, naming how many', async () => {
    const res = await expectNothingWritten(
      t,
      () => api.detail(owner, south, { dentistInfoId: north, action: 'close' }),
      400,
      /still has \d+ members? with a plan/,
    );
    expect(res.status).toBe(400);
  });

  it('closes a location moving its members to another, their plans, prices and renewals unchanged', async () => {
    const before = await plansAt(south);
    expect(before.length).toBeGreaterThan(0);
    const res = await api.detail(owner, south, {
      dentistInfoId: north,
      action: 'close',
      members: { mode: 'move', toLocationId: north },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(detail(res)._message).toMatch(
      /is closed\. \d+ members? (was|were) moved to Harbor North; nothing was charged/,
    );
    expect(detail(res).location).toMatchObject({ status: 'closed', members: 0 });
    expect(await plansAt(south)).toEqual([]);
    const after = await plansOf(before.map((p) => p.id));
    expect(after).toEqual(before.map((p) => ({ ...p, officeId: north })));
    const open = listed(await api.list(owner, { dentistInfoId: north }));
    expect(open.locations.map((l) => l.id)).not.toContain(south);
    expect(open.closedHidden).toBeGreaterThanOrEqual(1);
    const all = listed(await api.list(owner, { dentistInfoId: north, includeClosed: true }));
    expect(all.locations.find((l) => l.id === south)?.status).toBe('closed');
    const reopened = await api.detail(owner, south, { dentistInfoId: north, action: 'reopen' });
    expect(detail(reopened)._message).toMatch(/open again/);
    expect(detail(reopened).location.status).toBe('open');
  });

  it('refuses to end plans that cannot end from here (delinquent), naming how many, and writes nothing', async () => {
    const statuses = (await plansAt(north)).map((p) => p.status);
    expect(statuses).toContain('delinquent');
    await expectNothingWritten(
      t,
      () => api.detail(owner, north, { dentistInfoId: south, action: 'close', members: { mode: 'end' } }),
      400,
      /delinquent or waiting for a first payment/,
    );
  });

  it('closes a location ending its plans at the end of the paid period when the owner chooses so', async () => {
    const east = await officeBySlug('harbor-east');
    // A household of North paying its plans moves to East first, so East has members to end.
    const [paying] = (await plansAt(north)).filter((p) => p.status === 'active');
    if (!paying) throw new Error('no active plan at North');
    const [member] = await t.db.select().from(members).where(eq(members.id, paying.memberId));
    const household = member?.accountOwnerId ?? member?.id ?? 0;
    await t.db.update(members).set({ officeId: east }).where(eq(members.id, household));
    await t.db.update(members).set({ officeId: east }).where(eq(members.accountOwnerId, household));
    await t.db.update(plans).set({ officeId: east }).where(eq(plans.id, paying.planId));
    const before = await plansAt(east);
    const res = await api.detail(owner, east, { dentistInfoId: north, action: 'close', members: { mode: 'end' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(detail(res)._message).toMatch(/Harbor East is closed\. \d+ plans? ends? at the end of the paid period/);
    const after = await plansAt(east);
    for (const plan of after) {
      const was = before.find((p) => p.id === plan.id);
      expect(plan.status).toBe(was?.status === 'active' ? 'cancellation_requested' : was?.status);
      expect(plan.priceCents).toBe(was?.priceCents);
    }
  });
});

async function officeBySlug(slug: string) {
  const [row] = await t.db.select().from(offices).where(eq(offices.slug, slug));
  if (!row) throw new Error(`no office ${slug}`);
  return row.id;
}

async function plansAt(officeId: number) {
  return t.db
    .select({
      id: subscriptions.id,
      memberId: members.id,
      officeId: members.officeId,
      planId: subscriptions.planId,
      priceCents: subscriptions.priceCents,
      nextRenewalOn: subscriptions.nextRenewalOn,
      status: subscriptions.status,
    })
    .from(subscriptions)
    .innerJoin(members, eq(members.id, subscriptions.memberId))
    .where(eq(members.officeId, officeId))
    .orderBy(subscriptions.id);
}

async function plansOf(ids: number[]) {
  const rows = await Promise.all(ids.map(async (id) => (await plansAtId(id))[0]));
  return rows;
}

async function plansAtId(id: number) {
  return t.db
    .select({
      id: subscriptions.id,
      memberId: members.id,
      officeId: members.officeId,
      planId: subscriptions.planId,
      priceCents: subscriptions.priceCents,
      nextRenewalOn: subscriptions.nextRenewalOn,
      status: subscriptions.status,
    })
    .from(subscriptions)
    .innerJoin(members, eq(members.id, subscriptions.memberId))
    .where(eq(subscriptions.id, id));
}
