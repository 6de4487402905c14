import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { intArray, queryRows } from '../db/rows';
import { employerPaying } from '../modules/business-payment/business-payment.queries';
import { useCredits } from './billing-credit';
import { openAttempts, openingOf } from './billing-open';
import type { Attempt, BillingDay, DueRow, Opening, PayerRow } from './billing-types';

// The billing run's first step: claim the plans due (a renewal, or another try of a late period), a batch of households
// at a time, and open one billing attempt per household (billing-open.ts prices them).

/** A plan renewing on `day`: running, its automatic renewal on, no end set, its renewal day come. */
const renewalDue = (day: string) => sql`s.status in ('active', 'active_transferred') and s.auto_renew
  and s.ends_on is null and s.next_renewal_on <= ${day}::date`;

/** A late plan due another try on `day`. */
const retryDue = (day: string) => sql`s.status = 'past_due' and s.next_retry_on <= ${day}::date`;

/**
 * A plan the run may take a payment for: paid by the member (not the office), not being taken already, its member not
 * deleted.
 */
const claimable = sql`s.billing_attempt_id is null and s.payor = 'member' and m.deleted_at is null`;

/**
 * The condition of a plan the run must take a payment for on `day`: claimable, and renewing today or late and due
 * another try. A late plan's renewal day stays on its unpaid period: the next period is never charged on top of it.
 */
export const dueCondition = (day: string) => sql`${claimable} and ((${renewalDue(day)}) or (${retryDue(day)}))`;

const householdOf = sql`coalesce(m.account_owner_id, m.id)`;

/**
 * Up to `households` due households, the longest due first (read without locking: the next step locks). Renewals
 * and retries are each read in their own index's order up to the limit, so a batch reads about as many plans as it
 * takes, however many more are due.
 */
async function dueHouseholds(tx: Db, at: BillingDay, households: number) {
  if (at.only) return [{ organization_id: at.only.organizationId, owner_id: at.only.ownerMemberId }];
  const due = (condition: ReturnType<typeof sql>) => sql`(select s.organization_id, ${householdOf} as owner_id,
      s.next_renewal_on
    from subscriptions s join members m on m.organization_id = s.organization_id and m.id = s.member_id
    where ${claimable} and ${condition} order by s.next_renewal_on limit ${households})`;
  return queryRows<{ organization_id: number; owner_id: number }>(
    tx,
    sql`select organization_id, owner_id from (${due(renewalDue(at.day))} union all ${due(retryDue(at.day))}) d
      group by 1, 2 order by min(next_renewal_on), 1, 2 limit ${households}`,
  );
}

/**
 * Locks the due plans of up to `households` households, skipping those another run holds. A household's members are
 * found by index (the owner, and those whose account owner it is) and each member's plans by index (lateral joins),
 * whatever the tables' statistics say: the plan stays a few index lookups per household, never a read of every member
 * (a hash join's choice for a thousand households).
 */
async function lockDue(tx: Db, at: BillingDay, households: number): Promise<DueRow[]> {
  const due = await dueHouseholds(tx, at, households);
  if (due.length === 0) return [];
  const orgs = intArray(due.map((h) => h.organization_id));
  const owners = intArray(due.map((h) => h.owner_id));
  return queryRows<DueRow>(
    tx,
    sql`with h as (select * from unnest(${orgs}, ${owners}) as h(organization_id, owner_id)),
      hm as (
        select m.organization_id, m.id, m.office_id, m.first_name, m.last_name, m.deleted_at, h.owner_id
        from h cross join lateral (
          select * from members m where m.organization_id = h.organization_id and m.id = h.owner_id
          union all
          select * from members m where m.organization_id = h.organization_id and m.account_owner_id = h.owner_id) m)
      select s.id, s.organization_id, s.member_id, m.owner_id, m.office_id, s.status, s.term,
        s.price_cents::float8 as price_cents, s.next_renewal_on::text as next_renewal_on,
        s.pending_price_cents::float8 as pending_price_cents, s.pending_price_from::text as pending_price_from,
        s.pending_plan_id, s.pending_plan_from::text as pending_plan_from,
        m.first_name, m.last_name, p.name as plan_name, p.spanish_name
      from hm m
      cross join lateral (
        select * from subscriptions s
        where s.organization_id = m.organization_id and s.member_id = m.id and ${dueCondition(at.day)}
        for update skip locked) s
      join plans p on p.organization_id = s.organization_id and p.id = s.plan_id
      order by s.organization_id, s.id`,
  );
}

/** Who pays for each household and with what; the office its payments settle to. */
async function payersOf(tx: Db, owners: { organizationId: number; ownerId: number }[]): Promise<Map<string, PayerRow>> {
  const orgs = intArray(owners.map((o) => o.organizationId));
  const ids = intArray(owners.map((o) => o.ownerId));
  const rows = await queryRows<PayerRow>(
    tx,
    sql`select m.organization_id, m.id, m.spanish,
        case when b.id is null then m.processor_customer_id else b.processor_customer_id end as processor_customer_id,
        case when b.id is null then pm.id end as method_id,
        case when b.id is null then pm.processor_payment_method_id else bm.processor_payment_method_id end
          as processor_payment_method_id,
        case when b.id is null then pm.kind else bm.kind end as kind,
        case when b.id is null then pm.brand else bm.brand end as brand,
        case when b.id is null then pm.last4 else bm.last4 end as last4,
        b.id as business_id,
        o.office_name, coalesce(o.stripe_account_id, o.standard_stripe_account_id) as destination,
        f.per_member_month_cents as fee_per_member_month_cents
      from unnest(${orgs}, ${ids}) as h(organization_id, id)
      join members m on m.organization_id = h.organization_id and m.id = h.id
      join offices o on o.organization_id = m.organization_id and o.id = m.office_id
      left join office_fee_overrides f on f.office_id = o.id
      left join member_payment_methods pm
        on pm.organization_id = m.organization_id and pm.owner_member_id = m.id and pm.removed_at is null
      ${employerPaying}`,
  );
  return new Map(rows.map((r) => [`${r.organization_id}:${r.id}`, r]));
}

/**
 * Claims up to `households` due households and opens their billing attempts, in one transaction: the plans are
 * marked with their attempt, so no other run claims them until the processor's answer is recorded. Returns the
 * attempts as opened (none when nothing is due).
 */
export async function claimDue(db: Db, at: BillingDay, households: number, leaseUntil: Date): Promise<Attempt[]> {
  return db.transaction(async (tx) => {
    const rows = await lockDue(tx, at, households);
    if (rows.length === 0) return [];
    const byHousehold = new Map<string, DueRow[]>();
    for (const r of rows) {
      const key = `${r.organization_id}:${r.owner_id}`;
      const plansDue = byHousehold.get(key);
      if (plansDue) plansDue.push(r);
      else byHousehold.set(key, [r]);
    }
    const payers = await payersOf(
      tx,
      [...byHousehold.values()].map((h) => ({ organizationId: h[0]!.organization_id, ownerId: h[0]!.owner_id })),
    );
    const openings: Opening[] = [];
    for (const [key, plansDue] of byHousehold) {
      const payer = payers.get(key);
      if (!payer) throw new Error(`household ${key} has no account owner`);
      openings.push(await openingOf(tx, at, plansDue, payer, leaseUntil));
    }
    await useCredits(tx, openings);
    return openAttempts(tx, openings);
  });
}

export type { Attempt, BillingDay, BillingRequest, DueRow, PayerRow } from './billing-types';
