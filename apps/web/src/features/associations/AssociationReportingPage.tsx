import { Alert, Button, Group, Loader, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { call, userMessageOf } from '../../app/api';
import { PageHeader } from '../../ui/PageHeader';
import { useReportDownload } from '../admin-reports/use-report-download';
import { brand, dollars } from './association-words';

/** 'Mar 2026' from '2026-03'. */
const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** /associations/reporting: the last 12 months at the association's practices, on screen and as CSV or Excel. */
export function AssociationReportingPage() {
  const report = useQuery({
    queryKey: ['association', 'report'],
    queryFn: ({ signal }) => call('associationReport', { query: { format: 'json' }, signal }),
  });
  const download = useReportDownload('The report could not be downloaded');
  const r = report.data;
  const last = r?.months.at(-1)?.month ?? 'report';
  const fetchAs = (format: 'csv' | 'xlsx') => () =>
    call('associationReport', { query: { format }, responseType: 'blob' }) as unknown as Promise<Blob>;
  return (
    <>
      <PageHeader
        eyebrow="Association"
        title="Reporting"
        subtitle={`The last 12 months at the ${brand.field} practices that joined through your association: counts and fees, never patients' details.`}
        actions={
          <Group gap="sm">
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant={format === 'csv' ? 'filled' : 'default'}
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={download.isPending && download.variables?.key === format}
                disabled={!r}
                onClick={() =>
                  download.mutate({
                    key: format,
                    what: 'association report',
                    fileName: `association-report-${last}.${format}`,
                    fetch: fetchAs(format),
                  })
                }
              >
                {format === 'csv' ? 'Download CSV' : 'Download Excel'}
              </Button>
            ))}
          </Group>
        }
      />
      {report.isPending && <Loader role="status" aria-label="Loading the report" />}
      {report.isError && (
        <Alert color="red" title="The report could not be loaded">
          {userMessageOf(report.error)}
        </Alert>
      )}
      {r && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" striped aria-label="By month">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Month</Table.Th>
                <Table.Th ta="right">Practices joined</Table.Th>
                <Table.Th ta="right">Members enrolled</Table.Th>
                <Table.Th ta="right">Active members at month end</Table.Th>
                <Table.Th ta="right">Platform fees</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.months.map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Td>{monthLabel(m.month)}</Table.Td>
                  <Table.Td ta="right">{m.practicesJoined}</Table.Td>
                  <Table.Td ta="right">{m.membersEnrolled}</Table.Td>
                  <Table.Td ta="right">{m.activeMembersAtEnd}</Table.Td>
                  <Table.Td ta="right">{dollars(m.platformFeesCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Td>Total</Table.Td>
                <Table.Td ta="right">{r.totals.practicesJoined}</Table.Td>
                <Table.Td ta="right">{r.totals.membersEnrolled}</Table.Td>
                <Table.Td ta="right">{r.totals.activeMembersAtEnd}</Table.Td>
                <Table.Td ta="right">{dollars(r.totals.platformFeesCents)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
      {r && (
        <Text size="xs" c="gray.7" mt="sm">
          Active members at month end counts members covered on the month's last day. Platform fees are the{' '}
          {brand.product} fees on payments at your practices, less what refunds and disputes gave back.
        </Text>
      )}
    </>
  );
}
