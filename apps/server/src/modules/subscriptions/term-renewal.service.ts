import type { AutoRenewRequest, SubscriptionChangeResponse, UpdateTermRequest } from '@mhq/contract';
import {
  commitmentYearEnd,
  endOfPaidPeriod,
  formatMoney,
  formatUsDay,
  guaranteeCovers,
  perTerm,
  runningChangeRefusal,
  termChangeGuaranteeNotice,
  termRefusal,
  utcDayOf,
} from '@mhq/domain';
import type { Ctx } from '../../deps';
import { badRequest } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { paidPeriods } from './subscription-cash.queries';
import { updateSubscription } from './subscription-changes.queries';
import {
  changeSubscription,
  changeTarget,
  conflict,
  officePlan,
  priceFor,
  statusOf,
  subscriptionAnswer,
  termOf,
} from './subscription-changes.service';

// How a member's plan is paid and whether it renews: monthly or annual (from the next payment), automatic renewal on
// or off (off: it ends with the paid period, and the renewal job ends it instead of charging).

const BY_TERM = { monthly: 'by the month', annual: 'by the year' } as const;

const M = {
  sameTerm: (plan: string, term: keyof typeof BY_TERM) => `${plan} is already paid ${BY_TERM[term]}.`,
  termChanged: (first: string, plan: string, term: keyof typeof BY_TERM, price: string, next: string | null) =>
    `${first}'s ${plan} is now paid ${BY_TERM[term]}: ${price} from the next payment${next ? ` on ${next}` : ''}.`,
  alreadyOn: 'Automatic renewal is already on for this plan.',
  alreadyOff: 'Automatic renewal is already off for this plan.',
  renewOff: (first: string, plan: string, ends: string) =>
    `Automatic renewal is off. ${first}'s ${plan} ends on ${ends}, at the end of the paid period.`,
  changeDropped: ' The plan change waiting for that renewal was dropped.',
  guaranteeEnded: ' The guarantee ended with the switch.',
  renewOn: (first: string, plan: string, next: string | null) =>
    `Automatic renewal is on. ${first}'s ${plan} ${next ? `renews on ${next}` : 'renews as usual'}.`,
} as const;

/** Switches a plan between monthly and annual payment (POST /office/{id}/members/subscriptions/updateTerm). */
export async function updateTerm(
  ctx: Ctx,
  auth: AuthContext,
  officeId: number,
  req: UpdateTermRequest,
): Promise<SubscriptionChangeResponse> {
  const target = await changeTarget(ctx, officeId, req.memberId);
  const { member } = target;
  const message = await changeSubscription(ctx, auth, target, req.subscriptionId, async (tx, sub) => {
    const refused = runningChangeRefusal('changeTerm', statusOf(sub));
    if (refused) throw conflict(refused);
    const plan = officePlan(target, sub.planId);
    if (termOf(sub) === req.term) throw conflict(M.sameTerm(plan.name, req.term));
    const notSold = termRefusal(
      {
        name: plan.name,
        pricing: { monthly: plan.priceCents, annually: plan.annualPriceCents },
        showOnInternalEnrollmentMonthly: plan.showOnInternalEnrollmentMonthly,
        showOnInternalEnrollmentAnnual: plan.showOnInternalEnrollmentAnnual,
      },
      req.term,
    );
    if (notSold) throw badRequest(notSold, { term: notSold });
    // A guaranteed monthly plan loses its guarantee by going annual: only once the office confirmed it knows.
    const guaranteed = guaranteeCovers({ ...sub, status: statusOf(sub) });
    const paid = guaranteed ? await paidPeriods(tx, sub.organizationId, sub.id) : [];
    const notice = termChangeGuaranteeNotice({
      guaranteed,
      fromTerm: termOf(sub),
      toTerm: req.term,
      firstName: member.firstName,
      planName: plan.name,
      nextRenewalOn: sub.nextRenewalOn,
      commitmentEndsOn: commitmentYearEnd(
        paid[0]?.start ?? sub.currentPeriodStart ?? utcDayOf(sub.createdAt),
        target.today,
      ),
      feeWaived: sub.feeWaived,
    });
    if (notice && !req.acceptGuaranteeEnd) {
      throw badRequest(`${notice} Confirm the switch to go ahead.`, { acceptGuaranteeEnd: notice });
    }
    const priceCents = await priceFor(tx, target, sub.planId, req.term);
    // The paid period runs to its end (next_renewal_on unchanged); the next payment is the new term's. The guarantee
    // is a monthly plan's 12-month commitment, so an annual plan carries none; a price change noticed for the old
    // term's price no longer applies.
    await updateSubscription(tx, sub.organizationId, sub.id, {
      term: req.term,
      priceCents,
      guaranteed: sub.guaranteed && req.term === 'monthly',
      pendingPriceCents: null,
      pendingPriceFrom: null,
      pendingPriceNotifiedAt: null,
    });
    const price = `${formatMoney(priceCents, { decimals: 2 })} ${perTerm(req.term)}`;
    const next = sub.nextRenewalOn ? formatUsDay(sub.nextRenewalOn) : null;
    return {
      result: M.termChanged(member.firstName, plan.name, req.term, price, next) + (notice ? M.guaranteeEnded : ''),
      event: {
        kind: 'term.changed',
        summary: `Now paid ${BY_TERM[req.term]}: ${price} from the next payment${next ? ` on ${next}` : ''}.${notice ? M.guaranteeEnded : ''}`,
        detail: {
          fromTerm: sub.term,
          toTerm: req.term,
          fromPriceCents: sub.priceCents,
          priceCents,
          ...(notice ? { guaranteeEnded: true } : {}),
        },
      },
    };
  });
  return { _message: message, subscription: await subscriptionAnswer(ctx, member, req.subscriptionId) };
}

/** Turns automatic renewal on or off (POST /subscriptions/toggleAutoRenew). */
export async function toggleAutoRenew(
  ctx: Ctx,
  auth: AuthContext,
  req: AutoRenewRequest,
): Promise<SubscriptionChangeResponse> {
  const target = await changeTarget(ctx, req.dentistInfoId, req.memberId);
  const { member, today } = target;
  const message = await changeSubscription(ctx, auth, target, req.subscriptionId, async (tx, sub) => {
    const refused = runningChangeRefusal('autoRenew', statusOf(sub));
    if (refused) throw conflict(refused);
    if (sub.autoRenew === req.autoRenew) throw conflict(req.autoRenew ? M.alreadyOn : M.alreadyOff);
    const plan = officePlan(target, sub.planId);
    if (!req.autoRenew) {
      // The membership ends with what is paid; a plan change set for a renewal that will not happen goes with it.
      const endsOn = endOfPaidPeriod(statusOf(sub), sub.nextRenewalOn, today);
      const dropsChange = sub.pendingPlanId !== null;
      await updateSubscription(tx, sub.organizationId, sub.id, {
        autoRenew: false,
        endsOn,
        pendingPlanId: null,
        pendingPlanFrom: null,
      });
      const ends = formatUsDay(endsOn);
      return {
        result: M.renewOff(member.firstName, plan.name, ends) + (dropsChange ? M.changeDropped : ''),
        event: {
          kind: 'auto_renew.off',
          summary: `Automatic renewal turned off: ${plan.name} ends on ${ends}.${dropsChange ? ' Plan change at renewal dropped.' : ''}`,
          detail: { endsOn, droppedPlanId: sub.pendingPlanId },
        },
      };
    }
    await updateSubscription(tx, sub.organizationId, sub.id, { autoRenew: true, endsOn: null });
    const next = sub.nextRenewalOn ? formatUsDay(sub.nextRenewalOn) : null;
    return {
      result: M.renewOn(member.firstName, plan.name, next),
      event: {
        kind: 'auto_renew.on',
        summary: `Automatic renewal turned on: ${plan.name} ${next ? `renews on ${next}` : 'renews as usual'}.`,
        detail: { endedOn: sub.endsOn },
      },
    };
  });
  return { _message: message, subscription: await subscriptionAnswer(ctx, member, req.subscriptionId) };
}
