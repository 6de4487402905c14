import { Alert, Button, Card, Group, Loader, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BillingRunSummary } from '@mhq/contract';
import { formatUsDay } from '@mhq/domain';
import { IconAlertTriangle, IconClockPlus, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../app/api';
import { PageHeader } from '../../ui/PageHeader';
import { BillingSettingsCard } from './BillingSettingsCard';

const FIGURES: { key: keyof BillingRunSummary; label: string }[] = [
  { key: 'paid', label: 'Payments taken' },
  { key: 'refused', label: 'Payments declined' },
  { key: 'ended', label: 'Plans ended' },
  { key: 'reminded', label: 'Annual reminders' },
  { key: 'officePaid', label: 'Office-paid renewals' },
  { key: 'unanswered', label: 'Waiting for the processor' },
];

function Figure({ label, value, hint }: { label: string; value: number | string; hint?: string }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

function Outcome({ title, summary }: { title: string; summary: BillingRunSummary }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {FIGURES.map((f) => (
          <div key={f.key}>
            <Text size="xs" c="dimmed">
              {f.label}
            </Text>
            <Text fw={600}>{summary[f.key]}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}

/**
 * The billing run for the platform's admins: today's queue (renewals and retries due, late and delinquent plans), a
 * run now, and on the demo the clock moved forward a number of days with the run on each, like a processor's test
 * clock.
 */
export function BillingRunPage() {
  const client = useQueryClient();
  const [days, setDays] = useState<number | string>(1);
  const [last, setLast] = useState<{ title: string; summary: BillingRunSummary } | null>(null);
  const status = useQuery({
    queryKey: ['admin', 'billing'],
    queryFn: ({ signal }) => call('billingStatus', { signal }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'billing'] });
  const run = useMutation({
    mutationFn: () => call('runBilling', {}),
    onSuccess: (answer) => {
      setLast({ title: `Run of ${formatUsDay(answer.summary.day)}`, summary: answer.summary });
      void refresh();
    },
  });
  const move = useMutation({
    mutationFn: (n: number) => call('moveClock', { body: { days: n } }),
    onSuccess: (answer) => {
      setLast({ title: `Up to ${formatUsDay(answer.day)}`, summary: answer.totals });
      void refresh();
    },
  });
  const s = status.data;

  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Billing Run"
        subtitle="Renewals, retries of failed payments and plans that end: what is due today, and a run now."
        actions={
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={() => run.mutate()}
            loading={run.isPending}
            disabled={move.isPending}
          >
            Run billing now
          </Button>
        }
      />
      {status.isPending ? (
        <Loader role="status" aria-label="Loading the billing run" />
      ) : status.isError || !s ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title="The billing run's status could not be loaded"
        >
          Please try again in a moment.
        </Alert>
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Figure label="Today" value={formatUsDay(s.day)} hint={`Platform time ${new Date(s.now).toUTCString()}`} />
            <Figure label="Renewals due" value={s.due.renewals} hint="Plans whose next period starts by today" />
            <Figure
              label="Retries due"
              value={s.due.retries}
              hint={`Retried ${s.retryDays.join(', ')} days after a failure`}
            />
            <Figure
              label="Late / delinquent"
              value={`${s.pastDue} / ${s.delinquent}`}
              hint={`${s.openAttempts} payments in flight`}
            />
          </SimpleGrid>
          {last ? <Outcome title={last.title} summary={last.summary} /> : null}
          <BillingSettingsCard key={JSON.stringify(s.settings)} settings={s.settings} />
          {s.canMoveClock ? (
            <Card withBorder padding="lg" radius="md">
              <Title order={2} size="h4" mb={4}>
                Move the demo&apos;s clock
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                Days pass as they would: the billing run runs on each, renewing, retrying and ending plans. Time only
                moves forward. Everyone&apos;s session ends with the time it was opened for, yours included: you will
                sign in again afterwards.
              </Text>
              <Group align="end" wrap="wrap">
                <NumberInput
                  label="Days forward"
                  min={1}
                  max={60}
                  value={days}
                  onChange={setDays}
                  w={160}
                  allowDecimal={false}
                />
                <Button
                  variant="light"
                  leftSection={<IconClockPlus size={16} aria-hidden />}
                  onClick={() => move.mutate(Number(days))}
                  loading={move.isPending}
                  disabled={run.isPending || !Number.isInteger(Number(days)) || Number(days) < 1}
                >
                  Move forward
                </Button>
              </Group>
            </Card>
          ) : (
            <Alert color="gray" title="This installation runs on real time">
              It takes real payments, so its clock cannot be moved.
            </Alert>
          )}
        </Stack>
      )}
    </>
  );
}
