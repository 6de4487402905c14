import { Alert, Loader, Modal, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { TierBilling } from '@mhq/contract';
import { cardProblems, parseExpiry } from '@mhq/domain';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { moneyText as t } from './money-texts';
import { ProcessorForm } from './ProcessorForm';
import { tokenizeCard } from './sim-processor';

/** What saves a card once tokenized: a practice's tier method, or an employer's card (any mutation of this shape). */
export type CardAdder = { isPending: boolean; mutateAsync: (tokenize: () => Promise<string>) => Promise<unknown> };

export type AddMethodProps = {
  opened: boolean;
  onClose: () => void;
  add: CardAdder;
  billing: Pick<TierBilling, 'processor' | 'publishableKey'>;
  /** The modal's title (the tier's words by default). */
  title?: string;
};

// Stripe Elements only when Stripe is the processor: a chunk of its own, loaded when this modal first opens.
const StripeCardForm = lazy(() => import('./StripeCardForm').then((m) => ({ default: m.StripeCardForm })));

/** Stripe.js is someone else's script: if it or its chunk fails, the modal says so and the page stays. */
class StripeBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <Alert color="red">{t.stripeUnavailable}</Alert> : this.props.children;
  }
}

/**
 * Adds a card: with the simulated processor, checked here and tokenized at its endpoint; with Stripe, entered in
 * Stripe's own fields. Either way only the token (a PaymentMethod id at Stripe) is sent to the API.
 */
export function AddCardModal({ opened, onClose, add, billing, title }: AddMethodProps) {
  const stripeKey = billing.processor === 'stripe' ? billing.publishableKey : null;
  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t.cardTitle} size="md">
      {opened && billing.processor === 'simulated' && <AddCardForm onDone={onClose} add={add} />}
      {opened && stripeKey && (
        <StripeBoundary>
          <Suspense fallback={<Loader role="status" size="sm" aria-label={t.loading} />}>
            <StripeCardForm publishableKey={stripeKey} onDone={onClose} add={add} />
          </Suspense>
        </StripeBoundary>
      )}
      {opened && billing.processor === 'stripe' && !stripeKey && <Alert color="red">{t.stripeNotConfigured}</Alert>}
    </Modal>
  );
}

function AddCardForm({ onDone, add }: { onDone: () => void; add: AddMethodProps['add'] }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<{ number?: string; exp?: string; cvc?: string }>({});
  return (
    <ProcessorForm
      lead={t.cardLead}
      failureTitle={t.cardNotAdded}
      submitLabel={t.cardSave}
      pending={add.isPending}
      onCancel={onDone}
      onSubmit={async () => {
        const { month, year } = parseExpiry(expiry);
        const card = { number: number.trim(), expMonth: month, expYear: year, cvc: cvc.trim() };
        const problems = cardProblems(card, new Date());
        setErrors(problems ?? {});
        if (problems) return;
        await add.mutateAsync(() => tokenizeCard(card));
        onDone();
      }}
    >
      <TextInput
        label={t.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        value={number}
        error={errors.number}
        onChange={(e) => setNumber(e.currentTarget.value)}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label={t.cardExpiry}
          placeholder="MM/YY"
          autoComplete="cc-exp"
          required
          value={expiry}
          error={errors.exp}
          onChange={(e) => setExpiry(e.currentTarget.value)}
        />
        <TextInput
          label={t.cardCvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          value={cvc}
          error={errors.cvc}
          onChange={(e) => setCvc(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Text size="xs" c="gray.7">
        {t.cardHint}
      </Text>
    </ProcessorForm>
  );
}
