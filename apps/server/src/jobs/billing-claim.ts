import {
  type BillingPeriod,
  changedPriceCents,
  type EnrolmentLanguage,
  familyMembersCountedBesides,
  periodEnd,
  platformFeeCents,
  priceForPeriod,
} from '@mhq/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { intArray, jsonRows, queryRows } from '../db/rows';
import { plans } from '../db/schema';
import { enrolPlan } from '../modules/enrolment/household';
import type { ChargeItem } from '../modules/money/charges';
import {
  householdForDiscount,
  switchedPlan,
  updateSubscription,
} from '../modules/subscriptions/subscription-changes.queries';
import type { Attempt } from './billing-ask';

// The billing run's first step: claim the plans due (a renewal, or another try of a late period), price each period
// by the domain's rules, and open one billing attempt per household with the exact request the processor will get.

/** What a billing attempt asks of the processor and what it pays for (billing_attempts.request). */
export type BillingRequest = {
  /** A null one means the try fails without asking the processor: no card or bank account, or no payout account. */
  customerId: string | null;
  processorPaymentMethodId: string | null;
  memberPaymentMethodId: number | null;
  method: { kind: string; brand: string; last4: string } | null;
  destinationAccountId: string | null;
  description: string;
  language: EnrolmentLanguage;
  items: ChargeItem[];
  paidFor: { subscriptionId: number; name: string; plan: string; until: string }[];
};

/** Where a billing run stands: the business day it bills, and the platform's settings it bills with. */
export type BillingDay = {
  day: string;
  now: Date;
  perMemberMonthCents: number;
  /** Only this household (a new card retries at once); every due household when absent. */
  only?: { organizationId: number; ownerMemberId: number };
};

type DueRow = {
  id: number;
  organization_id: number;
  member_id: number;
  owner_id: number;
  office_id: number;
  status: string;
  term: BillingPeriod;
  price_cents: number;
  next_renewal_on: string;
  pending_price_cents: number | null;
  pending_price_from: string | null;
  pending_plan_id: number | null;
  pending_plan_from: string | null;
  first_name: string;
  last_name: string;
  plan_name: string;
  spanish_name: string | null;
};

type PayerRow = {
  organization_id: number;
  id: number;
  spanish: boolean;
  processor_customer_id: string | null;
  method_id: number | null;
  processor_payment_method_id: string | null;
  kind: string | null;
  brand: string | null;
  last4: string | null;
  office_name: string;
  destination: string | null;
};

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
 * found by index (the owner, and those whose account owner it is) and each member's plans by index (the lateral
 * join), whatever the tables' statistics say: the plan stays a few index lookups per household.
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
        from h join members m on m.organization_id = h.organization_id and m.id = h.owner_id
        union all
        select m.organization_id, m.id, m.office_id, m.first_name, m.last_name, m.deleted_at, h.owner_id
        from h join members m on m.organization_id = h.organization_id and m.account_owner_id = h.owner_id)
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
    sql`select m.organization_id, m.id, m.spanish, m.processor_customer_id,
        pm.id as method_id, pm.processor_payment_method_id, pm.kind, pm.brand, pm.last4,
        o.office_name, coalesce(o.stripe_account_id, o.standard_stripe_account_id) as destination
      from unnest(${orgs}, ${ids}) as h(organization_id, id)
      join members m on m.organization_id = h.organization_id and m.id = h.id
      join offices o on o.organization_id = m.organization_id and o.id = m.office_id
      left join member_payment_methods pm
        on pm.organization_id = m.organization_id and pm.owner_member_id = m.id and pm.removed_at is null`,
  );
  return new Map(rows.map((r) => [`${r.organization_id}:${r.id}`, r]));
}

/**
 * A renewal with a plan change waiting for it (STATES.md rule 2): the new plan, priced for the household as it stands
 * today, replaces the old one and its pending price; the change is used up.
 */
async function applyPlanChange(
  tx: Db,
  row: DueRow,
): Promise<{ priceCents: number; planName: string; spanish: string | null }> {
  const [plan] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.organizationId, row.organization_id), eq(plans.id, row.pending_plan_id as number)));
  if (!plan) throw new Error(`plan ${row.pending_plan_id} of subscription ${row.id} is missing`);
  const household = await householdForDiscount(tx, row.organization_id, row.owner_id);
  const priceCents = changedPriceCents(
    enrolPlan(plan, row.term),
    row.term,
    familyMembersCountedBesides(household, row.member_id),
  );
  await updateSubscription(tx, row.organization_id, row.id, switchedPlan(plan.id, priceCents));
  return { priceCents, planName: plan.name, spanish: plan.spanishName };
}

/**
 * What one due plan is charged for its period, after the changes waiting for that period are applied: a plan change
 * at once; a due pending price is returned as `newPriceCents`, written when the plan is claimed.
 */
async function pricePeriod(tx: Db, row: DueRow) {
  const start = row.next_renewal_on;
  if (row.pending_plan_id !== null && row.pending_plan_from !== null && row.pending_plan_from <= start) {
    return { start, newPriceCents: null, ...(await applyPlanChange(tx, row)) };
  }
  const { priceCents, pendingApplied } = priceForPeriod(
    {
      priceCents: row.price_cents,
      pendingPriceCents: row.pending_price_cents,
      pendingPriceFrom: row.pending_price_from,
    },
    start,
  );
  return {
    start,
    priceCents,
    newPriceCents: pendingApplied ? priceCents : null,
    planName: row.plan_name,
    spanish: row.spanish_name,
  };
}

/** A household's attempt as it is opened: what it asks of the processor for which plans. */
type Opening = {
  attempt: Omit<Attempt, 'id'>;
  plans: { organization_id: number; id: number; owner_id: number; new_price_cents: number | null }[];
};

/** Prices a household's due plans (rule 2 and 3 applied) into the attempt that will pay them. */
async function openingOf(
  tx: Db,
  at: BillingDay,
  plansDue: DueRow[],
  payer: PayerRow,
  leaseUntil: Date,
): Promise<Opening> {
  const first = plansDue[0] as DueRow;
  const language: EnrolmentLanguage = payer.spanish ? 'es' : 'en';
  const items: ChargeItem[] = [];
  const paidFor: BillingRequest['paidFor'] = [];
  const marks: Opening['plans'] = [];
  for (const row of plansDue) {
    const priced = await pricePeriod(tx, row);
    const end = periodEnd(priced.start, row.term);
    const feeCents = platformFeeCents(priced.priceCents, row.term, at.perMemberMonthCents);
    items.push({
      subscriptionId: row.id,
      memberId: row.member_id,
      kind: 'membership',
      periodStart: priced.start,
      periodEnd: end,
      listCents: priced.priceCents,
      discountCents: 0,
      amountCents: priced.priceCents,
      platformFeeCents: feeCents,
    });
    paidFor.push({
      subscriptionId: row.id,
      name: `${row.first_name} ${row.last_name}`,
      plan: language === 'es' && priced.spanish ? priced.spanish : priced.planName,
      until: end,
    });
    marks.push({
      organization_id: row.organization_id,
      id: row.id,
      owner_id: row.owner_id,
      new_price_cents: priced.newPriceCents,
    });
  }
  const request: BillingRequest = {
    customerId: payer.processor_customer_id,
    processorPaymentMethodId: payer.processor_payment_method_id,
    memberPaymentMethodId: payer.method_id,
    method: payer.kind ? { kind: payer.kind, brand: payer.brand ?? '', last4: payer.last4 ?? '' } : null,
    destinationAccountId: payer.destination,
    description: `${payer.office_name} membership`,
    language,
    items,
    paidFor,
  };
  return {
    attempt: {
      organizationId: first.organization_id,
      officeId: first.office_id,
      ownerMemberId: first.owner_id,
      kind: plansDue.some((r) => r.status === 'past_due') ? 'retry' : 'renewal',
      status: 'open',
      amountCents: items.reduce((sum, i) => sum + i.amountCents, 0),
      platformFeeCents: items.reduce((sum, i) => sum + i.platformFeeCents, 0),
      request: request as unknown as Attempt['request'],
      processorChargeId: null,
      failureCode: null,
      failureMessage: null,
      chargeId: null,
      createdAt: at.now,
      settledAt: null,
      leaseUntil,
    },
    plans: marks,
  };
}

/**
 * Opens the attempts and marks each plan with its household's attempt, in one statement whatever their number; a
 * due pending price becomes the plan's price as it is marked. The attempts as written, with their ids.
 */
async function openAttempts(tx: Db, openings: Opening[]): Promise<Attempt[]> {
  const rows = await queryRows<{ id: number; organization_id: number; owner_member_id: number }>(
    tx,
    sql`with opened as (
        insert into billing_attempts (organization_id, office_id, owner_member_id, kind, status, amount_cents,
          platform_fee_cents, request, created_at, lease_until)
        select v.organization_id, v.office_id, v.owner_member_id, v.kind, 'open', v.amount_cents, v.platform_fee_cents,
          v.request, v.created_at, v.lease_until
        from json_to_recordset(${jsonRows(
          openings.map(({ attempt: a }) => ({
            organization_id: a.organizationId,
            office_id: a.officeId,
            owner_member_id: a.ownerMemberId,
            kind: a.kind,
            amount_cents: a.amountCents,
            platform_fee_cents: a.platformFeeCents,
            request: a.request,
            created_at: a.createdAt,
            lease_until: a.leaseUntil,
          })),
        )}) as v(organization_id int, office_id int, owner_member_id int, kind text, amount_cents bigint,
          platform_fee_cents bigint, request jsonb, created_at timestamptz, lease_until timestamptz)
        returning id, organization_id, owner_member_id)
      update subscriptions s set billing_attempt_id = opened.id,
        price_cents = coalesce(p.new_price_cents, s.price_cents),
        pending_price_cents = case when p.new_price_cents is null then s.pending_price_cents end,
        pending_price_from = case when p.new_price_cents is null then s.pending_price_from end,
        pending_price_notified_at = case when p.new_price_cents is null then s.pending_price_notified_at end
      from json_to_recordset(${jsonRows(openings.flatMap((o) => o.plans))})
        as p(organization_id int, id int, owner_id int, new_price_cents bigint)
      join opened on opened.organization_id = p.organization_id and opened.owner_member_id = p.owner_id
      where s.organization_id = p.organization_id and s.id = p.id
      returning opened.id, opened.organization_id, opened.owner_member_id`,
  );
  const idOf = new Map(rows.map((r) => [`${r.organization_id}:${r.owner_member_id}`, r.id]));
  return openings.map(({ attempt }) => {
    const id = idOf.get(`${attempt.organizationId}:${attempt.ownerMemberId}`);
    if (id === undefined) throw new Error(`the attempt of household ${attempt.ownerMemberId} was not opened`);
    return { id, ...attempt };
  });
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
    return openAttempts(tx, openings);
  });
}
