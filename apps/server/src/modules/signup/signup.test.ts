import { SIGNUP_THROTTLE } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { officeProfiles, offices, officeUsers, practiceSignups, users } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { mailedCode, signUpPractice, signupForm } from './signup.fixtures';

const t = await createTestApp();
const post = (url: string, payload: unknown, ip = t.newIp(), headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, remoteAddress: ip, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: `/api/v1${url}`, headers });

describe('POST /accounts/signup', () => {
  it('creates the organization, an unverified first office, its profile and the owner, and mails a code', async () => {
    const form = signupForm({ officeName: 'Harbor Lights Dental' });
    const res = await post('/accounts/signup', form);
    expect(res.status).toBe(200);
    const body = res.body as { dentistInfoId: number; activationKey: string; email: string; _message: string };
    expect(body._message).toMatch(/4-digit code/);
    expect(body.activationKey.length).toBeGreaterThan(20);
    const [office] = await t.db.select().from(offices).where(eq(offices.id, body.dentistInfoId));
    expect(office).toMatchObject({
      officeName: 'Harbor Lights Dental',
      slug: 'harbor-lights-dental',
      verified: false,
      phone: '5125550190',
      address: '12 River Rd, Austin, TX 78704',
      activationKey: body.activationKey,
    });
    const [owner] = await t.db.select().from(users).where(eq(users.email, form.email));
    expect(owner).toMatchObject({ type: 'dentist', firstName: 'Avery', organizationId: office?.organizationId });
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$/);
    const [link] = await t.db
      .select()
      .from(officeUsers)
      .where(eq(officeUsers.userId, owner?.id ?? 0));
    expect(link).toMatchObject({ officeId: office?.id, isOwner: true, planCoordinator: true });
    const [profile] = await t.db
      .select()
      .from(officeProfiles)
      .where(eq(officeProfiles.officeId, office?.id ?? 0));
    expect(profile).toMatchObject({ city: 'Austin', state: 'TX', zip: '78704', pmsSystem: 'dentrix', specialtyId: 1 });
    const [signup] = await t.db
      .select()
      .from(practiceSignups)
      .where(eq(practiceSignups.organizationId, office?.organizationId ?? 0));
    expect(signup).toMatchObject({ referralSource: 'webinar', emailConfirmedAt: null });
    expect(await mailedCode(t, form.email)).toMatch(/^\d{4}$/);
  });

  it('gives a second office of the same name the next free slug', async () => {
    const a = await signUpPractice(t, { officeName: 'Twin Oaks Dental' });
    const b = await signUpPractice(t, { officeName: 'Twin Oaks Dental' });
    const slugs = await t.db.select({ id: offices.id, slug: offices.slug }).from(offices);
    expect(slugs.find((o) => o.id === a.dentistInfoId)?.slug).toBe('twin-oaks-dental');
    expect(slugs.find((o) => o.id === b.dentistInfoId)?.slug).toBe('twin-oaks-dental-2');
  });

  it('refuses an email already in use, in any letter case, and writes nothing', async () => {
    const before = await databaseWrites(t.db);
    const res = await post('/accounts/signup', signupForm({ email: 'Owner@Demo.TEST' }));
    expect(res).toMatchObject({
      status: 400,
      body: { _message: 'This email is already in use', errors: { email: 'This email is already in use' } },
    });
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it('answers 400 with the field for bad input and writes nothing', async () => {
    const before = await databaseWrites(t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '555-0101' }, 'phone'],
      [{ phone: '012-555-0101' }, 'phone'],
      [{ address: { line1: '1 A St', line2: '', city: 'Austin', state: 'TX', zip: '7870' } }, 'address.zip'],
      [{ address: { line1: '1 A St', line2: '', city: 'Austin', state: 'XX', zip: '78701' } }, 'address.state'],
      [{ agreeToTerms: false }, 'agreeToTerms'],
      [{ officeName: '   ' }, 'officeName'],
      [{ password: 'short' }, 'password'],
      [{ referralSource: 'billboard' }, 'referralSource'],
      [{ email: 'not-an-email' }, 'email'],
    ];
    for (const [over, field] of cases) {
      const res = await post('/accounts/signup', { ...signupForm(), ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect((res.body as { errors: Record<string, string> }).errors, JSON.stringify(over)).toHaveProperty([field]);
    }
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it("refuses the other brand's practice-management system and an unknown discount code, writing nothing", async () => {
    const before = await databaseWrites(t.db);
    const vision = await post('/accounts/signup', signupForm({ pmsSystem: 'officeMate' }));
    expect(vision.status).toBe(400);
    expect((vision.body as { errors: Record<string, string> }).errors.pmsSystem).toBeDefined();
    const bad = await post('/accounts/signup', signupForm({ discountCode: 'NOPE-NOPE' }));
    expect(bad).toMatchObject({ status: 400, body: { _message: 'Invalid discount code' } });
    const expired = await post('/accounts/signup', signupForm({ discountCode: 'SPRING2020' }));
    expect(expired.status).toBe(400);
    expect(await databaseWrites(t.db)).toBe(before);
    // The vision brand takes its own list.
    const ok = await post('/accounts/signup', signupForm({ pmsSystem: 'officeMate' }), t.newIp(), {
      host: 'visionhq.localhost',
    });
    expect(ok.status).toBe(200);
  });

  it('links the office to the association whose promo it signed up with', async () => {
    const s = await signUpPractice(t, { discountCode: 'partner20' });
    const [office] = await t.db.select().from(offices).where(eq(offices.id, s.dentistInfoId));
    expect(office?.associationId).not.toBeNull();
    const pending = await get(`/accounts/complete-dentist-signup/${s.dentistInfoId}/${s.activationKey}`);
    expect(pending.body).toMatchObject({ discountCode: 'PARTNER20', emailConfirmed: false });
  });

  it(`allows ${SIGNUP_THROTTLE.perAddress} sign-ups an hour from one address`, async () => {
    const ip = t.newIp();
    for (let i = 0; i < SIGNUP_THROTTLE.perAddress; i++) {
      expect((await post('/accounts/signup', signupForm(), ip)).status).toBe(200);
    }
    const before = await countRows(t.db, 'organizations');
    const res = await post('/accounts/signup', signupForm(), ip);
    expect(res.status).toBe(429);
    expect(await countRows(t.db, 'organizations')).toBe(before);
    t.clock.advance(SIGNUP_THROTTLE.windowMs + 1000);
    expect((await post('/accounts/signup', signupForm(), ip)).status).toBe(200);
  });
});

describe('POST /accounts/check-email', () => {
  it('says whether the email is free', async () => {
    expect((await post('/accounts/check-email', { email: 'nobody-yet@example.test' })).body).toEqual({
      available: true,
      message: null,
    });
    expect((await post('/accounts/check-email', { email: 'OWNER@demo.test' })).body).toEqual({
      available: false,
      message: 'This email is already in use',
    });
    expect((await post('/accounts/check-email', { email: 'nope' })).status).toBe(400);
  });

  it('is throttled per address', async () => {
    const ip = t.newIp();
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await post('/accounts/check-email', { email: 'a@example.test' }, ip)).status;
    expect(last).toBe(429);
  });
});

describe('GET /pricing and POST /stripe-connect/loadDiscount', () => {
  it("answers the brand's tiers and periods", async () => {
    const dental = (await get('/pricing')).body as { tiers: { level: number; monthlyCents: number }[] };
    const vision = (await get('/pricing', { host: 'visionhq.localhost' })).body as typeof dental;
    expect(dental.tiers.map((x) => x.level)).toEqual([1, 2, 3]);
    expect(dental.tiers[0]?.monthlyCents).not.toBe(vision.tiers[0]?.monthlyCents);
    expect((await get('/pricing')).body).toMatchObject({ periods: ['monthly', 'annual'] });
  });

  it('answers a percent, an amount, or an association promo, and refuses unknown or expired codes', async () => {
    expect((await post('/stripe-connect/loadDiscount', { discountCode: 'welcome10' })).body).toEqual({
      discountCode: 'WELCOME10',
      percentOff: 10,
      amountOffCents: null,
      association: null,
    });
    expect((await post('/stripe-connect/loadDiscount', { discountCode: 'SAVE50' })).body).toMatchObject({
      percentOff: null,
      amountOffCents: 5000,
    });
    expect((await post('/stripe-connect/loadDiscount', { discountCode: 'PARTNER20' })).body).toMatchObject({
      association: { name: expect.stringMatching(/Association/), logo: '/associations/partner-association.svg' },
    });
    for (const discountCode of ['NOPE-NOPE', '', 'bad code!']) {
      const res = await post('/stripe-connect/loadDiscount', { discountCode });
      expect(res.status).toBe(400);
      expect((res.body as { _message: string })._message).toMatch(/Invalid discount code/);
    }
    // An expired code says so (issue 24: the admins' promo limits).
    expect((await post('/stripe-connect/loadDiscount', { discountCode: 'SPRING2020' })).body).toMatchObject({
      _message: 'This discount code has expired',
    });
  });
});

describe('activation link and association link', () => {
  it('shows the sign-up to the link with its key, and nothing to a wrong key', async () => {
    const s = await signUpPractice(t);
    const ok = await get(`/accounts/complete-dentist-signup/${s.dentistInfoId}/${s.activationKey}`);
    expect(ok).toMatchObject({ status: 200, body: { dentistInfoId: s.dentistInfoId, email: s.email } });
    const wrong = await get(`/accounts/complete-dentist-signup/${s.dentistInfoId}/${'x'.repeat(32)}`);
    expect(wrong).toMatchObject({ status: 404, body: { _message: 'Not Found' } });
    // A seeded office has no sign-up to continue.
    expect((await get(`/accounts/complete-dentist-signup/1/${s.activationKey}`)).status).toBe(404);
  });

  it("answers an association's name, logo and promo by its link, and 404 for an unknown one", async () => {
    expect((await get('/associations/by-url/partner-association')).body).toMatchObject({
      logo: '/associations/partner-association.svg',
      promoCode: 'PARTNER20',
    });
    expect((await get('/associations/by-url/no-such-association')).status).toBe(404);
  });
});
