import type { DashboardResponse, MultiDashboardResponse, MultiFigures, MultiMonth, MultiPeriod } from '@mhq/contract';
import { anniversaryMonthDay, anniversaryMonthDays, type MemberFilter, STATUS_FILTER_STATUSES } from '@mhq/domain';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import type { AuthContext } from '../../http/guard';
import { currentFilterSql, renewalOn } from '../members/member-filters.sql';
import type { Scope } from '../members/member-search.queries';
import {
  activeByAnniversaryDay,
  countsByOffice,
  enrolmentsByOfficeMonth,
  type OfficeMonthEnrolments,
  type OfficeMonthRevenue,
  revenueByOfficeMonth,
  statusCountsByOffice,
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

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/** The office dashboard's chart months: the last 12 calendar months, oldest first, ending with this one. */
function chartMonths(now: Date) {
  return Array.from({ length: CHART_MONTHS }, (_, i) => {
    const start = monthStart(now.getUTCFullYear(), now.getUTCMonth() - (CHART_MONTHS - 1) + i);
    const end = monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1);
    return { key: start.toISOString().slice(0, 7), start, end };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'renewal' (active, next anniversary within 30 days) in two parts that add up to exactly the members list's filter.
 * A subscription begun before today on a month-day strictly inside the window (tomorrow to the day before the window's
 * last) has its next anniversary on that day of the window, whole within the 30 days, whatever its time: it counts by
 * its active status alone, read from the day summaries. Today's month-day, the last day's (where the time of day
 * decides) and 29 February (which renews on 28 February in common years) are counted row by row with the filter.
 */
export function renewalParts(now: Date) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const edges = new Set([anniversaryMonthDay(now), anniversaryMonthDay(new Date(now.getTime() + 30 * DAY_MS)), 229]);
  const window = anniversaryMonthDays(now, 30);
  return {
    today,
    inside: window.filter((d) => !edges.has(d)),
    edges: window.filter((d) => edges.has(d)),
  };
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
 * Every statement of the master dashboard, at once: the summaries' rows of the locations from `from` to `to` (month
 * starts), and the counts that move with the clock.
 */
export async function dashboardRows(db: Db, scope: Scope, now: Date, from: Date, to: Date) {
  const renewal = renewalParts(now);
  const [statuses, enrolments, revenue, renewing, recent] = await Promise.all([
    statusCountsByOffice(db, scope),
    enrolmentsByOfficeMonth(db, scope, from, to),
    revenueByOfficeMonth(db, scope, from, to),
    activeByAnniversaryDay(db, scope, renewal.inside, renewal.today),
    countsByOffice(db, scope, [
      { value: FIGURES.new, condition: currentFilterSql(FIGURES.new, now) },
      { value: FIGURES.renewal, condition: renewalOn(now, renewal.edges) },
    ]),
  ]);
  return { statuses, enrolments, revenue, renewing, recent };
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
  // Every period ends by the end of this month, as the chart does.
  const to = monthStart(now.getUTCFullYear(), now.getUTCMonth() + 1);
  const { statuses, enrolments, revenue, renewing, recent } = await dashboardRows(ctx.db, org.scope, now, from, to);
  /** A location's members listed with one of `among` (every status, no plan included, when not given). */
  const membersOf = (officeId: number, among?: readonly string[]) =>
    statuses
      .filter((s) => s.officeId === officeId && (among === undefined || among.includes(s.status)))
      .reduce((n, s) => n + s.members, 0);
  const inPeriod = new Set(period.months);
  const enrolmentsOf = (rows: OfficeMonthEnrolments[], key: 'enrolled' | 'canceled') =>
    rows.reduce((n, r) => n + r[key], 0);
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
    const id = location.officeId;
    const own = revenue.filter((r) => r.officeId === id);
    const joined = enrolments.filter((r) => r.officeId === id);
    const figures: MultiFigures = {
      members: {
        total: membersOf(id),
        active: membersOf(id, STATUS_FILTER_STATUSES.active),
        new: recent.get(id)?.get(FIGURES.new) ?? 0,
        renewal: (renewing.get(id) ?? 0) + (recent.get(id)?.get(FIGURES.renewal) ?? 0),
        pastDue: membersOf(id, STATUS_FILTER_STATUSES.past_due),
        delinquent: membersOf(id, STATUS_FILTER_STATUSES.delinquent),
      },
      enrolled: enrolmentsOf(
        joined.filter((r) => inPeriod.has(r.month)),
        'enrolled',
      ),
      canceled: enrolmentsOf(
        joined.filter((r) => inPeriod.has(r.month)),
        'canceled',
      ),
      revenue: sumOf(own.filter((r) => inPeriod.has(r.month))),
    };
    const chart: MultiMonth[] = months.map((m) => ({
      month: m.key,
      enrolled: enrolmentsOf(
        joined.filter((r) => r.month === m.key),
        'enrolled',
      ),
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
