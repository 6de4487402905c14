import type { FinanceLine, FinancesResponse } from '@mhq/contract';
import { fullRefundAllowed, RECEIPT_WORDS, refundBlockedBy, utcDayOf } from '@mhq/domain';
import type { Ctx } from '../../deps';
import { disputedCentsOf } from '../disputes/disputes.queries';
import { householdOwner, memberOf } from './billing.queries';
import { type ChargeLineRow, chargeLinesOf, householdCharges } from './finances.queries';
import { refundableFrom, refundLimits, refundTotals } from './refund.queries';

// A member's payment history as the front desk reads it (finances/{userId}/1970).

const METHODS = ['card', 'us_bank_account', 'cash'] as const;
const KINDS = ['membership', 'setup_fee', 'activation_fee'] as const;

const words = RECEIPT_WORDS.en;

/** How the charge was paid, in the front desk's words. */
export const methodLabel = words.methodLabel;

function toLine(row: ChargeLineRow, platformName: string): FinanceLine {
  const line = {
    kind: KINDS.find((k) => k === row.kind) ?? 'membership',
    planName: row.planName,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
  };
  return {
    memberId: row.memberId,
    memberName: `${row.firstName} ${row.lastName}`,
    ...line,
    what: words.line(line, platformName),
    listCents: row.listCents,
    discountCents: row.discountCents,
    amountCents: row.amountCents,
  };
}

/**
 * The payment history of a member's household: every charge (card, bank, paid in the office), newest first, with
 * its lines. With `single`, only the charges that paid for this member, with only their lines.
 */
export async function memberFinances(
  ctx: Ctx,
  officeId: number,
  memberId: number,
  single: boolean,
): Promise<FinancesResponse> {
  const member = await memberOf(ctx.db, officeId, memberId);
  const owner = await householdOwner(ctx.db, officeId, memberId);
  const only = single ? member.id : null;
  const rows = await householdCharges(ctx.db, owner.organizationId, owner.id, only);
  const lines = await chargeLinesOf(
    ctx.db,
    owner.organizationId,
    rows.map((r) => r.id),
    only,
  );
  const linesOf = new Map<number, FinanceLine[]>();
  for (const l of lines) linesOf.set(l.chargeId, [...(linesOf.get(l.chargeId) ?? []), toLine(l, ctx.tenant.name)]);
  const ids = rows.map((r) => r.id);
  const refunded = await refundTotals(ctx.db, owner.organizationId, ids, only);
  const limits = await refundLimits(ctx.db, owner.organizationId, ids, only);
  const disputed = await disputedCentsOf(ctx.db, owner.organizationId, ids);
  const today = utcDayOf(ctx.clock.now());
  return {
    memberId: member.id,
    ownerMemberId: owner.id,
    scope: single ? 'member' : 'household',
    charges: rows.map((r) => {
      const method = METHODS.find((m) => m === r.method) ?? 'card';
      const card = method !== 'cash' && r.brand && r.last4 ? { brand: r.brand, last4: r.last4 } : null;
      return {
        chargeId: r.id,
        at: new Date(r.at).toISOString(),
        amountCents: r.amountCents,
        refundedCents: refunded.get(r.id)?.all ?? 0,
        // What the refund button may give back: of the payment, or (this member only) of their share.
        refundableCents: refundBlockedBy(r.status)
          ? 0
          : refundableFrom(r.amountCents, refunded.get(r.id), limits.get(r.id)),
        fullRefundAllowed: fullRefundAllowed(utcDayOf(new Date(r.at)), today),
        disputedCents: disputed.get(r.id) ?? 0,
        method,
        paymentMethod: card,
        methodLabel: methodLabel(method, card),
        status: r.status,
        recordedBy: r.recordedByUserId !== null ? { userId: r.recordedByUserId, name: r.recordedBy ?? '' } : null,
        description: r.description,
        lines: linesOf.get(r.id) ?? [],
      };
    }),
  };
}
