import { MAX_ID } from '@mhq/contract';
import type { OfficeAction, UserType } from '@mhq/domain';
import { isPatientUser, isPlatformAdmin, mayInOffice, officeActionRefusal } from '@mhq/domain';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
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
  sessions,
  subscriptions,
  tierPaymentMethods,
  users,
} from '../db/schema';
import { verifySessionToken } from '../modules/auth/tokens';
import { planAppliesToOffice } from '../modules/plans/plans.queries';
import { AppError, notFound } from './app-error';

export type AuthContext = {
  userId: number;
  sessionId: string;
  type: UserType;
  organizationId: number | null;
  impersonatorUserId: number | null;
};

const AUTH_PREFIX = /^JWT\s+(.+)$/i;

/** The platform admin behind an impersonation session, joined beside the session's own user. */
const impersonator = alias(users, 'impersonator');

/**
 * Reads `Authorization: JWT <token>`, verifies the signature and the claims' shape, and that the session is still
 * open for the user the token names. An impersonation session lasts only while the admin who opened it could still
 * open it: active, and with the password they had then (deactivation and a password change end it, wherever made).
 */
export async function authenticate(
  db: Db,
  jwtKey: Uint8Array,
  now: Date,
  request: FastifyRequest,
): Promise<AuthContext> {
  const header = request.headers.authorization ?? '';
  const token = AUTH_PREFIX.exec(header)?.[1];
  const claims = token ? await verifySessionToken(jwtKey, token, now) : null;
  if (!claims) throw new AppError('UNAUTHORIZED', 'Failed to authenticate');
  const [row] = await db
    .select({
      userId: users.id,
      type: users.type,
      organizationId: users.organizationId,
      impersonatorUserId: sessions.impersonatorUserId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonator, eq(impersonator.id, sessions.impersonatorUserId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.isActive, true),
        or(
          isNull(sessions.impersonatorUserId),
          and(
            eq(impersonator.isActive, true),
            or(isNull(impersonator.passwordChangedAt), lte(impersonator.passwordChangedAt, sessions.createdAt)),
          ),
        ),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Failed to authenticate');
  return { ...row, type: row.type as UserType, sessionId: claims.sessionId };
}

/**
 * Whether the caller may act in this office: platform admins anywhere, office users in the offices
 * they work in, patients in the office that holds their membership. Anything else is 'not found'.
 */
export async function assertOfficeAccess(db: Db, auth: AuthContext, officeId: number): Promise<void> {
  // An id outside PostgreSQL's integer range names no office; the database would fail on it (a 500).
  if (!Number.isSafeInteger(officeId) || officeId < 1 || officeId > MAX_ID) throw notFound();
  if (isPlatformAdmin(auth.type)) {
    const [o] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, officeId)).limit(1);
    if (o) return;
    throw notFound();
  }
  const [link] = await db
    .select({ officeId: officeUsers.officeId })
    .from(officeUsers)
    .where(and(eq(officeUsers.userId, auth.userId), eq(officeUsers.officeId, officeId)))
    .limit(1);
  if (link) return;
  const [membership] = await db
    .select({ officeId: members.officeId })
    .from(members)
    .where(and(eq(members.userId, auth.userId), eq(members.officeId, officeId)))
    .limit(1);
  if (membership) return;
  throw notFound();
}

/**
 * Whether the caller's standing in the office (owner, office admin, standard user, plan coordinator) lets them take
 * the action, by the office permission matrix; 403 saying who may, else. Platform admins act for any office. A
 * patient is outside the matrix: the member checks keep them to their own household.
 */
export async function assertOfficeAction(db: Db, auth: AuthContext, officeId: number, action: OfficeAction) {
  if (isPatientUser(auth.type) || isPlatformAdmin(auth.type)) return;
  const [link] = await db
    .select({ isOwner: officeUsers.isOwner, planCoordinator: officeUsers.planCoordinator })
    .from(officeUsers)
    .where(and(eq(officeUsers.userId, auth.userId), eq(officeUsers.officeId, officeId)))
    .limit(1);
  if (!mayInOffice(auth.type, link ?? null, action)) throw new AppError('FORBIDDEN', officeActionRefusal(action));
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
