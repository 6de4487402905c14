import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { queryRows } from '../db/rows';

// The per-location summaries the master dashboard reads (migration 0020), kept by the database in the transaction of
// each change, beside the same figures counted afresh from the rows themselves: the two must always be equal.

/** What the summaries hold (keys whose figures all came back to zero left out). */
async function kept(db: Db) {
  return {
    statuses: await queryRows(
      db,
      sql`select organization_id, office_id, status, members from office_status_counts where members <> 0
        order by 1, 2, 3`,
    ),
    months: await queryRows(
      db,
      sql`select organization_id, office_id, month::text, enrolled, canceled from office_enrolment_months
        where enrolled <> 0 or canceled <> 0 order by 1, 2, 3`,
    ),
    revenue: await queryRows(
      db,
      sql`select organization_id, office_id, month::text, gross_cents::float8 as gross, platform_fee_cents::float8 as fee,
          charges from office_revenue_months where gross_cents <> 0 or platform_fee_cents <> 0 or charges <> 0
        order by 1, 2, 3`,
    ),
  };
}

/** The same figures counted from member_list, charges, refunds, disputes and guarantee claims now. */
async function counted(db: Db) {
  const month = (column: string) => sql.raw(`date_trunc('month', ${column} at time zone 'UTC')::date`);
  return {
    statuses: await queryRows(
      db,
      sql`select organization_id, office_id, coalesce(status, '') as status, count(*)::int as members from member_list
        where not deleted group by 1, 2, 3 order by 1, 2, 3`,
    ),
    months: await queryRows(
      db,
      sql`select organization_id, office_id, month::text, sum(e)::int as enrolled, sum(c)::int as canceled from (
          select organization_id, office_id, ${month('subscription_created_at')} as month, 1 as e, 0 as c
          from member_list where not deleted and subscription_created_at is not null
          union all
          select organization_id, office_id, ${month('canceled_at')}, 0, 1
          from member_list where not deleted and canceled_at is not null
        ) m group by 1, 2, 3 having sum(e) <> 0 or sum(c) <> 0 order by 1, 2, 3`,
    ),
    revenue: await queryRows(
      db,
      sql`select organization_id, office_id, month::text, sum(g)::float8 as gross, sum(f)::float8 as fee,
          sum(n)::int as charges from (
          select organization_id, office_id, ${month('created_at')} as month, amount_cents as g,
            platform_fee_cents as f, 1 as n
          from charges where status in ('succeeded', 'partially_refunded', 'refunded', 'disputed', 'dispute_lost')
          union all
          select c.organization_id, c.office_id, ${month('r.settled_at')}, -r.amount_cents, -r.platform_fee_cents, 0
          from refunds r join charges c on c.organization_id = r.organization_id and c.id = r.charge_id
          where r.status = 'succeeded' and r.settled_at is not null
          union all
          select organization_id, office_id, ${month('closed_at')}, -amount_cents, -platform_fee_cents, 0
          from disputes where status = 'lost' and closed_at is not null
          union all
          select organization_id, office_id, ${month('settled_at')}, amount_cents, 0, 0
          from guarantee_claims where status = 'succeeded' and settled_at is not null
        ) m group by 1, 2, 3 having sum(g) <> 0 or sum(f) <> 0 or sum(n) <> 0 order by 1, 2, 3`,
    ),
  };
}

/** The summaries as kept, and as counted from scratch now. */
export async function officeSummaries(db: Db) {
  return { kept: await kept(db), counted: await counted(db) };
}
