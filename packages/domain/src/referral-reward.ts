/**
 * What a referral earns the referring household, as the office's settings say (issue 22: 'credited to the referrer as
 * the office's settings say, for example a month free'): nothing, a fixed account credit, or one month of the
 * referrer's plans free (a credit equal to the household's monthly price). An office that chose nothing keeps the
 * platform's credit (referralCreditCents), so offices that never opened the setting behave as before.
 */

export const REFERRAL_REWARD_KINDS = ['platform', 'none', 'fixed', 'month_free'] as const;
export type ReferralRewardKind = (typeof REFERRAL_REWARD_KINDS)[number];

export type ReferralReward =
  | { kind: 'platform' }
  | { kind: 'none' }
  | { kind: 'fixed'; amountCents: number }
  | { kind: 'month_free' };

/** A fixed credit above this is a typo, not a policy (the contract refuses it; stored rows are clamped too). */
export const REFERRAL_FIXED_MAX_CENTS = 50_000;

/** One of the referring household's running plans: its price for its term. */
export type RunningPlanPrice = { priceCents: number; term: 'monthly' | 'annual' };

/**
 * The household's price for one month: monthly plans at their price, annual plans at a twelfth of theirs (rounded
 * half-up once, at the end, as every discount here is).
 */
export function householdMonthlyCents(plans: readonly RunningPlanPrice[]): number {
  const monthly = plans.filter((p) => p.term === 'monthly').reduce((sum, p) => sum + Math.max(0, p.priceCents), 0);
  const annual = plans.filter((p) => p.term === 'annual').reduce((sum, p) => sum + Math.max(0, p.priceCents), 0);
  return monthly + Math.round(annual / 12);
}

/** The credit in cents a referral earns under the office's reward; `platformCents` when the office chose none. */
export function referralRewardCents(
  reward: ReferralReward,
  referrer: { runningPlans: readonly RunningPlanPrice[]; platformCents: number },
): number {
  switch (reward.kind) {
    case 'none':
      return 0;
    case 'fixed':
      return Math.min(REFERRAL_FIXED_MAX_CENTS, Math.max(0, Math.trunc(reward.amountCents)));
    case 'month_free':
      return householdMonthlyCents(referrer.runningPlans);
    case 'platform':
      return Math.max(0, Math.trunc(referrer.platformCents));
  }
}

/**
 * How much of each referral's credit the household has used, oldest credit first (a credit is used in the order it
 * was granted): the office's report says, per referral, what was granted and what of it was spent.
 */
export function creditUsedByGrant(
  grants: readonly { id: number; amountCents: number }[],
  usedCents: number,
): Map<number, number> {
  let left = Math.max(0, usedCents);
  const used = new Map<number, number>();
  for (const g of grants) {
    const take = Math.min(left, Math.max(0, g.amountCents));
    used.set(g.id, take);
    left -= take;
  }
  return used;
}
