import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { members, offices, plans, subscriptions } from '../../db/schema';

// What moving a household to another office reads and writes: its members, their subscriptions, the offices.

export type HouseholdMember = typeof members.$inferSelect;

/** Every member of the household (the account owner and family, deleted ones too: the household moves whole). */
export async function householdOf(db: Db, organizationId: number, ownerId: number): Promise<HouseholdMember[]> {
  return db
    .select()
    .from(members)
    .where(
      and(eq(members.organizationId, organizationId), or(eq(members.id, ownerId), eq(members.accountOwnerId, ownerId))),
    )
    .orderBy(asc(members.id));
}

/**
 * The subscriptions of these members with their plans' names. `lock` holds them for the rest of the transaction, in
 * id order (two moves of the same household wait for each other rather than deadlock).
 */
export async function subscriptionsOfMembers(
  db: Db,
  organizationId: number,
  memberIds: readonly number[],
  lock = false,
) {
  const query = db
    .select({ sub: subscriptions, planName: plans.name })
    .from(subscriptions)
    .innerJoin(plans, and(eq(plans.organizationId, subscriptions.organizationId), eq(plans.id, subscriptions.planId)))
    .where(and(eq(subscriptions.organizationId, organizationId), inArray(subscriptions.memberId, [...memberIds])))
    .orderBy(asc(subscriptions.id));
  return lock ? query.for('update', { of: subscriptions }) : query;
}
export type HouseholdSubscription = Awaited<ReturnType<typeof subscriptionsOfMembers>>[number];

/** An office by id, whatever its organization (the caller checks it is the household's). */
export async function officeById(db: Db, officeId: number) {
  const [office] = await db
    .select({ id: offices.id, organizationId: offices.organizationId, officeName: offices.officeName })
    .from(offices)
    .where(eq(offices.id, officeId));
  return office ?? null;
}

/** Moves the members from one office to the other; answers how many moved (fewer: someone moved them meanwhile). */
export async function moveMembers(
  tx: Db,
  organizationId: number,
  memberIds: readonly number[],
  from: number,
  to: number,
): Promise<number> {
  const moved = await tx
    .update(members)
    .set({ officeId: to })
    .where(
      and(eq(members.organizationId, organizationId), inArray(members.id, [...memberIds]), eq(members.officeId, from)),
    )
    .returning({ id: members.id });
  return moved.length;
}

/** The old office's subscriptions end today: inactive_transferred. */
export async function endTransferred(tx: Db, organizationId: number, ids: readonly number[], today: string) {
  await tx
    .update(subscriptions)
    .set({ status: 'inactive_transferred', endsOn: today })
    .where(and(eq(subscriptions.organizationId, organizationId), inArray(subscriptions.id, [...ids])));
}

/** The new office's subscriptions, each answered with its member and plan (a member has each plan once). */
export async function insertTransferred(tx: Db, rows: readonly (typeof subscriptions.$inferInsert)[]) {
  return tx
    .insert(subscriptions)
    .values([...rows])
    .returning({ id: subscriptions.id, memberId: subscriptions.memberId, planId: subscriptions.planId });
}
