import { daysBetween, formatUsDay, type IsoDay } from './calendar';
import { type Cents, formatMoney } from './money';
import type { SubscriptionStatus } from './statuses';

/**
 * Disputes (issue 9): a payer's bank disputing a payment (a chargeback). The amount is held from the practice while
 * the bank decides; the office responds with the patient's agreement, a description and the plan's terms, or
 * accepts. Won, the money is the practice's again; lost (or accepted), it goes back to the payer.
 */

/** Where a dispute stands, as the processor says: waiting for the office, with the bank, or decided. */
export const DISPUTE_STATUSES = ['needs_response', 'under_review', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const isDisputeOpen = (status: DisputeStatus): boolean =>
  status === 'needs_response' || status === 'under_review';

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  needs_response: 'Needs your response',
  under_review: 'With the bank',
  won: 'Won',
  lost: 'Lost',
};

/** The bank's reasons (the card networks' categories, as Stripe names them), in the practice's words. */
const DISPUTE_REASON_LABELS: Record<string, string> = {
  fraudulent: 'The cardholder says they did not make this payment',
  unrecognized: 'The cardholder does not recognize this payment',
  duplicate: 'The patient says they were charged twice',
  subscription_canceled: 'The patient says the membership was canceled',
  credit_not_processed: 'The patient says a promised refund was not made',
  product_not_received: 'The patient says the care was not received',
  product_unacceptable: 'The patient is not satisfied with the care',
  debit_not_authorized: 'The account holder says they did not authorize this debit',
  insufficient_funds: 'The bank returned the payment for insufficient funds',
  bank_cannot_process: 'The bank could not process the payment',
  incorrect_account_details: 'The account details were wrong',
  customer_initiated: 'The account holder asked the bank to return the payment',
  check_returned: 'The payment was returned',
  general: 'The bank gave no specific reason',
};

export const disputeReasonLabel = (reason: string): string =>
  DISPUTE_REASON_LABELS[reason] ?? DISPUTE_REASON_LABELS.general ?? reason;

/**
 * The plans a disputed payment paid for that the dispute holds (they become `disputed`): those that cover the member
 * now. A plan that already ended, or waits for its first payment, stays as it is.
 */
export const DISPUTE_HOLDS: readonly SubscriptionStatus[] = [
  'active',
  'active_cash',
  'active_transferred',
  'past_due',
  'cancellation_requested',
];

/**
 * The status a held plan returns to when the practice wins: the one it came from. A plan that was renewing and whose
 * renewal day passed while it was held starts its next period today (the time it was held is not charged on top).
 */
export function afterDisputeWon(
  held: { fromStatus: SubscriptionStatus; nextRenewalOn: IsoDay | null },
  today: IsoDay,
): { status: SubscriptionStatus; nextRenewalOn: IsoDay | null } {
  const renewing = held.fromStatus === 'active' || held.fromStatus === 'active_transferred';
  const passed = held.nextRenewalOn !== null && held.nextRenewalOn < today;
  return { status: held.fromStatus, nextRenewalOn: renewing && passed ? today : held.nextRenewalOn };
}

/** The most the office may write to the bank about a payment. */
export const DISPUTE_DESCRIPTION_MAX = 5000;

/** Why the office cannot respond to or accept a dispute now; null when it can. */
export function disputeActionRefusal(status: DisputeStatus, action: 'respond' | 'accept'): string | null {
  if (status === 'needs_response') return null;
  if (status === 'under_review') {
    return action === 'respond'
      ? 'Your response was sent: the bank is reviewing it.'
      : 'Your response was sent: the bank is reviewing it and the dispute can no longer be accepted.';
  }
  return `This dispute is closed: it was ${status === 'won' ? 'decided for the practice' : 'decided for the cardholder'}.`;
}

/** The days left to respond, from `today` to the bank's deadline (0 on its last day, negative once passed). */
export const disputeDaysLeft = (respondBy: IsoDay, today: IsoDay): number => daysBetween(today, respondBy);

/** What a dispute moves: a hold while it is open, released to the practice when won, back to the payer when lost. */
export type DisputeMovement = 'held' | 'won' | 'lost';

/** The sentence a member's history and the office's mail use for a dispute's step. */
export function disputeSummary(movement: DisputeMovement, amountCents: Cents, paidOn: IsoDay): string {
  const amount = formatMoney(amountCents, { decimals: 2 });
  const paid = formatUsDay(paidOn);
  switch (movement) {
    case 'held':
      return `The payer's bank disputed ${amount} of the payment of ${paid}: the amount is held until the bank decides.`;
    case 'won':
      return `The dispute of ${amount} (payment of ${paid}) was decided for the practice: the amount is released.`;
    case 'lost':
      return `The dispute of ${amount} (payment of ${paid}) was decided for the cardholder: the amount went back to them.`;
  }
}
