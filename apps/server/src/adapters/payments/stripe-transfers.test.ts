import { describe, expect, it } from 'vitest';
import { PaymentDeclined, ProcessorUnavailable, type TransferRequest } from './payment-gateway';
import { fakeStripe } from './stripe.fixtures';

const TRANSFER: TransferRequest = {
  accountId: 'acct_practice',
  amountCents: 30800,
  idempotencyKey: 'guarantee_7',
  description: 'Guaranteed payment plan claim 7',
  metadata: { claimId: '7' },
};

describe("the Stripe adapter's transfers (the guarantee's claims)", () => {
  it("sends the platform's money to the connected account under our key, the claim's key its transfer group", async () => {
    const { gateway, sent } = fakeStripe(() => ({
      body: { id: 'tr_1', object: 'transfer', amount: 30800, destination: 'acct_practice', created: 1_900_000_000 },
    }));
    const transfer = await gateway.transferToAccount(TRANSFER);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/transfers']);
    expect(Object.fromEntries(sent[0]?.form ?? [])).toEqual({
      amount: '30800',
      currency: 'usd',
      destination: 'acct_practice',
      description: 'Guaranteed payment plan claim 7',
      transfer_group: 'guarantee_7',
      'metadata[claimId]': '7',
    });
    expect(sent[0]?.headers['Idempotency-Key']).toBe('guarantee_7');
    expect(transfer).toEqual({
      id: 'tr_1',
      accountId: 'acct_practice',
      amountCents: 30800,
      createdAt: new Date(1_900_000_000_000),
    });
  });

  it("reads the platform's balance short, or an account that cannot receive it, as Stripe's refusal", async () => {
    const short = fakeStripe(() => ({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'balance_insufficient',
          message: 'You have insufficient available funds in your Stripe account.',
        },
      },
    }));
    const err = await short.gateway.transferToAccount(TRANSFER).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentDeclined);
    expect(err).toMatchObject({ message: 'You have insufficient available funds in your Stripe account.' });
  });

  it('reads an outage as unavailable, and asks nothing for an amount that is not whole positive cents', async () => {
    const down = fakeStripe(() => ({
      status: 503,
      headers: { 'stripe-should-retry': 'false' },
      body: { error: { type: 'api_error', message: 'Service unavailable' } },
    }));
    expect(await down.gateway.transferToAccount(TRANSFER).catch((e: unknown) => e)).toBeInstanceOf(
      ProcessorUnavailable,
    );
    const { gateway, sent } = fakeStripe(() => ({ body: {} }));
    await expect(gateway.transferToAccount({ ...TRANSFER, amountCents: 0 })).rejects.toThrow(/positive/);
    expect(sent).toHaveLength(0);
  });
});
