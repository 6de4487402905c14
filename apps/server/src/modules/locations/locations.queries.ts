import { isLiveAtLocation, SUBSCRIPTION_STATUSES } from '@mhq/domain';
import { and, asc, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  locationGroupOffices,
  locationGroups,
  members,
  officeProfiles,
  offices,
  officeUsers,
  plans,
  subscriptions,
} from '../../db/schema';

// SQL of the Locations pages. Every function takes the organization it works in first.

/** Statuses of a plan that still runs, or waits to, at its location. */
export const LIVE_STATUSES = SUBSCRIPTION_STATUSES.filter(isLiveAtLocation);

/** Every location of the organization (also those the caller does not see: a shared payout account names its holder). */
export async function locationsOfOrganization(db: Db, organizationId: number) {
  return db
    .select({ office: offices, profile: officeProfiles })
    .from(offices)
    .leftJoin(
      officeProfiles,
      and(eq(officeProfiles.organizationId, offices.organizationId), eq(officeProfiles.officeId, offices.id)),
    )
    .where(eq(offices.organizationId, organizationId))
    .orderBy(asc(offices.officeName), asc(offices.id));
}
export type LocationRow = Awaited<ReturnType<typeof locationsOfOrganization>>[number];

/** People whose plan still runs at each location (an account owner and family each count). */
export async function liveMemberCounts(db: Db, organizationId: number, officeIds: readonly number[]) {
  if (officeIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ officeId: members.officeId, n: countDistinct(members.id) })
    .from(members)
    .innerJoin(
      subscriptions,
      and(eq(subscriptions.organizationId, members.organizationId), eq(subscriptions.memberId, members.id)),
    )
    .where(
      and(
        eq(members.organizationId, organizationId),
        inArray(members.officeId, [...officeIds]),
        inArray(subscriptions.status, LIVE_STATUSES),
      ),
    )
    .groupBy(members.officeId);
  return new Map(rows.map((r) => [r.officeId, Number(r.n)]));
}

/** Which groups hold each location. */
export async function groupsOfLocations(db: Db, organizationId: number) {
  return db
    .select({ officeId: locationGroupOffices.officeId, id: locationGroups.id, name: locationGroups.name })
    .from(locationGroupOffices)
    .innerJoin(
      locationGroups,
      and(
        eq(locationGroups.organizationId, locationGroupOffices.organizationId),
        eq(locationGroups.id, locationGroupOffices.groupId),
      ),
    )
    .where(eq(locationGroupOffices.organizationId, organizationId))
    .orderBy(asc(locationGroups.name));
}

/** Of the users named, those who work somewhere in the organization. */
export async function usersOfOrganization(db: Db, organizationId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: officeUsers.userId })
    .from(officeUsers)
    .where(and(eq(officeUsers.organizationId, organizationId), inArray(officeUsers.userId, [...userIds])));
  return rows.map((r) => r.userId);
}

/** Adds office_users rows for users at a location (those already there are left as they are). */
export async function addUsersAt(db: Db, organizationId: number, officeId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  await db
    .insert(officeUsers)
    .values(userIds.map((userId) => ({ organizationId, officeId, userId })))
    .onConflictDoNothing();
}

/** The live plans of a location's members, each with its member (for closing it). */
export async function livePlansAt(db: Db, organizationId: number, officeId: number) {
  return db
    .select({
      subscriptionId: subscriptions.id,
      planId: subscriptions.planId,
      status: subscriptions.status,
      memberId: members.id,
      accountOwnerId: members.accountOwnerId,
    })
    .from(subscriptions)
    .innerJoin(
      members,
      and(eq(members.organizationId, subscriptions.organizationId), eq(members.id, subscriptions.memberId)),
    )
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        eq(members.officeId, officeId),
        inArray(subscriptions.status, LIVE_STATUSES),
      ),
    )
    .orderBy(asc(members.id), asc(subscriptions.id));
}

/** Moves every member of a location to another (their plans, prices and renewals unchanged); answers who moved. */
export async function moveAllMembers(db: Db, organizationId: number, from: number, to: number) {
  return db
    .update(members)
    .set({ officeId: to })
    .where(and(eq(members.organizationId, organizationId), eq(members.officeId, from)))
    .returning({ id: members.id });
}

/**
 * A closed location's own plans that moved members hold go with them to the new location, kept for them (same plan,
 * same price) but archived there, so the new location's enrolment page does not offer a second catalogue. Master and
 * group plans are the organization's and stay as they are.
 */
export async function movePlansWithMembers(
  db: Db,
  organizationId: number,
  from: number,
  to: number,
  planIds: readonly number[],
) {
  if (planIds.length === 0) return;
  await db
    .update(plans)
    .set({ officeId: to, viewStatus: 'archived' })
    .where(
      and(
        eq(plans.organizationId, organizationId),
        eq(plans.officeId, from),
        eq(plans.targetType, 'location'),
        inArray(plans.id, [...planIds]),
      ),
    );
}

/** Opens or closes a location; a close only of an open one, a reopen only of a closed one (answers whether it did). */
export async function setClosed(db: Db, organizationId: number, officeId: number, closedAt: Date | null) {
  const rows = await db
    .update(offices)
    .set({ closedAt })
    .where(
      and(
        eq(offices.organizationId, organizationId),
        eq(offices.id, officeId),
        closedAt ? isNull(offices.closedAt) : sql`${offices.closedAt} is not null`,
      ),
    )
    .returning({ id: offices.id });
  return rows.length === 1;
}

/** Points a location at a payout account (another location's, shared) or at none (its own, connected later). */
export async function setPayoutAccount(
  db: Db,
  organizationId: number,
  officeId: number,
  account: { stripeAccountId: string | null; last4: string | null; accountStatus: number | null },
) {
  await db
    .update(offices)
    .set(account)
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, officeId)));
}

/** Locks a location's row for a close or reopen, so two owners closing it at once decide once. */
export async function lockLocation(db: Db, organizationId: number, officeId: number) {
  const [row] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, officeId)))
    .for('update');
  return row ?? null;
}
