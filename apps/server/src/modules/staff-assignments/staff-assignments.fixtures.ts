import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox, officeUserGroupGrants, officeUsers } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { officeBySlug, type Signed, signedIn } from '../plans/plans.fixtures';

// Calls of the staff-assignment pages as a test makes them, the Harbor demo organization they act in, and a
// factory for a new front-desk user who has set their password.

export type Answer = Awaited<ReturnType<TestApp['call']>>;
type Ids = { locationIds?: number[]; groupIds?: number[] };

export function staffCalls(t: TestApp) {
  return {
    users: (as: Signed, officeId: number) =>
      t.call({ method: 'GET', url: `/api/v1/multi-location/manage-users/${officeId}`, token: as.token }),
    assignments: (as: Signed, officeId: number, userId: number | string) =>
      t.call({
        method: 'GET',
        url: `/api/v1/multi-location/manage-user-assignments/${userId}?dentistInfoId=${officeId}`,
        token: as.token,
      }),
    assign: (as: Signed, officeId: number, userId: number, ids: Ids | object) =>
      t.call({
        method: 'POST',
        url: `/api/v1/multi-location/assign-users/${userId}`,
        payload: { dentistInfoId: officeId, ...ids },
        token: as.token,
      }),
    unassign: (as: Signed, officeId: number, userId: number, ids: Ids) =>
      t.call({
        method: 'DELETE',
        url: `/api/v1/multi-location/assign-users/${userId}`,
        payload: { dentistInfoId: officeId, ...ids },
        token: as.token,
      }),
    setting: (as: Signed, payload: unknown) =>
      t.call({
        method: 'PUT',
        url: '/api/v1/users/me/account/change-manage-user-setting',
        payload: payload as object,
        token: as.token,
      }),
    members: (as: Signed, officeId: number) =>
      t.call({
        method: 'POST',
        url: `/api/v1/dentists/${officeId}/members/upgraded-search`,
        payload: { searchQuery: '', searchFilter: 'all', initial: true },
        token: as.token,
      }),
  };
}

/** Harbor: its two locations, its group 'Coast', and its owner, office admin and front desk signed in. */
export async function harbor(t: TestApp) {
  const north = await officeBySlug(t, 'harbor-north');
  const south = await officeBySlug(t, 'harbor-south');
  return {
    north,
    south,
    owner: await signedIn(t, 'group@demo.test'),
    admin: await signedIn(t, 'groupadmin@demo.test'),
    frontDesk: await signedIn(t, 'frontdesk@demo.test'),
  };
}

/** A new user added to the office by its owner (front desk unless said), with their password set, signed in. */
export async function newStaff(
  t: TestApp,
  owner: Signed,
  officeId: number,
  email: string,
  permission: 'dentist_standard' | 'office_admin' = 'dentist_standard',
): Promise<Signed> {
  const add = await t.call({
    method: 'POST',
    url: `/api/v1/dentists/${officeId}/users/add`,
    payload: { firstName: 'Noor', lastName: 'Haddad', email, jobTitle: 'frontDesk', permission },
    token: owner.token,
  });
  if (add.status !== 200) throw new Error(`add user: ${add.status} ${JSON.stringify(add.body)}`);
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/accounts\/set-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  const set = await t.call({
    method: 'POST',
    url: '/api/v1/accounts/set-password',
    payload: { token, password: 'noor-password-1' },
  });
  if (set.status !== 200) throw new Error(`set password: ${set.status}`);
  const signed = await t.call({
    method: 'POST',
    url: '/api/v1/accounts/login',
    payload: { email, password: 'noor-password-1' },
    remoteAddress: t.newIp(),
  });
  const body = signed.body as { token: string };
  return { token: body.token, userId: await t.userIdOf(body.token) };
}

/** Where the user works in the organization, and which of those rows came only from a group. */
export async function linksOf(t: TestApp, userId: number) {
  const rows = await t.db
    .select({ officeId: officeUsers.officeId, granted: officeUserGroupGrants.userId })
    .from(officeUsers)
    .leftJoin(
      officeUserGroupGrants,
      and(
        eq(officeUserGroupGrants.organizationId, officeUsers.organizationId),
        eq(officeUserGroupGrants.officeId, officeUsers.officeId),
        eq(officeUserGroupGrants.userId, officeUsers.userId),
      ),
    )
    .where(eq(officeUsers.userId, userId));
  return rows
    .map((r) => ({ officeId: r.officeId, viaGroupOnly: r.granted !== null }))
    .sort((a, b) => a.officeId - b.officeId);
}
