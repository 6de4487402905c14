import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { charges, memberList as l } from '../../db/schema';
import { filterCounts, type Scope } from '../members/member-search.queries';

/**
 * The dashboard's SQL: one pass over the scope's member_list rows for every member figure (the list's own count
 * query, so a figure and its list cannot disagree) and one grouped read of the scope's charges. Both stay on the
 * (organization, office, ...) indexes: an office of 20,000 members is two index scans, not a loop over members.
 */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Members whose listed subscription began in [from, to): the chart's 'enrolled that month'. */
export const enrolledBetween = (from: Date, to: Date): SQL =>
  sql`(${l.subscriptionCreatedAt} >= ${at(from)} and ${l.subscriptionCreatedAt} < ${at(to)})`;

/** How many of the scope's members (deleted ones never count) meet each condition, in one pass. */
export function memberFigures(
  db: Db,
  scope: Scope,
  conditions: readonly { value: string; condition: SQL }[],
): Promise<Map<string, number>> {
  return filterCounts(db, { scope, search: undefined, filters: conditions });
}

export type MonthRevenue = { grossCents: number; platformFeeCents: number; charges: number };

/**
 * Charges recorded in the scope's offices from `from` to `to`, by calendar month (UTC, 'YYYY-MM'): card, bank and
 * cash alike. Only succeeded charges are money received; the month is the one the charge was recorded in.
 */
export async function revenueByMonth(db: Db, scope: Scope, from: Date, to: Date): Promise<Map<string, MonthRevenue>> {
  const month = sql<string>`to_char(${charges.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      gross: sql<string>`sum(${charges.amountCents})::bigint`,
      fee: sql<string>`sum(${charges.platformFeeCents})::bigint`,
      n: sql<number>`count(*)::int`,
    })
    .from(charges)
    .where(
      and(
        eq(charges.organizationId, scope.organizationId),
        inArray(charges.officeId, [...scope.officeIds]),
        eq(charges.status, 'succeeded'),
        gte(charges.createdAt, from),
        lt(charges.createdAt, to),
      ),
    )
    .groupBy(month);
  return new Map(
    rows.map((r) => [r.month, { grossCents: Number(r.gross), platformFeeCents: Number(r.fee), charges: Number(r.n) }]),
  );
}
