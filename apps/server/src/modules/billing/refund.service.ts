import type { RefundRequest, RefundResponse } from '@mhq/contract';
import {
  chargeStatusAfterRefunds,
  formatMoney,
  NON_REFUNDABLE_LINE_KINDS,
  REFUND_REASON_LABELS,
  type RefundReasonValue,
  refundableCents,
  refundFeeCents,
  refundRefusal,
  utcDayOf,
} from '@mhq/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PaymentDeclined, type PaymentGateway, ProcessorUnavailable } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { chargeItems, charges, members, offices, refunds } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { refundMail } from '../../jobs/billing-run.mail';
import { recordMemberEvents } from '../members/member-events';
import { type LedgerEntry, recordLedger } from '../money/ledger';

// Refunds (POST /dentists/refunds, /dentists/refunds/single): a payment of a household of the office given back, all
// that is left of it, part of it, or one member's share. The refund is written (pending) with the charge locked, so
// two at once never give back more than the payment holds; the processor is asked with `refund_<id>` as its
// idempotency key; the answer is recorded with a ledger transaction, the charge's status and a history line.

const refundKey = (id: number) => `refund_${id}`;

type Charge = typeof charges.$inferSelect;
type Refund = typeof refunds.$inferSelect;
/** What settling a refund needs: the database, the clock, the mail and the brand (a request's, or the billing run's). */
type RefundDeps = Pick<Ctx, 'db' | 'clock' | 'mail' | 'tenant'>;

/**
 * Of each of these charges, from its lines: what is never refunded (setup fees), and this member's share (null when
 * the charge paid nothing for them) with their part of what is never refunded.
 */
export async function refundLimits(
  db: Db,
  organizationId: number,
  chargeIds: readonly number[],
  memberId: number | null,
): Promise<Map<number, { nonRefundable: number; share: number | null; shareNonRefundable: number }>> {
  if (chargeIds.length === 0) return new Map();
  const fixed = inArray(chargeItems.kind, [...NON_REFUNDABLE_LINE_KINDS]);
  const mine = memberId === null ? sql`false` : eq(chargeItems.memberId, memberId);
  const rows = await db
    .select({
      chargeId: chargeItems.chargeId,
      nonRefundable: sql<number>`(coalesce(sum(${chargeItems.amountCents}) filter (where ${fixed}), 0))::float8`,
      share: sql<number | null>`(sum(${chargeItems.amountCents}) filter (where ${mine}))::float8`,
      shareNonRefundable: sql<number>`(coalesce(sum(${chargeItems.amountCents}) filter (where ${mine} and ${fixed}), 0))::float8`,
    })
    .from(chargeItems)
    .where(and(eq(chargeItems.organizationId, organizationId), inArray(chargeItems.chargeId, [...chargeIds])))
    .groupBy(chargeItems.chargeId);
  return new Map(
    rows.map((r) => [
      r.chargeId,
      {
        nonRefundable: Number(r.nonRefundable),
        share: r.share === null ? null : Number(r.share),
        shareNonRefundable: Number(r.shareNonRefundable),
      },
    ]),
  );
}

/**
 * What may still be refunded of a charge, or of a member's share of it (null `share`: the charge paid nothing for
 * them), and what is taken already (pending refunds included: what a new one must leave room for).
 */
async function refundableOf(db: Db, charge: Charge, memberId: number | null) {
  const refunded = (await refundTotals(db, charge.organizationId, [charge.id], memberId)).get(charge.id);
  const limits = (await refundLimits(db, charge.organizationId, [charge.id], memberId)).get(charge.id);
  const share = limits?.share ?? null;
  const refundable = refundableCents({
    amountCents: charge.amountCents,
    refundedCents: refunded?.taken ?? 0,
    nonRefundableCents: limits?.nonRefundable ?? 0,
    ...(share !== null
      ? {
          share: {
            amountCents: share,
            refundedCents: refunded?.member ?? 0,
            nonRefundableCents: limits?.shareNonRefundable ?? 0,
          },
        }
      : {}),
  });
  return { refundable, share, taken: refunded?.taken ?? 0 };
}

/** Locks the charge (of this office) and writes the refund pending, or refuses it (nothing written). */
async function reserve(
  ctx: Ctx,
  auth: AuthContext,
  req: RefundRequest & { memberId?: number },
): Promise<{ charge: Charge; refund: Refund }> {
  return ctx.db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(charges)
      .where(and(eq(charges.id, req.chargeId), eq(charges.officeId, req.dentistInfoId)))
      .for('update');
    if (!charge) throw notFound();
    const memberId = req.memberId ?? null;
    const { refundable, share, taken } = await refundableOf(tx, charge, memberId);
    // A member's share: the lines of the payment that were theirs. A member it did not pay for: not found.
    if (memberId !== null && share === null) throw notFound();
    const amount = req.amountCents ?? refundable;
    const refused = refundRefusal(charge.status, refundable, amount);
    if (refused) throw new AppError('CONFLICT', refused, undefined, { refundableCents: refundable });
    const [refund] = await tx
      .insert(refunds)
      .values({
        organizationId: charge.organizationId,
        chargeId: charge.id,
        memberId,
        amountCents: amount,
        platformFeeCents: refundFeeCents(charge, taken, amount),
        reason: req.reason ?? 'requested_by_customer',
        note: req.note ?? null,
        status: 'pending',
        requestedByUserId: auth.userId,
      })
      .returning();
    if (!refund) throw new Error('refund insert returned nothing');
    return { charge, refund };
  });
}

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
async function askAndSettle(ctx: RefundDeps, gateway: PaymentGateway, charge: Charge, refund: Refund): Promise<void> {
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

/** A payment refunded, in full or in part, or one member's share of it (the two refund routes). */
export async function refundPayment(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  req: RefundRequest & { memberId?: number },
): Promise<RefundResponse> {
  const { charge, refund } = await reserve(ctx, auth, req);
  try {
    await askAndSettle(ctx, gateway, charge, refund);
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
 * Of each of these charges: what was refunded (`all`, succeeded), what is taken or on its way (`taken`, pending too:
 * what a new refund must leave room for) and, of that, what was this member's share (`member`).
 */
export async function refundTotals(
  db: Db,
  organizationId: number,
  chargeIds: readonly number[],
  memberId: number | null,
): Promise<Map<number, { all: number; taken: number; member: number }>> {
  if (chargeIds.length === 0) return new Map();
  const rows = await db
    .select({
      chargeId: refunds.chargeId,
      all: sql<number>`(coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} = 'succeeded'), 0))::float8`,
      taken: sql<number>`(coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} in ('pending', 'succeeded')), 0))::float8`,
      member: sql<number>`(coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} in ('pending', 'succeeded') and ${refunds.memberId} = ${memberId}), 0))::float8`,
    })
    .from(refunds)
    .where(and(eq(refunds.organizationId, organizationId), inArray(refunds.chargeId, [...chargeIds])))
    .groupBy(refunds.chargeId);
  return new Map(
    rows.map((r) => [r.chargeId, { all: Number(r.all), taken: Number(r.taken), member: Number(r.member) }]),
  );
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
  auth: AuthContext,
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
        sql`${chargeItems.kind} not in (${sql.join(
          NON_REFUNDABLE_LINE_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )})`,
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
      const done = await refundPayment(ctx, gateway, auth, {
        dentistInfoId: sub.officeId,
        chargeId,
        memberId: sub.memberId,
        amountCents: amount,
        reason: 'cancellation',
      });
      refundedCents += done.refund.amountCents;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      failures.push(err.message);
    }
  }
  return { refundedCents, failures };
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
