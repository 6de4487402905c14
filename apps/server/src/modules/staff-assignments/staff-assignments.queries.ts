import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  locationGroupOffices,
  locationGroups,
  manageUserSettings,
  offices,
  officeUserGroupGrants,
  officeUsers,
  userGroupAssignments,
  users,
} from '../../db/schema';
import { teamMemberColumns } from '../office/team.queries';

/* SQL of staff assignments: every function works inside the organization given first. */

/** The acting office and its organization. */
export async function officeOf(db: Db, officeId: number) {
  const [row] = await db
    .select({
      id: offices.id,
      organizationId: offices.organizationId,
      name: offices.officeName,
      closed: sql<boolean>`${offices.closedAt} is not null`,
    })
    .from(offices)
    .where(eq(offices.id, officeId));
  return row ?? null;
}

/** The organization's locations (its offices), open ones first by name. */
export async function locationsOf(db: Db, organizationId: number) {
  return db
    .select({
      id: offices.id,
      name: offices.officeName,
      closed: sql<boolean>`${offices.closedAt} is not null`,
    })
    .from(offices)
    .where(eq(offices.organizationId, organizationId))
    .orderBy(sql`${offices.closedAt} is not null`, asc(offices.officeName), asc(offices.id));
}

/** The organization's groups, each with the locations it holds. */
export async function groupsOf(db: Db, organizationId: number) {
  const groups = await db
    .select({ id: locationGroups.id, name: locationGroups.name })
    .from(locationGroups)
    .where(eq(locationGroups.organizationId, organizationId))
    .orderBy(asc(locationGroups.name), asc(locationGroups.id));
  const links = await db
    .select({ groupId: locationGroupOffices.groupId, officeId: locationGroupOffices.officeId })
    .from(locationGroupOffices)
    .where(eq(locationGroupOffices.organizationId, organizationId));
  return groups.map((g) => ({
    ...g,
    locationIds: links.filter((l) => l.groupId === g.id).map((l) => l.officeId),
  }));
}

export type GroupRow = Awaited<ReturnType<typeof groupsOf>>[number];

/**
 * Every office_users row of the organization (of one user when given), with the user and whether the row came only
 * from a group.
 */
export async function staffRows(db: Db, organizationId: number, userId?: number) {
  return db
    .select({
      ...teamMemberColumns,
      officeId: officeUsers.officeId,
      permissions: officeUsers.permissions,
      grantedOnly: sql<boolean>`${officeUserGroupGrants.userId} is not null`,
    })
    .from(officeUsers)
    .innerJoin(users, eq(users.id, officeUsers.userId))
    .leftJoin(
      officeUserGroupGrants,
      and(
        eq(officeUserGroupGrants.organizationId, officeUsers.organizationId),
        eq(officeUserGroupGrants.officeId, officeUsers.officeId),
        eq(officeUserGroupGrants.userId, officeUsers.userId),
      ),
    )
    .where(and(eq(officeUsers.organizationId, organizationId), userId === undefined ? undefined : eq(users.id, userId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id), asc(officeUsers.createdAt));
}

export type StaffRow = Awaited<ReturnType<typeof staffRows>>[number];

/** Which groups each user of the organization (or one user) is assigned to. */
export async function groupAssignments(db: Db, organizationId: number, userId?: number) {
  return db
    .select({ userId: userGroupAssignments.userId, groupId: userGroupAssignments.groupId })
    .from(userGroupAssignments)
    .where(
      and(
        eq(userGroupAssignments.organizationId, organizationId),
        userId === undefined ? undefined : eq(userGroupAssignments.userId, userId),
      ),
    );
}

/** Holds the user's row until the transaction ends: two changes to one user's assignments apply in turn. */
export async function lockUser(db: Db, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Who works where in the organization: (user, office) pairs, to tell which rows a group sync created. */
export async function officeLinks(db: Db, organizationId: number) {
  return db
    .select({ userId: officeUsers.userId, officeId: officeUsers.officeId })
    .from(officeUsers)
    .where(eq(officeUsers.organizationId, organizationId));
}

export async function insertLink(
  db: Db,
  link: { organizationId: number; officeId: number; userId: number; jobTitle: string | null; permissions: string[] },
) {
  await db
    .insert(officeUsers)
    .values({ ...link, isOwner: false, planCoordinator: false })
    .onConflictDoNothing();
}

export async function deleteLink(db: Db, organizationId: number, officeId: number, userId: number) {
  await db
    .delete(officeUsers)
    .where(
      and(
        eq(officeUsers.organizationId, organizationId),
        eq(officeUsers.officeId, officeId),
        eq(officeUsers.userId, userId),
      ),
    );
}

/** Marks office_users rows as given only by a group (they go when the group is taken away). */
export async function markGranted(db: Db, organizationId: number, rows: { officeId: number; userId: number }[]) {
  if (rows.length === 0) return;
  await db
    .insert(officeUserGroupGrants)
    .values(rows.map((r) => ({ organizationId, ...r })))
    .onConflictDoNothing();
}

/** The row is now a direct assignment: it stays when the user's groups go. */
export async function unmarkGranted(db: Db, organizationId: number, officeId: number, userId: number) {
  await db
    .delete(officeUserGroupGrants)
    .where(
      and(
        eq(officeUserGroupGrants.organizationId, organizationId),
        eq(officeUserGroupGrants.officeId, officeId),
        eq(officeUserGroupGrants.userId, userId),
      ),
    );
}

export async function addGroupAssignments(db: Db, organizationId: number, userId: number, groupIds: number[]) {
  if (groupIds.length === 0) return;
  await db
    .insert(userGroupAssignments)
    .values(groupIds.map((groupId) => ({ organizationId, groupId, userId })))
    .onConflictDoNothing();
}

export async function removeGroupAssignments(db: Db, organizationId: number, userId: number, groupIds: number[]) {
  if (groupIds.length === 0) return;
  await db
    .delete(userGroupAssignments)
    .where(
      and(
        eq(userGroupAssignments.organizationId, organizationId),
        eq(userGroupAssignments.userId, userId),
        inArray(userGroupAssignments.groupId, groupIds),
      ),
    );
}

/** The user's choice for the Users page; 'all' until they choose. */
export async function scopeOf(db: Db, organizationId: number, userId: number): Promise<'all' | 'current'> {
  const [row] = await db
    .select({ scope: manageUserSettings.scope })
    .from(manageUserSettings)
    .where(and(eq(manageUserSettings.organizationId, organizationId), eq(manageUserSettings.userId, userId)));
  return row?.scope ?? 'all';
}

export async function saveScope(db: Db, organizationId: number, userId: number, scope: 'all' | 'current', now: Date) {
  await db
    .insert(manageUserSettings)
    .values({ organizationId, userId, scope, updatedAt: now })
    .onConflictDoUpdate({
      target: [manageUserSettings.organizationId, manageUserSettings.userId],
      set: { scope, updatedAt: now },
    });
}
