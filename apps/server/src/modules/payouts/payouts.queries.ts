import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { payouts } from '../../db/schema';

// What the payout pages read: the office's payouts, its balance (at a time, or now), and its members' month.

/** The office's payouts, newest first; of one month when `between` is given. */
export function officePayouts(
  db: Db,
  organizationId: number,
  officeId: number,
  between?: { from: string; to: string },
) {
  return db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.organizationId, organizationId),
        eq(payouts.officeId, officeId),
        between ? and(gte(payouts.payoutOn, between.from), lt(payouts.payoutOn, between.to)) : undefined,
      ),
    )
    .orderBy(desc(payouts.payoutOn), desc(payouts.id));
}

export async function payoutOf(db: Db, officeId: number, payoutId: number) {
  const [p] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.officeId, officeId), eq(payouts.id, payoutId)));
  return p ?? null;
}

/** What the practice was owed by the ledger (its processor balance) before `at`, or now. */
export async function practiceBalance(db: Db, organizationId: number, officeId: number, at?: Date): Promise<number> {
  const before = at ? sql`and x.occurred_at < ${at.toISOString()}::timestamptz` : sql``;
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select coalesce(sum(e.amount_cents), 0)::float8 as total
      from ledger_transactions x
      join ledger_entries e on e.organization_id = x.organization_id and e.transaction_id = x.id
      where x.organization_id = ${organizationId} and x.office_id = ${officeId} and e.account = 'practice_balance' ${before}`,
  );
  return Number(row?.total ?? 0);
}

/**
 * What moved the practice's balance in a period: what it earned there (payments less fees, refunds, disputes, claims),
 * and what payouts took from it to the bank (a refused payout's reversal gives back).
 */
export async function balanceMovement(db: Db, organizationId: number, officeId: number, from: Date, to: Date) {
  const [row] = await queryRows<{ earned: number; paid_out: number }>(
    db,
    sql`select
        coalesce(sum(e.amount_cents) filter (where x.kind not in ('payout', 'payout_failed')), 0)::float8 as earned,
        (-coalesce(sum(e.amount_cents) filter (where x.kind in ('payout', 'payout_failed')), 0))::float8 as paid_out
      from ledger_transactions x
      join ledger_entries e on e.organization_id = x.organization_id and e.transaction_id = x.id
      where x.organization_id = ${organizationId} and x.office_id = ${officeId} and e.account = 'practice_balance'
        and x.occurred_at >= ${from.toISOString()}::timestamptz and x.occurred_at < ${to.toISOString()}::timestamptz`,
  );
  return { earnedCents: Number(row?.earned ?? 0), paidOutCents: Number(row?.paid_out ?? 0) };
}

/** Of the office's members in a month: enrolled in it, plans that ended in it, and members covered at its end. */
export async function membersOfMonth(db: Db, organizationId: number, officeId: number, from: Date, to: Date) {
  const [row] = await queryRows<{ enrolled: number; ended: number; covered: number }>(
    db,
    sql`select
        (select count(*) from members m where m.organization_id = ${organizationId} and m.office_id = ${officeId}
          and m.created_at >= ${from.toISOString()}::timestamptz and m.created_at < ${to.toISOString()}::timestamptz)::int as enrolled,
        (select count(*) from subscriptions s join members m on m.organization_id = s.organization_id and m.id = s.member_id
          where s.organization_id = ${organizationId} and m.office_id = ${officeId}
            and s.status in ('canceled', 'inactive', 'inactive_transferred')
            and s.ends_on >= ${from.toISOString().slice(0, 10)}::date and s.ends_on < ${to.toISOString().slice(0, 10)}::date)::int as ended,
        (select count(distinct s.member_id) from subscriptions s join members m on m.organization_id = s.organization_id and m.id = s.member_id
          where s.organization_id = ${organizationId} and m.office_id = ${officeId} and m.deleted_at is null
            and s.created_at < ${to.toISOString()}::timestamptz
            and (s.status in ('active', 'active_cash', 'active_transferred', 'past_due', 'cancellation_requested', 'disputed')
              or s.ends_on >= ${to.toISOString().slice(0, 10)}::date))::int as covered`,
  );
  return { enrolled: row?.enrolled ?? 0, ended: row?.ended ?? 0, coveredAtEnd: row?.covered ?? 0 };
}
