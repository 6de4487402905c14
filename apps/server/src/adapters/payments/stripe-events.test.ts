import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureInvalid } from './payment-gateway';
import { stripeWebhooks } from './stripe-events';

// The SDK signs and verifies offline: no test here touches the network.
const stripe = new Stripe('sk_test_offline');
const PLATFORM_SECRET = 'whsec_platform_test';
const CONNECT_SECRET = 'whsec_connect_test';
const webhooks = stripeWebhooks(stripe, [PLATFORM_SECRET, CONNECT_SECRET]);
const NOW = new Date('2026-11-20T15:00:00Z');
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function stripeEvent(type: string, object: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    id: `evt_${type.replace(/\W/g, '_')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: seconds(NOW) - 5,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
    ...extra,
  };
}

/** The raw body and the Stripe-Signature header Stripe would send for it. */
function signed(event: object, secret = PLATFORM_SECRET, at = NOW) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: seconds(at) });
  return { body: Buffer.from(payload), header };
}

const ACCOUNT = {
  id: 'acct_riverside',
  object: 'account',
  type: 'express',
  payouts_enabled: true,
  charges_enabled: true,
  details_submitted: true,
  external_accounts: {
    object: 'list',
    data: [
      { id: 'ba_old', object: 'bank_account', bank_name: 'OLD BANK', last4: '1111', status: 'new' },
      {
        id: 'ba_new',
        object: 'bank_account',
        bank_name: 'STRIPE TEST BANK',
        last4: '6789',
        account_holder_name: 'Riverside Dental LLC',
        status: 'verified',
        default_for_currency: true,
      },
    ],
  },
};

describe('Stripe webhook signatures', () => {
  it('reads an event signed with either endpoint secret (the platform one or the Connect one)', () => {
    const event = stripeEvent('account.updated', ACCOUNT, { account: 'acct_riverside' });
    for (const secret of [PLATFORM_SECRET, CONNECT_SECRET]) {
      const { body, header } = signed(event, secret);
      expect(webhooks.verifyEvent(body, header, NOW)).toMatchObject({
        id: 'evt_account_updated',
        type: 'account.updated',
        accountId: 'acct_riverside',
        occurredAt: new Date((seconds(NOW) - 5) * 1000),
      });
    }
  });

  it('refuses a missing header, another secret, a changed body and a replay older than five minutes', () => {
    const event = stripeEvent('account.updated', ACCOUNT);
    const { body, header } = signed(event);
    const refused =
      (b: Buffer, h: string | undefined, at = NOW) =>
      () =>
        webhooks.verifyEvent(b, h, at);
    expect(refused(body, undefined)).toThrow(WebhookSignatureInvalid);
    expect(refused(body, signed(event, 'whsec_someone_else').header)).toThrow(WebhookSignatureInvalid);
    const tampered = Buffer.from(body.toString().replace('"payouts_enabled":true', '"payouts_enabled":false'));
    expect(refused(tampered, header)).toThrow(WebhookSignatureInvalid);
    expect(refused(body, 'not a signature')).toThrow(WebhookSignatureInvalid);
    expect(refused(body, header, new Date(NOW.getTime() + 6 * 60_000))).toThrow(WebhookSignatureInvalid);
    expect(() => webhooks.verifyEvent(body, header, new Date(NOW.getTime() + 4 * 60_000))).not.toThrow();
  });
});

describe('Stripe events in the port words', () => {
  const changeOf = (type: string, object: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const { body, header } = signed(stripeEvent(type, object, extra));
    return webhooks.verifyEvent(body, header, NOW).change;
  };

  it('reads account.updated as the account with its default payout bank', () => {
    expect(changeOf('account.updated', ACCOUNT)).toEqual({
      kind: 'account_updated',
      account: {
        id: 'acct_riverside',
        accountType: 'express',
        payoutsEnabled: true,
        chargesEnabled: true,
        detailsSubmitted: true,
        bankAccount: {
          id: 'ba_new',
          bankName: 'STRIPE TEST BANK',
          last4: '6789',
          accountHolderName: 'Riverside Dental LLC',
          status: 'verified',
        },
      },
    });
  });

  it('reads a detached payment method by its id', () => {
    expect(changeOf('payment_method.detached', { id: 'pm_1', object: 'payment_method', customer: null })).toEqual({
      kind: 'payment_method_detached',
      paymentMethodId: 'pm_1',
    });
  });

  it("reads customer.updated as a default change only when the customer's invoice settings changed", () => {
    const customer = { id: 'cus_1', object: 'customer', invoice_settings: { default_payment_method: 'pm_2' } };
    expect(
      changeOf('customer.updated', customer, {
        data: { object: customer, previous_attributes: { invoice_settings: { default_payment_method: 'pm_1' } } },
      }),
    ).toEqual({ kind: 'customer_default_changed', customerId: 'cus_1', defaultPaymentMethodId: 'pm_2' });
    expect(
      changeOf('customer.updated', customer, {
        data: { object: customer, previous_attributes: { email: 'old@example.test' } },
      }),
    ).toEqual({ kind: 'other' });
  });

  it('reads a SetupIntent that succeeded or failed as the bank method verified or not', () => {
    expect(
      changeOf('setup_intent.succeeded', {
        id: 'seti_1',
        object: 'setup_intent',
        customer: 'cus_1',
        payment_method: 'pm_b',
      }),
    ).toEqual({ kind: 'payment_method_verified', customerId: 'cus_1', paymentMethodId: 'pm_b' });
    expect(
      changeOf('setup_intent.setup_failed', {
        id: 'seti_1',
        object: 'setup_intent',
        customer: 'cus_1',
        payment_method: null,
        last_setup_error: {
          code: 'payment_method_microdeposit_verification_attempts_exceeded',
          payment_method: { id: 'pm_b' },
        },
      }),
    ).toEqual({ kind: 'payment_method_verification_failed', customerId: 'cus_1', paymentMethodId: 'pm_b' });
  });

  it('reads every other event type as something only to record', () => {
    expect(changeOf('charge.succeeded', { id: 'ch_1', object: 'charge' })).toEqual({ kind: 'other' });
    expect(changeOf('a.type.stripe.invents.later', { id: 'x_1', object: 'x' })).toEqual({ kind: 'other' });
  });
});
