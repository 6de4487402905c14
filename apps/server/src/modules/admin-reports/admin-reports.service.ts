import type { AdminStatsResponse, RevenueMonth, RevenueReportResponse } from '@mhq/contract';
import { addMonths, utcDayOf } from '@mhq/domain';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordReadAudit } from '../audit/audit.queries';
import {
  activeMembersOf,
  enrolledByMonth,
  enrolledSince,
  ledgerSums,
  membersOfMonthByOffice,
  officesOfOrganization,
  officesOwnedBy,
  officeWithOrganization,
  onboardingStages,
  platformCounts,
  platformFees,
} from './admin-reports.queries';

const DAY_MS = 86_400_000;

/** The first instant of a month (YYYY-MM) and of the next, UTC. */
const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);
const nextMonth = (month: string) => addMonths(`${month}-01`, 1).slice(0, 7);
/** The `count` months up to and including `last`, oldest first. */
const monthsUpTo = (last: string, count: number) =>
  Array.from({ length: count }, (_, i) => addMonths(`${last}-01`, i - count + 1).slice(0, 7));

/** Spec 01 section 3 'Admin stats', computed now from the data (the app's clock). */
export async function adminStats(ctx: Ctx): Promise<AdminStatsResponse> {
  const now = ctx.clock.now();
  const thisMonth = utcDayOf(now).slice(0, 7);
  const months = monthsUpTo(thisMonth, 12);
  const lastMonth = addMonths(`${thisMonth}-01`, -1).slice(0, 7);
  const year = now.getUTCFullYear();
  const counts = await platformCounts(ctx.db);
  const enrolled = await enrolledByMonth(ctx.db, monthStart(months[0] ?? thisMonth), now);
  const onBoarding = await onboardingStages(ctx.db);
  return {
    asOf: now.toISOString(),
    dentistOfficeCount: counts.offices,
    officesWithMembers: counts.withMembers,
    activeUserCount: Object.values(counts.activeUsers).reduce((a, b) => a + b, 0),
    activeUsers: counts.activeUsers,
    membersLastWeek: await enrolledSince(ctx.db, new Date(now.getTime() - 7 * DAY_MS)),
    membersByMonth: months.map((month) => ({ month, enrolled: enrolled.get(month) ?? 0 })),
    onBoardingCount: onBoarding.awaitingEmail + onBoarding.noPlan + onBoarding.noPayoutAccount,
    onBoarding,
    lastMonth,
    feesLastMonth: await platformFees(ctx.db, monthStart(lastMonth), monthStart(thisMonth)),
    year,
    feesYTD: await platformFees(ctx.db, new Date(Date.UTC(year, 0, 1)), now),
  };
}

type Sums = Awaited<ReturnType<typeof ledgerSums>>[number];
const ZERO: Omit<RevenueMonth, 'month'> = {
  payments: 0,
  grossCents: 0,
  refundsCents: 0,
  disputesCents: 0,
  platformFeesCents: 0,
  guaranteeClaimsCents: 0,
  netToPracticesCents: 0,
  paidOutCents: 0,
  tierRevenueCents: 0,
};
const moneyOf = (s: Sums | undefined): Omit<RevenueMonth, 'month'> =>
  s
    ? {
        payments: s.payments,
        grossCents: Number(s.gross),
        refundsCents: Number(s.refunds),
        disputesCents: Number(s.disputes),
        platformFeesCents: Number(s.fees),
        guaranteeClaimsCents: Number(s.guarantee),
        netToPracticesCents: Number(s.net),
        paidOutCents: Number(s.paid_out),
        tierRevenueCents: Number(s.tier),
      }
    : ZERO;
const add = (a: Omit<RevenueMonth, 'month'>, b: Omit<RevenueMonth, 'month'>) =>
  Object.fromEntries(Object.keys(ZERO).map((k) => [k, a[k as keyof typeof ZERO] + b[k as keyof typeof ZERO]])) as Omit<
    RevenueMonth,
    'month'
  >;

/** The platform's money by month over the last `count` months (this month so far last), from the ledger. */
export async function revenueByMonth(ctx: Ctx, count: number): Promise<RevenueReportResponse> {
  const now = ctx.clock.now();
  const months = monthsUpTo(utcDayOf(now).slice(0, 7), count);
  const sums = await ledgerSums(ctx.db, 'month', { from: monthStart(months[0] ?? ''), to: now });
  const rows = months.map((month) => ({ month, ...moneyOf(sums.find((s) => s.key === month)) }));
  return { months: rows, totals: rows.reduce((t, r) => add(t, r), ZERO) };
}

export type MasterRow = {
  officeId: number;
  officeName: string;
  organizationName: string;
  coveredAtEnd: number;
  enrolled: number;
  ended: number;
} & Omit<RevenueMonth, 'month'>;

/**
 * The monthly master report of an office owner (spec 02 section 7): one row per office the user owns, its members at
 * the month's end, enrolled and ended in it (the office's monthly statement's rules), and the month's money from the
 * ledger. A user who owns no office is not found; a month not yet begun is refused. Each download is audited.
 */
export async function masterReport(
  ctx: Ctx,
  admin: AuthContext,
  ip: string,
  p: { year: number; month: number; userId: number },
): Promise<{ month: string; rows: MasterRow[]; totals: MasterRow }> {
  const month = `${p.year}-${String(p.month).padStart(2, '0')}`;
  if (month > utcDayOf(ctx.clock.now()).slice(0, 7)) {
    throw badRequest('That month has not begun yet.', { month: 'That month has not begun yet.' });
  }
  const offices = await officesOwnedBy(ctx.db, p.userId);
  if (offices.length === 0) throw notFound();
  const ids = offices.map((o) => o.id);
  const range = { from: monthStart(month), to: monthStart(nextMonth(month)), officeIds: ids };
  const sums = await ledgerSums(ctx.db, 'office', range);
  const people = await membersOfMonthByOffice(ctx.db, ids, range.from, range.to);
  const rows = offices.map((o) => {
    const m = people.get(o.id);
    return {
      officeId: o.id,
      officeName: o.office_name,
      organizationName: o.organization_name,
      coveredAtEnd: m?.covered ?? 0,
      enrolled: m?.enrolled ?? 0,
      ended: m?.ended ?? 0,
      ...moneyOf(sums.find((s) => s.key === String(o.id))),
    };
  });
  const sum = (pick: (r: MasterRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const totals: MasterRow = {
    officeId: 0,
    officeName: 'Total',
    organizationName: '',
    coveredAtEnd: sum((r) => r.coveredAtEnd),
    enrolled: sum((r) => r.enrolled),
    ended: sum((r) => r.ended),
    ...rows.reduce((t, r) => add(t, r), ZERO),
  };
  await recordReadAudit(ctx.db, {
    organizationId: offices[0]?.organization_id ?? null,
    actorUserId: admin.userId,
    action: 'master_report.export',
    targetType: 'user',
    targetId: p.userId,
    detail: { month, offices: ids },
    ip,
  });
  return { month, rows, totals };
}

export type ActiveMembersSheet = {
  title: string;
  organizationName: string;
  members: Awaited<ReturnType<typeof activeMembersOf>>;
};

/** The active members of an office, or (`wholeOrganization`) of every office of its organization. */
export async function activeMembers(
  ctx: Ctx,
  officeId: number,
  wholeOrganization: boolean,
): Promise<ActiveMembersSheet> {
  const office = await officeWithOrganization(ctx.db, officeId);
  if (!office) throw notFound();
  const ids = wholeOrganization
    ? (await officesOfOrganization(ctx.db, office.organization_id)).map((o) => o.id)
    : [office.id];
  return {
    title: wholeOrganization ? office.organization_name : office.office_name,
    organizationName: office.organization_name,
    members: await activeMembersOf(ctx.db, office.organization_id, ids),
  };
}
