import type { BenefitUsage, MemberBenefitsResponse, PatientBenefitsResponse, RecallResponse } from '@mhq/contract';
import {
  addMonths,
  benefitUse,
  countsAsActive,
  type DoneProcedure,
  type IsoDay,
  isSubscriptionStatus,
  lastVisitOn,
  type PlanYear,
  planYearOf,
  utcDayOf,
} from '@mhq/domain';
import { type PmsPort, PmsRefused, PmsUnavailable } from '../../adapters/pms/pms.port';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { householdMembers } from '../members/member-details.queries';
import { procedureName } from '../portal/covered-procedures';
import { ownHouseholdOwner } from '../portal/household.queries';
import { type PlanMember, planMembers, recallCandidates } from './pms-benefits.queries';
import { officeOrganization } from './pms-connection.queries';
import { callHub, liveConnectionOf, type PmsConnectionRow } from './pms-hub';

// Benefit usage (issue 28): what a member used this plan year of the care their plan includes, read from the completed
// procedures in the office's PMS; the recall list of members with included visits left; the patient's own household's
// usage. Each request asks the hub once (every chart at once), and a hub that fails still lets the page open: the
// answer says 'unavailable' instead of failing the call.

/** A use case's world: the request's context and the hub it reaches. */
export type BenefitsCtx = Ctx & { pms: PmsPort };

/** The completed procedures of these charts since `from`, by chart; null when the hub failed (recorded as health). */
async function proceduresByChart(
  ctx: BenefitsCtx,
  conn: PmsConnectionRow,
  chartIds: readonly string[],
  from: IsoDay,
): Promise<Map<string, DoneProcedure[]> | null> {
  const byChart = new Map<string, DoneProcedure[]>(chartIds.map((id) => [id, []]));
  if (chartIds.length === 0) return byChart;
  try {
    const done = await callHub(
      { db: ctx.db, clock: ctx.clock, pms: ctx.pms },
      conn,
      (pms, practice) => pms.procedures(practice, chartIds, from),
      true,
    );
    for (const p of done) {
      if (p.status === 'completed') byChart.get(p.chartId)?.push({ code: p.code, on: p.on });
    }
    return byChart;
  } catch (err) {
    if (err instanceof PmsUnavailable || err instanceof PmsRefused) return null;
    throw err;
  }
}

/** The member's plan year when they hold a plan that still covers them (else no usage to show). */
function coveredYear(m: PlanMember, today: IsoDay): PlanYear | null {
  if (!m.planId || !m.subscriptionCreatedAt || !m.status || !isSubscriptionStatus(m.status)) return null;
  if (!countsAsActive(m.status)) return null;
  return planYearOf(utcDayOf(m.subscriptionCreatedAt), today);
}

/** The usage of members of one office, asking the hub once for every chart that has something to count. */
async function usagesOf(ctx: BenefitsCtx, officeId: number, people: readonly PlanMember[]): Promise<BenefitUsage[]> {
  const today = utcDayOf(ctx.clock.now());
  const conn = await liveConnectionOf(ctx.db, officeId);
  const years = new Map(people.map((m) => [m.memberId, coveredYear(m, today)]));
  const counted = people.filter((m) => m.chartId !== null && years.get(m.memberId));
  const from = counted.map((m) => years.get(m.memberId)?.from ?? today).sort()[0] ?? today;
  const charts = [...new Set(counted.flatMap((m) => m.chartId ?? []))];
  const byChart = conn && counted.length > 0 ? await proceduresByChart(ctx, conn, charts, from) : new Map();

  return people.map((m): BenefitUsage => {
    const year = years.get(m.memberId) ?? null;
    const base = {
      memberId: m.memberId,
      planName: year ? m.planName : null,
      yearFrom: year?.from ?? null,
      yearTo: year?.to ?? null,
      services: [],
      remaining: 0,
    };
    if (!conn) return { ...base, state: 'not_connected' };
    if (!year) return { ...base, state: 'no_plan' };
    if (!m.chartId) return { ...base, state: 'not_matched' };
    if (!byChart) return { ...base, state: 'unavailable' };
    const use = benefitUse(m.priceCodes ?? [], byChart.get(m.chartId) ?? [], year, procedureName);
    return { ...base, state: 'ok', services: use.services, remaining: use.remaining };
  });
}

async function organizationOf(ctx: Ctx, officeId: number): Promise<number> {
  const organizationId = await officeOrganization(ctx.db, officeId);
  if (organizationId === null) throw notFound();
  return organizationId;
}

/** One member's use of their plan's included care this plan year (the access guard checked the member's office). */
export async function memberBenefits(
  ctx: BenefitsCtx,
  officeId: number,
  memberId: number,
): Promise<MemberBenefitsResponse> {
  const organizationId = await organizationOf(ctx, officeId);
  const [member] = await planMembers(ctx.db, organizationId, officeId, [memberId]);
  if (!member) throw notFound();
  const [usage] = await usagesOf(ctx, officeId, [member]);
  if (!usage) throw notFound();
  return { usage };
}

/** The signed-in patient's household's usage at the office: their own household only, whoever of it signs in. */
export async function patientBenefits(
  ctx: BenefitsCtx,
  userId: number,
  officeId: number,
): Promise<PatientBenefitsResponse> {
  const owner = await ownHouseholdOwner(ctx.db, officeId, userId);
  const people = await householdMembers(ctx.db, owner.organizationId, owner.id);
  const listed = await planMembers(
    ctx.db,
    owner.organizationId,
    officeId,
    people.map((p) => p.member.id),
  );
  const usages = await usagesOf(ctx, officeId, listed);
  return { members: usages.map((u, i) => ({ ...u, firstName: listed[i]?.firstName ?? '' })) };
}

/**
 * Members with a running plan, a chart and included visits left this plan year, the fewest days left first: whom the
 * front desk calls back. The last visit is looked for back to a year before the earliest plan year shown.
 */
export async function recallList(ctx: BenefitsCtx, officeId: number): Promise<RecallResponse> {
  const conn = await liveConnectionOf(ctx.db, officeId);
  if (!conn) return { members: [], state: 'not_connected' };
  const today = utcDayOf(ctx.clock.now());
  const rows = await recallCandidates(ctx.db, conn.organizationId, officeId);
  const withYear = rows.flatMap((r) => {
    const year = coveredYear(r, today);
    return year && r.chartId ? [{ ...r, chartId: r.chartId, year }] : [];
  });
  const earliest = withYear.map((r) => r.year.from).sort()[0] ?? today;
  const charts = [...new Set(withYear.map((r) => r.chartId))];
  const byChart = await proceduresByChart(ctx, conn, charts, addMonths(earliest, -12));
  if (!byChart) return { members: [], state: 'unavailable' };

  const members = withYear.flatMap((r) => {
    const done = byChart.get(r.chartId) ?? [];
    const use = benefitUse(r.priceCodes ?? [], done, r.year, procedureName);
    if (use.remaining <= 0) return [];
    return [
      {
        memberId: r.memberId,
        firstName: r.firstName,
        lastName: r.lastName,
        phone: r.phone ?? r.ownerPhone ?? null,
        email: r.email ?? r.ownerEmail ?? null,
        planName: r.planName ?? '',
        chartId: r.chartId,
        remaining: use.remaining,
        unused: use.services
          .filter((s) => s.used < s.included)
          .map((s) => ({ name: s.name, left: s.included - s.used })),
        lastVisitOn: lastVisitOn(done),
        yearTo: r.year.to,
      },
    ];
  });
  // Fewest days left first (the earliest end of plan year); the rows came in name order, which a stable sort keeps.
  members.sort((a, b) => (a.yearTo < b.yearTo ? -1 : a.yearTo > b.yearTo ? 1 : 0));
  return { members, state: 'ok' };
}
