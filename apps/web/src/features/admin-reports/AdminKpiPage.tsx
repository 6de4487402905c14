import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Button, Card, Grid, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminStatsResponse } from '@mhq/contract';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { call, userMessageOf } from '../../app/api';
import { FigureCard } from '../../ui/FigureCard';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { count, money, monthName, kpiTexts as texts } from './admin-reports-texts';

/** The platform's KPIs (spec 01 section 3 'Admin stats'), computed by the server when the page asks. */
export function AdminKpiPage() {
  const stats = useQuery({ queryKey: ['admin', 'stats'], queryFn: ({ signal }) => call('adminStats', { signal }) });
  return (
    <>
      <PageHeader
        eyebrow={texts.eyebrow}
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void stats.refetch()}
            loading={stats.isFetching}
          >
            {texts.refresh}
          </Button>
        }
      />
      {stats.isPending && <Loader role="status" aria-label={texts.loading} />}
      {stats.isError && (
        <Alert color="red" title={texts.loadFailed}>
          {userMessageOf(stats.error)}
        </Alert>
      )}
      {stats.data && <Kpis s={stats.data} />}
    </>
  );
}

function Kpis({ s }: { s: AdminStatsResponse }) {
  const share = s.dentistOfficeCount ? `${Math.round((100 * s.officesWithMembers) / s.dentistOfficeCount)}%` : '0%';
  const u = s.activeUsers;
  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7">
        {texts.asOf(formatDateTime(s.asOf))}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="kpi-figures">
        <FigureCard label={texts.offices} value={count(s.dentistOfficeCount)} hint={texts.officesHint} />
        <FigureCard label={texts.withMembers} value={count(s.officesWithMembers)} hint={texts.withMembersHint(share)} />
        <FigureCard
          label={texts.activeUsers}
          value={count(s.activeUserCount)}
          hint={texts.activeUsersHint(u.office, u.patient, u.platform, u.partner)}
        />
        <FigureCard label={texts.lastWeek} value={count(s.membersLastWeek)} hint={texts.lastWeekHint} />
        <FigureCard label={texts.onboarding} value={count(s.onBoardingCount)} hint={texts.onboardingHint} />
        <FigureCard
          label={texts.feesLastMonth}
          value={money(s.feesLastMonth)}
          hint={texts.feesLastMonthHint(s.lastMonth)}
        />
        <FigureCard label={texts.feesYtd} value={money(s.feesYTD)} hint={texts.feesYtdHint(s.year)} />
      </SimpleGrid>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <MembersByMonth months={s.membersByMonth} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Onboarding s={s} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The chart for the eye, and the same figures as a table for everyone (the drawing says nothing to a screen reader). */
function MembersByMonth({ months }: { months: AdminStatsResponse['membersByMonth'] }) {
  const total = months.reduce((sum, m) => sum + m.enrolled, 0);
  return (
    <Card withBorder padding="lg" h="100%" data-testid="members-by-month">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {texts.byMonthTitle}
        </Title>
        <Text size="sm" c="gray.7">
          {texts.byMonthLead(total)}
        </Text>
        {total === 0 ? (
          <Text c="gray.7" py="xl" ta="center">
            {texts.byMonthEmpty}
          </Text>
        ) : (
          <BarChart
            h={240}
            data={months.map((m) => ({ month: monthName(m.month, 'short'), enrolled: m.enrolled }))}
            dataKey="month"
            series={[{ name: 'enrolled', label: texts.enrolled, color: 'brand.7' }]}
            tickLine="none"
            gridAxis="y"
            textColor="gray.7"
            maxBarWidth={28}
            yAxisProps={{ allowDecimals: false, width: 36 }}
          />
        )}
        <details>
          <summary>
            <Text span size="sm" fw={600}>
              {texts.byMonthTitle}: table
            </Text>
          </summary>
          <Table striped mt="xs" data-testid="members-by-month-table">
            <caption className="visually-hidden">{texts.byMonthTitle}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{texts.month}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {texts.enrolled}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Th scope="row" fw={400}>
                    {monthName(m.month)}
                  </Table.Th>
                  <Table.Td ta="right">{count(m.enrolled)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{texts.byMonthTotal}</Table.Th>
                <Table.Td ta="right" fw={700} data-testid="members-by-month-total">
                  {count(total)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </details>
      </Stack>
    </Card>
  );
}

function Onboarding({ s }: { s: AdminStatsResponse }) {
  const stages = [
    [texts.awaitingEmail, s.onBoarding.awaitingEmail],
    [texts.noPlan, s.onBoarding.noPlan],
    [texts.noPayoutAccount, s.onBoarding.noPayoutAccount],
  ] as const;
  return (
    <Card withBorder padding="lg" h="100%" data-testid="onboarding">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {texts.onboardingTitle}
        </Title>
        <Text size="sm" c="gray.7">
          {texts.onboardingLead}
        </Text>
        {stages.map(([label, n]) => (
          <Group key={label} justify="space-between" wrap="nowrap">
            <Text size="sm">{label}</Text>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {texts.practices(n)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
