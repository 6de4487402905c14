import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';
import {
  memberList as l,
  officeAnniversaryDays,
  officeEnrolmentMonths,
  officeRevenueMonths,
  officeStatusCounts,
} from '../../db/schema';
import type { Scope } from '../members/member-search.queries';

/**
 * The master dashboard's SQL. The figures that only change when a row does (members by status, enrolments,
 * cancellations and revenue by month) are read from the per-location summaries the database keeps in the transaction
 * of every change (office-summaries.ts, migration 0020): a few hundred rows for 50 locations, however many members.
 * The figures that move with the clock ('new', 'renewal') are counted from member_list with the office dashboard's own
 * conditions, each on its own index range. multi-location.test.ts checks each location against its office dashboard.
 */

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const inScope = (table: { organizationId: PgColumn; officeId: PgColumn }, scope: Scope) =>
  and(eq(table.organizationId, scope.organizationId), inArray(table.officeId, [...scope.officeIds]));

/** How many of each location's members (deleted ones never count) are listed with each status ('' for no plan). */
export async function statusCountsByOffice(
  db: Db,
  scope: Scope,
): Promise<{ officeId: number; status: string; members: number }[]> {
  if (scope.officeIds.length === 0) return [];
  const s = officeStatusCounts;
  return db.select({ officeId: s.officeId, status: s.status, members: s.members }).from(s).where(inScope(s, scope));
}

/**
 * Each location's members listed with an active status whose subscription began on one of `monthDays` (month * 100 +
 * day, UTC), on a day before `before`.
 */
export async function activeByAnniversaryDay(
  db: Db,
  scope: Scope,
  monthDays: readonly number[],
  before: Date,
): Promise<Map<number, number>> {
  if (scope.officeIds.length === 0 || monthDays.length === 0) return new Map();
  const a = officeAnniversaryDays;
  const rows = await db
    .select({ officeId: a.officeId, active: sql<number>`sum(${a.active})::int` })
    .from(a)
    .where(and(inScope(a, scope), inArray(a.monthDay, [...monthDays]), lt(a.day, dayOf(before))))
    .groupBy(a.officeId);
  return new Map(rows.map((r) => [r.officeId, Number(r.active)]));
}

export type OfficeMonthEnrolments = { officeId: number; month: string; enrolled: number; canceled: number };

/**
 * Each location's members whose listed subscription began, and was canceled, in each calendar month (UTC, 'YYYY-MM')
 * of [from, to): month starts both.
 */
export async function enrolmentsByOfficeMonth(
  db: Db,
  scope: Scope,
  from: Date,
  to: Date,
): Promise<OfficeMonthEnrolments[]> {
  if (scope.officeIds.length === 0) return [];
  const e = officeEnrolmentMonths;
  return db
    .select({
      officeId: e.officeId,
      month: sql<string>`to_char(${e.month}, 'YYYY-MM')`,
      enrolled: e.enrolled,
      canceled: e.canceled,
    })
    .from(e)
    .where(and(inScope(e, scope), gte(e.month, dayOf(from)), lt(e.month, dayOf(to))));
}

export type OfficeMonthRevenue = {
  officeId: number;
  month: string;
  grossCents: number;
  platformFeeCents: number;
  charges: number;
};

/**
 * The office dashboard's revenue (dashboard.queries revenueByMonth), by location and calendar month (UTC, 'YYYY-MM')
 * of [from, to), month starts both: charges received in the month they were recorded, less refunds settled and
 * disputes lost in theirs (their fee parts with them), plus guarantee claims paid.
 */
export async function revenueByOfficeMonth(db: Db, scope: Scope, from: Date, to: Date): Promise<OfficeMonthRevenue[]> {
  if (scope.officeIds.length === 0) return [];
  const r = officeRevenueMonths;
  const rows = await db
    .select({
      officeId: r.officeId,
      month: sql<string>`to_char(${r.month}, 'YYYY-MM')`,
      grossCents: r.grossCents,
      platformFeeCents: r.platformFeeCents,
      charges: r.charges,
    })
    .from(r)
    .where(and(inScope(r, scope), gte(r.month, dayOf(from)), lt(r.month, dayOf(to))));
  return rows.map((row) => ({
    ...row,
    grossCents: Number(row.grossCents),
    platformFeeCents: Number(row.platformFeeCents),
  }));
}

/**
 * How many of each location's members (deleted ones never count) meet each condition: one grouped count per
 * condition, so each reads only its own index range ('new': a month of member_list_created_idx; 'renewal': a month of
 * days of member_list_anniversary_idx), never the organization's every row.
 */
export async function countsByOffice(
  db: Db,
  scope: Scope,
  conditions: readonly { value: string; condition: SQL }[],
): Promise<Map<number, Map<string, number>>> {
  const counts = new Map<number, Map<string, number>>();
  if (scope.officeIds.length === 0 || conditions.length === 0) return counts;
  const ids = sql.join(
    scope.officeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ office_id: number; i: number; n: number }>(
    db,
    sql.join(
      conditions.map(
        (c, i) => sql`(select ${l.officeId} as office_id, ${sql.raw(String(i))} as i, count(*)::int as n from ${l}
          where ${l.organizationId} = ${scope.organizationId} and ${l.officeId} in (${ids}) and not ${l.deleted}
            and ${c.condition}
          group by ${l.officeId})`,
      ),
      sql` union all `,
    ),
  );
  for (const r of rows) {
    const own = counts.get(Number(r.office_id)) ?? new Map<string, number>();
    const c = conditions[Number(r.i)];
    if (c) own.set(c.value, Number(r.n));
    counts.set(Number(r.office_id), own);
  }
  return counts;
}
