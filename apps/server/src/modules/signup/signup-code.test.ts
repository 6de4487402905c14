import { SIGNUP_CODE_MAX_TRIES, SIGNUP_VERIFY_THROTTLE } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offices, organizations, practiceSignups, signupCodes } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { mailedCode, otherCode, signUpPractice, validate } from './signup.fixtures';

const t = await createTestApp();
const generate = (email: string, ip = t.newIp()) =>
  t.call({ method: 'POST', url: '/api/v1/dentist-users/generate_code', payload: { email }, remoteAddress: ip });
const messageOf = (res: { body: unknown }) => (res.body as { _message: string })._message;

describe('POST /dentist-users/validate_code', () => {
  it('confirms the email with the mailed code, records tier, period and discount, and signs the owner in', async () => {
    const s = await signUpPractice(t);
    const res = await validate(t, s.email, await mailedCode(t, s.email), {
      tierLevel: 2,
      pricingPeriod: 'annual',
      discountCode: 'welcome10',
    });
    expect(res.status).toBe(200);
    const body = res.body as { token: string; type: string; dentistInfoId: number; _message: string };
    expect(body).toMatchObject({ type: 'dentist', dentistInfoId: s.dentistInfoId });
    const me = await t.call({ method: 'GET', url: '/api/v1/users/me/account', token: body.token });
    expect(me.status).toBe(200);
    expect(
      (me.body as { data: { dentistInfo: { verified: boolean; activationKey: null } } }).data.dentistInfo,
    ).toMatchObject({ verified: true, activationKey: null });
    const [office] = await t.db.select().from(offices).where(eq(offices.id, s.dentistInfoId));
    const [org] = await t.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, office?.organizationId ?? 0));
    expect(org?.tierLevel).toBe(2);
    const [signup] = await t.db
      .select()
      .from(practiceSignups)
      .where(eq(practiceSignups.organizationId, org?.id ?? 0));
    expect(signup?.pricingPeriod).toBe('annual');
    expect(signup?.discountCodeId).not.toBeNull();
    expect(signup?.emailConfirmedAt).not.toBeNull();
  });

  it('refuses a reused code', async () => {
    const s = await signUpPractice(t);
    const code = await mailedCode(t, s.email);
    expect((await validate(t, s.email, code)).status).toBe(200);
    const again = await validate(t, s.email, code);
    expect(again.status).toBe(400);
    expect(messageOf(again)).toMatch(/expired or has already been used/);
  });

  it('refuses an expired code, and a new code works', async () => {
    const s = await signUpPractice(t);
    const code = await mailedCode(t, s.email);
    t.clock.advance(16 * 60 * 1000);
    expect(messageOf(await validate(t, s.email, code))).toMatch(/expired/);
    expect((await generate(s.email)).status).toBe(200);
    const fresh = await mailedCode(t, s.email);
    expect((await validate(t, s.email, fresh)).status).toBe(200);
  });

  it('refuses a wrong code, and the right one still works until 5 wrong tries kill it', async () => {
    const s = await signUpPractice(t);
    const code = await mailedCode(t, s.email);
    const wrong = await validate(t, s.email, otherCode(code));
    expect(wrong).toMatchObject({ status: 400, body: { errors: { code: expect.stringMatching(/not correct/) } } });
    for (let i = 1; i < SIGNUP_CODE_MAX_TRIES; i++) await validate(t, s.email, otherCode(code));
    const dead = await validate(t, s.email, code);
    expect(dead.status).toBe(400);
    expect(messageOf(dead)).toMatch(/expired|request a new one/);
  });

  it('voids the older code when a new one is mailed', async () => {
    const s = await signUpPractice(t);
    const first = await mailedCode(t, s.email);
    await generate(s.email);
    const second = await mailedCode(t, s.email);
    if (first !== second) expect((await validate(t, s.email, first)).status).toBe(400);
    expect((await validate(t, s.email, second)).status).toBe(200);
  });

  it('refuses an unknown tier or discount before touching the code, and writes nothing', async () => {
    const s = await signUpPractice(t);
    const code = await mailedCode(t, s.email);
    const before = await databaseWrites(t.db);
    expect((await validate(t, s.email, code, { tierLevel: 9 })).status).toBe(400);
    expect(messageOf(await validate(t, s.email, code, { discountCode: 'NOPE-NOPE' }))).toMatch(/Invalid discount/);
    expect(messageOf(await validate(t, s.email, code, { pricingPeriod: 'weekly' }))).toMatch(/select your plan/);
    expect((await validate(t, s.email, code, { code: ['1', '2', 'x', '4'] })).status).toBe(400);
    expect(await databaseWrites(t.db)).toBe(before);
    expect((await validate(t, s.email, code)).status).toBe(200);
  });

  it(`refuses further tries after ${SIGNUP_VERIFY_THROTTLE.perAccount} failures from one address`, async () => {
    const ip = t.newIp();
    for (let i = 0; i < SIGNUP_VERIFY_THROTTLE.perAccount; i++) {
      expect((await validate(t, 'nobody-signed-up@example.test', '1234', {}, ip)).status).toBe(400);
    }
    const locked = await validate(t, 'nobody-signed-up@example.test', '1234', {}, ip);
    expect(locked.status).toBe(429);
    expect(messageOf(locked)).toMatch(/Too many wrong codes/);
  });

  it('counts exactly 5 wrong tries against a code under 20 simultaneous guesses', async () => {
    const s = await signUpPractice(t);
    const code = await mailedCode(t, s.email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => validate(t, s.email, otherCode(code))));
    expect(answers.every((a) => a.status === 400)).toBe(true);
    const rows = await t.db.select().from(signupCodes);
    const mine = rows.filter((r) => r.usedAt !== null && r.wrongTries === SIGNUP_CODE_MAX_TRIES);
    expect(mine.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.wrongTries <= SIGNUP_CODE_MAX_TRIES)).toBe(true);
    expect((await validate(t, s.email, code)).status).toBe(400);
  });
});

describe('POST /dentist-users/generate_code', () => {
  it('answers the same for an unknown or confirmed email and mails nothing', async () => {
    const before = await countRows(t.db, 'mail_outbox');
    const res = await generate('ghost@example.test');
    expect(res.status).toBe(200);
    expect(messageOf(res)).toMatch(/If a sign-up is waiting/);
    expect(messageOf(await generate('owner@demo.test'))).toBe(messageOf(res));
    expect(await countRows(t.db, 'mail_outbox')).toBe(before);
  });

  it("mails at most 5 codes per email in 15 minutes (the sign-up's own first), from any address", async () => {
    const s = await signUpPractice(t);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await generate(s.email)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('refuses bad input with 400', async () => {
    expect((await generate('not-an-email')).status).toBe(400);
  });
});
