import {
  DISPUTE_HOLDS,
  disputeReasonLabel,
  disputeSummary,
  formatMoney,
  formatUsDay,
  refundFeeCents,
  utcDayOf,
} from '@mhq/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Dispute } from '../../adapters/payments/payment-gateway';
import { queryRows } from '../../db/rows';
import { charges, type DisputeHold, disputes, members, offices, plans, subscriptions } from '../../db/schema';
import { publicUrl } from '../auth/auth.service';
import { recordMemberEvents } from '../members/member-events';
import { recordLedger } from '../money/ledger';
import { officeContactEmail } from '../money/money.queries';
import type { DisputeDeps } from './dispute-close';
import { disputeOpenedMail } from './disputes.mail';

/**
 * A dispute the processor reported, recorded once (its processor id is unique): the amount is held from the practice
 * (ledger `dispute`: the practice's share and the platform's fee in proportion move to `disputed_funds`), the payment
 * is `disputed` (no refund while the bank decides), the plans it paid for that cover the member now are `disputed`
 * (not billed; their status kept to return to), each member's history says so, and the office is mailed. False when
 * it was recorded already, or its payment is not (yet) one of ours.
 */
export async function openDispute(deps: DisputeDeps, d: Dispute): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [charge] = await tx.select().from(charges).where(eq(charges.processorChargeId, d.chargeId)).for('update');
    if (!charge) return false;
    const [refunded] = await queryRows<{ total: number }>(
      tx,
      sql`select coalesce(sum(amount_cents), 0)::float8 as total from refunds
        where organization_id = ${charge.organizationId} and charge_id = ${charge.id} and status = 'succeeded'`,
    );
    const before = Number(refunded?.total ?? 0);
    const feeCents = refundFeeCents(charge, before, Math.min(d.amountCents, Math.max(0, charge.amountCents - before)));
    const now = deps.clock.now();
    const [dispute] = await tx
      .insert(disputes)
      .values({
        organizationId: charge.organizationId,
        officeId: charge.officeId,
        chargeId: charge.id,
        ownerMemberId: charge.ownerMemberId,
        processorDisputeId: d.id,
        amountCents: d.amountCents,
        platformFeeCents: feeCents,
        reason: d.reason,
        status: d.status,
        respondBy: d.respondBy ? utcDayOf(d.respondBy) : null,
        openedAt: d.createdAt,
      })
      .onConflictDoNothing({ target: disputes.processorDisputeId })
      .returning();
    if (!dispute) return false;
    const paidOn = utcDayOf(charge.createdAt);
    await recordLedger(tx, {
      organizationId: charge.organizationId,
      officeId: charge.officeId,
      kind: 'dispute',
      chargeId: charge.id,
      description: `Dispute of ${formatMoney(d.amountCents, { decimals: 2 })} held (${disputeReasonLabel(d.reason)})`,
      occurredAt: now,
      entries: [
        { account: 'practice_balance', amountCents: -(d.amountCents - feeCents) },
        { account: 'platform_fees', amountCents: -feeCents },
        { account: 'disputed_funds', amountCents: d.amountCents },
      ],
    });
    await tx.update(charges).set({ status: 'disputed' }).where(eq(charges.id, charge.id));
    const held = await holdPlans(tx, charge.organizationId, charge.id);
    await tx.update(disputes).set({ held }).where(eq(disputes.id, dispute.id));
    const summary = disputeSummary('held', d.amountCents, paidOn);
    const planNames = await planNamesOf(tx, charge.organizationId, held);
    await recordMemberEvents(tx, [
      {
        organizationId: charge.organizationId,
        memberId: charge.ownerMemberId,
        actorUserId: null,
        kind: 'payment.disputed',
        summary,
        detail: { disputeId: dispute.id, chargeId: charge.id, reason: d.reason },
        at: now,
      },
      ...held.map((h) => ({
        organizationId: charge.organizationId,
        memberId: h.memberId,
        subscriptionId: h.subscriptionId,
        actorUserId: null,
        kind: 'subscription.disputed',
        summary: `${planNames.get(h.subscriptionId) ?? 'The plan'} is on hold while the bank decides a dispute of the payment of ${formatUsDay(paidOn)}.`,
        detail: { disputeId: dispute.id, fromStatus: h.fromStatus },
        at: now,
      })),
    ]);
    const to = await officeContactEmail(tx, charge.organizationId, charge.officeId);
    const [who] = await tx
      .select({ first: members.firstName, last: members.lastName, officeName: offices.officeName })
      .from(members)
      .innerJoin(offices, and(eq(offices.organizationId, members.organizationId), eq(offices.id, charge.officeId)))
      .where(and(eq(members.organizationId, charge.organizationId), eq(members.id, charge.ownerMemberId)));
    if (to && who) {
      await deps.mail.enqueue(tx, {
        to,
        organizationId: charge.organizationId,
        ...disputeOpenedMail({
          tenant: deps.tenant,
          officeName: who.officeName,
          payerName: `${who.first} ${who.last}`,
          amountCents: d.amountCents,
          paidOn,
          reason: disputeReasonLabel(d.reason),
          respondBy: dispute.respondBy,
          link: `${publicUrl(deps)}/account/disputes`,
        }),
      });
    }
    return true;
  });
}

/**
 * The plans this payment paid for that cover their member now become `disputed`, locked first. A plan the billing run
 * is taking a payment for at this moment is left running (its answer is being recorded).
 */
async function holdPlans(tx: DisputeDeps['db'], organizationId: number, chargeId: number): Promise<DisputeHold[]> {
  const rows = await tx
    .select({ id: subscriptions.id, memberId: subscriptions.memberId, status: subscriptions.status })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        sql`${subscriptions.id} in (select subscription_id from charge_items
          where organization_id = ${organizationId} and charge_id = ${chargeId})`,
        inArray(subscriptions.status, [...DISPUTE_HOLDS]),
        isNull(subscriptions.billingAttemptId),
      ),
    )
    .orderBy(subscriptions.id)
    .for('update');
  if (rows.length === 0) return [];
  await tx
    .update(subscriptions)
    .set({ status: 'disputed' })
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        inArray(
          subscriptions.id,
          rows.map((r) => r.id),
        ),
      ),
    );
  return rows.map((r) => ({ subscriptionId: r.id, memberId: r.memberId, fromStatus: r.status }));
}

/** The plan name of each held subscription, for the history lines. */
export async function planNamesOf(
  tx: DisputeDeps['db'],
  organizationId: number,
  held: readonly DisputeHold[],
): Promise<Map<number, string>> {
  if (held.length === 0) return new Map();
  const rows = await tx
    .select({ id: subscriptions.id, name: plans.name })
    .from(subscriptions)
    .innerJoin(plans, and(eq(plans.organizationId, subscriptions.organizationId), eq(plans.id, subscriptions.planId)))
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        inArray(
          subscriptions.id,
          held.map((h) => h.subscriptionId),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.name]));
}
