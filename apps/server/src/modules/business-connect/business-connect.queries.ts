import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { intArray, queryRows } from '../../db/rows';

// What employers' links brought an office (BusinessConnect): the households that enrolled through each employer, the
// people of those households whose membership runs, and what those households paid. Shared by the practice's pages and
// the platform admins' Small Businesses page: `scope` narrows the enrolments looked at (alias `e`).

/** A payment counts once it was received, as the dashboards count it (dashboard.queries RECEIVED_STATUSES). */
const RECEIVED = sql`('succeeded', 'partially_refunded', 'refunded', 'disputed', 'dispute_lost')`;

/**
 * The households an employer brought: the first enrolment of each household through it. Its payments count from the
 * day it enrolled through the employer, so a patient who was a member before and later came through an employer's
 * link is counted for what they paid since.
 */
const households = (scope: SQL) => sql`
  select distinct on (e.small_business_id, e.owner_member_id)
    e.organization_id, e.small_business_id as business_id, e.owner_member_id, e.created_at as enrolled_at
  from enrolments e
  where e.small_business_id is not null and ${scope}
  order by e.small_business_id, e.owner_member_id, e.created_at, e.id`;

/** Each payment (+) and settled refund (-) of those households, in cents, with its moment. */
const money = sql`
  select h.business_id, c.created_at as at, c.amount_cents as cents
  from charges c join h on c.organization_id = h.organization_id and c.owner_member_id = h.owner_member_id
  where c.status in ${RECEIVED} and c.created_at >= date_trunc('day', h.enrolled_at)
  union all
  select h.business_id, r.settled_at, -r.amount_cents
  from refunds r
  join charges c on c.organization_id = r.organization_id and c.id = r.charge_id
  join h on c.organization_id = h.organization_id and c.owner_member_id = h.owner_member_id
  where r.status = 'succeeded' and r.settled_at is not null and c.status in ${RECEIVED}
    and c.created_at >= date_trunc('day', h.enrolled_at)`;

export type BusinessFigures = { employees: number; activeMembers: number; revenueCents: number };
const NONE: BusinessFigures = { employees: 0, activeMembers: 0, revenueCents: 0 };

/** Employees (households), active members (people: 'active' or 'late' in the members list) and revenue per employer. */
export async function figuresOf(db: Db, businessIds: readonly number[]): Promise<Map<number, BusinessFigures>> {
  const out = new Map<number, BusinessFigures>();
  if (businessIds.length === 0) return out;
  const rows = await queryRows<{ business_id: number; employees: number; active: number; revenue: number }>(
    db,
    sql`with h as (${households(sql`e.small_business_id = any(${intArray(businessIds)})`)}),
      m as (${money})
    select h.business_id::int as business_id, count(*)::int as employees,
      coalesce((select count(*) from member_list l join h h2 on l.organization_id = h2.organization_id
        and coalesce(l.account_owner_id, l.member_id) = h2.owner_member_id
        where h2.business_id = h.business_id and not l.deleted and l.summary_status in ('active', 'late')), 0)::int as active,
      coalesce((select sum(m.cents) from m where m.business_id = h.business_id), 0)::float8 as revenue
    from h group by h.business_id`,
  );
  for (const r of rows) {
    out.set(r.business_id, { employees: r.employees, activeMembers: r.active, revenueCents: Math.round(r.revenue) });
  }
  return out;
}

export const figuresFor = (all: Map<number, BusinessFigures>, id: number): BusinessFigures => all.get(id) ?? NONE;

export type EmployeeRow = {
  member_id: number;
  first_name: string;
  last_name: string;
  plan_name: string | null;
  summary_status: string;
  members: number;
  enrolled_at: string;
  office_name: string;
};

/** The employees (account owners) who enrolled through one employer, newest first, with their household's size. */
export async function employeesOf(db: Db, businessId: number): Promise<EmployeeRow[]> {
  return queryRows<EmployeeRow>(
    db,
    sql`with h as (${households(sql`e.small_business_id = ${businessId}`)})
    select l.member_id::int as member_id, l.first_name, l.last_name, l.plan_name, l.summary_status,
      (select count(*) from member_list x where x.organization_id = h.organization_id and not x.deleted
        and coalesce(x.account_owner_id, x.member_id) = h.owner_member_id)::int as members,
      to_char(h.enrolled_at at time zone 'UTC', 'YYYY-MM-DD') as enrolled_at, o.office_name
    from h
    join member_list l on l.organization_id = h.organization_id and l.member_id = h.owner_member_id
    join offices o on o.id = l.office_id
    where not l.deleted
    order by h.enrolled_at desc, l.member_id desc
    limit 2000`,
  );
}

/** Households enrolled and revenue by calendar month (UTC) from `from` (a first day), over an office's employers. */
export async function monthsOf(
  db: Db,
  office: { organizationId: number; officeId: number },
  from: string,
): Promise<{ month: string; enrolled: number; revenue: number }[]> {
  const scope = sql`e.organization_id = ${office.organizationId} and e.office_id = ${office.officeId}`;
  return queryRows(
    db,
    sql`with h as (${households(scope)}), m as (${money}),
    months as (
      select to_char(date_trunc('month', h.enrolled_at at time zone 'UTC'), 'YYYY-MM') as month, 1 as enrolled, 0 as cents from h
      union all
      select to_char(date_trunc('month', m.at at time zone 'UTC'), 'YYYY-MM'), 0, m.cents from m
    )
    select month, sum(enrolled)::int as enrolled, sum(cents)::float8 as revenue
    from months where month >= ${from.slice(0, 7)} group by month order by month`,
  );
}

/** Whether any person enrolled through the employer still has a running membership (it may not be removed then). */
export async function hasActiveMembers(db: Db, businessId: number): Promise<boolean> {
  return ((await figuresOf(db, [businessId])).get(businessId)?.activeMembers ?? 0) > 0;
}
