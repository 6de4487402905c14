import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { charges, disputes, guaranteeClaims, memberList as l, refunds } from '../../db/schema';
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
 * A charge's statuses once it was paid: refunded and disputed ones were money received too (their refunds, and what a
 * lost dispute gave back, count apart).
 */
const RECEIVED_STATUSES = ['succeeded', 'partially_refunded', 'refunded', 'disputed', 'dispute_lost'] as const;

/**
 * Money received in the scope's offices from `from` to `to`, by calendar month (UTC, 'YYYY-MM'): card, bank and cash
 * charges in the month they were recorded, less the refunds made in the month they were made and what disputes lost
 * gave back in the month they closed (and the platform's fee less what it gave back with them), plus what the
 * guarantee paid for plans whose payments stopped, in the month it was paid (no fee: the claim is already net of it).
 * A charge refunded later still counts in its own month.
 */
export async function revenueByMonth(db: Db, scope: Scope, from: Date, to: Date): Promise<Map<string, MonthRevenue>> {
  const monthOf = (column: SQL | typeof charges.createdAt) =>
    sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;
  const inScopeOf = (table: { organizationId: PgColumn; officeId: PgColumn }) =>
    and(eq(table.organizationId, scope.organizationId), inArray(table.officeId, [...scope.officeIds]));
  const between = (column: PgColumn) => and(gte(column, from), lt(column, to));
  const inScope = inScopeOf(charges);
  const month = monthOf(charges.createdAt);
  const received = await db
    .select({
      month,
      gross: sql<string>`sum(${charges.amountCents})::bigint`,
      fee: sql<string>`sum(${charges.platformFeeCents})::bigint`,
      n: sql<number>`count(*)::int`,
    })
    .from(charges)
    .where(and(inScope, inArray(charges.status, [...RECEIVED_STATUSES]), between(charges.createdAt)))
    .groupBy(month);
  const refundMonth = monthOf(sql`${refunds.settledAt}`);
  const given = await db
    .select({
      month: refundMonth,
      amount: sql<string>`sum(${refunds.amountCents})::bigint`,
      fee: sql<string>`sum(${refunds.platformFeeCents})::bigint`,
    })
    .from(refunds)
    .innerJoin(charges, and(eq(charges.organizationId, refunds.organizationId), eq(charges.id, refunds.chargeId)))
    .where(and(inScope, eq(refunds.status, 'succeeded'), between(refunds.settledAt)))
    .groupBy(refundMonth);
  // A dispute the bank decided for the payer gave the money back in the month it closed, its fee part with it.
  const lostMonth = monthOf(sql`${disputes.closedAt}`);
  const lost = await db
    .select({
      month: lostMonth,
      amount: sql<string>`sum(${disputes.amountCents})::bigint`,
      fee: sql<string>`sum(${disputes.platformFeeCents})::bigint`,
    })
    .from(disputes)
    .where(and(inScopeOf(disputes), eq(disputes.status, 'lost'), between(disputes.closedAt)))
    .groupBy(lostMonth);
  // The guarantee paid the practice from the platform's account what a stopped plan's household did not.
  const claimMonth = monthOf(sql`${guaranteeClaims.settledAt}`);
  const guaranteed = await db
    .select({ month: claimMonth, amount: sql<string>`sum(${guaranteeClaims.amountCents})::bigint` })
    .from(guaranteeClaims)
    .where(and(inScopeOf(guaranteeClaims), eq(guaranteeClaims.status, 'succeeded'), between(guaranteeClaims.settledAt)))
    .groupBy(claimMonth);
  const byMonth = new Map(
    received.map((r) => [
      r.month,
      { grossCents: Number(r.gross), platformFeeCents: Number(r.fee), charges: Number(r.n) },
    ]),
  );
  for (const g of [...given, ...lost]) {
    const m = byMonth.get(g.month) ?? { grossCents: 0, platformFeeCents: 0, charges: 0 };
    byMonth.set(g.month, {
      ...m,
      grossCents: m.grossCents - Number(g.amount),
      platformFeeCents: m.platformFeeCents - Number(g.fee),
    });
  }
  for (const g of guaranteed) {
    const m = byMonth.get(g.month) ?? { grossCents: 0, platformFeeCents: 0, charges: 0 };
    byMonth.set(g.month, { ...m, grossCents: m.grossCents + Number(g.amount) });
  }
  return byMonth;
}
