import type { GroupResponse, GroupsResponse } from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { locationGroups, officeUsers, userGroupAssignments, users } from '../../db/schema';
import { harborOffices } from '../../seed/demo-multi-location';
import { createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';
import { locationCalls } from './locations.fixtures';

// Groups of locations (issue 23): an organization's named regions, created, renamed, changed and deleted by its
// owner and office admins; users assigned to a group work at each of its locations.

const t = await createTestApp();
const api = locationCalls(t);
const harbor = await harborOffices(t.db);
if (!harbor) throw new Error('no Harbor demo organization');
const north = harbor.offices['harbor-north'];
const south = harbor.offices['harbor-south'];
const downtown = (await officePage(t, 'demo-downtown')).office.id;
const uptown = (await officePage(t, 'demo-uptown')).office.id;
const [coast] = await t.db.select().from(locationGroups).where(eq(locationGroups.name, 'Coast'));
if (!coast) throw new Error('no Coast group');
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

const group = (res: { body: unknown }) => (res.body as GroupResponse).group;
const groups = (res: { body: unknown }) => (res.body as GroupsResponse).groups;

describe('groups of locations', () => {
  it("lists the organization's groups with their locations", async () => {
    const res = await api.groups(admin, north);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(groups(res)).toEqual([
      {
        id: coast.id,
        name: 'Coast',
        locations: [
          { id: north, name: 'Harbor North', closed: false },
          { id: south, name: 'Harbor South', closed: false },
        ],
        assignedUsers: 0,
      },
    ]);
  });

  it('creates, renames, changes and deletes a group (office admins too)', async () => {
    const created = await api.createGroup(admin, { dentistInfoId: north, name: 'North County', locationIds: [north] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((created.body as GroupResponse)._message).toBe('The group North County was created.');
    const id = group(created).id;
    const renamed = await api.updateGroup(owner, id, {
      dentistInfoId: north,
      name: 'North and South',
      locationIds: [north, south],
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(group(renamed)).toMatchObject({ name: 'North and South', locations: [{ id: north }, { id: south }] });
    expect(group(await api.group(owner, id, south)).name).toBe('North and South');
    const deleted = await api.deleteGroup(owner, id, north);
    expect(deleted.status).toBe(200);
    expect(groups(deleted).map((g) => g.name)).toEqual(['Coast']);
    expect((await api.group(owner, id, north)).status).toBe(404);
  });

  it('refuses a name another group has, whatever its case: 400 and nothing written', async () => {
    await expectNothingWritten(
      t,
      () => api.createGroup(owner, { dentistInfoId: north, name: ' coast ', locationIds: [north] }),
      400,
      'A group named coast already exists',
    );
    await expectNothingWritten(
      t,
      () => api.createGroup(owner, { dentistInfoId: north, name: 'Empty', locationIds: [] }),
      400,
    );
  });

  it("answers 404 for another organization's group or location, and refuses the front desk", async () => {
    expect((await api.group(otherOwner, coast.id, downtown)).status).toBe(404);
    await expectNothingWritten(
      t,
      () => api.createGroup(owner, { dentistInfoId: north, name: 'Austin', locationIds: [north, uptown] }),
      404,
    );
    await expectNothingWritten(
      t,
      () => api.deleteGroups(otherOwner, { dentistInfoId: downtown, ids: [coast.id] }),
      404,
    );
    expect((await api.groups(frontDesk, north)).status).toBe(403);
  });

  it('gives users assigned to a group a place at each location it gains', async () => {
    const [desk] = await t.db.select().from(users).where(eq(users.email, 'frontdesk@demo.test'));
    if (!desk) throw new Error('no front desk');
    const created = await api.createGroup(owner, { dentistInfoId: north, name: 'Desk', locationIds: [north] });
    const id = group(created).id;
    await t.db
      .insert(userGroupAssignments)
      .values({ organizationId: harbor.organizationId, groupId: id, userId: desk.id });
    const atSouth = () =>
      t.db
        .select()
        .from(officeUsers)
        .where(and(eq(officeUsers.userId, desk.id), eq(officeUsers.officeId, south)));
    expect(await atSouth()).toEqual([]);
    await api.updateGroup(owner, id, { dentistInfoId: north, name: 'Desk', locationIds: [north, south] });
    expect(await atSouth()).toHaveLength(1);
    const both = await api.deleteGroups(owner, { dentistInfoId: north, ids: [id] });
    expect((both.body as GroupsResponse)._message).toMatch(/group was deleted/);
    // Deleting the group leaves the places it gave.
    expect(await atSouth()).toHaveLength(1);
  });
});
