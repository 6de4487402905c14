import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { PastDueResponse, PaymentSourceResponse } from '@mhq/contract';
import { cardBrandName, formatMoney } from '@mhq/domain';
import { useState } from 'react';
import { PaymentMethodForm } from './PaymentMethodForm';

type Method = NonNullable<PastDueResponse['paymentMethod']>;

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

const methodName = (m: Method) => {
  if (m.kind !== 'card') return `Bank account ending in ${m.last4}`;
  const expiry = m.expMonth && m.expYear ? `, expires ${String(m.expMonth).padStart(2, '0')}/${m.expYear}` : '';
  return `${cardBrandName(m.brand)} card ending in ${m.last4}${expiry}`;
};

/** What saving the new method came to, in plain words: kept, and the debt paid (active again) or refused and why. */
function outcomeOf(saved: PaymentSourceResponse): { ok: boolean; title: string; text: string } {
  const method = methodName(saved.paymentMethod);
  const tried = saved.lateRetry;
  if (!tried)
    return { ok: true, title: 'Payment method saved', text: `Your next payments are made with your ${method}.` };
  if (tried.paid) {
    return {
      ok: true,
      title: 'Paid: your membership is active again',
      text: `Your ${method} was charged ${money(tried.amountCents)}${tried.reinstated ? ', and your membership starts again today' : ''}. We emailed you a receipt.`,
    };
  }
  return {
    ok: false,
    title: `The payment of ${money(tried.amountCents)} was refused`,
    text: `Your ${method} is on file, but its bank refused the payment${tried.failureMessage ? `: ${tried.failureMessage}` : '.'} Please try another card or bank account, or call your practice.`,
  };
}

/**
 * The card or bank account the household pays with, and the way to put a new one there at any time. While a payment
 * is owed the form is open at once: the new method pays it on saving.
 */
export function PaymentMethodOnFile({
  userId,
  office,
  owed,
  payer,
  onSaved,
}: {
  userId: number;
  office: { id: number; officeName: string; email: string | null };
  owed: PastDueResponse;
  payer: { name: string; email: string };
  onSaved: () => void;
}) {
  const owing = owed.lateCents + owed.delinquentCents > 0;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<PaymentSourceResponse | null>(null);
  const [saves, setSaves] = useState(0);
  const outcome = saved ? outcomeOf(saved) : null;
  // Shown while owing (unless just paid), or when asked for.
  const open = editing || (owing && !outcome?.ok);

  return (
    <Stack gap="xs" component="section" aria-labelledby="patient-method-title">
      <Text id="patient-method-title" fw={700} size="sm">
        Payment method
      </Text>
      <Text size="sm">{owed.paymentMethod ? methodName(owed.paymentMethod) : 'No card or bank account on file.'}</Text>
      {outcome && (
        <Alert
          color={outcome.ok ? 'green' : 'red'}
          variant="light"
          title={outcome.title}
          role={outcome.ok ? 'status' : 'alert'}
          styles={{ title: { color: outcome.ok ? '#14532d' : '#7f1d1d' } }}
        >
          <Text size="sm">{outcome.text}</Text>
        </Alert>
      )}
      {open ? (
        <PaymentMethodForm
          // A fresh form after each save: a refused payment is tried with other numbers.
          key={saves}
          userId={userId}
          office={office}
          owed={owed}
          payer={payer}
          onSaved={(next) => {
            setSaved(next);
            setSaves((n) => n + 1);
            setEditing(false);
            onSaved();
          }}
          {...(owing ? {} : { onCancel: () => setEditing(false) })}
        />
      ) : (
        <Group>
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            {owed.paymentMethod ? 'Change card or bank account' : 'Add a card or bank account'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
