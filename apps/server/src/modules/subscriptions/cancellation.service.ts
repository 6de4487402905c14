import type { CancelPlanRequest, ReEnrollRequest, ReEnrollResponse, SubscriptionChangeResponse } from '@mhq/contract';
import {
  CANCELLATION_ERROR_HEADING,
  CANCELLATION_REASONS,
  cancellationOutcome,
  cancellationRefusal,
  formatMoney,
  formatUsDay,
  fullRefundRefusal,
  reEnrolment,
  type SubscriptionStatus,
  statusAfterUndo,
  statusLabel,
  utcDayOf,
} from '@mhq/domain';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Ctx } from '../../deps';
import { badRequest } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { currentPaymentMethod } from '../billing/billing.queries';
import { refundSubscription } from '../billing/refund.service';
import { addAdditionalSubscription, resumeAddedPlan } from '../enrolment/subscription-add.service';
import {
  CANCELLATION_REQUESTED,
  lastCancellationRequest,
  memberSubscriptions,
  updateSubscription,
} from './subscription-changes.queries';
import {
  type ChangeTarget,
  changeSubscription,
  changeTarget,
  conflict,
  officePlan,
  statusOf,
  subscriptionAnswer,
} from './subscription-changes.service';

// A plan canceled from the member's page (at the end of the paid period, or now), and re-enrolment: a requested
// cancellation undone, or a plan that ended started again like adding a plan. Refunds are another issue's.

const M = {
  endsAtPeriodEnd: (first: string, plan: string, on: string) =>
    `${first}'s ${plan} is canceled: it ends on ${on}, at the end of the paid period.`,
  canceledNow: (first: string, plan: string) => `${first}'s ${plan} is canceled as of today.`,
  changeDropped: ' The plan change waiting for renewal was dropped.',
  undone: (first: string, plan: string) => `The cancellation is undone: ${first} keeps ${plan}. Nothing was charged.`,
  alreadyUndone: 'This cancellation was already undone.',
  refunded: (amount: string) => `${amount} was refunded (the setup fee is not refundable).`,
  refundFailed: (why: string) => `One refund was not made: ${why} Refund it from the payment history.`,
  startAgainNeeds: 'Choose the term, how the plan is paid, and confirm the amounts to re-enroll.',
} as const;

const reasonLabel = (value: number) => CANCELLATION_REASONS.find((r) => r.value === value)?.label ?? 'Other';

/** Cancels a member's plan, at the end of the paid period or now (POST /dentists/{id}/subscription/cancel_contract_plan). */
export async function cancelPlan(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  officeId: number,
  req: CancelPlanRequest,
  ip: string,
): Promise<SubscriptionChangeResponse> {
  const target = await changeTarget(ctx, officeId, req.memberId);
  const { member, today } = target;
  const message = await changeSubscription(ctx, auth, target, req.subscriptionId, async (tx, sub) => {
    const status = statusOf(sub);
    const why = cancellationRefusal(status, req.when, sub.endsOn);
    // The cancellation error modal reads its heading and description from the refusal (spec 01 section 2 'Modals').
    if (why) throw conflict(why, { title: CANCELLATION_ERROR_HEADING, description: why });
    const noRefund = req.refund
      ? fullRefundRefusal({ when: req.when, startedOn: utcDayOf(sub.createdAt), today })
      : null;
    if (noRefund) throw conflict(noRefund, { title: CANCELLATION_ERROR_HEADING, description: noRefund });
    const plan = officePlan(target, sub.planId);
    const outcome = cancellationOutcome({ status, when: req.when, nextRenewalOn: sub.nextRenewalOn, today });
    const dropsChange = sub.pendingPlanId !== null;
    await updateSubscription(tx, sub.organizationId, sub.id, {
      status: outcome.status,
      endsOn: outcome.endsOn,
      nextRenewalOn: outcome.nextRenewalOn,
      canceledAt: ctx.clock.now(),
      cancelReason: req.reason,
      cancelNote: req.note ? req.note : null,
      // A household's request waiting for the office is decided by the office's own cancellation.
      cancelRequestedAt: null,
      // A plan change waiting for a renewal that will not happen goes with the cancellation.
      pendingPlanId: null,
      pendingPlanFrom: null,
    });
    const on = formatUsDay(outcome.endsOn);
    const reason = reasonLabel(req.reason);
    const note = req.note ? ` Note: ${req.note}` : '';
    const requested = outcome.status === 'cancellation_requested';
    return {
      result:
        (requested ? M.endsAtPeriodEnd(member.firstName, plan.name, on) : M.canceledNow(member.firstName, plan.name)) +
        (dropsChange ? M.changeDropped : ''),
      event: {
        kind: requested ? CANCELLATION_REQUESTED : 'subscription.canceled',
        summary: `${requested ? `Cancellation requested (${reason}): ${plan.name} ends on ${on}.` : `Canceled now (${reason}): ${plan.name}.`}${note}`,
        // The status it had: undoing the cancellation puts it back.
        detail: { fromStatus: status, reason: req.reason, when: req.when, endsOn: outcome.endsOn },
      },
    };
  });
  // The refund after the cancellation: money goes back only once the plan has ended.
  const refunded = req.refund
    ? await refundSubscription(
        ctx,
        gateway,
        { auth, ip },
        {
          organizationId: member.organizationId,
          officeId,
          subscriptionId: req.subscriptionId,
          memberId: member.id,
        },
      )
    : null;
  const refundWords = !refunded
    ? ''
    : ` ${M.refunded(formatMoney(refunded.refundedCents, { decimals: 2 }))}${refunded.failures.map((f) => ` ${M.refundFailed(f)}`).join('')}`;
  return {
    _message: message + refundWords,
    subscription: await subscriptionAnswer(ctx, member, req.subscriptionId),
  };
}

/** Withdraws a cancellation still waiting for the end of the period: the plan goes on as before, nothing charged. */
async function undoCancellation(ctx: Ctx, auth: AuthContext, target: ChangeTarget, subscriptionId: number) {
  const { member } = target;
  const before = await lastCancellationRequest(ctx.db, member.organizationId, subscriptionId);
  const method = await currentPaymentMethod(ctx.db, member.organizationId, member.accountOwnerId ?? member.id);
  const message = await changeSubscription(ctx, auth, target, subscriptionId, async (tx, sub) => {
    // Another desk may have undone it, or canceled it for good, since the page was read.
    if (statusOf(sub) !== 'cancellation_requested') throw conflict(M.alreadyUndone);
    const status = statusAfterUndo(before, method === null);
    const plan = officePlan(target, sub.planId);
    await updateSubscription(tx, sub.organizationId, sub.id, {
      status,
      // With automatic renewal off it still ends with the paid period; otherwise it renews as before.
      endsOn: sub.autoRenew ? null : sub.endsOn,
      canceledAt: null,
      cancelReason: null,
      cancelNote: null,
      // A household's request undone from the member's page is kept, as the request's 'Keep the plan' does.
      cancelRequestedAt: null,
    });
    return {
      result: M.undone(member.firstName, plan.name),
      event: {
        kind: 'subscription.cancellation_undone',
        summary: `Cancellation undone: ${plan.name} continues (${statusLabel(status)}).`,
        detail: {
          toStatus: status,
          canceledAt: sub.canceledAt?.toISOString() ?? null,
          reason: sub.cancelReason,
          note: sub.cancelNote,
          endsOn: sub.endsOn,
        },
      },
    };
  });
  return message;
}

/**
 * Re-enrolls a member in a plan (PUT /dentists/{officeId}/subscription/plan/{memberId}/re-enroll?membershipId=): a
 * requested cancellation is undone; a plan that ended, or one the member never had, starts again as a new plan paid
 * with the card on file, in the office or by the office (addAdditionalSubscription's rules and prices).
 */
export async function reEnroll(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  call: { officeId: number; memberId: number; planId: number; body: ReEnrollRequest; ip: string; key: string | null },
): Promise<ReEnrollResponse> {
  const target = await changeTarget(ctx, call.officeId, call.memberId);
  const { member } = target;
  // The same request again after a crash while the plan was being paid for: finished as the first one left it.
  const resumed = await resumeAddedPlan(ctx, gateway, {
    memberId: member.id,
    planId: call.planId,
    requestKey: call.key,
  });
  if (resumed) return restarted(ctx, member, resumed);
  const own = await memberSubscriptions(ctx.db, member.organizationId, member.id);
  const decision = reEnrolment(
    own
      .filter((s) => s.planId === call.planId)
      .map((s) => ({ subscriptionId: s.subscriptionId, status: s.status as SubscriptionStatus })),
  );
  if (decision.kind === 'refuse') throw conflict(decision.why);
  if (decision.kind === 'undo') {
    const message = await undoCancellation(ctx, auth, target, decision.subscriptionId);
    const subscription = await subscriptionAnswer(ctx, member, decision.subscriptionId);
    return { _message: message, outcome: 'undone', subscription, quote: null };
  }
  const { term, payment, expected, waiveFee } = call.body;
  if (!term || !payment || !expected) {
    const missing = Object.fromEntries(
      (['term', 'payment', 'expected'] as const).filter((f) => !call.body[f]).map((f) => [f, M.startAgainNeeds]),
    );
    throw badRequest(M.startAgainNeeds, missing);
  }
  const added = await addAdditionalSubscription(
    ctx,
    gateway,
    auth,
    {
      dentistInfoId: call.officeId,
      memberId: member.id,
      planId: call.planId,
      term,
      payment,
      ...(waiveFee !== undefined ? { waiveFee } : {}),
      expected,
    },
    call.ip,
    call.key,
    're-enroll',
  );
  return restarted(ctx, member, added);
}

/** The answer of a plan started again as a new one. */
async function restarted(
  ctx: Ctx,
  member: Parameters<typeof subscriptionAnswer>[1],
  added: { _message: string; subscriptionId: number; quote: ReEnrollResponse['quote'] },
): Promise<ReEnrollResponse> {
  const subscription = await subscriptionAnswer(ctx, member, added.subscriptionId);
  return { _message: added._message, outcome: 'restarted', subscription, quote: added.quote };
}
