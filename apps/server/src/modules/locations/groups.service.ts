import type { GroupResponse, GroupsResponse, LocationGroup } from '@mhq/contract';
import { LOCATION_MESSAGES as M } from '@mhq/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { isPgError } from '../../db/pg-errors';
import { locationGroupOffices, locationGroups, offices, officeUsers, userGroupAssignments } from '../../db/schema';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.queries';
import { type Actor, visibleLocations } from './locations.service';

// Groups of locations (regions). A caller sees and changes a group's locations among those they work at; locations
// of a group they do not work at stay in it untouched.

type Scope = { organizationId: number; officeIds: readonly number[] };
type Fields = { name: string; locationIds: number[] };

/**
 * Gives every user assigned to the group an office_users row at each of its locations (a location added to a group
 * brings its users with it). Rows are only added: a user keeps a location they were also given directly.
 */
export async function syncGroupAssignments(tx: Db, organizationId: number, groupId: number): Promise<void> {
  const pairs = await tx
    .select({ userId: userGroupAssignments.userId, officeId: locationGroupOffices.officeId })
    .from(userGroupAssignments)
    .innerJoin(
      locationGroupOffices,
      and(
        eq(locationGroupOffices.organizationId, userGroupAssignments.organizationId),
        eq(locationGroupOffices.groupId, userGroupAssignments.groupId),
      ),
    )
    .where(and(eq(userGroupAssignments.organizationId, organizationId), eq(userGroupAssignments.groupId, groupId)));
  if (pairs.length === 0) return;
  await tx
    .insert(officeUsers)
    .values(pairs.map((p) => ({ organizationId, officeId: p.officeId, userId: p.userId })))
    .onConflictDoNothing();
}

async function groupsOf(db: Db, scope: Scope, ids?: readonly number[]): Promise<LocationGroup[]> {
  const groups = await db
    .select()
    .from(locationGroups)
    .where(
      and(
        eq(locationGroups.organizationId, scope.organizationId),
        ids ? inArray(locationGroups.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(locationGroups.name), asc(locationGroups.id));
  if (groups.length === 0) return [];
  const groupIds = groups.map((g) => g.id);
  const places = await db
    .select({
      groupId: locationGroupOffices.groupId,
      id: offices.id,
      name: offices.officeName,
      closedAt: offices.closedAt,
    })
    .from(locationGroupOffices)
    .innerJoin(
      offices,
      and(
        eq(offices.organizationId, locationGroupOffices.organizationId),
        eq(offices.id, locationGroupOffices.officeId),
      ),
    )
    .where(
      and(
        eq(locationGroupOffices.organizationId, scope.organizationId),
        inArray(locationGroupOffices.groupId, groupIds),
      ),
    )
    .orderBy(asc(offices.officeName));
  const assigned = await db
    .select({ groupId: userGroupAssignments.groupId, userId: userGroupAssignments.userId })
    .from(userGroupAssignments)
    .where(
      and(
        eq(userGroupAssignments.organizationId, scope.organizationId),
        inArray(userGroupAssignments.groupId, groupIds),
      ),
    );
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    locations: places
      .filter((p) => p.groupId === g.id && scope.officeIds.includes(p.id))
      .map((p) => ({ id: p.id, name: p.name, closed: p.closedAt !== null })),
    assignedUsers: assigned.filter((a) => a.groupId === g.id).length,
  }));
}

/** The organization's groups, each with the locations of it the caller works in. */
export async function organizationGroups(ctx: Ctx, actor: Actor, officeId: number): Promise<GroupsResponse> {
  const scope = await visibleLocations(ctx, actor.auth, officeId);
  return { groups: await groupsOf(ctx.db, scope) };
}

/** One group. */
export async function groupDetail(ctx: Ctx, actor: Actor, officeId: number, groupId: number): Promise<GroupResponse> {
  const scope = await visibleLocations(ctx, actor.auth, officeId);
  const [group] = await groupsOf(ctx.db, scope, [groupId]);
  if (!group) throw notFound();
  return { group };
}

const nameTaken = (name: string) => badRequest(M.groupExists(name.trim()), { name: M.groupExists(name.trim()) });

/** Writes a group's name and locations; a name another group of the organization has is refused (the unique key). */
async function writeGroup(ctx: Ctx, run: (tx: Db) => Promise<number>, name: string): Promise<number> {
  try {
    return await ctx.db.transaction(run);
  } catch (err) {
    if (isPgError(err, '23505')) throw nameTaken(name);
    throw err;
  }
}

/** Creates a group of locations. */
export async function createGroup(ctx: Ctx, actor: Actor, officeId: number, f: Fields): Promise<GroupResponse> {
  const scope = await visibleLocations(ctx, actor.auth, officeId);
  const name = f.name.trim();
  const id = await writeGroup(
    ctx,
    async (tx) => {
      const now = ctx.clock.now();
      const [group] = await tx
        .insert(locationGroups)
        .values({
          organizationId: scope.organizationId,
          name,
          createdByUserId: actor.auth.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!group) throw new Error('group insert failed');
      await tx
        .insert(locationGroupOffices)
        .values(
          f.locationIds.map((officeId) => ({ organizationId: scope.organizationId, groupId: group.id, officeId })),
        );
      await audit(tx, actor, scope, officeId, 'location_group.create', group.id, { name, locations: f.locationIds });
      return group.id;
    },
    name,
  );
  const [group] = await groupsOf(ctx.db, scope, [id]);
  if (!group) throw notFound();
  return { _message: M.groupCreated(name), group };
}

/** Renames a group or changes its locations (those the caller does not work at stay); its users follow its locations. */
export async function updateGroup(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  groupId: number,
  f: Fields,
): Promise<GroupResponse> {
  const scope = await visibleLocations(ctx, actor.auth, officeId);
  const name = f.name.trim();
  await writeGroup(
    ctx,
    async (tx) => {
      const [group] = await tx
        .update(locationGroups)
        .set({ name, updatedAt: ctx.clock.now() })
        .where(and(eq(locationGroups.organizationId, scope.organizationId), eq(locationGroups.id, groupId)))
        .returning();
      if (!group) throw notFound();
      const before = await tx
        .select({ officeId: locationGroupOffices.officeId })
        .from(locationGroupOffices)
        .where(
          and(eq(locationGroupOffices.organizationId, scope.organizationId), eq(locationGroupOffices.groupId, groupId)),
        );
      const kept = before.map((b) => b.officeId).filter((id) => !scope.officeIds.includes(id));
      const next = [...new Set([...f.locationIds, ...kept])];
      await tx
        .delete(locationGroupOffices)
        .where(
          and(eq(locationGroupOffices.organizationId, scope.organizationId), eq(locationGroupOffices.groupId, groupId)),
        );
      await tx
        .insert(locationGroupOffices)
        .values(next.map((id) => ({ organizationId: scope.organizationId, groupId, officeId: id })));
      await syncGroupAssignments(tx, scope.organizationId, groupId);
      await audit(tx, actor, scope, officeId, 'location_group.update', groupId, { name, locations: next });
      return groupId;
    },
    name,
  );
  const [group] = await groupsOf(ctx.db, scope, [groupId]);
  if (!group) throw notFound();
  return { _message: M.groupSaved(name), group };
}

/** Deletes groups (all of them the organization's, else nothing): their locations and users stay where they are. */
export async function deleteGroups(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  ids: readonly number[],
): Promise<GroupsResponse> {
  const scope = await visibleLocations(ctx, actor.auth, officeId);
  await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(locationGroups)
      .where(and(eq(locationGroups.organizationId, scope.organizationId), inArray(locationGroups.id, [...ids])))
      .returning({ id: locationGroups.id, name: locationGroups.name });
    // Another organization's group (or one deleted meanwhile) is not found, and nothing is deleted.
    if (gone.length !== ids.length) throw notFound();
    for (const g of gone) await audit(tx, actor, scope, officeId, 'location_group.delete', g.id, { name: g.name });
  });
  return { _message: M.groupsDeleted(ids.length), groups: await groupsOf(ctx.db, scope) };
}

async function audit(
  tx: Db,
  actor: Actor,
  scope: Scope,
  officeId: number,
  action: string,
  groupId: number,
  detail: Record<string, unknown>,
) {
  await recordAudit(tx, {
    organizationId: scope.organizationId,
    officeId,
    actorUserId: actor.auth.userId,
    action,
    targetType: 'location_group',
    targetId: groupId,
    detail,
    ip: actor.ip,
  });
}
