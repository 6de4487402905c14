import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { DashboardMonth } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import type { ReactNode } from 'react';
import { monthName } from './DashboardFigures';
import { dashboardTexts as texts } from './dashboard-texts';

/** Amounts on the axis and in the tooltip; recharts may hand a computed tick that is not a whole cent. */
const money = (cents: number) => formatMoney(Math.round(cents));

type ChartProps = { months: readonly DashboardMonth[] };

/** The months as the charts read them: a short month on the axis, amounts in cents. */
const rowsOf = (months: readonly DashboardMonth[]) =>
  months.map((m) => ({
    month: monthName(m.month, 'short'),
    enrolled: m.enrolled,
    net: m.netCents,
    fee: m.platformFeeCents,
  }));

/**
 * A chart and, for screen readers, the same figures as a table (the drawing says nothing to them). Sighted
 * keyboard users can still step through the bars: the chart keeps its keyboard layer.
 */
function ChartCard({
  title,
  lead,
  table,
  children,
  testId,
  empty,
}: {
  /** Said instead of drawing a chart of nothing but zeros. */
  empty: string | null;
  title: string;
  lead: string;
  table: { head: string[]; rows: (string | number)[][] };
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder padding="lg" h="100%" data-testid={testId}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" c="gray.7">
          {lead}
        </Text>
        {empty ? (
          <Text size="sm" c="gray.7" py="xl" ta="center" data-testid={`${testId}-empty`}>
            {empty}
          </Text>
        ) : (
          children
        )}
        <table className="visually-hidden">
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => (
              <tr key={String(r[0])}>
                {r.map((cell, i) =>
                  i === 0 ? (
                    <th key="m" scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={String(i)}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Stack>
    </Card>
  );
}

/** Members whose current plan began in each of the last 12 months. */
export function EnrolledChart({ months }: ChartProps) {
  return (
    <ChartCard
      testId="enrolled-chart"
      empty={months.every((m) => m.enrolled === 0) ? texts.enrolledChartEmpty : null}
      title={texts.enrolledChartTitle}
      lead={texts.enrolledChartLead}
      table={{
        head: [texts.tableMonth, texts.enrolledSeries],
        rows: months.map((m) => [monthName(m.month), m.enrolled]),
      }}
    >
      <BarChart
        h={220}
        data={rowsOf(months)}
        dataKey="month"
        series={[{ name: 'enrolled', label: texts.enrolledSeries, color: 'brand.7' }]}
        tickLine="none"
        gridAxis="y"
        textColor="gray.7"
        maxBarWidth={28}
        yAxisProps={{ allowDecimals: false, width: 36, domain: [0, (max: number) => Math.max(max, 4)] }}
      />
    </ChartCard>
  );
}

/** Revenue per month: what the practice keeps and the platform fee, stacked to what households paid. */
export function RevenueChart({ months }: ChartProps) {
  return (
    <ChartCard
      testId="revenue-chart"
      empty={months.every((m) => m.grossCents === 0) ? texts.revenueChartEmpty : null}
      title={texts.revenueChartTitle}
      lead={texts.revenueChartLead}
      table={{
        head: [texts.tableMonth, texts.tableGross, texts.feeSeries, texts.netSeries],
        rows: months.map((m) => [
          monthName(m.month),
          formatMoney(m.grossCents, { decimals: 2 }),
          formatMoney(m.platformFeeCents, { decimals: 2 }),
          formatMoney(m.netCents, { decimals: 2 }),
        ]),
      }}
    >
      <BarChart
        h={220}
        data={rowsOf(months)}
        dataKey="month"
        type="stacked"
        series={[
          { name: 'net', label: texts.netSeries, color: 'brand.7' },
          { name: 'fee', label: texts.feeSeries, color: 'gray.5' },
        ]}
        valueFormatter={money}
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 36 }}
        tickLine="none"
        gridAxis="y"
        textColor="gray.7"
        maxBarWidth={28}
        // Whole dollars on the axis at the least: a month of a few cents would otherwise show cent ticks.
        yAxisProps={{ allowDecimals: false, width: 64, domain: [0, (max: number) => Math.max(max, 10_000)] }}
      />
    </ChartCard>
  );
}
