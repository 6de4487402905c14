import type { AdminOfficeUsersResponse, IncompleteSignupsResponse, OfficeHistoryResponse } from '@mhq/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, offices, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { mailedCode, signUpPractice, validate } from '../signup/signup.fixtures';

const t = await createTestApp();
const admin = await t.login('platform@demo.test');
const [downtown] = await t.db.select().from(offices).where(eq(offices.slug, 'demo-downtown'));
const [lakeside] = await t.db.select().from(offices).where(eq(offices.slug, 'second-lakeside'));
if (!downtown || !lakeside) throw new Error('seed offices missing');

const get = (url: string, query: Record<string, string> = {}, token = admin) =>
  t.call({ method: 'GET', url: `/api/v1${url}`, query, token });
const post = (url: string, payload?: object, token = admin) =>
  t.call({ method: 'POST', url: `/api/v1${url}`, ...(payload ? { payload } : {}), token, remoteAddress: '10.3.0.1' });
const userOf = async (email: string) => {
  const [u] = await t.db.select().from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return u;
};
const lastMailTo = async (email: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1))[0];
const auditOf = (action: string, targetId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));

describe("an office's users", () => {
  it('lists them with type, owner flag, active, invitation pending and last sign-in', async () => {
    await t.login('admin@demo.test');
    const res = await get(`/admin/dentist-users/${downtown.id}`);
    expect(res.status).toBe(200);
    const body = res.body as AdminOfficeUsersResponse;
    expect(body.office).toMatchObject({ id: downtown.id, officeName: downtown.officeName });
    expect(body.users[0]).toMatchObject({
      email: 'owner@demo.test',
      owner: true,
      active: true,
      invitationPending: false,
    });
    const marcus = body.users.find((u) => u.email === 'admin@demo.test');
    expect(marcus).toMatchObject({ type: 'office_admin', owner: false });
    expect(marcus?.lastSignInAt).not.toBeNull();
  });

  it('sends a password reset by the forgot-password mail, audited', async () => {
    const staff = await userOf('staff@demo.test');
    const res = await post(`/admin/dentist-users/${downtown.id}/users/${staff.id}/password-reset`);
    expect(res).toMatchObject({ status: 200, body: { _message: 'A password reset link was sent to staff@demo.test' } });
    expect((await lastMailTo('staff@demo.test'))?.text).toMatch(/\/accounts\/reset-password\/[\w-]+/);
    expect(await auditOf('admin.password_reset_sent', staff.id)).toHaveLength(1);
  });

  it("deactivates a user, whose sessions end at once, and reactivates them; never the office's only active owner", async () => {
    const staff = await userOf('staff@demo.test');
    const token = await t.login('staff@demo.test');
    expect((await get('/users/me/account', {}, token)).status).toBe(200);
    const off = await post(`/admin/dentist-users/${downtown.id}/users/${staff.id}/active`, { active: false });
    expect(off.status).toBe(200);
    expect((await get('/users/me/account', {}, token)).status).toBe(401);
    expect((await userOf('staff@demo.test')).isActive).toBe(false);
    const on = await post(`/admin/dentist-users/${downtown.id}/users/${staff.id}/active`, { active: true });
    expect(on).toMatchObject({ status: 200, body: { _message: 'User account is activated' } });
    expect(await auditOf('admin.user_deactivated', staff.id)).toHaveLength(1);
    expect(await auditOf('admin.user_reactivated', staff.id)).toHaveLength(1);

    const owner2 = await userOf('owner2@demo.test');
    const before = await databaseWrites(t.db);
    const refused = await post(`/admin/dentist-users/${lakeside.id}/users/${owner2.id}/active`, { active: false });
    expect(refused.status).toBe(400);
    expect((refused.body as { _message: string })._message).toMatch(/at least one active owner/);
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it("resends an invitation only to a user who has not set a password, and answers 404 for another office's user", async () => {
    const owner = await t.login('owner@demo.test');
    const added = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${downtown.id}/users/add`,
      payload: {
        firstName: 'Nia',
        lastName: 'Brooks',
        email: 'nia.invited@demo.test',
        permission: 'dentist_standard',
        jobTitle: 'officeManager',
      },
      token: owner,
    });
    expect(added.status).toBe(200);
    const nia = await userOf('nia.invited@demo.test');
    const list = (await get(`/admin/dentist-users/${downtown.id}`)).body as AdminOfficeUsersResponse;
    expect(list.users.find((u) => u.id === nia.id)?.invitationPending).toBe(true);
    const res = await post(`/admin/dentist-users/${downtown.id}/users/${nia.id}/invitation`);
    expect(res.status).toBe(200);
    expect((await lastMailTo('nia.invited@demo.test'))?.text).toMatch(/\/accounts\/set-password\//);
    const staff = await userOf('staff@demo.test');
    expect((await post(`/admin/dentist-users/${downtown.id}/users/${staff.id}/invitation`)).status).toBe(400);
    expect((await post(`/admin/dentist-users/${lakeside.id}/users/${staff.id}/password-reset`)).status).toBe(404);
    expect((await get(`/admin/dentist-users/${downtown.id}`, {}, owner)).status).toBe(404);
  });
});

describe("an office's history", () => {
  it('tells the sign-up, its confirmation and the changes since, newest first, in plain words, paged', async () => {
    const s = await signUpPractice(t, { discountCode: 'WELCOME10' });
    const confirmed = await validate(t, s.email, await mailedCode(t, s.email), {
      discountCode: 'WELCOME10',
      tierLevel: 2,
    });
    expect(confirmed.status).toBe(200);
    const res = await get(`/admin/dentist-history/${s.dentistInfoId}`);
    expect(res.status).toBe(200);
    const body = res.body as OfficeHistoryResponse;
    expect(body.entries.map((e) => e.what)).toEqual([
      'Confirmed the email and chose the Growth plan, monthly and with the discount code WELCOME10',
      'Signed up and was mailed a confirmation code',
    ]);
    expect(body.entries[1]).toMatchObject({ who: 'Avery Lopez', kind: 'signup' });
    // The demo office's history holds its payouts and the team's changes, more than a page of it.
    const demo = (await get(`/admin/dentist-history/${downtown.id}`)).body as OfficeHistoryResponse;
    expect(demo.total).toBeGreaterThan(demo.entries.length);
    expect(demo.entries.some((e) => e.kind === 'payout' || e.kind === 'team')).toBe(true);
    const ats = demo.entries.map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    const second = (await get(`/admin/dentist-history/${downtown.id}`, { page: '2' })).body as OfficeHistoryResponse;
    expect((second.entries[0]?.at ?? '') <= (ats.at(-1) ?? '')).toBe(true);
  });
});

describe('incomplete sign-ups', () => {
  it('lists where each stopped and since when, and resends the confirmation code, rate-limited and audited', async () => {
    const waiting = await signUpPractice(t);
    const res = await get('/admin/incomplete', { search: waiting.email });
    const body = res.body as IncompleteSignupsResponse;
    expect(body.total).toBe(1);
    expect(body.signups[0]).toMatchObject({
      officeId: waiting.dentistInfoId,
      stop: 'email',
      ownerEmail: waiting.email,
    });
    // Riverside (seed): plans published, no payout account yet.
    const riverside = (await get('/admin/incomplete', { search: 'riverside@demo.test' }))
      .body as IncompleteSignupsResponse;
    expect(riverside.signups.map((r) => r.stop)).toEqual(['payout']);
    expect(
      ((await get('/admin/incomplete', { stop: 'payout' })).body as IncompleteSignupsResponse).signups.every(
        (r) => r.stop === 'payout',
      ),
    ).toBe(true);

    const resent = await post(`/admin/incomplete/${waiting.dentistInfoId}/resend-code`);
    expect(resent).toMatchObject({
      status: 200,
      body: { _message: `A new confirmation code was sent to ${waiting.email}` },
    });
    const second = await mailedCode(t, waiting.email);
    expect((await validate(t, waiting.email, second)).status).toBe(200);
    const [owner] = await t.db.select().from(users).where(eq(users.email, waiting.email));
    expect(await auditOf('admin.signup_code_resent', owner?.id ?? 0)).toHaveLength(1);
    // Confirmed now: no longer incomplete at the email, and no code to resend.
    expect((await post(`/admin/incomplete/${waiting.dentistInfoId}/resend-code`)).status).toBe(400);

    const other = await signUpPractice(t);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post(`/admin/incomplete/${other.dentistInfoId}/resend-code`)).status);
    expect(statuses).toContain(429);
  });
});
