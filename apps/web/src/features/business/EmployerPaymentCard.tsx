import { Alert, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatMoney } from '@mhq/domain';
import { useState } from 'react';
import { userMessageOf } from '../../app/api';
import { AddCardModal } from '../money/AddCardModal';
import { useBusinessPayment } from './use-business-payment';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

/**
 * /business/settings: whether the employer pays for the employees who enrol through its link, on its card. Paying
 * needs a card; stopping asks first, since each household is told to pay for itself from its next payment.
 */
export function EmployerPaymentCard() {
  const { query, saveCard, removeCard, setPays } = useBusinessPayment();
  const [adding, setAdding] = useState(false);
  const p = query.data;
  const failed = [saveCard, removeCard, setPays].find((m) => m.isError);

  const stopPaying = () =>
    modals.openConfirmModal({
      title: 'Stop paying for your employees?',
      centered: true,
      children: (
        <Text size="sm">
          You pay for {p?.paidHouseholds ?? 0} {p?.paidHouseholds === 1 ? 'household' : 'households'} now. Each will be
          told by email that, from its next payment, it pays with a card of its own. Their memberships stay active.
        </Text>
      ),
      labels: { confirm: 'Stop paying', cancel: 'Keep paying' },
      confirmProps: { color: 'red.9' },
      onConfirm: () => setPays.mutate(false),
    });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="biz-pay">
      <Title order={2} size="h4" id="biz-pay" mb={4}>
        Pay for your employees
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        When you pay, your employees who enrol through your link are not asked for a card: their membership is charged
        to yours, every month or year, until you stop.
      </Text>
      {query.isError && <Alert color="red">Your payment settings could not be loaded.</Alert>}
      {failed && (
        <Alert color="red" role="alert" mb="sm">
          {userMessageOf(failed.error)}
        </Alert>
      )}
      {p && (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <div>
              <Text size="sm" fw={600}>
                Card on file
              </Text>
              <Text size="sm" data-testid="employer-card">
                {p.card
                  ? `${p.card.brand.toUpperCase()} ending in ${p.card.last4}${p.card.expMonth ? `, expires ${p.card.expMonth}/${p.card.expYear}` : ''}`
                  : 'No card yet'}
              </Text>
            </div>
            <Group gap="xs">
              <Button variant="light" onClick={() => setAdding(true)}>
                {p.card ? 'Replace card' : 'Add a card'}
              </Button>
              {p.card && !p.paysForEmployees && (
                <Button
                  variant="subtle"
                  color="red.9"
                  loading={removeCard.isPending}
                  onClick={() => removeCard.mutate()}
                >
                  Remove card
                </Button>
              )}
            </Group>
          </Group>
          <Switch
            size="md"
            checked={p.paysForEmployees}
            disabled={setPays.isPending || (!p.card && !p.paysForEmployees)}
            label="Pay for the employees who enrol through our link"
            description={p.card ? undefined : 'Add a card first.'}
            onChange={(e) => (e.currentTarget.checked ? setPays.mutate(true) : stopPaying())}
          />
          <Group gap="xl" wrap="wrap">
            <Figure label="Households you pay for" value={String(p.paidHouseholds)} />
            <Figure label="Their plans each month" value={money(p.monthlyCents)} />
            <Figure label="Charged to your card, last 30 days" value={money(p.last30DaysCents)} />
          </Group>
        </Stack>
      )}
      {p && (
        <AddCardModal
          opened={adding}
          onClose={() => setAdding(false)}
          add={saveCard}
          billing={p}
          title={p.card ? 'Replace your card' : 'Add a card'}
        />
      )}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value}
      </Text>
    </div>
  );
}
