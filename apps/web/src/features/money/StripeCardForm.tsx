import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { userMessageOf } from '../../app/api';
import { moneyText as t } from './money-texts';
import { STRIPE_UNAVAILABLE, stripeFor } from './stripe-browser';
import type { useTierMutations } from './use-money';

type Props = { publishableKey: string; onDone: () => void; add: ReturnType<typeof useTierMutations>['add'] };

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

  if (stripe === 'failed') return <Alert color="red">{STRIPE_UNAVAILABLE}</Alert>;
  if (!stripe) return <Loader size="sm" aria-label={t.loading} />;
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
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setFailure(null);
    setBusy(true);
    try {
      // Stripe checks the fields and shows its own messages beside them.
      const { error: fieldsError } = await elements.submit();
      if (fieldsError) return;
      const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
      if (error || !paymentMethod) {
        setFailure(error?.message ?? STRIPE_UNAVAILABLE);
        return;
      }
      await add.mutateAsync(async () => paymentMethod.id);
      onDone();
    } catch (err) {
      setFailure(userMessageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          <IconLock size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
          {t.stripeCardLead}
        </Text>
        {failure && (
          <Alert color="red" role="alert" title={t.cardNotAdded}>
            {failure}
          </Alert>
        )}
        {!ready && <Loader size="sm" aria-label={t.loading} />}
        <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} type="button">
            {t.cancel}
          </Button>
          <Button type="submit" loading={busy} disabled={!ready}>
            {t.cardSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
