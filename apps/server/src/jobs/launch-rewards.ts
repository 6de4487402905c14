import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { type AwardedReward, awardLaunchRewards } from '../modules/rewards/rewards.queries';

/**
 * Records the launch rewards offices have reached (30, 60, 90 active members: LAUNCH_REWARDS), for every office.
 *
 * Why a step that runs often rather than a hook in each use case: an office's active members change in a dozen places
 * (enrolment online, at the desk, by an employer's or a community group's code, re-enrolment, imports and transfers,
 * reactivation, cancellation, the billing run ending plans...), and every one of them lands in office_status_counts,
 * which the database keeps exact in the change's own transaction. Reading those counts catches every path without
 * touching each; the office's own rewards page records its rewards too when read, so the office never waits for this.
 * Safe to run twice or in several processes at once: each threshold's reward is inserted once (its primary key, `on
 * conflict do nothing`).
 */
export async function recordLaunchRewards(db: Db, clock: Clock): Promise<AwardedReward[]> {
  return awardLaunchRewards(db, clock.now());
}

/** How often the server records them: a reward shows on the admins' list within this of the member who earned it. */
export const LAUNCH_REWARDS_EVERY_MS = 60_000;
