import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ProviderPaymentResponse } from '@mhq/contract';
import { useState } from 'react';
import { fieldErrorsOf } from '../../app/api';
import { formatDateTime } from '../../ui/format';
import { notifyError } from '../office-settings/use-office';
import { useProviderPayment, useSaveProviderPayment } from './pms-api';
import { pmsText as t } from './pms-texts';

type Props = { officeId: number; connected: boolean; canManage: boolean };

/** How membership payments are posted in the PMS ledger (setProviderPayment / getProviderPayment). */
export function LedgerForm({ officeId, connected, canManage }: Props) {
  const query = useProviderPayment(officeId, connected);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="pms-ledger-title">
      <Stack gap="md">
        <div>
          <Title order={3} size="h5" id="pms-ledger-title">
            {t.ledger}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t.ledgerLead}
          </Text>
        </div>
        {query.isPending ? (
          <Skeleton h={160} />
        ) : query.isError ? (
          <Text size="sm">{t.unavailable}</Text>
        ) : (
          <Fields key={query.dataUpdatedAt} officeId={officeId} data={query.data} canManage={canManage} />
        )}
      </Stack>
    </Paper>
  );
}

function Fields({
  officeId,
  data,
  canManage,
}: {
  officeId: number;
  data: ProviderPaymentResponse;
  canManage: boolean;
}) {
  const saved = data.providerPayment;
  const [providerId, setProviderId] = useState(saved?.providerId ?? '');
  const [paymentType, setPaymentType] = useState(saved?.paymentType ?? 'MEMBERSHIP');
  const [postAs, setPostAs] = useState<'payment' | 'adjustment'>(saved?.postAs ?? 'payment');
  const [postPayments, setPostPayments] = useState(saved?.postPayments ?? true);
  const save = useSaveProviderPayment(officeId);
  const errors = fieldErrorsOf(save.error);
  // A provider saved earlier stays choosable even when the PMS no longer lists it (or is disconnected).
  const providers =
    saved && !data.providers.some((p) => p.id === saved.providerId)
      ? [...data.providers, { id: saved.providerId, name: saved.providerId }]
      : data.providers;
  return (
    <Stack gap="sm" maw={480}>
      <NativeSelect
        label={t.provider}
        value={providerId}
        disabled={!canManage}
        onChange={(e) => setProviderId(e.currentTarget.value)}
        data={[{ value: '', label: t.chooseProvider }, ...providers.map((p) => ({ value: p.id, label: p.name }))]}
        description={data.providers.length === 0 ? t.noProviders : undefined}
        error={errors.providerId}
      />
      <TextInput
        label={t.paymentType}
        description={t.paymentTypeHint}
        value={paymentType}
        maxLength={40}
        disabled={!canManage}
        onChange={(e) => setPaymentType(e.currentTarget.value)}
        error={errors.paymentType}
      />
      <Radio.Group
        label={t.postAs}
        value={postAs}
        onChange={(v) => setPostAs(v === 'adjustment' ? 'adjustment' : 'payment')}
      >
        <Group gap="lg" mt={4}>
          <Radio value="payment" label={t.postAsPayment} disabled={!canManage} />
          <Radio value="adjustment" label={t.postAsAdjustment} disabled={!canManage} />
        </Group>
      </Radio.Group>
      <Checkbox
        label={t.postPayments}
        checked={postPayments}
        disabled={!canManage}
        onChange={(e) => setPostPayments(e.currentTarget.checked)}
      />
      {saved && (
        <Text size="xs" c="gray.7">
          {t.ledgerSaved(formatDateTime(saved.updatedAt))}
        </Text>
      )}
      {canManage && (
        <Group>
          <Button
            loading={save.isPending}
            disabled={!providerId || !paymentType.trim()}
            onClick={() =>
              save.mutate(
                { providerId, paymentType: paymentType.trim(), postAs, postPayments },
                { onError: notifyError },
              )
            }
          >
            {t.saveLedger}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
