import type { MemberSort } from '@mhq/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { escapeLike } from '../../db/like';
import { preparedRows } from '../../db/prepared';
import { queryRows } from '../../db/rows';
import { memberList as l } from '../../db/schema';
import { type ScopeKind, scopeSelect } from './member-scope';

/**
 * The members list's SQL: one narrow row per member (member_list), paged by keyset on the sort's own index, so a
 * deep page costs what the first one does. Every query names its organization and offices first (the indexes'
 * leading columns, and the tenant boundary).
 */

export type Scope = { organizationId: number; officeIds: readonly number[] };
export type Cursor = { key: string | null; id: number };

const PAGE = 15;
export const PAGE_SIZE = PAGE;

export const memberRowColumns = {
  memberId: l.memberId,
  officeId: l.officeId,
  accountOwnerId: l.accountOwnerId,
  firstName: l.firstName,
  lastName: l.lastName,
  email: l.email,
  phone: l.phone,
  chartId: l.chartId,
  birthDate: l.birthDate,
  summaryStatus: l.summaryStatus,
  status: l.status,
  planId: l.planId,
  planName: l.planName,
  term: l.term,
  priceCents: l.priceCents,
  nextPaymentOn: l.nextPaymentOn,
  paymentKind: l.paymentKind,
  autoRenew: l.autoRenew,
  changePending: l.changePending,
  guaranteed: l.guaranteed,
  /** The day the listed plan went late unpaid in the office, while it is late or delinquent (cash lateness). */
  lateInOfficeOn: sql<string | null>`(select s.late_in_office_on::text from subscriptions s
    where s.organization_id = ${l.organizationId} and s.id = ${l.subscriptionId} and ${l.status} in ('past_due', 'delinquent'))`,
  underContract: l.underContract,
  transferred: l.transferred,
  source: l.source,
  subscriptionCreatedAt: l.subscriptionCreatedAt,
  canceledAt: l.canceledAt,
  memberCreatedAt: l.memberCreatedAt,
  sortName: l.sortName,
  /** member_created_at to the microsecond, for the 'newest' cursor (a Date keeps only milliseconds). */
  createdKey: sql<string>`to_char(${l.memberCreatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};
/** A row of the list as the page statement gives it (JSON): times are ISO strings. */
export type MemberListRow = {
  memberId: number;
  officeId: number;
  accountOwnerId: number | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  chartId: string | null;
  birthDate: string;
  summaryStatus: string;
  status: string | null;
  planId: number | null;
  planName: string | null;
  term: string | null;
  priceCents: number | null;
  nextPaymentOn: string | null;
  paymentKind: string | null;
  autoRenew: boolean | null;
  changePending: boolean;
  guaranteed: boolean;
  lateInOfficeOn: string | null;
  underContract: boolean;
  transferred: boolean;
  source: string | null;
  subscriptionCreatedAt: string | null;
  canceledAt: string | null;
  memberCreatedAt: string;
  sortName: string;
  createdKey: string;
};

/** What a search word matches: three letters or more anywhere (the trigram index), fewer the start of a name. */
export const wordPattern = (word: string) => (word.length >= 3 ? `%${escapeLike(word)}%` : `${escapeLike(word)}%`);

export const wordCondition = (long: boolean, pattern: unknown) =>
  long ? sql`${l.search} like ${pattern}` : sql`(${l.sortName} like ${pattern} or ${l.firstSort} like ${pattern})`;

/**
 * What a search looks for, word by word, all words matching: three letters or more anywhere in the names, email,
 * chart id or phone digits (the trigram index); fewer, the start of the first or last name.
 */
export function searchCondition(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((word) => wordCondition(word.length >= 3, wordPattern(word))));
}

function scopeCondition(scope: Scope): SQL {
  const offices =
    scope.officeIds.length === 1 ? eq(l.officeId, scope.officeIds[0] ?? 0) : inArray(l.officeId, [...scope.officeIds]);
  return and(eq(l.organizationId, scope.organizationId), offices, sql`not ${l.deleted}`) as SQL;
}

/**
 * The rows of the statement's own `scope` (scopeSelect): the organization is an InitPlan's value, which still leads
 * the index scan, and the path's office is the statement's own value, so the planner sees it.
 */
export function inScope(kind: ScopeKind, officeId: SQL, organizationIndexed = true): SQL {
  const offices =
    kind === 'office'
      ? sql`${l.officeId} = ${officeId}`
      : sql`${l.officeId} = any((select office_ids from scope)::int[])`;
  const organization = organizationIndexed ? sql`${l.organizationId}` : sql`(${l.organizationId} + 0)`;
  return sql`${organization} = (select organization_id from scope) and ${offices} and not ${l.deleted}`;
}

/** Where the previous page ended: none (the first page), a sort key, or no key (nextPayment's members with none). */
export type CursorKind = 'none' | 'key' | 'null';

const ph = sql.placeholder;

/** The sort's order, and the keyset condition of the rows after the cursor ($key, $id). */
export function order(sort: MemberSort, cursor: CursorKind): { orderBy: SQL; after: SQL | undefined; pageOrder: SQL } {
  const key = ph('key');
  const id = sql`${ph('id')}::int`;
  switch (sort) {
    case 'name':
      return {
        orderBy: sql`${l.sortName} asc, ${l.memberId} asc`,
        after: cursor === 'none' ? undefined : sql`(${l.sortName}, ${l.memberId}) > (${key}::text, ${id})`,
        pageOrder: sql`p."sortName", p."memberId"`,
      };
    case 'newest':
      return {
        orderBy: sql`${l.memberCreatedAt} desc, ${l.memberId} desc`,
        after:
          cursor === 'none' ? undefined : sql`(${l.memberCreatedAt}, ${l.memberId}) < (${key}::timestamptz, ${id})`,
        pageOrder: sql`p."createdKey" desc, p."memberId" desc`,
      };
    case 'nextPayment':
      // Soonest first; members with no payment coming (null) last, as the index keeps them.
      return {
        orderBy: sql`${l.nextPaymentOn} asc nulls last, ${l.memberId} asc`,
        after:
          cursor === 'none'
            ? undefined
            : cursor === 'null'
              ? sql`(${l.nextPaymentOn} is null and ${l.memberId} > ${id})`
              : sql`((${l.nextPaymentOn}, ${l.memberId}) > (${key}::date, ${id}) or ${l.nextPaymentOn} is null)`,
        pageOrder: sql`p."nextPaymentOn" asc nulls last, p."memberId"`,
      };
  }
}

/** The sort key of a row, for the cursor of the page after it. */
export function cursorOf(sort: MemberSort, row: MemberListRow): Cursor {
  const id = row.memberId;
  if (sort === 'name') return { key: row.sortName, id };
  if (sort === 'newest') return { key: row.createdKey, id };
  return { key: row.nextPaymentOn, id };
}

export const pageColumns = sql.join(
  Object.entries(memberRowColumns).map(([alias, column]) => sql`${column} as ${sql.identifier(alias)}`),
  sql`, `,
);

/** The cursor's placeholders' values ($key, $id); none for the first page. */
export const cursorValues = (sort: MemberSort, cursor: Cursor | null) => ({
  key: cursor?.key ?? (sort === 'name' ? '' : null),
  id: cursor?.id ?? 0,
});

export const cursorKindOf = (cursor: Cursor | null): CursorKind =>
  cursor === null ? 'none' : cursor.key === null ? 'null' : 'key';

/** One page of a known scope alone, without its count or audit line (what the benchmarks time of the page). */
export function memberPage(
  db: Db,
  q: { scope: Scope; filter: SQL; search: SQL | undefined; sort: MemberSort; cursor: Cursor | null },
) {
  const { orderBy, after } = order(q.sort, cursorKindOf(q.cursor));
  const where = sql.join(
    [scopeCondition(q.scope), q.filter, q.search, after].filter((c) => c !== undefined),
    sql` and `,
  );
  const statement = () => sql`select ${pageColumns} from ${l} where ${where} order by ${orderBy} limit ${PAGE + 1}`;
  return preparedRows<Record<string, unknown>>(db, null, statement, cursorValues(q.sort, q.cursor));
}

/** How many members of a known scope match, all pages together. */
export async function memberCount(db: Db, q: { scope: Scope; filter: SQL; search: SQL | undefined }) {
  const where = sql.join(
    [scopeCondition(q.scope), q.filter, q.search].filter((c) => c !== undefined),
    sql` and `,
  );
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${l} where ${where}`);
  return Number(row?.n ?? 0);
}

const dialect = new PgDialect();

/**
 * Whether a condition's SQL is the same at any time (none of its values is the clock's): only such a condition may be
 * part of a prepared statement's text, built once.
 */
export function sameAtAnyTime(condition: (now: Date) => SQL): boolean {
  const [a, b] = [new Date(0), new Date(Date.UTC(2001, 6, 15, 12))].map((at) => dialect.sqlToQuery(condition(at)));
  return a?.sql === b?.sql && JSON.stringify(a?.params) === JSON.stringify(b?.params);
}

const countColumns = (filters: readonly { condition: SQL }[]) =>
  sql.join(
    filters.map((f, i) => sql`(count(*) filter (where ${f.condition}))::int as ${sql.identifier(`f${i}`)}`),
    sql`, `,
  );

/** How many members each filter holds, in one pass over the office's rows. */
export async function filterCounts(
  db: Db,
  q: { scope: Scope; search: SQL | undefined; filters: readonly { value: string; condition: SQL }[] },
): Promise<Map<string, number>> {
  const where = q.search ? sql`${scopeCondition(q.scope)} and ${q.search}` : scopeCondition(q.scope);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${countColumns(q.filters)} from ${l} where ${where}`,
  );
  return new Map(q.filters.map((f, i) => [f.value, Number(row?.[`f${i}`] ?? 0)]));
}

/**
 * filterCounts of the list's own scope, found by the statement itself (one round trip); null when the office does not
 * exist.
 */
export async function filterCountsInScope(
  db: Db,
  q: {
    scope: ScopeKind;
    officeId: number;
    userId: number;
    search: SQL | undefined;
    filters: readonly { value: string; condition: SQL }[];
  },
): Promise<Map<string, number> | null> {
  const officeId = sql`${q.officeId}::int`;
  const inOffices = inScope(q.scope, officeId);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`with scope as (${scopeSelect(q.scope, officeId, sql`${q.userId}`)})
      select ${countColumns(q.filters)} from ${l} where ${q.search ? sql`${inOffices} and ${q.search}` : inOffices}
      having exists (select 1 from scope)`,
  );
  if (!row) return null;
  return new Map(q.filters.map((f, i) => [f.value, Number(row[`f${i}`] ?? 0)]));
}
