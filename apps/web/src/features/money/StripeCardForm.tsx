import { Alert, Loader } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { useState } from 'react';
import type { CardAdder } from './AddCardModal';
import { moneyText as t } from './money-texts';
import { ProcessorForm } from './ProcessorForm';
import { ProcessorError } from './sim-processor';
import { STRIPE_UNAVAILABLE, useStripeFor } from './stripe-browser';

type Props = { publishableKey: string; onDone: () => void; add: CardAdder };

/**
 * A card for the platform plan in Stripe's Payment Element: the number never touches this page's code. It makes a
 * PaymentMethod in the browser; the API confirms it for later charges with a SetupIntent.
 */
const OPTIONS: StripeElementsOptions = {
  mode: 'setup',
  currency: 'usd',
  paymentMethodCreation: 'manual',
  allowedPaymentMethodTypes: ['card'],
  appearance: {
    theme: 'stripe',
    variables: { fontFamily: 'inherit', borderRadius: '8px', colorDanger: '#b42318' },
  },
};

export function StripeCardForm({ publishableKey, onDone, add }: Props) {
  const stripe = useStripeFor(publishableKey);

  if (stripe === 'failed') return <Alert color="red">{STRIPE_UNAVAILABLE}</Alert>;
  if (!stripe) return <Loader role="status" size="sm" aria-label={t.loading} />;
  return (
    <Elements stripe={stripe} options={OPTIONS}>
      <CardForm onDone={onDone} add={add} />
    </Elements>
  );
}

function CardForm({ onDone, add }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <ProcessorForm
      lead={t.stripeCardLead}
      failureTitle={t.cardNotAdded}
      submitLabel={t.cardSave}
      pending={busy}
      submitDisabled={!ready}
      onCancel={onDone}
      onSubmit={async () => {
        if (!stripe || !elements) return;
        setBusy(true);
        try {
          // Stripe checks the fields and shows its own messages beside them.
          const { error: fieldsError } = await elements.submit();
          if (fieldsError) return;
          const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
          if (error || !paymentMethod) throw new ProcessorError(error?.message ?? STRIPE_UNAVAILABLE);
          await add.mutateAsync(async () => paymentMethod.id);
          onDone();
        } finally {
          setBusy(false);
        }
      }}
    >
      {!ready && <Loader role="status" size="sm" aria-label={t.loading} />}
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
    </ProcessorForm>
  );
}
