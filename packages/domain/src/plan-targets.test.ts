import { describe, expect, it } from 'vitest';
import {
  locationsCoveredBy,
  locationsLosingPlan,
  looksLikeMasterPlan,
  type OrganizationShape,
  planAppliesToLocation,
  planTargetOf,
  planTargetWords,
  storedTarget,
} from './plan-targets';

const harbor: OrganizationShape = {
  locations: [
    { id: 1, name: 'Harbor North' },
    { id: 2, name: 'Harbor South' },
    { id: 3, name: 'Harbor East' },
  ],
  groups: [{ id: 7, name: 'Coast', locationIds: [1, 2] }],
};

describe('plan targets', () => {
  it('offers a master plan at every location of the organization', () => {
    expect(locationsCoveredBy({ type: 'master' }, harbor)).toEqual([1, 2, 3]);
  });

  it('offers a group plan only at the locations its group holds', () => {
    const coast = { type: 'group', groupId: 7 } as const;
    expect(locationsCoveredBy(coast, harbor)).toEqual([1, 2]);
    expect(planAppliesToLocation(coast, 3, harbor)).toBe(false);
  });

  it('offers a location plan at that location only, and nowhere when the location is not the organization’s', () => {
    expect(locationsCoveredBy({ type: 'location', locationId: 2 }, harbor)).toEqual([2]);
    expect(locationsCoveredBy({ type: 'location', locationId: 99 }, harbor)).toEqual([]);
  });

  it('reads a location plan without a target as a plan of its home location (plans made before targets)', () => {
    expect(planTargetOf('location', null, 3)).toEqual({ type: 'location', locationId: 3 });
    expect(planTargetOf('master', 5, 3)).toEqual({ type: 'master' });
    expect(storedTarget({ type: 'group', groupId: 7 })).toEqual({ targetType: 'group', targetId: 7 });
  });

  it('names the locations that stop offering a plan moved from master to one location', () => {
    expect(locationsLosingPlan({ type: 'master' }, { type: 'location', locationId: 1 }, harbor)).toEqual([2, 3]);
    expect(locationsLosingPlan({ type: 'location', locationId: 1 }, { type: 'master' }, harbor)).toEqual([]);
  });

  it('says a target in words a practice manager reads, in English and Spanish', () => {
    expect(planTargetWords({ type: 'master' }, harbor)).toBe('All locations');
    expect(planTargetWords({ type: 'group', groupId: 7 }, harbor)).toBe('Group: Coast');
    expect(planTargetWords({ type: 'location', locationId: 1 }, harbor)).toBe('Harbor North only');
    expect(planTargetWords({ type: 'location', locationId: 1 }, harbor, true)).toBe('Solo Harbor North');
  });

  it('treats a location plan with the same name, or the same preset for the same age group, as a legacy copy', () => {
    const master = { name: 'Adult Wellness', presetType: 'adult_wellness', ageGroup: 'adult' };
    expect(looksLikeMasterPlan({ name: 'adult  wellness!', presetType: null, ageGroup: 'adult' }, master)).toBe(true);
    expect(looksLikeMasterPlan({ name: 'Grown-ups', presetType: 'adult_wellness', ageGroup: 'adult' }, master)).toBe(
      true,
    );
    expect(looksLikeMasterPlan({ name: 'Grown-ups', presetType: 'adult_wellness', ageGroup: 'child' }, master)).toBe(
      false,
    );
    expect(looksLikeMasterPlan({ name: 'Kids', presetType: null, ageGroup: 'child' }, master)).toBe(false);
  });
});
