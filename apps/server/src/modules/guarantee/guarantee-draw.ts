import type { GuaranteeClaim, PlanDraw } from '@mhq/contract';
import {
  type BillingPeriod,
  type DrawSchedule,
  drawSchedule,
  type SubscriptionStatus,
  statusLabel,
  unpaidPeriod,
  utcDayOf,
} from '@mhq/domain';
import type { Db } from '../../db/connection';
import { paidPeriods } from '../subscriptions/subscription-cash.queries';
import type { ClaimRow, ClaimWithNames, SubscriptionWithNames } from './guarantee.queries';

// A guaranteed plan's draw schedule as the pages show it: the domain's schedule from what the database holds (the
// periods its payments covered, the period it owes, its claim), and what a claim would pay now.

/** A claim as the pages show it. */
export function toClaim(row: ClaimWithNames): GuaranteeClaim {
  const { claim } = row;
  return {
    claimId: claim.id,
    subscriptionId: claim.subscriptionId,
    memberId: claim.memberId,
    memberName: `${row.firstName} ${row.lastName}`,
    planName: row.planName,
    amountCents: claim.amountCents,
    months: claim.months,
    fromDay: claim.periodStart,
    toDay: claim.periodEnd,
    status: claim.status === 'succeeded' ? 'succeeded' : claim.status === 'failed' ? 'failed' : 'pending',
    failureMessage: claim.failureMessage,
    requestedAt: claim.createdAt.toISOString(),
    settledAt: claim.settledAt ? claim.settledAt.toISOString() : null,
    requestedBy: row.requestedBy,
  };
}

export type Draw = { schedule: DrawSchedule; unpaidFrom: string | null; claimableCents: number | null };

/**
 * The schedule of a guaranteed subscription: its commitment counted from the first period it paid (else from its
 * start), the period it owes while it is late or its payments stopped, and the claim that paid it, if one did.
 * Claimable (with the amount) only while its payments stopped (delinquent_gpp) and no claim is on its way or made.
 */
export async function drawOf(
  db: Db,
  row: SubscriptionWithNames,
  claim: Pick<ClaimRow, 'periodStart' | 'status'> | null,
  at: { now: Date; perMemberMonthCents: number },
): Promise<Draw> {
  const { sub } = row;
  const today = utcDayOf(at.now);
  const paid = await paidPeriods(db, sub.organizationId, sub.id);
  const term: BillingPeriod = sub.term === 'annual' ? 'annual' : 'monthly';
  const owing = sub.status === 'past_due' || sub.status === 'delinquent_gpp';
  const unpaid = owing
    ? unpaidPeriod(
        { currentPeriodStart: sub.currentPeriodStart, nextRenewalOn: sub.nextRenewalOn, term },
        paid.map((p) => p.start),
        today,
      )
    : null;
  const claimed = claim && claim.status !== 'failed' ? claim.periodStart : null;
  const schedule = drawSchedule({
    start: paid[0]?.start ?? sub.currentPeriodStart ?? utcDayOf(sub.createdAt),
    term,
    priceCents: sub.priceCents,
    perMemberMonthCents: at.perMemberMonthCents,
    paid,
    unpaidFrom: claimed ? null : (unpaid?.start ?? null),
    claimedFrom: claimed,
    today,
  });
  const claimable = sub.status === 'delinquent_gpp' && sub.guaranteed && !claimed && schedule.guaranteedCents > 0;
  return {
    schedule,
    unpaidFrom: unpaid?.start ?? null,
    claimableCents: claimable ? schedule.guaranteedCents : null,
  };
}

/** The draw as the plan-draw call and the claim's answer show it. */
export function planDrawOf(row: SubscriptionWithNames, draw: Draw, claim: GuaranteeClaim | null): PlanDraw {
  const status = row.sub.status as SubscriptionStatus;
  return {
    subscriptionId: row.sub.id,
    memberId: row.sub.memberId,
    memberName: `${row.firstName} ${row.lastName}`,
    planName: row.planName,
    status,
    statusLabel: statusLabel(status),
    priceCents: row.sub.priceCents,
    commitmentYear: draw.schedule.commitmentYear,
    yearStart: draw.schedule.yearStart,
    yearEnd: draw.schedule.yearEnd,
    months: draw.schedule.months,
    guaranteedCents: draw.schedule.guaranteedCents,
    claimableCents: draw.claimableCents,
    claim,
  };
}
