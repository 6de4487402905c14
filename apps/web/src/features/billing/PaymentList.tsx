import { Alert, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { FinanceCharge } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { call, userMessageOf } from '../../app/api';
import { formatDate } from '../../ui/format';
import { StatusBadge } from '../../ui/StatusBadge';
import { membersText as t } from '../members/members-texts';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });
/** What the payer's bank took back of a payment in a lost dispute: no longer paid. */
const lostOf = (c: FinanceCharge) => (c.status === 'dispute_lost' ? c.disputedCents : 0);

/** Opens a payment's receipt (a PDF the server makes) in a new tab. */
function ReceiptButton({ userId, charge }: { userId: number; charge: FinanceCharge }) {
  const open = useMutation({
    mutationFn: async () => {
      // The tab opens at once (a popup blocker allows it from the click), then shows the PDF once it has come.
      const tab = window.open('', '_blank');
      const blob = await call('receipt', {
        params: { id: userId, chargeId: charge.chargeId },
        responseType: 'blob',
        successToast: false,
      });
      const url = URL.createObjectURL(blob as unknown as Blob);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    },
  });
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        loading={open.isPending}
        aria-label={`${t.receipt}: ${money(charge.amountCents)}, ${formatDate(charge.at)}`}
        onClick={() => open.mutate()}
      >
        {t.receipt}
      </Button>
      {open.isError && (
        <Text size="sm" c="red.8" role="alert">
          {userMessageOf(open.error)}
        </Text>
      )}
    </>
  );
}

/**
 * A household's payments, newest first: each with its date, how it was paid, who took it, what was refunded, its
 * lines and its receipt; `actions` adds the office's own buttons (a refund) to a payment.
 */
export function PaymentList({
  charges,
  userId,
  actions,
}: {
  charges: readonly FinanceCharge[];
  userId: number;
  actions?: (charge: FinanceCharge) => ReactNode;
}) {
  if (charges.length === 0) return <Alert color="gray">{t.noPayments}</Alert>;
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {t.paidInAll(money(charges.reduce((sum, c) => sum + c.amountCents - c.refundedCents - lostOf(c), 0)))}
      </Text>
      {charges.map((c) => (
        <Paper key={c.chargeId} withBorder radius="md" p="md" className="members-table-wrap">
          <Group justify="space-between" align="flex-start" mb="xs">
            <div>
              <Text fw={700}>{money(c.amountCents)}</Text>
              <Text size="sm" c="gray.7">
                {[formatDate(c.at), c.methodLabel, c.recordedBy ? t.by(c.recordedBy.name) : t.paidOnline]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
            <Group gap="sm">
              {c.refundedCents > 0 && <Text size="sm">{t.refunded(money(c.refundedCents))}</Text>}
              {c.status === 'disputed' && (
                <StatusBadge tone="attention">{t.disputedHeld(money(c.disputedCents))}</StatusBadge>
              )}
              {c.status === 'dispute_lost' && (
                <StatusBadge tone="danger">{t.disputeLost(money(c.disputedCents))}</StatusBadge>
              )}
              <ReceiptButton userId={userId} charge={c} />
              {actions?.(c)}
            </Group>
          </Group>
          <Table verticalSpacing={4}>
            <Table.Caption className="visually-hidden">{c.description}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.columns.member}</Table.Th>
                <Table.Th>{t.forWhat}</Table.Th>
                <Table.Th ta="right">{t.priceColumn}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {c.lines.map((l) => (
                <Table.Tr key={`${l.memberId}-${l.kind}-${l.periodStart}`}>
                  <Table.Td>{l.memberName}</Table.Td>
                  <Table.Td>{l.what}</Table.Td>
                  <Table.Td ta="right">{money(l.amountCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ))}
    </Stack>
  );
}
