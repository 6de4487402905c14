import {
  changedPriceCents,
  type EnrolmentLanguage,
  familyMembersCountedBesides,
  periodEnd,
  platformFeeCents,
  priceForPeriod,
} from '@mhq/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { jsonRows, queryRows } from '../db/rows';
import { plans } from '../db/schema';
import { enrolPlan } from '../modules/enrolment/household';
import type { ChargeItem } from '../modules/money/charges';
import {
  householdForDiscount,
  switchedPlan,
  updateSubscription,
} from '../modules/subscriptions/subscription-changes.queries';
import type { Attempt, BillingDay, BillingRequest, DueRow, Opening, PayerRow } from './billing-types';

// The attempts a claim opens: each plan due priced for its period by the domain's rules (a plan change or a new price
// waiting for it applied), a household's plans in one attempt with the exact request the processor will get, and all
// of a batch's attempts written, their plans marked, in one statement.

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

/** Prices a household's due plans (rule 2 and 3 applied) into the attempt that will pay them. */
export async function openingOf(
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
  const perMemberMonthCents = payer.fee_per_member_month_cents ?? at.perMemberMonthCents;
  for (const row of plansDue) {
    const priced = await pricePeriod(tx, row);
    const end = periodEnd(priced.start, row.term);
    const feeCents = platformFeeCents(priced.priceCents, row.term, perMemberMonthCents);
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
    businessId: payer.business_id,
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
export async function openAttempts(tx: Db, openings: Opening[]): Promise<Attempt[]> {
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

export type { Opening } from './billing-types';
