import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { PastDueResponse, PaymentSourceResponse } from '@mhq/contract';
import { cardBrandName, formatMoney } from '@mhq/domain';
import { useState } from 'react';
import { usePortalTexts } from '../portal/portal-language';
import { PaymentMethodForm } from './PaymentMethodForm';
import { PATIENTS_TEXTS, type PatientsTexts } from './patients-texts';

type Method = NonNullable<PastDueResponse['paymentMethod']>;

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

const methodName = (t: PatientsTexts, m: Method) => {
  if (m.kind !== 'card') return t.bankEnding(m.last4);
  const expiry = m.expMonth && m.expYear ? t.expires(`${String(m.expMonth).padStart(2, '0')}/${m.expYear}`) : '';
  return `${t.cardEnding(cardBrandName(m.brand), m.last4)}${expiry}`;
};

/** The method as a line of its own: capitalized ('Visa card...', 'Tarjeta Visa...'). */
const methodLine = (t: PatientsTexts, m: Method) => {
  const words = methodName(t, m);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What saving the new method came to, in plain words: kept, and the debt paid (active again) or refused and why. */
function outcomeOf(t: PatientsTexts, saved: PaymentSourceResponse): { ok: boolean; title: string; text: string } {
  const method = methodName(t, saved.paymentMethod);
  const tried = saved.lateRetry;
  if (!tried) return { ok: true, title: t.savedTitle, text: t.savedText(method) };
  if (tried.paid) {
    return { ok: true, title: t.paidTitle, text: t.paidText(method, money(tried.amountCents), tried.reinstated) };
  }
  return {
    ok: false,
    title: t.refusedTitle(money(tried.amountCents)),
    text: t.refusedText(method, tried.failureMessage),
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
  const t = usePortalTexts(PATIENTS_TEXTS);
  const owing = owed.lateCents + owed.delinquentCents > 0;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<PaymentSourceResponse | null>(null);
  const [saves, setSaves] = useState(0);
  const outcome = saved ? outcomeOf(t, saved) : null;
  // Shown while owing (unless just paid), or when asked for.
  const open = editing || (owing && !outcome?.ok);

  return (
    <Stack gap="xs" component="section" aria-labelledby="patient-method-title">
      <Text id="patient-method-title" fw={700} size="sm">
        {t.methodTitle}
      </Text>
      <Text size="sm">{owed.paymentMethod ? methodLine(t, owed.paymentMethod) : t.noMethod}</Text>
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
            {owed.paymentMethod ? t.change : t.add}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
