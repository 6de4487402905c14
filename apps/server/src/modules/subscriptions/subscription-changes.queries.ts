import type { CancellationReason, CountedMember, SubscriptionStatus } from '@mhq/domain';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { memberEvents, members, subscriptions } from '../../db/schema';

// What changing a member's subscription reads and writes: the subscription (locked), the household as the family
// discount counts it, the member's plans, and the status a cancellation started from.

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * A member's subscription, locked for the rest of the transaction: two changes of the same subscription (a double
 * click, two desks) run one after the other, the second seeing the first's result. Null when it is not the member's.
 */
export async function lockSubscription(
  tx: Db,
  organizationId: number,
  memberId: number,
  subscriptionId: number,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        eq(subscriptions.id, subscriptionId),
        eq(subscriptions.memberId, memberId),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Why a plan ended over money: 3, 'Financial' (CANCELLATION_REASONS, spec 02 section 9). */
const FINANCIAL: CancellationReason = 3;

/**
 * A plan ended today for a financial reason (a delinquency written off, a dispute lost, the guarantee claimed): its
 * dates cleared, the reason and the note why, a plan change waiting dropped.
 */
export const endedFinancially = (now: Date, today: string, note: string) =>
  ({
    status: 'canceled',
    endsOn: today,
    nextRenewalOn: null,
    nextRetryOn: null,
    canceledAt: now,
    cancelReason: FINANCIAL,
    cancelNote: note,
    pendingPlanId: null,
    pendingPlanFrom: null,
  }) satisfies Partial<SubscriptionRow>;

/** Writes a subscription's changed fields. */
export async function updateSubscription(
  tx: Db,
  organizationId: number,
  subscriptionId: number,
  fields: Partial<Omit<SubscriptionRow, 'id' | 'organizationId' | 'memberId' | 'createdAt'>>,
): Promise<void> {
  await tx
    .update(subscriptions)
    .set(fields)
    .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.id, subscriptionId)));
}

/**
 * A plan switched (now, or at the renewal it waited for): its plan and price, with every change that waited for the
 * old plan dropped (a pending plan change, a noticed new price of the old plan).
 */
export const switchedPlan = (planId: number, priceCents: number) => ({
  planId,
  priceCents,
  pendingPlanId: null,
  pendingPlanFrom: null,
  pendingPriceCents: null,
  pendingPriceFrom: null,
  pendingPriceNotifiedAt: null,
});

/** The member's subscriptions: their ids, plans and statuses. */
export async function memberSubscriptions(db: Db, organizationId: number, memberId: number) {
  return db
    .select({ subscriptionId: subscriptions.id, planId: subscriptions.planId, status: subscriptions.status })
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.memberId, memberId)))
    .orderBy(subscriptions.id);
}

/** The household of an account owner, each member with the statuses of their plans: what the family discount counts. */
export async function householdForDiscount(db: Db, organizationId: number, ownerId: number): Promise<CountedMember[]> {
  const rows = await db
    .select({ memberId: members.id, accountOwnerId: members.accountOwnerId, status: subscriptions.status })
    .from(members)
    .innerJoin(
      subscriptions,
      and(eq(subscriptions.organizationId, members.organizationId), eq(subscriptions.memberId, members.id)),
    )
    .where(
      and(eq(members.organizationId, organizationId), or(eq(members.id, ownerId), eq(members.accountOwnerId, ownerId))),
    );
  const byMember = new Map<number, CountedMember & { statuses: SubscriptionStatus[] }>();
  for (const r of rows) {
    const m = byMember.get(r.memberId) ?? { memberId: r.memberId, isOwner: r.accountOwnerId === null, statuses: [] };
    m.statuses.push(r.status as SubscriptionStatus);
    byMember.set(r.memberId, m);
  }
  return [...byMember.values()];
}

/** The history line a cancellation of this subscription wrote last: the status it started from is in its detail. */
export async function lastCancellationRequest(db: Db, organizationId: number, subscriptionId: number) {
  const [row] = await db
    .select({ detail: memberEvents.detail })
    .from(memberEvents)
    .where(
      and(
        eq(memberEvents.organizationId, organizationId),
        eq(memberEvents.subscriptionId, subscriptionId),
        eq(memberEvents.kind, CANCELLATION_REQUESTED),
      ),
    )
    .orderBy(desc(memberEvents.at), desc(memberEvents.id))
    .limit(1);
  const before = (row?.detail as { fromStatus?: unknown } | null | undefined)?.fromStatus;
  return typeof before === 'string' ? (before as SubscriptionStatus) : null;
}

/** The history kind of a cancellation waiting for the end of the period. */
export const CANCELLATION_REQUESTED = 'subscription.cancellation_requested';
