import { LAUNCH_THRESHOLDS, LEADERBOARD_WINDOWS } from '@mhq/domain';
import { z } from 'zod';
import { Id } from './common';

// Rewards an office earns by growing (issue 26): launch rewards (30, 60, 90 active members), the season of giving,
// the /leaderboard of practices by new members, and the platform admins' list of launch rewards to pay. The spec names
// the pages and the amounts, not the calls: these are ours, under the office like its other pages.

export const RewardsParams = z.object({ id: Id });

const NextReward = z.object({
  threshold: z.number().int(),
  rewardCents: z.number().int(),
  membersToGo: z.number().int(),
});

export const LaunchRewardStatus = z.enum(['earned', 'paid']);

/** A launch reward as the office and the admins see it. */
export const LaunchRewardView = z.object({
  threshold: z.number().int(),
  amountCents: z.number().int(),
  status: LaunchRewardStatus,
  membersAtEarning: z.number().int(),
  earnedAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type LaunchRewardView = z.infer<typeof LaunchRewardView>;

/** A leaderboard line: a practice's rank and new members, named only when it opted in. */
export const LeaderboardRow = z.object({
  rank: z.number().int(),
  name: z.string(),
  newMembers: z.number().int(),
  /** The caller's own office (highlighted). */
  own: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

/** The office's launch rewards and, where the brand shows it, where it stands in the season of giving. */
export const RewardsResponse = z.object({
  activeMembers: z.number().int(),
  thresholds: z.array(
    z.object({ threshold: z.number().int(), rewardCents: z.number().int(), reward: LaunchRewardView.nullable() }),
  ),
  next: NextReward.nullable(),
  season: z
    .object({
      /** 'tiers' (dental's seasonOfGivingWidget) or 'leaderboard' (vision's leaderboardWidgetType). */
      style: z.enum(['tiers', 'leaderboard']),
      from: z.iso.date(),
      to: z.iso.date(),
      started: z.boolean(),
      newMembers: z.number().int(),
      tiers: z.array(z.object({ minMembers: z.number().int(), rewardCents: z.number().int() })),
      rewardCents: z.number().int(),
      next: NextReward.nullable(),
      prizeCents: z.number().int(),
      upToCents: z.number().int(),
      /** The office's rank among practices by new members in the season (the prize goes to the first). */
      rank: z.number().int().nullable(),
      leaders: z.array(LeaderboardRow),
    })
    .nullable(),
});
export type RewardsResponse = z.infer<typeof RewardsResponse>;

export const LeaderboardWindow = z.enum(LEADERBOARD_WINDOWS, { error: "Choose 'month' or 'season'." });
export const LeaderboardQuery = z.object({ window: LeaderboardWindow.default('month') });
export type LeaderboardQuery = z.input<typeof LeaderboardQuery>;

export const LeaderboardResponse = z.object({
  window: LeaderboardWindow,
  from: z.iso.date(),
  to: z.iso.date(),
  /** Whether the office's name is shown to other practices, and whether the caller may change that. */
  optIn: z.boolean(),
  mayChange: z.boolean(),
  rows: z.array(LeaderboardRow),
  /** The office's own line when it is not among the rows shown. */
  own: LeaderboardRow.nullable(),
  practices: z.number().int(),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;

export const LeaderboardOptInRequest = z.object({
  optIn: z.boolean({ error: 'Say whether to show your practice’s name.' }),
});
export type LeaderboardOptInRequest = z.infer<typeof LeaderboardOptInRequest>;
export const LeaderboardOptInResponse = z.object({ _message: z.string(), optIn: z.boolean() });

export const AdminLaunchRewardsQuery = z.object({ status: z.enum(['earned', 'paid', 'all']).default('earned') });
export type AdminLaunchRewardsQuery = z.input<typeof AdminLaunchRewardsQuery>;

export const AdminLaunchReward = LaunchRewardView.extend({
  officeId: z.number().int(),
  officeName: z.string(),
  organizationName: z.string(),
  paidBy: z.string().nullable(),
});
export type AdminLaunchReward = z.infer<typeof AdminLaunchReward>;
export const AdminLaunchRewardsResponse = z.object({
  rewards: z.array(AdminLaunchReward),
  earnedCents: z.number().int(),
});
export type AdminLaunchRewardsResponse = z.infer<typeof AdminLaunchRewardsResponse>;

const Threshold = z.coerce
  .number()
  .int()
  .refine((n) => LAUNCH_THRESHOLDS.some((t) => t.threshold === n), 'A launch reward is at 30, 60 or 90 members.');
export const LaunchRewardParams = z.object({ dentistInfoId: Id, threshold: Threshold });
export const LaunchRewardPaidResponse = z.object({ _message: z.string(), reward: AdminLaunchReward });
