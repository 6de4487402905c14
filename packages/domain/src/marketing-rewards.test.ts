import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LAUNCH_THRESHOLDS,
  launchThresholdsReached,
  leaderboardMonths,
  leaderboardName,
  nextLaunchReward,
  seasonOfGivingStanding,
  seasonOfGivingWindow,
  seasonWidgetStyle,
} from './marketing-rewards';
import { TENANTS } from './tenants';

describe('launch rewards', () => {
  it('lists 30, 60, 90 with $25, $50, $100', () => {
    expect(LAUNCH_THRESHOLDS).toEqual([
      { threshold: 30, rewardCents: 2_500 },
      { threshold: 60, rewardCents: 5_000 },
      { threshold: 90, rewardCents: 10_000 },
    ]);
  });

  it.each([
    [29, []],
    [30, [30]],
    [61, [30, 60]],
    [90, [30, 60, 90]],
  ])('%s active members reach %j', (members, reached) => {
    expect(launchThresholdsReached(members)).toEqual(reached);
  });

  it('works towards the lowest threshold not yet earned, even after falling back below an earned one', () => {
    expect(nextLaunchReward(12, [])).toEqual({ threshold: 30, rewardCents: 2_500, membersToGo: 18 });
    expect(nextLaunchReward(28, [30])).toEqual({ threshold: 60, rewardCents: 5_000, membersToGo: 32 });
    expect(nextLaunchReward(95, [30, 60, 90])).toBeNull();
  });

  it('never asks for a negative number of members', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.subarray([30, 60, 90]), (members, earned) => {
        const next = nextLaunchReward(members, earned);
        if (next) expect(next.membersToGo).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('season of giving', () => {
  it('runs November 1 to December 31 of the year', () => {
    expect(seasonOfGivingWindow('2026-11-29')).toEqual({ from: '2026-11-01', to: '2026-12-31', started: true });
    expect(seasonOfGivingWindow('2026-06-01')).toMatchObject({ from: '2026-11-01', started: false });
  });

  it('dental: 20-29 new members $100, 30-39 $200, 40+ $300, up to $550 with the $250 prize', () => {
    expect(seasonOfGivingStanding(19, 'dental')).toMatchObject({
      rewardCents: 0,
      next: { threshold: 20, rewardCents: 10_000, membersToGo: 1 },
      prizeCents: 25_000,
      upToCents: 55_000,
    });
    expect(seasonOfGivingStanding(35, 'dental')).toMatchObject({ rewardCents: 20_000, next: { threshold: 40 } });
    expect(seasonOfGivingStanding(40, 'dental')).toMatchObject({ rewardCents: 30_000, next: null });
  });

  it('vision: 20-24 $75, 25-29 $100, 30+ $125, up to $325 with the $200 prize', () => {
    expect(seasonOfGivingStanding(24, 'vision')).toMatchObject({ rewardCents: 7_500, next: { threshold: 25 } });
    expect(seasonOfGivingStanding(30, 'vision')).toMatchObject({ rewardCents: 12_500, prizeCents: 20_000 });
  });

  it('shows tiers for dental and a leaderboard for vision, by their flags', () => {
    expect(seasonWidgetStyle(TENANTS.dental)).toBe('tiers');
    expect(seasonWidgetStyle(TENANTS.vision)).toBe('leaderboard');
    expect(seasonWidgetStyle({ ...TENANTS.dental, featureFlags: [] })).toBeNull();
  });
});

describe('leaderboard', () => {
  it('covers this calendar month or the season', () => {
    expect(leaderboardMonths('month', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(leaderboardMonths('season', '2026-11-29')).toEqual({ from: '2026-11-01', to: '2026-12-31' });
  });

  it('names only practices that opted in', () => {
    expect(leaderboardName(true, 'Bright Smiles', 'Austin', 'TX')).toBe('Bright Smiles');
    expect(leaderboardName(false, 'Bright Smiles', 'Austin', 'TX')).toBe('A practice in Austin, TX');
    expect(leaderboardName(false, 'Bright Smiles', '', '')).toBe('A practice');
  });
});
