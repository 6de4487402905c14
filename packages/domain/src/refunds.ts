import { type Cents, formatMoney } from './money';

/**
 * Refunds (issue 9): money given back from a charge, all that is left of it, part of it, or one member's share.
 * Never more than is left; the platform's fee goes back in proportion, so a charge refunded in full, in any number
 * of parts, gives back exactly its whole fee.
 */

export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent', 'cancellation'] as const;
export type RefundReasonValue = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABELS: Record<RefundReasonValue, string> = {
  requested_by_customer: 'Requested by the patient',
  duplicate: 'Charged twice',
  fraudulent: 'Fraudulent',
  cancellation: 'Membership canceled',
};

/**
 * The fee given back when `amount` of a charge is refunded after `refundedBefore` already was: the fee of what will
 * have been refunded in all, rounded half-up, less the fee of what already was. What is never refunded (a setup fee,
 * `nonRefundableCents`, whose fee `nonRefundableFeeCents` is all the platform's) stays out of the proportion: the
 * refundable part's fee goes back in proportion to the refundable part.
 */
export function refundFeeCents(
  charge: { amountCents: Cents; platformFeeCents: Cents; nonRefundableCents?: Cents; nonRefundableFeeCents?: Cents },
  refundedBefore: Cents,
  amount: Cents,
): Cents {
  const base = charge.amountCents - (charge.nonRefundableCents ?? 0);
  const fee = Math.max(0, charge.platformFeeCents - (charge.nonRefundableFeeCents ?? 0));
  if (base <= 0) return 0;
  const feeOf = (refunded: Cents) => Math.floor((2 * fee * refunded + base) / (2 * base));
  return feeOf(refundedBefore + amount) - feeOf(refundedBefore);
}

/**
 * How much may still be refunded: what is left of the charge, and for one member's share, what is left of it too.
 * A setup fee is not refundable (spec 02 sections 4 and 9): its lines (`nonRefundableCents`) are never given back.
 */
export function refundableCents(input: {
  amountCents: Cents;
  refundedCents: Cents;
  nonRefundableCents?: Cents;
  /** One member's share: their lines' total, what was already refunded of it, and their setup fees. */
  share?: { amountCents: Cents; refundedCents: Cents; nonRefundableCents?: Cents };
}): Cents {
  const left = Math.max(0, input.amountCents - (input.nonRefundableCents ?? 0) - input.refundedCents);
  if (!input.share) return left;
  const share = input.share;
  return Math.min(left, Math.max(0, share.amountCents - (share.nonRefundableCents ?? 0) - share.refundedCents));
}

/** The kinds of charge lines never refunded: the one-time setup fee. */
export const NON_REFUNDABLE_LINE_KINDS = ['setup_fee'] as const;

/** Why a payment in this status cannot be refunded at all (its bank holds or returned it); null when it may be. */
export function refundBlockedBy(status: string): string | null {
  if (status === 'disputed') return 'This payment is disputed: the bank decides what goes back.';
  if (status === 'dispute_lost') return 'The bank gave this payment back to the cardholder in a dispute.';
  return null;
}

/** Why this refund cannot be made; null when it can. */
export function refundRefusal(status: string, refundable: Cents, asked: Cents): string | null {
  const blocked = refundBlockedBy(status);
  if (blocked) return blocked;
  if (refundable <= 0) return 'Nothing is left of this payment to refund (a setup fee is not refundable).';
  if (asked > refundable) return `Only ${formatMoney(refundable, { decimals: 2 })} of this payment is left to refund.`;
  return null;
}

/** The charge's status once `refunded` of its `amount` has gone back. */
export const chargeStatusAfterRefunds = (amountCents: Cents, refundedCents: Cents): string =>
  refundedCents <= 0 ? 'succeeded' : refundedCents >= amountCents ? 'refunded' : 'partially_refunded';
