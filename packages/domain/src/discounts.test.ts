import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appliedDiscountPercent,
  canDisableFamilyDiscounts,
  countsForFamilyDiscount,
  discountCents,
  type FamilyDiscounts,
  familyDiscountMemberCount,
  familyMembersCountedBesides,
  groupDiscountPercent,
  planGroupDiscountPercent,
  priceAfterDiscount,
} from './discounts';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './statuses';
import { TENANTS, type TenantConfig } from './tenants';

/** A plan's family discount tiers, in percent; null leaves a tier unset. */
const tiers = (two: number | null, three: number | null, four: number | null): FamilyDiscounts => ({
  family_discount_two: two,
  family_discount_three: three,
  family_discount_four: four,
});

describe('group discount by number of members (spec 02 section 9)', () => {
  it('gives two members the two-member discount', () => {
    expect(groupDiscountPercent(2, tiers(5, 10, 15))).toBe(5);
  });

  it('gives three members the three-member discount', () => {
    expect(groupDiscountPercent(3, tiers(5, 10, 15))).toBe(10);
  });

  it('charges the two-member family discount when three members but no three-member discount is set', () => {
    expect(groupDiscountPercent(3, tiers(5, null, 15))).toBe(5);
    expect(groupDiscountPercent(3, tiers(5, 0, 15))).toBe(5);
  });

  it('gives four or more members the four-member discount', () => {
    expect(groupDiscountPercent(4, tiers(5, 10, 15))).toBe(15);
    expect(groupDiscountPercent(7, tiers(5, 10, 15))).toBe(15);
  });

  it('falls back from four to three, then to two', () => {
    expect(groupDiscountPercent(4, tiers(5, 10, null))).toBe(10);
    expect(groupDiscountPercent(5, tiers(5, null, null))).toBe(5);
    expect(groupDiscountPercent(4, {})).toBe(0);
  });

  it('gives no group discount to one member, to none, or when no tier is set', () => {
    expect(groupDiscountPercent(1, tiers(5, 10, 15))).toBe(0);
    expect(groupDiscountPercent(0, tiers(5, 10, 15))).toBe(0);
    expect(groupDiscountPercent(2, tiers(null, 10, 15))).toBe(0);
  });

  it('never lowers the discount as members are added while the tiers do not decrease', () => {
    const unsetOr = (percent: number) => fc.constantFrom<number | null>(percent, null, 0);
    const nonDecreasing = fc
      .array(fc.integer({ min: 1, max: 100 }), { minLength: 3, maxLength: 3 })
      .map((ps) => [...ps].sort((a, b) => a - b))
      .chain(([a = 1, b = 1, c = 1]) => fc.tuple(unsetOr(a), unsetOr(b), unsetOr(c)));
    fc.assert(
      fc.property(nonDecreasing, fc.integer({ min: 0, max: 20 }), ([two, three, four], members) => {
        const discounts = tiers(two, three, four);
        expect(groupDiscountPercent(members + 1, discounts)).toBeGreaterThanOrEqual(
          groupDiscountPercent(members, discounts),
        );
      }),
    );
  });
});

describe('disabling family discounts on a plan', () => {
  it('gives no group discount when the plan disables family discounts', () => {
    expect(planGroupDiscountPercent({ ...tiers(5, 10, 15), disableFamilyDiscounts: true }, 3)).toBe(0);
    expect(planGroupDiscountPercent({ ...tiers(5, 10, 15), disableFamilyDiscounts: false }, 3)).toBe(10);
    expect(planGroupDiscountPercent(tiers(5, 10, 15), 2)).toBe(5);
  });

  it('lets an office disable them only where the brand has the canDisableFamilyDiscounts flag', () => {
    expect(canDisableFamilyDiscounts(TENANTS.dental)).toBe(true);
    const without: TenantConfig = {
      ...TENANTS.dental,
      featureFlags: TENANTS.dental.featureFlags.filter((f) => f !== 'canDisableFamilyDiscounts'),
    };
    expect(canDisableFamilyDiscounts(without)).toBe(false);
  });
});

describe('price after discount (price/100 × (100 − percent), spec 02 section 9)', () => {
  it('takes the percent off in cents, rounding half-up once at the end', () => {
    expect(priceAfterDiscount(4900, 10)).toBe(4410);
    expect(priceAfterDiscount(1999, 15)).toBe(1699);
    expect(priceAfterDiscount(4900, 12.5)).toBe(4288);
    expect(priceAfterDiscount(1, 50)).toBe(1);
  });

  it('holds a percent outside 0 to 100 to the nearer bound', () => {
    expect(priceAfterDiscount(4900, 150)).toBe(0);
    expect(priceAfterDiscount(4900, -5)).toBe(4900);
    expect(priceAfterDiscount(4900, Number.NaN)).toBe(4900);
  });

  it('splits the price exactly into the discount and what is paid', () => {
    expect(discountCents(1999, 15)).toBe(300);
    expect(discountCents(1999, 15) + priceAfterDiscount(1999, 15)).toBe(1999);
  });

  it('is never negative nor above the price, whatever the percent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        (price, percent) => {
          const paid = priceAfterDiscount(price, percent);
          expect(Number.isSafeInteger(paid)).toBe(true);
          expect(paid).toBeGreaterThanOrEqual(0);
          expect(paid).toBeLessThanOrEqual(price);
        },
      ),
    );
  });

  it('never charges more for a larger discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (price, a, b) => {
          const [low, high] = a <= b ? [a / 10, b / 10] : [b / 10, a / 10];
          expect(priceAfterDiscount(price, high)).toBeLessThanOrEqual(priceAfterDiscount(price, low));
        },
      ),
    );
  });
});

describe('applied discount', () => {
  it('is the larger of the group discount and the dentist discount', () => {
    expect(appliedDiscountPercent(10, 15)).toBe(15);
    expect(appliedDiscountPercent(20, 15)).toBe(20);
    expect(appliedDiscountPercent(null, 12.5)).toBe(12.5);
    expect(appliedDiscountPercent(undefined, null)).toBe(0);
  });
});

describe('members counted for family discounts (spec 02 section 9)', () => {
  const countedOwner = ['active', 'active_transferred', 'active_cash', 'past_due'];
  const countedMember = ['active', 'active_transferred', 'active_cash'];

  it.each(SUBSCRIPTION_STATUSES)(
    'counts an owner whose subscription is %s only if active, transferred, cash or late',
    (status) => {
      expect(countsForFamilyDiscount(status, 'owner')).toBe(countedOwner.includes(status));
    },
  );

  it.each(SUBSCRIPTION_STATUSES)(
    'counts an additional member whose subscription is %s only if active, transferred or cash',
    (status) => {
      expect(countsForFamilyDiscount(status, 'additional')).toBe(countedMember.includes(status));
    },
  );

  it('counts a late owner but not a late additional member', () => {
    expect(familyDiscountMemberCount('past_due', ['active', 'past_due', 'active_cash'])).toBe(3);
  });

  it('does not count an owner without a subscription, nor canceled members', () => {
    expect(familyDiscountMemberCount(null, ['active', 'canceled', 'active_transferred'])).toBe(2);
    expect(familyDiscountMemberCount('canceled', [])).toBe(0);
  });

  it('never counts more than the household holds', () => {
    const status = fc.constantFrom<SubscriptionStatus>(...SUBSCRIPTION_STATUSES);
    fc.assert(
      fc.property(status, fc.array(status, { maxLength: 10 }), (owner, others) => {
        const count = familyDiscountMemberCount(owner, others);
        expect(count).toBeGreaterThanOrEqual(0);
        expect(count).toBeLessThanOrEqual(others.length + 1);
      }),
    );
  });
});

describe('the household members already counted when a plan is added', () => {
  const household = [
    { memberId: 1, isOwner: true, statuses: ['past_due'] },
    { memberId: 2, isOwner: false, statuses: ['active', 'canceled'] },
    { memberId: 3, isOwner: false, statuses: ['past_due'] },
    { memberId: 4, isOwner: false, statuses: [] },
  ] as const;
  it('counts each other member once, by the statuses the family discount counts', () => {
    // The owner counts when late; an additional member does not.
    expect(familyMembersCountedBesides(household, 4)).toBe(2);
    expect(familyMembersCountedBesides(household, 2)).toBe(1);
    expect(familyMembersCountedBesides(household, 1)).toBe(1);
  });
});
