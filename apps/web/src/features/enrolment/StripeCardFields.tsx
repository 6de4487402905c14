import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { useEffect } from 'react';
import type { BankInput } from '../money/sim-processor';
import { ProcessorError } from '../money/sim-processor';
import { STRIPE_UNAVAILABLE, stripeFor, useStripeFor } from '../money/stripe-browser';
import type { Lang } from './enrolment-texts';
import { Notice } from './fields';
import type { Tokenizer } from './PaymentFields';

/*
 * Stripe's own card field, for offices whose processor is Stripe: this module is reached by a dynamic import only
 * then, so the simulated default and every other patient never load Stripe.js. The number goes from the browser to
 * Stripe; the enrolment call receives the PaymentMethod's id as its token.
 */

const optionsFor = (lang: Lang): StripeElementsOptions => ({
  mode: 'setup',
  currency: 'usd',
  locale: lang,
  paymentMethodCreation: 'manual',
  allowedPaymentMethodTypes: ['card'],
  appearance: { theme: 'stripe', variables: { fontFamily: 'inherit', borderRadius: '8px', colorDanger: '#b42318' } },
});

type Props = { publishableKey: string; lang: Lang; active: boolean; onTokenizer: (tokenizer: Tokenizer) => void };

export function StripeCardFields({ publishableKey, lang, active, onTokenizer }: Props) {
  const stripe = useStripeFor(publishableKey);
  if (stripe === 'failed') return <Notice kind="error">{STRIPE_UNAVAILABLE}</Notice>;
  if (!stripe) return <span className="enrol-spinner" role="status" aria-label="…" />;
  return (
    <div hidden={!active}>
      <Elements stripe={stripe} options={optionsFor(lang)}>
        <CardElement active={active} onTokenizer={onTokenizer} />
      </Elements>
    </div>
  );
}

function CardElement({ active, onTokenizer }: Pick<Props, 'active' | 'onTokenizer'>) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!active || !stripe || !elements) return;
    onTokenizer(async () => {
      // Stripe checks its fields and shows its own messages beside them.
      const { error: fieldsError } = await elements.submit();
      if (fieldsError) return null;
      const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
      if (error || !paymentMethod) throw new ProcessorError(error?.message ?? STRIPE_UNAVAILABLE);
      return paymentMethod.id;
    });
  }, [active, stripe, elements, onTokenizer]);
  return <PaymentElement options={{ layout: 'tabs' }} />;
}

/** A patient's bank account as a Stripe PaymentMethod (an individual's account, unlike the practice's own). */
export async function stripeBankPaymentMethod(publishableKey: string, bank: BankInput, email: string): Promise<string> {
  const stripe = await stripeFor(publishableKey).catch(() => null);
  if (!stripe) throw new ProcessorError(STRIPE_UNAVAILABLE);
  const { paymentMethod, error } = await stripe.createPaymentMethod({
    type: 'us_bank_account',
    us_bank_account: {
      routing_number: bank.routingNumber,
      account_number: bank.accountNumber,
      account_holder_type: 'individual',
    },
    billing_details: { name: bank.accountHolderName, email },
  });
  if (error || !paymentMethod) throw new ProcessorError(error?.message ?? STRIPE_UNAVAILABLE, error?.param);
  return paymentMethod.id;
}
