import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PaymentDeclined } from './payment-gateway';
import { stripeGateway } from './stripe';

type Sent = { method: string; path: string; form: URLSearchParams; headers: Record<string, unknown> };
type Answer = { status?: number; body: unknown };

/** A fake HTTP client for the Stripe SDK: records every request and answers from a table. No network. */
function fakeStripe(answer: (method: string, path: string) => Answer) {
  const sent: Sent[] = [];
  const httpClient = {
    getClientName: () => 'fake',
    makeRequest: async (
      _host: string,
      _port: string,
      path: string,
      method: string,
      headers: Record<string, unknown>,
      requestData: string,
    ) => {
      sent.push({ method, path, form: new URLSearchParams(requestData ?? ''), headers });
      const a = answer(method, path.split('?')[0] ?? path);
      return {
        getStatusCode: () => a.status ?? 200,
        getHeaders: () => ({ 'request-id': 'req_fake' }),
        getRawResponse: () => ({}),
        toStream: () => {
          throw new Error('not streamed');
        },
        toJSON: async () => structuredClone(a.body),
      };
    },
  };
  const gateway = stripeGateway('sk_test_fake', { httpClient: httpClient as unknown as Stripe.HttpClient });
  return { gateway, sent };
}

const ACCOUNT = {
  id: 'acct_123',
  object: 'account',
  type: 'express',
  payouts_enabled: true,
  charges_enabled: true,
  details_submitted: true,
  external_accounts: {
    object: 'list',
    data: [
      {
        id: 'ba_1',
        object: 'bank_account',
        bank_name: 'STRIPE TEST BANK',
        last4: '6789',
        account_holder_name: 'Riverside',
        status: 'verified',
      },
    ],
  },
};

describe('the Stripe adapter shapes its requests', () => {
  it('creates an Express account in the US with the capabilities Connect needs and our ids as metadata', async () => {
    const { gateway, sent } = fakeStripe(() => ({ body: ACCOUNT }));
    const account = await gateway.createConnectedAccount({
      email: 'office@example.com',
      businessName: 'Riverside Dental',
      accountType: 'express',
      metadata: { organizationId: '7', officeId: '9' },
    });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/accounts' });
    const form = sent[0]?.form;
    expect(form?.get('type')).toBe('express');
    expect(form?.get('country')).toBe('US');
    expect(form?.get('email')).toBe('office@example.com');
    expect(form?.get('business_profile[name]')).toBe('Riverside Dental');
    expect(form?.get('capabilities[card_payments][requested]')).toBe('true');
    expect(form?.get('capabilities[transfers][requested]')).toBe('true');
    expect(form?.get('metadata[officeId]')).toBe('9');
    expect(sent[0]?.headers.Authorization).toBe('Bearer sk_test_fake');
    expect(account).toMatchObject({ id: 'acct_123', payoutsEnabled: true, bankAccount: { last4: '6789' } });
  });

  it('asks for an onboarding Account Link that returns to the billing page', async () => {
    const { gateway, sent } = fakeStripe(() => ({
      body: { object: 'account_link', url: 'https://connect.stripe.com/setup/e/x', expires_at: 1_900_000_000 },
    }));
    const link = await gateway.createBankLinkToken({
      accountId: 'acct_123',
      returnUrl: 'https://app.example/account/settings/billing?connected=1',
      refreshUrl: 'https://app.example/account/settings/billing?connect=bank',
    });
    expect(sent[0]?.path).toBe('/v1/account_links');
    expect(Object.fromEntries(sent[0]?.form ?? [])).toEqual({
      account: 'acct_123',
      type: 'account_onboarding',
      return_url: 'https://app.example/account/settings/billing?connected=1',
      refresh_url: 'https://app.example/account/settings/billing?connect=bank',
    });
    expect(link.onboardingUrl).toBe('https://connect.stripe.com/setup/e/x');
    expect(link.expiresAt.getTime()).toBe(1_900_000_000_000);
  });

  it('attaches a bank token as the default external account', async () => {
    const { gateway, sent } = fakeStripe((method) => ({
      body: method === 'POST' ? { id: 'ba_1', object: 'bank_account' } : ACCOUNT,
    }));
    await gateway.attachPayoutBankAccount('acct_123', 'btok_abc');
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/accounts/acct_123/external_accounts' });
    expect(sent[0]?.form.get('external_account')).toBe('btok_abc');
    expect(sent[0]?.form.get('default_for_currency')).toBe('true');
  });

  it('saves a card for off-session use through a confirmed SetupIntent', async () => {
    const { gateway, sent } = fakeStripe((_m, path) =>
      path === '/v1/setup_intents'
        ? { body: { id: 'seti_1', object: 'setup_intent', status: 'succeeded' } }
        : {
            body: {
              id: 'pm_1',
              object: 'payment_method',
              card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
            },
          },
    );
    const method = await gateway.attachPaymentMethod('cus_1', 'pm_1');
    expect(sent[0]?.path).toBe('/v1/setup_intents');
    expect(sent[0]?.form.get('customer')).toBe('cus_1');
    expect(sent[0]?.form.get('payment_method')).toBe('pm_1');
    expect(sent[0]?.form.get('confirm')).toBe('true');
    expect(sent[0]?.form.get('usage')).toBe('off_session');
    expect(method).toEqual({ id: 'pm_1', kind: 'card', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
  });

  it("turns Stripe's card error into a decline with Stripe's message", async () => {
    const { gateway } = fakeStripe(() => ({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    }));
    const err = await gateway.attachPaymentMethod('cus_1', 'pm_1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentDeclined);
    expect(err).toMatchObject({ declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' });
  });

  it('creates customers and sets the default for invoices', async () => {
    const { gateway, sent } = fakeStripe(() => ({ body: { id: 'cus_1', object: 'customer' } }));
    await gateway.createCustomer({ email: 'a@b.test', name: 'Riverside', metadata: { organizationId: '7' } });
    await gateway.setDefaultPaymentMethod('cus_1', 'pm_9');
    expect(sent[0]?.form.get('metadata[organizationId]')).toBe('7');
    expect(sent[1]).toMatchObject({ method: 'POST', path: '/v1/customers/cus_1' });
    expect(sent[1]?.form.get('invoice_settings[default_payment_method]')).toBe('pm_9');
  });
});
