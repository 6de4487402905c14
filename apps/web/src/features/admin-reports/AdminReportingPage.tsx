import { Alert, Button, Card, Group, Loader, NativeSelect, Table, Text } from '@mantine/core';
import type { RevenueMonth } from '@mhq/contract';
import { IconDownload, IconReportAnalytics } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { PageHeader } from '../../ui/PageHeader';
import { count, money, monthName, reportTexts, revenueTexts as texts } from './admin-reports-texts';
import { ReportProgress } from './ReportProgress';
import { useReportDownload } from './use-report-download';

const SPANS = [6, 12, 24, 36] as const;
type Money = Omit<RevenueMonth, 'month'>;

/** The table's columns after the month: what each says and how it reads a month's figures. */
const COLUMNS: [string, (m: Money) => string][] = [
  [texts.columns.payments, (m) => count(m.payments)],
  [texts.columns.gross, (m) => money(m.grossCents)],
  [texts.columns.refunds, (m) => money(m.refundsCents)],
  [texts.columns.disputes, (m) => money(m.disputesCents)],
  [texts.columns.fees, (m) => money(m.platformFeesCents)],
  [texts.columns.guarantee, (m) => money(m.guaranteeClaimsCents)],
  [texts.columns.net, (m) => money(m.netToPracticesCents)],
  [texts.columns.paidOut, (m) => money(m.paidOutCents)],
  [texts.columns.tier, (m) => money(m.tierRevenueCents)],
];

/** The platform's revenue and fees by month, from the ledger, with the same table as a CSV download. */
export function AdminReportingPage() {
  const [months, setMonths] = useState('12');
  const revenue = useQuery({
    queryKey: ['admin', 'revenue', months],
    queryFn: ({ signal }) => call('revenueReport', { query: { months: Number(months), format: 'json' }, signal }),
    placeholderData: (previous) => previous,
  });
  const download = useReportDownload(reportTexts.failed);
  const r = revenue.data;
  return (
    <>
      <PageHeader
        eyebrow={texts.eyebrow}
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          <Button
            component={Link}
            to="/admin/reports"
            variant="default"
            leftSection={<IconReportAnalytics size={16} aria-hidden />}
          >
            {reportTexts.toReports}
          </Button>
        }
      />
      <Group mb="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={texts.months}
          data={SPANS.map((n) => ({ value: String(n), label: texts.monthsOption(n) }))}
          value={months}
          onChange={(e) => setMonths(e.currentTarget.value)}
          w={{ base: '100%', xs: 200 }}
        />
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          onClick={() =>
            download.mutate({
              key: 'revenue',
              what: 'revenue',
              fileName: `revenue-by-month-last-${months}-months.csv`,
              fetch: () =>
                call('revenueReport', {
                  query: { months: Number(months), format: 'csv' },
                  responseType: 'blob',
                }) as unknown as Promise<Blob>,
            })
          }
        >
          {texts.download}
        </Button>
      </Group>
      <ReportProgress message={download.isPending ? texts.preparing : null} />
      {revenue.isPending && <Loader role="status" aria-label={texts.loading} />}
      {revenue.isError && (
        <Alert color="red" title={texts.loadFailed}>
          {userMessageOf(revenue.error)}
        </Alert>
      )}
      {r && (
        <Card withBorder padding={0}>
          {/* A region a keyboard can scroll sideways on a narrow screen (focusable, named by the table's caption). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled */}
          <section aria-label={texts.caption} tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="xs"
              horizontalSpacing="xs"
              fz="sm"
              miw={960}
              data-testid="revenue-table"
            >
              <Table.Caption className="visually-hidden">{texts.caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{texts.columns.month}</Table.Th>
                  {COLUMNS.map(([label]) => (
                    <Table.Th key={label} scope="col" ta="right">
                      {label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.months.map((m) => (
                  <Table.Tr key={m.month}>
                    <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                      {monthName(m.month)}
                    </Table.Th>
                    {COLUMNS.map(([label, value]) => (
                      <Table.Td key={label} ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {value(m)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">{texts.total}</Table.Th>
                  {COLUMNS.map(([label, value]) => (
                    <Table.Td key={label} ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                      {value(r.totals)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </section>
        </Card>
      )}
      <Text size="sm" c="gray.7" mt="sm">
        {texts.note}
      </Text>
    </>
  );
}
