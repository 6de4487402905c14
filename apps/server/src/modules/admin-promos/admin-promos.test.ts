import type { AdminPromosResponse, PromoChangeResponse, PromoCode, PromoReportResponse } from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, discountCodes, practiceSignups } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { mailedCode, signUpPractice, signupForm, validate } from '../signup/signup.fixtures';

const t = await createTestApp();
const admin = await t.login('platform@demo.test');
const owner = await t.login('owner@demo.test');
const DAY = 86_400_000;
/** The app's clock (fixed while the file runs), which the codes' dates are compared with. */
const clockNow = () => t.clock.now().getTime();

let n = 0;
/** A code text no other test uses. */
const fresh = (stem: string) => `${stem}${Date.now().toString(36).toUpperCase()}${++n}`;

const create = (payload: Record<string, unknown>, token = admin) =>
  t.call({ method: 'POST', url: '/api/v1/admin/promos', payload, token, remoteAddress: '10.1.0.1' });

async function created(over: Record<string, unknown> = {}): Promise<PromoCode> {
  const res = await create({ code: fresh('P'), percentOff: 10, ...over });
  if (res.status !== 200) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as PromoChangeResponse).promo;
}
const list = async (query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/api/v1/admin/promos', query, token: admin });
  expect(res.status).toBe(200);
  return res.body as AdminPromosResponse;
};
const report = async (id: number) =>
  (await t.call({ method: 'GET', url: `/api/v1/admin/promos/${id}`, token: admin })).body as PromoReportResponse;
const setActive = (id: number, active: boolean) =>
  t.call({ method: 'POST', url: `/api/v1/admin/promos/${id}/active`, payload: { active }, token: admin });
const signup = (discountCode: string) =>
  t.call({
    method: 'POST',
    url: '/api/v1/accounts/signup',
    payload: signupForm({ discountCode }),
    remoteAddress: t.newIp(),
  });
const loadDiscount = (discountCode: string) =>
  t.call({
    method: 'POST',
    url: '/api/v1/stripe-connect/loadDiscount',
    payload: { discountCode },
    remoteAddress: t.newIp(),
  });

describe('creating a promo code', () => {
  it('stores the code upper-cased with its limits, names its creator, and audits it', async () => {
    const code = fresh('spring');
    const res = await create({
      code: code.toLowerCase(),
      description: 'Spring webinar',
      amountOffCents: 2_500,
      maxUses: 3,
      tierLevels: [2, 1],
      startsAt: new Date(clockNow() - DAY).toISOString(),
      expiresAt: new Date(clockNow() + 30 * DAY).toISOString(),
    });
    expect(res.status).toBe(200);
    const { promo } = res.body as PromoChangeResponse;
    expect(promo).toMatchObject({
      code: code.toUpperCase(),
      amountOffCents: 2_500,
      percentOff: null,
      maxUses: 3,
      tierLevels: [1, 2],
      uses: 0,
      status: 'active',
      createdBy: 'Alex Morgan',
    });
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'promo.created'), eq(auditLog.targetId, String(promo.id))));
    expect(line?.detail).toMatchObject({ code: code.toUpperCase(), amountOffCents: 2_500, maxUses: 3 });
  });

  it('refuses a duplicate in any letter case on the code field, and bad terms, writing nothing', async () => {
    const first = await created();
    const before = await databaseWrites(t.db);
    const dup = await create({ code: first.code.toLowerCase(), percentOff: 5 });
    expect(dup).toMatchObject({
      status: 400,
      body: { _message: 'A discount code with this text already exists', errors: { code: expect.any(String) } },
    });
    for (const bad of [
      { code: fresh('B'), percentOff: 10, amountOffCents: 500 },
      { code: fresh('B') },
      { code: 'a b', percentOff: 10 },
      { code: fresh('B'), percentOff: 120 },
      { code: fresh('B'), percentOff: 10, maxUses: 0 },
      { code: fresh('B'), percentOff: 10, tierLevels: [5] },
      { code: fresh('B'), percentOff: 10, startsAt: '2026-05-01T00:00:00Z', expiresAt: '2026-04-01T00:00:00Z' },
      { code: fresh('B'), percentOff: 10, associationId: 999_999 },
    ]) {
      const res = await create(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((res.body as { _message: string })._message, JSON.stringify(bad)).toBeTruthy();
    }
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it('is a platform admin call: an office user gets 404', async () => {
    expect((await create({ code: fresh('X'), percentOff: 5 }, owner)).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/promos', token: owner })).status).toBe(404);
  });
});

describe('the promo list', () => {
  it('searches by code or description, shows each status, and pages in SQL with the total', async () => {
    const stem = fresh('LIST');
    const now = clockNow();
    await created({ code: `${stem}A`, description: 'active one' });
    await created({ code: `${stem}S`, startsAt: new Date(now + 10 * DAY).toISOString() });
    await created({
      code: `${stem}E`,
      expiresAt: new Date(now - DAY).toISOString(),
      startsAt: new Date(now - 9 * DAY).toISOString(),
    });
    const paused = await created({ code: `${stem}P` });
    await setActive(paused.id, false);
    const page = await list({ search: stem.toLowerCase(), sort: 'code' });
    expect(page.total).toBe(4);
    expect(page.promos.map((p) => [p.code, p.status])).toEqual([
      [`${stem}A`, 'active'],
      [`${stem}E`, 'expired'],
      [`${stem}P`, 'paused'],
      [`${stem}S`, 'scheduled'],
    ]);
    expect((await list({ search: stem, status: 'scheduled' })).promos.map((p) => p.code)).toEqual([`${stem}S`]);
    expect((await list({ search: 'active one' })).promos.map((p) => p.code)).toContain(`${stem}A`);
    // The seeded codes and these: more than one page of 25 once enough exist.
    for (let i = 0; i < 25; i++) await created({ code: `${stem}M${i}` });
    const first = await list({ search: stem, sort: 'code' });
    const second = await list({ search: stem, sort: 'code', page: '2' });
    expect([first.total, first.promos.length, second.promos.length]).toEqual([29, 25, 4]);
  });
});

describe('limits at sign-up and in loadDiscount', () => {
  it('refuses a code not yet started, expired or paused, with its words, and writes nothing', async () => {
    const scheduled = await created({ startsAt: new Date(clockNow() + DAY).toISOString() });
    const expired = await created({ expiresAt: new Date(clockNow() - 1000).toISOString(), startsAt: null });
    const paused = await created();
    await setActive(paused.id, false);
    const before = await databaseWrites(t.db);
    for (const [code, words] of [
      [scheduled.code, 'This discount code cannot be used yet'],
      [expired.code, 'This discount code has expired'],
      [paused.code, 'Invalid discount code'],
    ] as const) {
      expect(await signup(code), code).toMatchObject({ status: 400, body: { errors: { discountCode: words } } });
      expect(await loadDiscount(code), code).toMatchObject({ status: 400, body: { _message: words } });
    }
    expect(await databaseWrites(t.db)).toBe(before);
    // Resumed, the paused code works again.
    await setActive(paused.id, true);
    expect((await loadDiscount(paused.code)).status).toBe(200);
  });

  it('counts the uses: the last use goes to one practice, the next is refused, and the report lists who used it', async () => {
    const promo = await created({ maxUses: 2 });
    const a = await signUpPractice(t, { discountCode: promo.code });
    // Two sign-ups racing for the last use: the code's row is locked while its uses are counted, so one wins.
    const race = await Promise.all([signup(promo.code), signup(promo.code)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(race.find((r) => r.status === 400)?.body).toMatchObject({
      errors: { discountCode: 'This discount code has been used as many times as it allows' },
    });
    expect((await loadDiscount(promo.code)).status).toBe(400);
    const uses = await t.db.select().from(practiceSignups).where(eq(practiceSignups.discountCodeId, promo.id));
    expect(uses).toHaveLength(2);
    const seen = await report(promo.id);
    expect(seen.promo).toMatchObject({ uses: 2, status: 'used_up' });
    expect(seen.uses.map((u) => u.ownerEmail)).toContain(a.email);

    // The practice that holds the code keeps it when it confirms its email, though the code ran out for others.
    const pending = await t.call({
      method: 'GET',
      url: `/api/v1/accounts/complete-dentist-signup/${a.dentistInfoId}/${a.activationKey}`,
    });
    expect(pending.body).toMatchObject({
      discountCode: promo.code,
      heldDiscount: { discountCode: promo.code, percentOff: 10 },
    });
    const confirmed = await validate(t, a.email, await mailedCode(t, a.email), {
      discountCode: promo.code,
      tierLevel: 2,
    });
    expect(confirmed.status).toBe(200);
    const after = await report(promo.id);
    expect(after.uses.find((u) => u.ownerEmail === a.email)).toMatchObject({ tierLevel: 2, tierName: 'Growth' });
  });

  it('refuses a code at confirmation for a tier it does not apply to, leaving the mailed code usable', async () => {
    const promo = await created({ tierLevels: [2, 3] });
    const s = await signUpPractice(t);
    const code = await mailedCode(t, s.email);
    const refused = await validate(t, s.email, code, { discountCode: promo.code, tierLevel: 1 });
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { discountCode: 'This discount code does not apply to the Essentials plan' } },
    });
    const ok = await validate(t, s.email, code, { discountCode: promo.code, tierLevel: 3 });
    expect(ok.status).toBe(200);
    expect((await report(promo.id)).promo.uses).toBe(1);
  });

  it('takes a code first entered at confirmation as a use, and refuses it there once used up', async () => {
    const promo = await created({ maxUses: 1 });
    const a = await signUpPractice(t);
    const b = await signUpPractice(t);
    expect((await validate(t, a.email, await mailedCode(t, a.email), { discountCode: promo.code })).status).toBe(200);
    const late = await validate(t, b.email, await mailedCode(t, b.email), { discountCode: promo.code });
    expect(late).toMatchObject({
      status: 400,
      body: { _message: 'This discount code has been used as many times as it allows' },
    });
  });
});

describe('changing a code', () => {
  it("edits the limits, audited with before and after; the code's text and discount stay", async () => {
    const promo = await created({ maxUses: 1 });
    await signUpPractice(t, { discountCode: promo.code });
    expect((await report(promo.id)).promo.status).toBe('used_up');
    const res = await t.call({
      method: 'PUT',
      url: `/api/v1/admin/promos/${promo.id}`,
      payload: { description: 'Raised for the webinar', maxUses: 5, tierLevels: null, startsAt: null, expiresAt: null },
      token: admin,
    });
    expect(res.status).toBe(200);
    expect((res.body as PromoChangeResponse).promo).toMatchObject({
      code: promo.code,
      percentOff: 10,
      maxUses: 5,
      status: 'active',
      description: 'Raised for the webinar',
    });
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'promo.limits_changed'), eq(auditLog.targetId, String(promo.id))));
    expect(line?.detail).toMatchObject({ before: { maxUses: 1 }, after: { maxUses: 5 } });
  });

  it('pauses and resumes, each audited; an unknown code is 404', async () => {
    const promo = await created();
    expect((await setActive(promo.id, false)).body).toMatchObject({ promo: { status: 'paused' } });
    expect((await setActive(promo.id, true)).body).toMatchObject({ promo: { status: 'active' } });
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(promo.id)));
    expect(lines.map((l) => l.action)).toEqual(expect.arrayContaining(['promo.paused', 'promo.resumed']));
    expect((await setActive(999_999, false)).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/promos/999999', token: admin })).status).toBe(404);
    const [row] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, promo.id));
    expect(row?.active).toBe(true);
  });
});
