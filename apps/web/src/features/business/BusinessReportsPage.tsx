import { Button, Card, SimpleGrid, Table } from '@mantine/core';
import type { BusinessReportResponse } from '@mhq/contract';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { FigureCard } from '../../ui/FigureCard';
import { ListStates } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The report as a CSV file: counts only, no one named. */
export function reportCsv(report: BusinessReportResponse): string {
  const lines = [
    'Month,Employees enrolled,Employees active',
    ...report.months.map((m) => `${m.month},${m.enrolled},${m.active}`),
    `Total,${report.totals.enrolled},${report.totals.active}`,
  ];
  return `${lines.join('\r\n')}\r\n`;
}

function download(report: BusinessReportResponse) {
  const url = URL.createObjectURL(new Blob([reportCsv(report)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `employees-by-month-${report.months.at(-1)?.month ?? ''}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /business/reports: employees enrolled and active by month, the last 12 months, and totals. */
export function BusinessReportsPage() {
  const report = useQuery({
    queryKey: ['business', 'report'],
    queryFn: ({ signal }) => call('businessReport', { signal }),
  });
  const r = report.data;
  return (
    <>
      <PageHeader
        eyebrow="BusinessConnect"
        title="Reports"
        subtitle="How many of your employees enrolled, and how many are members, month by month."
        actions={
          r && (
            <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => download(r)}>
              Download CSV
            </Button>
          )
        }
      />
      <ListStates
        query={report}
        loading="Loading the report"
        failed="The report could not be loaded"
        isEmpty={false}
        empty=""
      />
      {r && (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }} mb="lg">
            <FigureCard label="Employees enrolled" value={String(r.totals.enrolled)} hint="Since you joined" />
            <FigureCard label="Active" value={String(r.totals.active)} hint="Memberships running today" />
            <FigureCard label="Payment late" value={String(r.totals.late)} />
            <FigureCard label="Canceled" value={String(r.totals.canceled)} />
          </SimpleGrid>
          <Card withBorder padding={0}>
            <Table.ScrollContainer minWidth={320}>
              <Table striped verticalSpacing="xs" captionSide="top">
                <Table.Caption>Employees by month, the last 12 months</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Month</Table.Th>
                    <Table.Th ta="right">Enrolled</Table.Th>
                    <Table.Th ta="right">Active at month end</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {[...r.months].reverse().map((m) => (
                    <Table.Tr key={m.month}>
                      <Table.Td>{monthName(m.month)}</Table.Td>
                      <Table.Td ta="right">{m.enrolled}</Table.Td>
                      <Table.Td ta="right">{m.active}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </>
      )}
    </>
  );
}
