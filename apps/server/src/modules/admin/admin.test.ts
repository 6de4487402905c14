import type { AdminOffice, CurrentUser, LoginResponse, OutboxMail, OutboxMailSummary } from '@mhq/contract';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig, startupProblem } from '../../config';
import { auditLog, members, offices, users } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { findUserByEmail } from '../auth/auth.queries';
import { clockMayMove } from './billing-run.service';

// A demo installation (DEMO=true), which has the dev mailbox; the last describes build installations that are not.
const t = await createTestApp({ demo: true });

const officeBySlug = async (slug: string) => {
  const [o] = await t.db.select().from(offices).where(eq(offices.slug, slug));
  if (!o) throw new Error(`seed office ${slug} missing`);
  return o;
};
const userId = async (email: string) => {
  const u = await findUserByEmail(t.db, email);
  if (!u) throw new Error(`seed user ${email} missing`);
  return u.id;
};
const downtown = await officeBySlug('demo-downtown');
const uptown = await officeBySlug('demo-uptown');
const lakeside = await officeBySlug('second-lakeside');
/** A practice with no payout account or BAA yet (seed/demo-money.ts). */
const riverside = await officeBySlug('riverside');
/** The two locations of Harbor, the multi-location organization (seed/demo-multi-location.ts). */
const harborNorth = await officeBySlug('harbor-north');
const harborSouth = await officeBySlug('harbor-south');
/** The practice that leads the leaderboard (seed/demo-rewards.ts). */
const sunrise = await officeBySlug('demo-sunrise');
/** The practices around Austin the public search lists (seed/demo-marketplace.ts), in the order they were seeded. */
const marketplace = await t.db
  .select({ id: offices.id })
  .from(offices)
  .where(gt(offices.id, sunrise.id))
  .orderBy(asc(offices.id));
const platformToken = await t.login('platform@demo.test');

const listOffices = (token: string, search?: string) =>
  t.call({
    method: 'GET',
    url: '/api/v1/admin/dentists',
    query: search === undefined ? {} : { search },
    token,
  });
const officeIds = async (search: string) =>
  ((await listOffices(platformToken, search)).body as { offices: AdminOffice[] }).offices.map((o) => o.id);
const impersonate = (token: string, payload: object) =>
  t.call({ method: 'POST', url: '/api/v1/admin/impersonate', payload, token });
const me = (token: string) => t.call({ method: 'GET', url: '/api/v1/users/me/account', token });
const written = async () => ({
  sessions: await countRows(t.db, 'sessions'),
  audit: await countRows(t.db, 'audit_log'),
});

describe('GET /admin/dentists', () => {
  it('lists every office with its organization, member count and users, for admin and super_admin', async () => {
    for (const email of ['platform@demo.test', 'super@demo.test']) {
      const res = await listOffices(await t.login(email));
      expect(res.status, email).toBe(200);
      const list = (res.body as { offices: AdminOffice[] }).offices;
      expect(list.map((o) => o.id)).toEqual([
        downtown.id,
        uptown.id,
        lakeside.id,
        harborNorth.id,
        harborSouth.id,
        riverside.id,
        sunrise.id,
        ...marketplace.map((o) => o.id),
      ]);
      expect(marketplace.length).toBe(9);
      const first = list[0];
      expect(first).toMatchObject({ officeName: downtown.officeName, organizationId: downtown.organizationId });
      expect(first?.organizationName).toMatch(/^Demo /);
      const atDowntown = await t.db.select().from(members).where(eq(members.officeId, downtown.id));
      expect(first?.memberCount).toBe(atDowntown.length);
      expect(first?.memberCount).toBeGreaterThan(0);
      // The owner comes first, then the other office users.
      expect(first?.users.map((u) => [u.email, u.type, u.owner])).toEqual([
        ['owner@demo.test', 'dentist', true],
        ['admin@demo.test', 'office_admin', false],
        ['staff@demo.test', 'dentist_standard', false],
      ]);
      expect(list[2]?.users.map((u) => u.email)).toEqual(['owner2@demo.test']);
    }
  });

  it('counts only the members of each office', async () => {
    const res = await listOffices(platformToken);
    const list = (res.body as { offices: AdminOffice[] }).offices;
    const total = await countRows(t.db, 'members');
    expect(list.reduce((sum, o) => sum + o.memberCount, 0)).toBe(total);
    const atLakeside = await t.db.select().from(members).where(eq(members.officeId, lakeside.id));
    expect(list.find((o) => o.id === lakeside.id)?.memberCount).toBe(atLakeside.length);
  });

  it('filters by office name, organization name or office email, in any letter case', async () => {
    expect(await officeIds('lakeside')).toEqual([lakeside.id]);
    expect(await officeIds('UPTOWN')).toEqual([uptown.id]);
    expect(await officeIds('Demo Dental Group')).toEqual([downtown.id, uptown.id]);
    expect(await officeIds('downtown@demo.test')).toEqual([downtown.id]);
    expect(await officeIds('  lakeside  ')).toEqual([lakeside.id]);
    expect(await officeIds('no such practice')).toEqual([]);
  });

  it('treats % and _ in the search as plain characters, not wildcards', async () => {
    expect(await officeIds('%')).toEqual([]);
    expect(await officeIds('_')).toEqual([]);
  });

  it('answers 400 for a search longer than 100 characters', async () => {
    expect((await listOffices(platformToken, 'x'.repeat(101))).status).toBe(400);
  });

  it('answers 404 to office users, patients, businesses and associations (the admin area does not exist for them), and 401 without a token', async () => {
    for (const email of [
      'owner@demo.test',
      'admin@demo.test',
      'staff@demo.test',
      'patient@demo.test',
      'business@demo.test',
      'association@demo.test',
    ]) {
      const res = await listOffices(await t.login(email));
      expect(res, email).toMatchObject({ status: 404 });
    }
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/dentists' })).status).toBe(401);
  });
});

describe('POST /admin/impersonate', () => {
  it("answers a token acting as the owner, remembering the admin, and audits it in the owner's organization", async () => {
    const ownerId = await userId('owner@demo.test');
    const adminId = await userId('platform@demo.test');
    const res = await impersonate(platformToken, { userId: ownerId });
    expect(res.status).toBe(200);
    const answer = res.body as LoginResponse;
    expect(answer).toMatchObject({ type: 'dentist', login_page: '/dentist-new/members' });

    const acting = await me(answer.token);
    expect(acting.status).toBe(200);
    expect((acting.body as { data: CurrentUser }).data).toMatchObject({
      id: ownerId,
      email: 'owner@demo.test',
      impersonatedBy: { id: adminId, name: 'Alex Morgan' },
    });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.start'), eq(auditLog.targetId, String(ownerId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorUserId: adminId,
      organizationId: downtown.organizationId,
      targetType: 'user',
    });
  });

  it("does not mark the owner's own sign-in as impersonated", async () => {
    const own = await me(await t.login('owner@demo.test'));
    expect((own.body as { data: CurrentUser }).data.impersonatedBy).toBeNull();
  });

  it('can act as a patient too', async () => {
    const res = await impersonate(platformToken, { userId: await userId('patient@demo.test') });
    expect(res).toMatchObject({ status: 200, body: { type: 'client', login_page: '/patient-details/dashboard' } });
  });

  it('gives the impersonation token no way into the admin area', async () => {
    const { token } = (await impersonate(platformToken, { userId: await userId('staff@demo.test') }))
      .body as LoginResponse;
    expect((await listOffices(token)).status).toBe(404);
    expect((await impersonate(token, { userId: await userId('owner2@demo.test') })).status).toBe(404);
  });

  it('ends only the impersonation session at its logout', async () => {
    const adminToken = await t.login('super@demo.test');
    const ownerToken = await t.login('owner@demo.test');
    const { token } = (await impersonate(adminToken, { userId: await userId('owner@demo.test') }))
      .body as LoginResponse;
    expect((await t.call({ method: 'POST', url: '/api/v1/accounts/logout', token })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await me(adminToken)).status).toBe(200);
    expect((await me(ownerToken)).status).toBe(200);
    const [ended] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'impersonation.end'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(ended).toMatchObject({
      actorUserId: await userId('super@demo.test'),
      targetId: String(await userId('owner@demo.test')),
    });
  });

  it('answers 404 for a platform user, an unknown id or a deactivated user, and writes nothing', async () => {
    const staffId = await userId('staff@demo.test');
    await t.db.execute(`update users set is_active = false where id = ${staffId}`);
    const before = await written();
    for (const target of [await userId('super@demo.test'), await userId('platform@demo.test'), 999_999, staffId]) {
      const res = await impersonate(platformToken, { userId: target });
      expect(res, String(target)).toMatchObject({ status: 404, body: { _message: 'Not Found' } });
    }
    expect(await written()).toEqual(before);
    await t.db.execute(`update users set is_active = true where id = ${staffId}`);
  });

  it('answers 400 for a bad body and writes nothing', async () => {
    const before = await written();
    for (const payload of [{}, { userId: 'abc' }, { userId: -1 }, { userId: 1.5 }, { userId: '7' }]) {
      const res = await impersonate(platformToken, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect((res.body as { errors: Record<string, string> }).errors).toHaveProperty('userId');
    }
    expect(await written()).toEqual(before);
  });

  it('answers 404 to an office owner and writes nothing', async () => {
    const token = await t.login('owner@demo.test');
    const before = await written();
    const res = await impersonate(token, { userId: await userId('staff@demo.test') });
    expect(res.status).toBe(404);
    expect(await written()).toEqual(before);
  });
});

describe('GET /admin/dev-mailbox', () => {
  const forgot = (email: string) =>
    t.call({ method: 'POST', url: '/api/v1/accounts/forgot-password', payload: { email }, remoteAddress: t.newIp() });
  const mailbox = async (query: Record<string, string> = {}) => {
    const res = await t.call({ method: 'GET', url: '/api/v1/admin/dev-mailbox', query, token: platformToken });
    expect(res.status).toBe(200);
    return (res.body as { mails: OutboxMailSummary[] }).mails;
  };

  it('lists mails newest first with recipient, subject and dates, never their text', async () => {
    await forgot('owner2@demo.test');
    await forgot('staff@demo.test');
    const mails = await mailbox();
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(mails[0]).toMatchObject({ to: 'staff@demo.test', sentAt: null, transport: null, withheld: false });
    expect(mails[0]?.subject).toMatch(/^Reset your .+ password$/);
    expect(Date.parse(mails[0]?.createdAt ?? '')).not.toBeNaN();
    expect(mails[1]?.to).toBe('owner2@demo.test');
    for (const m of mails) expect(m).not.toHaveProperty('text');
    const ids = mails.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by recipient, in any letter case, and honours the limit', async () => {
    await forgot('owner2@demo.test');
    const mails = await mailbox({ to: 'OWNER2@demo.test' });
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const m of mails) expect(m.to).toBe('owner2@demo.test');
    expect(await mailbox({ to: 'nobody@demo.test' })).toEqual([]);
    expect(await mailbox({ limit: '1' })).toHaveLength(1);
  });

  it('answers 400 for a limit out of range and 404 to an office user', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/admin/dev-mailbox',
      query: { limit: '0' },
      token: platformToken,
    });
    expect(res.status).toBe(400);
    const owner = await t.call({
      method: 'GET',
      url: '/api/v1/admin/dev-mailbox',
      token: await t.login('owner@demo.test'),
    });
    expect(owner.status).toBe(404);
  });
});

describe('GET /admin/dev-mailbox/{id}', () => {
  const forgot = (email: string) =>
    t.call({ method: 'POST', url: '/api/v1/accounts/forgot-password', payload: { email }, remoteAddress: t.newIp() });
  const newestTo = async (to: string) => {
    const res = await t.call({ method: 'GET', url: '/api/v1/admin/dev-mailbox', query: { to }, token: platformToken });
    const [mail] = (res.body as { mails: OutboxMailSummary[] }).mails;
    if (!mail) throw new Error(`no mail to ${to}`);
    return mail;
  };
  const open = (id: number, token = platformToken) =>
    t.call({ method: 'GET', url: `/api/v1/admin/dev-mailbox/${id}`, token });
  const openings = async () =>
    t.db.select().from(auditLog).where(eq(auditLog.action, 'dev_mailbox.open')).orderBy(desc(auditLog.id));

  it('answers the text and writes who opened which mail to whom to the audit log', async () => {
    await forgot('owner2@demo.test');
    const listed = await newestTo('owner2@demo.test');
    const before = (await openings()).length;
    const res = await open(listed.id);
    expect(res.status).toBe(200);
    const { mail } = res.body as { mail: OutboxMail };
    expect(mail).toMatchObject({ id: listed.id, to: 'owner2@demo.test', subject: listed.subject, attachments: [] });
    expect(mail.text).toContain('/accounts/reset-password/');
    const entries = await openings();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      actorUserId: await userId('platform@demo.test'),
      organizationId: lakeside.organizationId,
      targetType: 'mail',
      targetId: String(listed.id),
      detail: { mailId: listed.id, to: 'owner2@demo.test' },
    });
    // Each opening is a line of its own.
    await open(listed.id);
    expect(await openings()).toHaveLength(before + 2);
  });

  it("never shows a platform admin a super admin's reset link: listed as withheld, refused when opened", async () => {
    const superToken = await t.login('super@demo.test');
    await forgot('super@demo.test');
    await forgot('platform@demo.test');
    for (const email of ['super@demo.test', 'platform@demo.test']) {
      const listed = await newestTo(email);
      expect(listed, email).toMatchObject({ to: email, withheld: true });
      expect(listed.subject).toMatch(/^Reset your .+ password$/);
      const list = await t.call({ method: 'GET', url: '/api/v1/admin/dev-mailbox', token: platformToken });
      expect(JSON.stringify(list.body)).not.toContain('/accounts/reset-password/');
      const before = await written();
      for (const token of [platformToken, superToken]) {
        const res = await open(listed.id, token);
        expect(res, email).toMatchObject({ status: 403, body: { _message: expect.stringMatching(/platform user/) } });
        expect(JSON.stringify(res.body)).not.toContain('/accounts/reset-password/');
      }
      expect(await written()).toEqual(before);
    }
  });

  it('tells a platform user by their user row, in any letter case, whatever the mail says', async () => {
    const [almost] = await t.db
      .insert(users)
      .values({ email: 'almost@demo.test', type: 'almost_super', firstName: 'Ari', lastName: 'Lane' })
      .returning({ id: users.id });
    const id = await t.deps.mail.enqueue(t.db, { to: 'Almost@Demo.test', subject: 'Hello', text: 'No link here.' });
    expect(await newestTo('almost@demo.test')).toMatchObject({ id, withheld: true });
    expect((await open(id)).status).toBe(403);
    await t.db.delete(users).where(eq(users.id, almost?.id ?? 0));
  });

  it('answers 404 for an unknown mail and to an office user, and writes nothing', async () => {
    const listed = await newestTo('owner2@demo.test');
    const owner = await t.login('owner@demo.test');
    const before = await written();
    expect(await open(999_999)).toMatchObject({ status: 404, body: { _message: 'Not Found' } });
    expect((await open(listed.id, owner)).status).toBe(404);
    expect(await written()).toEqual(before);
  });
});

const real = await createTestApp({ demo: false });
const demoOverSmtp = await createTestApp({ demo: true, smtpUrl: 'smtp://127.0.0.1:2525' });

describe('an installation that is not a demo', () => {
  it('has no dev mailbox: its calls answer 404 like an unknown route, signed in or not', async () => {
    for (const app of [real, demoOverSmtp]) {
      const token = await app.login('platform@demo.test');
      const unknown = await app.call({ method: 'GET', url: '/api/v1/admin/no-such-page', token });
      expect(unknown).toMatchObject({ status: 404, body: { _message: 'Not Found' } });
      for (const url of ['/api/v1/admin/dev-mailbox', '/api/v1/admin/dev-mailbox/1']) {
        expect(await app.call({ method: 'GET', url, token }), url).toMatchObject({
          status: 404,
          body: unknown.body,
        });
        expect((await app.call({ method: 'GET', url })).status, url).toBe(404);
      }
    }
  });

  it('does not start without SMTP, and says to set SMTP_URL or DEMO=true', () => {
    const problem = startupProblem(loadConfig({ NODE_ENV: 'production' }));
    expect(problem).toMatch(/SMTP_URL/);
    expect(problem).toMatch(/DEMO=true/);
    expect(startupProblem(loadConfig({ NODE_ENV: 'development' }))).not.toBeNull();
    expect(startupProblem(loadConfig({ SMTP_URL: 'smtp://mail.example:587' }))).toBeNull();
    expect(startupProblem(loadConfig({ NODE_ENV: 'production', DEMO: 'true' }))).toBeNull();
  });
});

describe('DEMO, a setting of its own', () => {
  it('is off unless set, whatever NODE_ENV says, and seeds the demo data only in a demo', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      expect(loadConfig({ NODE_ENV }), NODE_ENV).toMatchObject({ demo: false, seedDemo: false });
    }
    // `npm start`: NODE_ENV=production DEMO=true, seeded as before.
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'true' })).toMatchObject({ demo: true, seedDemo: true });
    expect(loadConfig({ DEMO: 'true', SEED_DEMO: 'false' })).toMatchObject({ demo: true, seedDemo: false });
    expect(loadConfig({ SEED_DEMO: 'false' })).toMatchObject({ demo: false, seedDemo: false });
    expect(() => loadConfig({ SEED_DEMO: 'true' })).toThrow(/SEED_DEMO.*DEMO=true/s);
  });

  it("lets the clock move only in a demo on the simulated processor (the demo's test clock)", () => {
    expect(clockMayMove(loadConfig({ NODE_ENV: 'production', DEMO: 'true' }))).toBe(true);
    expect(clockMayMove(loadConfig({ NODE_ENV: 'development' }))).toBe(false);
    expect(clockMayMove(loadConfig({ DEMO: 'true', STRIPE_SECRET_KEY: 'sk_test_x' }))).toBe(false);
  });
});
