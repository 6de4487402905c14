import type { IncompleteSignupsQuery, SignupStop } from '@mhq/contract';
import { INCOMPLETE_PAGE_SIZE, OFFICE_HISTORY_PAGE_SIZE } from '@mhq/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { containing } from '../../db/like';
import { offices, officeUsers, organizations, sessions, users } from '../../db/schema';
import { teamMemberColumns } from '../office/team.queries';

/* SQL of the admins' office pages: an office's users, its history, and the practices whose sign-up stopped. */

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The office and its organization's name. */
export async function officeHead(db: Db, officeId: number) {
  const [row] = await db
    .select({
      id: offices.id,
      officeName: offices.officeName,
      organizationId: offices.organizationId,
      organizationName: organizations.name,
    })
    .from(offices)
    .innerJoin(organizations, eq(organizations.id, offices.organizationId))
    .where(eq(offices.id, officeId))
    .limit(1);
  return row ?? null;
}

/** The last session a user opened themselves (an admin's 'Sign in as' is not their sign-in). */
const lastSignIn = sql<Date | null>`(select max(s.created_at) from ${sessions} s where s.user_id = ${users.id} and s.impersonator_user_id is null)`;

/** The office's users with their last sign-in, owners first. */
export async function officeUsersOf(db: Db, officeId: number) {
  return db
    .select({ ...teamMemberColumns, lastSignInAt: lastSignIn })
    .from(officeUsers)
    .innerJoin(users, eq(users.id, officeUsers.userId))
    .where(eq(officeUsers.officeId, officeId))
    .orderBy(sql`${officeUsers.isOwner} desc`, users.lastName, users.firstName, users.id)
    .limit(500);
}

/**
 * The offices where this user is an owner and no other active owner is left: deactivating them would leave each
 * such office with nobody to run it.
 */
export async function officesOnlyOwnedBy(db: Db, userId: number) {
  return db
    .select({ officeId: officeUsers.officeId })
    .from(officeUsers)
    .where(
      and(
        eq(officeUsers.userId, userId),
        eq(officeUsers.isOwner, true),
        sql`not exists (select 1 from ${officeUsers} other join ${users} ou on ou.id = other.user_id
          where other.office_id = ${officeUsers.officeId} and other.is_owner and ou.is_active and other.user_id <> ${userId})`,
      ),
    );
}

/** The user's active sessions' count, for the message after a deactivation. */
export async function openSessionCount(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.n ?? 0);
}

export type HistoryRow = {
  at: Date | string;
  kind: string;
  who: string | null;
  action: string;
  detail: Record<string, unknown> | null;
};

/**
 * Everything that happened to an office, as one list: its sign-up and the email's confirmation, the audit log's
 * changes in the office or its whole organization (reads of patient data belong to a member's history, not here),
 * its payouts and the organization's tier charges. Newest first, a page at a time, with the total.
 */
export async function officeHistory(db: Db, office: { id: number; organizationId: number }, page: number) {
  const org = office.organizationId;
  const lines = sql`
    select ps.created_at as at, 0 as ord, 'signup' as kind, u.first_name || ' ' || u.last_name as who,
      'signup.created' as action, null::jsonb as detail
    from practice_signups ps join users u on u.id = ps.owner_user_id
    where ps.organization_id = ${org}
    union all
    select ps.email_confirmed_at, 1, 'signup', u.first_name || ' ' || u.last_name, 'signup.email_confirmed',
      jsonb_build_object('tierLevel', o.tier_level, 'pricingPeriod', ps.pricing_period, 'discountCode', dc.code)
    from practice_signups ps join users u on u.id = ps.owner_user_id join organizations o on o.id = ps.organization_id
      left join discount_codes dc on dc.id = ps.discount_code_id
    where ps.organization_id = ${org} and ps.email_confirmed_at is not null
    union all
    select a.created_at, a.id, 'audit', au.first_name || ' ' || au.last_name, a.action,
      coalesce(a.detail, '{}'::jsonb) || jsonb_build_object(
        'targetType', a.target_type, 'targetId', a.target_id,
        'targetName', tu.first_name || ' ' || tu.last_name, 'planName', pl.name, 'officeWide', a.office_id is null)
    from audit_log a
      left join users au on au.id = a.actor_user_id
      left join users tu on a.target_type = 'user' and tu.id::text = a.target_id
      left join plans pl on a.target_type = 'plan' and pl.organization_id = a.organization_id and pl.id::text = a.target_id
    where a.organization_id = ${org} and (a.office_id = ${office.id} or a.office_id is null) and a.member_id is null
      and a.action not like '%.read' and a.action not like 'signup.%'
    union all
    -- A payout is dated by the day it was made for (its row may be written later, when a run catches up).
    select p.payout_on::timestamptz, p.id, 'payout', null, 'payout',
      jsonb_build_object('amountCents', p.amount_cents, 'status', p.status, 'bankName', p.bank_name,
        'bankLast4', p.bank_last4, 'arrivalOn', p.arrival_on, 'failure', p.failure_message)
    from payouts p where p.organization_id = ${org} and p.office_id = ${office.id}
    union all
    select coalesce(t.paid_at, t.created_at), t.id, 'tier_charge', null, 'tier_charge',
      jsonb_build_object('tierName', t.tier_name, 'pricingPeriod', t.pricing_period, 'periodStart', t.period_start,
        'periodEnd', t.period_end, 'amountCents', t.amount_cents, 'discountCents', t.discount_cents,
        'discountCode', t.discount_code, 'status', t.status, 'failure', t.last_failure)
    from tier_charges t where t.organization_id = ${org}`;
  const entries = await rowsOf<HistoryRow>(
    db,
    sql`select * from (${lines}) h order by h.at desc, h.ord desc, h.kind limit ${OFFICE_HISTORY_PAGE_SIZE} offset ${(page - 1) * OFFICE_HISTORY_PAGE_SIZE}`,
  );
  const [total] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${lines}) h`);
  return { entries, total: Number(total?.n ?? 0) };
}

export type IncompleteRow = {
  organization_id: number;
  office_id: number;
  office_name: string;
  owner_name: string;
  owner_email: string;
  owner_user_id: number;
  signed_up_at: Date | string;
  since: Date | string;
  last_sign_in_at: Date | string | null;
  discount_code: string | null;
  stop: SignupStop;
};

/**
 * Where each sign-up stands, by the launch checklist's items a practice needs before its first member (the email
 * confirmed, a plan published, a payout account connected, in that order): the first one not done, or null.
 * Judged on the organization's first office, the one it signed up with.
 */
const signupsWithStop = sql`
  select ps.organization_id, o.id as office_id, o.office_name, u.first_name || ' ' || u.last_name as owner_name,
    u.email as owner_email, u.id as owner_user_id, ps.created_at as signed_up_at,
    coalesce(ps.email_confirmed_at, ps.created_at) as since, dc.code as discount_code,
    (select max(s.created_at) from sessions s where s.user_id = u.id and s.impersonator_user_id is null) as last_sign_in_at,
    case
      when ps.email_confirmed_at is null then 'email'
      when not exists (select 1 from plans p where p.organization_id = ps.organization_id and not p.is_deleted
        and p.view_status = 'active') then 'plan'
      when o.stripe_account_id is null or (o.last4 is null and not exists (select 1 from payout_account_states pas
        where pas.organization_id = o.organization_id and pas.office_id = o.id
          and pas.account_id = o.stripe_account_id and pas.payouts_enabled)) then 'payout'
    end as stop
  from practice_signups ps
    join users u on u.id = ps.owner_user_id
    join offices o on o.id = (select min(f.id) from offices f where f.organization_id = ps.organization_id)
    left join discount_codes dc on dc.id = ps.discount_code_id`;

/** One page of the sign-ups that stopped, searched by office, owner or email, of one stop if asked. */
export async function incompleteSignups(db: Db, q: IncompleteSignupsQuery) {
  const term = containing(q.search);
  const where = sql`where i.stop is not null
    ${q.stop ? sql`and i.stop = ${q.stop}` : sql``}
    ${term ? sql`and (i.office_name ilike ${term} or i.owner_name ilike ${term} or i.owner_email ilike ${term})` : sql``}`;
  const order =
    q.sort === 'oldest'
      ? sql`i.signed_up_at asc, i.organization_id asc`
      : sql`i.signed_up_at desc, i.organization_id desc`;
  const rows = await rowsOf<IncompleteRow>(
    db,
    sql`select * from (${signupsWithStop}) i ${where} order by ${order}
      limit ${INCOMPLETE_PAGE_SIZE} offset ${(q.page - 1) * INCOMPLETE_PAGE_SIZE}`,
  );
  const [total] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${signupsWithStop}) i ${where}`);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The sign-up of the organization of an office, with where it stopped (null stop: complete). */
export async function signupOfOfficeOrganization(db: Db, officeId: number) {
  const [row] = await rowsOf<IncompleteRow>(
    db,
    sql`select * from (${signupsWithStop}) i where i.organization_id = (select organization_id from offices where id = ${officeId})`,
  );
  return row ?? null;
}
