import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CopyablePlan,
  copyPlan,
  copyPlanName,
  copySpanishPlanName,
  customMembershipDefaults,
  isCustomPlanType,
  isPlanOffered,
  isTemporaryPlanId,
  NEW_PLAN_TEMPORARY_ID,
  newPlanDefaults,
  nextPlanId,
  nextViewStatus,
  PLAN_COLOR_STATES,
  PLAN_TYPES,
  PLAN_VIEW_STATUSES,
  TARGET_TYPES,
} from './plans';

/** An active manage-view plan with members; tests change one thing. */
const managedPlan = (over: Partial<CopyablePlan & { notes: string }> = {}) => ({
  id: 7,
  planName: 'Adult Wellness',
  viewStatus: 'active' as const,
  hasActiveMembers: true,
  memberCount: { monthly: 12, annually: 3 },
  notes: 'cleanings twice a year',
  ...over,
});

describe('plan constants (spec 02 section 3)', () => {
  it('lists the view statuses, with inactive only as a colour state', () => {
    expect([...PLAN_VIEW_STATUSES]).toEqual(['draft', 'active', 'archived']);
    expect([...PLAN_COLOR_STATES]).toEqual(['draft', 'active', 'archived', 'inactive']);
  });

  it('lists the plan types and target types', () => {
    expect([...PLAN_TYPES]).toEqual(['month', 'year', 'custom', 'custom_year']);
    expect([...TARGET_TYPES]).toEqual(['master', 'group', 'location']);
  });

  it('treats custom and custom_year as the custom plans', () => {
    expect(PLAN_TYPES.filter(isCustomPlanType)).toEqual(['custom', 'custom_year']);
  });
});

describe('nextViewStatus (spec 01 section 4)', () => {
  it('brings an archived plan back as draft whatever target was chosen', () => {
    expect(nextViewStatus('archived')).toBe('draft');
    for (const target of PLAN_VIEW_STATUSES) expect(nextViewStatus('archived', target)).toBe('draft');
  });

  it('publishes a draft plan when draft is chosen', () => {
    expect(nextViewStatus('draft', 'draft')).toBe('active');
  });

  it('applies the chosen target otherwise', () => {
    expect(nextViewStatus('draft', 'archived')).toBe('archived');
    expect(nextViewStatus('active', 'archived')).toBe('archived');
    expect(nextViewStatus('active', 'draft')).toBe('draft');
    expect(nextViewStatus('active', 'active')).toBe('active');
  });

  it('defaults to draft when no target is chosen', () => {
    expect(nextViewStatus('active')).toBe('draft');
    expect(nextViewStatus('draft')).toBe('draft');
  });
});

describe('isPlanOffered (spec 01 section 4)', () => {
  it('offers a plan only when its viewStatus is active', () => {
    expect(PLAN_COLOR_STATES.filter((viewStatus) => isPlanOffered({ viewStatus }))).toEqual(['active']);
  });
});

describe('copyPlanName (spec 01 section 4)', () => {
  it("names the first copy 'Copy of {name}'", () => {
    expect(copyPlanName('Adult Wellness', ['Adult Wellness'])).toBe('Copy of Adult Wellness');
  });

  it('adds a bracketed counter when a copy already exists', () => {
    expect(copyPlanName('Adult Wellness', ['Adult Wellness', 'Copy of Adult Wellness'])).toBe(
      'Copy of Adult Wellness (1)',
    );
    expect(copyPlanName('Adult Wellness', ['Copy of Adult Wellness', 'Copy of Adult Wellness (1)'])).toBe(
      'Copy of Adult Wellness (2)',
    );
  });

  it('takes the smallest counter no plan uses', () => {
    expect(copyPlanName('Perio', ['Copy of Perio', 'Copy of Perio (2)'])).toBe('Copy of Perio (1)');
  });

  it('compares names trimmed and ignoring case', () => {
    expect(copyPlanName(' Perio ', ['copy of perio '])).toBe('Copy of Perio (1)');
  });

  it('never gives a name already taken', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.nat({ max: 6 }), (name, copies) => {
        const names = [name];
        for (let i = 0; i < copies; i += 1) names.push(copyPlanName(name, names));
        expect(new Set(names.slice(1).map((n) => n.toLowerCase())).size).toBe(copies);
        const next = copyPlanName(name, names);
        expect(names.map((n) => n.trim().toLowerCase())).not.toContain(next.trim().toLowerCase());
      }),
    );
  });
});

describe('copyPlan (spec 01 section 4)', () => {
  it('copies the plan as a draft named as a copy, with a temporary id and no members', () => {
    const copy = copyPlan(managedPlan(), ['Adult Wellness']);
    expect(copy).toEqual({
      id: NEW_PLAN_TEMPORARY_ID,
      planName: 'Copy of Adult Wellness',
      viewStatus: 'draft',
      hasActiveMembers: false,
      memberCount: { monthly: 0, annually: 0 },
      notes: 'cleanings twice a year',
    });
  });

  it('leaves the original untouched and adds no member fields the plan did not carry', () => {
    const original = { id: 3, planName: 'Teen', viewStatus: 'archived' as const };
    const copy = copyPlan(original, ['Teen', 'Copy of Teen']);
    expect(copy).toEqual({ id: NEW_PLAN_TEMPORARY_ID, planName: 'Copy of Teen (1)', viewStatus: 'draft' });
    expect(original).toEqual({ id: 3, planName: 'Teen', viewStatus: 'archived' });
  });
});

describe('new plans (spec 02 section 3)', () => {
  it("starts as 'New Plan', draft, for the master target, with the temporary id", () => {
    expect(newPlanDefaults()).toMatchObject({
      id: 100000000,
      planName: 'New Plan',
      viewStatus: 'draft',
      targetType: 'master',
    });
    expect(isTemporaryPlanId(newPlanDefaults().id)).toBe(true);
  });

  it('carries the custom-membership defaults', () => {
    expect(newPlanDefaults()).toMatchObject(customMembershipDefaults());
  });

  it('shows a custom membership everywhere, for the uninsured, in the adult group, without activation fee', () => {
    expect(customMembershipDefaults()).toEqual({
      showOnBC: true,
      showOnEnrollmentAnnual: true,
      showOnEnrollmentMonthly: true,
      showOnInternalEnrollmentAnnual: true,
      showOnInternalEnrollmentMonthly: true,
      forInsured: false,
      forUninsured: true,
      subscription_age_group: 'adult',
      activationFee: null,
    });
  });

  it('hands out a fresh object each time', () => {
    const a = newPlanDefaults();
    a.planName = 'Changed';
    expect(newPlanDefaults().planName).toBe('New Plan');
  });
});

describe('nextPlanId (spec 02 section 3)', () => {
  it('saves a new plan with the largest existing id plus 1', () => {
    expect(nextPlanId([4, 17, 9])).toBe(18);
  });

  it('ignores the temporary id of an unsaved plan', () => {
    expect(nextPlanId([4, NEW_PLAN_TEMPORARY_ID])).toBe(5);
  });

  it('starts at 1 when there is no saved plan', () => {
    expect(nextPlanId([])).toBe(1);
    expect(nextPlanId([NEW_PLAN_TEMPORARY_ID])).toBe(1);
  });

  it('always gives an id above every saved id and never the temporary one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99_999_998 })), (ids) => {
        const next = nextPlanId([...ids, NEW_PLAN_TEMPORARY_ID]);
        for (const id of ids) expect(next).toBeGreaterThan(id);
        expect(isTemporaryPlanId(next)).toBe(false);
      }),
    );
  });
});

describe('copySpanishPlanName (a copy is named in Spanish too)', () => {
  it("names the copy 'Copia de ...'", () => {
    expect(copySpanishPlanName('Plan Adulto', ['Plan Adulto'])).toBe('Copia de Plan Adulto');
  });

  it('counts copies like the English name, ignoring case', () => {
    expect(copySpanishPlanName('Plan Adulto', ['Plan Adulto', 'copia de plan adulto'])).toBe(
      'Copia de Plan Adulto (1)',
    );
  });

  it('leaves a copy of a plan without a Spanish name without one', () => {
    expect(copySpanishPlanName('  ', [])).toBe('');
  });
});
