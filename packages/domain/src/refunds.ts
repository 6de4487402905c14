import { daysBetween, formatUsDay, type IsoDay } from './calendar';
import { type Cents, formatMoney } from './money';
import { FULL_REFUND_DAYS } from './subscription-changes';

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

/**
 * Whether a payment made on `paidOn` may still be refunded in full on `today`: within FULL_REFUND_DAYS of it (spec 01:
 * a full refund is possible 'before 90 days'). After that only part of it may go back: a refund must leave some of
 * what is left (of the payment, or of the member's share when one member's share is refunded).
 */
export const fullRefundAllowed = (paidOn: IsoDay, today: IsoDay): boolean =>
  daysBetween(paidOn, today) < FULL_REFUND_DAYS;

export const fullRefundTooLateMessage = (paidOn: IsoDay): string =>
  `A full refund is possible within ${FULL_REFUND_DAYS} days of the payment; this one was paid on ${formatUsDay(paidOn)}. Refund part of it instead.`;

/** Why this refund cannot be made; null when it can. */
export function refundRefusal(status: string, refundable: Cents, asked: Cents): string | null {
  const blocked = refundBlockedBy(status);
  if (blocked) return blocked;
  if (refundable <= 0) return 'Nothing is left of this payment to refund (a setup fee is not refundable).';
  if (asked > refundable) return `Only ${formatMoney(refundable, { decimals: 2 })} of this payment is left to refund.`;
  return null;
}

/**
 * Why this refund is too late to be a full one; null when it may be made. A refund of everything left (`asked` of
 * `refundable`) of a payment made on `paidOn` is refused from FULL_REFUND_DAYS after it; a partial refund never is.
 */
export function lateFullRefundRefusal(input: {
  paidOn: IsoDay;
  today: IsoDay;
  refundable: Cents;
  asked: Cents;
}): string | null {
  if (input.asked < input.refundable || fullRefundAllowed(input.paidOn, input.today)) return null;
  return fullRefundTooLateMessage(input.paidOn);
}

/** The charge's status once `refunded` of its `amount` has gone back. */
export const chargeStatusAfterRefunds = (amountCents: Cents, refundedCents: Cents): string =>
  refundedCents <= 0 ? 'succeeded' : refundedCents >= amountCents ? 'refunded' : 'partially_refunded';
