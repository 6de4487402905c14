import type { OrgStaffUser, StaffGroupOption, StaffLocationOption, StaffStatus } from '@mhq/contract';
import type { GroupRow, StaffRow } from './staff-assignments.queries';

// A user's assignments as the Users page and the assignment modal show them. Only locations the caller works at are
// named: the others are counted ('and 1 other location'), so a regional manager learns nothing of a region not theirs.

export type Location = { id: number; name: string; closed: boolean };

/** The organization as one request reads it. */
export type OrgPicture = {
  locations: Location[];
  groups: GroupRow[];
  assignments: { userId: number; groupId: number }[];
  /** The locations the caller works at (all of them for a platform admin). */
  visible: Set<number>;
};

export const OWNER_LOCKED = 'Owners work at every location';

const statusOf = (r: StaffRow): StaffStatus => (!r.isActive ? 'deactivated' : r.invited ? 'invited' : 'active');

/** The groups a user is assigned to, in the organization's order. */
export function groupsOfUser(org: OrgPicture, userId: number): GroupRow[] {
  const ids = new Set(org.assignments.filter((a) => a.userId === userId).map((a) => a.groupId));
  return org.groups.filter((g) => ids.has(g.id));
}

/** The names of the user's groups that hold the location. */
function throughGroups(groups: GroupRow[], officeId: number): string[] {
  return groups.filter((g) => g.locationIds.includes(officeId)).map((g) => g.name);
}

/** One user (all their rows in the organization), with the row at `currentOfficeId` giving the job title. */
export function staffUserView(rows: StaffRow[], org: OrgPicture, currentOfficeId: number): OrgStaffUser {
  const [first] = rows;
  if (!first) throw new Error('a staff user has at least one location');
  const groups = groupsOfUser(org, first.userId);
  const here = rows.find((r) => r.officeId === currentOfficeId) ?? first;
  const seen = rows.filter((r) => org.visible.has(r.officeId));
  return {
    userId: first.userId,
    firstName: first.firstName,
    lastName: first.lastName,
    email: first.email,
    type: first.type,
    isOwner: rows.some((r) => r.isOwner),
    jobTitle: here.jobTitle,
    status: statusOf(first),
    locations: org.locations
      .filter((l) => seen.some((r) => r.officeId === l.id))
      .map((l) => {
        const row = seen.find((r) => r.officeId === l.id);
        return { ...l, direct: !row?.grantedOnly, throughGroups: throughGroups(groups, l.id) };
      }),
    otherLocations: rows.length - seen.length,
    groups: groups.map((g) => ({ id: g.id, name: g.name })),
  };
}

/** Every location the caller works at, as a checkbox of the modal: assigned or not, and why it cannot change. */
export function locationOptions(rows: StaffRow[], org: OrgPicture): StaffLocationOption[] {
  const userId = rows[0]?.userId ?? 0;
  const groups = groupsOfUser(org, userId);
  const owner = rows.some((r) => r.isOwner);
  return org.locations
    .filter((l) => org.visible.has(l.id))
    .map((l) => {
      const row = rows.find((r) => r.officeId === l.id);
      const through = throughGroups(groups, l.id);
      const direct = Boolean(row && !row.grantedOnly);
      let locked: string | null = null;
      if (owner) locked = OWNER_LOCKED;
      else if (row && !direct && through.length > 0) locked = `Given by ${through.join(', ')}`;
      else if (!row && l.closed) locked = 'Closed';
      return { ...l, assigned: Boolean(row), direct, throughGroups: through, locked };
    });
}

/** Every group of the organization as a checkbox: one holding a location the caller does not work at is not theirs. */
export function groupOptions(rows: StaffRow[], org: OrgPicture): StaffGroupOption[] {
  const userId = rows[0]?.userId ?? 0;
  const mine = new Set(groupsOfUser(org, userId).map((g) => g.id));
  const owner = rows.some((r) => r.isOwner);
  const names = new Map(org.locations.map((l) => [l.id, l.name]));
  return org.groups.map((g) => ({
    id: g.id,
    name: g.name,
    assigned: mine.has(g.id),
    locationIds: g.locationIds,
    locationNames: g.locationIds.map((id) => names.get(id) ?? '').filter(Boolean),
    locked: owner
      ? OWNER_LOCKED
      : g.locationIds.some((id) => !org.visible.has(id))
        ? 'Holds locations you do not work at'
        : null,
  }));
}
