import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { PastDueResponse } from '@mhq/contract';
import { cardBrandName, formatMoney, formatUsDate } from '@mhq/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, userMessageOf } from '../../app/api';
import { newIdempotencyKey } from '../enrolment/enrolment-api';
import { PaymentMethodOnFile } from './PaymentMethodOnFile';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

const methodName = (m: NonNullable<PastDueResponse['paymentMethod']>) =>
  m.kind === 'card' ? `${cardBrandName(m.brand)} card ending in ${m.last4}` : `bank account ending in ${m.last4}`;

/**
 * The patient's payments at a glance: up to date with the method on file; or a late payment, with when it is tried
 * again and a button to try it now; or a membership paused after missed payments, with a button to pay one period
 * and restart it; and, always, the card or bank account on file with the way to put a new one there (which pays what
 * is owed at once). Every answer comes from the server (past_due); the buttons are retryPayment and
 * charge_user_delinquency.
 */
export function PaymentStatus({
  userId,
  office,
  payer,
}: {
  userId: number;
  office: { id: number; officeName: string; email: string | null };
  payer: { name: string; email: string };
}) {
  const officeId = office.id;
  const key = ['patient', 'past-due', officeId];
  const client = useQueryClient();
  const owed = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      call('pastDue', { params: { id: userId }, body: { dentistInfoId: officeId }, signal, successToast: false }),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: key });
  // Each press is one payment: sent with its own key, a lost answer retried by the browser is never charged twice.
  const headers = () => ({ 'Idempotency-Key': newIdempotencyKey() });
  const retry = useMutation({
    mutationFn: () => call('retryPayment', { body: {}, headers: headers() }),
    onSettled: refresh,
  });
  const restart = useMutation({
    mutationFn: (memberId: number) =>
      call('chargeDelinquent', {
        params: { id: userId },
        body: { dentistInfoId: officeId, memberId },
        headers: headers(),
      }),
    onSettled: refresh,
  });

  if (owed.isPending) return <Loader size="sm" aria-label="Loading your payments" />;
  if (owed.isError) {
    return (
      <Text size="sm" c="red.8" role="alert">
        {userMessageOf(owed.error)}
      </Text>
    );
  }
  const d = owed.data;
  const method = d.paymentMethod;
  const late = d.plans.filter((p) => p.status === 'past_due');
  const delinquent = d.plans.filter((p) => p.status !== 'past_due');
  const nextTry = late.map((p) => p.nextRetryOn).find((day) => day !== null) ?? null;
  const failure = (error: unknown) => (
    <Text size="sm" c="red.8" role="alert">
      {userMessageOf(error)}
    </Text>
  );

  return (
    <Stack gap="sm">
      {d.plans.length === 0 && <Text size="sm">Your payments are up to date.</Text>}
      {late.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          title={`A payment of ${money(d.lateCents)} did not go through`}
          styles={{ title: { color: '#9a3412' } }}
        >
          <Stack gap="xs">
            <Text size="sm">
              {d.lastFailure ? `${d.lastFailure} ` : ''}
              {nextTry
                ? `We will try again on ${formatUsDate(nextTry)}${method ? ` with your ${methodName(method)}` : ''}. `
                : ''}
              Your membership stays active meanwhile.
            </Text>
            {method && (
              <Group>
                <Button size="xs" loading={retry.isPending} onClick={() => retry.mutate()}>
                  Try again now
                </Button>
              </Group>
            )}
            {retry.isError && failure(retry.error)}
            <Text size="sm" c="gray.7">
              Or put a new card or bank account on file below: it is charged at once.
            </Text>
          </Stack>
        </Alert>
      )}
      {delinquent.length > 0 && (
        <Alert color="red" variant="light" title="Your membership is paused after missed payments">
          <Stack gap="xs">
            <Text size="sm">
              {`${delinquent.map((p) => `${p.name} (${p.planName})`).join(', ')}: ${money(d.delinquentCents)} was not paid after several tries.`}
            </Text>
            {method && delinquent[0] && (
              <Group>
                <Button
                  size="xs"
                  loading={restart.isPending}
                  onClick={() => restart.mutate(delinquent[0]?.memberId ?? 0)}
                >
                  {`Pay ${money(d.delinquentCents)} and restart today`}
                </Button>
              </Group>
            )}
            {restart.isError && failure(restart.error)}
            <Text size="sm" c="gray.7">
              The missed period is not charged on top: your membership starts again from the day you pay. To pay with
              another card or bank account, put it on file below.
            </Text>
          </Stack>
        </Alert>
      )}
      <PaymentMethodOnFile userId={userId} office={office} owed={d} payer={payer} onSaved={refresh} />
    </Stack>
  );
}
