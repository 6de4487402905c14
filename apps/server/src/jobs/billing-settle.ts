import { formatMoney } from '@mhq/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Charge } from '../adapters/payments/payment-gateway';
import type { Db } from '../db/connection';
import { queryRows } from '../db/rows';
import { billingAttempts, subscriptions } from '../db/schema';
import { paymentReceivedMail } from '../modules/billing/billing-mail';
import { recordMemberEvents } from '../modules/members/member-events';
import { recordCharges } from '../modules/money/charges';
import type { Attempt, Outcome } from './billing-ask';
import type { BillingDay, BillingRequest } from './billing-claim';
import type { BillingDeps } from './billing-deps';
import { ownersOf, recordRefused } from './billing-refused';

// The billing run records the processor's answers, once each: a receipt and the next period for a payment taken;
// a late plan with its next try for one refused (billing-refused.ts).

type Paid = { a: Attempt; charge: Charge };

/**
 * Payments taken, all at once whatever their number: the charges and their ledger, each plan's next period, the
 * attempts closed, the history lines and the receipts. A plan still standing where it was claimed moves on to the
 * period after the one paid (a late one is active again); one cancelled meanwhile keeps its status, its period paid.
 */
async function recordPaidAll(deps: BillingDeps, tx: Db, paid: Paid[], at: BillingDay): Promise<void> {
  if (paid.length === 0) return;
  const request = (a: Attempt) => a.request as unknown as BillingRequest;
  const chargeIds = await recordCharges(
    tx,
    paid.map(({ a, charge }) => ({
      organizationId: a.organizationId,
      officeId: a.officeId,
      ownerMemberId: a.ownerMemberId,
      method: request(a).method?.kind ?? 'card',
      processorChargeId: charge.id,
      paymentMethodId: request(a).memberPaymentMethodId,
      amountCents: a.amountCents,
      platformFeeCents: a.platformFeeCents,
      description: `${request(a).description}, ${a.kind === 'retry' ? 'late payment' : 'renewal'}`,
      enrolmentId: null,
      recordedByUserId: null,
      at: at.now,
      items: request(a).items,
    })),
  );
  const periods = paid.flatMap(({ a }) =>
    request(a).items.map(
      (i) => sql`(${a.organizationId}::int, ${i.subscriptionId}::int, ${i.periodStart}::date, ${i.periodEnd}::date)`,
    ),
  );
  await tx.execute(sql`update subscriptions s set
      current_period_start = v.period_start, next_renewal_on = v.period_end,
      status = case when s.status = 'past_due' then 'active' else s.status end,
      failed_tries = 0, first_failed_on = null, next_retry_on = null
    from (values ${sql.join(periods, sql`, `)}) as v(organization_id, id, period_start, period_end)
    where s.organization_id = v.organization_id and s.id = v.id and s.next_renewal_on = v.period_start`);
  const closed = paid.map(({ a, charge }, n) => sql`(${a.id}::int, ${charge.id}::text, ${chargeIds[n]}::int)`);
  await tx.execute(sql`update billing_attempts b set status = 'succeeded', processor_charge_id = v.processor_id,
      charge_id = v.charge_id, settled_at = ${at.now.toISOString()}::timestamptz
    from (values ${sql.join(closed, sql`, `)}) as v(id, processor_id, charge_id) where b.id = v.id`);
  await recordMemberEvents(
    tx,
    paid.map(({ a }, n) => ({
      organizationId: a.organizationId,
      memberId: a.ownerMemberId,
      actorUserId: null,
      kind: a.kind === 'retry' ? 'payment.late_paid' : 'payment.renewal',
      summary: `${a.kind === 'retry' ? 'Late payment' : 'Renewal'} of ${formatMoney(a.amountCents, { decimals: 2 })} paid: ${request(
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
  await deps.mail.enqueueAll(
    tx,
    paid.flatMap(({ a }) => {
      const who = owners.get(a.ownerMemberId);
      const r = request(a);
      if (!who?.email || !r.method) return [];
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
    (a.request as unknown as BillingRequest).items.map(
      (i) =>
        sql`(${a.id}::int, ${a.organizationId}::int, ${i.subscriptionId}::int, ${i.kind}::text, ${i.periodStart}::date)`,
    ),
  );
  const rows = await queryRows<{ attempt: number }>(
    tx,
    sql`select distinct v.attempt from (values ${sql.join(lines, sql`, `)}) as v(attempt, organization_id, subscription_id, kind, period_start)
      where exists (select 1 from charge_items c where c.organization_id = v.organization_id
        and c.subscription_id = v.subscription_id and c.kind = v.kind and c.period_start = v.period_start)`,
  );
  return new Set(rows.map((r) => r.attempt));
}

/**
 * Records the processor's answers to the attempts, once each: the attempts are locked (skipping any another run is
 * recording) and only those still open are recorded. Payments taken are recorded together; a charge for a period
 * paid meanwhile is kept apart (refunded by the caller); each refusal in its own savepoint. Every plan of a recorded
 * attempt is released for the next run.
 */
export async function recordAnswers(
  deps: BillingDeps,
  outcomes: Map<number, Outcome | null>,
  at: BillingDay,
  schedule: readonly number[],
): Promise<{ paid: number; refused: number; duplicate: Paid[] }> {
  const ids = [...outcomes.entries()].filter(([, o]) => o !== null).map(([id]) => id);
  const tally = { paid: 0, refused: 0, duplicate: [] as Paid[] };
  if (ids.length === 0) return tally;
  await deps.db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(billingAttempts)
      .where(and(inArray(billingAttempts.id, ids), eq(billingAttempts.status, 'open')))
      .orderBy(billingAttempts.id)
      .for('update', { skipLocked: true });
    const paid: Paid[] = [];
    for (const a of open) {
      const outcome = outcomes.get(a.id);
      if (outcome?.ok) paid.push({ a, charge: outcome.charge });
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
    for (const { a, charge } of tally.duplicate) {
      await tx
        .update(billingAttempts)
        .set({ status: 'duplicate', processorChargeId: charge.id, settledAt: at.now })
        .where(eq(billingAttempts.id, a.id));
    }
    for (const a of open) {
      const outcome = outcomes.get(a.id);
      if (!outcome || outcome.ok) continue;
      await recordRefused(deps, tx, a, outcome, at, schedule);
      tally.refused++;
    }
    // Released by their ids (an index), those still marked with one of these attempts.
    const claimed = open.flatMap((a) => (a.request as unknown as BillingRequest).items.map((i) => i.subscriptionId));
    if (claimed.length > 0) {
      await tx
        .update(subscriptions)
        .set({ billingAttemptId: null })
        .where(
          and(
            inArray(subscriptions.id, claimed),
            inArray(
              subscriptions.billingAttemptId,
              open.map((a) => a.id),
            ),
          ),
        );
    }
  });
  deps.mail.wake();
  return tally;
}
