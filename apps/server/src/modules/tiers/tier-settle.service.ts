import type { TierChargeLine, TierOwed } from '@mhq/contract';
import { formatMoney, tierPaymentIsOverdue } from '@mhq/domain';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/connection';
import type { IntentCtx } from '../money/charge-intents';
import { tryTierCharge } from './tier-charge.service';
import { releaseTry, takeOverdueTries, tierChargesOf } from './tiers.queries';

// What the owner's billing page reads and does about the platform plan's payments: the history of periods, what is
// owed now, and, when a card arrives while a payment is owed, the owed payment taken at once.

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

/** The periods of the plan (newest first) and what is owed now. */
export async function tierHistory(
  db: Db,
  organizationId: number,
): Promise<{ charges: TierChargeLine[]; owed: TierOwed | null }> {
  const rows = await tierChargesOf(db, organizationId);
  const charges: TierChargeLine[] = rows.map((r) => ({
    id: r.id,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    tierName: r.tierName,
    amountCents: r.amountCents,
    status: r.status === 'paid' || r.status === 'owed' ? r.status : 'due',
    failedTries: r.failedTries,
    nextTryOn: r.status === 'due' ? r.nextTryOn : null,
    lastFailure: r.status === 'paid' ? null : r.lastFailure,
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
  }));
  const overdue = rows.filter(tierPaymentIsOverdue);
  const first = overdue[overdue.length - 1];
  const owed: TierOwed | null = first
    ? {
        amountCents: overdue.reduce((sum, r) => sum + r.amountCents, 0),
        tierLevel: first.tierLevel,
        suspended: overdue.some((r) => r.status === 'owed'),
        nextTryOn: overdue.some((r) => r.status === 'owed') ? null : first.nextTryOn,
        lastFailure: first.lastFailure,
      }
    : null;
  return { charges, owed };
}

/** A new try, not a schedule's one: the caller is about to answer, so it never waits for another run's lease. */
const NOW_LEASE_MS = 60_000;

/**
 * Charges what is owed (payments refused once or more) to the default method, at once: the owner just added a card
 * or made one the default. Paid, an owed tier comes back. Refused, the schedule is unchanged and the owner reads why.
 * The sentence to add to the page's answer, or null when nothing was owed.
 */
export async function payOwedTierNow(ctx: IntentCtx, gateway: PaymentGateway, organizationId: number) {
  const tries = await takeOverdueTries(ctx.db, organizationId, NOW_LEASE_MS);
  let paidCents = 0;
  for (const [n, charge] of tries.entries()) {
    const tried = await tryTierCharge(ctx, gateway, charge, null);
    if (tried.outcome === 'paid') {
      paidCents += charge.amountCents;
      continue;
    }
    if (tried.outcome === 'refused' || tried.outcome === 'unanswered') {
      // The same method would refuse the others too: they wait for their own day, or the next card.
      for (const rest of tries.slice(n + 1)) await releaseTry(ctx.db, organizationId, rest.id);
      return `We tried to take the ${money(charge.amountCents)} owed for your plan, but it did not go through: ${tried.message}`;
    }
  }
  return paidCents > 0
    ? `We charged the ${money(paidCents)} owed for your plan. Thank you: your account is fully active.`
    : null;
}
