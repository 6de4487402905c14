import { ACTIVE_STATUSES, OFFICE_USER_TYPES, PATIENT_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { intArray, queryRows } from '../../db/rows';

// The platform admins' figures and reports: cross-organization reads (ARCHITECTURE.md allows them for admin reporting
// only), each one grouped statement over the tables' indexes, never a loop over offices or members.

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const day = (d: Date) => sql`${d.toISOString().slice(0, 10)}::date`;
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Offices, offices with an active member, and active users by kind. */
export async function platformCounts(db: Db) {
  const [row] = await queryRows<{
    offices: number;
    with_members: number;
    office_users: number;
    patients: number;
    platform: number;
    partners: number;
  }>(
    db,
    sql`select
        (select count(*) from offices o where o.closed_at is null)::int as offices,
        (select count(*) from offices o where o.closed_at is null and exists (
          select 1 from members m join subscriptions s on s.organization_id = m.organization_id and s.member_id = m.id
          where m.organization_id = o.organization_id and m.office_id = o.id and m.deleted_at is null
            and s.status in (${list(ACTIVE_STATUSES)})))::int as with_members,
        (select count(*) from users u where u.is_active and u.type in (${list(OFFICE_USER_TYPES)}))::int as office_users,
        (select count(*) from users u where u.is_active and u.type in (${list(PATIENT_USER_TYPES)}))::int as patients,
        (select count(*) from users u where u.is_active and u.type in (${list(PLATFORM_ADMIN_TYPES)}))::int as platform,
        (select count(*) from users u where u.is_active and u.type not in (
          ${list([...OFFICE_USER_TYPES, ...PATIENT_USER_TYPES, ...PLATFORM_ADMIN_TYPES])}))::int as partners`,
  );
  return {
    offices: row?.offices ?? 0,
    withMembers: row?.with_members ?? 0,
    activeUsers: {
      office: row?.office_users ?? 0,
      patient: row?.patients ?? 0,
      platform: row?.platform ?? 0,
      partner: row?.partners ?? 0,
    },
  };
}

/**
 * Members enrolled from `from` to `to`, by calendar month (UTC): the month the member was added, as the office's monthly
 * statement counts its 'enrolled' (a member later deleted was still enrolled then).
 */
export async function enrolledByMonth(db: Db, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await queryRows<{ month: string; n: number }>(
    db,
    sql`select to_char(m.created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as n
      from members m where m.created_at >= ${at(from)} and m.created_at < ${at(to)}
      group by 1`,
  );
  return new Map(rows.map((r) => [r.month, r.n]));
}

export async function enrolledSince(db: Db, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from members m where m.created_at >= ${at(since)}`,
  );
  return row?.n ?? 0;
}

/**
 * Practices that signed up and have not finished setting up, by the first step they have not done: the owner's email
 * confirmed (the launch checklist's first item), a plan published, a payout account connected (the item that lets its
 * enrolment page take payments). A closed practice is not onboarding.
 */
export async function onboardingStages(db: Db) {
  const [row] = await queryRows<{ awaiting_email: number; no_plan: number; no_payout: number }>(
    db,
    sql`with p as (
        select s.organization_id,
          s.email_confirmed_at is not null as confirmed,
          exists (select 1 from plans pl where pl.organization_id = s.organization_id and pl.view_status = 'active'
            and not pl.is_deleted) as planned,
          exists (select 1 from offices o where o.organization_id = s.organization_id
            and coalesce(o.stripe_account_id, o.standard_stripe_account_id) is not null) as payable
        from practice_signups s
        where exists (select 1 from offices o where o.organization_id = s.organization_id and o.closed_at is null))
      select
        count(*) filter (where not confirmed)::int as awaiting_email,
        count(*) filter (where confirmed and not planned)::int as no_plan,
        count(*) filter (where confirmed and planned and not payable)::int as no_payout
      from p`,
  );
  return {
    awaitingEmail: row?.awaiting_email ?? 0,
    noPlan: row?.no_plan ?? 0,
    noPayoutAccount: row?.no_payout ?? 0,
  };
}

/** The kinds of transactions whose platform_fees entries are the platform's fees on payments (not guarantee claims). */
const FEE_KINDS = sql`('charge', 'cash_payment', 'refund', 'dispute', 'dispute_won', 'dispute_lost')`;

/**
 * The ledger's money from `from` to `to`, summed per group (`by`: each month, or each office of a list), cents:
 * - gross: what households paid (card, bank and in the office); refunds: what went back to them;
 * - disputes: what disputes held from the practices, less what they released (a lost one's money left the hold to
 *   the payer, so it stays counted);
 * - fees: the platform's fees on those payments less what refunds and disputes gave back;
 * - guarantee: what the guarantee paid the practices from the platform's account;
 * - net: what reached the practices (processor balance and cash in the office), which is gross - refunds - disputes
 *   - fees + guarantee, transaction by transaction;
 * - paid out: payouts to the practices' banks (less refused ones); tier: the practices' tier payments to the platform.
 */
export async function ledgerSums(
  db: Db,
  by: 'month' | 'office',
  range: { from: Date; to: Date; officeIds?: readonly number[] },
) {
  const key: SQL = by === 'month' ? sql`to_char(x.occurred_at at time zone 'UTC', 'YYYY-MM')` : sql`x.office_id::text`;
  const offices = range.officeIds ? sql`and x.office_id = any(${intArray(range.officeIds)})` : sql``;
  return queryRows<{
    key: string;
    payments: number;
    gross: number;
    refunds: number;
    disputes: number;
    fees: number;
    guarantee: number;
    net: number;
    paid_out: number;
    tier: number;
  }>(
    db,
    sql`select ${key} as key,
        count(distinct x.id) filter (where x.kind in ('charge', 'cash_payment'))::int as payments,
        (-coalesce(sum(e.amount_cents) filter (where e.account = 'patient_funds' and x.kind in ('charge', 'cash_payment')), 0))::float8 as gross,
        coalesce(sum(e.amount_cents) filter (where e.account = 'patient_funds' and x.kind = 'refund'), 0)::float8 as refunds,
        coalesce(sum(e.amount_cents) filter (where e.account = 'disputed_funds'
          or (e.account = 'patient_funds' and x.kind = 'dispute_lost')), 0)::float8 as disputes,
        coalesce(sum(e.amount_cents) filter (where e.account = 'platform_fees' and x.kind in ${FEE_KINDS}), 0)::float8 as fees,
        coalesce(sum(e.amount_cents) filter (where e.account = 'practice_balance' and x.kind = 'guarantee_claim'), 0)::float8 as guarantee,
        coalesce(sum(e.amount_cents) filter (where e.account in ('practice_balance', 'practice_cash')
          and x.kind not in ('payout', 'payout_failed', 'tier_charge')), 0)::float8 as net,
        coalesce(sum(e.amount_cents) filter (where e.account = 'practice_payouts'), 0)::float8 as paid_out,
        coalesce(sum(e.amount_cents) filter (where e.account = 'platform_tier_revenue'), 0)::float8 as tier
      from ledger_transactions x
      join ledger_entries e on e.organization_id = x.organization_id and e.transaction_id = x.id
      where x.occurred_at >= ${at(range.from)} and x.occurred_at < ${at(range.to)} ${offices}
      group by 1`,
  );
}

/** The platform's fees on payments from `from` to `to` (cents), from the ledger. */
export async function platformFees(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows<{ fees: number }>(
    db,
    sql`select coalesce(sum(e.amount_cents), 0)::float8 as fees
      from ledger_transactions x
      join ledger_entries e on e.organization_id = x.organization_id and e.transaction_id = x.id
      where e.account = 'platform_fees' and x.kind in ${FEE_KINDS}
        and x.occurred_at >= ${at(from)} and x.occurred_at < ${at(to)}`,
  );
  return Number(row?.fees ?? 0);
}

/** The offices a user owns, with their organization, in id order. */
export async function officesOwnedBy(db: Db, userId: number) {
  return queryRows<{ id: number; organization_id: number; office_name: string; organization_name: string }>(
    db,
    sql`select o.id, o.organization_id, o.office_name, g.name as organization_name
      from office_users ou
      join offices o on o.organization_id = ou.organization_id and o.id = ou.office_id
      join organizations g on g.id = o.organization_id
      where ou.user_id = ${userId} and ou.is_owner
      order by o.id`,
  );
}

/**
 * Of each office's members in a month: enrolled in it, plans that ended in it, and members covered at its end, by the
 * same rules as the office's monthly statement (payouts.queries membersOfMonth), for many offices at once.
 */
export async function membersOfMonthByOffice(db: Db, officeIds: readonly number[], from: Date, to: Date) {
  const rows = await queryRows<{ office_id: number; enrolled: number; ended: number; covered: number }>(
    db,
    sql`select o.id as office_id,
        (select count(*) from members m where m.organization_id = o.organization_id and m.office_id = o.id
          and m.created_at >= ${at(from)} and m.created_at < ${at(to)})::int as enrolled,
        (select count(*) from subscriptions s join members m on m.organization_id = s.organization_id and m.id = s.member_id
          where m.organization_id = o.organization_id and m.office_id = o.id
            and s.status in ('canceled', 'inactive', 'inactive_transferred')
            and s.ends_on >= ${day(from)} and s.ends_on < ${day(to)})::int as ended,
        (select count(distinct s.member_id) from subscriptions s join members m on m.organization_id = s.organization_id and m.id = s.member_id
          where m.organization_id = o.organization_id and m.office_id = o.id and m.deleted_at is null
            and s.created_at < ${at(to)}
            and (s.status in ('active', 'active_cash', 'active_transferred', 'past_due', 'cancellation_requested', 'disputed')
              or s.ends_on >= ${day(to)}))::int as covered
      from offices o where o.id = any(${intArray(officeIds)})`,
  );
  return new Map(rows.map((r) => [r.office_id, r]));
}

/**
 * The active members (the Active flag: active, active_cash, active_transferred, past_due) of some offices of one
 * organization, a row per active subscription, by office then name.
 */
export async function activeMembersOf(db: Db, organizationId: number, officeIds: readonly number[]) {
  return queryRows<{
    member_id: number;
    office_name: string;
    first_name: string;
    last_name: string;
    owner_name: string | null;
    email: string | null;
    chart_id: string | null;
    plan_name: string;
    term: string;
    price_cents: number;
    status: string;
    next_renewal_on: string | null;
    enrolled_on: string;
  }>(
    db,
    sql`select m.id as member_id, o.office_name, m.first_name, m.last_name,
        nullif(trim(concat_ws(' ', ow.first_name, ow.last_name)), '') as owner_name,
        coalesce(m.email, ow.email) as email, m.chart_id, p.name as plan_name, s.term,
        s.price_cents::float8 as price_cents, s.status, s.next_renewal_on::text as next_renewal_on,
        (s.created_at at time zone 'UTC')::date::text as enrolled_on
      from subscriptions s
      join members m on m.organization_id = s.organization_id and m.id = s.member_id
      join offices o on o.organization_id = m.organization_id and o.id = m.office_id
      join plans p on p.organization_id = s.organization_id and p.id = s.plan_id
      left join members ow on ow.organization_id = m.organization_id and ow.id = m.account_owner_id
      where s.organization_id = ${organizationId} and m.office_id = any(${intArray(officeIds)})
        and m.deleted_at is null and s.status in (${list(ACTIVE_STATUSES)})
      order by o.office_name, o.id, m.last_name, m.first_name, m.id, s.id`,
  );
}

/** The offices of an organization, in id order. */
export async function officesOfOrganization(db: Db, organizationId: number) {
  return queryRows<{ id: number; office_name: string }>(
    db,
    sql`select o.id, o.office_name from offices o where o.organization_id = ${organizationId} order by o.id`,
  );
}

/** One office with its organization's name. */
export async function officeWithOrganization(db: Db, officeId: number) {
  const [row] = await queryRows<{
    id: number;
    organization_id: number;
    office_name: string;
    organization_name: string;
  }>(
    db,
    sql`select o.id, o.organization_id, o.office_name, g.name as organization_name
      from offices o join organizations g on g.id = o.organization_id where o.id = ${officeId}`,
  );
  return row ?? null;
}
