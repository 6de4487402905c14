import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simBankAccounts, simConnectedAccounts } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { simulatedGateway } from './simulated';
import { fakeStripe } from './stripe.fixtures';

// The payments port's payouts in both adapters: the simulated processor's (sim_payouts) and Stripe's (offline).

const t = await createTestApp();
const gateway = simulatedGateway(t.db, t.clock);
const request = (accountId: string, key: string, amountCents = 12_345) => ({
  accountId,
  amountCents,
  idempotencyKey: key,
  description: 'Membership payments',
  metadata: { payout: '1' },
});

/** A connected account with a verified bank account, payouts on (as onboarding leaves it). */
async function onboarded(id: string) {
  await t.db.insert(simConnectedAccounts).values({
    id,
    email: `${id}@practice.test`,
    businessName: 'Riverside Dental',
    accountType: 'express',
    payoutsEnabled: true,
    chargesEnabled: true,
    detailsSubmitted: true,
  });
  await t.db.insert(simBankAccounts).values({
    id: `ba_${id}`,
    connectedAccountId: id,
    accountHolderName: 'Riverside Dental',
    bankName: 'STRIPE TEST BANK',
    routingNumber: '110000000',
    last4: '6789',
    status: 'verified',
  });
  return id;
}

describe("the simulated processor's payouts", () => {
  it('pays an onboarded account, arriving two days later, once per key', async () => {
    const account = await onboarded('acct_sim_payout_ok');
    const paid = await gateway.payout(request(account, 'payout_test_1'));
    expect(paid).toMatchObject({ status: 'paid', amountCents: 12_345, failureMessage: null });
    expect(paid.arrivalDate.getTime() - t.clock.now().getTime()).toBe(2 * 86_400_000);
    expect(await gateway.payout(request(account, 'payout_test_1'))).toEqual(paid);
    const racing = await Promise.all([1, 2, 3].map(() => gateway.payout(request(account, 'payout_test_2'))));
    expect(new Set(racing.map((p) => p.id)).size).toBe(1);
    await expect(gateway.payout(request(account, 'payout_test_1', 1))).rejects.toThrow(/already used/);
    await expect(gateway.payout(request(account, 'payout_test_3', 0))).rejects.toThrow(/positive whole number/);
  });

  it('refuses an account whose payouts are off or whose bank is not verified, and one it does not know', async () => {
    const off = await onboarded('acct_sim_payout_off');
    await t.db.update(simConnectedAccounts).set({ payoutsEnabled: false }).where(eq(simConnectedAccounts.id, off));
    expect(await gateway.payout(request(off, 'payout_test_off'))).toMatchObject({
      status: 'failed',
      failureMessage: expect.stringMatching(/cannot receive payouts/),
    });
    expect(await gateway.payout(request('acct_sim_nobody', 'payout_test_nobody'))).toMatchObject({
      id: null,
      status: 'failed',
      failureMessage: 'The practice has no payout account at the processor.',
    });
  });
});

describe("Stripe's payouts", () => {
  it('creates a payout on the connected account, under our key, and reads its arrival', async () => {
    const { gateway: stripe, sent } = fakeStripe(() => ({
      body: { id: 'po_1', object: 'payout', amount: 12_345, status: 'in_transit', arrival_date: 1_900_000_000 },
    }));
    const paid = await stripe.payout(request('acct_practice', 'payout_7'));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/payouts']);
    expect(sent[0]?.headers['Stripe-Account']).toBe('acct_practice');
    expect(sent[0]?.headers['Idempotency-Key']).toBe('payout_7');
    expect(Object.fromEntries(sent[0]?.form ?? [])).toMatchObject({ amount: '12345', currency: 'usd' });
    expect(paid).toEqual({
      id: 'po_1',
      status: 'paid',
      amountCents: 12_345,
      arrivalDate: new Date(1_900_000_000_000),
      failureMessage: null,
    });
  });

  it('answers a refusal (not enough available balance) as a failed payout with its words', async () => {
    const { gateway: stripe } = fakeStripe(() => ({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'balance_insufficient',
          message: 'You have insufficient funds in your Stripe account.',
        },
      },
    }));
    expect(await stripe.payout(request('acct_practice', 'payout_8'))).toMatchObject({
      id: null,
      status: 'failed',
      failureMessage: 'You have insufficient funds in your Stripe account.',
    });
  });
});
