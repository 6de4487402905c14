import type { CurrentUser } from '@mhq/contract';
import { TENANTS } from '@mhq/domain';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offices, organizations, plans } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { findUserByEmail } from '../auth/auth.queries';

const t = await createTestApp();

const officeBySlug = async (slug: string) => {
  const [o] = await t.db.select().from(offices).where(eq(offices.slug, slug));
  if (!o) throw new Error(`seed office ${slug} missing`);
  return o;
};
const downtown = await officeBySlug('demo-downtown');
const uptown = await officeBySlug('demo-uptown');
const lakeside = await officeBySlug('second-lakeside');

const me = (token: string, query = '') => t.call({ method: 'GET', url: `/api/v1/users/me/account${query}`, token });
const meAs = async (email: string, query = '') => {
  const res = await me(await t.login(email), query);
  expect(res.status, `${email} ${query}`).toBe(200);
  return res.body as { data: CurrentUser; stripe_public_key: string | null };
};

/** Rows of every table a request could write to: proof that a refused call wrote nothing. */
const WRITABLE = ['sessions', 'audit_log', 'mail_outbox', 'support_requests', 'password_tokens'];
const snapshot = async () => Promise.all(WRITABLE.map((table) => countRows(t.db, table)));

describe('GET /users/me/account for an office owner', () => {
  it('answers the full current-user shape, with the first office active', async () => {
    const { data, stripe_public_key } = await meAs('owner@demo.test');
    const owner = await findUserByEmail(t.db, 'owner@demo.test');
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, downtown.organizationId));
    expect(stripe_public_key).toBeNull();
    expect(data).toMatchObject({
      id: owner?.id,
      userId: owner?.id,
      type: 'dentist',
      email: 'owner@demo.test',
      userEmail: 'owner@demo.test',
      firstName: owner?.firstName,
      lastName: owner?.lastName,
      firstOffice: downtown.id,
      otherOffices: [{ id: uptown.id, officeName: uptown.officeName }],
      owner: true,
      planCoordinator: true,
      hasMembers: true,
      legacyPricing: false,
      login_page: '/dentist-new/members',
      linkedWith: { id: org?.id, name: org?.name },
      tieredPayment: { tierLevel: org?.tierLevel, stripeCustomerId: org?.tierStripeCustomerId },
      featureFlags: [...TENANTS.dental.featureFlags],
      impersonatedBy: null,
      employees: [],
    });
    expect(data.helpWidgetHash).toMatch(/^[0-9a-f]{64}$/);
    expect(data.globalBanner?.message).toMatch(/Scheduled maintenance/);
    expect(data.globalBanner?.endTime).not.toBeNull();
  });

  it('describes the active office as dentistInfo: its plans, association, payment plan and account state', async () => {
    const { data } = await meAs('owner@demo.test');
    const officePlans = await t.db
      .select()
      .from(plans)
      .where(and(eq(plans.officeId, downtown.id), ne(plans.viewStatus, 'archived'), eq(plans.isDeleted, false)));
    expect(data.dentistInfo).toMatchObject({
      id: downtown.id,
      officeName: downtown.officeName,
      email: downtown.email,
      verified: true,
      stripeAccountId: downtown.stripeAccountId,
      last4: downtown.last4,
      activationKey: null,
      associationId: downtown.associationId,
      dentalAssociations: { logo: null },
      gpp: { active: true, gppAdminOnlyWaive: false },
      daoi: {
        accountStatus: 1,
        businessConnectOn: true,
        standardStripeAccountId: null,
        standardStripeDateConverted: null,
      },
    });
    expect(data.dentistInfo?.associationId).not.toBeNull();
    expect(data.dentistInfo?.memberships.map((m) => m.id).sort()).toEqual(officePlans.map((p) => p.id).sort());
    expect(data.dentistInfo?.memberships.length).toBeGreaterThan(0);
    expect(data.dentistInfo?.gpp.approvalDate).toBe(downtown.gppApprovalDate?.toISOString());
    expect(data.dentistInfo?.daoi.onboardingDateComplete).toBe(downtown.onboardingDateComplete?.toISOString());
  });

  it('switches dentistInfo, otherOffices and the role flags with ?dentistInfoId', async () => {
    const { data } = await meAs('owner@demo.test', `?dentistInfoId=${uptown.id}`);
    expect(data.dentistInfo).toMatchObject({ id: uptown.id, officeName: uptown.officeName, associationId: null });
    expect(data.dentistInfo?.gpp.active).toBe(false);
    expect(data.dentistInfo?.daoi.businessConnectOn).toBe(false);
    expect(data.firstOffice).toBe(downtown.id);
    expect(data.otherOffices).toEqual([{ id: downtown.id, officeName: downtown.officeName }]);
    // Owner of both offices, but plan coordinator of Downtown only.
    expect(data.owner).toBe(true);
    expect(data.planCoordinator).toBe(false);
  });

  it('answers 404 for an office of another organization and writes nothing', async () => {
    const token = await t.login('owner@demo.test');
    const before = await snapshot();
    const res = await me(token, `?dentistInfoId=${lakeside.id}`);
    expect(res).toMatchObject({ status: 404, body: { _message: 'Not Found' } });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an office that does not exist', async () => {
    const res = await me(await t.login('owner@demo.test'), '?dentistInfoId=999999');
    expect(res.status).toBe(404);
  });
});

describe('GET /users/me/account for the other roles', () => {
  it('gives an office admin their offices, without owner or coordinator flags', async () => {
    const { data } = await meAs('admin@demo.test');
    expect(data).toMatchObject({
      type: 'office_admin',
      firstOffice: downtown.id,
      owner: false,
      planCoordinator: false,
    });
    expect(data.dentistInfo?.id).toBe(downtown.id);
    expect(data.otherOffices.map((o) => o.id)).toEqual([uptown.id]);
  });

  it('gives a standard office user their one office and no others', async () => {
    const { data } = await meAs('staff@demo.test');
    expect(data).toMatchObject({ type: 'dentist_standard', firstOffice: downtown.id, otherOffices: [] });
    expect(data.dentistInfo?.id).toBe(downtown.id);
  });

  it('gives a patient the office holding their membership and the patient landing page', async () => {
    const { data } = await meAs('patient@demo.test');
    expect(data).toMatchObject({
      type: 'client',
      firstOffice: downtown.id,
      otherOffices: [],
      owner: false,
      planCoordinator: false,
      login_page: '/patient-details/dashboard',
    });
    expect(data.dentistInfo?.id).toBe(downtown.id);
  });

  it("gives an association user the association's partner link, and other users none", async () => {
    const { data } = await meAs('association@demo.test');
    expect(data.linkedWith).toMatchObject({ partnerPath: '/accounts/state-association' });
    const link = await t.call({ method: 'GET', url: '/api/v1/associations/by-url/state-association' });
    expect(link.status, 'the partner link leads to a known association').toBe(200);
    expect((await meAs('business@demo.test')).data.linkedWith?.partnerPath).toBeNull();
  });

  it('refuses a patient another office of their practice', async () => {
    const res = await me(await t.login('patient@demo.test'), `?dentistInfoId=${uptown.id}`);
    expect(res.status).toBe(404);
  });

  it('gives a platform admin no office until one is chosen, then any office by dentistInfoId', async () => {
    const token = await t.login('platform@demo.test');
    const plain = (await me(token)).body as { data: CurrentUser };
    expect(plain.data).toMatchObject({
      type: 'admin',
      dentistInfo: null,
      firstOffice: null,
      otherOffices: [],
      linkedWith: null,
      tieredPayment: null,
      login_page: '/admin/dentists',
    });
    const chosen = await me(token, `?dentistInfoId=${lakeside.id}`);
    expect(chosen.status).toBe(200);
    const { data } = chosen.body as { data: CurrentUser };
    expect(data.dentistInfo).toMatchObject({ id: lakeside.id, officeName: lakeside.officeName });
    expect(data.owner).toBe(false);
    expect(data.firstOffice).toBeNull();
  });

  it('gives a small-business user their business as linkedWith and the business landing page', async () => {
    const { data } = await meAs('business@demo.test');
    expect(data).toMatchObject({ type: 'sm_business', dentistInfo: null, login_page: '/business/members' });
    expect(data.linkedWith?.name).toBe('Acme Logistics');
  });

  it('gives each user a different help-widget hash', async () => {
    const a = await meAs('owner@demo.test');
    const b = await meAs('admin@demo.test');
    expect(a.data.helpWidgetHash).not.toBe(b.data.helpWidgetHash);
  });
});

describe('GET /users/me/account refusals', () => {
  it('answers 400 with _message for a dentistInfoId that is not a positive whole number', async () => {
    const token = await t.login('owner@demo.test');
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
      const res = await me(token, `?dentistInfoId=${bad}`);
      expect(res.status, bad).toBe(400);
      expect((res.body as { _message: string })._message, bad).toMatch(/dentistInfoId/);
    }
  });

  it('answers 401 without a token, before looking at the query', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/users/me/account' })).status).toBe(401);
    const res = await t.call({ method: 'GET', url: '/api/v1/users/me/account?dentistInfoId=abc' });
    expect(res).toMatchObject({ status: 401, body: { _message: 'Failed to authenticate' } });
  });

  it('answers 401 for a session that was revoked', async () => {
    const token = await t.login('owner@demo.test');
    expect((await me(token)).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/v1/accounts/logout', token })).status).toBe(200);
    expect(await me(token)).toMatchObject({ status: 401, body: { _message: 'Failed to authenticate' } });
  });
});

describe('GET /users/me/account for many callers at once (their session checks share one statement)', () => {
  it('answers each caller with their own user, and refuses only the sessions that ended or the offices not theirs', async () => {
    const emails = ['owner@demo.test', 'staff@demo.test', 'patient@demo.test', 'admin@demo.test', 'business@demo.test'];
    const tokens = await Promise.all(emails.map((email) => t.login(email)));
    const ended = await t.login('staff@demo.test');
    expect((await t.call({ method: 'POST', url: '/api/v1/accounts/logout', token: ended })).status).toBe(200);
    const ids = await Promise.all(emails.map(async (email) => (await findUserByEmail(t.db, email))?.id));
    // Sent in one turn, interleaved: every check reaches the guard before any statement is sent.
    const calls = Array.from({ length: 40 }, (_x, i) => {
      const k = i % (emails.length + 2);
      if (k === emails.length) return { expect: 401, call: me(ended) };
      // Lakeside is another organization's office: the owner of Downtown may not act in it.
      if (k === emails.length + 1) return { expect: 404, call: me(tokens[0] ?? '', `?dentistInfoId=${lakeside.id}`) };
      return { expect: 200, id: ids[k], call: me(tokens[k] ?? '', k === 0 ? `?dentistInfoId=${uptown.id}` : '') };
    });
    const answers = await Promise.all(calls.map((c) => c.call));
    answers.forEach((res, i) => {
      const asked = calls[i];
      expect(res.status, `call ${i}`).toBe(asked?.expect);
      if (asked?.expect === 200) expect((res.body as { data: CurrentUser }).data.id, `call ${i}`).toBe(asked.id);
    });
    const owner = answers[0]?.body as { data: CurrentUser };
    expect(owner.data.dentistInfo?.id).toBe(uptown.id);
  });
});
