import { COVERED_STATUSES } from '@mhq/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  locationGroupOffices,
  locationGroups,
  members,
  offices,
  officeUsers,
  plans,
  subscriptions,
} from '../../db/schema';
import type { PlanRow } from '../plans/plans.queries';

// Reads of the organization's catalogue. Every function takes the organization first and never reads past it.

export type OrgLocationRow = { id: number; name: string; slug: string; closed: boolean };
export type OrgGroupRow = { id: number; name: string; locationIds: number[] };

/**
 * The organization's locations the caller works in (an office_users row), in name order; a platform admin (no
 * `userId`) sees every one. Closed locations are listed (their members still hold plans) and marked closed.
 */
export async function locationsOf(db: Db, organizationId: number, userId: number | null): Promise<OrgLocationRow[]> {
  const where =
    userId === null
      ? eq(offices.organizationId, organizationId)
      : and(
          eq(offices.organizationId, organizationId),
          sql`exists (select 1 from ${officeUsers} where ${officeUsers.organizationId} = ${offices.organizationId} and ${officeUsers.officeId} = ${offices.id} and ${officeUsers.userId} = ${userId})`,
        );
  const rows = await db
    .select({ id: offices.id, name: offices.officeName, slug: offices.slug, closedAt: offices.closedAt })
    .from(offices)
    .where(where)
    .orderBy(asc(offices.officeName), asc(offices.id));
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, closed: r.closedAt !== null }));
}

/** Every location of the organization (a target covers them whether or not the caller works there). */
export async function allLocationIds(db: Db, organizationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.organizationId, organizationId))
    .orderBy(asc(offices.id));
  return rows.map((r) => r.id);
}

/** The organization's groups with the locations each holds. */
export async function groupsOf(db: Db, organizationId: number): Promise<OrgGroupRow[]> {
  const rows = await db
    .select({ id: locationGroups.id, name: locationGroups.name, officeId: locationGroupOffices.officeId })
    .from(locationGroups)
    .leftJoin(
      locationGroupOffices,
      and(
        eq(locationGroupOffices.organizationId, locationGroups.organizationId),
        eq(locationGroupOffices.groupId, locationGroups.id),
      ),
    )
    .where(eq(locationGroups.organizationId, organizationId))
    .orderBy(asc(locationGroups.name), asc(locationGroups.id), asc(locationGroupOffices.officeId));
  const byId = new Map<number, OrgGroupRow>();
  for (const r of rows) {
    const group = byId.get(r.id) ?? { id: r.id, name: r.name, locationIds: [] };
    if (r.officeId !== null) group.locationIds.push(r.officeId);
    byId.set(r.id, group);
  }
  return [...byId.values()];
}

/** Every plan of the organization that is not deleted, in the order patients see them. */
export async function plansOfOrganization(db: Db, organizationId: number): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.organizationId, organizationId), eq(plans.isDeleted, false)))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
}

/** One plan of the organization (not deleted), wherever it is offered; `lock` holds it for the transaction. */
export async function planOfOrganization(db: Db, organizationId: number, planId: number, lock = false) {
  const query = db
    .select()
    .from(plans)
    .where(and(eq(plans.organizationId, organizationId), eq(plans.id, planId), eq(plans.isDeleted, false)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export type LocationCounts = { planId: number; locationId: number; monthly: number; annually: number };

/** Members covered by each plan, by the location the member belongs to and term. */
export async function memberCountsByLocation(
  db: Db,
  organizationId: number,
  planIds: readonly number[],
): Promise<LocationCounts[]> {
  if (planIds.length === 0) return [];
  const covered = inArray(subscriptions.status, [...COVERED_STATUSES]);
  const rows = await db
    .select({
      planId: subscriptions.planId,
      locationId: members.officeId,
      monthly: sql<number>`count(*) filter (where ${covered} and ${subscriptions.term} = 'monthly')::int`,
      annually: sql<number>`count(*) filter (where ${covered} and ${subscriptions.term} = 'annual')::int`,
    })
    .from(subscriptions)
    .innerJoin(
      members,
      and(eq(members.organizationId, subscriptions.organizationId), eq(members.id, subscriptions.memberId)),
    )
    .where(and(eq(subscriptions.organizationId, organizationId), inArray(subscriptions.planId, [...planIds])))
    .groupBy(subscriptions.planId, members.officeId);
  return rows
    .map((r) => ({ ...r, monthly: Number(r.monthly), annually: Number(r.annually) }))
    .filter((r) => r.monthly + r.annually > 0);
}

/** Moves subscriptions onto another plan of the organization (a legacy merge); prices are set beforehand. */
export async function movePlanOfSubscriptions(
  db: Db,
  organizationId: number,
  subscriptionIds: readonly number[],
  planId: number,
): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await db
    .update(subscriptions)
    .set({ planId })
    .where(and(eq(subscriptions.organizationId, organizationId), inArray(subscriptions.id, [...subscriptionIds])));
}

/** Keeps a subscription's current price on the row itself (rows from before per-subscription prices carry 0). */
export async function keepPaidPrice(db: Db, organizationId: number, subscriptionId: number, cents: number) {
  await db
    .update(subscriptions)
    .set({ priceCents: cents })
    .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.id, subscriptionId)));
}
