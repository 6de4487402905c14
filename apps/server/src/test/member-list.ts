import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { queryRows } from '../db/rows';

/**
 * How many rows of the members list differ from what member_list_refresh makes of every member from scratch (the
 * list's triggers keep it in step; a trigger's shortcut must never show something else). Leaves the list refreshed.
 * One transaction, so the copy kept for comparing is on the connection that compares.
 */
export function memberListDrift(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`create temp table list_kept on commit drop as select * from member_list`);
    await tx.execute(sql`select member_list_refresh(array(select id from members order by id))`);
    const [differ] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ((table list_kept except table member_list)
        union all (table member_list except table list_kept)) d`,
    );
    return differ?.n ?? -1;
  });
}
