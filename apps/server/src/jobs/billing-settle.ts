import { formatMoney } from '@mhq/domain';
import { sql } from 'drizzle-orm';
import type { Charge } from '../adapters/payments/payment-gateway';
import type { Db } from '../db/connection';
import { intArray, jsonRows, queryRows } from '../db/rows';
import { publicUrl } from '../modules/auth/auth.service';
import { paymentReceivedMail } from '../modules/billing/billing-mail';
import { receiptLink } from '../modules/billing/public-receipt.service';
import { recordMemberEvents } from '../modules/members/member-events';
import { recordCharges } from '../modules/money/charges';
import { type Attempt, type Outcome, requestOf } from './billing-ask';
import type { BillingDay } from './billing-claim';
import { paidByCredit, recordCreditsUsed } from './billing-credit';
import type { BillingDeps } from './billing-deps';
import { ownersOf, type Refused, recordRefusedAll } from './billing-refused';

// The billing run records the processor's answers, once each and a batch at once: a receipt and the next period for
// a payment taken; a late plan with its next try for one refused (billing-refused.ts).

type Paid = { a: Attempt; charge: Charge };

/**
 * Payments taken, all at once whatever their number: the charges and their ledger, each plan's next period, the
 * attempts closed, the history lines and the receipts. A plan still standing where it was claimed moves on to the
 * period after the one paid (a late one is active again) and is released; one cancelled meanwhile keeps its status,
 * its period paid.
 */
async function recordPaidAll(deps: BillingDeps, tx: Db, paid: Paid[], at: BillingDay): Promise<void> {
  if (paid.length === 0) return;
  const chargeIds = await recordCharges(
    tx,
    paid.map(({ a, charge }) => ({
      organizationId: a.organizationId,
      officeId: a.officeId,
      ownerMemberId: a.ownerMemberId,
      // Paid in full by the account credit: no processor charge (its id is empty).
      method: paidByCredit(a) ? 'account_credit' : (requestOf(a).method?.kind ?? 'card'),
      processorChargeId: charge.id || null,
      paymentMethodId: requestOf(a).memberPaymentMethodId,
      paidByBusinessId: requestOf(a).businessId ?? null,
      amountCents: a.amountCents,
      platformFeeCents: a.platformFeeCents,
      description: `${requestOf(a).description}, ${a.kind === 'retry' ? 'late payment' : 'renewal'}`,
      enrolmentId: null,
      recordedByUserId: null,
      at: at.now,
      items: requestOf(a).items,
    })),
  );
  await recordCreditsUsed(
    tx,
    paid.map(({ a }, n) => ({ a, chargeId: chargeIds[n] })),
    at.now,
  );
  const periods = paid.flatMap(({ a }) =>
    requestOf(a).items.map((i) => ({
      organization_id: a.organizationId,
      id: i.subscriptionId,
      attempt: a.id,
      period_start: i.periodStart,
      period_end: i.periodEnd,
    })),
  );
  await tx.execute(sql`update subscriptions s set
      current_period_start = v.period_start, next_renewal_on = v.period_end,
      status = case when s.status = 'past_due' then 'active' else s.status end,
      failed_tries = 0, first_failed_on = null, next_retry_on = null,
      billing_attempt_id = case when s.billing_attempt_id = v.attempt then null else s.billing_attempt_id end
    from json_to_recordset(${jsonRows(periods)})
      as v(organization_id int, id int, attempt int, period_start date, period_end date)
    where s.organization_id = v.organization_id and s.id = v.id and s.next_renewal_on = v.period_start`);
  await tx.execute(sql`update billing_attempts b set status = 'succeeded', processor_charge_id = v.processor_id,
      charge_id = v.charge_id, settled_at = ${at.now.toISOString()}::timestamptz
    from json_to_recordset(${jsonRows(
      paid.map(({ a, charge }, n) => ({ id: a.id, processor_id: charge.id || null, charge_id: chargeIds[n] })),
    )}) as v(id int, processor_id text, charge_id int)
    where b.id = v.id`);
  await recordMemberEvents(
    tx,
    paid.map(({ a }, n) => ({
      organizationId: a.organizationId,
      memberId: a.ownerMemberId,
      actorUserId: null,
      kind: a.kind === 'retry' ? 'payment.late_paid' : 'payment.renewal',
      summary: `${a.kind === 'retry' ? 'Late payment' : 'Renewal'} of ${formatMoney(a.amountCents, { decimals: 2 })} paid: ${requestOf(
        a,
      )
        .paidFor.map((p) => p.name)
        .join(', ')}.`,
      detail: { attemptId: a.id, chargeId: chargeIds[n] },
      at: at.now,
    })),
  );
  const owners = await ownersOf(
    tx,
    paid.map((p) => p.a),
  );
  const base = publicUrl(deps);
  await deps.mail.enqueueAll(
    tx,
    paid.flatMap(({ a }, n) => {
      const who = owners.get(a.ownerMemberId);
      const r = requestOf(a);
      const chargeId = chargeIds[n];
      if (!who?.email || !r.method || chargeId === undefined) return [];
      return [
        {
          to: who.email,
          organizationId: a.organizationId,
          ...paymentReceivedMail({
            language: r.language,
            tenant: deps.tenant,
            officeName: who.officeName,
            officePhone: who.officePhone,
            ownerFirstName: who.firstName,
            amountCents: a.amountCents,
            method: r.method,
            paidFor: r.paidFor,
            receiptLink: receiptLink(base, deps.jwtKey, chargeId),
          }),
        },
      ];
    }),
  );
}

/** The paid attempts whose periods were paid meanwhile (at the desk): their charges must not be recorded twice. */
async function alreadyPaid(tx: Db, paid: Paid[]): Promise<Set<number>> {
  if (paid.length === 0) return new Set();
  const lines = paid.flatMap(({ a }) =>
    requestOf(a).items.map((i) => ({
      attempt: a.id,
      organization_id: a.organizationId,
      subscription_id: i.subscriptionId,
      kind: i.kind,
      period_start: i.periodStart,
    })),
  );
  const rows = await queryRows<{ attempt: number }>(
    tx,
    sql`select distinct v.attempt
      from json_to_recordset(${jsonRows(lines)})
        as v(attempt int, organization_id int, subscription_id int, kind text, period_start date)
      where exists (select 1 from charge_items c where c.organization_id = v.organization_id
        and c.subscription_id = v.subscription_id and c.kind = v.kind and c.period_start = v.period_start)`,
  );
  return new Set(rows.map((r) => r.attempt));
}

/**
 * Records the processor's answers to these attempts, once each and in a handful of statements whatever their number:
 * the attempts are locked (skipping any another run is recording) and only those still open are recorded. Payments
 * taken are recorded together; a charge for a period paid meanwhile is kept apart (refunded by the caller); refusals
 * together. Every plan of a recorded attempt is released for the next run.
 */
export async function recordAnswers(
  deps: BillingDeps,
  attempts: Attempt[],
  outcomes: Map<number, Outcome | null>,
  at: BillingDay,
  schedule: readonly number[],
): Promise<{ paid: number; refused: number; duplicate: Paid[] }> {
  const answered = attempts.filter((a) => outcomes.get(a.id));
  const tally = { paid: 0, refused: 0, duplicate: [] as Paid[] };
  if (answered.length === 0) return tally;
  await deps.db.transaction(async (tx) => {
    const locked = await queryRows<{ id: number }>(
      tx,
      sql`select id from billing_attempts where id = any(${intArray(answered.map((a) => a.id))}) and status = 'open'
        order by id for update skip locked`,
    );
    const stillOpen = new Set(locked.map((r) => r.id));
    const open = answered.filter((a) => stillOpen.has(a.id));
    const paid: Paid[] = [];
    const refused: Refused[] = [];
    for (const a of open) {
      const outcome = outcomes.get(a.id) as Outcome;
      if (outcome.ok) paid.push({ a, charge: outcome.charge });
      else refused.push({ a, outcome });
    }
    const twice = await alreadyPaid(tx, paid);
    tally.duplicate = paid.filter((p) => twice.has(p.a.id));
    await recordPaidAll(
      deps,
      tx,
      paid.filter((p) => !twice.has(p.a.id)),
      at,
    );
    tally.paid = paid.length - tally.duplicate.length;
    // Kept with the processor's charge, so it can still be refunded if the refund that follows fails.
    if (tally.duplicate.length > 0) {
      await tx.execute(sql`update billing_attempts b set status = 'duplicate', processor_charge_id = v.processor_id,
          settled_at = ${at.now.toISOString()}::timestamptz
        from json_to_recordset(${jsonRows(tally.duplicate.map(({ a, charge }) => ({ id: a.id, processor_id: charge.id })))})
          as v(id int, processor_id text)
        where b.id = v.id`);
    }
    await recordRefusedAll(deps, tx, refused, at, schedule);
    tally.refused = refused.length;
    // The plans not released above (a payment for a period paid meanwhile, a plan no longer where it was claimed), by
    // their ids (an index), those still marked with one of these attempts.
    const claimed = open.flatMap((a) => requestOf(a).items.map((i) => i.subscriptionId));
    if (claimed.length > 0) {
      await tx.execute(sql`update subscriptions set billing_attempt_id = null
        where id = any(${intArray(claimed)}) and billing_attempt_id = any(${intArray(open.map((a) => a.id))})`);
    }
  });
  deps.mail.wake();
  return tally;
}
