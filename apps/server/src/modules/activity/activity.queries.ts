import type { ActivityKind } from '@mhq/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';

// The activity feed's SQL: one statement, a UNION ALL of one branch per kind, each branch reading its own table by the
// office's index newest first and stopping at the page's size, then the page cut from their merge. A page reads at most
// (kinds x page size) rows however long the office's history, and the keyset (time, kind, id) continues exactly where
// the previous page stopped, even when lines share a time.

export type ActivityRow = {
  kind: ActivityKind;
  id: number;
  at: string;
  memberId: number | null;
  memberFirst: string | null;
  memberLast: string | null;
  payoutId: number | null;
  campaignId: number | null;
  amountCents: number | null;
  status: string | null;
  detail: Record<string, string | number | null>;
};

export type ActivityFilter = {
  organizationId: number;
  officeId: number;
  kinds: readonly ActivityKind[];
  /** From midnight (UTC) of the first day; to before midnight after the last. */
  from: string | null;
  toBefore: string | null;
  /** Where the previous page stopped. */
  after: { at: string; kind: string; id: number } | null;
  limit: number;
};

/** One kind's lines: its time, id and columns; the table and conditions that find the office's rows. */
type Branch = { at: SQL; id: SQL; select: SQL; from: SQL; where: SQL };

const BRANCHES = (org: number, office: number): Record<ActivityKind, Branch> => ({
  // Each person enrolled, as the enrolment wrote it in their history (every channel writes it: online, the front
  // desk, a household's added member, an employer's link or a group's code).
  enrolment: {
    at: sql`ev.at`,
    id: sql`ev.id`,
    select: sql`ev.member_id, null::int, null::int, s.price_cents, s.status,
      json_build_object('summary', ev.summary)`,
    from: sql`member_events ev join members m on m.organization_id = ev.organization_id and m.id = ev.member_id
      left join subscriptions s on s.organization_id = ev.organization_id and s.id = ev.subscription_id`,
    where: sql`ev.organization_id = ${org} and m.office_id = ${office} and ev.kind = 'member.enrolled'`,
  },
  cancellation: {
    at: sql`s.canceled_at`,
    id: sql`s.id`,
    select: sql`s.member_id, null::int, null::int, null::bigint, s.status,
      json_build_object('plan', pl.name, 'endsOn', s.ends_on::text)`,
    from: sql`subscriptions s join members m on m.organization_id = s.organization_id and m.id = s.member_id
      join plans pl on pl.organization_id = s.organization_id and pl.id = s.plan_id`,
    where: sql`s.organization_id = ${org} and m.office_id = ${office} and s.canceled_at is not null`,
  },
  payment: {
    at: sql`c.created_at`,
    id: sql`c.id`,
    select: sql`c.owner_member_id, null::int, null::int, c.amount_cents, c.status,
      json_build_object('description', c.description, 'method', c.method)`,
    from: sql`charges c`,
    where: sql`c.organization_id = ${org} and c.office_id = ${office}`,
  },
  refund: {
    at: sql`r.created_at`,
    id: sql`r.id`,
    select: sql`coalesce(r.member_id, c.owner_member_id), null::int, null::int, r.amount_cents, r.status,
      json_build_object('reason', r.reason, 'paymentId', c.id)`,
    from: sql`refunds r join charges c on c.organization_id = r.organization_id and c.id = r.charge_id`,
    where: sql`r.organization_id = ${org} and c.office_id = ${office}`,
  },
  price_change: {
    at: sql`s.pending_price_notified_at`,
    id: sql`s.id`,
    select: sql`s.member_id, null::int, null::int, s.pending_price_cents, s.status,
      json_build_object('plan', pl.name, 'fromCents', s.price_cents, 'fromDay', s.pending_price_from::text)`,
    from: sql`subscriptions s join members m on m.organization_id = s.organization_id and m.id = s.member_id
      join plans pl on pl.organization_id = s.organization_id and pl.id = s.plan_id`,
    where: sql`s.organization_id = ${org} and m.office_id = ${office} and s.pending_price_notified_at is not null`,
  },
  dispute: {
    at: sql`d.opened_at`,
    id: sql`d.id`,
    select: sql`d.owner_member_id, null::int, null::int, d.amount_cents, d.status,
      json_build_object('reason', d.reason)`,
    from: sql`disputes d`,
    where: sql`d.organization_id = ${org} and d.office_id = ${office}`,
  },
  payout: {
    // A payout's day is the one it was made for (its schedule's), as the payouts page shows it.
    at: sql`(p.payout_on::timestamp at time zone 'UTC')`,
    id: sql`p.id`,
    select: sql`null::int, p.id, null::int, p.amount_cents, p.status,
      json_build_object('bank', p.bank_name, 'last4', p.bank_last4, 'arrivalOn', p.arrival_on::text)`,
    from: sql`payouts p`,
    where: sql`p.organization_id = ${org} and p.office_id = ${office}`,
  },
  campaign: {
    // A campaign's line is when it began to go out: a draft or a scheduled one has not happened yet.
    at: sql`k.started_at`,
    id: sql`k.id`,
    select: sql`null::int, null::int, k.id, null::bigint, k.status,
      json_build_object('name', k.name, 'channel', k.channel, 'language', k.language)`,
    from: sql`campaigns k`,
    where: sql`k.organization_id = ${org} and k.office_id = ${office} and k.started_at is not null`,
  },
});

function branchSql(kind: ActivityKind, b: Branch, f: ActivityFilter): SQL {
  const conditions = [b.where];
  if (f.from) conditions.push(sql`${b.at} >= ${f.from}::timestamptz`);
  if (f.toBefore) conditions.push(sql`${b.at} < ${f.toBefore}::timestamptz`);
  if (f.after)
    conditions.push(
      sql`(${b.at}, ${kind}::text, ${b.id}) < (${f.after.at}::timestamptz, ${f.after.kind}::text, ${f.after.id}::int)`,
    );
  return sql`(select ${kind}::text as kind, ${b.id} as id, ${b.at} as at, ${b.select}
    from ${b.from} where ${sql.join(conditions, sql` and `)}
    order by ${b.at} desc, ${b.id} desc limit ${f.limit})`;
}

/** The statement of one page of the feed (also what the plan check explains). */
export function activitySql(f: ActivityFilter): SQL {
  const branches = BRANCHES(f.organizationId, f.officeId);
  const union = sql.join(
    f.kinds.map((k) => branchSql(k, branches[k], f)),
    sql` union all `,
  );
  return sql`select u.kind, u.id, to_char(u.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
      u.member_id as "memberId", m.first_name as "memberFirst", m.last_name as "memberLast",
      u.payout_id as "payoutId", u.campaign_id as "campaignId", u.amount::float8 as "amountCents", u.status, u.detail
    from (${union}) as u(kind, id, at, member_id, payout_id, campaign_id, amount, status, detail)
    left join members m on m.organization_id = ${f.organizationId} and m.id = u.member_id
    order by u.at desc, u.kind desc, u.id desc
    limit ${f.limit}`;
}

/** One page of the office's activity, newest first. */
export async function activityPage(db: Db, f: ActivityFilter): Promise<ActivityRow[]> {
  if (f.kinds.length === 0) return [];
  const rows = await queryRows<ActivityRow>(db, activitySql(f));
  return rows.map((r) => ({ ...r, amountCents: r.amountCents === null ? null : Number(r.amountCents) }));
}
