import { NON_REFUNDABLE_LINE_KINDS, refundableCents } from '@mhq/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { chargeItems, type charges, refunds } from '../../db/schema';

// What the refunds of a payment read: what went back of it (or is on its way), what is never refunded (setup fees),
// a member's share, and from these what may still be refunded.

type Charge = typeof charges.$inferSelect;

/**
 * Of each of these charges, from its lines: what is never refunded (setup fees) and the platform's fee on it (all of a
 * setup fee), and this member's share (null when the charge paid nothing for them) with their part of what is never
 * refunded.
 */
export async function refundLimits(
  db: Db,
  organizationId: number,
  chargeIds: readonly number[],
  memberId: number | null,
): Promise<
  Map<number, { nonRefundable: number; nonRefundableFee: number; share: number | null; shareNonRefundable: number }>
> {
  if (chargeIds.length === 0) return new Map();
  const fixed = inArray(chargeItems.kind, [...NON_REFUNDABLE_LINE_KINDS]);
  const mine = memberId === null ? sql`false` : eq(chargeItems.memberId, memberId);
  const rows = await db
    .select({
      chargeId: chargeItems.chargeId,
      nonRefundable: sql<number>`(coalesce(sum(${chargeItems.amountCents}) filter (where ${fixed}), 0))::float8`,
      nonRefundableFee: sql<number>`(coalesce(sum(${chargeItems.platformFeeCents}) filter (where ${fixed}), 0))::float8`,
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
        nonRefundableFee: Number(r.nonRefundableFee),
        share: r.share === null ? null : Number(r.share),
        shareNonRefundable: Number(r.shareNonRefundable),
      },
    ]),
  );
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

type Totals = Awaited<ReturnType<typeof refundTotals>> extends Map<number, infer T> ? T : never;
type Limits = Awaited<ReturnType<typeof refundLimits>> extends Map<number, infer T> ? T : never;

/**
 * What may still be refunded of a charge of `amountCents` from what refundTotals and refundLimits read of it: of the
 * charge, or also of a member's share when the limits name one.
 */
export function refundableFrom(amountCents: number, refunded: Totals | undefined, limits: Limits | undefined): number {
  const share = limits?.share ?? null;
  return refundableCents({
    amountCents,
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
}

/**
 * What may still be refunded of a charge, or of a member's share of it (null `share`: the charge paid nothing for
 * them), what is taken already (pending refunds included: what a new one must leave room for), and what of the charge
 * and its fee is never refunded (the setup fees: the fee a refund gives back is in proportion to the rest).
 */
export async function refundableOf(db: Db, charge: Charge, memberId: number | null) {
  const refunded = (await refundTotals(db, charge.organizationId, [charge.id], memberId)).get(charge.id);
  const limits = (await refundLimits(db, charge.organizationId, [charge.id], memberId)).get(charge.id);
  return {
    refundable: refundableFrom(charge.amountCents, refunded, limits),
    share: limits?.share ?? null,
    taken: refunded?.taken ?? 0,
    nonRefundableCents: limits?.nonRefundable ?? 0,
    nonRefundableFeeCents: limits?.nonRefundableFee ?? 0,
  };
}
