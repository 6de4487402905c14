import type { AdminProfileChangeResponse, PlatformUserChangeResponse, PlatformUsersResponse } from '@mhq/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { platformChangeRefusal } from './platform-user-rules';

const t = await createTestApp();
const admin = await t.login('platform@demo.test');
const superAdmin = await t.login('super@demo.test');
const owner = await t.login('owner@demo.test');
const superId = await t.userIdOf(superAdmin);
const PASSWORD = 'back-office-pass-1';

let n = 0;
/** An email no other test uses. */
const fresh = (stem: string) => `${stem}.${Date.now().toString(36)}${++n}@platform.test`;

const list = async (query: Record<string, string> = {}, token = admin) => {
  const res = await t.call({ method: 'GET', url: '/api/v1/admin/platform-users', query, token });
  expect(res.status).toBe(200);
  return res.body as PlatformUsersResponse;
};
const add = (payload: Record<string, unknown>, token = superAdmin) =>
  t.call({ method: 'POST', url: '/api/v1/admin/platform-users', payload, token, remoteAddress: '10.2.0.1' });
const setRole = (id: number, role: string, token = superAdmin) =>
  t.call({ method: 'PUT', url: `/api/v1/admin/platform-users/${id}/role`, payload: { role }, token });
const setActive = (id: number, active: boolean, token = superAdmin) =>
  t.call({ method: 'POST', url: `/api/v1/admin/platform-users/${id}/active`, payload: { active }, token });
const resend = (id: number, token = superAdmin) =>
  t.call({ method: 'POST', url: `/api/v1/admin/platform-users/${id}/invitation`, token });

/** Adds a platform user through the API and answers them. */
async function added(role = 'admin', email = fresh('new')) {
  const res = await add({ firstName: 'Jordan', lastName: 'Lee', email, role });
  if (res.status !== 200) throw new Error(`add: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as PlatformUserChangeResponse).user;
}

/** The set-password token of the newest mail to an address. */
async function invitationToken(email: string) {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
  return { mail, token: /\/accounts\/set-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1] };
}

/** Adds a platform user who accepts the invitation; answers them and their session. */
async function signedInUser(role: string) {
  const user = await added(role);
  const { token } = await invitationToken(user.email);
  const set = await t.call({
    method: 'POST',
    url: '/api/v1/accounts/set-password',
    payload: { token, password: PASSWORD },
    remoteAddress: t.newIp(),
  });
  expect(set.status).toBe(200);
  return { user, session: await t.login(user.email, PASSWORD, t.newIp()) };
}

const auditOf = async (action: string, userId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(userId))))
    .orderBy(desc(auditLog.id));

const written = async () => ({
  users: await countRows(t.db, 'users'),
  audit: await countRows(t.db, 'audit_log'),
  mail: await countRows(t.db, 'mail_outbox'),
  tokens: await countRows(t.db, 'password_tokens'),
});

describe("the platform's users list", () => {
  it('shows every platform admin with role, state and last sign-in, and no office user', async () => {
    const page = await list();
    const emails = page.users.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['platform@demo.test', 'super@demo.test']));
    expect(emails).not.toContain('owner@demo.test');
    expect(page.users.find((u) => u.email === 'super@demo.test')).toMatchObject({
      role: 'super_admin',
      active: true,
      invitationPending: false,
      lastSignInAt: expect.any(String),
    });
    expect(page).toMatchObject({ page: 1, pageSize: 25, total: page.users.length });
  });

  it('searches by name or email and filters by role, for admins and almost supers alike', async () => {
    expect((await list({ search: 'Sam Riv' })).users.map((u) => u.email)).toEqual(['super@demo.test']);
    expect((await list({ search: 'PLATFORM@' })).users.map((u) => u.email)).toEqual(['platform@demo.test']);
    const supers = await list({ role: 'super_admin' }, superAdmin);
    expect(supers.users.every((u) => u.role === 'super_admin')).toBe(true);
    expect((await list({ search: '100%_' })).users).toEqual([]);
    const { session } = await signedInUser('almost_super');
    expect((await list({}, session)).total).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 to an office user and 400 to an unknown role', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/admin/platform-users', token: owner });
    expect(res.status).toBe(404);
    const bad = await t.call({
      method: 'GET',
      url: '/api/v1/admin/platform-users',
      query: { role: 'dentist' },
      token: admin,
    });
    expect(bad.status).toBe(400);
  });
});

describe('adding a platform user', () => {
  it('mails an invitation whose link sets a first password that signs in to the back office', async () => {
    const email = fresh('jordan');
    const res = await add({ firstName: ' Jordan ', lastName: 'Lee', email: email.toUpperCase(), role: 'admin' });
    expect(res.status).toBe(200);
    const { user, _message } = res.body as PlatformUserChangeResponse;
    expect(_message).toMatch(/Jordan Lee was added as admin/);
    expect(user).toMatchObject({ email, role: 'admin', active: true, invitationPending: true, lastSignInAt: null });
    const { mail, token } = await invitationToken(email);
    expect(mail?.subject).toMatch(/invited to the .+ back office/);
    expect(token).toBeTruthy();
    const set = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/set-password',
      payload: { token, password: PASSWORD },
      remoteAddress: t.newIp(),
    });
    expect(set.status).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/login',
      payload: { email, password: PASSWORD },
      remoteAddress: t.newIp(),
    });
    expect(login.body).toMatchObject({ type: 'admin', login_page: '/admin/dentists' });
    const [line] = await auditOf('platform_user.add', user.id);
    expect(line).toMatchObject({ actorUserId: superId, detail: { email, role: 'admin' } });
    expect((await list({ search: email })).users[0]).toMatchObject({ invitationPending: false });
  });

  it('refuses an email any account uses on its field, and bad input, writing nothing', async () => {
    const before = await written();
    const taken = await add({ firstName: 'Dana', lastName: 'W', email: 'Owner@Demo.test', role: 'admin' });
    expect(taken).toMatchObject({ status: 400, body: { errors: { email: expect.stringMatching(/already used/) } } });
    for (const payload of [
      { firstName: 'A', lastName: 'B', email: 'not-an-email', role: 'admin' },
      { firstName: '', lastName: 'B', email: fresh('x'), role: 'admin' },
      { firstName: 'A', lastName: 'B', email: fresh('x'), role: 'dentist' },
      { firstName: 'A', lastName: 'B', email: fresh('x') },
    ]) {
      const res = await add(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ _message: expect.any(String), errors: expect.any(Object) });
    }
    expect(await written()).toEqual(before);
  });

  it('answers 403 with a plain message to an admin, 404 to an office user, and writes nothing', async () => {
    const before = await written();
    const payload = { firstName: 'A', lastName: 'B', email: fresh('x'), role: 'admin' };
    expect(await add(payload, admin)).toMatchObject({
      status: 403,
      body: { _message: 'Only a super admin can manage the platform’s users.' },
    });
    expect((await add(payload, owner)).status).toBe(404);
    const target = (await list({ search: 'platform@' })).users[0]?.id ?? 0;
    expect((await setRole(target, 'almost_super', admin)).status).toBe(403);
    expect((await setActive(target, false, admin)).status).toBe(403);
    expect((await resend(target, admin)).status).toBe(403);
    expect((await setActive(target, false, owner)).status).toBe(404);
    expect(await written()).toEqual(before);
  });
});

describe('changing a platform user', () => {
  it('changes a role, audited from and to', async () => {
    const user = await added('admin');
    const res = await setRole(user.id, 'almost_super');
    expect(res.status).toBe(200);
    expect((res.body as PlatformUserChangeResponse).user.role).toBe('almost_super');
    const [line] = await auditOf('platform_user.role', user.id);
    expect(line?.detail).toMatchObject({ from: 'admin', to: 'almost_super' });
    expect((await setRole(user.id, 'almost_super')).status).toBe(400);
    expect((await setRole(999_999, 'admin')).status).toBe(404);
  });

  it('deactivating ends their sessions at once; reactivating lets them sign in again', async () => {
    const { user, session } = await signedInUser('admin');
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/profile', token: session })).status).toBe(200);
    const res = await setActive(user.id, false);
    expect(res.status).toBe(200);
    expect((res.body as PlatformUserChangeResponse).user.active).toBe(false);
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/profile', token: session })).status).toBe(401);
    const [line] = await auditOf('platform_user.deactivate', user.id);
    expect(line?.detail).toMatchObject({ from: 'active', to: 'inactive' });
    expect((await setActive(user.id, false)).status).toBe(400);
    expect((await setActive(user.id, true)).status).toBe(200);
    expect(await auditOf('platform_user.reactivate', user.id)).toHaveLength(1);
    await t.login(user.email, PASSWORD, t.newIp());
  });

  it('never lets a super admin demote or deactivate themself, nor the last active super admin go', async () => {
    const before = await written();
    expect(await setRole(superId, 'admin')).toMatchObject({ status: 400, body: { _message: /last active super/ } });
    expect(await setActive(superId, false)).toMatchObject({ status: 400, body: { _message: /last active super/ } });
    expect(await written()).toEqual(before);
    const { user: second, session } = await signedInUser('super_admin');
    expect(await setRole(superId, 'admin')).toMatchObject({ status: 400, body: { _message: /your own role/ } });
    // Another super admin may: then the second is the last one.
    expect((await setRole(superId, 'admin', session)).status).toBe(200);
    expect(await setActive(second.id, false, session)).toMatchObject({ status: 400 });
    const superAgain = await setRole(superId, 'super_admin', session);
    expect(superAgain.status).toBe(200);
  });

  it('sends the invitation again to a user who has not set a password, and refuses it otherwise', async () => {
    const user = await added('admin');
    const first = (await invitationToken(user.email)).token;
    const res = await resend(user.id);
    expect(res).toMatchObject({ status: 200, body: { _message: `The invitation was sent again to ${user.email}` } });
    const second = (await invitationToken(user.email)).token;
    expect(second).not.toEqual(first);
    expect(await auditOf('platform_user.invitation_resent', user.id)).toHaveLength(1);
    expect((await resend(superId)).status).toBe(400);
  });
});

describe("an admin's own profile", () => {
  it('shows and saves name and phone, audited; the password changes with the current one', async () => {
    const { user, session } = await signedInUser('almost_super');
    const shown = await t.call({ method: 'GET', url: '/api/v1/admin/profile', token: session });
    expect(shown.body).toMatchObject({ profile: { email: user.email, role: 'almost_super', phone: null } });
    const saved = await t.call({
      method: 'PUT',
      url: '/api/v1/admin/profile',
      payload: { firstName: 'Jordy', lastName: 'Lee', phone: '(512) 555-0142' },
      token: session,
    });
    expect(saved.status).toBe(200);
    expect((saved.body as AdminProfileChangeResponse).profile).toMatchObject({
      firstName: 'Jordy',
      phone: '5125550142',
    });
    const [line] = await auditOf('platform_user.profile', user.id);
    expect(line?.detail).toMatchObject({ from: { firstName: 'Jordan' }, to: { firstName: 'Jordy' } });
    const change = await t.call({
      method: 'POST',
      url: `/api/v1/users/${user.id}/account/password`,
      payload: { currentPassword: PASSWORD, newPassword: 'another-pass-22' },
      token: session,
      remoteAddress: t.newIp(),
    });
    expect(change.status).toBe(200);
    expect(await auditOf('password.change', user.id)).toHaveLength(1);
  });

  it('refuses bad input writing nothing, and answers 404 to an office user', async () => {
    const before = await written();
    for (const payload of [
      { firstName: '', lastName: 'Lee', phone: '' },
      { firstName: 'A', lastName: 'Lee', phone: '123' },
    ]) {
      const res = await t.call({ method: 'PUT', url: '/api/v1/admin/profile', payload, token: admin });
      expect(res.status).toBe(400);
    }
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/profile', token: owner })).status).toBe(404);
    expect(await written()).toEqual(before);
  });
});

describe('the guard of platform user changes', () => {
  const target = (id: number, role: 'admin' | 'super_admin', active = true) => ({ id, role, active });
  it('keeps the last active super admin and refuses changes to oneself', () => {
    expect(platformChangeRefusal(1, target(1, 'super_admin'), { kind: 'role', role: 'admin' }, [1])).toBe('lastSuper');
    expect(platformChangeRefusal(1, target(1, 'super_admin'), { kind: 'active', active: false }, [1, 2])).toBe(
      'notYourself',
    );
    expect(platformChangeRefusal(1, target(2, 'super_admin'), { kind: 'active', active: false }, [1, 2])).toBeNull();
    expect(platformChangeRefusal(1, target(3, 'admin'), { kind: 'role', role: 'super_admin' }, [1])).toBeNull();
    expect(platformChangeRefusal(1, target(3, 'admin', false), { kind: 'active', active: true }, [1])).toBeNull();
  });
});
