import { describe, expect, it } from 'vitest';
import { PaymentDeclined, ProcessorUnavailable } from './payment-gateway';
import { fakeStripe, stripeAccount } from './stripe.fixtures';

const ACCOUNT = stripeAccount('acct_123', { payouts: true, details: true, bankLast4: '6789' });

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

  const CARD_PM = {
    id: 'pm_1',
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  };
  const BANK_PM = {
    id: 'pm_bank',
    object: 'payment_method',
    type: 'us_bank_account',
    us_bank_account: { bank_name: 'STRIPE TEST BANK', last4: '6789', routing_number: '110000000' },
  };
  const consent = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)' };

  it('saves a card for off-session use through a confirmed SetupIntent', async () => {
    const { gateway, sent } = fakeStripe((_m, path) =>
      path === '/v1/setup_intents'
        ? { body: { id: 'seti_1', object: 'setup_intent', status: 'succeeded' } }
        : { body: CARD_PM },
    );
    const method = await gateway.attachPaymentMethod('cus_1', 'pm_1', consent);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/payment_methods/pm_1',
      'POST /v1/setup_intents',
    ]);
    const form = sent[1]?.form;
    expect(form?.get('customer')).toBe('cus_1');
    expect(form?.get('payment_method')).toBe('pm_1');
    expect(form?.get('confirm')).toBe('true');
    expect(form?.get('usage')).toBe('off_session');
    expect(form?.get('automatic_payment_methods[allow_redirects]')).toBe('never');
    // A card needs no mandate.
    expect([...(form?.keys() ?? [])].some((k) => k.startsWith('mandate_data'))).toBe(false);
    expect(method).toEqual({
      id: 'pm_1',
      kind: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      verifyUrl: null,
    });
  });

  it("saves a bank account with the payer's online mandate, keeping Stripe's page for its two small deposits", async () => {
    const { gateway, sent } = fakeStripe((_m, path) =>
      path === '/v1/setup_intents'
        ? {
            body: {
              id: 'seti_2',
              object: 'setup_intent',
              status: 'requires_action',
              next_action: {
                type: 'verify_with_microdeposits',
                verify_with_microdeposits: {
                  arrival_date: 1_900_000_000,
                  hosted_verification_url: 'https://payments.stripe.com/microdeposit/sacs_test',
                  microdeposit_type: 'descriptor_code',
                },
              },
            },
          }
        : { body: BANK_PM },
    );
    const method = await gateway.attachPaymentMethod('cus_1', 'pm_bank', consent);
    const form = sent[1]?.form;
    expect(form?.get('allowed_payment_method_types[0]')).toBe('us_bank_account');
    expect(form?.get('mandate_data[customer_acceptance][type]')).toBe('online');
    expect(form?.get('mandate_data[customer_acceptance][online][ip_address]')).toBe('203.0.113.7');
    expect(form?.get('mandate_data[customer_acceptance][online][user_agent]')).toBe('Mozilla/5.0 (test)');
    expect(form?.get('usage')).toBe('off_session');
    expect(method).toEqual({
      id: 'pm_bank',
      kind: 'us_bank_account',
      brand: 'STRIPE TEST BANK',
      last4: '6789',
      expMonth: null,
      expYear: null,
      verifyUrl: 'https://payments.stripe.com/microdeposit/sacs_test',
    });
  });

  it('refuses a bank account whose SetupIntent asks for another payment method', async () => {
    const { gateway } = fakeStripe((_m, path) =>
      path === '/v1/setup_intents'
        ? { body: { id: 'seti_3', object: 'setup_intent', status: 'requires_payment_method' } }
        : { body: BANK_PM },
    );
    const err = await gateway.attachPaymentMethod('cus_1', 'pm_bank', consent).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentDeclined);
    expect(err).toMatchObject({ declineCode: 'bank_account_declined' });
  });

  it("turns Stripe's card error into a decline with Stripe's message", async () => {
    const { gateway } = fakeStripe((_m, path) =>
      path === '/v1/setup_intents'
        ? {
            status: 402,
            body: {
              error: {
                type: 'card_error',
                code: 'card_declined',
                decline_code: 'insufficient_funds',
                message: 'Your card has insufficient funds.',
              },
            },
          }
        : { body: CARD_PM },
    );
    const err = await gateway.attachPaymentMethod('cus_1', 'pm_1', consent).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentDeclined);
    expect(err).toMatchObject({ declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' });
  });

  it('refuses an unknown payment method id as an invalid token', async () => {
    const { gateway } = fakeStripe(() => ({
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' } },
    }));
    const err = await gateway.attachPaymentMethod('cus_1', 'pm_nope', consent).catch((e: unknown) => e);
    expect(err).toMatchObject({ declineCode: 'invalid_token' });
  });

  it("reads an account Stripe will not show us (another platform's) as not ours, and an outage as unavailable", async () => {
    const foreign = fakeStripe(() => ({
      status: 403,
      body: { error: { type: 'invalid_request_error', message: 'The provided key does not have access to account' } },
    }));
    expect(await foreign.gateway.retrieveConnectedAccount('acct_old').catch((e: unknown) => e)).toBeInstanceOf(
      PaymentDeclined,
    );
    const down = fakeStripe(() => ({
      status: 500,
      // Told not to retry, so the test does not wait out the SDK's backoff.
      headers: { 'stripe-should-retry': 'false' },
      body: { error: { type: 'api_error', message: 'Server error' } },
    }));
    expect(await down.gateway.retrieveConnectedAccount('acct_123').catch((e: unknown) => e)).toBeInstanceOf(
      ProcessorUnavailable,
    );
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
