import { loadStripe, type PaymentMethodCreateParams, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import type { BankInput } from './sim-processor';
import { ProcessorError } from './sim-processor';
import { STRIPE_UNAVAILABLE } from './stripe-text';

export { STRIPE_UNAVAILABLE };

/*
 * Stripe.js, loaded only when Stripe is the processor and a card or bank form opens: this module is reached by a
 * dynamic import, so the simulated default and the sign-in pages never carry it. Card and bank numbers go from
 * the browser to Stripe; the API receives only the PaymentMethod's id.
 */

const loaded = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per publishable key (Stripe asks for one); a failed load may be tried again. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let pending = loaded.get(publishableKey);
  if (!pending) {
    pending = loadStripe(publishableKey).catch((err: unknown) => {
      loaded.delete(publishableKey);
      throw err;
    });
    loaded.set(publishableKey, pending);
  }
  return pending;
}

/** What Stripe needs to create a bank account PaymentMethod from the numbers typed into our form. */
export function usBankAccountParams(
  bank: BankInput,
  email: string | null,
): {
  type: 'us_bank_account';
  us_bank_account: { routing_number: string; account_number: string; account_holder_type: 'company' };
  billing_details: PaymentMethodCreateParams.BillingDetails;
} {
  return {
    type: 'us_bank_account',
    // The practice pays the platform from its business account.
    us_bank_account: {
      routing_number: bank.routingNumber,
      account_number: bank.accountNumber,
      account_holder_type: 'company',
    },
    billing_details: { name: bank.accountHolderName, ...(email ? { email } : {}) },
  };
}

/** Creates the bank account PaymentMethod at Stripe; answers its id, or throws Stripe's message for the person. */
export async function createBankPaymentMethod(
  publishableKey: string,
  bank: BankInput,
  email: string | null,
): Promise<string> {
  const stripe = await stripeFor(publishableKey).catch(() => null);
  if (!stripe) throw new ProcessorError(STRIPE_UNAVAILABLE);
  const { paymentMethod, error } = await stripe.createPaymentMethod(usBankAccountParams(bank, email));
  if (error || !paymentMethod) throw new ProcessorError(error?.message ?? STRIPE_UNAVAILABLE, error?.param);
  return paymentMethod.id;
}

/** Stripe.js for a publishable key, as a component needs it: null while it loads, 'failed' when it cannot. */
export function useStripeFor(publishableKey: string): Stripe | null | 'failed' {
  const [stripe, setStripe] = useState<Stripe | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    stripeFor(publishableKey)
      .then((s) => live && setStripe(s ?? 'failed'))
      .catch(() => live && setStripe('failed'));
    return () => {
      live = false;
    };
  }, [publishableKey]);
  return stripe;
}
