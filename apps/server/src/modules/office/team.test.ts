import type { TeamChangeResponse, TeamResponse } from '@mhq/contract';
import { TEAM_MESSAGES as M } from '@mhq/domain';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, officeUsers, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { officeBySlug, type Signed, signedIn } from '../plans/plans.fixtures';

/* The office's team (issue 6, office track): list, invite, edit, permissions, deactivate, remove. */

const t = await createTestApp();
const downtown = await officeBySlug(t, 'demo-downtown');
const uptown = await officeBySlug(t, 'demo-uptown');
const lakeside = await officeBySlug(t, 'second-lakeside');
const owner = await signedIn(t, 'owner@demo.test');
const admin = await signedIn(t, 'admin@demo.test');
const staff = await signedIn(t, 'staff@demo.test');
const owner2 = await signedIn(t, 'owner2@demo.test');
const platform = await signedIn(t, 'platform@demo.test');

const post = (as: Signed, officeId: number, action: string, payload: object, query = '') =>
  t.call({ method: 'POST', url: `/api/v1/dentists/${officeId}/users/${action}${query}`, payload, token: as.token });
const list = (as: Signed, officeId: number) =>
  t.call({ method: 'GET', url: `/api/v1/dentists/${officeId}/users`, token: as.token });

async function expectRefused(res: Promise<{ status: number; body: unknown }>, status: number, message?: string) {
  const before = await databaseWrites(t.db);
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  if (message) expect((r.body as { _message: string })._message).toBe(message);
  expect(await databaseWrites(t.db)).toBe(before);
}

const NEW_USER = {
  firstName: 'Riley',
  lastName: 'Chen',
  email: 'riley.chen@demo.test',
  jobTitle: 'frontDesk',
  permission: 'dentist_standard',
};

async function inviteLink(email: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return /\/accounts\/set-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
}

describe('the team list', () => {
  it('lists the office users with job title, role, owner and coordinator flags', async () => {
    const res = await list(staff, downtown.id);
    expect(res.status).toBe(200);
    const body = res.body as TeamResponse;
    expect(body.canManage).toBe(false);
    expect(body.users).toContainEqual(
      expect.objectContaining({
        email: 'owner@demo.test',
        isOwner: true,
        planCoordinator: true,
        isActive: true,
        invited: false,
      }),
    );
    expect(body.users).toContainEqual(
      expect.objectContaining({ email: 'admin@demo.test', jobTitle: 'officeManager', type: 'office_admin' }),
    );
    expect(((await list(owner, downtown.id)).body as TeamResponse).canManage).toBe(true);
    expect((await list(platform, lakeside.id)).status).toBe(200);
  });

  it('answers 404 for another organization', async () => {
    await expectRefused(list(owner, lakeside.id), 404);
    await expectRefused(list(owner2, downtown.id), 404);
  });
});

describe('inviting a user', () => {
  it('creates the user without a password, links them, and mails a single-use link; they set a password and sign in', async () => {
    const res = await post(admin, downtown.id, 'add', NEW_USER);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as TeamChangeResponse;
    expect(body._message).toBe(M.added);
    expect(body.users).toContainEqual(
      expect.objectContaining({
        email: NEW_USER.email,
        jobTitle: 'frontDesk',
        type: 'dentist_standard',
        invited: true,
      }),
    );
    const token = await inviteLink(NEW_USER.email);
    expect(token).toBeTruthy();
    const set = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/set-password',
      payload: { token, password: 'riley-password-1' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/login',
      payload: { email: NEW_USER.email, password: 'riley-password-1' },
      remoteAddress: t.newIp(),
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ type: 'dentist_standard' });
  });

  it('refuses a taken email, a bad job title, bad input, staff, and another organization; writes nothing', async () => {
    await expectRefused(post(owner, downtown.id, 'add', { ...NEW_USER, email: 'STAFF@demo.test' }), 400, M.emailTaken);
    await expectRefused(post(owner, downtown.id, 'add', { ...NEW_USER, email: 'x@demo.test', jobTitle: 'pilot' }), 400);
    await expectRefused(post(owner, downtown.id, 'add', { ...NEW_USER, email: 'not-an-email' }), 400);
    await expectRefused(
      post(owner, downtown.id, 'add', { ...NEW_USER, email: 'x@demo.test', permission: 'dentist' }),
      400,
    );
    await expectRefused(post(staff, downtown.id, 'add', { ...NEW_USER, email: 'x@demo.test' }), 403);
    await expectRefused(post(platform, downtown.id, 'add', { ...NEW_USER, email: 'x@demo.test' }), 403);
    await expectRefused(post(owner, lakeside.id, 'add', { ...NEW_USER, email: 'x@demo.test' }), 404);
  });
});

describe('changing a user', () => {
  const userId = async (email: string) => {
    const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!u) throw new Error(email);
    return u.id;
  };

  it('answers 404 for a user of another office or organization', async () => {
    const riley = await userId(NEW_USER.email);
    // Riley works at Downtown only: naming them in Uptown is naming a stranger there.
    await expectRefused(post(owner, uptown.id, 'reactivate', { userId: riley, isDeleted: true }), 404);
    await expectRefused(post(owner, downtown.id, 'reactivate', { userId: owner2.userId, isDeleted: true }), 404);
  });

  it('changes permissions, refuses it on owners and on yourself', async () => {
    const riley = await userId(NEW_USER.email);
    const res = await post(admin, downtown.id, 'changePermissions', { userId: riley, permission: 'office_admin' });
    expect((res.body as TeamChangeResponse)._message).toBe(M.permissionsChanged);
    expect((res.body as TeamChangeResponse).users).toContainEqual(
      expect.objectContaining({ userId: riley, type: 'office_admin' }),
    );
    await expectRefused(
      post(admin, downtown.id, 'changePermissions', { userId: owner.userId, permission: 'office_admin' }),
      403,
      M.ownerOnly,
    );
    await expectRefused(
      post(owner, downtown.id, 'changePermissions', { userId: owner.userId, permission: 'office_admin' }),
      400,
    );
    await expectRefused(
      post(admin, downtown.id, 'changePermissions', { userId: admin.userId, permission: 'dentist_standard' }),
      400,
      M.notYourself,
    );
  });

  it('moves the plan coordinator to one user at a time', async () => {
    const res = await post(owner, downtown.id, 'update', {
      userId: staff.userId,
      firstName: 'Sam',
      lastName: 'Staff',
      jobTitle: 'hygienist',
      planCoordinator: true,
      isOwner: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const team = (res.body as TeamChangeResponse).users;
    expect(team.filter((u) => u.planCoordinator).map((u) => u.userId)).toEqual([staff.userId]);
    expect(team).toContainEqual(
      expect.objectContaining({ userId: staff.userId, firstName: 'Sam', jobTitle: 'hygienist' }),
    );
  });

  it('makes an owner only with upgrade=true and only by an owner', async () => {
    const body = {
      userId: admin.userId,
      firstName: 'Avery',
      lastName: 'Admin',
      jobTitle: 'officeManager',
      planCoordinator: false,
      isOwner: true,
    };
    await expectRefused(post(owner, downtown.id, 'update', body), 400, M.confirmUpgrade);
    await expectRefused(post(admin, downtown.id, 'update', body, '?upgrade=true'), 400, M.notYourself);
    await expectRefused(
      post(admin, downtown.id, 'update', { ...body, userId: staff.userId, isOwner: true }, '?upgrade=true'),
      403,
      M.ownerOnly,
    );
    const res = await post(owner, downtown.id, 'update', body, '?upgrade=true');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [link] = await t.db
      .select()
      .from(officeUsers)
      .where(and(eq(officeUsers.officeId, downtown.id), eq(officeUsers.userId, admin.userId)));
    expect(link?.isOwner).toBe(true);
    // And back: the office keeps the other owner.
    const back = await post(owner, downtown.id, 'update', { ...body, isOwner: false });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const [u] = await t.db.select({ type: users.type }).from(users).where(eq(users.id, admin.userId));
    expect(u?.type).toBe('office_admin');
  });

  it('never deactivates yourself or the last owner; an office admin cannot touch an owner', async () => {
    await expectRefused(
      post(owner, downtown.id, 'reactivate', { userId: owner.userId, isDeleted: true }),
      400,
      M.notYourself,
    );
    await expectRefused(
      post(admin, downtown.id, 'reactivate', { userId: owner.userId, isDeleted: true }),
      403,
      M.ownerOnly,
    );
    await expectRefused(post(admin, downtown.id, 'delete', { userId: owner.userId }), 403, M.ownerOnly);
    await expectRefused(post(owner, downtown.id, 'delete', { userId: owner.userId }), 400, M.notYourself);
  });

  it('deactivation ends their sessions at once; reactivation lets them sign in again', async () => {
    const riley = await userId(NEW_USER.email);
    const rileyToken = await t.login(NEW_USER.email, 'riley-password-1', t.newIp());
    const me = () => t.call({ method: 'GET', url: '/api/v1/users/me/account', token: rileyToken });
    expect((await me()).status).toBe(200);
    const off = await post(owner, downtown.id, 'reactivate', { userId: riley, isDeleted: true });
    expect((off.body as TeamChangeResponse)._message).toBe(M.deactivated);
    expect((await me()).status).toBe(401);
    const on = await post(owner, downtown.id, 'reactivate', { userId: riley, isDeleted: false });
    expect((on.body as TeamChangeResponse)._message).toBe(M.activated);
    expect(await t.login(NEW_USER.email, 'riley-password-1', t.newIp())).toBeTruthy();
  });

  it('removing a user from their only office closes their account', async () => {
    const riley = await userId(NEW_USER.email);
    const res = await post(owner, downtown.id, 'delete', { userId: riley });
    expect((res.body as TeamChangeResponse)._message).toBe(M.deleted);
    expect((res.body as TeamChangeResponse).users.some((u) => u.userId === riley)).toBe(false);
    const [u] = await t.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, riley));
    expect(u?.isActive).toBe(false);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    await expectRefused(post(owner, downtown.id, 'reactivate', { userId: 'x', isDeleted: true }), 400);
    await expectRefused(
      post(owner, downtown.id, 'changePermissions', { userId: staff.userId, permission: 'admin' }),
      400,
    );
    await expectRefused(post(owner, downtown.id, 'delete', {}), 400);
  });
});

describe("the user's own settings", () => {
  it('saves name and phone; refuses another user id', async () => {
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/users/${staff.userId}/account/info`,
      payload: { firstName: 'Samantha', middleName: 'J', lastName: 'Staff', phone: '512-555-0199' },
      token: staff.token,
    });
    expect(res.body).toMatchObject({ _message: M.infoSaved, user: { firstName: 'Samantha', phone: '5125550199' } });
    await expectRefused(
      t.call({
        method: 'POST',
        url: `/api/v1/users/${owner.userId}/account/info`,
        payload: { firstName: 'X', middleName: '', lastName: 'Y', phone: '' },
        token: staff.token,
      }),
      404,
    );
    await expectRefused(
      t.call({
        method: 'POST',
        url: `/api/v1/users/${staff.userId}/account/info`,
        payload: { firstName: '', middleName: '', lastName: 'Y', phone: '' },
        token: staff.token,
      }),
      400,
    );
  });

  it('changes the password with the current one and signs out the other sessions', async () => {
    const other = await t.login('staff@demo.test', undefined, t.newIp());
    const change = (currentPassword: string, newPassword: string) =>
      t.call({
        method: 'POST',
        url: `/api/v1/users/${staff.userId}/account/password`,
        payload: { currentPassword, newPassword },
        token: staff.token,
      });
    const wrong = await change('wrong-password-9', 'staff-new-password-1');
    expect(wrong).toMatchObject({ status: 400, body: { _message: M.wrongPassword } });
    const res = await change('demo-password-1', 'staff-new-password-1');
    expect(res.body).toEqual({ _message: M.passwordChanged });
    expect((await t.call({ method: 'GET', url: '/api/v1/users/me/account', token: staff.token })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v1/users/me/account', token: other })).status).toBe(401);
    expect(await t.login('staff@demo.test', 'staff-new-password-1', t.newIp())).toBeTruthy();
  });

  it('stops a session guessing the current password: after 5 wrong ones, even the right one waits', async () => {
    const signed = await signedIn(t, 'owner2@demo.test');
    const change = (currentPassword: string, remoteAddress: string) =>
      t.call({
        method: 'POST',
        url: `/api/v1/users/${signed.userId}/account/password`,
        payload: { currentPassword, newPassword: 'owner2-new-password-1' },
        token: signed.token,
        remoteAddress,
      });
    // Five guesses at once from different addresses: each is counted, none slips past the count.
    const guesses = await Promise.all([1, 2, 3, 4, 5].map((i) => change(`guess-number-${i}`, t.newIp())));
    expect(guesses.map((g) => g.status)).toEqual([400, 400, 400, 400, 400]);
    const blocked = await change('demo-password-1', t.newIp());
    expect(blocked.status).toBe(429);
    expect((blocked.body as { _message: string })._message).toMatch(
      /^Too many wrong current passwords\. Please try again in 15 minutes\.$/,
    );
    expect(await t.login('owner2@demo.test', 'demo-password-1', t.newIp())).toBeTruthy();
    t.clock.advance(15 * 60 * 1000 + 1000);
    const signedAgain = await signedIn(t, 'owner2@demo.test');
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/users/${signedAgain.userId}/account/password`,
      payload: { currentPassword: 'demo-password-1', newPassword: 'owner2-new-password-1' },
      token: signedAgain.token,
    });
    expect(res.body).toEqual({ _message: M.passwordChanged });
  });
});
