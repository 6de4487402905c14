import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';

// The leaderboard's SQL: every open office ranked by its new members in a window of whole months, read from
// office_enrolment_months (kept by the database in the transaction of every change: migration 0020), so a ranking of
// thousands of practices sums a few rows each rather than counting their members. One database serves both brands and
// offices carry no brand, so every practice of the installation is ranked together.

export type RankedOffice = {
  officeId: number;
  officeName: string;
  city: string;
  state: string;
  optIn: boolean;
  newMembers: number;
  rank: number;
};

/**
 * The first `top` practices with new members in the months from `from` to `to` (first days of months, inclusive), and
 * the office `own` wherever it ranks; and how many practices are ranked.
 */
export async function rankedOffices(
  db: Db,
  window: { from: string; to: string },
  own: number,
  top: number,
): Promise<{ rows: RankedOffice[]; practices: number }> {
  const rows = await queryRows<RankedOffice & { practices: number }>(
    db,
    sql`with counts as (
          select office_id, sum(enrolled)::int as n from office_enrolment_months
          where month >= date_trunc('month', ${window.from}::date) and month <= ${window.to}::date
          group by office_id
        ),
        ranked as (
          select o.id as office_id, o.office_name, coalesce(p.city, '') as city, coalesce(p.state, '') as state,
                 coalesce(m.leaderboard_opt_in, false) as opt_in, coalesce(c.n, 0) as n,
                 rank() over (order by coalesce(c.n, 0) desc)::int as rank,
                 count(*) over ()::int as practices
          from offices o
          left join counts c on c.office_id = o.id
          left join office_profiles p on p.organization_id = o.organization_id and p.office_id = o.id
          left join office_marketing m on m.organization_id = o.organization_id and m.office_id = o.id
          where o.closed_at is null
        )
        select office_id as "officeId", office_name as "officeName", city, state, opt_in as "optIn",
               n as "newMembers", rank, practices
        from ranked
        where (rank <= ${top} and n > 0) or office_id = ${own}
        order by rank, office_id`,
  );
  return {
    rows: rows.map(({ practices: _, ...r }) => ({ ...r, newMembers: Number(r.newMembers), rank: Number(r.rank) })),
    practices: Number(rows[0]?.practices ?? 0),
  };
}

/** The office's new members in the months from `from` to `to` (first days of months, inclusive). */
export async function newMembersOf(db: Db, officeId: number, window: { from: string; to: string }): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(enrolled), 0)::int as n from office_enrolment_months
        where office_id = ${officeId} and month >= date_trunc('month', ${window.from}::date) and month <= ${window.to}::date`,
  );
  return Number(row?.n ?? 0);
}
