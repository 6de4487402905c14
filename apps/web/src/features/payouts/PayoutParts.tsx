import { Button, Group, Table, Text } from '@mantine/core';
import type { LedgerLine, PayoutView } from '@mhq/contract';
import { formatMoney, formatUsDay, LEDGER_LINE_LABELS, PAYOUT_STATUS_LABELS } from '@mhq/domain';
import { IconDownload } from '@tabler/icons-react';
import { formatDate } from '../../ui/format';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';
import { payoutsText as t } from './payouts-texts';
import { fileTypeName, type PayoutFileType, usePayoutFile } from './use-payouts';

export const money = (cents: number) => formatMoney(cents, { decimals: 2 });

const TONE: Record<PayoutView['status'], Tone> = { paid: 'ok', pending: 'neutral', failed: 'danger' };

export const PayoutStatus = ({ payout }: { payout: PayoutView }) => (
  <StatusBadge tone={TONE[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</StatusBadge>
);

/** The payout's report as CSV, Excel or PDF. */
export function PayoutFiles({ officeId, payout }: { officeId: number; payout: PayoutView }) {
  const file = usePayoutFile(officeId);
  const date = formatUsDay(payout.payoutOn);
  return (
    <Group gap={4} wrap="nowrap">
      {(['csv', 'xlsx', 'pdf'] as PayoutFileType[]).map((type) => (
        <Button
          key={type}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={t.download(fileTypeName(type), date)}
          loading={file.isPending && file.variables?.type === type}
          onClick={() => file.mutate({ payoutId: payout.payoutId, payoutOn: payout.payoutOn, type })}
        >
          {fileTypeName(type)}
        </Button>
      ))}
    </Group>
  );
}

/** What a payout (or a month) carried, line by line, oldest first: the patient's payment, the fee, the payout's part. */
export function LedgerLinesTable({ lines, caption }: { lines: readonly LedgerLine[]; caption: string }) {
  return (
    <Table verticalSpacing="xs" striped>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.columns.date}</Table.Th>
          <Table.Th>{t.what}</Table.Th>
          <Table.Th>{t.member}</Table.Th>
          <Table.Th ta="right">{t.paid}</Table.Th>
          <Table.Th ta="right">{t.fee}</Table.Th>
          <Table.Th ta="right">{t.toPayout}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {[...lines].reverse().map((l) => (
          <Table.Tr key={l.transactionId}>
            <Table.Td>{formatDate(l.at)}</Table.Td>
            <Table.Td>
              {LEDGER_LINE_LABELS[l.kind]}
              <Text size="xs" c="gray.7">
                {l.kind === 'payment' || l.kind === 'cash_payment' ? l.methodLabel : l.description}
              </Text>
            </Table.Td>
            <Table.Td>{l.memberName ?? ''}</Table.Td>
            <Table.Td ta="right">{money(l.paidCents)}</Table.Td>
            <Table.Td ta="right">{money(l.platformFeeCents)}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {money(l.toBalanceCents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
