import type {
  ManageUserScope,
  ManageUserSettingResponse,
  ManageUsersResponse,
  UserAssignmentsResponse,
} from '@mhq/contract';
import { isPlatformAdmin, mayInOffice } from '@mhq/domain';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import {
  groupAssignments,
  groupsOf,
  locationsOf,
  officeOf,
  type StaffRow,
  saveScope,
  scopeOf,
  staffRows,
} from './staff-assignments.queries';
import { groupOptions, locationOptions, type OrgPicture, staffUserView } from './staff-assignments.view';

// The Users page of a multi-location organization: who works where, as the caller may see it. The guard has checked
// the acting office (the caller works there) and, for a named user, that they work in the organization.

/** The acting office, which must exist (the guard has let the caller act there). */
export async function actingOffice(db: Db, officeId: number) {
  const office = await officeOf(db, officeId);
  if (!office) throw notFound();
  return office;
}

/** The organization's locations, groups and staff as the caller sees them (one read, in `db`'s transaction). */
export async function readOrganization(db: Db, auth: AuthContext, organizationId: number) {
  const locations = await locationsOf(db, organizationId);
  const groups = await groupsOf(db, organizationId);
  const assignments = await groupAssignments(db, organizationId);
  const rows = await staffRows(db, organizationId);
  const visible = new Set(
    isPlatformAdmin(auth.type)
      ? locations.map((l) => l.id)
      : rows.filter((r) => r.userId === auth.userId).map((r) => r.officeId),
  );
  const org: OrgPicture = { locations, groups, assignments, visible };
  return { org, rows };
}

/** The rows of one user, grouped from the organization's. */
function byUser(rows: StaffRow[]): Map<number, StaffRow[]> {
  const users = new Map<number, StaffRow[]>();
  for (const r of rows) users.set(r.userId, [...(users.get(r.userId) ?? []), r]);
  return users;
}

/** Whether the caller may change assignments from the acting office: its owner or office admin. */
function callerMayManage(auth: AuthContext, rows: StaffRow[], officeId: number): boolean {
  const link = rows.find((r) => r.userId === auth.userId && r.officeId === officeId) ?? null;
  return mayInOffice(auth.type, link, 'manageTeam');
}

/** A named user's rows, if the caller may see them: they work at one of the caller's locations. Else 404. */
export function visibleUser(org: OrgPicture, rows: StaffRow[], userId: number): StaffRow[] {
  const mine = rows.filter((r) => r.userId === userId);
  if (!mine.some((r) => org.visible.has(r.officeId))) throw notFound();
  return mine;
}

/** The users of the caller's locations (or of the acting office only, as the caller chose), with their assignments. */
export async function manageUsers(ctx: Ctx, auth: AuthContext, officeId: number): Promise<ManageUsersResponse> {
  const office = await actingOffice(ctx.db, officeId);
  const { org, rows } = await readOrganization(ctx.db, auth, office.organizationId);
  const scope = await scopeOf(ctx.db, office.organizationId, auth.userId);
  const shown = (userRows: StaffRow[]) =>
    userRows.some((r) => (scope === 'current' ? r.officeId === office.id : org.visible.has(r.officeId)));
  const users = [...byUser(rows).values()].filter(shown).map((u) => staffUserView(u, org, office.id));
  return {
    scope,
    currentLocation: { id: office.id, name: office.name, closed: office.closed },
    organizationLocations: org.locations.length,
    locations: org.locations.filter((l) => org.visible.has(l.id)),
    groups: org.groups.map((g) => ({ id: g.id, name: g.name, locationIds: g.locationIds })),
    users,
    canManage: callerMayManage(auth, rows, office.id),
  };
}

/** One user's assignments and every location and group the caller could give or take away. */
export async function userAssignments(
  ctx: Ctx,
  auth: AuthContext,
  ids: { officeId: number; userId: number },
): Promise<UserAssignmentsResponse> {
  const office = await actingOffice(ctx.db, ids.officeId);
  return assignmentsView(ctx.db, auth, office, ids.userId);
}

/** The assignment modal's answer, read in `db` (after a change: in its transaction). */
export async function assignmentsView(
  db: Db,
  auth: AuthContext,
  office: { id: number; organizationId: number },
  userId: number,
): Promise<UserAssignmentsResponse> {
  const { org, rows } = await readOrganization(db, auth, office.organizationId);
  const mine = visibleUser(org, rows, userId);
  return {
    user: staffUserView(mine, org, office.id),
    locations: locationOptions(mine, org),
    groups: groupOptions(mine, org),
    canManage: callerMayManage(auth, rows, office.id),
  };
}

/** Saves whose users the caller's Users page lists. */
export async function changeManageUserSetting(
  ctx: Ctx,
  auth: AuthContext,
  scope: ManageUserScope,
): Promise<ManageUserSettingResponse> {
  // Only office users belong to an organization; anyone else has no Users page to set.
  if (auth.organizationId === null) throw notFound();
  await saveScope(ctx.db, auth.organizationId, auth.userId, scope, ctx.clock.now());
  return {
    _message:
      scope === 'all'
        ? 'The Users page now lists the users of all your locations.'
        : 'The Users page now lists the users of the location you are working in.',
    scope,
  };
}
