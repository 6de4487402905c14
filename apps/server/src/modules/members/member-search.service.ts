import type {
  MemberFiltersResponse,
  MemberRow,
  MemberSearchRequest,
  MemberSearchResponse,
  MemberSort,
} from '@mhq/contract';
import {
  DEFAULT_QUICK_FILTERS,
  guaranteeCovers,
  LEGACY_MEMBER_FILTERS,
  type LegacyMemberFilter,
  type MemberFilter,
  offeredMemberFilters,
  type SubscriptionStatus,
} from '@mhq/domain';
import type { Ctx } from '../../deps';
import { badRequest } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordReadAudit } from '../audit/audit.queries';
import { currentFilterSql, legacyFilterSql } from './member-filters.sql';
import { scopeOf } from './member-scope';
import {
  type Cursor,
  cursorOf,
  filterCounts,
  type MemberListRow,
  memberCount,
  memberPage,
  PAGE_SIZE,
  searchCondition,
} from './member-search.queries';

/** The words of a search: lower case, apostrophes as typed (escaped ones, O\'Brien or O''Brien, read back). */
export function searchWords(query: string): string[] {
  return query
    .replace(/\\'|''/g, "'")
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 6);
}

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.key, c.id])).toString('base64url');

function decodeCursor(text: string | undefined): Cursor | null {
  if (!text) return null;
  try {
    const [key, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if ((typeof key === 'string' || key === null) && typeof id === 'number' && Number.isSafeInteger(id)) {
      if (key === null || key.length <= 300) return { key, id };
    }
  } catch {
    // An unreadable cursor is the caller's mistake, answered below.
  }
  throw badRequest('This list position is no longer valid. Please reload the list.', {
    startingAt: 'Invalid position',
  });
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function memberRowOf(r: MemberListRow): MemberRow {
  return {
    memberId: r.memberId,
    officeId: r.officeId,
    accountOwnerId: r.accountOwnerId,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    chartId: r.chartId,
    birthDate: r.birthDate,
    summaryStatus: r.summaryStatus as MemberRow['summaryStatus'],
    status: r.status as SubscriptionStatus | null,
    planId: r.planId,
    planName: r.planName,
    term: r.term as MemberRow['term'],
    priceCents: r.priceCents,
    nextPaymentOn: r.nextPaymentOn,
    // A plan late in the office is still paid there, whatever card the household has on file.
    paymentMethod: (r.lateInOfficeOn ? 'cash' : r.paymentKind) as MemberRow['paymentMethod'],
    autoRenew: r.autoRenew,
    changePending: r.changePending,
    guaranteed: guaranteeCovers({
      guaranteed: r.guaranteed,
      status: (r.status ?? 'canceled') as SubscriptionStatus,
      lateInOfficeOn: r.lateInOfficeOn,
    }),
    lateInOfficeOn: r.lateInOfficeOn,
    underContract: r.underContract,
    transferred: r.transferred,
    source: r.source as MemberRow['source'],
    subscriptionCreatedAt: iso(r.subscriptionCreatedAt),
    canceledAt: iso(r.canceledAt),
    memberSince: iso(r.memberCreatedAt) ?? '',
  };
}

const filterSql = (reading: 'current' | 'legacy', filter: string, now: Date) =>
  reading === 'legacy'
    ? legacyFilterSql(filter as LegacyMemberFilter, now)
    : currentFilterSql(filter as MemberFilter, now);

/** One page of the members list (upgraded-search); the search is written to the audit log with what was asked. */
export async function searchMembers(
  ctx: Ctx,
  auth: AuthContext,
  officeId: number,
  req: MemberSearchRequest,
  ip: string,
): Promise<MemberSearchResponse> {
  const scope = await scopeOf(ctx.db, auth, officeId, req.locations);
  const now = ctx.clock.now();
  const sort = req.sort as MemberSort;
  const q = {
    scope,
    filter: filterSql(req.reading, req.searchFilter, now),
    search: searchCondition(searchWords(req.searchQuery)),
  };
  const [rows, total] = await Promise.all([
    memberPage(ctx.db, { ...q, sort, cursor: decodeCursor(req.startingAt) }),
    req.initial ? memberCount(ctx.db, q) : Promise.resolve(null),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  const more = rows.length > PAGE_SIZE && last !== undefined;
  await recordReadAudit(ctx.db, {
    organizationId: scope.organizationId,
    officeId,
    actorUserId: auth.userId,
    action: 'members.search',
    targetType: 'members',
    targetId: page.length,
    detail: {
      filter: req.searchFilter,
      reading: req.reading,
      searched: req.searchQuery.length > 0,
      locations: req.locations,
      ...(auth.impersonatorUserId ? { impersonatedBy: auth.impersonatorUserId } : {}),
    },
    ip,
  });
  return {
    members: page.map(memberRowOf),
    noMoreResults: !more,
    nextStartingAt: more ? encodeCursor(cursorOf(sort, last)) : null,
    total,
  };
}

/** Every filter of the chosen reading with its count (upgraded-filters-search), the quick filters first. */
export async function memberFilters(
  ctx: Ctx,
  auth: AuthContext,
  officeId: number,
  req: { searchQuery: string; reading: 'current' | 'legacy'; locations: 'office' | 'all' },
): Promise<MemberFiltersResponse> {
  const scope = await scopeOf(ctx.db, auth, officeId, req.locations);
  const now = ctx.clock.now();
  const list: readonly { value: string; label: string; hint?: string }[] =
    // Only the filters the office is offered: none of an unbuilt area ('PMS Not Connected' without a PMS link).
    req.reading === 'legacy' ? LEGACY_MEMBER_FILTERS : offeredMemberFilters();
  const quick = (value: string) => req.reading === 'current' && DEFAULT_QUICK_FILTERS.includes(value as MemberFilter);
  const counts = await filterCounts(ctx.db, {
    scope,
    search: searchCondition(searchWords(req.searchQuery)),
    filters: list.map((f) => ({ value: f.value, condition: filterSql(req.reading, f.value, now) })),
  });
  const filters = list.map((f) => ({
    value: f.value,
    label: f.label,
    hint: f.hint ?? null,
    count: counts.get(f.value) ?? 0,
    quick: quick(f.value),
  }));
  return {
    reading: req.reading,
    filters: [...filters.filter((f) => f.quick), ...filters.filter((f) => !f.quick)],
  };
}
