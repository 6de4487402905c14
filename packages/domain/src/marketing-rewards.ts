/**
 * Rewards an office earns by growing its membership (issue 26): launch rewards at 30, 60 and 90 active members, the
 * season of giving's tiers and prize, and the leaderboard's windows and anonymous names. The amounts are the spec's
 * (LAUNCH_REWARDS, SEASON_OF_GIVING in lists-marketing.ts); what a season is and how a practice is named are ours.
 */
import { LAUNCH_REWARDS, type RewardTier, SEASON_OF_GIVING } from './lists-marketing';
import type { TenantConfig, TenantId } from './tenants';

/** Each launch threshold with its reward, lowest first. */
export const LAUNCH_THRESHOLDS: readonly { threshold: number; rewardCents: number }[] = [...LAUNCH_REWARDS]
  .sort((a, b) => a.minMembers - b.minMembers)
  .map((t) => ({ threshold: t.minMembers, rewardCents: t.rewardCents }));

/** The thresholds a count of active members has reached (each earns its own reward, once). */
export function launchThresholdsReached(activeMembers: number): number[] {
  return LAUNCH_THRESHOLDS.filter((t) => activeMembers >= t.threshold).map((t) => t.threshold);
}

export type NextReward = { threshold: number; rewardCents: number; membersToGo: number };

/**
 * The next launch reward an office works towards: the lowest threshold it has not earned yet (an office that earned 30
 * and fell back below it works towards 60, not 30 again). Null once every threshold is earned.
 */
export function nextLaunchReward(activeMembers: number, earned: readonly number[]): NextReward | null {
  const next = LAUNCH_THRESHOLDS.find((t) => !earned.includes(t.threshold));
  if (!next) return null;
  return { ...next, membersToGo: Math.max(0, next.threshold - activeMembers) };
}

/** The next tier of a tier list (highest first) above a count, with how many members it still takes. */
function nextTier(tiers: readonly RewardTier[], members: number): NextReward | null {
  const above = [...tiers].reverse().find((t) => members < t.minMembers);
  return above
    ? { threshold: above.minMembers, rewardCents: above.rewardCents, membersToGo: above.minMembers - members }
    : null;
}

/**
 * The season of giving: the last two months of the year (November 1 to December 31, UTC days), when practices are
 * rewarded for the members they add. Before November the season ahead is named; it is the same year's.
 */
export function seasonOfGivingWindow(today: string): { from: string; to: string; started: boolean } {
  const year = today.slice(0, 4);
  const from = `${year}-11-01`;
  return { from, to: `${year}-12-31`, started: today >= from };
}

export type SeasonStanding = {
  /** The tier's reward for the new members so far (0 below the lowest tier). */
  rewardCents: number;
  next: NextReward | null;
  prizeCents: number;
  upToCents: number;
};

/** What an office stands to get for the members it added in the season, by its brand's tiers. */
export function seasonOfGivingStanding(newMembers: number, tenant: TenantId): SeasonStanding {
  const season = SEASON_OF_GIVING[tenant];
  const reached = season.tiers.find((t) => newMembers >= t.minMembers);
  return {
    rewardCents: reached?.rewardCents ?? 0,
    next: nextTier(season.tiers, newMembers),
    prizeCents: season.prizeCents,
    upToCents: season.upToCents,
  };
}

/**
 * How the brand shows the season on the dashboard: dental's `seasonOfGivingWidget` shows its tiers first, vision's
 * `leaderboardWidgetType` shows the season as a leaderboard (the leaders, then the tiers); neither flag: not shown.
 */
export function seasonWidgetStyle(tenant: TenantConfig): 'tiers' | 'leaderboard' | null {
  if (tenant.featureFlags.includes('seasonOfGivingWidget')) return 'tiers';
  if (tenant.featureFlags.includes('leaderboardWidgetType')) return 'leaderboard';
  return null;
}

export const LEADERBOARD_WINDOWS = ['month', 'season'] as const;
export type LeaderboardWindow = (typeof LEADERBOARD_WINDOWS)[number];

/** The first days of the months a window covers (UTC): this calendar month, or the season of giving's two months. */
export function leaderboardMonths(window: LeaderboardWindow, today: string): { from: string; to: string } {
  if (window === 'season') {
    const s = seasonOfGivingWindow(today);
    return { from: s.from, to: s.to };
  }
  const first = `${today.slice(0, 7)}-01`;
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { from: first, to: last };
}

/**
 * The name the leaderboard shows: the practice's own when it opted in, else where it is ('A practice in Austin, TX'),
 * so an office that did not opt in is never named to other practices.
 */
export function leaderboardName(optIn: boolean, officeName: string, city: string, state: string): string {
  if (optIn) return officeName;
  const where = [city.trim(), state.trim()].filter(Boolean).join(', ');
  return where ? `A practice in ${where}` : 'A practice';
}
