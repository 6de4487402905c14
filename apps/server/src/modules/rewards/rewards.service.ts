import type {
  AdminLaunchReward,
  LaunchRewardView,
  LeaderboardResponse,
  LeaderboardRow,
  RewardsResponse,
} from '@mhq/contract';
import {
  LAUNCH_THRESHOLDS,
  type LeaderboardWindow,
  leaderboardMonths,
  leaderboardName,
  nextLaunchReward,
  SEASON_OF_GIVING,
  seasonOfGivingStanding,
  seasonOfGivingWindow,
  seasonWidgetStyle,
  utcDayOf,
} from '@mhq/domain';
import type { launchRewards } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import { type AuthContext, assertOfficeAction } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { newMembersOf, type RankedOffice, rankedOffices } from './leaderboard.queries';
import {
  activeMembersOf,
  awardLaunchRewards,
  launchRewardForAdmins,
  launchRewardsForAdmins,
  launchRewardsOf,
  markRewardPaid,
  officeForRewards,
  setLeaderboardOptIn,
} from './rewards.queries';

type Actor = { auth: AuthContext; ip: string };
/** How many practices the leaderboard lists (the caller's own office is added wherever it ranks). */
const LEADERBOARD_TOP = 20;

const rewardView = (r: typeof launchRewards.$inferSelect): LaunchRewardView => ({
  threshold: r.threshold,
  amountCents: Number(r.amountCents),
  status: r.status === 'paid' ? 'paid' : 'earned',
  membersAtEarning: r.membersAtEarning,
  earnedAt: r.earnedAt.toISOString(),
  paidAt: r.paidAt ? r.paidAt.toISOString() : null,
});

const rowView = (r: RankedOffice, own: number): LeaderboardRow => ({
  rank: r.rank,
  // The caller sees its own office's name whether or not it opted in; others see it only if it did.
  name: r.officeId === own ? r.officeName : leaderboardName(r.optIn, r.officeName, r.city, r.state),
  newMembers: r.newMembers,
  own: r.officeId === own,
});

/**
 * The office's launch rewards and its season of giving. Reading them records any reward its members have reached (the
 * job records them for every office too): the office sees a reward the moment it looks.
 */
export async function officeRewards(ctx: Ctx, officeId: number): Promise<RewardsResponse> {
  await awardLaunchRewards(ctx.db, ctx.clock.now(), officeId);
  const [active, rewards] = await Promise.all([activeMembersOf(ctx.db, officeId), launchRewardsOf(ctx.db, officeId)]);
  const earned = rewards.map((r) => r.threshold);
  return {
    activeMembers: active,
    thresholds: LAUNCH_THRESHOLDS.map((t) => {
      const reward = rewards.find((r) => r.threshold === t.threshold);
      return { ...t, reward: reward ? rewardView(reward) : null };
    }),
    next: nextLaunchReward(active, earned),
    season: await seasonOf(ctx, officeId),
  };
}

async function seasonOf(ctx: Ctx, officeId: number): Promise<RewardsResponse['season']> {
  const style = seasonWidgetStyle(ctx.tenant);
  if (!style) return null;
  const window = seasonOfGivingWindow(utcDayOf(ctx.clock.now()));
  const [newMembers, ranked] = await Promise.all([
    newMembersOf(ctx.db, officeId, window),
    rankedOffices(ctx.db, window, officeId, 3),
  ]);
  const standing = seasonOfGivingStanding(newMembers, ctx.tenant.id);
  const own = ranked.rows.find((r) => r.officeId === officeId);
  return {
    style,
    ...window,
    newMembers,
    tiers: [...SEASON_OF_GIVING[ctx.tenant.id].tiers].reverse().map((t) => ({ ...t })),
    ...standing,
    rank: own && own.newMembers > 0 ? own.rank : null,
    leaders: ranked.rows.filter((r) => r.rank <= 3 && r.newMembers > 0).map((r) => rowView(r, officeId)),
  };
}

/** Practices ranked by new members in the window; the caller's office highlighted and always listed. */
export async function leaderboard(
  ctx: Ctx,
  auth: AuthContext,
  officeId: number,
  window: LeaderboardWindow,
): Promise<LeaderboardResponse> {
  const office = await officeForRewards(ctx.db, officeId);
  if (!office) throw notFound();
  const months = leaderboardMonths(window, utcDayOf(ctx.clock.now()));
  const [ranked, mayChange] = await Promise.all([
    rankedOffices(ctx.db, months, officeId, LEADERBOARD_TOP),
    assertOfficeAction(ctx.db, auth, officeId, 'managePlans').then(
      () => true,
      () => false,
    ),
  ]);
  const rows = ranked.rows.filter((r) => r.rank <= LEADERBOARD_TOP && r.newMembers > 0);
  const own = ranked.rows.find((r) => r.officeId === officeId);
  return {
    window,
    ...months,
    optIn: office.optIn,
    mayChange,
    rows: rows.map((r) => rowView(r, officeId)),
    own: own && !rows.includes(own) ? rowView(own, officeId) : null,
    practices: ranked.practices,
  };
}

/** Shows or hides the office's name to other practices on the leaderboard (audited with the change). */
export async function changeLeaderboardOptIn(ctx: Ctx, actor: Actor, officeId: number, optIn: boolean) {
  const office = await officeForRewards(ctx.db, officeId);
  if (!office) throw notFound();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await setLeaderboardOptIn(tx, { organizationId: office.organizationId, officeId }, optIn, actor.auth.userId, now);
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId,
      actorUserId: actor.auth.userId,
      action: optIn ? 'leaderboard.opted_in' : 'leaderboard.opted_out',
      targetType: 'office',
      targetId: officeId,
      detail: { was: office.optIn },
      ip: actor.ip,
    });
  });
  return {
    _message: optIn
      ? 'Your practice’s name is now shown on the leaderboard.'
      : 'Your practice now shows on the leaderboard by its city only.',
    optIn,
  };
}

type AdminRow = NonNullable<Awaited<ReturnType<typeof launchRewardForAdmins>>>;
const adminView = (r: AdminRow): AdminLaunchReward => ({
  ...rewardView(r.reward),
  officeId: r.reward.officeId,
  officeName: r.officeName,
  organizationName: r.organizationName,
  paidBy: r.paidByFirst ? `${r.paidByFirst} ${r.paidByLast ?? ''}`.trim() : null,
});

/** Launch rewards for the platform admins to pay, or paid. */
export async function adminLaunchRewards(ctx: Ctx, status: 'earned' | 'paid' | 'all') {
  const rows = (await launchRewardsForAdmins(ctx.db, status)).map(adminView);
  const earnedCents = rows.filter((r) => r.status === 'earned').reduce((sum, r) => sum + r.amountCents, 0);
  return { rewards: rows, earnedCents };
}

/** A platform admin marks an office's launch reward paid (audited with the change); a paid one is refused. */
export async function markLaunchRewardPaid(ctx: Ctx, actor: Actor, officeId: number, threshold: number) {
  const found = await launchRewardForAdmins(ctx.db, officeId, threshold);
  // The office and the threshold exist (the guard and the contract checked them): the reward is not earned yet.
  if (!found) throw new AppError('CONFLICT', 'This office has not earned this reward yet.');
  if (found.reward.status === 'paid') throw new AppError('CONFLICT', 'This reward is already marked paid.');
  await ctx.db.transaction(async (tx) => {
    const paid = await markRewardPaid(tx, officeId, threshold, actor.auth.userId, ctx.clock.now());
    if (!paid) throw new AppError('CONFLICT', 'This reward is already marked paid.');
    await recordAudit(tx, {
      organizationId: paid.organizationId,
      officeId,
      actorUserId: actor.auth.userId,
      action: 'launch_reward.paid',
      targetType: 'launch_reward',
      targetId: `${officeId}:${threshold}`,
      detail: { threshold, amountCents: Number(found.reward.amountCents) },
      ip: actor.ip,
    });
  });
  const after = await launchRewardForAdmins(ctx.db, officeId, threshold);
  if (!after) throw notFound();
  return {
    _message: `${after.officeName}'s $${Number(after.reward.amountCents) / 100} reward is marked paid.`,
    reward: adminView(after),
  };
}
