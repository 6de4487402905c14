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
  STATUS_FILTER_STATUSES,
  type SubscriptionStatus,
} from '@mhq/domain';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { currentFilterSql, legacyFilterSql } from './member-filters.sql';
import { memberPageAudited, type PageShape, type PageStatement } from './member-page.queries';
import { scopeKindOf, scopeOf } from './member-scope';
import {
  type Cursor,
  cursorKindOf,
  cursorOf,
  filterCountsInScope,
  type MemberListRow,
  PAGE_SIZE,
  sameAtAnyTime,
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

/** Whether each filter's SQL holds no value of the clock, so a statement's text with it may be kept (asked once each). */
const timeless = new Map<string, boolean>();
function isTimeless(reading: 'current' | 'legacy', filter: string): boolean {
  const key = `${reading}:${filter}`;
  let known = timeless.get(key);
  if (known === undefined) {
    known = sameAtAnyTime((now) => filterSql(reading, filter, now));
    timeless.set(key, known);
  }
  return known;
}

/**
 * The statuses a filter is made of, in both readings ('all': any status, and no plan), or null for any other filter:
 * the same sets as the filters' SQL (inStatuses of STATUS_FILTER_STATUSES).
 */
function statusesOf(filter: string): readonly string[] | 'all' | null {
  if (filter === 'all') return 'all';
  return Object.hasOwn(STATUS_FILTER_STATUSES, filter)
    ? STATUS_FILTER_STATUSES[filter as keyof typeof STATUS_FILTER_STATUSES]
    : null;
}

/** Searches of more words than this are built for each call: every mix of short and long words is a text of its own. */
const MOST_KEPT_WORDS = 3;

/**
 * How a page's statement is sent (PageStatement). Its text is kept by its shape unless it holds the clock's time (a
 * filter such as 'new' or 'renewal') or a search of many words. Only the path office's list without a search is
 * prepared, planned once per connection: a plan kept for every search pattern guesses what a pattern matches, and
 * counted a 20,000-member office row by row (67 ms) where the trigram index reads the matches alone (5 ms); 'All
 * Locations' is planned for its offices (PageScope). The prepared shapes are few: reading and filter, sort, cursor and
 * count.
 */
function statementOf(
  req: MemberSearchRequest,
  words: readonly string[],
  shape: Omit<PageShape, 'filter'>,
): PageStatement {
  if (words.length > MOST_KEPT_WORDS || !isTimeless(req.reading, req.searchFilter)) return null;
  const search = words.map((w) => (w.length >= 3 ? 'l' : 's')).join('');
  // PostgreSQL keeps 63 bytes of a prepared statement's name (these have 53 at most): a longer one would clash.
  const reading = req.reading === 'legacy' ? 'l' : 'c';
  return {
    key: `mp.${reading}.${req.searchFilter}.${shape.scope}.${shape.sort}.${shape.cursor}.${shape.initial ? 'n' : 'p'}.${search}`,
    plan: words.length === 0 && shape.scope === 'office' ? 'prepared' : 'planned',
  };
}

/**
 * One page of the members list (upgraded-search); the search is written to the audit log with what was asked. One
 * statement after the guard: the scope, the page, its count and the audit line (issue 29).
 */
export async function searchMembers(
  ctx: Ctx,
  auth: AuthContext,
  officeId: number,
  req: MemberSearchRequest,
  ip: string,
): Promise<MemberSearchResponse> {
  const sort = req.sort as MemberSort;
  const cursor = decodeCursor(req.startingAt);
  const words = searchWords(req.searchQuery);
  // 'All Locations' reads its offices first, so that its statement is planned for them (PageScope): two round trips.
  const known = req.locations === 'all' ? await scopeOf(ctx.db, auth, officeId, 'all') : null;
  const how: Omit<PageShape, 'filter'> = {
    scope: known === null ? 'office' : known.officeIds.length === 1 ? 'known-one' : 'known-many',
    long: words.map((w) => w.length >= 3),
    sort,
    cursor: cursorKindOf(cursor),
    initial: req.initial,
    statuses: words.length === 0 ? statusesOf(req.searchFilter) : null,
  };
  const statement = statementOf(req, words, how);
  const filter = filterSql(req.reading, req.searchFilter, ctx.clock.now());
  // A kept statement's filter has its values (statuses, terms) in its text, so that a plan kept for every call still
  // knows them: which index finds 'past_due' depends on them.
  const shape: PageShape = { ...how, filter: statement ? sql`${filter}`.inlineParams() : filter };
  const found = await memberPageAudited(ctx.db, statement, shape, {
    officeId,
    userId: auth.userId,
    known,
    words,
    cursor,
    detail: {
      filter: req.searchFilter,
      reading: req.reading,
      searched: req.searchQuery.length > 0,
      locations: req.locations,
      ...(auth.impersonatorUserId ? { impersonatedBy: auth.impersonatorUserId } : {}),
    },
    ip,
  });
  if (!found) throw notFound();
  const page = found.rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  const more = found.rows.length > PAGE_SIZE && last !== undefined;
  return {
    members: page.map(memberRowOf),
    noMoreResults: !more,
    nextStartingAt: more ? encodeCursor(cursorOf(sort, last)) : null,
    total: found.total,
  };
}

/** Every filter of the chosen reading with its count (upgraded-filters-search), the quick filters first. */
export async function memberFilters(
  ctx: Ctx,
  auth: AuthContext,
  officeId: number,
  req: { searchQuery: string; reading: 'current' | 'legacy'; locations: 'office' | 'all' },
): Promise<MemberFiltersResponse> {
  const now = ctx.clock.now();
  const list: readonly { value: string; label: string; hint?: string }[] =
    // Only the filters the office is offered: none of an unbuilt area ('PMS Not Connected' without a PMS link).
    req.reading === 'legacy' ? LEGACY_MEMBER_FILTERS : offeredMemberFilters();
  const quick = (value: string) => req.reading === 'current' && DEFAULT_QUICK_FILTERS.includes(value as MemberFilter);
  // The scope is found by the counting statement itself: one round trip.
  const counts = await filterCountsInScope(ctx.db, {
    scope: scopeKindOf(auth, req.locations),
    officeId,
    userId: auth.userId,
    search: searchCondition(searchWords(req.searchQuery)),
    filters: list.map((f) => ({ value: f.value, condition: filterSql(req.reading, f.value, now) })),
  });
  if (!counts) throw notFound();
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
