import { Alert, Button, Card, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import type { PaymentLedgerResponse } from '@mhq/contract';
import { formatMoney, utcDayOf } from '@mhq/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { FigureCard } from '../../ui/FigureCard';
import { PageHeader } from '../../ui/PageHeader';
import { useMembersScope } from '../members/members-api';
import { LedgerLinesTable } from './LedgerLinesTable';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

/** 'YYYY-MM' moved by a number of months. */
function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
const monthTitle = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const Total = ({ label, cents, hint }: { label: string; cents: number; hint?: string }) => (
  <FigureCard label={label} value={money(cents)} hint={hint} />
);

function Totals({ totals }: { totals: PaymentLedgerResponse['totals'] }) {
  // What the guarantee paid shows in a month it paid something: most months it has nothing to say.
  const guarantee = totals.guaranteeCents !== 0;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: guarantee ? 7 : 6 }} spacing="md">
      <Total label="Card and bank payments" cents={totals.processorCents} />
      <Total label="Paid in the office" cents={totals.cashCents} hint="Cash and checks taken at the desk" />
      <Total label="Refunds" cents={totals.refundedCents} />
      <Total label="Disputes" cents={totals.disputesCents} hint="Held by banks, less what they released" />
      <Total
        label="Platform fees"
        cents={totals.platformFeeCents}
        hint="Setup fees of guaranteed plans included; less what refunds gave back"
      />
      {guarantee && (
        <Total label="Paid by the guarantee" cents={totals.guaranteeCents} hint="Claims of plans that stopped paying" />
      )}
      <Total
        label="To the practice"
        cents={totals.toPracticeCents}
        hint={
          guarantee
            ? 'Payments less fees, refunds and disputes, and the guarantee'
            : 'Payments less fees, refunds and disputes'
        }
      />
    </SimpleGrid>
  );
}

/**
 * /dentist-new/payment-ledger: the office's money of a month, read from the ledger: card and bank payments, payments
 * taken in the office, refunds, the platform's fees and what reached the practice, line by line.
 */
export function PaymentLedgerPage() {
  const { officeId } = useMembersScope();
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '')
    ? (params.get('month') as string)
    : utcDayOf(new Date()).slice(0, 7);
  const ledger = useQuery({
    queryKey: ['payment-ledger', officeId, month],
    enabled: officeId !== null,
    queryFn: ({ signal }) =>
      call('paymentLedger', { params: { id: officeId ?? 0 }, query: { month }, signal, successToast: false }),
  });
  const go = (by: number) => setParams({ month: shiftMonth(month, by) });
  const d = ledger.data;
  return (
    <>
      <PageHeader
        title="Payment ledger"
        subtitle="Every payment, payment taken in the office, refund and guarantee claim of the month, with the platform's fee and what the practice keeps."
        actions={
          <Group gap="xs">
            <Button component={Link} to="/account/reports" variant="subtle">
              Payouts
            </Button>
            <Button component={Link} to="/account/disputes" variant="subtle">
              Disputes
            </Button>
            <Button variant="default" aria-label="Previous month" onClick={() => go(-1)}>
              <IconChevronLeft size={16} aria-hidden />
            </Button>
            <Text fw={600} miw={140} ta="center" aria-live="polite">
              {monthTitle(month)}
            </Text>
            <Button variant="default" aria-label="Next month" onClick={() => go(1)}>
              <IconChevronRight size={16} aria-hidden />
            </Button>
          </Group>
        }
      />
      {officeId === null ? (
        <Alert color="gray">Choose an office to see its ledger.</Alert>
      ) : ledger.isPending ? (
        <Loader role="status" aria-label="Loading the ledger" />
      ) : ledger.isError || !d ? (
        <Alert color="gray">{userMessageOf(ledger.error)}</Alert>
      ) : (
        <>
          <Totals totals={d.totals} />
          {d.lines.length === 0 ? (
            <Alert color="gray" mt="lg">
              No money moved in {monthTitle(month)}.
            </Alert>
          ) : (
            <Card withBorder padding={0} radius="md" mt="lg" className="members-table-wrap">
              <LedgerLinesTable
                lines={d.lines}
                amount={{ label: 'To the practice', of: 'toPracticeCents' }}
                caption={
                  d.totals.lines > d.lines.length
                    ? `The newest ${d.lines.length} of ${d.totals.lines} lines; the totals count them all.`
                    : `${d.totals.lines} ${d.totals.lines === 1 ? 'line' : 'lines'}.`
                }
              />
            </Card>
          )}
        </>
      )}
    </>
  );
}
