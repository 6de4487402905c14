import { BarChart } from '@mantine/charts';
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@mhq/domain';
import { IconDownload } from '@tabler/icons-react';
import { userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { FigureCard } from '../../ui/FigureCard';
import { PageHeader } from '../../ui/PageHeader';
import { useMembersScope } from '../members/members-api';
import { useBcReport, useBcReportFile } from './bc-api';
import { bcText } from './bc-texts';
import { bcOffered, NotOffered } from './NotOffered';

/** 'YYYY-MM' as 'Nov 2026' (the month in UTC, as the server counts it). */
const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

const dollars = (cents: number) => formatMoney(cents, { decimals: 2 });

/** /dentist-new/business-connect-reports: employees enrolled, active members and revenue by employer and by month. */
export function BcReportsPage() {
  const t = bcText(tenant);
  const { officeId } = useMembersScope();
  const report = useBcReport(bcOffered() ? officeId : null);
  const file = useBcReportFile(officeId ?? 0);
  if (!bcOffered()) return <NotOffered />;
  const r = report.data;
  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title="BusinessConnect reports"
        subtitle="What employers’ links brought your practice: employees enrolled, members active and revenue."
        actions={
          r ? (
            <>
              {(['csv', 'xlsx'] as const).map((f) => (
                <Button
                  key={f}
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  loading={file.isPending && file.variables === f}
                  onClick={() => file.mutate(f)}
                >
                  Download {f.toUpperCase()}
                </Button>
              ))}
            </>
          ) : undefined
        }
      />
      {file.isError && (
        <Alert color="red" mb="md">
          {userMessageOf(file.error)}
        </Alert>
      )}
      {officeId === null ? (
        <Alert color="gray">{t.noOffice}</Alert>
      ) : report.isPending ? (
        <Loader role="status" aria-label="Loading the report" />
      ) : report.isError || !r ? (
        <Alert color="red">{userMessageOf(report.error)}</Alert>
      ) : (
        <Stack gap="lg" maw={1100}>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <FigureCard label="Employees enrolled" value={String(r.totals.employees)} hint="Households, to date" />
            <FigureCard
              label="Active members"
              value={String(r.totals.activeMembers)}
              hint="Employees and family, today"
            />
            <FigureCard label="Revenue to date" value={dollars(r.totals.revenueCents)} hint="Payments less refunds" />
          </SimpleGrid>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="bc-by-business">
            <Title order={2} size="h4" id="bc-by-business" mb="sm">
              By business
            </Title>
            {r.byBusiness.length === 0 ? (
              <Text c="gray.7">No business works with your office yet.</Text>
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table verticalSpacing="xs" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Business</Table.Th>
                      <Table.Th scope="col">Employees enrolled</Table.Th>
                      <Table.Th scope="col">Active members</Table.Th>
                      <Table.Th scope="col">Revenue to date</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {r.byBusiness.map((b) => (
                      <Table.Tr key={b.businessId}>
                        <Table.Td>{b.name}</Table.Td>
                        <Table.Td>{b.employees}</Table.Td>
                        <Table.Td>{b.activeMembers}</Table.Td>
                        <Table.Td>{dollars(b.revenueCents)}</Table.Td>
                      </Table.Tr>
                    ))}
                    <Table.Tr fw={700}>
                      <Table.Td>Total</Table.Td>
                      <Table.Td>{r.totals.employees}</Table.Td>
                      <Table.Td>{r.totals.activeMembers}</Table.Td>
                      <Table.Td>{dollars(r.totals.revenueCents)}</Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="bc-by-month">
            <Title order={2} size="h4" id="bc-by-month">
              By month
            </Title>
            <Text size="sm" c="gray.7" mb="sm">
              The last 12 months: employees who enrolled through a business, and what the businesses’ employees paid.
            </Text>
            <BarChart
              h={220}
              data={r.byMonth.map((m) => ({ month: monthLabel(m.month), revenue: m.revenueCents / 100 }))}
              dataKey="month"
              series={[{ name: 'revenue', label: 'Revenue ($)', color: 'brand.7' }]}
              tickLine="none"
              gridAxis="y"
              textColor="gray.7"
              maxBarWidth={28}
              yAxisProps={{ width: 56 }}
            />
            <Table.ScrollContainer minWidth={360} mt="md">
              <Table verticalSpacing="xs" striped data-testid="bc-by-month-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Month</Table.Th>
                    <Table.Th scope="col">Employees enrolled</Table.Th>
                    <Table.Th scope="col">Revenue</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.byMonth.map((m) => (
                    <Table.Tr key={m.month}>
                      <Table.Td>{monthLabel(m.month)}</Table.Td>
                      <Table.Td>{m.enrolled}</Table.Td>
                      <Table.Td>{dollars(m.revenueCents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
          <Group>
            <Text size="xs" c="gray.7">
              Months are calendar months in UTC. Refunds count in the month they were paid back.
            </Text>
          </Group>
        </Stack>
      )}
    </>
  );
}
