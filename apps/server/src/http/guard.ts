import { MAX_ID } from '@mhq/contract';
import type { OfficeAction } from '@mhq/domain';
import { isPatientUser, isPlatformAdmin, mayInOffice, officeActionRefusal } from '@mhq/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  charges,
  disputes,
  members,
  offices,
  officeUsers,
  payouts,
  plans,
  reviews,
  subscriptions,
  tierPaymentMethods,
} from '../db/schema';
import { planAppliesToOffice } from '../modules/plans/plans.queries';
import { AppError, notFound } from './app-error';
import { type AuthContext, type OfficeLink, type OfficeStanding, officeStanding } from './guard-session';

export type { AuthContext, OfficeLink, OfficeStanding } from './guard-session';
export { authenticate, authenticateInOffice } from './guard-session';

/**
 * Whether the caller may act in this office: platform admins anywhere, office users in the offices
 * they work in, patients in the office that holds their membership. Anything else is 'not found'. Answers the
 * caller's link to the office (null for a platform admin, a patient, or a user with only a membership there).
 */
export async function assertOfficeAccess(db: Db, auth: AuthContext, officeId: number): Promise<OfficeLink | null> {
  // An id outside PostgreSQL's integer range names no office; the database would fail on it (a 500).
  if (!Number.isSafeInteger(officeId) || officeId < 1 || officeId > MAX_ID) throw notFound();
  return assertStanding(await officeStanding(db, auth, officeId));
}

/** The office access check on a standing the guard has already read: 'not found' unless the caller may act there. */
export function assertStanding(standing: OfficeStanding): OfficeLink | null {
  if (!standing.mayAct) throw notFound();
  return standing.link;
}

/**
 * Whether the caller's standing in the office (owner, office admin, standard user, plan coordinator) lets them take
 * the action, by the office permission matrix; 403 saying who may, else. Platform admins act for any office. A
 * patient is outside the matrix: the member checks keep them to their own household. `link` is the caller's link to
 * the office when the guard has just read it (assertOfficeAccess); it is read here otherwise.
 */
export async function assertOfficeAction(
  db: Db,
  auth: AuthContext,
  officeId: number,
  action: OfficeAction,
  link?: OfficeLink | null,
) {
  if (isPatientUser(auth.type) || isPlatformAdmin(auth.type)) return;
  const known =
    link !== undefined
      ? link
      : ((
          await db
            .select({ isOwner: officeUsers.isOwner, planCoordinator: officeUsers.planCoordinator })
            .from(officeUsers)
            .where(and(eq(officeUsers.userId, auth.userId), eq(officeUsers.officeId, officeId)))
            .limit(1)
        )[0] ?? null);
  if (!mayInOffice(auth.type, known, action)) throw new AppError('FORBIDDEN', officeActionRefusal(action));
}

/** A plan the call names must be one the office offers (the plans module's one rule: its own, its group's or a master plan of its organization), not deleted; any other answers 'not found'. */
export async function assertPlanInOffice(db: Db, officeId: number, planId: number): Promise<void> {
  if (!Number.isSafeInteger(planId) || planId < 1 || planId > MAX_ID) throw notFound();
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.id, planId), planAppliesToOffice(officeId)))
    .limit(1);
  if (!plan) throw notFound();
}

/**
 * A member the call names must belong to the office it acts in; a patient may only name someone of their own
 * household (the account they hold, or a family member on it). Anything else answers 'not found'.
 */
export async function assertMemberAccess(db: Db, auth: AuthContext, officeId: number, memberId: number): Promise<void> {
  if (!Number.isSafeInteger(memberId) || memberId < 1 || memberId > MAX_ID) throw notFound();
  const [member] = await db
    .select({ id: members.id, userId: members.userId, accountOwnerId: members.accountOwnerId })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.officeId, officeId)))
    .limit(1);
  if (!member) throw notFound();
  if (!isPatientUser(auth.type)) return;
  if (member.userId === auth.userId) return;
  if (member.accountOwnerId !== null) {
    const [owner] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, member.accountOwnerId), eq(members.userId, auth.userId)))
      .limit(1);
    if (owner) return;
  }
  throw notFound();
}

/** The office of a member anywhere on the platform (a platform admin's call names only the patient): 404 if none. */
export async function officeOfMember(db: Db, memberId: number | undefined): Promise<number> {
  if (memberId === undefined || !Number.isSafeInteger(memberId) || memberId < 1 || memberId > MAX_ID) throw notFound();
  const [member] = await db
    .select({ officeId: members.officeId })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!member) throw notFound();
  return member.officeId;
}

/** A user a team call acts on must work in the office it acts in; anyone else answers 'not found'. */
export async function assertUserInOffice(db: Db, officeId: number, userId: number): Promise<void> {
  if (!Number.isSafeInteger(userId) || userId < 1 || userId > MAX_ID) throw notFound();
  const [link] = await db
    .select({ userId: officeUsers.userId })
    .from(officeUsers)
    .where(and(eq(officeUsers.officeId, officeId), eq(officeUsers.userId, userId)))
    .limit(1);
  if (!link) throw notFound();
}

/** A tier payment method a call names must be one of the office's organization's own, not removed. */
export async function assertTierMethodInOffice(db: Db, officeId: number, methodId: number): Promise<void> {
  if (!Number.isSafeInteger(methodId) || methodId < 1 || methodId > MAX_ID) throw notFound();
  const [method] = await db
    .select({ id: tierPaymentMethods.id })
    .from(tierPaymentMethods)
    .innerJoin(offices, eq(offices.organizationId, tierPaymentMethods.organizationId))
    .where(and(eq(offices.id, officeId), eq(tierPaymentMethods.id, methodId), isNull(tierPaymentMethods.removedAt)))
    .limit(1);
  if (!method) throw notFound();
}

/** A charge a call names must have been taken in the office it acts in; any other answers 'not found'. */
export async function assertChargeInOffice(db: Db, officeId: number, chargeId: number): Promise<void> {
  if (!Number.isSafeInteger(chargeId) || chargeId < 1 || chargeId > MAX_ID) throw notFound();
  const [charge] = await db
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.id, chargeId), eq(charges.officeId, officeId)))
    .limit(1);
  if (!charge) throw notFound();
}

/** A dispute a call names must be of a payment taken in the office it acts in; any other answers 'not found'. */
export async function assertDisputeInOffice(db: Db, officeId: number, disputeId: number): Promise<void> {
  if (!Number.isSafeInteger(disputeId) || disputeId < 1 || disputeId > MAX_ID) throw notFound();
  const [dispute] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.id, disputeId), eq(disputes.officeId, officeId)))
    .limit(1);
  if (!dispute) throw notFound();
}

/** A payout a call names must have been made to the office it acts in; any other answers 'not found'. */
export async function assertPayoutInOffice(db: Db, officeId: number, payoutId: number): Promise<void> {
  if (!Number.isSafeInteger(payoutId) || payoutId < 1 || payoutId > MAX_ID) throw notFound();
  const [payout] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), eq(payouts.officeId, officeId)))
    .limit(1);
  if (!payout) throw notFound();
}

/** A review a call names must be of the office it acts in; any other answers 'not found'. */
export async function assertReviewInOffice(db: Db, officeId: number, reviewId: number): Promise<void> {
  if (!Number.isSafeInteger(reviewId) || reviewId < 1 || reviewId > MAX_ID) throw notFound();
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.officeId, officeId)))
    .limit(1);
  if (!review) throw notFound();
}

/** A subscription a call names must be one of the member's (who is of the office); any other answers 'not found'. */
export async function assertSubscriptionOfMember(
  db: Db,
  officeId: number,
  memberId: number,
  subscriptionId: number,
): Promise<void> {
  if (!Number.isSafeInteger(subscriptionId) || subscriptionId < 1 || subscriptionId > MAX_ID) throw notFound();
  const [sub] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(
      members,
      and(eq(members.organizationId, subscriptions.organizationId), eq(members.id, subscriptions.memberId)),
    )
    .where(and(eq(subscriptions.id, subscriptionId), eq(members.id, memberId), eq(members.officeId, officeId)))
    .limit(1);
  if (!sub) throw notFound();
}
