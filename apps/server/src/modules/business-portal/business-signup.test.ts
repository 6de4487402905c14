import type { BusinessActivationResponse, BusinessConnectOfficesResponse } from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, offices, smallBusinesses, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { hashOpaqueToken } from '../auth/tokens';
import { newBusinessActivation } from './business-activation';
import { businessFixtures } from './business-portal.fixtures';

const t = await createTestApp();
const { fresh, signupBody, signUp, activationUrl, mailedLink } = businessFixtures(t);

describe('choosing a practice', () => {
  it('lists only offices with BusinessConnect on, with their public details only', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/small-businesses/offices', query: { search: 'down' } });
    expect(res.status).toBe(200);
    const body = res.body as BusinessConnectOfficesResponse;
    expect(body.offered).toBe(true);
    expect(body.offices.map((o) => o.slug)).toEqual(['demo-downtown']);
    expect(Object.keys(body.offices[0] ?? {}).sort()).toEqual(['city', 'logo', 'name', 'slug']);
    const uptown = await t.call({
      method: 'GET',
      url: '/api/v1/small-businesses/offices',
      query: { search: 'uptown' },
    });
    expect((uptown.body as BusinessConnectOfficesResponse).offices).toEqual([]);
  });
});

describe('an employer signs up', () => {
  it('creates a pending business, its user without a password, mails the link and audits it', async () => {
    const email = fresh('sign');
    const res = await signUp(signupBody(email.toUpperCase()));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ email, _message: expect.stringContaining('activate') });
    const { id, key, mail } = await mailedLink(email);
    expect(mail?.subject).toContain('Activate');
    const [business] = await t.db.select().from(smallBusinesses).where(eq(smallBusinesses.id, id));
    expect(business).toMatchObject({ status: 'pending', employeeCount: 12, phone: '5125550177', activatedAt: null });
    expect(business?.activationKeyHash).toBe(hashOpaqueToken(key));
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ type: 'sm_business', smallBusinessId: id, passwordHash: null });
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'small_business'), eq(auditLog.targetId, String(id))));
    expect(line).toMatchObject({ action: 'small_business.signed_up', detail: { termsAccepted: true } });
  });

  it('refuses a taken email, bad input and a practice without BusinessConnect, writing nothing', async () => {
    for (const [payload, field, words] of [
      [signupBody('owner@demo.test'), 'email', 'already uses this email'],
      [signupBody(fresh('t'), { acceptTerms: false }), 'acceptTerms', 'accept the employer terms'],
      [signupBody(fresh('t'), { officeSlug: 'demo-uptown' }), 'officeSlug', 'does not offer BusinessConnect'],
      [signupBody(fresh('t'), { phone: '12' }), 'phone', '10 digits'],
      [signupBody(fresh('t'), { employeeCount: 0 }), 'employeeCount', 'At least 1'],
      [signupBody(fresh('t'), { businessName: '' }), 'businessName', 'required'],
    ] as const) {
      const before = await databaseWrites(t.db);
      const res = await signUp(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      const body = res.body as { _message: string; errors?: Record<string, string> };
      expect(body._message).toBeTruthy();
      expect(body.errors?.[field], JSON.stringify(body)).toContain(words);
      expect(await databaseWrites(t.db)).toBe(before);
    }
  });
});

describe('a brand without BusinessConnect', () => {
  it('offers no practice and refuses a sign-up with a plain message, writing nothing', async () => {
    const headers = { host: 'visionhq.app.test' };
    const list = await t.call({ method: 'GET', url: '/api/v1/small-businesses/offices', headers });
    expect(list.body).toEqual({ offered: false, offices: [] });
    const before = await databaseWrites(t.db);
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/small-businesses/signup',
      payload: signupBody(fresh('vision')),
      headers,
      remoteAddress: t.newIp(),
    });
    expect(res.status).toBe(400);
    expect((res.body as { _message: string })._message).toContain('BusinessConnect is not offered here');
    expect(await databaseWrites(t.db)).toBe(before);
  });
});

describe('completing the sign-up from the mailed link', () => {
  it('shows the business and its practice, activates it once, and the user signs in', async () => {
    const email = fresh('act');
    await signUp(signupBody(email));
    const { id, key } = await mailedLink(email);
    const view = await t.call({ method: 'GET', url: activationUrl(id, key) });
    expect(view.status).toBe(200);
    expect(view.body as BusinessActivationResponse).toMatchObject({
      business: { name: 'Riverbend Bakery', status: 'pending' },
      practice: { slug: 'demo-downtown' },
      needsContact: false,
    });
    const short = await t.call({
      method: 'POST',
      url: activationUrl(id, key),
      payload: { password: 'x', acceptTerms: true },
    });
    expect(short.status).toBe(400);
    const done = await t.call({
      method: 'POST',
      url: activationUrl(id, key),
      payload: { password: 'employer-pass-1', acceptTerms: true },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [business] = await t.db.select().from(smallBusinesses).where(eq(smallBusinesses.id, id));
    expect(business).toMatchObject({ status: 'active', activationKeyHash: null });
    expect(business?.activatedAt).toBeInstanceOf(Date);
    expect(business?.termsAcceptedAt).toBeInstanceOf(Date);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(id)), eq(auditLog.action, 'small_business.activated')));
    expect(line?.actorUserId).toEqual(expect.any(Number));
    expect(await t.login(email, 'employer-pass-1', t.newIp())).toBeTruthy();

    // Used: said plainly, and alike for a wrong key or a business that does not exist.
    for (const url of [activationUrl(id, key), activationUrl(id, 'not-the-key'), activationUrl(999999, key)]) {
      const again = await t.call({ method: 'GET', url });
      expect(again.status).toBe(404);
      expect((again.body as { _message: string })._message).toContain('already activated');
      expect(JSON.stringify(again.body)).not.toContain('Riverbend');
    }
  });

  it('says an expired link has expired', async () => {
    const email = fresh('late');
    await signUp(signupBody(email));
    const { id, key } = await mailedLink(email);
    t.clock.advance(15 * 86_400_000);
    try {
      const res = await t.call({ method: 'GET', url: activationUrl(id, key) });
      expect(res.status).toBe(400);
      expect((res.body as { _message: string })._message).toContain('expired');
    } finally {
      t.clock.advance(-15 * 86_400_000);
    }
  });

  it("an invited business names its contact, who becomes the business's user", async () => {
    const email = fresh('invited');
    const [downtown] = await t.db.select().from(offices).where(eq(offices.slug, 'demo-downtown'));
    const activation = newBusinessActivation(t.clock.now());
    const [invited] = await t.db
      .insert(smallBusinesses)
      .values({
        name: 'Pecan Street Books',
        organizationId: downtown?.organizationId,
        officeId: downtown?.id,
        email,
        status: 'invited',
        activationKeyHash: activation.hash,
        activationExpiresAt: activation.expiresAt,
      })
      .returning();
    const url = activationUrl(invited?.id ?? 0, activation.key);
    const view = await t.call({ method: 'GET', url });
    expect(view.body).toMatchObject({ needsContact: true, business: { status: 'invited' } });
    const nameless = await t.call({ method: 'POST', url, payload: { password: 'employer-pass-1', acceptTerms: true } });
    expect(nameless.status).toBe(400);
    expect((nameless.body as { errors: Record<string, string> }).errors.firstName).toBeTruthy();
    const done = await t.call({
      method: 'POST',
      url,
      payload: { password: 'employer-pass-1', firstName: 'Lee', lastName: 'Ortiz', phone: '', acceptTerms: true },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ type: 'sm_business', smallBusinessId: invited?.id, firstName: 'Lee' });
  });
});
