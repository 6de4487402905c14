import type {
  ChangePlanRequest,
  DropPlanChangeRequest,
  PendingContract,
  PendingContractResponse,
  SubscriptionChangeResponse,
} from '@mhq/contract';
import {
  ageOn,
  COVERED_STATUSES,
  countsAsActive,
  formatMoney,
  formatUsDay,
  perTerm,
  pickablePlans,
  renewalChangeRefusal,
  runningChangeRefusal,
} from '@mhq/domain';
import type { Ctx } from '../../deps';
import { badRequest } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { enrolPlan } from '../enrolment/household';
import { subscriptionsOf } from '../members/member-details.queries';
import { memberSubscriptionOf } from '../members/member-details.service';
import { memberSubscriptions, switchedPlan, updateSubscription } from './subscription-changes.queries';
import {
  type ChangeTarget,
  changeSubscription,
  changeTarget,
  conflict,
  officePlan,
  priceFor,
  statusOf,
  subscriptionAnswer,
  termOf,
} from './subscription-changes.service';

// A member's plan changed from their page: now (the new price from the next payment, no proration) or at the next
// renewal (pending_plan_id, applied by the billing engine); a change waiting for renewal dropped; what waits.

const M = {
  samePlan: (first: string, plan: string) => `${first} is already on ${plan}. Choose another plan.`,
  notOffered: 'This plan is not offered for this member. Please choose another.',
  changedNow: (first: string, plan: string, price: string, next: string | null) =>
    `${first} is now on ${plan}. The new price, ${price}, applies from the next payment${next ? ` on ${next}` : ''}.`,
  changedAtRenewal: (first: string, plan: string, from: string, price: string) =>
    `${first} moves to ${plan} at the renewal on ${from}, at ${price} at today's prices.`,
  nothingWaiting: 'No plan change is waiting for the next renewal of this plan.',
  dropped: (first: string, plan: string) => `The change to ${plan} is dropped: ${first} keeps the current plan.`,
} as const;

/** The plans the member holds besides this subscription (running, ending or waiting for payment): not offered again. */
async function otherCurrentPlanIds(ctx: Ctx, target: ChangeTarget, subscriptionId: number): Promise<number[]> {
  const own = await memberSubscriptions(ctx.db, target.member.organizationId, target.member.id);
  const current = [...COVERED_STATUSES, 'pending_cash'] as readonly string[];
  return own.filter((s) => s.subscriptionId !== subscriptionId && current.includes(s.status)).map((s) => s.planId);
}

/** Changes a member's plan now or at the next renewal (PUT /subscriptions/change_contract_plan). */
export async function changePlan(
  ctx: Ctx,
  auth: AuthContext,
  req: ChangePlanRequest,
): Promise<SubscriptionChangeResponse> {
  const target = await changeTarget(ctx, req.dentistInfoId, req.memberId);
  const { member, today } = target;
  const others = await otherCurrentPlanIds(ctx, target, req.subscriptionId);
  const message = await changeSubscription(ctx, auth, target, req.subscriptionId, async (tx, sub) => {
    const refused = runningChangeRefusal('changePlan', statusOf(sub));
    if (refused) throw conflict(refused);
    const term = termOf(sub);
    const from = officePlan(target, sub.planId);
    const to = officePlan(target, req.planId);
    if (sub.planId === req.planId) {
      throw badRequest(M.samePlan(member.firstName, from.name), { planId: M.samePlan(member.firstName, from.name) });
    }
    // The plan picker decides what the front desk may offer this member (spec 02 section 5).
    const pickable = pickablePlans(
      target.office.household.plans.filter((p) => !p.isDeleted).map((p) => enrolPlan(p, term)),
      {
        age: ageOn(member.birthDate, today),
        currentPlanIds: [sub.planId, ...others],
        channel: 'internal',
        period: term,
        planType: member.insured ? 'insured' : 'uninsured',
      },
    );
    if (!pickable.some((p) => p.id === req.planId)) throw badRequest(M.notOffered, { planId: M.notOffered });
    const priceCents = await priceFor(tx, target, req.planId, term);
    const price = `${formatMoney(priceCents, { decimals: 2 })} ${perTerm(term)}`;
    if (req.when === 'renewal') {
      const notNow = renewalChangeRefusal(sub);
      if (notNow || !sub.nextRenewalOn) throw conflict(notNow ?? M.nothingWaiting);
      await updateSubscription(tx, sub.organizationId, sub.id, {
        pendingPlanId: req.planId,
        pendingPlanFrom: sub.nextRenewalOn,
      });
      const on = formatUsDay(sub.nextRenewalOn);
      return {
        result: M.changedAtRenewal(member.firstName, to.name, on, price),
        event: {
          kind: 'plan.change_scheduled',
          summary: `Plan change set: from ${from.name} to ${to.name} at the renewal on ${on} (${price} at today's prices).`,
          detail: { fromPlanId: sub.planId, toPlanId: req.planId, from: sub.nextRenewalOn, priceCents },
        },
      };
    }
    // Now: the plan and its price switch today; what was paid stays paid (no proration), and a price change or plan
    // change that waited for the old plan's renewal no longer applies.
    await updateSubscription(tx, sub.organizationId, sub.id, switchedPlan(req.planId, priceCents));
    const next = sub.nextRenewalOn ? formatUsDay(sub.nextRenewalOn) : null;
    return {
      result: M.changedNow(member.firstName, to.name, price, next),
      event: {
        kind: 'plan.changed',
        summary: `Plan changed from ${from.name} to ${to.name}; ${price} from the next payment${next ? ` on ${next}` : ''}.`,
        detail: { fromPlanId: sub.planId, toPlanId: req.planId, fromPriceCents: sub.priceCents, priceCents },
      },
    };
  });
  return { _message: message, subscription: await subscriptionAnswer(ctx, member, req.subscriptionId) };
}

/** Drops the plan change waiting for the next renewal (DELETE /subscriptions/change_contract_plan). */
export async function dropPlanChange(
  ctx: Ctx,
  auth: AuthContext,
  req: DropPlanChangeRequest,
): Promise<SubscriptionChangeResponse> {
  const target = await changeTarget(ctx, req.dentistInfoId, req.memberId);
  const { member } = target;
  const message = await changeSubscription(ctx, auth, target, req.subscriptionId, async (tx, sub) => {
    if (sub.pendingPlanId === null) throw conflict(M.nothingWaiting);
    const waiting = officePlan(target, sub.pendingPlanId);
    await updateSubscription(tx, sub.organizationId, sub.id, { pendingPlanId: null, pendingPlanFrom: null });
    return {
      result: M.dropped(member.firstName, waiting.name),
      event: {
        kind: 'plan.change_dropped',
        summary: `Plan change to ${waiting.name} at renewal dropped.`,
        detail: { toPlanId: sub.pendingPlanId, from: sub.pendingPlanFrom },
      },
    };
  });
  return { _message: message, subscription: await subscriptionAnswer(ctx, member, req.subscriptionId) };
}

/** What waits for a member's next renewals, subscription by subscription (POST /subscriptions/pending_contract). */
export async function pendingContract(ctx: Ctx, officeId: number, memberId: number): Promise<PendingContractResponse> {
  const target = await changeTarget(ctx, officeId, memberId);
  const { member } = target;
  const rows = await subscriptionsOf(ctx.db, member.organizationId, [member.id]);
  const pending: PendingContract[] = [];
  for (const row of rows) {
    const subscription = memberSubscriptionOf(row);
    const s = row.subscription;
    // Only a plan that still covers the member has a renewal ahead of it.
    if (!countsAsActive(subscription.status)) continue;
    const requested = subscription.status === 'cancellation_requested';
    const ending =
      s.endsOn && (requested || !s.autoRenew)
        ? { on: s.endsOn, why: requested ? ('cancellation' as const) : ('autoRenewOff' as const) }
        : null;
    const planChange =
      subscription.pendingPlan && s.pendingPlanId !== null
        ? {
            ...subscription.pendingPlan,
            term: subscription.term,
            priceCents: await priceFor(ctx.db, target, s.pendingPlanId, subscription.term),
          }
        : null;
    if (!planChange && !subscription.pendingPrice && !ending) continue;
    pending.push({ subscription, planChange, priceChange: subscription.pendingPrice, ending });
  }
  return { memberId: member.id, pending };
}
