import type { RefundRequest, RefundResponse } from '@mhq/contract';
import {
  formatMoney,
  lateFullRefundRefusal,
  NON_REFUNDABLE_LINE_KINDS,
  refundFeeCents,
  refundRefusal,
  utcDayOf,
} from '@mhq/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { PaymentDeclined, type PaymentGateway, ProcessorUnavailable } from '../../adapters/payments/payment-gateway';
import { chargeItems, charges, refunds } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { refundableOf, refundTotals } from './refund.queries';
import { askAndSettle } from './refund-settle';

// Refunds (POST /dentists/refunds, /dentists/refunds/single): a payment of a household of the office given back, all
// that is left of it, part of it, or one member's share. The refund is written (pending) with the charge locked, so
// two at once never give back more than the payment holds; refund-settle.ts asks the processor and records the answer.

type Charge = typeof charges.$inferSelect;
type Refund = typeof refunds.$inferSelect;

/** Who asks for a refund, from where, and with which request (its scoped Idempotency-Key, or null). */
export type RefundCaller = { auth: AuthContext; ip: string; requestKey: string | null };

/**
 * Locks the charge (of this office) and writes the refund pending, or refuses it (nothing written). The same request
 * sent again (its key) finds the refund it wrote, whatever became of it, rather than asking for another.
 */
async function reserve(
  ctx: Ctx,
  caller: RefundCaller,
  req: RefundRequest & { memberId?: number },
): Promise<{ charge: Charge; refund: Refund }> {
  return ctx.db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(charges)
      .where(and(eq(charges.id, req.chargeId), eq(charges.officeId, req.dentistInfoId)))
      .for('update');
    if (!charge) throw notFound();
    if (caller.requestKey) {
      const [earlier] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.organizationId, charge.organizationId), eq(refunds.requestKey, caller.requestKey)));
      if (earlier) return { charge, refund: earlier };
    }
    const memberId = req.memberId ?? null;
    const { refundable, share, taken, nonRefundableCents, nonRefundableFeeCents } = await refundableOf(
      tx,
      charge,
      memberId,
    );
    // A member's share: the lines of the payment that were theirs. A member it did not pay for: not found.
    if (memberId !== null && share === null) throw notFound();
    const amount = req.amountCents ?? refundable;
    const refused = refundRefusal(charge.status, refundable, amount);
    if (refused) throw new AppError('CONFLICT', refused, undefined, { refundableCents: refundable });
    // Spec 01: a full refund is possible before 90 days; an older payment may still be refunded in part.
    const late = lateFullRefundRefusal({
      paidOn: utcDayOf(charge.createdAt),
      today: utcDayOf(ctx.clock.now()),
      refundable,
      asked: amount,
    });
    if (late) throw badRequest(late, { amountCents: late });
    const [refund] = await tx
      .insert(refunds)
      .values({
        organizationId: charge.organizationId,
        chargeId: charge.id,
        memberId,
        amountCents: amount,
        platformFeeCents: refundFeeCents({ ...charge, nonRefundableCents, nonRefundableFeeCents }, taken, amount),
        reason: req.reason ?? 'requested_by_customer',
        note: req.note ?? null,
        status: 'pending',
        requestedByUserId: caller.auth.userId,
        requestKey: caller.requestKey,
      })
      .returning();
    if (!refund) throw new Error('refund insert returned nothing');
    // Money given back is a change to the household's payments: audited with who asked and how much.
    await recordAudit(tx, {
      organizationId: charge.organizationId,
      officeId: charge.officeId,
      memberId: memberId ?? charge.ownerMemberId,
      actorUserId: caller.auth.userId,
      action: 'payment.refund',
      targetType: 'charge',
      targetId: charge.id,
      detail: { refundId: refund.id, amountCents: amount, reason: refund.reason },
      ip: caller.ip,
    });
    return { charge, refund };
  });
}

/** A payment refunded, in full or in part, or one member's share of it (the two refund routes). */
export async function refundPayment(
  ctx: Ctx,
  gateway: PaymentGateway,
  caller: RefundCaller,
  req: RefundRequest & { memberId?: number },
): Promise<RefundResponse> {
  const { charge, refund } = await reserve(ctx, caller, req);
  if (refund.status === 'failed') throw new AppError('CONFLICT', refund.failureMessage ?? 'The refund failed.');
  try {
    if (refund.status === 'pending') await askAndSettle(ctx, gateway, charge, refund);
  } catch (err) {
    if (err instanceof ProcessorUnavailable) {
      throw new AppError('INTERNAL', 'The payment processor could not be reached. The refund will be tried again.');
    }
    if (err instanceof PaymentDeclined) throw new AppError('CONFLICT', err.message);
    throw err;
  }
  const [after] = await ctx.db.select().from(charges).where(eq(charges.id, charge.id));
  const [done] = await ctx.db.select().from(refunds).where(eq(refunds.id, refund.id));
  const totals = await refundTotals(ctx.db, charge.organizationId, [charge.id], null);
  const amount = formatMoney(refund.amountCents, { decimals: 2 });
  return {
    _message:
      charge.method === 'cash'
        ? `Refund of ${amount} recorded: hand it back to the patient in the office.`
        : `Refund of ${amount} sent to the ${charge.method === 'us_bank_account' ? 'bank account' : 'card'} it was paid with.`,
    refund: {
      refundId: refund.id,
      chargeId: charge.id,
      memberId: refund.memberId,
      amountCents: refund.amountCents,
      platformFeeCents: refund.platformFeeCents,
      status: done?.status === 'succeeded' ? 'succeeded' : 'pending',
    },
    charge: {
      chargeId: charge.id,
      amountCents: charge.amountCents,
      refundedCents: totals.get(charge.id)?.all ?? 0,
      status: after?.status ?? charge.status,
    },
  };
}

/**
 * Everything paid for one subscription given back (a cancellation with a full refund): in each payment that paid for
 * it, its lines but the setup fee, within what is left of the member's share. Each refund is made as a refund of the
 * member's share would be; one the processor refuses is reported, the others still made. What was refunded, and why
 * any was not.
 */
export async function refundSubscription(
  ctx: Ctx,
  gateway: PaymentGateway,
  caller: Omit<RefundCaller, 'requestKey'>,
  sub: { organizationId: number; officeId: number; subscriptionId: number; memberId: number },
): Promise<{ refundedCents: number; failures: string[] }> {
  const paidFor = await ctx.db
    .select({ chargeId: chargeItems.chargeId, total: sql<number>`sum(${chargeItems.amountCents})::float8` })
    .from(chargeItems)
    .innerJoin(
      charges,
      and(eq(charges.organizationId, chargeItems.organizationId), eq(charges.id, chargeItems.chargeId)),
    )
    .where(
      and(
        eq(chargeItems.organizationId, sub.organizationId),
        eq(chargeItems.subscriptionId, sub.subscriptionId),
        notInArray(chargeItems.kind, [...NON_REFUNDABLE_LINE_KINDS]),
        eq(charges.officeId, sub.officeId),
      ),
    )
    .groupBy(chargeItems.chargeId)
    .orderBy(chargeItems.chargeId);
  let refundedCents = 0;
  const failures: string[] = [];
  for (const { chargeId, total } of paidFor) {
    const [charge] = await ctx.db.select().from(charges).where(eq(charges.id, chargeId));
    if (!charge) continue;
    const { refundable: left } = await refundableOf(ctx.db, charge, sub.memberId);
    const amount = Math.min(Number(total), left);
    if (amount <= 0) continue;
    try {
      const done = await refundPayment(
        ctx,
        gateway,
        { ...caller, requestKey: null },
        {
          dentistInfoId: sub.officeId,
          chargeId,
          memberId: sub.memberId,
          amountCents: amount,
          reason: 'cancellation',
        },
      );
      refundedCents += done.refund.amountCents;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      failures.push(err.message);
    }
  }
  return { refundedCents, failures };
}
