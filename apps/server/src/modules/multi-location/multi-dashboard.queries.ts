import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { memberList as l } from '../../db/schema';
import type { Scope } from '../members/member-search.queries';

/**
 * The master dashboard's SQL: the office dashboard's figures, grouped by location in one pass each instead of one
 * dashboard per location (50 locations stay two statements, not 250). The conditions are the office dashboard's and
 * the members list's own (currentFilterSql, enrolledBetween), and the revenue the office dashboard's rule
 * (revenueByMonth); multi-location.test.ts checks each location's figures against its office dashboard.
 */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const officeList = (scope: Scope) =>
  sql.join(
    scope.officeIds.map((id) => sql`${id}`),
    sql`, `,
  );

/** How many of each location's members (deleted ones never count) meet each condition, in one pass. */
export async function figuresByOffice(
  db: Db,
  scope: Scope,
  conditions: readonly { value: string; condition: SQL }[],
): Promise<Map<number, Map<string, number>>> {
  if (scope.officeIds.length === 0) return new Map();
  const columns = sql.join(
    conditions.map((c, i) => sql`(count(*) filter (where ${c.condition}))::int as ${sql.raw(`f${i}`)}`),
    sql`, `,
  );
  const rows = await queryRows<Record<string, number>>(
    db,
    sql`select ${l.officeId} as office_id, ${columns} from ${l}
      where ${l.organizationId} = ${scope.organizationId} and ${l.officeId} in (${officeList(scope)}) and not ${l.deleted}
      group by ${l.officeId}`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.office_id),
      new Map(conditions.map((c, i) => [c.value, Number(r[`f${i}`] ?? 0)] as const)),
    ]),
  );
}

/** Members whose plan was canceled in [from, to). */
export const canceledBetween = (from: Date, to: Date): SQL =>
  sql`(${l.canceledAt} >= ${at(from)} and ${l.canceledAt} < ${at(to)})`;

export type OfficeMonthRevenue = {
  officeId: number;
  month: string;
  grossCents: number;
  platformFeeCents: number;
  charges: number;
};

/**
 * The office dashboard's revenue (dashboard.queries revenueByMonth), by location and month: charges received in the
 * month they were recorded, less refunds settled and disputes lost in theirs (their fee parts with them), plus
 * guarantee claims paid.
 */
export async function revenueByOfficeMonth(db: Db, scope: Scope, from: Date, to: Date): Promise<OfficeMonthRevenue[]> {
  if (scope.officeIds.length === 0) return [];
  const org = scope.organizationId;
  const ids = officeList(scope);
  const month = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM')`);
  const rows = await queryRows<{ office_id: number; month: string; gross: number; fee: number; n: number }>(
    db,
    sql`select office_id, month, sum(gross)::float8 as gross, sum(fee)::float8 as fee, sum(n)::int as n from (
        select c.office_id, ${month('c.created_at')} as month, sum(c.amount_cents) as gross,
          sum(c.platform_fee_cents) as fee, count(*) as n
        from charges c
        where c.organization_id = ${org} and c.office_id in (${ids})
          and c.status in ('succeeded', 'partially_refunded', 'refunded', 'disputed', 'dispute_lost')
          and c.created_at >= ${at(from)} and c.created_at < ${at(to)}
        group by 1, 2
        union all
        select c.office_id, ${month('r.settled_at')}, -sum(r.amount_cents), -sum(r.platform_fee_cents), 0
        from refunds r join charges c on c.organization_id = r.organization_id and c.id = r.charge_id
        where c.organization_id = ${org} and c.office_id in (${ids}) and r.status = 'succeeded'
          and r.settled_at >= ${at(from)} and r.settled_at < ${at(to)}
        group by 1, 2
        union all
        select d.office_id, ${month('d.closed_at')}, -sum(d.amount_cents), -sum(d.platform_fee_cents), 0
        from disputes d
        where d.organization_id = ${org} and d.office_id in (${ids}) and d.status = 'lost'
          and d.closed_at >= ${at(from)} and d.closed_at < ${at(to)}
        group by 1, 2
        union all
        select g.office_id, ${month('g.settled_at')}, sum(g.amount_cents), 0, 0
        from guarantee_claims g
        where g.organization_id = ${org} and g.office_id in (${ids}) and g.status = 'succeeded'
          and g.settled_at >= ${at(from)} and g.settled_at < ${at(to)}
        group by 1, 2
      ) m group by office_id, month`,
  );
  return rows.map((r) => ({
    officeId: Number(r.office_id),
    month: r.month,
    grossCents: Number(r.gross),
    platformFeeCents: Number(r.fee),
    charges: Number(r.n),
  }));
}
