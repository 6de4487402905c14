import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MemberRow } from '@mhq/contract';
import { formatMoney, formatUsDate } from '@mhq/domain';
import { memo } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../ui/StatusBadge';
import { SUMMARY_TONES, summaryLabel } from './member-tones';
import { membersText as t } from './members-texts';

type Props = { rows: readonly MemberRow[]; linkTo: (memberId: number) => string; showOffice?: (id: number) => string };

const planLine = (r: MemberRow) => {
  if (!r.planName) return t.noPlan;
  const price = r.priceCents !== null ? formatMoney(r.priceCents, { decimals: 2 }) : '';
  return `${r.planName} · ${price}${r.term === 'annual' ? t.perYear : t.perMonth}`;
};

const paidBy = (r: MemberRow) => (r.paymentMethod ? t.paidBy[r.paymentMethod] : r.planName ? t.officePays : t.none);

function Flags({ row }: { row: MemberRow }) {
  const flags = [
    row.changePending && t.changePending,
    row.guaranteed && t.guaranteed,
    row.autoRenew === false && row.summaryStatus === 'active' && t.noAutoRenew,
  ].filter((f) => f !== false);
  // A plan paid in the office that went late unpaid: the desk has a payment to take (cash lateness).
  const unpaid = row.lateInOfficeOn && row.status === 'past_due' && row.nextPaymentOn ? row.nextPaymentOn : null;
  if (flags.length === 0 && !unpaid) return null;
  return (
    <Group gap={4} mt={4}>
      {unpaid && (
        <StatusBadge tone="danger" size="sm">
          {t.unpaidInOffice(formatUsDate(unpaid))}
        </StatusBadge>
      )}
      {flags.map((f) => (
        <StatusBadge key={f} tone="brand" size="sm">
          {f}
        </StatusBadge>
      ))}
    </Group>
  );
}

/** One page of members or more: a table on wide screens, a card per member on phones. */
export function MemberTable({ rows, linkTo, showOffice }: Props) {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  if (!wide) {
    return (
      <Stack gap="sm" component="ul" className="members-cards" aria-label={t.title}>
        {rows.map((r) => (
          <MemberCardRow key={r.memberId} row={r} linkTo={linkTo} showOffice={showOffice} />
        ))}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="lg" className="members-table-wrap">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Caption className="visually-hidden">{t.title}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.columns.member}</Table.Th>
            <Table.Th w={170}>{t.columns.status}</Table.Th>
            <Table.Th>{t.columns.plan}</Table.Th>
            <Table.Th w={130}>{t.columns.nextPayment}</Table.Th>
            <Table.Th w={110}>{t.columns.payment}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <MemberTableRow key={r.memberId} row={r} linkTo={linkTo} showOffice={showOffice} />
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

type RowProps = { row: MemberRow; linkTo: Props['linkTo']; showOffice: Props['showOffice'] };

const MemberTableRow = memo(function MemberTableRow({ row: r, linkTo, showOffice }: RowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={linkTo(r.memberId)} fw={600}>
          {r.firstName} {r.lastName}
        </Anchor>
        <Text size="xs" c="gray.7">
          {[r.accountOwnerId !== null ? t.family : r.email, showOffice?.(r.officeId)].filter(Boolean).join(' · ')}
        </Text>
      </Table.Td>
      <Table.Td className="member-status-cell">
        <StatusBadge tone={SUMMARY_TONES[r.summaryStatus]}>{summaryLabel(r.summaryStatus, r.status)}</StatusBadge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{planLine(r)}</Text>
        <Flags row={r} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{r.nextPaymentOn ? formatUsDate(r.nextPaymentOn) : t.none}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{paidBy(r)}</Text>
      </Table.Td>
    </Table.Tr>
  );
});

const MemberCardRow = memo(function MemberCardRow({ row: r, linkTo, showOffice }: RowProps) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div>
          <Anchor component={Link} to={linkTo(r.memberId)} fw={600}>
            {r.firstName} {r.lastName}
          </Anchor>
          <Text size="xs" c="gray.7">
            {[r.accountOwnerId !== null ? t.family : null, showOffice?.(r.officeId)].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <StatusBadge tone={SUMMARY_TONES[r.summaryStatus]}>{summaryLabel(r.summaryStatus, r.status)}</StatusBadge>
      </Group>
      <Text size="sm" mt={6}>
        {planLine(r)}
      </Text>
      <Text size="sm" c="gray.7">
        {t.columns.nextPayment}: {r.nextPaymentOn ? formatUsDate(r.nextPaymentOn) : t.none} · {paidBy(r)}
      </Text>
      <Flags row={r} />
    </Paper>
  );
});
