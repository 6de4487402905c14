import type { AssignUsersRequest, AssignUsersResponse } from '@mhq/contract';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import {
  addGroupAssignments,
  deleteLink,
  type GroupRow,
  insertLink,
  lockUser,
  markGranted,
  removeGroupAssignments,
  type StaffRow,
  unmarkGranted,
} from './staff-assignments.queries';
import { actingOffice, assignmentsView, readOrganization, visibleUser } from './staff-assignments.service';
import { groupSync } from './staff-assignments.sync';
import { groupsOfUser, type Location, type OrgPicture } from './staff-assignments.view';

// Giving a user locations and groups, and taking them away. A user's access to a location is their office_users row
// there, which the guard reads on every request: a change applies to their open sessions at once.

type Actor = { auth: AuthContext; ip: string };
type Ids = { officeId: number; userId: number };
type Change = { org: OrgPicture; rows: StaffRow[]; locations: Location[]; groups: GroupRow[]; name: string };

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The locations named, each of the organization and one the caller works at; any other answers 404. */
function locationsNamed(org: OrgPicture, ids: number[]): Location[] {
  return [...new Set(ids)].map((id) => {
    const l = org.locations.find((x) => x.id === id);
    if (!l || !org.visible.has(id)) throw notFound();
    return l;
  });
}

/** The groups named, each of the organization (else 404) and holding only locations the caller works at (else 403). */
function groupsNamed(org: OrgPicture, ids: number[]): GroupRow[] {
  return [...new Set(ids)].map((id) => {
    const g = org.groups.find((x) => x.id === id);
    if (!g) throw notFound();
    const outside = g.locationIds.filter((l) => !org.visible.has(l));
    if (outside.length > 0) {
      throw new AppError('FORBIDDEN', `${g.name} holds locations you do not work at: ask the owner to change it.`);
    }
    return g;
  });
}

/**
 * Runs one change of a user's assignments in a transaction, the user's row locked so two changes to one user apply
 * in turn; writes its audit line with it and answers the user's assignments after it.
 */
async function change(
  ctx: Ctx,
  actor: Actor,
  ids: Ids,
  req: AssignUsersRequest,
  does: 'assign' | 'unassign',
  work: (tx: Db, c: Change, organizationId: number) => Promise<string>,
): Promise<AssignUsersResponse> {
  const office = await actingOffice(ctx.db, ids.officeId);
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, ids.userId);
    const { org, rows } = await readOrganization(tx, actor.auth, office.organizationId);
    const mine = visibleUser(org, rows, ids.userId);
    const locations = locationsNamed(org, req.locationIds ?? []);
    const groups = groupsNamed(org, req.groupIds ?? []);
    const name = `${mine[0]?.firstName ?? ''} ${mine[0]?.lastName ?? ''}`.trim();
    const message = await work(tx, { org, rows: mine, locations, groups, name }, office.organizationId);
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId: office.id,
      actorUserId: actor.auth.userId,
      action: `staff.${does}`,
      targetType: 'user',
      targetId: ids.userId,
      detail: { locationIds: locations.map((l) => l.id), groupIds: groups.map((g) => g.id) },
      ip: actor.ip,
    });
    return { _message: message, ...(await assignmentsView(tx, actor.auth, office, ids.userId)) };
  });
}

/** Gives the user the locations (directly) and groups (each of their locations, now and later) named. */
export function assignUser(ctx: Ctx, actor: Actor, ids: Ids, req: AssignUsersRequest) {
  return change(ctx, actor, ids, req, 'assign', async (tx, c, organizationId) => {
    const { rows, locations, groups, name } = c;
    const closed = locations.find((l) => l.closed && !rows.some((r) => r.officeId === l.id));
    if (closed) throw badRequest(`${closed.name} is closed: it takes no new staff.`);
    // A new location's row takes the user's job title and permissions from where the caller assigns them.
    const template = rows.find((r) => r.officeId === ids.officeId) ?? rows[0];
    const link = (officeId: number) =>
      insertLink(tx, {
        organizationId,
        officeId,
        userId: ids.userId,
        jobTitle: template?.jobTitle ?? null,
        permissions: template?.permissions ?? [],
      });
    for (const l of locations) {
      const row = rows.find((r) => r.officeId === l.id);
      if (!row) await link(l.id);
      else if (row.grantedOnly) await unmarkGranted(tx, organizationId, l.id, ids.userId);
    }
    await addGroupAssignments(
      tx,
      organizationId,
      ids.userId,
      groups.map((g) => g.id),
    );
    const direct = new Set([...rows.map((r) => r.officeId), ...locations.map((l) => l.id)]);
    const given = groups
      .flatMap((g) => g.locationIds)
      .filter((id, i, all) => all.indexOf(id) === i && !direct.has(id))
      .filter((id) => !c.org.locations.find((l) => l.id === id)?.closed);
    for (const officeId of given) await link(officeId);
    await markGranted(
      tx,
      organizationId,
      given.map((officeId) => ({ officeId, userId: ids.userId })),
    );
    // The locations module's sync, for whatever else the group's assignments owe (marked as the group's).
    await groupSync(
      tx,
      organizationId,
      groups.map((g) => g.id),
    );
    const parts = [
      locations.length > 0 ? `${name} now works at ${list(locations.map((l) => l.name))}.` : '',
      groups.length > 0 ? `${name} is assigned to ${list(groups.map((g) => g.name))}.` : '',
    ];
    return parts.filter(Boolean).join(' ');
  });
}

/**
 * Takes locations and groups from the user. A location stays while a group the user keeps holds it; the user keeps
 * at least one location; the organization's owners keep every one.
 */
export function unassignUser(ctx: Ctx, actor: Actor, ids: Ids, req: AssignUsersRequest) {
  return change(ctx, actor, ids, req, 'unassign', async (tx, c, organizationId) => {
    const { org, rows, locations, groups, name } = c;
    if (rows.some((r) => r.isOwner)) {
      throw badRequest(`${name} is an owner: owners work at every location and in every group.`);
    }
    const removedGroups = new Set(groups.map((g) => g.id));
    const kept = groupsOfUser(org, ids.userId).filter((g) => !removedGroups.has(g.id));
    const keptBy = (officeId: number) => kept.filter((g) => g.locationIds.includes(officeId)).map((g) => g.name);
    const named = new Set(locations.map((l) => l.id));
    const touched = new Set([...named, ...groups.flatMap((g) => g.locationIds)]);
    for (const l of locations) {
      const row = rows.find((r) => r.officeId === l.id);
      if (row?.grantedOnly && keptBy(l.id).length > 0) {
        throw badRequest(
          `${name} works at ${l.name} through ${list(keptBy(l.id))}: take the group away, or change the group.`,
        );
      }
    }
    // What each of the user's rows becomes: kept as a direct assignment, kept through a group, or removed.
    const after = rows.map((r) => {
      const direct = !r.grantedOnly && !named.has(r.officeId);
      const viaGroup = keptBy(r.officeId).length > 0;
      const removed = touched.has(r.officeId) && !direct && !viaGroup;
      return { row: r, direct, removed };
    });
    if (after.every((a) => a.removed)) {
      throw badRequest(`${name} must keep at least one location: give them another one first.`);
    }
    await removeGroupAssignments(tx, organizationId, ids.userId, [...removedGroups]);
    const stillThrough: string[] = [];
    for (const a of after) {
      if (a.removed) await deleteLink(tx, organizationId, a.row.officeId, ids.userId);
      else if (!a.direct && !a.row.grantedOnly) {
        // Was assigned directly and a group still gives it: kept, now only through the group.
        await markGranted(tx, organizationId, [{ officeId: a.row.officeId, userId: ids.userId }]);
        stillThrough.push(org.locations.find((l) => l.id === a.row.officeId)?.name ?? '');
      }
    }
    const gone = after.filter((a) => a.removed).map((a) => org.locations.find((l) => l.id === a.row.officeId)?.name);
    const parts = [
      groups.length > 0 ? `${name} is no longer assigned to ${list(groups.map((g) => g.name))}.` : '',
      gone.length > 0 ? `${name} no longer works at ${list(gone.filter((n): n is string => Boolean(n)))}.` : '',
      stillThrough.length > 0 ? `${list(stillThrough)} stays: a group of theirs holds it.` : '',
    ];
    return parts.filter(Boolean).join(' ') || `Nothing changed: ${name} was not assigned there.`;
  });
}
