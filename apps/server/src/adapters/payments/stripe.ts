import Stripe from 'stripe';
import {
  type ConnectedAccount,
  type DeclineCode,
  PaymentDeclined,
  type PaymentGateway,
  type PaymentMethodSummary,
} from './payment-gateway';
import { DECLINE_MESSAGES } from './simulated-rules';

/** The Stripe API version the request shaping is written and tested against. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** The processor's refusal as the port's, with Stripe's own message (already written for people). */
function asDecline(err: unknown): never {
  if (err instanceof Stripe.errors.StripeCardError) {
    const code: DeclineCode = err.decline_code === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined';
    throw new PaymentDeclined(code, err.message || DECLINE_MESSAGES[code]);
  }
  if (err instanceof Stripe.errors.StripeInvalidRequestError) {
    const bank = err.code?.startsWith('bank_account') || err.param === 'external_account';
    const code: DeclineCode = bank ? 'bank_account_declined' : 'invalid_token';
    throw new PaymentDeclined(code, err.message || DECLINE_MESSAGES[code]);
  }
  throw err;
}

function connectedAccount(a: Stripe.Account): ConnectedAccount {
  const bank = a.external_accounts?.data.find((x): x is Stripe.BankAccount => x.object === 'bank_account');
  return {
    id: a.id,
    accountType: a.type === 'standard' ? 'standard' : 'express',
    payoutsEnabled: a.payouts_enabled ?? false,
    chargesEnabled: a.charges_enabled ?? false,
    detailsSubmitted: a.details_submitted ?? false,
    bankAccount: bank
      ? {
          id: bank.id,
          bankName: bank.bank_name ?? '',
          last4: bank.last4,
          accountHolderName: bank.account_holder_name ?? '',
          status: bank.status,
        }
      : null,
  };
}

function methodSummary(pm: Stripe.PaymentMethod): PaymentMethodSummary {
  if (pm.card) {
    return {
      id: pm.id,
      kind: 'card',
      brand: pm.card.brand,
      last4: pm.card.last4,
      expMonth: pm.card.exp_month,
      expYear: pm.card.exp_year,
    };
  }
  return {
    id: pm.id,
    kind: 'us_bank_account',
    brand: pm.us_bank_account?.bank_name ?? 'Bank account',
    last4: pm.us_bank_account?.last4 ?? '',
    expMonth: null,
    expYear: null,
  };
}

/**
 * The Stripe adapter (STRIPE_SECRET_KEY set): Connect accounts with hosted onboarding (Account Links) for
 * the payout bank account, the Express dashboard as the account view, customers, and payment methods saved
 * off-session through SetupIntents. `httpClient` is for tests: they pass a fake, so no test touches the network.
 */
export function stripeGateway(secretKey: string, opts: { httpClient?: Stripe.HttpClient } = {}): PaymentGateway {
  const stripe = new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
    maxNetworkRetries: 2,
    ...(opts.httpClient ? { httpClient: opts.httpClient } : {}),
  });

  return {
    name: 'stripe',

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
      return connectedAccount(await stripe.accounts.retrieve(accountId));
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

    async attachPaymentMethod(customerId, paymentMethodId) {
      try {
        // Confirming a SetupIntent checks the card with the bank and saves it for charges made off-session.
        const intent = await stripe.setupIntents.create({
          customer: customerId,
          payment_method: paymentMethodId,
          confirm: true,
          usage: 'off_session',
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        });
        if (intent.status !== 'succeeded') {
          throw new PaymentDeclined('card_declined', DECLINE_MESSAGES.card_declined);
        }
      } catch (err) {
        if (err instanceof PaymentDeclined) throw err;
        asDecline(err);
      }
      return methodSummary(await stripe.paymentMethods.retrieve(paymentMethodId));
    },

    async detachPaymentMethod(_customerId, paymentMethodId) {
      await stripe.paymentMethods.detach(paymentMethodId);
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
    },
  };
}
