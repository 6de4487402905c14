import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FAQ_LENGTH,
  LAUNCH_CHECKLIST_LENGTH,
  LAUNCH_REWARDS,
  launchReward,
  MARKETING_MATERIALS,
  PRINT_QUANTITIES,
  SEASON_OF_GIVING,
  seasonOfGivingReward,
} from './lists-marketing';
import { TENANT_IDS } from './tenants';

describe('launch rewards: 30 -> $25, 60 -> $50, 90 -> $100 (spec 02 section 9)', () => {
  it.each([
    [0, 0],
    [29, 0],
    [30, 2_500],
    [59, 2_500],
    [60, 5_000],
    [89, 5_000],
    [90, 10_000],
    [500, 10_000],
  ])('%s members earn %s cents', (members, cents) => {
    expect(launchReward(members)).toBe(cents);
  });

  it('has three tiers', () => {
    expect(LAUNCH_REWARDS).toHaveLength(3);
  });

  it('never pays less for more members', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), (a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        expect(launchReward(more)).toBeGreaterThanOrEqual(launchReward(fewer));
      }),
    );
  });
});

describe('season of giving (spec 02 section 9)', () => {
  it.each([
    [19, 0],
    [20, 10_000],
    [29, 10_000],
    [30, 20_000],
    [39, 20_000],
    [40, 30_000],
    [120, 30_000],
  ])('dental: %s members earn %s cents', (members, cents) => {
    expect(seasonOfGivingReward(members, 'dental')).toBe(cents);
  });

  it.each([
    [19, 0],
    [20, 7_500],
    [24, 7_500],
    [25, 10_000],
    [29, 10_000],
    [30, 12_500],
    [80, 12_500],
  ])('vision: %s members earn %s cents', (members, cents) => {
    expect(seasonOfGivingReward(members, 'vision')).toBe(cents);
  });

  it('awards a $250 dental prize and a $200 vision prize, up to $550 and $325', () => {
    expect(SEASON_OF_GIVING.dental).toMatchObject({ prizeCents: 25_000, upToCents: 55_000 });
    expect(SEASON_OF_GIVING.vision).toMatchObject({ prizeCents: 20_000, upToCents: 32_500 });
  });

  it.each(TENANT_IDS)('on %s, "up to" is the top tier plus the prize', (tenant) => {
    const { upToCents, prizeCents, tiers } = SEASON_OF_GIVING[tenant];
    expect(upToCents).toBe(Math.max(...tiers.map((t) => t.rewardCents)) + prizeCents);
  });
});

describe('print quantities (spec 02 section 9)', () => {
  it('prices the dental runs at price and higher price', () => {
    expect(PRINT_QUANTITIES.dental.map((p) => [p.quantity, p.priceCents, p.higherPriceCents])).toEqual([
      [250, 7_900, 9_900],
      [500, 9_900, 11_900],
      [1000, 14_900, 21_900],
      [1500, 19_900, 27_900],
      [2000, 24_900, 34_900],
      [5000, 39_900, 44_900],
    ]);
  });

  it('prices the vision runs at a single price', () => {
    expect(PRINT_QUANTITIES.vision.map((p) => [p.quantity, p.priceCents, p.higherPriceCents])).toEqual([
      [250, 21_000, null],
      [500, 33_500, null],
      [750, 41_500, null],
      [1000, 48_000, null],
    ]);
  });

  it.each(TENANT_IDS)('on %s, money is in whole cents and larger runs never cost less', (tenant) => {
    const runs = PRINT_QUANTITIES[tenant];
    for (const [i, run] of runs.entries()) {
      expect(Number.isInteger(run.priceCents)).toBe(true);
      const previous = runs[i - 1];
      if (previous) {
        expect(run.quantity).toBeGreaterThan(previous.quantity);
        expect(run.priceCents).toBeGreaterThan(previous.priceCents);
      }
    }
  });
});

describe('materials, FAQ and launch checklist (spec 02 section 9)', () => {
  it('presents 4 dental plans on cards and 3 vision plans in a brochure', () => {
    expect(MARKETING_MATERIALS).toEqual({
      dental: { plans: 4, format: 'cards' },
      vision: { plans: 3, format: 'brochure' },
    });
  });

  it('has 9 FAQ entries and a checklist of 8 items on dental, 6 on vision', () => {
    expect(FAQ_LENGTH).toBe(9);
    expect(LAUNCH_CHECKLIST_LENGTH).toEqual({ dental: 8, vision: 6 });
  });
});
