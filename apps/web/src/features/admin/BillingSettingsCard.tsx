import { Alert, Button, Card, Group, NativeSelect, NumberInput, Text, TextInput, Title } from '@mantine/core';
import type { BillingSettings } from '@mhq/contract';
import { dollarsToCents, WEEKDAY_NAMES } from '@mhq/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, userMessageOf } from '../../app/api';

/** '3, 7, 14' as days; null when a part is not a whole number. */
function daysOf(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const days = parts.map(Number);
  return parts.length > 0 && days.every(Number.isInteger) ? days : null;
}

/**
 * The platform's billing settings for its admins: the fee per member and month (the feePerMember setting), the
 * one-time setup fee's percent, the days failed payments are tried again, the payout day and settling days, and how
 * long a plan paid in the office may stay unpaid before it is Late, then Delinquent (cash lateness). They
 * apply from the next payment on; the server checks them and says what is wrong.
 */
export function BillingSettingsCard({ settings }: { settings: BillingSettings }) {
  const client = useQueryClient();
  const [fee, setFee] = useState<number | string>(settings.perMemberMonthCents / 100);
  const [setup, setSetup] = useState<number | string>(settings.setupFeePercent);
  const [retries, setRetries] = useState(settings.retryDays.join(', '));
  const [weekday, setWeekday] = useState(String(settings.payoutWeekday));
  const [settle, setSettle] = useState<number | string>(settings.payoutDelayDays);
  const [grace, setGrace] = useState<number | string>(settings.cashGraceDays);
  const [lateDays, setLateDays] = useState<number | string>(settings.cashDelinquentAfterDays);
  const days = daysOf(retries);
  const save = useMutation({
    mutationFn: () =>
      call('updateBillingSettings', {
        body: {
          perMemberMonthCents: dollarsToCents(fee === '' ? 0 : fee),
          setupFeePercent: Number(setup),
          retryDays: days ?? [],
          payoutWeekday: Number(weekday),
          payoutDelayDays: Number(settle === '' ? 0 : settle),
          cashGraceDays: Number(grace === '' ? 0 : grace),
          cashDelinquentAfterDays: Number(lateDays === '' ? 0 : lateDays),
        },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin', 'billing'] }),
  });
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h4" mb={4}>
        Billing settings
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        The platform&apos;s fees, how failed payments are retried and when practices are paid out. Changes apply from
        the next payment (and payout) on; what was charged stays as it was.
      </Text>
      <Group align="start" wrap="wrap">
        <NumberInput
          label="Platform fee per member and month"
          prefix="$"
          decimalScale={2}
          fixedDecimalScale
          min={0}
          max={100}
          value={fee}
          onChange={setFee}
          w={240}
        />
        <NumberInput
          label="Setup fee (percent of the annual commitment)"
          suffix="%"
          decimalScale={2}
          min={0}
          max={50}
          value={setup}
          onChange={setSetup}
          w={300}
        />
        <TextInput
          label="Retry failed payments after (days)"
          description="After the first failure, for example 3, 7, 14"
          value={retries}
          onChange={(e) => setRetries(e.currentTarget.value)}
          error={days === null ? 'Whole days, separated by commas.' : undefined}
          w={260}
        />
        <NativeSelect
          label="Pay practices out every"
          value={weekday}
          onChange={(e) => setWeekday(e.currentTarget.value)}
          data={WEEKDAY_NAMES.map((name, i) => ({ value: String(i), label: name }))}
          w={200}
        />
        <NumberInput
          label="Days money settles before it is paid out"
          description="A payout carries what was paid until this many days before it"
          min={0}
          max={7}
          allowDecimal={false}
          value={settle}
          onChange={setSettle}
          w={300}
        />
        <NumberInput
          label="Grace for payments in the office (days)"
          description="After the due day, before a plan paid at the desk is Late"
          min={0}
          max={60}
          allowDecimal={false}
          value={grace}
          onChange={setGrace}
          w={300}
        />
        <NumberInput
          label="Late in the office before Delinquent (days)"
          description="The household is reminded when Late; the office is told when Delinquent"
          min={1}
          max={90}
          allowDecimal={false}
          value={lateDays}
          onChange={setLateDays}
          w={300}
        />
      </Group>
      {save.isError && (
        <Alert color="red" role="alert" mt="md">
          {userMessageOf(save.error)}
        </Alert>
      )}
      <Group mt="md">
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={days === null}>
          Save billing settings
        </Button>
      </Group>
    </Card>
  );
}
