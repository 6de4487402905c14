import {
  chargeStatusAfterRefunds,
  formatMoney,
  REFUND_REASON_LABELS,
  type RefundReasonValue,
  utcDayOf,
} from '@mhq/domain';
import { and, eq, sql } from 'drizzle-orm';
import { PaymentDeclined, type PaymentGateway, ProcessorUnavailable } from '../../adapters/payments/payment-gateway';
import { queryRows } from '../../db/rows';
import { charges, members, offices, refunds } from '../../db/schema';
import type { Ctx } from '../../deps';
import { refundMail } from '../../jobs/billing-run.mail';
import { recordMemberEvents } from '../members/member-events';
import { type LedgerEntry, recordLedger } from '../money/ledger';

// A refund's second half: the processor asked (with `refund_<id>` as its idempotency key, so asking again after an
// interruption answers with the refund already made) and its answer recorded once: the ledger, the charge's status,
// the history line and the household's mail.

const refundKey = (id: number) => `refund_${id}`;

type Charge = typeof charges.$inferSelect;
type Refund = typeof refunds.$inferSelect;
/** What settling a refund needs: the database, the clock, the mail and the brand (a request's, or the billing run's). */
type RefundDeps = Pick<Ctx, 'db' | 'clock' | 'mail' | 'tenant'>;

/**
 * The ledger's side of a refund: the patient gets `amount` back; paid through the processor, the practice's balance
 * gives it back less the platform's fee returned; paid in the office, the practice hands the cash back and is owed
 * the fee it had paid on it.
 */
function refundEntries(charge: Charge, refund: Refund, memberId: number | null): LedgerEntry[] {
  const { amountCents: amount, platformFeeCents: fee } = refund;
  return charge.method === 'cash'
    ? [
        { account: 'patient_funds', amountCents: amount, memberId },
        { account: 'practice_cash', amountCents: -amount },
        { account: 'practice_balance', amountCents: fee },
        { account: 'platform_fees', amountCents: -fee },
      ]
    : [
        { account: 'patient_funds', amountCents: amount, memberId },
        { account: 'practice_balance', amountCents: -(amount - fee) },
        { account: 'platform_fees', amountCents: -fee },
      ];
}

/** Records a refund the processor made (or a cash refund): once, with the refund row locked and still pending. */
export async function settleRefund(
  ctx: RefundDeps,
  refundId: number,
  processorRefundId: string | null,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (refund?.status !== 'pending') return false;
    const [charge] = await tx
      .select()
      .from(charges)
      .where(and(eq(charges.organizationId, refund.organizationId), eq(charges.id, refund.chargeId)))
      .for('update');
    if (!charge) throw new Error(`refund ${refundId}: charge ${refund.chargeId} is missing`);
    const now = ctx.clock.now();
    await tx
      .update(refunds)
      .set({ status: 'succeeded', processorRefundId, settledAt: now })
      .where(eq(refunds.id, refund.id));
    const [done] = await queryRows<{ total: number }>(
      tx,
      sql`select coalesce(sum(amount_cents), 0)::float8 as total from ${refunds}
        where organization_id = ${charge.organizationId} and charge_id = ${charge.id} and status = 'succeeded'`,
    );
    await tx
      .update(charges)
      .set({ status: chargeStatusAfterRefunds(charge.amountCents, Number(done?.total ?? 0)) })
      .where(eq(charges.id, charge.id));
    const amount = formatMoney(refund.amountCents, { decimals: 2 });
    const reason = REFUND_REASON_LABELS[refund.reason as RefundReasonValue] ?? refund.reason;
    await recordLedger(tx, {
      organizationId: charge.organizationId,
      officeId: charge.officeId,
      kind: 'refund',
      chargeId: charge.id,
      description: `Refund of ${amount} (${reason})`,
      occurredAt: now,
      entries: refundEntries(charge, refund, refund.memberId ?? charge.ownerMemberId),
    });
    await recordMemberEvents(tx, [
      {
        organizationId: charge.organizationId,
        memberId: refund.memberId ?? charge.ownerMemberId,
        actorUserId: refund.requestedByUserId,
        kind: 'payment.refunded',
        summary: `Refund of ${amount} from the payment of ${formatMoney(charge.amountCents, { decimals: 2 })} (${reason}).${refund.note ? ` Note: ${refund.note}` : ''}`,
        detail: { refundId: refund.id, chargeId: charge.id, platformFeeCents: refund.platformFeeCents },
        at: now,
      },
    ]);
    // The household hears of it, in its language, with where the money goes.
    const [payer] = await tx
      .select({
        email: members.email,
        firstName: members.firstName,
        spanish: members.spanish,
        officeName: offices.officeName,
        officePhone: offices.phone,
      })
      .from(members)
      .innerJoin(offices, and(eq(offices.organizationId, members.organizationId), eq(offices.id, members.officeId)))
      .where(and(eq(members.organizationId, charge.organizationId), eq(members.id, charge.ownerMemberId)));
    if (payer?.email) {
      await ctx.mail.enqueue(tx, {
        to: payer.email,
        organizationId: charge.organizationId,
        ...refundMail({
          language: payer.spanish ? 'es' : 'en',
          tenant: ctx.tenant,
          officeName: payer.officeName,
          officePhone: payer.officePhone,
          ownerFirstName: payer.firstName,
          amountCents: refund.amountCents,
          paidCents: charge.amountCents,
          paidOn: utcDayOf(charge.createdAt),
          cash: charge.method === 'cash',
        }),
      });
    }
    return true;
  });
}

/** Asks the processor for a pending refund (again, with the same key, when it was interrupted) and records it. */
export async function askAndSettle(
  ctx: RefundDeps,
  gateway: PaymentGateway,
  charge: Charge,
  refund: Refund,
): Promise<void> {
  if (charge.method === 'cash' || !charge.processorChargeId) {
    await settleRefund(ctx, refund.id, null);
    return;
  }
  try {
    const made = await gateway.refund({
      chargeId: charge.processorChargeId,
      amountCents: refund.amountCents,
      idempotencyKey: refundKey(refund.id),
      reason: refund.reason as RefundReasonValue,
    });
    await settleRefund(ctx, refund.id, made.id);
  } catch (err) {
    // Out of reach: the refund stays pending and is asked again (same key) by the next billing run.
    if (err instanceof ProcessorUnavailable) throw err;
    if (err instanceof PaymentDeclined) {
      await ctx.db
        .update(refunds)
        .set({ status: 'failed', failureMessage: err.message, settledAt: ctx.clock.now() })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
    }
    throw err;
  }
}

/**
 * Refunds left pending by an interruption (written more than `olderThanMs` ago, real time, as the billing run's
 * leases): asked again with their key, so the processor answers with the refund it may already have made.
 */
export async function resumeRefunds(
  ctx: RefundDeps,
  gateway: PaymentGateway,
  olderThanMs = 5 * 60_000,
): Promise<number> {
  const stale = await ctx.db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        sql`${refunds.createdAt} < ${new Date(Date.now() - olderThanMs).toISOString()}::timestamptz`,
      ),
    );
  let resumed = 0;
  for (const refund of stale) {
    const [charge] = await ctx.db
      .select()
      .from(charges)
      .where(and(eq(charges.organizationId, refund.organizationId), eq(charges.id, refund.chargeId)));
    if (!charge) continue;
    try {
      await askAndSettle(ctx, gateway, charge, refund);
      resumed++;
    } catch (err) {
      if (!(err instanceof ProcessorUnavailable) && !(err instanceof PaymentDeclined)) throw err;
    }
  }
  return resumed;
}
