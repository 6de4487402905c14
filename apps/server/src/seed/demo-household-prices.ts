import { changedPriceCents, type SubscriptionTerm } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { type plans, subscriptions } from '../db/schema';
import { enrolPlan } from '../modules/enrolment/household';

// The demo households' prices and dates kept consistent with what the product itself would have made (issue 21).

const DAY_MS = 86_400_000;

/** A day `daysAgo` before now, but at least a day after the plan began and never after now. */
export function canceledAfter(createdAt: Date, now: Date, daysAgo: number): Date {
  const earliest = Math.min(now.getTime(), createdAt.getTime() + DAY_MS);
  return new Date(Math.max(earliest, now.getTime() - daysAgo * DAY_MS));
}

/**
 * The household enrolled together, so each plan pays what enrolment charges a household of its size: the plan's price
 * less the family discount (spec 02 section 9), by the rule enrolment and plan changes price with. Renewals keep it.
 */
export async function priceForHousehold(
  tx: Db,
  enrolled: readonly { subscriptionId: number; plan: typeof plans.$inferSelect }[],
  term: SubscriptionTerm,
  plansPaid: { subscriptionId: number; priceCents: number }[],
): Promise<void> {
  for (const { subscriptionId, plan } of enrolled) {
    const priceCents = changedPriceCents(enrolPlan(plan, term), term, enrolled.length - 1);
    await tx.update(subscriptions).set({ priceCents }).where(eq(subscriptions.id, subscriptionId));
    for (const paid of plansPaid) if (paid.subscriptionId === subscriptionId) paid.priceCents = priceCents;
  }
}
