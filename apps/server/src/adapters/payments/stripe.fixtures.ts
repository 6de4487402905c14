import type Stripe from 'stripe';
import { type StripeGatewayOptions, stripeGateway } from './stripe';

// For tests only: the Stripe adapter with the SDK's HTTP client replaced, so nothing touches the network.

export type SentToStripe = { method: string; path: string; form: URLSearchParams; headers: Record<string, unknown> };
export type StripeAnswer = { status?: number; body: unknown; headers?: Record<string, string> };

/** A fake HTTP client for the Stripe SDK: records every request and answers from `answer` (at once, or later). */
export function fakeStripe(
  answer: (method: string, path: string, form: URLSearchParams) => StripeAnswer | Promise<StripeAnswer>,
  opts: Omit<StripeGatewayOptions, 'httpClient'> = {},
) {
  const sent: SentToStripe[] = [];
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
      const form = new URLSearchParams(requestData ?? '');
      sent.push({ method, path, form, headers });
      const a = await answer(method, path.split('?')[0] ?? path, form);
      return {
        getStatusCode: () => a.status ?? 200,
        getHeaders: () => ({ 'request-id': 'req_fake', ...a.headers }),
        getRawResponse: () => ({}),
        toStream: () => {
          throw new Error('not streamed');
        },
        toJSON: async () => structuredClone(a.body),
      };
    },
  };
  const gateway = stripeGateway('sk_test_fake', { ...opts, httpClient: httpClient as unknown as Stripe.HttpClient });
  return { gateway, sent };
}

/** A connected account as Stripe describes it, with its payout bank when given. */
export function stripeAccount(id: string, state: { payouts: boolean; details: boolean; bankLast4?: string }) {
  return {
    id,
    object: 'account',
    type: 'express',
    payouts_enabled: state.payouts,
    charges_enabled: state.payouts,
    details_submitted: state.details,
    external_accounts: {
      object: 'list',
      data: state.bankLast4
        ? [
            {
              id: `ba_${state.bankLast4}`,
              object: 'bank_account',
              bank_name: 'STRIPE TEST BANK',
              last4: state.bankLast4,
              account_holder_name: 'Riverside Dental LLC',
              status: 'verified',
              default_for_currency: true,
            },
          ]
        : [],
    },
  };
}
