import { Anchor, Badge, Button, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { MultiDashboardResponse, MultiFigures } from '@mhq/contract';
import { formatMoney, membersPath } from '@mhq/domain';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { tenant } from '../../app/tenant';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { useMultiDashboard } from './multi-location-api';
import { multiTexts as texts } from './multi-location-texts';
import { LoadFailed, OrganizationGate } from './OrganizationGate';
import { isPeriod, PeriodSelect } from './PeriodSelect';

// The charts (recharts) are the page's heaviest part: the table shows first, the charts follow.
const LocationChart = lazy(() => import('./LocationChart').then((m) => ({ default: m.LocationChart })));

const count = (n: number) => n.toLocaleString('en-US');

/** One row of the table: a location's figures (or all of them together). */
function FigureCells({ f }: { f: MultiFigures }) {
  return (
    <>
      <Table.Td ta="right">{count(f.members.total)}</Table.Td>
      <Table.Td ta="right">{count(f.members.active)}</Table.Td>
      <Table.Td ta="right">{count(f.enrolled)}</Table.Td>
      <Table.Td ta="right">{count(f.canceled)}</Table.Td>
      <Table.Td ta="right">{count(f.members.pastDue)}</Table.Td>
      <Table.Td ta="right">{count(f.members.delinquent)}</Table.Td>
      <Table.Td ta="right">{formatMoney(f.revenue.netCents, { decimals: 2 })}</Table.Td>
    </>
  );
}

function FiguresTable({ d }: { d: MultiDashboardResponse }) {
  const head = [
    texts.members,
    texts.active,
    texts.enrolled,
    texts.canceled,
    texts.late,
    texts.delinquent,
    texts.revenue,
  ];
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover withTableBorder data-testid="location-figures">
        <caption className="visually-hidden">{texts.tableCaption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{texts.location}</Table.Th>
            {head.map((h) => (
              <Table.Th key={h} scope="col" ta="right" title={h === texts.revenue ? texts.revenueHint : undefined}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {d.locations.map((l) => (
            <Table.Tr key={l.officeId} data-testid={`location-row-${l.officeId}`}>
              <Table.Th scope="row" fw={600}>
                <Group gap="xs" wrap="nowrap">
                  {l.name}
                  {l.closedAt && (
                    <Badge color="gray" variant="light">
                      {texts.closed}
                    </Badge>
                  )}
                </Group>
              </Table.Th>
              <FigureCells f={l.figures} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="location-row-total" fw={700}>
            <Table.Th scope="row">{texts.total}</Table.Th>
            <FigureCells f={d.total} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function MasterDashboard({ officeId }: { officeId: number }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period = isPeriod(asked) ? asked : 'this_month';
  const dashboard = useMultiDashboard(officeId, period);
  const d = dashboard.data;
  return (
    <>
      <PageHeader
        eyebrow={texts.eyebrow}
        title={texts.dashboardTitle}
        subtitle={d ? texts.dashboardLead(d.organizationName, d.locations.length) : undefined}
        actions={<PeriodSelect value={period} onChange={(p) => setParams({ period: p }, { replace: true })} />}
      />
      {dashboard.isError && <LoadFailed onRetry={() => dashboard.refetch()} />}
      {!d && !dashboard.isError && <Skeleton h={240} />}
      {d && (
        <Stack gap="lg">
          <Text size="sm" c="gray.7">
            {texts.asOf(formatDateTime(d.asOf))}
          </Text>
          {d.locations.length === 0 ? <Text>{texts.noLocations}</Text> : <FiguresTable d={d} />}
          <Group gap="sm">
            <Button component={Link} to={`${membersPath(tenant)}?locations=all`} variant="light">
              {texts.openMembers}
            </Button>
            <Anchor component={Link} to="/account/multi-location-billing">
              {texts.openBilling}
            </Anchor>
            <Anchor component={Link} to="/account/multi-location-reports">
              {texts.openReports}
            </Anchor>
          </Group>
          <Title order={2} size="h4">
            {texts.chartsTitle}
          </Title>
          <Suspense fallback={<Skeleton h={320} />}>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {d.locations.map((l) => (
                <LocationChart key={l.officeId} location={l} />
              ))}
            </SimpleGrid>
          </Suspense>
        </Stack>
      )}
    </>
  );
}

/** The master dashboard (/account/multi-location-dashboard): every location the user works in, side by side. */
export function MasterDashboardPage() {
  return <OrganizationGate>{(officeId) => <MasterDashboard officeId={officeId} />}</OrganizationGate>;
}
