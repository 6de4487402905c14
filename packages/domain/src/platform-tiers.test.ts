import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountedTierPriceCents,
  normalizeDiscountCode,
  PLATFORM_TIERS,
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
