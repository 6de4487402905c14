import type { MatchNewMembersResponse, PmsMatchesResponse, PmsPatient, PmsPatientSearchResponse } from '@mhq/contract';
import { matchMembers } from '@mhq/domain';
import type { PmsPort } from '../../adapters/pms/pms.port';
import type { Ctx } from '../../deps';
import { AppError, badRequest } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordMemberEvents } from '../members/member-events';
import { callHub, connectionOf, type PmsConnectionRow, requireConnection } from './pms-hub';
import {
  type CandidateRow,
  chartHolders,
  closeOpenCandidates,
  dismissedPairs,
  dismissPair,
  lockOfficeMatching,
  memberChartForUpdate,
  membersWithoutChart,
  openCandidatesOf,
  organizationOfOffice,
  queueClear,
  replaceOpenCandidates,
  setMemberChart,
} from './pms-match.queries';

// Chart matches (issue 28): which PMS patient each member is. The matcher (domain pms-match) links the sure ones; staff
// confirm or fix the rest. The hub is asked before any transaction opens, so a slow or failing PMS holds no lock and,
// failing, leaves nothing written.

const SEARCH_LIMIT = 25;

const hubOf = (ctx: Ctx, pms: PmsPort) => ({ db: ctx.db, clock: ctx.clock, pms });
const writesBack = (conn: PmsConnectionRow | null) => conn?.status === 'connected' && conn.writeBack;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Matches the office's members without a chart to the PMS's patients: the sure ones linked, the rest for staff. */
export async function matchNewMembers(
  ctx: Ctx,
  pms: PmsPort,
  auth: AuthContext,
  officeId: number,
): Promise<MatchNewMembersResponse> {
  const conn = await requireConnection(ctx.db, officeId);
  const org = conn.organizationId;
  if ((await membersWithoutChart(ctx.db, org, officeId)).length === 0) {
    return { _message: 'Every member already has a chart match.', matched: 0, toConfirm: 0, unmatched: 0 };
  }
  const charts = await callHub(hubOf(ctx, pms), conn, (p, practice) => p.allPatients(practice));
  const at = ctx.clock.now();
  const counts = await ctx.db.transaction(async (tx) => {
    await lockOfficeMatching(tx, officeId);
    const toMatch = await membersWithoutChart(tx, org, officeId);
    const taken = await chartHolders(tx, org, officeId);
    const dismissed = await dismissedPairs(tx, org, officeId);
    const free = charts.filter((c) => !taken.has(c.chartId));
    const results = matchMembers(toMatch, free, (m, c) => dismissed.has(`${m.memberId}:${c.chartId}`));
    const candidates: CandidateRow[] = [];
    const events = [];
    for (const { member, match } of results) {
      if (match.sure) {
        await setMemberChart(tx, org, member.memberId, match.sure.chart.chartId);
        events.push({
          organizationId: org,
          memberId: member.memberId,
          actorUserId: auth.userId,
          kind: 'pms.chart_matched',
          summary: `Matched to chart ${match.sure.chart.chartId} in the practice-management system (${match.sure.reasons.join(', ')}).`,
          detail: { chartId: match.sure.chart.chartId, score: match.sure.score, automatic: true },
          at,
        });
      }
      for (const c of match.candidates) candidates.push({ memberId: member.memberId, ...c });
    }
    await recordMemberEvents(tx, events);
    await replaceOpenCandidates(
      tx,
      org,
      officeId,
      results.map((r) => r.member.memberId),
      candidates,
    );
    const matched = events.length;
    const toConfirm = results.filter((r) => !r.match.sure && r.match.candidates.length > 0).length;
    return { matched, toConfirm, unmatched: results.length - matched - toConfirm };
  });
  return {
    _message: `${plural(counts.matched, 'member', 'members')} matched to their chart, ${counts.toConfirm} to confirm, ${counts.unmatched} with no likely chart.`,
    ...counts,
  };
}

const patientOf = (stored: Record<string, string | null>, memberId: number | null): PmsPatient => ({
  chartId: stored.chartId ?? '',
  firstName: stored.firstName ?? '',
  lastName: stored.lastName ?? '',
  birthDate: stored.birthDate ?? null,
  email: stored.email ?? null,
  phone: stored.phone ?? null,
  carrier: stored.carrier ?? null,
  memberId,
});

/** Members with a plan and no chart, each with the PMS patients that could be them, best first. */
export async function pmsMatches(ctx: Ctx, officeId: number): Promise<PmsMatchesResponse> {
  const org = await organizationOfOffice(ctx.db, officeId);
  if (org === null) return { members: [] };
  const people = await membersWithoutChart(ctx.db, org, officeId);
  const open = await openCandidatesOf(ctx.db, org, officeId);
  const holders = await chartHolders(ctx.db, org, officeId, [...new Set(open.map((c) => c.chartId))]);
  return {
    members: people.map((m) => ({
      ...m,
      candidates: open
        .filter((c) => c.memberId === m.memberId)
        .map((c) => ({
          ...patientOf(c.patient, holders.get(c.chartId)?.memberId ?? null),
          score: c.score,
          reasons: c.reasons,
        })),
    })),
  };
}

/** Links a member to a PMS chart: a candidate confirmed, or a match fixed by staff. */
export async function setChartMatch(
  ctx: Ctx,
  pms: PmsPort,
  auth: AuthContext,
  input: { officeId: number; memberId: number; chartId: string },
) {
  const conn = await requireConnection(ctx.db, input.officeId);
  const org = conn.organizationId;
  // Checked before the hub is asked (and again under the lock): a refused match leaves nothing written.
  await refuseTaken(ctx, org, input);
  const [chart] = await callHub(hubOf(ctx, pms), conn, (p, practice) => p.chartsByIds(practice, [input.chartId]));
  if (!chart) throw badRequest(`The practice-management system has no chart ${input.chartId}.`);
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockOfficeMatching(tx, input.officeId);
    const member = await memberChartForUpdate(tx, org, input.memberId);
    if (!member) throw new AppError('NOT_FOUND', 'Not Found');
    await refuseTaken({ db: tx }, org, input);
    await closeOpenCandidates(tx, org, input.memberId);
    if (member.chartId === chart.chartId) {
      return { _message: `${member.firstName} is already matched to chart ${chart.chartId}.`, ...ids(input) };
    }
    await setMemberChart(tx, org, input.memberId, chart.chartId);
    // The old chart still shows the membership: take it off when the office writes back.
    if (member.chartId && writesBack(conn)) {
      await queueClear(tx, org, { officeId: input.officeId, memberId: input.memberId, chartId: member.chartId });
    }
    const was = member.chartId ? ` (was ${member.chartId})` : '';
    await recordMemberEvents(tx, [
      {
        organizationId: org,
        memberId: input.memberId,
        actorUserId: auth.userId,
        kind: 'pms.chart_matched',
        summary: `Matched to chart ${chart.chartId} (${chart.firstName} ${chart.lastName}) in the practice-management system${was}.`,
        detail: { chartId: chart.chartId, previousChartId: member.chartId },
        at,
      },
    ]);
    return { _message: `${member.firstName} is matched to chart ${chart.chartId}.`, ...ids(input) };
  });
}

/** 409 naming the member of the office who already holds the chart. */
async function refuseTaken(
  ctx: Pick<Ctx, 'db'>,
  org: number,
  input: { officeId: number; memberId: number; chartId: string },
) {
  const holder = (await chartHolders(ctx.db, org, input.officeId, [input.chartId])).get(input.chartId);
  if (holder && holder.memberId !== input.memberId) {
    throw new AppError(
      'CONFLICT',
      `Chart ${input.chartId} is already matched to ${holder.firstName} ${holder.lastName}. Remove that match first.`,
    );
  }
}

const ids = (input: { memberId: number; chartId: string }) => ({ memberId: input.memberId, chartId: input.chartId });

/** Unlinks a member from their chart (a wrong match): the matcher will not suggest that pair again. */
export async function removeChartMatch(ctx: Ctx, auth: AuthContext, input: { officeId: number; memberId: number }) {
  const org = await organizationOfOffice(ctx.db, input.officeId);
  if (org === null) throw new AppError('NOT_FOUND', 'Not Found');
  const conn = await connectionOf(ctx.db, input.officeId);
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockOfficeMatching(tx, input.officeId);
    const member = await memberChartForUpdate(tx, org, input.memberId);
    if (!member) throw new AppError('NOT_FOUND', 'Not Found');
    const chartId = member.chartId;
    if (!chartId) throw new AppError('CONFLICT', `${member.firstName} has no chart match to remove.`);
    await setMemberChart(tx, org, input.memberId, null);
    const pair = { officeId: input.officeId, memberId: input.memberId, chartId };
    await dismissPair(tx, org, { ...pair, userId: auth.userId, at, patient: null });
    if (writesBack(conn)) await queueClear(tx, org, pair);
    await recordMemberEvents(tx, [
      {
        organizationId: org,
        memberId: input.memberId,
        actorUserId: auth.userId,
        kind: 'pms.chart_unmatched',
        summary: `Chart match ${chartId} removed: not this patient. It will not be suggested again.`,
        detail: { chartId },
        at,
      },
    ]);
    return {
      _message: `${member.firstName} is no longer matched to chart ${chartId}.`,
      memberId: input.memberId,
      chartId: null,
    };
  });
}

/** The office's PMS patients whose name, chart id, phone or email has the words, with the member matched to each. */
export async function pmsPatientSearch(
  ctx: Ctx,
  pms: PmsPort,
  input: { officeId: number; q: string },
): Promise<PmsPatientSearchResponse> {
  const conn = await requireConnection(ctx.db, input.officeId);
  const charts = await callHub(hubOf(ctx, pms), conn, (p, practice) =>
    p.searchPatients(practice, input.q, SEARCH_LIMIT),
  );
  const holders = await chartHolders(
    ctx.db,
    conn.organizationId,
    input.officeId,
    charts.map((c) => c.chartId),
  );
  return { patients: charts.map((c) => ({ ...c, memberId: holders.get(c.chartId)?.memberId ?? null })) };
}
