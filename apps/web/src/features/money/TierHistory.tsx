import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import type { TierBilling, TierChargeLine } from '@mhq/contract';
import { formatMoney, formatUsDate, TIER_CHARGE_STATUS_LABELS } from '@mhq/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';
import { tierText as t } from './tier-texts';

// The platform plan's payments on the owner's billing page: what is owed now and how to fix it, then each period
// with its date, amount and status ('Platform subscription').

const money = (cents: number) => formatMoney(cents, { decimals: 2 });
const TONE: Record<TierChargeLine['status'], Tone> = { paid: 'ok', due: 'neutral', owed: 'danger' };

/** What is owed now: the refused payment, when it is tried again (or that the menu is locked), and what to do. */
export function TierOwedAlert({ billing }: { billing: TierBilling }) {
  const owed = billing.owed;
  if (!owed) return null;
  return (
    <Alert
      color={owed.suspended ? 'red' : 'orange'}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={owed.suspended ? t.suspendedTitle : t.failedTitle}
      data-testid="tier-owed"
    >
      <Stack gap={4}>
        <Text size="sm">
          {owed.suspended ? t.suspendedBody(money(owed.amountCents)) : t.failedBody(money(owed.amountCents))}
          {owed.nextTryOn && ` ${t.nextTry(formatUsDate(owed.nextTryOn))}`}
        </Text>
        {owed.lastFailure && <Text size="sm">{t.reason(owed.lastFailure)}</Text>}
        <Text size="sm" fw={600}>
          {billing.canChange ? t.fix : t.fixOwner}
        </Text>
      </Stack>
    </Alert>
  );
}

/** Each period of the plan, newest first: when it was paid (or is due), which period, the amount and its status. */
export function TierHistory({ charges }: { charges: readonly TierChargeLine[] }) {
  return (
    <Stack gap="xs" data-testid="tier-history">
      <Title order={3} size="h5">
        {t.historyHeading}
      </Title>
      {charges.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t.historyNone}
        </Text>
      ) : (
        // Narrow enough for a phone: the period wraps under its plan rather than pushing amount and status off screen.
        <Table.ScrollContainer minWidth={280}>
          <Table verticalSpacing="xs" fz="sm" striped>
            <Table.Caption>{t.historyCaption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {/* On a phone the period says when; the amount and status must stay in view. */}
                <Table.Th scope="col" visibleFrom="sm">
                  {t.colDate}
                </Table.Th>
                <Table.Th scope="col">{t.colPeriod}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t.colAmount}
                </Table.Th>
                <Table.Th scope="col">{t.colStatus}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {charges.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td visibleFrom="sm">{formatUsDate(c.paidAt ?? c.nextTryOn ?? c.periodStart)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {formatUsDate(c.periodStart)} – {formatUsDate(c.periodEnd)}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {c.tierName}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{money(c.amountCents)}</Table.Td>
                  <Table.Td>
                    <StatusBadge tone={TONE[c.status]} size="sm">
                      {c.status === 'due' && c.failedTries > 0
                        ? t.retrying(c.failedTries)
                        : TIER_CHARGE_STATUS_LABELS[c.status]}
                    </StatusBadge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
