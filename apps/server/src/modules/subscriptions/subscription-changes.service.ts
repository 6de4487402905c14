import type { MemberSubscription } from '@mhq/contract';
import {
  type BillingPeriod,
  changedPriceCents,
  familyMembersCountedBesides,
  type SubscriptionStatus,
} from '@mhq/domain';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import type { Member } from '../billing/billing.queries';
import { type EnrolmentOffice, enrolmentOffice } from '../enrolment/enrolment.queries';
import { enrolPlan } from '../enrolment/household';
import { subscriptionsOf } from '../members/member-details.queries';
import { liveMemberOf, memberSubscriptionOf } from '../members/member-details.service';
import { type MemberEventEntry, recordMemberEvents } from '../members/member-events';
import { householdForDiscount, lockSubscription, type SubscriptionRow } from './subscription-changes.queries';

// What every change of a member's subscription shares: the member and the office's plans, the subscription locked
// in one transaction with its history line, the answer read back as the member's page shows it.

export type ChangeTarget = { member: Member; office: EnrolmentOffice; today: string };

/** The member (not deleted) and the office with its plans and today's date. */
export async function changeTarget(ctx: Ctx, officeId: number, memberId: number): Promise<ChangeTarget> {
  const member = await liveMemberOf(ctx, officeId, memberId);
  const office = await enrolmentOffice(ctx.db, officeId, ctx.clock.now());
  if (!office) throw notFound();
  return { member, office, today: office.household.today };
}

export const conflict = (why: string, extra?: Record<string, unknown>) =>
  new AppError('CONFLICT', why, undefined, extra);

/** The status of a subscription row, as the domain's rules read it. */
export const statusOf = (sub: SubscriptionRow) => sub.status as SubscriptionStatus;
export const termOf = (sub: Pick<SubscriptionRow, 'term'>): BillingPeriod =>
  sub.term === 'annual' ? 'annual' : 'monthly';

/**
 * Runs one change: locks the subscription, lets `change` check its state and write it (throwing a refusal leaves
 * everything as it was), and writes the history line it returns, all in one transaction.
 */
export async function changeSubscription<T>(
  ctx: Ctx,
  auth: AuthContext,
  target: ChangeTarget,
  subscriptionId: number,
  change: (
    tx: Db,
    sub: SubscriptionRow,
  ) => Promise<{ result: T; event: Pick<MemberEventEntry, 'kind' | 'summary' | 'detail'> }>,
): Promise<T> {
  const { member } = target;
  return ctx.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, member.organizationId, member.id, subscriptionId);
    if (!sub) throw notFound();
    const { result, event } = await change(tx, sub);
    await recordMemberEvents(tx, [
      {
        organizationId: member.organizationId,
        memberId: member.id,
        subscriptionId: sub.id,
        actorUserId: auth.userId,
        at: ctx.clock.now(),
        ...event,
      },
    ]);
    return result;
  });
}

/** The subscription as the member's page shows it now. */
export async function subscriptionAnswer(
  ctx: Ctx,
  member: Member,
  subscriptionId: number,
): Promise<MemberSubscription> {
  const rows = await subscriptionsOf(ctx.db, member.organizationId, [member.id]);
  const row = rows.find((r) => r.subscription.id === subscriptionId);
  if (!row) throw notFound();
  return memberSubscriptionOf(row);
}

/** A plan of the office (deleted ones too: a member may still hold one), or 404. */
export function officePlan(target: ChangeTarget, planId: number) {
  const plan = target.office.household.plans.find((p) => p.id === planId);
  if (!plan) throw notFound();
  return plan;
}

/**
 * What the member pays each term on this plan and term: its price less the family discount of the household as it
 * stands, the member counted once (the rule enrolment and 'add another plan' price with).
 */
export async function priceFor(db: Db, target: ChangeTarget, planId: number, term: BillingPeriod): Promise<number> {
  const { member } = target;
  const household = await householdForDiscount(db, member.organizationId, member.accountOwnerId ?? member.id);
  return changedPriceCents(
    enrolPlan(officePlan(target, planId), term),
    term,
    familyMembersCountedBesides(household, member.id),
  );
}
