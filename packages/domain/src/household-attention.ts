import { cardNotExpired } from './payment-details';
import { isDelinquent, isLate, type SubscriptionStatus } from './statuses';

/**
 * What a household has to act on first, for the patient's own dashboard (issue 22). The spec names the states; the
 * order is designed: what stops care or costs money comes before what only needs a look.
 * - `delinquent`: payments stopped after the tries ran out: the plan is paused until paid.
 * - `late_payment`: a renewal's payment did not go through and is being tried again.
 * - `card_expired` / `no_method`: the household pays for plans itself but the card on file cannot be charged.
 * - `card_expiring`: the card on file expires before the next payment is taken.
 * - `pending_cash`: a plan waits for its first payment at the office's front desk.
 * - `cancellation_requested`: the household asked to leave; the office confirms or calls.
 */
export const HOUSEHOLD_ATTENTION_KINDS = [
  'delinquent',
  'late_payment',
  'card_expired',
  'no_method',
  'card_expiring',
  'pending_cash',
  'cancellation_requested',
] as const;
export type HouseholdAttentionKind = (typeof HOUSEHOLD_ATTENTION_KINDS)[number];

export type HouseholdAttention = { kind: HouseholdAttentionKind; memberIds: number[] };

type AttentionPlan = {
  memberId: number;
  status: SubscriptionStatus;
  /** Who pays the plan: the household ('member') or the office. */
  payor: 'member' | 'office';
  /** The day the next payment is taken, when one is scheduled. */
  nextRenewalOn: string | null;
};

/** Statuses whose renewals the household's card on file pays (cash and imported plans are paid elsewhere). */
const CHARGED_TO_CARD: readonly SubscriptionStatus[] = ['active', 'past_due', 'cancellation_requested'];

/**
 * Everything the household should act on, most urgent first, each with the members it concerns. `method` is the
 * card or bank account on file (a bank account has no expiry); `today` the server's day (yyyy-MM-dd).
 */
export function householdAttention(
  plans: readonly AttentionPlan[],
  method: { expMonth: number | null; expYear: number | null } | null,
  today: string,
): HouseholdAttention[] {
  const who = (test: (p: AttentionPlan) => boolean) => [...new Set(plans.filter(test).map((p) => p.memberId))];
  const found: HouseholdAttention[] = [];
  const add = (kind: HouseholdAttentionKind, memberIds: number[]) => {
    if (memberIds.length > 0) found.push({ kind, memberIds });
  };
  add(
    'delinquent',
    who((p) => isDelinquent(p.status)),
  );
  add(
    'late_payment',
    who((p) => isLate(p.status)),
  );

  // Only plans the household's method pays: an office-paid or cash plan needs no card.
  const charged = (p: AttentionPlan) => p.payor === 'member' && CHARGED_TO_CARD.includes(p.status);
  const hasExpiry = method !== null && method.expMonth !== null && method.expYear !== null;
  const todayDate = new Date(`${today}T00:00:00Z`);
  if (method === null) add('no_method', who(charged));
  else if (hasExpiry && !cardNotExpired(method.expMonth ?? 0, method.expYear ?? 0, todayDate)) {
    add('card_expired', who(charged));
  } else if (hasExpiry) {
    // Expiring: the card's last good month ends before the next payment of a plan it pays.
    add(
      'card_expiring',
      who(
        (p) =>
          charged(p) &&
          p.nextRenewalOn !== null &&
          !cardNotExpired(method.expMonth ?? 0, method.expYear ?? 0, new Date(`${p.nextRenewalOn}T00:00:00Z`)),
      ),
    );
  }
  add(
    'pending_cash',
    who((p) => p.status === 'pending_cash'),
  );
  add(
    'cancellation_requested',
    who((p) => p.status === 'cancellation_requested'),
  );
  return found;
}

/**
 * The share of other treatment a plan takes off, as its description states it ('plus 15% off other treatment',
 * '15% de descuento'): the plan presets write it there and offices keep it there. Null when the description does not
 * say; the page then shows the description alone.
 */
export function treatmentDiscountPercent(description: string): number | null {
  const found = /(\d{1,2}(?:\.\d{1,2})?)\s?%\s*(?:off|de descuento)/i.exec(description);
  if (!found?.[1]) return null;
  const percent = Number(found[1]);
  return percent > 0 && percent < 100 ? percent : null;
}
