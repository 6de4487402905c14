import type { DashboardResponse, MultiDashboardResponse, MultiFigures, MultiMonth, MultiPeriod } from '@mhq/contract';
import type { MemberFilter } from '@mhq/domain';
import type { Ctx } from '../../deps';
import type { AuthContext } from '../../http/guard';
import { enrolledBetween } from '../dashboard/dashboard.queries';
import { currentFilterSql } from '../members/member-filters.sql';
import {
  canceledBetween,
  figuresByOffice,
  type OfficeMonthRevenue,
  revenueByOfficeMonth,
} from './multi-dashboard.queries';
import { organizationOf, periodOf } from './multi-location.scope';

/** The office dashboard's member figures and the list filter each one is (dashboard.service FIGURES). */
const FIGURES = {
  total: 'all',
  active: 'active',
  new: 'new',
  renewal: 'renewal',
  pastDue: 'past_due',
  delinquent: 'delinquent',
} as const satisfies Record<keyof DashboardResponse['members'], MemberFilter>;

const CHART_MONTHS = 12;
const ENROLLED = 'period:enrolled';
const CANCELED = 'period:canceled';

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/** The office dashboard's chart months: the last 12 calendar months, oldest first, ending with this one. */
function chartMonths(now: Date) {
  return Array.from({ length: CHART_MONTHS }, (_, i) => {
    const start = monthStart(now.getUTCFullYear(), now.getUTCMonth() - (CHART_MONTHS - 1) + i);
    const end = monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1);
    return { key: start.toISOString().slice(0, 7), start, end };
  });
}

const emptyFigures = (): MultiFigures => ({
  members: { total: 0, active: 0, new: 0, renewal: 0, pastDue: 0, delinquent: 0 },
  enrolled: 0,
  canceled: 0,
  revenue: { grossCents: 0, platformFeeCents: 0, netCents: 0, charges: 0 },
});

function addFigures(sum: MultiFigures, f: MultiFigures): MultiFigures {
  const m = sum.members;
  return {
    members: {
      total: m.total + f.members.total,
      active: m.active + f.members.active,
      new: m.new + f.members.new,
      renewal: m.renewal + f.members.renewal,
      pastDue: m.pastDue + f.members.pastDue,
      delinquent: m.delinquent + f.members.delinquent,
    },
    enrolled: sum.enrolled + f.enrolled,
    canceled: sum.canceled + f.canceled,
    revenue: {
      grossCents: sum.revenue.grossCents + f.revenue.grossCents,
      platformFeeCents: sum.revenue.platformFeeCents + f.revenue.platformFeeCents,
      netCents: sum.revenue.netCents + f.revenue.netCents,
      charges: sum.revenue.charges + f.revenue.charges,
    },
  };
}

/**
 * The master dashboard: for every location the caller works in, the office dashboard's member figures now, the
 * period's enrolments, cancellations and revenue, and the office dashboard's 12 months; and all of them together.
 */
export async function multiDashboard(
  ctx: Ctx,
  auth: AuthContext,
  officeId: number,
  periodName: MultiPeriod,
): Promise<MultiDashboardResponse> {
  const org = await organizationOf(ctx.db, auth, officeId);
  const now = ctx.clock.now();
  const period = periodOf(periodName, now);
  const months = chartMonths(now);
  const first = months[0];
  const from = first && first.start < period.from ? first.start : period.from;
  const [counts, revenue] = await Promise.all([
    figuresByOffice(ctx.db, org.scope, [
      ...Object.values(FIGURES).map((filter) => ({ value: filter, condition: currentFilterSql(filter, now) })),
      { value: ENROLLED, condition: enrolledBetween(period.from, period.to) },
      { value: CANCELED, condition: canceledBetween(period.from, period.to) },
      ...months.map((m) => ({ value: m.key, condition: enrolledBetween(m.start, m.end) })),
    ]),
    // Every period ends by the end of this month, as the chart does.
    revenueByOfficeMonth(ctx.db, org.scope, from, monthStart(now.getUTCFullYear(), now.getUTCMonth() + 1)),
  ]);
  const revenueOf = (officeId: number) => revenue.filter((r) => r.officeId === officeId);
  const inPeriod = new Set(period.months);
  const sumOf = (rows: OfficeMonthRevenue[]) =>
    rows.reduce(
      (s, r) => ({
        grossCents: s.grossCents + r.grossCents,
        platformFeeCents: s.platformFeeCents + r.platformFeeCents,
        netCents: s.netCents + r.grossCents - r.platformFeeCents,
        charges: s.charges + r.charges,
      }),
      emptyFigures().revenue,
    );
  const locations = org.locations.map((location) => {
    const count = (key: string) => counts.get(location.officeId)?.get(key) ?? 0;
    const own = revenueOf(location.officeId);
    const figures: MultiFigures = {
      members: {
        total: count(FIGURES.total),
        active: count(FIGURES.active),
        new: count(FIGURES.new),
        renewal: count(FIGURES.renewal),
        pastDue: count(FIGURES.pastDue),
        delinquent: count(FIGURES.delinquent),
      },
      enrolled: count(ENROLLED),
      canceled: count(CANCELED),
      revenue: sumOf(own.filter((r) => inPeriod.has(r.month))),
    };
    const chart: MultiMonth[] = months.map((m) => ({
      month: m.key,
      enrolled: count(m.key),
      netCents: sumOf(own.filter((r) => r.month === m.key)).netCents,
    }));
    return { ...location, figures, months: chart };
  });
  return {
    officeId,
    organizationName: org.name,
    period: periodName,
    from: period.from.toISOString().slice(0, 10),
    to: period.to.toISOString().slice(0, 10),
    asOf: now.toISOString(),
    locations,
    total: locations.reduce((sum, l) => addFigures(sum, l.figures), emptyFigures()),
  };
}
