import { ACTIVE_STATUSES } from '@mhq/domain';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { containing } from '../../db/like';
import { queryRows } from '../../db/rows';
import { associations, offices } from '../../db/schema';

// The association portal's reads. Every function takes the association it works for first: the caller's own, found
// by the guard's `callerAssociationId`. Member figures are counts only: no member's name or id ever leaves here.

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Members with an active plan (the Active flag) at one office, as a correlated count over the outer `offices` row. */
const activeMembersOf = (office: SQL) => sql<number>`(select count(distinct m.id)::int from members m
  join subscriptions s on s.organization_id = m.organization_id and s.member_id = m.id
  where m.organization_id = ${office}.organization_id and m.office_id = ${office}.id and m.deleted_at is null
    and s.status in (${list(ACTIVE_STATUSES)}))`;

export async function findAssociation(db: Db, associationId: number) {
  const [row] = await db.select().from(associations).where(eq(associations.id, associationId));
  return row ?? null;
}

/** Locks the association's row, so two saves of its profile (or logo) apply one after the other. */
export async function lockAssociation(db: Db, associationId: number) {
  await db.execute(sql`select id from associations where id = ${associationId} for update`);
}

/** One page of the association's practices by name, searched by name or address, with how many match. */
export async function listAssociationOffices(
  db: Db,
  associationId: number,
  q: { search?: string | undefined; page: number },
  pageSize: number,
) {
  const term = containing(q.search);
  const where = and(
    eq(offices.associationId, associationId),
    term ? or(ilike(offices.officeName, term), ilike(offices.address, term)) : undefined,
  );
  const rows = await db
    .select({
      id: offices.id,
      name: offices.officeName,
      address: offices.address,
      joinedAt: offices.createdAt,
      verified: offices.verified,
      onboarded: offices.onboardingDateComplete,
      closedAt: offices.closedAt,
      activeMembers: activeMembersOf(sql.raw('"offices"')),
    })
    .from(offices)
    .where(where)
    .orderBy(asc(offices.officeName), asc(offices.id))
    .limit(pageSize)
    .offset((q.page - 1) * pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(offices).where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The association's practices and the active members at them, all of them (the page's totals). */
export async function associationTotals(db: Db, associationId: number) {
  const [row] = await queryRows<{ practices: number; active: number }>(
    db,
    sql`select count(*)::int as practices, coalesce(sum(${activeMembersOf(sql.raw('o'))}), 0)::int as active
      from offices o where o.association_id = ${associationId}`,
  );
  return { practices: row?.practices ?? 0, activeMembers: row?.active ?? 0 };
}

export type ReportRow = {
  month: string;
  joined: number;
  enrolled: number;
  active: number;
  fees: number;
};

/**
 * The association's practices month by month from `from` (a month's first day, UTC) for `months` months: practices
 * that joined, members enrolled, members covered at the month's end (the admins' master report's rule), and the
 * platform's fees on payments there (the ledger's platform_fees entries less what refunds and disputes gave back).
 */
export async function associationReportRows(db: Db, associationId: number, from: Date, months: number) {
  return queryRows<ReportRow>(
    db,
    sql`with mon as (
        select g as starts, g + interval '1 month' as ends
        from generate_series(${at(from)}, ${at(from)} + (${months - 1} * interval '1 month'), interval '1 month') g
      ), o as (select id, organization_id, created_at from offices where association_id = ${associationId})
      select to_char(mon.starts at time zone 'UTC', 'YYYY-MM') as month,
        (select count(*) from o where o.created_at >= mon.starts and o.created_at < mon.ends)::int as joined,
        (select count(*) from members m join o on m.organization_id = o.organization_id and m.office_id = o.id
          where m.created_at >= mon.starts and m.created_at < mon.ends)::int as enrolled,
        (select count(distinct s.member_id) from subscriptions s
          join members m on m.organization_id = s.organization_id and m.id = s.member_id
          join o on m.organization_id = o.organization_id and m.office_id = o.id
          where m.deleted_at is null and s.created_at < mon.ends
            and (s.status in ('active', 'active_cash', 'active_transferred', 'past_due', 'cancellation_requested', 'disputed')
              or s.ends_on >= (mon.ends at time zone 'UTC')::date))::int as active,
        (select coalesce(sum(e.amount_cents), 0) from ledger_transactions x
          join o on x.organization_id = o.organization_id and x.office_id = o.id
          join ledger_entries e on e.organization_id = x.organization_id and e.transaction_id = x.id
          where e.account = 'platform_fees'
            and x.kind in ('charge', 'cash_payment', 'refund', 'dispute', 'dispute_won', 'dispute_lost')
            and x.occurred_at >= mon.starts and x.occurred_at < mon.ends)::float8 as fees
      from mon order by mon.starts`,
  );
}
