import type { ClearDelinquencyRequest, SubscriptionChangeResponse } from '@mhq/contract';
import { delinquencyClearRefusal, formatMoney, formatUsDay, priceForPeriod } from '@mhq/domain';
import type { Ctx } from '../../deps';
import type { AuthContext } from '../../http/guard';
import { endedFinancially, updateSubscription } from './subscription-changes.queries';
import {
  changeSubscription,
  changeTarget,
  conflict,
  officePlan,
  statusOf,
  subscriptionAnswer,
} from './subscription-changes.service';

/**
 * Clears a delinquent plan (POST /users/me/members/clearDelinquency): the office gives up the missed payment, so the
 * plan ends (canceled, for a financial reason) and leaves the delinquent list; the member may re-enroll later. Nothing
 * is charged or refunded; the history line keeps what was written off.
 */
export async function clearDelinquency(
  ctx: Ctx,
  auth: AuthContext,
  req: ClearDelinquencyRequest,
): Promise<SubscriptionChangeResponse> {
  const target = await changeTarget(ctx, req.dentistInfoId, req.memberId);
  const { member, today } = target;
  const message = await changeSubscription(ctx, auth, target, req.subscriptionId, async (tx, sub) => {
    const refused = delinquencyClearRefusal(statusOf(sub));
    if (refused) throw conflict(refused);
    const plan = officePlan(target, sub.planId);
    const missedFrom = sub.nextRenewalOn;
    const missed = missedFrom ? priceForPeriod(sub, missedFrom).priceCents : sub.priceCents;
    await updateSubscription(
      tx,
      sub.organizationId,
      sub.id,
      endedFinancially(ctx.clock.now(), today, 'Delinquency cleared: the missed payment was written off.'),
    );
    const amount = formatMoney(missed, { decimals: 2 });
    const period = missedFrom ? ` for the period from ${formatUsDay(missedFrom)}` : '';
    return {
      result: `${member.firstName}'s ${plan.name} is cleared: the missed payment of ${amount} is written off and the plan has ended. ${member.firstName} can re-enroll at any time.`,
      event: {
        kind: 'subscription.delinquency_cleared',
        summary: `Delinquency cleared: the missed payment of ${amount}${period} was written off and ${plan.name} ended.`,
        detail: { writtenOffCents: missed, missedFrom, failedTries: sub.failedTries, fromStatus: sub.status },
      },
    };
  });
  return { _message: message, subscription: await subscriptionAnswer(ctx, member, req.subscriptionId) };
}
