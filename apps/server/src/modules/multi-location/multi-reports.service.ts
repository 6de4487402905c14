import type { MultiPeriod, MultiReportColumn, MultiReportResponse, MultiReportType } from '@mhq/contract';
import { PAYOUT_STATUS_LABELS, payoutPeriodWords } from '@mhq/domain';
import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { memberList as l } from '../../db/schema';
import type { Ctx } from '../../deps';
import type { AuthContext } from '../../http/guard';
import { membersOfMonth, officePayouts } from '../payouts/payouts.queries';
import { payoutView } from '../payouts/payouts.service';
import { revenueByOfficeMonth } from './multi-dashboard.queries';
import { dayOf, type Organization, organizationOf, type Period, periodOf } from './multi-location.scope';

type Row = Record<string, string | number | null>;
/** A report's rows; `summed` false where adding its amounts up means nothing (monthly and yearly prices). */
type Built = { title: string; columns: MultiReportColumn[]; rows: Row[]; summed?: false };

const col = (key: string, label: string, kind: MultiReportColumn['kind']): MultiReportColumn => ({ key, label, kind });
const LOCATION = col('location', 'Location', 'text');
const MONTH = col('month', 'Month', 'text');
const TERMS: Record<string, string> = { monthly: 'Monthly', annual: 'Yearly' };

const monthBounds = (month: string) => {
  const from = new Date(`${month}-01T00:00:00Z`);
  return { from, to: new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1)) };
};

/** Each location's members, month by month: joined, plans ended, covered at the month's end (the monthly statement's). */
async function membersReport(db: Db, org: Organization, period: Period): Promise<Built> {
  const rows: Row[] = [];
  for (const location of org.locations) {
    for (const month of period.months) {
      const { from, to } = monthBounds(month);
      const m = await membersOfMonth(db, org.scope.organizationId, location.officeId, from, to);
      rows.push({ location: location.name, month, enrolled: m.enrolled, ended: m.ended, covered: m.coveredAtEnd });
    }
  }
  return {
    title: 'Members by location',
    columns: [
      LOCATION,
      MONTH,
      col('enrolled', 'New members', 'count'),
      col('ended', 'Plans ended', 'count'),
      col('covered', 'Members at month end', 'count'),
    ],
    rows,
  };
}

/** Every member whose current plan began in the period, by location and day (the dashboard's 'enrolled'). */
async function enrolmentsReport(db: Db, org: Organization, period: Period): Promise<Built> {
  const names = new Map(org.locations.map((o) => [o.officeId, o.name]));
  const found = await db
    .select({
      officeId: l.officeId,
      at: l.subscriptionCreatedAt,
      firstName: l.firstName,
      lastName: l.lastName,
      planName: l.planName,
      term: l.term,
      priceCents: l.priceCents,
    })
    .from(l)
    .where(
      and(
        sql`${l.organizationId} = ${org.scope.organizationId}`,
        inArray(l.officeId, [...org.scope.officeIds]),
        sql`not ${l.deleted}`,
        gte(l.subscriptionCreatedAt, period.from),
        lt(l.subscriptionCreatedAt, period.to),
      ),
    )
    .orderBy(asc(l.subscriptionCreatedAt), asc(l.memberId));
  return {
    title: 'Enrolments by location',
    columns: [
      col('date', 'Enrolled on', 'date'),
      LOCATION,
      col('member', 'Member', 'text'),
      col('plan', 'Plan', 'text'),
      col('term', 'Billed', 'text'),
      col('price', 'Price', 'money'),
    ],
    rows: found.map((r) => ({
      date: r.at ? dayOf(r.at) : null,
      location: names.get(r.officeId) ?? '',
      member: `${r.firstName} ${r.lastName}`,
      plan: r.planName,
      term: r.term ? (TERMS[r.term] ?? r.term) : null,
      price: r.priceCents,
    })),
    summed: false,
  };
}

/** Each location's revenue by month, as the dashboards count it: received, the platform's fee, what it keeps. */
async function revenueReport(db: Db, org: Organization, period: Period): Promise<Built> {
  const found = await revenueByOfficeMonth(db, org.scope, period.from, period.to);
  const rows: Row[] = [];
  for (const location of org.locations) {
    for (const month of period.months) {
      const r = found.find((x) => x.officeId === location.officeId && x.month === month);
      const gross = r?.grossCents ?? 0;
      const fee = r?.platformFeeCents ?? 0;
      rows.push({ location: location.name, month, charges: r?.charges ?? 0, gross, fee, net: gross - fee });
    }
  }
  return {
    title: 'Revenue by location',
    columns: [
      LOCATION,
      MONTH,
      col('charges', 'Payments', 'count'),
      col('gross', 'Received', 'money'),
      col('fee', 'Platform fee', 'money'),
      col('net', 'Net revenue', 'money'),
    ],
    rows,
  };
}

/** Every payout made to a location's bank in the period. */
async function payoutsReport(db: Db, org: Organization, period: Period): Promise<Built> {
  const between = { from: dayOf(period.from), to: dayOf(period.to) };
  const rows: Row[] = [];
  for (const location of org.locations) {
    for (const p of await officePayouts(db, org.scope.organizationId, location.officeId, between)) {
      const v = payoutView(p);
      rows.push({
        date: v.payoutOn,
        location: location.name,
        period: payoutPeriodWords(v.cutoff),
        bank: v.bankLabel,
        status: PAYOUT_STATUS_LABELS[v.status],
        amount: v.amountCents,
      });
    }
  }
  rows.sort(
    (a, b) => String(a.date).localeCompare(String(b.date)) || String(a.location).localeCompare(String(b.location)),
  );
  return {
    title: 'Payouts by location',
    columns: [
      col('date', 'Payout date', 'date'),
      LOCATION,
      col('period', 'Covers', 'text'),
      col('bank', 'Sent to', 'text'),
      col('status', 'Status', 'text'),
      col('amount', 'Amount', 'money'),
    ],
    rows,
  };
}

const BUILDERS: Record<MultiReportType, (db: Db, org: Organization, period: Period) => Promise<Built>> = {
  members: membersReport,
  enrolments: enrolmentsReport,
  revenue: revenueReport,
  payouts: payoutsReport,
};

/** A multi-location report: its rows for the locations the caller works in (or the one asked for), and totals. */
export async function multiReport(
  ctx: Ctx,
  auth: AuthContext,
  reportType: MultiReportType,
  q: { officeId: number; period: MultiPeriod; locationId?: number | undefined },
): Promise<MultiReportResponse> {
  const org = await organizationOf(ctx.db, auth, q.officeId, q.locationId);
  const period = periodOf(q.period, ctx.clock.now());
  const { summed: sums, ...built } = await BUILDERS[reportType](ctx.db, org, period);
  const summed = built.columns.filter((c) => c.kind === 'count' || c.kind === 'money');
  const totals =
    sums !== false && summed.length > 0
      ? Object.fromEntries(summed.map((c) => [c.key, built.rows.reduce((s, r) => s + Number(r[c.key] ?? 0), 0)]))
      : null;
  return {
    reportType,
    organizationName: org.name,
    ...built,
    period: q.period,
    from: dayOf(period.from),
    to: dayOf(period.to),
    locations: org.locations,
    totals,
  };
}
