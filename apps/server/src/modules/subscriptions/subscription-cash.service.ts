import type { CancelCashRequest, MemberSubscription, SubscriptionCashResponse, ToCashRequest } from '@mhq/contract';
import {
  CANCELLATION_REASONS,
  type CashAction,
  type CashSubscription,
  cashActionRefusal,
  type SubscriptionStatus,
} from '@mhq/domain';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { AppError, badRequest } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { currentPaymentMethod } from '../billing/billing.queries';
import { methodWords } from '../billing/billing-mail';
import { subscriptionsOf } from '../members/member-details.queries';
import { liveMemberOf, memberSubscriptionOf } from '../members/member-details.service';
import { recordMemberEvents } from '../members/member-events';
import { type SubscriptionRow, subscriptionOfMember, updateSubscription } from './subscription-cash.queries';

// A plan switched between card and the front desk, and an enrolment that waited for its payment in the office dropped.
// Neither moves money. The state table: STATES.md, 'Cash and transfers'.

const OFFICE_REQUEST = 11;

const M = {
  addCard: 'Add a card first',
  toCash: (name: string, plan: string) => `${name}'s ${plan} will be paid at the front desk from its next renewal.`,
  toCard: (name: string, plan: string, how: string) => `${name}'s ${plan} will renew with ${how}.`,
  canceled: (name: string, plan: string) => `${name}'s enrolment in ${plan} was canceled. Nothing was charged.`,
} as const;

export const fullName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`;

/** The subscription as the cash rules read it. */
export const cashSubscriptionOf = (sub: SubscriptionRow): CashSubscription => ({
  status: sub.status as SubscriptionStatus,
  payor: sub.payor === 'office' ? 'office' : 'member',
  lateInOfficeOn: sub.lateInOfficeOn,
});

/** Refuses, with the rule's sentence, an action the subscription's state does not allow (409). */
export function assertCashAction(action: CashAction, sub: SubscriptionRow): void {
  const refusal = cashActionRefusal(action, cashSubscriptionOf(sub));
  if (refusal) throw new AppError('CONFLICT', refusal);
}

/** A subscription as the member's page shows it, read in the caller's transaction (so after its writes). */
export async function subscriptionAnswer(
  db: Db,
  organizationId: number,
  memberId: number,
  subscriptionId: number,
): Promise<MemberSubscription> {
  const row = (await subscriptionsOf(db, organizationId, [memberId])).find((s) => s.subscription.id === subscriptionId);
  if (!row) throw new Error(`subscription ${subscriptionId} of member ${memberId} not found after writing it`);
  return memberSubscriptionOf(row);
}

/**
 * `to-cash`: an active plan paid by card is paid at the front desk from its next renewal (active_cash, renewed with
 * renew_cash); or an active_cash plan goes back to the household's card or bank account, which must be on file.
 */
export async function switchToCash(ctx: Ctx, auth: AuthContext, req: ToCashRequest): Promise<SubscriptionCashResponse> {
  const member = await liveMemberOf(ctx, req.dentistInfoId, req.memberId);
  const organizationId = member.organizationId;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { sub, planName } = await subscriptionOfMember(tx, organizationId, member.id, req.subscriptionId, true);
    assertCashAction(req.toCash ? 'toCash' : 'backToCard', sub);
    let message = M.toCash(fullName(member), planName);
    let summary = `${planName} is now paid in the office: its renewals are taken at the front desk.`;
    if (!req.toCash) {
      // The household's method pays every member's plan: it belongs to the account owner.
      const method = await currentPaymentMethod(tx, organizationId, member.accountOwnerId ?? member.id);
      if (!method) throw badRequest(M.addCard);
      const how = methodWords('en', method);
      message = M.toCard(fullName(member), planName, how);
      summary = `${planName} is paid with ${how} again from its next renewal.`;
    }
    await updateSubscription(tx, organizationId, sub.id, { status: req.toCash ? 'active_cash' : 'active' });
    await recordMemberEvents(tx, [
      {
        organizationId,
        memberId: member.id,
        subscriptionId: sub.id,
        actorUserId: auth.userId,
        kind: req.toCash ? 'subscription.to_cash' : 'subscription.to_card',
        summary,
        at: now,
      },
    ]);
    return { _message: message, subscription: await subscriptionAnswer(tx, organizationId, member.id, sub.id) };
  });
}

/**
 * `cancel_cash`: an enrolment that waited for its payment in the office and was never paid is canceled (pending_cash
 * to canceled). Nothing was paid, so nothing is charged or refunded, and the fee it would have owed is no longer due.
 */
export async function cancelCashEnrolment(
  ctx: Ctx,
  auth: AuthContext,
  officeId: number,
  req: CancelCashRequest,
): Promise<SubscriptionCashResponse> {
  const member = await liveMemberOf(ctx, officeId, req.memberId);
  const organizationId = member.organizationId;
  const now = ctx.clock.now();
  const reason = req.reason ?? OFFICE_REQUEST;
  const reasonLabel = CANCELLATION_REASONS.find((r) => r.value === reason)?.label ?? 'Other';
  const note = req.note ? req.note : null;
  return ctx.db.transaction(async (tx) => {
    const { sub, planName } = await subscriptionOfMember(tx, organizationId, member.id, req.subscriptionId, true);
    assertCashAction('cancelCash', sub);
    await updateSubscription(tx, organizationId, sub.id, {
      status: 'canceled',
      canceledAt: now,
      cancelReason: reason,
      cancelNote: note,
      feeDueCents: 0,
    });
    await recordMemberEvents(tx, [
      {
        organizationId,
        memberId: member.id,
        subscriptionId: sub.id,
        actorUserId: auth.userId,
        kind: 'subscription.canceled',
        summary: `${planName} canceled before its payment in the office (${reasonLabel})${note ? `: ${note}` : '.'}`,
        detail: { reason, unpaid: true },
        at: now,
      },
    ]);
    return {
      _message: M.canceled(fullName(member), planName),
      subscription: await subscriptionAnswer(tx, organizationId, member.id, sub.id),
    };
  });
}
