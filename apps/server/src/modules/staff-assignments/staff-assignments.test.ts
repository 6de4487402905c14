import type { AssignUsersResponse, ManageUsersResponse, UserAssignmentsResponse } from '@mhq/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, offices } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { officeBySlug, signedIn } from '../plans/plans.fixtures';
import { harbor, linksOf, newStaff, staffCalls } from './staff-assignments.fixtures';

/* Staff assignments of a multi-location organization (issue 23): who works at which locations and groups. */

const t = await createTestApp();
const call = staffCalls(t);
const { north, south, owner, admin, frontDesk } = await harbor(t);
const downtown = await officeBySlug(t, 'demo-downtown');
const demoOwner = await signedIn(t, 'owner@demo.test');
const noor = await newStaff(t, owner, north.id, 'noor.haddad@demo.test');
const [coast] = ((await call.users(owner, north.id)).body as ManageUsersResponse).groups;
if (!coast) throw new Error('Harbor has the group Coast');

async function expectRefused(res: Promise<{ status: number; body: unknown }>, status: number, message?: RegExp) {
  const before = await databaseWrites(t.db);
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  if (message) expect((r.body as { _message: string })._message).toMatch(message);
  expect(await databaseWrites(t.db)).toBe(before);
}

describe('the users of the organization', () => {
  it("lists the users of the owner's locations with role, status, locations and groups", async () => {
    const res = await call.users(owner, north.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as ManageUsersResponse;
    expect(body.canManage).toBe(true);
    expect(body.scope).toBe('all');
    expect(body.locations.map((l) => l.name)).toEqual(['Harbor North', 'Harbor South']);
    expect(body.groups).toContainEqual({
      id: coast.id,
      name: 'Coast',
      locationIds: expect.arrayContaining([north.id, south.id]),
    });
    const lucy = body.users.find((u) => u.email === 'frontdesk@demo.test');
    expect(lucy).toMatchObject({ status: 'active', type: 'dentist_standard', isOwner: false, otherLocations: 0 });
    expect(lucy?.locations).toEqual([
      { id: north.id, name: 'Harbor North', closed: false, direct: true, throughGroups: [] },
    ]);
    expect(body.users.find((u) => u.email === 'group@demo.test')).toMatchObject({ isOwner: true });
    expect(body.users.find((u) => u.email === 'noor.haddad@demo.test')).toMatchObject({ status: 'active' });
  });

  it('lists only the current location once the user chooses so, and remembers it', async () => {
    const saved = await call.setting(admin, { scope: 'current' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const body = (await call.users(admin, south.id)).body as ManageUsersResponse;
    expect(body.scope).toBe('current');
    expect(body.users.map((u) => u.email)).not.toContain('frontdesk@demo.test');
    expect(((await call.users(owner, south.id)).body as ManageUsersResponse).users.map((u) => u.email)).toContain(
      'frontdesk@demo.test',
    );
    await call.setting(admin, { scope: 'all' });
    await expectRefused(call.setting(admin, { scope: 'everyone' }), 400);
  });

  it('is refused to the front desk (403) and to another organization (404)', async () => {
    await expectRefused(call.users(frontDesk, north.id), 403);
    await expectRefused(call.users(demoOwner, north.id), 404);
    await expectRefused(call.assignments(owner, north.id, demoOwner.userId), 404);
    await expectRefused(call.assignments(demoOwner, downtown.id, frontDesk.userId), 404);
  });
});

describe('assigning a user to locations', () => {
  it('gives a location with their job title, audited, and the user sees it at once', async () => {
    const res = await call.assign(admin, north.id, noor.userId, { locationIds: [south.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as AssignUsersResponse;
    expect(body._message).toBe('Noor Haddad now works at Harbor South.');
    expect(body.user.locations.map((l) => l.name)).toEqual(['Harbor North', 'Harbor South']);
    expect(await linksOf(t, noor.userId)).toEqual([
      { officeId: north.id, viaGroupOnly: false },
      { officeId: south.id, viaGroupOnly: false },
    ]);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.assign'), eq(auditLog.targetId, String(noor.userId))))
      .orderBy(desc(auditLog.id));
    expect(line).toMatchObject({ actorUserId: admin.userId, officeId: north.id });
    expect((await call.members(noor, south.id)).status).toBe(200);
  });

  it('refuses bad input, the front desk, and locations or groups of another organization; writes nothing', async () => {
    await expectRefused(call.assign(owner, north.id, noor.userId, { locationIds: [] }), 400, /at least one/);
    await expectRefused(call.assign(owner, north.id, noor.userId, { locationIds: ['x'] }), 400);
    await expectRefused(call.assign(frontDesk, north.id, noor.userId, { locationIds: [south.id] }), 403);
    await expectRefused(call.assign(owner, north.id, noor.userId, { locationIds: [downtown.id] }), 404);
    await expectRefused(call.assign(owner, north.id, noor.userId, { groupIds: [999_999] }), 404);
    await expectRefused(call.assign(owner, north.id, demoOwner.userId, { locationIds: [south.id] }), 404);
  });

  it('never takes a user off their last location, nor an owner off any', async () => {
    await expectRefused(
      call.unassign(owner, north.id, frontDesk.userId, { locationIds: [north.id] }),
      400,
      /at least one location/,
    );
    await expectRefused(call.unassign(admin, north.id, owner.userId, { locationIds: [south.id] }), 400, /owner/);
  });
});

describe('assigning a user to a group', () => {
  it('gives every location of the group; taking the group away keeps the ones assigned directly', async () => {
    const lucy = frontDesk.userId;
    const res = await call.assign(owner, north.id, lucy, { groupIds: [coast.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as AssignUsersResponse;
    expect(body.user.groups).toEqual([{ id: coast.id, name: 'Coast' }]);
    expect(body.locations.find((l) => l.id === south.id)).toMatchObject({
      assigned: true,
      direct: false,
      throughGroups: ['Coast'],
      locked: 'Given by Coast',
    });
    expect(await linksOf(t, lucy)).toEqual([
      { officeId: north.id, viaGroupOnly: false },
      { officeId: south.id, viaGroupOnly: true },
    ]);
    await expectRefused(call.unassign(owner, north.id, lucy, { locationIds: [south.id] }), 400, /through Coast/);

    const off = await call.unassign(owner, north.id, lucy, { groupIds: [coast.id] });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((off.body as AssignUsersResponse)._message).toBe(
      'Lucy Tran is no longer assigned to Coast. Lucy Tran no longer works at Harbor South.',
    );
    expect(await linksOf(t, lucy)).toEqual([{ officeId: north.id, viaGroupOnly: false }]);
  });

  it('keeps a location given both directly and by the group when the group goes', async () => {
    await call.assign(owner, north.id, noor.userId, { groupIds: [coast.id] });
    const off = await call.unassign(owner, north.id, noor.userId, { groupIds: [coast.id] });
    expect(off.status).toBe(200);
    expect(await linksOf(t, noor.userId)).toEqual([
      { officeId: north.id, viaGroupOnly: false },
      { officeId: south.id, viaGroupOnly: false },
    ]);
  });
});

describe('what an office admin of some locations sees', () => {
  it('names only their locations, and answers 404 for users and groups beyond them', async () => {
    const regional = await newStaff(t, owner, north.id, 'mira.stone@demo.test', 'office_admin');
    const body = (await call.assignments(regional, north.id, frontDesk.userId)).body as UserAssignmentsResponse;
    expect(body.locations.map((l) => l.name)).toEqual(['Harbor North']);
    expect(body.groups.find((g) => g.id === coast.id)?.locked).toBe('Holds locations you do not work at');
    await expectRefused(call.assign(regional, north.id, frontDesk.userId, { locationIds: [south.id] }), 404);
    await expectRefused(call.assign(regional, north.id, frontDesk.userId, { groupIds: [coast.id] }), 403);
    await expectRefused(call.assignments(regional, south.id, frontDesk.userId), 404);
    const users = (await call.users(regional, north.id)).body as ManageUsersResponse;
    expect(users.locations.map((l) => l.name)).toEqual(['Harbor North']);
    expect(users.users.find((u) => u.email === 'group@demo.test')?.otherLocations).toBe(1);
  });
});

describe('the one guard', () => {
  it('lets a user of location A reach location B only while assigned there, in the same session', async () => {
    const kai = await newStaff(t, owner, north.id, 'kai.moreno@demo.test');
    expect((await call.members(kai, north.id)).status).toBe(200);
    expect((await call.members(kai, south.id)).status).toBe(404);
    expect((await call.assign(owner, north.id, kai.userId, { locationIds: [south.id] })).status).toBe(200);
    expect((await call.members(kai, south.id)).status).toBe(200);
    expect((await call.unassign(owner, south.id, kai.userId, { locationIds: [south.id] })).status).toBe(200);
    expect((await call.members(kai, south.id)).status).toBe(404);
    expect((await call.members(kai, north.id)).status).toBe(200);
  });
});

describe('a closed location', () => {
  it('takes no new staff', async () => {
    await t.db.update(offices).set({ closedAt: new Date() }).where(eq(offices.id, south.id));
    await expectRefused(call.assign(owner, north.id, frontDesk.userId, { locationIds: [south.id] }), 400, /closed/);
    const body = (await call.assignments(owner, north.id, frontDesk.userId)).body as UserAssignmentsResponse;
    expect(body.locations.find((l) => l.id === south.id)).toMatchObject({ closed: true, locked: 'Closed' });
    await t.db.update(offices).set({ closedAt: null }).where(eq(offices.id, south.id));
  });
});
