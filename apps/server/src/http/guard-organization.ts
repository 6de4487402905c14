import { MAX_ID } from '@mhq/contract';
import { isPlatformAdmin } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection';
import { locationGroups, offices, officeUsers, plans } from '../db/schema';
import { notFound } from './app-error';
import type { AuthContext } from './guard';

// The guard's checks of ids that name something of the acting office's organization (issue 23): another location, a
// group of locations, a user of the organization. Each answers 'not found' for anything outside it.

const acting = alias(offices, 'acting');
const isId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

/**
 * A location a call names must be an office of the acting office's organization where the caller works (an office
 * user's assignment is their office_users row there); platform admins reach every location of the organization. A
 * user of location A of an organization gets 'not found' at its location B, as at another organization's office.
 */
export async function assertLocationOfOrganization(
  db: Db,
  auth: AuthContext,
  officeId: number,
  locationId: number,
): Promise<void> {
  if (!isId(locationId)) throw notFound();
  const [location] = await db
    .select({ id: offices.id })
    .from(offices)
    .innerJoin(acting, and(eq(acting.id, officeId), eq(acting.organizationId, offices.organizationId)))
    .where(eq(offices.id, locationId))
    .limit(1);
  if (!location) throw notFound();
  if (isPlatformAdmin(auth.type)) return;
  const [link] = await db
    .select({ officeId: officeUsers.officeId })
    .from(officeUsers)
    .where(and(eq(officeUsers.userId, auth.userId), eq(officeUsers.officeId, locationId)))
    .limit(1);
  if (!link) throw notFound();
}

/** A group of locations a call names must be one of the acting office's organization. */
export async function assertGroupOfOrganization(db: Db, officeId: number, groupId: number): Promise<void> {
  if (!isId(groupId)) throw notFound();
  const [group] = await db
    .select({ id: locationGroups.id })
    .from(locationGroups)
    .innerJoin(acting, and(eq(acting.id, officeId), eq(acting.organizationId, locationGroups.organizationId)))
    .where(eq(locationGroups.id, groupId))
    .limit(1);
  if (!group) throw notFound();
}

/** A user a call acts on (a staff assignment's) must work in at least one office of the acting office's organization. */
export async function assertUserOfOrganization(db: Db, officeId: number, userId: number): Promise<void> {
  if (!isId(userId)) throw notFound();
  const [link] = await db
    .select({ userId: officeUsers.userId })
    .from(officeUsers)
    .innerJoin(acting, and(eq(acting.id, officeId), eq(acting.organizationId, officeUsers.organizationId)))
    .where(eq(officeUsers.userId, userId))
    .limit(1);
  if (!link) throw notFound();
}

/** A plan of the organization's catalogue a call names must be the acting office's organization's, and not deleted. */
export async function assertPlanOfOrganization(db: Db, officeId: number, planId: number): Promise<void> {
  if (!isId(planId)) throw notFound();
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .innerJoin(acting, and(eq(acting.id, officeId), eq(acting.organizationId, plans.organizationId)))
    .where(and(eq(plans.id, planId), eq(plans.isDeleted, false)))
    .limit(1);
  if (!plan) throw notFound();
}
