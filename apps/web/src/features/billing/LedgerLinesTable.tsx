import { Table, Text } from '@mantine/core';
import type { LedgerLine } from '@mhq/contract';
import { formatMoney, LEDGER_LINE_LABELS } from '@mhq/domain';
import { formatDate } from '../../ui/format';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

/**
 * Lines of the office's ledger: when, what (and how it was paid), whose, what the patient paid, the platform's fee, and
 * what it moved of the practice's money: with the cash taken in the office (the payment ledger), or of its processor
 * balance alone (a payout's report, whose last column adds up to what was paid out).
 */
export function LedgerLinesTable({
  lines,
  caption,
  amount,
  oldestFirst = false,
}: {
  lines: readonly LedgerLine[];
  caption: string;
  amount: { label: string; of: 'toPracticeCents' | 'toBalanceCents' };
  oldestFirst?: boolean;
}) {
  return (
    <Table verticalSpacing="xs" striped>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>What</Table.Th>
          <Table.Th>Member</Table.Th>
          <Table.Th ta="right">Paid</Table.Th>
          <Table.Th ta="right">Platform fee</Table.Th>
          <Table.Th ta="right">{amount.label}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(oldestFirst ? [...lines].reverse() : lines).map((l) => (
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
            <Table.Td ta="right">{money(l[amount.of])}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
