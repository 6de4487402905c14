import type { Period } from '@mhq/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { chargeItems, charges, offices, plans, subscriptions } from '../../db/schema';
import { notFound } from '../../http/app-error';

// What the front desk's cash actions read and write on one subscription of a member.

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A subscription with what its plan costs and is called (a row from before prices were kept per subscription has 0). */
export type SubscriptionWithPlanPrice = {
  sub: SubscriptionRow;
  planName: string;
  planMonthlyCents: number;
  planAnnualCents: number;
};

/**
 * One subscription of the member, or 404 (a subscription of anyone else is 'not found'). `lock` holds it for the rest
 * of the transaction: two payments of the same period at once wait for each other, and the second sees the first.
 */
export async function subscriptionOfMember(
  db: Db,
  organizationId: number,
  memberId: number,
  subscriptionId: number,
  lock = false,
): Promise<SubscriptionWithPlanPrice> {
  const query = db
    .select({
      sub: subscriptions,
      planName: plans.name,
      planMonthlyCents: plans.priceCents,
      planAnnualCents: plans.annualPriceCents,
    })
    .from(subscriptions)
    .innerJoin(plans, and(eq(plans.organizationId, subscriptions.organizationId), eq(plans.id, subscriptions.planId)))
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        eq(subscriptions.memberId, memberId),
        eq(subscriptions.id, subscriptionId),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: subscriptions }) : await query;
  if (!row) throw notFound();
  return row;
}

/** Writes fields of one subscription. */
export async function updateSubscription(
  tx: Db,
  organizationId: number,
  subscriptionId: number,
  set: Partial<typeof subscriptions.$inferInsert>,
): Promise<void> {
  await tx
    .update(subscriptions)
    .set(set)
    .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.id, subscriptionId)));
}

/**
 * The periods of a subscription that a charge paid (its membership lines), oldest first. A payment refunded in part
 * still paid its periods (what went back was part of it, or its other lines); one refunded in full did not.
 */
export async function paidPeriods(db: Db, organizationId: number, subscriptionId: number): Promise<Period[]> {
  return db
    .select({ start: chargeItems.periodStart, end: chargeItems.periodEnd })
    .from(chargeItems)
    .innerJoin(
      charges,
      and(eq(charges.organizationId, chargeItems.organizationId), eq(charges.id, chargeItems.chargeId)),
    )
    .where(
      and(
        eq(chargeItems.organizationId, organizationId),
        eq(chargeItems.subscriptionId, subscriptionId),
        eq(chargeItems.kind, 'membership'),
        inArray(charges.status, ['succeeded', 'partially_refunded']),
      ),
    )
    .orderBy(chargeItems.periodStart);
}

/** The first days of the periods of a subscription that a charge paid. */
export async function paidPeriodStarts(db: Db, organizationId: number, subscriptionId: number): Promise<string[]> {
  return (await paidPeriods(db, organizationId, subscriptionId)).map((p) => p.start);
}

/** The office's name, as receipts and history lines say it. */
export async function officeNameOf(db: Db, organizationId: number, officeId: number): Promise<string> {
  const [office] = await db
    .select({ officeName: offices.officeName })
    .from(offices)
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, officeId)));
  if (!office) throw notFound();
  return office.officeName;
}
