import type { DuplicateOfficePreview, DuplicateOfficeResponse } from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, locationGroupOffices, officeProfiles, officeUsers, plans, users } from '../../db/schema';
import { harborOffices } from '../../seed/demo-multi-location';
import { createTestApp } from '../../test/harness';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';
import { newLocation } from './locations.fixtures';

// Duplicating an office's setup into a new location (issue 27, /accounts/duplicate/{firstOffice}/{userId}): the owner
// previews what is copied, then adds the location with the first office's own plans, groups, team and profile.

const t = await createTestApp();
const harbor = await harborOffices(t.db);
if (!harbor) throw new Error('no Harbor demo organization');
const north = harbor.offices['harbor-north'];
const userId = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? 0;
const ownerId = await userId('group@demo.test');
const adminId = await userId('groupadmin@demo.test');
let owner = '';
let admin = '';
let otherOwner = '';
beforeEach(async () => {
  owner = await t.login('group@demo.test');
  admin = await t.login('groupadmin@demo.test');
  otherOwner = await t.login('owner@demo.test');
});

const path = (office: number, user: number) => `/api/v1/accounts/duplicate/${office}/${user}`;
const ownPlansOf = (officeId: number) =>
  t.db
    .select({ name: plans.name, price: plans.priceCents, annual: plans.annualPriceCents })
    .from(plans)
    .where(and(eq(plans.officeId, officeId), eq(plans.targetType, 'location'), eq(plans.isDeleted, false)));

describe('duplicating an office into a new location', () => {
  it('previews the plans, groups, team and hours the new location starts from', async () => {
    const res = await t.call({ method: 'GET', url: path(north, ownerId), token: owner });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = res.body as DuplicateOfficePreview;
    expect(preview.officeName).toBe('Harbor North');
    expect(preview.groups.map((g) => g.name)).toEqual(['Coast']);
    expect(preview.team.some((u) => u.owner)).toBe(true);
    expect(Object.keys(preview.hours)).toHaveLength(7);
    const own = await ownPlansOf(north);
    expect(preview.plans.map((p) => p.name).sort()).toEqual(own.map((p) => p.name).sort());
  });

  it('adds the location with copies of its own plans, its groups, team and profile, audited once', async () => {
    const before = await ownPlansOf(north);
    const res = await t.call({
      method: 'POST',
      url: path(north, ownerId),
      token: owner,
      payload: newLocation({ officeName: 'Harbor Bayside', hours: undefined }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as DuplicateOfficeResponse;
    expect(body._message).toMatch(/Harbor Bayside/);
    expect(body.copiedPlans).toBe(before.length);
    const added = body.location.id;
    expect(body.location.enrolmentPath).toBe('/signup/harbor-bayside');
    const copied = await ownPlansOf(added);
    expect(copied.map((p) => [p.name, p.price, p.annual]).sort()).toEqual(
      before.map((p) => [p.name, p.price, p.annual]).sort(),
    );
    const groups = await t.db.select().from(locationGroupOffices).where(eq(locationGroupOffices.officeId, added));
    expect(groups).toHaveLength(1);
    const team = await t.db.select().from(officeUsers).where(eq(officeUsers.officeId, added));
    expect(team.map((u) => u.userId)).toEqual(expect.arrayContaining([ownerId, adminId]));
    const [first] = await t.db.select().from(officeProfiles).where(eq(officeProfiles.officeId, north));
    const [copy] = await t.db.select().from(officeProfiles).where(eq(officeProfiles.officeId, added));
    expect(copy).toMatchObject({ zip: '91910', city: 'Chula Vista', hours: first?.hours, services: first?.services });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'location.duplicate'), eq(auditLog.targetId, String(added))));
    expect(audit).toHaveLength(1);
  });

  it("refuses an office admin, another practice's owner and another user's id, writing nothing", async () => {
    const location = newLocation({ officeName: 'Harbor Nowhere' });
    await expectNothingWritten(
      t,
      () => t.call({ method: 'POST', url: path(north, adminId), token: admin, payload: location }),
      403,
    );
    await expectNothingWritten(
      t,
      () => t.call({ method: 'POST', url: path(north, ownerId), token: otherOwner, payload: location }),
      404,
    );
    await expectNothingWritten(
      t,
      () => t.call({ method: 'POST', url: path(north, adminId), token: owner, payload: location }),
      404,
    );
    await expectNothingWritten(
      t,
      () =>
        t.call({
          method: 'POST',
          url: path(north, ownerId),
          token: owner,
          payload: { ...location, address: { ...location.address, zip: 'abc' } },
        }),
      400,
    );
  });
});
