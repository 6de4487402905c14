import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { MultiDashboardLocation } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { monthName } from '../dashboard/DashboardFigures';
import { multiTexts as texts } from './multi-location-texts';

const money = (cents: number) => formatMoney(Math.round(cents));

/** The axis' top: the largest bar rounded up to a round multiple of a power of ten, so the ticks read as round numbers. */
export function niceCeiling(max: number, floor: number): number {
  const value = Math.max(max, floor);
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 3, 4, 5, 6, 8, 10].find((k) => k * power >= value) ?? 10;
  return step * power;
}

/**
 * One location's last 12 months: new members and net revenue, two small charts, and for screen readers the same
 * figures as a table (the drawing says nothing to them).
 */
export function LocationChart({ location }: { location: MultiDashboardLocation }) {
  const rows = location.months.map((m) => ({
    month: monthName(m.month, 'short'),
    enrolled: m.enrolled,
    net: m.netCents,
  }));
  const enrolledTop = niceCeiling(Math.max(...rows.map((r) => r.enrolled)), 4);
  const netTop = niceCeiling(Math.max(...rows.map((r) => r.net)), 10_000);
  const empty = location.months.every((m) => m.enrolled === 0 && m.netCents === 0);
  return (
    <Card withBorder padding="lg" data-testid={`location-chart-${location.officeId}`}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {location.name}
          {location.closedAt ? ` (${texts.closed})` : ''}
        </Title>
        {empty ? (
          <Text size="sm" c="gray.7" py="lg" ta="center">
            {texts.chartEmpty}
          </Text>
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {texts.chartEnrolled}
            </Text>
            <BarChart
              h={140}
              data={rows}
              dataKey="month"
              series={[{ name: 'enrolled', label: texts.chartEnrolled, color: 'brand.7' }]}
              tickLine="none"
              gridAxis="y"
              textColor="gray.7"
              maxBarWidth={20}
              yAxisProps={{
                allowDecimals: false,
                width: 36,
                domain: [0, enrolledTop],
                ticks: enrolledTop % 2 === 0 ? [0, enrolledTop / 2, enrolledTop] : [0, enrolledTop],
              }}
            />
            <Text size="sm" c="gray.7">
              {texts.chartNet}
            </Text>
            <BarChart
              h={140}
              data={rows}
              dataKey="month"
              series={[{ name: 'net', label: texts.chartNet, color: 'teal.8' }]}
              valueFormatter={money}
              tickLine="none"
              gridAxis="y"
              textColor="gray.7"
              maxBarWidth={20}
              yAxisProps={{ width: 64, domain: [0, netTop], ticks: [0, netTop / 2, netTop] }}
            />
          </>
        )}
        <table className="visually-hidden">
          <caption>{`${location.name}: ${texts.chartsTitle}`}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">{texts.chartEnrolled}</th>
              <th scope="col">{texts.chartNet}</th>
            </tr>
          </thead>
          <tbody>
            {location.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthName(m.month)}</th>
                <td>{m.enrolled}</td>
                <td>{formatMoney(m.netCents, { decimals: 2 })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Stack>
    </Card>
  );
}
