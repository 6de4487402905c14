import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountedTierPriceCents,
  normalizeDiscountCode,
  PLATFORM_TIERS,
  platformPlanPrice,
  platformTier,
  tierPriceCents,
} from './platform-tiers';

describe('platform tiers', () => {
  it('offers three tiers per brand from level 1 (level 0 means payment owed), dearer as they go up', () => {
    for (const list of Object.values(PLATFORM_TIERS)) {
      expect(list.map((t) => t.level)).toEqual([1, 2, 3]);
      for (let i = 1; i < list.length; i++) {
        expect(list[i]?.monthlyCents).toBeGreaterThan(list[i - 1]?.monthlyCents ?? 0);
      }
    }
    expect(platformTier('dental', 0)).toBeNull();
    expect(platformTier('vision', 2)?.name).toBe('Growth');
  });

  it('charges ten months for a year', () => {
    const tier = platformTier('dental', 1);
    if (!tier) throw new Error('tier 1 missing');
    expect(tierPriceCents(tier, 'monthly')).toBe(9_900);
    expect(tierPriceCents(tier, 'annual')).toBe(99_000);
  });

  it('takes a percent off rounded half-up, or an amount off never below zero', () => {
    expect(discountedTierPriceCents(9_900, { percentOff: 10, amountOffCents: null })).toBe(8_910);
    expect(discountedTierPriceCents(9_950, { percentOff: 15, amountOffCents: null })).toBe(8_458);
    expect(discountedTierPriceCents(9_900, { percentOff: null, amountOffCents: 5_000 })).toBe(4_900);
    expect(discountedTierPriceCents(9_900, { percentOff: null, amountOffCents: 50_000 })).toBe(0);
    expect(discountedTierPriceCents(9_900, null)).toBe(9_900);
  });

  it('never discounts above the price or below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (price, percent) => {
        const after = discountedTierPriceCents(price, { percentOff: percent, amountOffCents: null });
        return after >= 0 && after <= price;
      }),
    );
  });

  it('reads codes without regard to case or surrounding spaces', () => {
    expect(normalizeDiscountCode('  welcome10 ')).toBe('WELCOME10');
  });
});

describe('the platform plan a practice pays', () => {
  it('prices the tier and period chosen at sign-up, less its discount code', () => {
    const plan = platformPlanPrice('dental', 2, 'annual', { percentOff: 10, amountOffCents: null });
    expect(plan).toMatchObject({ period: 'annual', priceCents: 199_000, discountCents: 19_900 });
    expect(plan?.tier.name).toBe('Growth');
    expect(plan?.priceAfterDiscountCents).toBe(179_100);
    expect(platformPlanPrice('vision', 1, 'monthly', { percentOff: null, amountOffCents: 5_000 })).toMatchObject({
      priceCents: 7_900,
      discountCents: 5_000,
      priceAfterDiscountCents: 2_900,
    });
  });

  it('takes off no more than the price, and nothing without a code', () => {
    expect(platformPlanPrice('dental', 1, 'monthly', { percentOff: null, amountOffCents: 50_000 })).toMatchObject({
      discountCents: 9_900,
      priceAfterDiscountCents: 0,
    });
    expect(platformPlanPrice('dental', 1, 'monthly', null)).toMatchObject({
      discountCents: 0,
      priceAfterDiscountCents: 9_900,
    });
  });

  it('bills monthly when no period was recorded, and has no plan off the tiers', () => {
    expect(platformPlanPrice('dental', 1, null, null)?.period).toBe('monthly');
    expect(platformPlanPrice('dental', 0, 'monthly', null)).toBeNull();
    expect(platformPlanPrice('dental', null, 'monthly', null)).toBeNull();
    expect(platformPlanPrice('dental', 9, 'monthly', null)).toBeNull();
  });

  it('always splits the price into the discount and what is left, in whole cents', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3),
        fc.constantFrom('monthly' as const, 'annual' as const),
        fc.option(fc.integer({ min: 0, max: 100 })),
        fc.option(fc.integer({ min: 0, max: 1_000_000 })),
        (level, period, percentOff, amountOffCents) => {
          const plan = platformPlanPrice('vision', level, period, { percentOff, amountOffCents });
          if (!plan) return false;
          return (
            plan.discountCents + plan.priceAfterDiscountCents === plan.priceCents &&
            Number.isInteger(plan.discountCents) &&
            plan.discountCents >= 0 &&
            plan.priceAfterDiscountCents >= 0
          );
        },
      ),
    );
  });
});
