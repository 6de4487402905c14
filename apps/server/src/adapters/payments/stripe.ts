import Stripe from 'stripe';
import { type DeclineCode, PaymentDeclined, type PaymentGateway, type PaymentMethodSummary } from './payment-gateway';
import { DECLINE_MESSAGES } from './simulated-rules';
import { stripeCharges } from './stripe-charges';
import { asDecline, unavailable } from './stripe-errors';
import { stripeWebhooks } from './stripe-events';
import { connectedAccount } from './stripe-objects';
import { stripePayouts } from './stripe-payouts';
import { stripeTransfers } from './stripe-transfers';

/** The Stripe API version the request shaping is written and tested against. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

function methodSummary(pm: Stripe.PaymentMethod, verifyUrl: string | null): PaymentMethodSummary {
  if (pm.card) {
    return {
      id: pm.id,
      kind: 'card',
      brand: pm.card.brand,
      last4: pm.card.last4,
      expMonth: pm.card.exp_month,
      expYear: pm.card.exp_year,
      verifyUrl: null,
    };
  }
  return {
    id: pm.id,
    kind: 'us_bank_account',
    brand: pm.us_bank_account?.bank_name ?? 'Bank account',
    last4: pm.us_bank_account?.last4 ?? '',
    expMonth: null,
    expYear: null,
    verifyUrl,
  };
}

/** Stripe's page where the payer confirms the two small deposits, when the SetupIntent waits for them. */
function microdepositPage(intent: Stripe.SetupIntent): string | null {
  const next = intent.next_action;
  return next?.type === 'verify_with_microdeposits'
    ? (next.verify_with_microdeposits?.hosted_verification_url ?? null)
    : null;
}

/** Every call of the gateway: Stripe out of reach or failing on its side becomes the port's ProcessorUnavailable. */
function guarded(gateway: PaymentGateway): PaymentGateway {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(gateway)) {
    wrapped[name] =
      typeof value === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await (value as (...a: unknown[]) => Promise<unknown>)(...args);
            } catch (err) {
              unavailable(err);
              throw err;
            }
          }
        : value;
  }
  return wrapped as PaymentGateway;
}

export type StripeGatewayOptions = {
  /** For tests: a fake HTTP client, so no test touches the network. */
  httpClient?: Stripe.HttpClient;
  /**
   * The signing secrets of the webhook endpoints posting to us (whsec_...): one for the platform's own events, one
   * for its connected accounts' (Connect) events, when both post to the same address. None: no webhook endpoint.
   */
  webhookSecrets?: readonly string[];
};

/**
 * The Stripe adapter (STRIPE_SECRET_KEY set): Connect accounts with hosted onboarding (Account Links) for
 * the payout bank account, the Express dashboard as the account view, customers, payment methods saved
 * off-session through SetupIntents, destination charges with an application fee (stripe-charges.ts), and signed
 * webhooks read into the port's events.
 */
export function stripeGateway(secretKey: string, opts: StripeGatewayOptions = {}): PaymentGateway {
  const stripe = new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
    maxNetworkRetries: 2,
    ...(opts.httpClient ? { httpClient: opts.httpClient } : {}),
  });
  const secrets = opts.webhookSecrets ?? [];

  return guarded({
    name: 'stripe',
    webhooks: secrets.length > 0 ? stripeWebhooks(stripe, secrets) : null,
    ...stripeCharges(stripe),
    ...stripePayouts(stripe),
    ...stripeTransfers(stripe),

    async createConnectedAccount(input) {
      const account = await stripe.accounts.create({
        type: input.accountType,
        country: 'US',
        email: input.email,
        business_type: 'company',
        business_profile: { name: input.businessName },
        metadata: input.metadata,
        ...(input.accountType === 'express'
          ? { capabilities: { card_payments: { requested: true }, transfers: { requested: true } } }
          : {}),
      });
      return connectedAccount(account);
    },

    async retrieveConnectedAccount(accountId) {
      try {
        return connectedAccount(await stripe.accounts.retrieve(accountId));
      } catch (err) {
        // An account Stripe does not know, or one of another platform (the old platform's): not ours to read.
        if (err instanceof Stripe.errors.StripePermissionError) throw new PaymentDeclined('invalid_token', err.message);
        asDecline(err);
      }
    },

    async createBankLinkToken(input) {
      if (!input.accountId) throw new Error('Stripe onboarding needs the connected account first');
      const link = await stripe.accountLinks.create({
        account: input.accountId,
        type: 'account_onboarding',
        return_url: input.returnUrl,
        refresh_url: input.refreshUrl,
      });
      return { linkToken: link.url, expiresAt: new Date(link.expires_at * 1000), onboardingUrl: link.url };
    },

    async attachPayoutBankAccount(accountId, publicToken) {
      try {
        // A bank account token (btok_...) from Stripe.js: the numbers went to Stripe, not to us.
        await stripe.accounts.createExternalAccount(accountId, {
          external_account: publicToken,
          default_for_currency: true,
        });
      } catch (err) {
        asDecline(err);
      }
      return connectedAccount(await stripe.accounts.retrieve(accountId));
    },

    async accountViewUrl(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      if (account.type === 'standard') return 'https://dashboard.stripe.com/';
      return (await stripe.accounts.createLoginLink(accountId)).url;
    },

    async deleteConnectedAccount(accountId) {
      await stripe.accounts.del(accountId);
    },

    async createCustomer(input) {
      const customer = await stripe.customers.create({
        email: input.email,
        name: input.name,
        metadata: input.metadata,
      });
      return { id: customer.id };
    },

    async attachPaymentMethod(customerId, paymentMethodId, consent) {
      let pm: Stripe.PaymentMethod;
      let intent: Stripe.SetupIntent;
      try {
        pm = await stripe.paymentMethods.retrieve(paymentMethodId);
        // Confirming a SetupIntent checks the method with the bank and saves it for charges made off-session.
        intent = await stripe.setupIntents.create(
          pm.type === 'us_bank_account'
            ? {
                customer: customerId,
                payment_method: paymentMethodId,
                allowed_payment_method_types: ['us_bank_account'],
                confirm: true,
                usage: 'off_session',
                // A bank debit needs the payer's mandate: who agreed, from where.
                mandate_data: {
                  customer_acceptance: {
                    type: 'online',
                    online: { ip_address: consent.ip, user_agent: consent.userAgent ?? 'unknown' },
                  },
                },
              }
            : {
                customer: customerId,
                payment_method: paymentMethodId,
                confirm: true,
                usage: 'off_session',
                automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
              },
        );
      } catch (err) {
        asDecline(err);
      }
      const verifyUrl = microdepositPage(intent);
      if (intent.status !== 'succeeded' && intent.status !== 'processing' && !verifyUrl) {
        const code: DeclineCode = pm.type === 'us_bank_account' ? 'bank_account_declined' : 'card_declined';
        throw new PaymentDeclined(code, DECLINE_MESSAGES[code]);
      }
      return methodSummary(pm, verifyUrl);
    },

    async detachPaymentMethod(_customerId, paymentMethodId) {
      await stripe.paymentMethods.detach(paymentMethodId);
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
    },
  });
}
