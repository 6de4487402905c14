import type { TierBilling } from '@mhq/contract';
import { PAYOUT_MESSAGES } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, simTokens } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { cardToken, officeIds } from './money.fixtures';

const t = await createTestApp();
const ids = await officeIds(t);
const riverside = await t.login('riverside@demo.test');
const owner = await t.login('owner@demo.test');
const admin = await t.login('admin@demo.test');
const platform = await t.login('platform@demo.test');

const call = (path: string, token: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/v1/dentists/${path}`, payload, token });
const billing = async (token = riverside, dentistInfoId = ids.riverside) => {
  const res = await call('getOrgTierBillingMethod', token, { dentistInfoId });
  expect(res.status).toBe(200);
  return res.body as TierBilling;
};
const tokenFor = async (number: string) => {
  const res = await cardToken(t, number);
  expect(res.status).toBe(200);
  return (res.body as { id: string }).id;
};
const add = async (number: string, token = riverside, dentistInfoId = ids.riverside) =>
  call('addTierPaymentMethod/org', token, { dentistInfoId, token: await tokenFor(number) });

describe('platform-tier billing of the office', () => {
  it('starts with no methods, and the owner may change them', async () => {
    expect(await billing()).toMatchObject({ methods: [], canChange: true, processor: 'simulated', tierLevel: 1 });
  });

  it('adds 4242 as the default, keeping only brand, last four and expiry', async () => {
    const res = await add('4242 4242 4242 4242');
    expect(res.status).toBe(200);
    const body = res.body as TierBilling;
    expect(body._message).toBe('Your card ending in 4242 was added.');
    expect(body.methods).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true, expMonth: 12 }),
    ]);
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, body.organizationId));
    expect(org?.tierStripeCustomerId).toMatch(/^cus_sim_/);
    const stored = JSON.stringify(await t.db.select().from(simTokens));
    expect(stored).not.toContain('4242424242424242');
  });

  it('refuses 4000 0000 0000 0002 as declined and ...9995 for insufficient funds, adding nothing', async () => {
    const declined = await add('4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ _message: 'Your card was declined.' });
    const poor = await add('4000000000009995');
    expect(poor.status).toBe(402);
    expect(poor.body).toMatchObject({ _message: 'Your card has insufficient funds.' });
    expect((await billing()).methods).toHaveLength(1);
  });

  it('attaches ...0341 (it fails only when charged) as a second, non-default method', async () => {
    const res = await add('4000000000000341');
    expect(res.status).toBe(200);
    const methods = (res.body as TierBilling).methods;
    expect(methods.map((m) => [m.last4, m.isDefault])).toEqual([
      ['4242', true],
      ['0341', false],
    ]);
  });

  it('refuses a token used twice', async () => {
    const token = await tokenFor('4242424242424242');
    expect((await call('addTierPaymentMethod/org', riverside, { dentistInfoId: ids.riverside, token })).status).toBe(
      200,
    );
    expect((await call('addTierPaymentMethod/org', riverside, { dentistInfoId: ids.riverside, token })).status).toBe(
      400,
    );
  });

  it('moves the default, keeping exactly one', async () => {
    const { methods } = await billing();
    const second = methods.find((m) => m.last4 === '0341');
    const res = await call('setDefaultTierPaymentMethod', riverside, {
      dentistInfoId: ids.riverside,
      paymentMethodId: second?.id,
    });
    expect(res.status).toBe(200);
    const after = (res.body as TierBilling).methods;
    expect(after.filter((m) => m.isDefault).map((m) => m.last4)).toEqual(['0341']);
  });

  it('will not remove the default while a tier is owed, but removes another', async () => {
    const { methods } = await billing();
    const def = methods.find((m) => m.isDefault);
    const refused = await call('removeTierPaymentMethod', riverside, {
      dentistInfoId: ids.riverside,
      paymentMethodId: def?.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ _message: PAYOUT_MESSAGES.removeDefault });
    const other = methods.find((m) => !m.isDefault);
    const res = await call('removeTierPaymentMethod', riverside, {
      dentistInfoId: ids.riverside,
      paymentMethodId: other?.id,
    });
    expect(res.status).toBe(200);
    expect((res.body as TierBilling).methods.map((m) => m.id)).not.toContain(other?.id);
  });

  it("answers 404 for another organization's method and for another practice's office", async () => {
    const { methods } = await billing();
    const mine = methods[0]?.id;
    const downtown = await t.db.select().from(organizations);
    expect(downtown.length).toBeGreaterThan(1);
    expect(
      (await call('setDefaultTierPaymentMethod', owner, { dentistInfoId: ids.downtown, paymentMethodId: mine })).status,
    ).toBe(404);
    expect(
      (await call('removeTierPaymentMethod', owner, { dentistInfoId: ids.downtown, paymentMethodId: mine })).status,
    ).toBe(404);
    expect((await call('getOrgTierBillingMethod', owner, { dentistInfoId: ids.riverside })).status).toBe(404);
  });

  it('lets office admins look but not change (403), and platform admins change', async () => {
    expect((await billing(admin, ids.downtown)).canChange).toBe(false);
    const before = await countRows(t.db, 'tier_payment_methods');
    expect((await add('4242424242424242', admin, ids.downtown)).status).toBe(403);
    expect(await countRows(t.db, 'tier_payment_methods')).toBe(before);
    expect((await add('4242424242424242', platform, ids.downtown)).status).toBe(200);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await countRows(t.db, 'tier_payment_methods');
    for (const payload of [
      { dentistInfoId: ids.riverside },
      { dentistInfoId: ids.riverside, token: '' },
      { dentistInfoId: ids.riverside, token: 'tok with spaces' },
      { dentistInfoId: ids.riverside, token: 4242424242424242 },
    ]) {
      const res = await call('addTierPaymentMethod/org', riverside, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await call('setDefaultTierPaymentMethod', riverside, { dentistInfoId: ids.riverside, paymentMethodId: 'x' }))
        .status,
    ).toBe(400);
    expect(await countRows(t.db, 'tier_payment_methods')).toBe(before);
  });
});

describe('the simulated processor card token endpoint', () => {
  it('checks Luhn, expiry and CVC on its own side', async () => {
    expect((await cardToken(t, '4242424242424241')).body).toMatchObject({ error: { code: 'incorrect_number' } });
    expect((await cardToken(t, '4242424242424242', { exp_year: 2020 })).body).toMatchObject({
      error: { code: 'invalid_expiry' },
    });
    expect((await cardToken(t, '4242424242424242', { cvc: '1' })).body).toMatchObject({
      error: { code: 'invalid_cvc' },
    });
    expect((await t.call({ method: 'POST', url: '/sim-processor/v1/tokens', payload: { nope: 1 } })).status).toBe(400);
    expect((await cardToken(t, '4242424242424242', { exp_year: 10 ** 12 })).status).toBe(400);
  });

  it('answers a token with brand, last four and expiry only', async () => {
    const res = await cardToken(t, '4242 4242 4242 4242');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: expect.stringMatching(/^tok_sim_/), card: { brand: 'visa', last4: '4242' } });
    expect(JSON.stringify(res.body)).not.toContain('4242424242424242');
  });
});
