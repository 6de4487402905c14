import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { PastDueResponse } from '@mhq/contract';
import { cardBrandName, formatMoney, formatUsDate } from '@mhq/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, userMessageOf } from '../../app/api';
import { newIdempotencyKey } from '../enrolment/enrolment-api';
import { usePortalTexts } from '../portal/portal-language';
import { PaymentMethodOnFile } from './PaymentMethodOnFile';
import { PATIENTS_TEXTS, type PatientsTexts } from './patients-texts';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

const methodName = (t: PatientsTexts, m: NonNullable<PastDueResponse['paymentMethod']>) =>
  m.kind === 'card' ? t.cardEnding(cardBrandName(m.brand), m.last4) : t.bankEnding(m.last4);

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
  const t = usePortalTexts(PATIENTS_TEXTS);
  const officeId = office.id;
  const key = ['patient', 'past-due', officeId];
  const client = useQueryClient();
  const owed = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      call('pastDue', { params: { id: userId }, body: { dentistInfoId: officeId }, signal, successToast: false }),
  });
  // A payment changes more than this card: the household's statuses, its notice and its history are all read again.
  const refresh = () => void client.invalidateQueries({ queryKey: ['patient'] });
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

  if (owed.isPending) return <Loader role="status" size="sm" aria-label={t.loadingPayments} />;
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
      {d.plans.length === 0 && <Text size="sm">{t.upToDate}</Text>}
      {late.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          title={t.lateTitle(money(d.lateCents))}
          styles={{ title: { color: '#9a3412' } }}
        >
          <Stack gap="xs">
            <Text size="sm">
              {d.lastFailure ? `${d.lastFailure} ` : ''}
              {nextTry ? t.tryAgainOn(formatUsDate(nextTry), method ? methodName(t, method) : null) : ''}
              {t.staysActive}
            </Text>
            {method && (
              <Group>
                <Button size="xs" loading={retry.isPending} onClick={() => retry.mutate()}>
                  {t.tryNow}
                </Button>
              </Group>
            )}
            {retry.isError && failure(retry.error)}
            <Text size="sm" c="gray.7">
              {t.orNewMethod}
            </Text>
          </Stack>
        </Alert>
      )}
      {delinquent.length > 0 && (
        <Alert color="red" variant="light" title={t.pausedTitle}>
          <Stack gap="xs">
            <Text size="sm">
              {t.pausedLine(delinquent.map((p) => `${p.name} (${p.planName})`).join(', '), money(d.delinquentCents))}
            </Text>
            {method && delinquent[0] && (
              <Group>
                <Button
                  size="xs"
                  loading={restart.isPending}
                  onClick={() => restart.mutate(delinquent[0]?.memberId ?? 0)}
                >
                  {t.payAndRestart(money(d.delinquentCents))}
                </Button>
              </Group>
            )}
            {restart.isError && failure(restart.error)}
            <Text size="sm" c="gray.7">
              {t.pausedNote}
            </Text>
          </Stack>
        </Alert>
      )}
      <PaymentMethodOnFile userId={userId} office={office} owed={d} payer={payer} onSaved={refresh} />
    </Stack>
  );
}
