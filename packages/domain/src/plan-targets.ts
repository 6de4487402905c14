import type { TargetType } from './plans';

// Plans for a whole organization (spec 02 §3 'Plan (custom membership)': target, targetType master/group/location).
// A master plan is offered at every location, a group plan at the locations its group holds, a location plan at
// that one location. The server's SQL rule (`planAppliesTo` in the plans module) is the same rule as
// `locationsCoveredBy` here; the tests of both say so.

/** Where a plan is offered: the whole organization, one group of locations, or one location. */
export type PlanTarget =
  | { type: 'master' }
  | { type: 'group'; groupId: number }
  | { type: 'location'; locationId: number };

/** The organization's shape as far as targets need it: its locations and which locations each group holds. */
export type OrganizationShape = {
  locations: readonly { id: number; name: string; closed?: boolean }[];
  groups: readonly { id: number; name: string; locationIds: readonly number[] }[];
};

/** A plan's stored target (target_type, target_id) as a value; an unknown or incomplete one is its home location. */
export function planTargetOf(
  targetType: TargetType | string,
  targetId: number | null,
  homeLocationId: number,
): PlanTarget {
  if (targetType === 'master') return { type: 'master' };
  if (targetType === 'group' && targetId !== null) return { type: 'group', groupId: targetId };
  return { type: 'location', locationId: targetId ?? homeLocationId };
}

/** The stored form of a target. */
export function storedTarget(target: PlanTarget): { targetType: TargetType; targetId: number | null } {
  switch (target.type) {
    case 'master':
      return { targetType: 'master', targetId: null };
    case 'group':
      return { targetType: 'group', targetId: target.groupId };
    case 'location':
      return { targetType: 'location', targetId: target.locationId };
  }
}

/** The locations a target offers the plan at, in the organization's order. */
export function locationsCoveredBy(target: PlanTarget, org: OrganizationShape): number[] {
  switch (target.type) {
    case 'master':
      return org.locations.map((l) => l.id);
    case 'group': {
      const held = new Set(org.groups.find((g) => g.id === target.groupId)?.locationIds ?? []);
      return org.locations.filter((l) => held.has(l.id)).map((l) => l.id);
    }
    case 'location':
      return org.locations.some((l) => l.id === target.locationId) ? [target.locationId] : [];
  }
}

/** Whether a plan with this target is offered at the location. */
export function planAppliesToLocation(target: PlanTarget, locationId: number, org: OrganizationShape): boolean {
  return locationsCoveredBy(target, org).includes(locationId);
}

/**
 * Moving a plan from one target to another: the locations that stop offering it. Members on the plan there keep it
 * (and its price) until they change plan themselves; only new members can no longer choose it there.
 */
export function locationsLosingPlan(from: PlanTarget, to: PlanTarget, org: OrganizationShape): number[] {
  const after = new Set(locationsCoveredBy(to, org));
  return locationsCoveredBy(from, org).filter((id) => !after.has(id));
}

/** The words for a target a practice manager reads: 'All locations', 'Group: Coast', 'Harbor North only'. */
export function planTargetWords(target: PlanTarget, org: OrganizationShape, spanish = false): string {
  switch (target.type) {
    case 'master':
      return spanish ? 'Todas las sedes' : 'All locations';
    case 'group': {
      const name = org.groups.find((g) => g.id === target.groupId)?.name ?? (spanish ? 'sin nombre' : 'unnamed');
      return spanish ? `Grupo: ${name}` : `Group: ${name}`;
    }
    case 'location': {
      const name =
        org.locations.find((l) => l.id === target.locationId)?.name ?? (spanish ? 'Una sede' : 'One location');
      return spanish ? `Solo ${name}` : `${name} only`;
    }
  }
}

/** Plan names compared as people read them: case, spacing and punctuation aside. */
export function samePlanName(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return norm(a) === norm(b);
}

/** What decides whether a location's own plan duplicates a master plan. */
export type PlanLikeness = { name: string; presetType: string | null; ageGroup: string };

/**
 * A location's own older plan looks like a master plan (spec 02 §3 'Legacy plan') when it has the same name, or
 * when both come from the same preset for the same age group: the same offer made twice.
 */
export function looksLikeMasterPlan(legacy: PlanLikeness, master: PlanLikeness): boolean {
  if (samePlanName(legacy.name, master.name)) return true;
  return legacy.presetType !== null && legacy.presetType === master.presetType && legacy.ageGroup === master.ageGroup;
}
