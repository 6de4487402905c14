import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { formatUsDay } from '@mhq/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { FigureCard } from '../../ui/FigureCard';
import { PageHeader } from '../../ui/PageHeader';
import { useMembersScope } from '../members/members-api';
import { BackToReports, money, PayoutStatus } from './PayoutParts';
import { payoutsText as t } from './payouts-texts';

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' of the route's year and month (1 to 12), or null. */
function monthOf(year: string | undefined, month: string | undefined): string | null {
  const y = Number(year);
  const m = Number(month);
  if (!Number.isInteger(y) || y < 2000 || y > 2100 || !Number.isInteger(m) || m < 1 || m > 12) return null;
  return `${y}-${String(m).padStart(2, '0')}`;
}
const shifted = (month: string, by: number) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return `/dentist-new/web-report/${d.getUTCFullYear()}/${d.getUTCMonth() + 1}`;
};

/**
 * /dentist-new/web-report/{year}/{month}: the office's month: its balance at the start, what the month earned to it,
 * what payouts took to the bank, the balance at the end; the month's money by kind; the payouts; its members.
 */
export function WebReportPage() {
  const { year, month: m } = useParams();
  const month = monthOf(year, m);
  const { officeId } = useMembersScope();
  const statement = useQuery({
    queryKey: ['monthly-statement', officeId, month],
    enabled: officeId !== null && month !== null,
    queryFn: ({ signal }) =>
      call('monthlyStatement', {
        params: { id: officeId ?? 0 },
        query: { month: month ?? '' },
        signal,
        successToast: false,
      }),
  });
  const s = statement.data;
  const back = <BackToReports />;
  if (!month) {
    return (
      <>
        {back}
        <PageHeader title={t.statements} />
        <Alert color="gray">This month does not exist.</Alert>
      </>
    );
  }
  return (
    <>
      {back}
      <PageHeader
        eyebrow={s?.officeName ?? t.statements}
        title={t.monthTitle(monthName(month))}
        actions={
          <Group gap="xs">
            <Button component={Link} to={shifted(month, -1)} variant="default" aria-label={t.previousMonth}>
              <IconChevronLeft size={16} aria-hidden />
            </Button>
            <Button component={Link} to={shifted(month, 1)} variant="default" aria-label={t.nextMonth}>
              <IconChevronRight size={16} aria-hidden />
            </Button>
          </Group>
        }
      />
      {statement.isPending ? (
        <Loader role="status" aria-label={t.loading} />
      ) : statement.isError || !s ? (
        <Alert color="gray">{userMessageOf(statement.error)}</Alert>
      ) : (
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <FigureCard label={t.opening} value={money(s.openingBalanceCents)} />
            <FigureCard label={t.earned} value={money(s.earnedCents)} hint={t.earnedHint} />
            <FigureCard label={t.paidOut} value={money(s.paidOutCents)} />
            <FigureCard label={t.closing} value={money(s.closingBalanceCents)} />
          </SimpleGrid>
          <section aria-labelledby="money-heading">
            <Title order={2} size="h3" id="money-heading" mb="sm">
              {t.money}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              <FigureCard label={t.cardPayments} value={money(s.totals.processorCents)} />
              <FigureCard label={t.inHand} value={money(s.cashInHandCents)} hint={t.inHandHint} />
              <FigureCard label={t.refunds} value={money(s.totals.refundedCents)} />
              <FigureCard label={t.disputes} value={money(s.totals.disputesCents)} />
              <FigureCard label="Platform fees" value={money(s.totals.platformFeeCents)} />
              {s.totals.guaranteeCents !== 0 && (
                <FigureCard label={t.guarantee} value={money(s.totals.guaranteeCents)} />
              )}
            </SimpleGrid>
            <Anchor component={Link} to={`/dentist-new/payment-ledger?month=${month}`} size="sm" fw={600} mt="sm">
              {t.lineByLine}
            </Anchor>
          </section>
          <section aria-labelledby="month-payouts-heading">
            <Title order={2} size="h3" id="month-payouts-heading" mb="sm">
              {t.payoutsInMonth}
            </Title>
            {s.payouts.length === 0 ? (
              <Alert color="gray">{t.noPayoutsInMonth}</Alert>
            ) : (
              <Card withBorder padding={0} radius="md" className="members-table-wrap">
                <Table verticalSpacing="xs" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t.columns.date}</Table.Th>
                      <Table.Th ta="right">{t.columns.amount}</Table.Th>
                      <Table.Th>{t.columns.status}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {s.payouts.map((p) => (
                      <Table.Tr key={p.payoutId}>
                        <Table.Td>
                          <Anchor component={Link} to={`/web-payout/${p.payoutId}`} fw={600}>
                            {formatUsDay(p.payoutOn)}
                          </Anchor>
                        </Table.Td>
                        <Table.Td ta="right">{money(p.amountCents)}</Table.Td>
                        <Table.Td>
                          <PayoutStatus payout={p} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Card>
            )}
          </section>
          <section aria-labelledby="members-heading">
            <Title order={2} size="h3" id="members-heading" mb="sm">
              {t.membersTitle}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <FigureCard label={t.enrolled} value={String(s.members.enrolled)} />
              <FigureCard label={t.ended} value={String(s.members.ended)} />
              <FigureCard label={t.covered} value={String(s.members.coveredAtEnd)} />
            </SimpleGrid>
          </section>
        </Stack>
      )}
    </>
  );
}
