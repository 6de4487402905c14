import type { TierBilling } from '@mhq/contract';
import { PAYOUT_MESSAGES } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, simTokens, tierPaymentMethods } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { bankAccountToken, cardToken, officeIds, practiceWithPlan } from './money.fixtures';

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

  it('shows the platform plan of a practice moved over from the old platform: its tier, billed monthly', async () => {
    expect((await billing()).plan).toEqual({
      tierLevel: 1,
      tierName: 'Essentials',
      period: 'monthly',
      priceCents: 9_900,
      discount: null,
      priceAfterDiscountCents: 9_900,
    });
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

describe('a bank account as a tier payment method', () => {
  const bankToken = async (accountNumber: string) => {
    const res = await bankAccountToken(t, accountNumber);
    expect(res.status).toBe(200);
    return (res.body as { id: string }).id;
  };

  it('adds the good test bank account, keeping only the bank name and last four', async () => {
    const token = await bankToken('000123456789');
    expect(token).toMatch(/^btok_sim_/);
    const res = await call('addTierPaymentMethod/org', riverside, { dentistInfoId: ids.riverside, token });
    expect(res.status).toBe(200);
    const body = res.body as TierBilling;
    expect(body._message).toBe('Your bank account ending in 6789 was added.');
    expect(body.methods.at(-1)).toMatchObject({
      kind: 'us_bank_account',
      brand: 'STRIPE TEST BANK',
      last4: '6789',
      expMonth: null,
      verifyUrl: null,
      isDefault: false,
    });
    const stored = JSON.stringify([await t.db.select().from(simTokens), await t.db.select().from(tierPaymentMethods)]);
    expect(stored).not.toContain('000123456789');
  });

  it('refuses the failing test bank account with the bank message, adding nothing', async () => {
    const before = await countRows(t.db, 'tier_payment_methods');
    const res = await call('addTierPaymentMethod/org', riverside, {
      dentistInfoId: ids.riverside,
      token: await bankToken('000111111116'),
    });
    expect(res.status).toBe(402);
    expect((res.body as { _message: string })._message).toMatch(/could not verify this account/);
    expect(await countRows(t.db, 'tier_payment_methods')).toBe(before);
  });

  it('can be made the default', async () => {
    const bank = (await billing()).methods.find((m) => m.kind === 'us_bank_account');
    const res = await call('setDefaultTierPaymentMethod', riverside, {
      dentistInfoId: ids.riverside,
      paymentMethodId: bank?.id,
    });
    expect(res.status).toBe(200);
    expect((res.body as TierBilling)._message).toBe('The STRIPE TEST BANK ending in 6789 is now your default.');
  });

  it("is not added to another practice's office (404), and bad input is refused with nothing written", async () => {
    const before = await countRows(t.db, 'tier_payment_methods');
    const token = await bankToken('000123456789');
    expect((await call('addTierPaymentMethod/org', riverside, { dentistInfoId: ids.downtown, token })).status).toBe(
      404,
    );
    const bad = await call('addTierPaymentMethod/org', riverside, { dentistInfoId: ids.riverside, token: `${token}!` });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ _message: expect.any(String) });
    expect(await countRows(t.db, 'tier_payment_methods')).toBe(before);
  });

  it('is checked by the processor itself: holder, routing and account number', async () => {
    const before = await countRows(t.db, 'sim_tokens');
    const refused = async (payload: Record<string, unknown>, code: string) => {
      const res = await t.call({ method: 'POST', url: '/sim-processor/v1/bank_tokens', payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ error: { code } });
    };
    const good = {
      account_holder_name: 'Riverside Dental LLC',
      routing_number: '110000000',
      account_number: '000123456789',
    };
    await refused({ ...good, account_holder_name: '  ' }, 'parameter_missing');
    await refused({ ...good, routing_number: '110000001' }, 'routing_number_invalid');
    await refused({ ...good, account_number: '12ab' }, 'account_number_invalid');
    await refused({ routing_number: '110000000' }, 'parameter_missing');
    expect(await countRows(t.db, 'sim_tokens')).toBe(before);
  });
});

describe('the platform plan chosen at sign-up', () => {
  it('bills the period chosen, less the discount code, in cents', async () => {
    const practice = await practiceWithPlan(t, { tierLevel: 2, pricingPeriod: 'annual', discountCode: 'welcome10' });
    const plan = (await billing(practice.token, practice.dentistInfoId)).plan;
    expect(plan).toEqual({
      tierLevel: 2,
      tierName: 'Growth',
      period: 'annual',
      priceCents: 199_000,
      discount: { code: 'WELCOME10', percentOff: 10, amountOffCents: null, discountCents: 19_900 },
      priceAfterDiscountCents: 179_100,
    });
  });

  it('takes an amount-off code off each monthly payment', async () => {
    const practice = await practiceWithPlan(t, { tierLevel: 1, pricingPeriod: 'monthly', discountCode: 'SAVE50' });
    expect((await billing(practice.token, practice.dentistInfoId)).plan).toMatchObject({
      period: 'monthly',
      priceCents: 9_900,
      discount: { code: 'SAVE50', percentOff: null, amountOffCents: 5_000, discountCents: 5_000 },
      priceAfterDiscountCents: 4_900,
    });
  });

  it('shows no plan while the practice is on no tier', async () => {
    const practice = await practiceWithPlan(t, { tierLevel: 1, pricingPeriod: 'monthly' });
    await t.db
      .update(organizations)
      .set({ tierLevel: 0 })
      .where(eq(organizations.id, (await billing(practice.token, practice.dentistInfoId)).organizationId));
    expect((await billing(practice.token, practice.dentistInfoId)).plan).toBeNull();
  });
});
