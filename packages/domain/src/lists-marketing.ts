/** Marketing constants per brand, money in integer cents (spec 02 section 9 'Marketing'). */
import type { TenantId } from './tenants';

export type RewardTier = { readonly minMembers: number; readonly rewardCents: number };

/** The reward of the highest tier reached, tiers listed from the highest threshold down; 0 below them all. */
function tierReward(tiers: readonly RewardTier[], members: number): number {
  return tiers.find((tier) => members >= tier.minMembers)?.rewardCents ?? 0;
}

/** Launch rewards: 30 members earn $25, 60 earn $50, 90 earn $100. */
export const LAUNCH_REWARDS: readonly RewardTier[] = [
  { minMembers: 90, rewardCents: 10_000 },
  { minMembers: 60, rewardCents: 5_000 },
  { minMembers: 30, rewardCents: 2_500 },
];

/** The launch reward for a member count: the highest tier reached, else nothing. */
export function launchReward(members: number): number {
  return tierReward(LAUNCH_REWARDS, members);
}

export type SeasonOfGiving = {
  /** The most an office can receive: the top tier plus the prize. */
  readonly upToCents: number;
  readonly prizeCents: number;
  readonly tiers: readonly RewardTier[];
};

/**
 * Season of giving per brand. Dental: up to $550, prize $250; 40+ members $300, 30-39 $200, 20-29 $100.
 * Vision: up to $325, prize $200; 30+ $125, 25-29 $100, 20-24 $75.
 */
export const SEASON_OF_GIVING: Record<TenantId, SeasonOfGiving> = {
  dental: {
    upToCents: 55_000,
    prizeCents: 25_000,
    tiers: [
      { minMembers: 40, rewardCents: 30_000 },
      { minMembers: 30, rewardCents: 20_000 },
      { minMembers: 20, rewardCents: 10_000 },
    ],
  },
  vision: {
    upToCents: 32_500,
    prizeCents: 20_000,
    tiers: [
      { minMembers: 30, rewardCents: 12_500 },
      { minMembers: 25, rewardCents: 10_000 },
      { minMembers: 20, rewardCents: 7_500 },
    ],
  },
};

/** The season-of-giving tier reward for a member count (the prize is separate); 0 below the lowest tier. */
export function seasonOfGivingReward(members: number, tenant: TenantId): number {
  return tierReward(SEASON_OF_GIVING[tenant].tiers, members);
}

export type PrintQuantity = {
  readonly quantity: number;
  readonly priceCents: number;
  /** The spec's 'higher price' column; vision lists a single price. */
  readonly higherPriceCents: number | null;
};

/** Print runs and their prices per brand (spec 02 section 9 'Print quantity'). */
export const PRINT_QUANTITIES: Record<TenantId, readonly PrintQuantity[]> = {
  dental: [
    { quantity: 250, priceCents: 7_900, higherPriceCents: 9_900 },
    { quantity: 500, priceCents: 9_900, higherPriceCents: 11_900 },
    { quantity: 1000, priceCents: 14_900, higherPriceCents: 21_900 },
    { quantity: 1500, priceCents: 19_900, higherPriceCents: 27_900 },
    { quantity: 2000, priceCents: 24_900, higherPriceCents: 34_900 },
    { quantity: 5000, priceCents: 39_900, higherPriceCents: 44_900 },
  ],
  vision: [
    { quantity: 250, priceCents: 21_000, higherPriceCents: null },
    { quantity: 500, priceCents: 33_500, higherPriceCents: null },
    { quantity: 750, priceCents: 41_500, higherPriceCents: null },
    { quantity: 1000, priceCents: 48_000, higherPriceCents: null },
  ],
};

/** Marketing materials: dental presents 4 plans with cards, vision 3 with a brochure. */
export const MARKETING_MATERIALS: Record<TenantId, { readonly plans: number; readonly format: 'cards' | 'brochure' }> =
  {
    dental: { plans: 4, format: 'cards' },
    vision: { plans: 3, format: 'brochure' },
  };

/** Number of entries in the marketing FAQ. */
export const FAQ_LENGTH = 9;

/** Number of items in the launch checklist per brand. */
export const LAUNCH_CHECKLIST_LENGTH: Record<TenantId, number> = { dental: 8, vision: 6 };
