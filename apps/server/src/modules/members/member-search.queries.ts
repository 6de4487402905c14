import type { MemberSort } from '@mhq/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { escapeLike } from '../../db/like';
import { memberList as l } from '../../db/schema';

/**
 * The members list's SQL: one narrow row per member (member_list), paged by keyset on the sort's own index, so a
 * deep page costs what the first one does. Every query names its organization and offices first (the indexes'
 * leading columns, and the tenant boundary).
 */

export type Scope = { organizationId: number; officeIds: readonly number[] };
export type Cursor = { key: string | null; id: number };

const PAGE = 15;

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
export type MemberListRow = Awaited<ReturnType<typeof memberPage>>[number];

/**
 * What a search looks for, word by word, all words matching: three letters or more anywhere in the names, email,
 * chart id or phone digits (the trigram index); fewer, the start of the first or last name.
 */
export function searchCondition(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const like = escapeLike(word);
      return word.length >= 3
        ? sql`${l.search} like ${`%${like}%`}`
        : sql`(${l.sortName} like ${`${like}%`} or ${l.firstSort} like ${`${like}%`})`;
    }),
  );
}

function scopeCondition(scope: Scope): SQL {
  const offices =
    scope.officeIds.length === 1 ? eq(l.officeId, scope.officeIds[0] ?? 0) : inArray(l.officeId, [...scope.officeIds]);
  return and(eq(l.organizationId, scope.organizationId), offices, sql`not ${l.deleted}`) as SQL;
}

/** The sort's order, and the keyset condition of the rows after `cursor`. */
function order(sort: MemberSort, cursor: Cursor | null): { orderBy: SQL[]; after: SQL | undefined } {
  switch (sort) {
    case 'name':
      return {
        orderBy: [asc(l.sortName), asc(l.memberId)],
        after: cursor ? sql`(${l.sortName}, ${l.memberId}) > (${cursor.key ?? ''}, ${cursor.id})` : undefined,
      };
    case 'newest':
      return {
        orderBy: [desc(l.memberCreatedAt), desc(l.memberId)],
        after: cursor
          ? sql`(${l.memberCreatedAt}, ${l.memberId}) < (${cursor.key ?? ''}::timestamptz, ${cursor.id})`
          : undefined,
      };
    case 'nextPayment':
      // Soonest first; members with no payment coming (null) last, as the index keeps them.
      return {
        orderBy: [sql`${l.nextPaymentOn} asc nulls last`, asc(l.memberId)],
        after: !cursor
          ? undefined
          : cursor.key === null
            ? sql`(${l.nextPaymentOn} is null and ${l.memberId} > ${cursor.id})`
            : sql`((${l.nextPaymentOn}, ${l.memberId}) > (${cursor.key}::date, ${cursor.id}) or ${l.nextPaymentOn} is null)`,
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

/** One page (15) of the list, and one row more to tell whether another page follows. */
export async function memberPage(
  db: Db,
  q: { scope: Scope; filter: SQL; search: SQL | undefined; sort: MemberSort; cursor: Cursor | null },
) {
  const { orderBy, after } = order(q.sort, q.cursor);
  return db
    .select(memberRowColumns)
    .from(l)
    .where(and(scopeCondition(q.scope), q.filter, q.search, after))
    .orderBy(...orderBy)
    .limit(PAGE + 1);
}

export const PAGE_SIZE = PAGE;

/** How many members match, all pages together. */
export async function memberCount(db: Db, q: { scope: Scope; filter: SQL; search: SQL | undefined }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(l)
    .where(and(scopeCondition(q.scope), q.filter, q.search));
  return Number(row?.n ?? 0);
}

/** How many members each filter holds, in one pass over the office's rows. */
export async function filterCounts(
  db: Db,
  q: { scope: Scope; search: SQL | undefined; filters: readonly { value: string; condition: SQL }[] },
): Promise<Map<string, number>> {
  const columns = Object.fromEntries(
    q.filters.map((f, i) => [`f${i}`, sql<number>`(count(*) filter (where ${f.condition}))::int`]),
  );
  const [row] = await db
    .select(columns)
    .from(l)
    .where(and(scopeCondition(q.scope), q.search));
  return new Map(q.filters.map((f, i) => [f.value, Number((row as Record<string, unknown>)?.[`f${i}`] ?? 0)]));
}
