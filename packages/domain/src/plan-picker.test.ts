import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  childWellnessMaxAge,
  isOnSale,
  isShownOn,
  matchesPlanType,
  type PickerOptions,
  type PickerPlan,
  pickablePlans,
  planStillMatches,
  suitsAge,
} from './plan-picker';
import { PLAN_COLOR_STATES, PLAN_TYPES } from './plans';

let lastId = 0;

/** An adult monthly plan on sale to uninsured patients on every channel; tests change what they are about. */
const plan = (over: Partial<PickerPlan> = {}): PickerPlan => {
  lastId += 1;
  return {
    id: lastId,
    name: `Plan ${lastId}`,
    price: 2900,
    type: 'month',
    subscription_age_group: 'adult',
    minAge: null,
    maxAge: null,
    viewStatus: 'active',
    insured: false,
    uninsured: true,
    showOnEnrollment: true,
    showOnInternalEnrollment: true,
    showOnEnrollmentAnnual: true,
    showOnEnrollmentMonthly: true,
    ...over,
  };
};

const childWellness = (over: Partial<PickerPlan> = {}) =>
  plan({ name: 'Child Wellness', type: 'custom', subscription_age_group: 'child', maxAge: 13, price: 1900, ...over });

/** The names the picker offers an uninsured 30-year-old enrolling themselves, unless told otherwise. */
const offered = (plans: PickerPlan[], over: Partial<PickerOptions> = {}) =>
  pickablePlans(plans, { age: 30, currentPlanIds: [], channel: 'external', planType: 'uninsured', ...over }).map(
    (p) => p.name,
  );

describe('plan picker: age bounds of custom plans', () => {
  it('excludes a custom plan when the age is below its minAge or above its maxAge', () => {
    const kids = plan({ name: 'Child 4-12', type: 'custom', subscription_age_group: 'child', minAge: 4, maxAge: 12 });
    expect(offered([kids], { age: 3 })).toEqual([]);
    expect(offered([kids], { age: 4 })).toEqual(['Child 4-12']);
    expect(offered([kids], { age: 12 })).toEqual(['Child 4-12']);
    expect(offered([kids], { age: 13 })).toEqual([]);
  });

  it('bounds custom_year plans too, and leaves a missing bound open', () => {
    const teen = plan({ name: 'Teen', type: 'custom_year', minAge: 13 });
    expect(offered([teen], { age: 12 })).toEqual([]);
    expect(offered([teen], { age: 90 })).toEqual(['Teen']);
  });
});

describe('plan picker: adult month and year plans after the child-wellness age', () => {
  it('offers a 9-year-old the child plan but not the adult plan when a child-wellness plan up to 13 exists', () => {
    const plans = [childWellness(), plan({ name: 'Adult Monthly' }), plan({ name: 'Adult Yearly', type: 'year' })];
    expect(offered(plans, { age: 9 })).toEqual(['Child Wellness']);
  });

  it('offers the adult month and year plans from 14 when the child-wellness plan ends at 13', () => {
    const plans = [childWellness(), plan({ name: 'Adult Monthly' }), plan({ name: 'Adult Yearly', type: 'year' })];
    expect(offered(plans, { age: 13 })).toEqual(['Child Wellness']);
    expect(offered(plans, { age: 14 })).toEqual(['Adult Monthly', 'Adult Yearly']);
  });

  it('requires an age above 0 when the office has no child-wellness plan', () => {
    const plans = [plan({ name: 'Adult Monthly' })];
    expect(offered(plans, { age: 0 })).toEqual([]);
    expect(offered(plans, { age: 1 })).toEqual(['Adult Monthly']);
  });

  it('takes the oldest bound when several child plans have a max age', () => {
    const plans = [childWellness({ name: 'Toddler', maxAge: 3 }), childWellness(), plan({ name: 'Adult Monthly' })];
    expect(childWellnessMaxAge(plans)).toBe(13);
    expect(offered(plans, { age: 5 })).toEqual(['Child Wellness']);
  });

  it('ignores a child plan that is no longer offered', () => {
    const plans = [childWellness({ viewStatus: 'archived' }), plan({ name: 'Adult Monthly' })];
    expect(childWellnessMaxAge(plans)).toBeNull();
    expect(offered(plans, { age: 9 })).toEqual(['Adult Monthly']);
  });

  it('does not apply the child-wellness age to custom adult plans or to child-group month plans', () => {
    const plans = [
      childWellness(),
      plan({ name: 'Perio', type: 'custom' }),
      plan({ name: 'Kids Monthly', subscription_age_group: 'child' }),
    ];
    expect(offered(plans, { age: 9 })).toEqual(['Child Wellness', 'Perio', 'Kids Monthly']);
  });
});

describe('plan picker: the rest of spec 02 section 5', () => {
  it('excludes plans the member already holds', () => {
    const held = plan({ name: 'Adult Monthly' });
    const other = plan({ name: 'Adult Yearly', type: 'year' });
    expect(offered([held, other], { currentPlanIds: [held.id] })).toEqual(['Adult Yearly']);
  });

  it('offers only plans whose viewStatus is active', () => {
    const plans = PLAN_COLOR_STATES.map((viewStatus) => plan({ name: viewStatus, viewStatus }));
    expect(offered(plans)).toEqual(['active']);
  });

  it('offers no plan with a zero price', () => {
    expect(offered([plan({ name: 'Free', price: 0 }), plan({ name: 'Paid', price: 1 })])).toEqual(['Paid']);
  });

  it('hides zero-price and inactive plans in the mobile layout, which uses the same on-sale rule', () => {
    expect(isOnSale(plan({ viewStatus: 'inactive' }))).toBe(false);
    expect(isOnSale(plan({ price: 0 }))).toBe(false);
    expect(isOnSale(plan())).toBe(true);
  });

  it('needs showOnEnrollment for external enrolment', () => {
    const plans = [plan({ name: 'Hidden', showOnEnrollment: false }), plan({ name: 'Shown' })];
    expect(offered(plans, { channel: 'external' })).toEqual(['Shown']);
  });

  it('needs showOnInternalEnrollment for internal enrolment, whatever the external flags say', () => {
    const plans = [
      plan({ name: 'Office only', showOnEnrollment: false, showOnEnrollmentMonthly: false }),
      plan({ name: 'Patients only', showOnInternalEnrollment: false }),
    ];
    expect(offered(plans, { channel: 'internal', period: 'monthly' })).toEqual(['Office only']);
  });

  it('needs the monthly or annual flag when external enrolment is for that period', () => {
    const plans = [
      plan({ name: 'Annual only', showOnEnrollmentMonthly: false }),
      plan({ name: 'Monthly only', showOnEnrollmentAnnual: false }),
    ];
    expect(offered(plans, { period: 'monthly' })).toEqual(['Monthly only']);
    expect(offered(plans, { period: 'annual' })).toEqual(['Annual only']);
    expect(offered(plans)).toEqual(['Annual only', 'Monthly only']);
  });

  it('filters by the insured or uninsured flag of the plan', () => {
    const plans = [
      plan({ name: 'Insured', insured: true, uninsured: false }),
      plan({ name: 'Uninsured', insured: false, uninsured: true }),
      plan({ name: 'Both', insured: true, uninsured: true }),
    ];
    expect(offered(plans, { planType: 'insured' })).toEqual(['Insured', 'Both']);
    expect(offered(plans, { planType: 'uninsured' })).toEqual(['Uninsured', 'Both']);
  });

  it('offers nothing when the age is not a number', () => {
    const plans = [childWellness(), plan(), plan({ type: 'custom' }), plan({ subscription_age_group: 'child' })];
    expect(offered(plans, { age: null })).toEqual([]);
    expect(offered(plans, { age: Number.NaN })).toEqual([]);
  });
});

describe('blanking a chosen plan (spec 02 section 5)', () => {
  it('keeps a chosen plan that matches the new insured or uninsured type', () => {
    expect(planStillMatches(plan({ insured: true }), 'insured')).toBe(true);
  });

  it('blanks a chosen plan that no longer matches', () => {
    expect(planStillMatches(plan({ insured: false, uninsured: true }), 'insured')).toBe(false);
    expect(planStillMatches(plan({ insured: true, uninsured: false }), 'uninsured')).toBe(false);
  });

  it('has nothing to blank when no plan is chosen', () => {
    expect(planStillMatches(null, 'insured')).toBe(true);
  });
});

describe('the picker rules one by one', () => {
  it('suitsAge: bounds custom plans, puts adult month and year plans after the child age, lets the rest pass', () => {
    expect(suitsAge(plan({ type: 'custom', maxAge: 13 }), 14, null)).toBe(false);
    expect(suitsAge(plan({ type: 'year' }), 13, 13)).toBe(false);
    expect(suitsAge(plan({ type: 'year' }), 14, 13)).toBe(true);
    expect(suitsAge(plan({ subscription_age_group: 'child' }), 0, 13)).toBe(true);
  });

  it('isShownOn: reads the external or internal flag and the period flag', () => {
    const annualOnly = plan({ showOnEnrollmentMonthly: false, showOnInternalEnrollment: false });
    expect(isShownOn(annualOnly, 'external', 'annual')).toBe(true);
    expect(isShownOn(annualOnly, 'external', 'monthly')).toBe(false);
    expect(isShownOn(annualOnly, 'internal')).toBe(false);
  });

  it('matchesPlanType: a plan flagged for neither matches neither type', () => {
    const neither = plan({ insured: false, uninsured: false });
    expect(matchesPlanType(neither, 'insured')).toBe(false);
    expect(matchesPlanType(neither, 'uninsured')).toBe(false);
  });
});

const arbitraryPlan = fc
  .record({
    id: fc.integer({ min: 1, max: 30 }),
    price: fc.constantFrom(0, 1900, 2900),
    type: fc.constantFrom(...PLAN_TYPES),
    subscription_age_group: fc.constantFrom('adult' as const, 'child' as const),
    minAge: fc.option(fc.integer({ min: 0, max: 20 })),
    maxAge: fc.option(fc.integer({ min: 0, max: 20 })),
    viewStatus: fc.constantFrom(...PLAN_COLOR_STATES),
    insured: fc.boolean(),
    uninsured: fc.boolean(),
    showOnEnrollment: fc.boolean(),
    showOnInternalEnrollment: fc.boolean(),
    showOnEnrollmentAnnual: fc.boolean(),
    showOnEnrollmentMonthly: fc.boolean(),
  })
  .map((p) => ({ ...p, name: `Plan ${p.id}` }));

const arbitraryOptions = fc.record({
  age: fc.integer({ min: 0, max: 25 }),
  currentPlanIds: fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 4 }),
  channel: fc.constantFrom('external' as const, 'internal' as const),
  period: fc.constantFrom('monthly' as const, 'annual' as const, undefined),
  planType: fc.constantFrom('insured' as const, 'uninsured' as const),
});

describe('plan picker properties', () => {
  it('never offers a plan outside its age rules', () => {
    fc.assert(
      fc.property(fc.array(arbitraryPlan, { maxLength: 8 }), arbitraryOptions, (plans, options) => {
        const childMax = childWellnessMaxAge(plans) ?? 0;
        for (const p of pickablePlans(plans, options)) {
          if (p.type === 'custom' || p.type === 'custom_year') {
            expect(options.age).toBeGreaterThanOrEqual(p.minAge ?? 0);
            expect(options.age).toBeLessThanOrEqual(p.maxAge ?? Number.POSITIVE_INFINITY);
          } else if (p.subscription_age_group === 'adult') {
            expect(options.age).toBeGreaterThan(childMax);
          }
        }
      }),
    );
  });

  it('keeps the order given and offers only plans from the list', () => {
    fc.assert(
      fc.property(fc.array(arbitraryPlan, { maxLength: 8 }), arbitraryOptions, (plans, options) => {
        const picked = pickablePlans(plans, options);
        const positions = picked.map((p) => plans.indexOf(p));
        expect(positions.every((i) => i >= 0)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      }),
    );
  });

  it('never offers a held plan, a plan off sale, or one of the other insurance type', () => {
    fc.assert(
      fc.property(fc.array(arbitraryPlan, { maxLength: 8 }), arbitraryOptions, (plans, options) => {
        for (const p of pickablePlans(plans, options)) {
          expect(options.currentPlanIds).not.toContain(p.id);
          expect(p.viewStatus).toBe('active');
          expect(p.price).toBeGreaterThan(0);
          expect(planStillMatches(p, options.planType)).toBe(true);
          expect(options.channel === 'internal' ? p.showOnInternalEnrollment : p.showOnEnrollment).toBe(true);
        }
      }),
    );
  });
});
