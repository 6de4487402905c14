import type { DashboardLocations, DashboardMonth, DashboardResponse } from '@mhq/contract';
import type { MemberFilter } from '@mhq/domain';
import type { Ctx } from '../../deps';
import type { AuthContext } from '../../http/guard';
import { officeTakesPayments } from '../enrolment/enrolment.queries';
import { currentFilterSql } from '../members/member-filters.sql';
import { scopeOf } from '../members/member-scope';
import { enrolledBetween, type MonthRevenue, memberFigures, revenueByMonth } from './dashboard.queries';

/** The member figures and the list filter each one opens (the web links to /account/members?filter=<filter>). */
const FIGURES = {
  total: 'all',
  active: 'active',
  new: 'new',
  renewal: 'renewal',
  pastDue: 'past_due',
  delinquent: 'delinquent',
} as const satisfies Record<keyof DashboardResponse['members'], MemberFilter>;

const CHART_MONTHS = 12;

type MonthWindow = { key: string; start: Date; end: Date };

/** The last `count` calendar months (UTC, as the server keeps time), oldest first, ending with the month of `now`. */
function lastMonths(now: Date, count: number): MonthWindow[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(Date.UTC(year, month - (count - 1) + i, 1));
    const end = new Date(Date.UTC(year, month - (count - 1) + i + 1, 1));
    return { key: start.toISOString().slice(0, 7), start, end };
  });
}

const revenueOf = (month: string, r: MonthRevenue | undefined) => {
  const grossCents = r?.grossCents ?? 0;
  const platformFeeCents = r?.platformFeeCents ?? 0;
  return { month, grossCents, platformFeeCents, netCents: grossCents - platformFeeCents, charges: r?.charges ?? 0 };
};

/** The practice dashboard: members by the list's filters, this month's revenue, and 12 months of both. */
export async function officeDashboard(
  ctx: Ctx,
  auth: AuthContext,
  officeId: number,
  locations: DashboardLocations,
): Promise<DashboardResponse> {
  const scope = await scopeOf(ctx.db, auth, officeId, locations);
  const now = ctx.clock.now();
  const months = lastMonths(now, CHART_MONTHS);
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) throw new Error('no months to chart');
  const [counts, revenue] = await Promise.all([
    memberFigures(ctx.db, scope, [
      ...Object.values(FIGURES).map((filter) => ({ value: filter, condition: currentFilterSql(filter, now) })),
      ...months.map((m) => ({ value: m.key, condition: enrolledBetween(m.start, m.end) })),
    ]),
    revenueByMonth(ctx.db, scope, first.start, last.end),
  ]);
  const count = (key: string) => counts.get(key) ?? 0;
  const chart: DashboardMonth[] = months.map((m) => ({
    ...revenueOf(m.key, revenue.get(m.key)),
    enrolled: count(m.key),
  }));
  return {
    officeId,
    locations,
    officeIds: [...scope.officeIds],
    asOf: now.toISOString(),
    members: {
      total: count(FIGURES.total),
      active: count(FIGURES.active),
      new: count(FIGURES.new),
      renewal: count(FIGURES.renewal),
      pastDue: count(FIGURES.pastDue),
      delinquent: count(FIGURES.delinquent),
    },
    thisMonth: revenueOf(last.key, revenue.get(last.key)),
    months: chart,
    enrolmentTakesPayments: await officeTakesPayments(ctx.db, officeId),
  };
}
