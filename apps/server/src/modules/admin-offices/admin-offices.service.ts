import type {
  AdminOfficeUsersResponse,
  IncompleteSignupsQuery,
  IncompleteSignupsResponse,
  OfficeHistoryResponse,
} from '@mhq/contract';
import { INCOMPLETE_PAGE_SIZE, OFFICE_HISTORY_PAGE_SIZE } from '@mhq/contract';
import { SIGNUP_CODE_THROTTLE, TEAM_MESSAGES, type UserType } from '@mhq/domain';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { lockAttempts, recordAttempt, voidPasswordLinks } from '../auth/auth.queries';
import { mailPasswordReset } from '../auth/auth.service';
import { throttle } from '../auth/throttle';
import { lockOffice } from '../office/office.queries';
import { endSessions, updateUser } from '../office/team.queries';
import { mailInvitation } from '../office/team.service';
import { signupOfEmail } from '../signup/signup.queries';
import { issueSignupCode } from '../signup/signup-code.service';
import {
  incompleteSignups,
  officeHead,
  officeHistory,
  officesOnlyOwnedBy,
  officeUsersOf,
  signupOfOfficeOrganization,
} from './admin-offices.queries';
import { historyKind, historyWhat } from './office-history-words';

type Actor = { auth: AuthContext; ip: string };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

async function headOrNotFound(db: Db, officeId: number) {
  const head = await officeHead(db, officeId);
  if (!head) throw notFound();
  return head;
}

/** The office's users as an admin supports them. */
export async function adminOfficeUsers(ctx: Ctx, officeId: number): Promise<AdminOfficeUsersResponse> {
  const office = await headOrNotFound(ctx.db, officeId);
  const rows = await officeUsersOf(ctx.db, officeId);
  return {
    office,
    users: rows.map((u) => ({
      id: u.userId,
      name: `${u.firstName} ${u.lastName}`,
      email: u.email,
      type: u.type as UserType,
      jobTitle: u.jobTitle,
      owner: u.isOwner,
      active: u.isActive,
      invitationPending: Boolean(u.invited),
      lastSignInAt: iso(u.lastSignInAt),
    })),
  };
}

/** The user the call names, among the office's users (the guard has checked they work there). */
async function officeUser(db: Db, officeId: number, userId: number) {
  const user = (await officeUsersOf(db, officeId)).find((u) => u.userId === userId);
  if (!user) throw notFound();
  return user;
}

/**
 * Runs one admin action on an office's user in a transaction, the office locked (as team changes lock it, so an
 * owner's change and the admin's apply in turn), with its audit line in the same transaction.
 */
async function userAction(
  ctx: Ctx,
  actor: Actor,
  ids: { officeId: number; userId: number },
  action: string,
  work: (tx: Db, user: Awaited<ReturnType<typeof officeUser>>, organizationId: number) => Promise<string>,
) {
  const office = await headOrNotFound(ctx.db, ids.officeId);
  const message = await ctx.db.transaction(async (tx) => {
    await lockOffice(tx, ids.officeId);
    const user = await officeUser(tx, ids.officeId, ids.userId);
    const answer = await work(tx, user, office.organizationId);
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId: ids.officeId,
      actorUserId: actor.auth.userId,
      action,
      targetType: 'user',
      targetId: ids.userId,
      ip: actor.ip,
    });
    return answer;
  });
  ctx.mail.wake();
  return { _message: message };
}

/** Mails the user a password reset link, as 'Forgot password' does. */
export function sendPasswordReset(ctx: Ctx, actor: Actor, ids: { officeId: number; userId: number }) {
  return userAction(ctx, actor, ids, 'admin.password_reset_sent', async (tx, user, organizationId) => {
    if (!user.isActive) throw badRequest('This account is deactivated: reactivate it before sending a reset link');
    await mailPasswordReset(ctx, tx, { id: user.userId, email: user.email, firstName: user.firstName, organizationId });
    return `A password reset link was sent to ${user.email}`;
  });
}

/**
 * Deactivates a user (every session ends at once and no link mailed before works) or reactivates them. An owner who
 * is the only active owner of an office is never deactivated: the office would have nobody to run it.
 */
export function setUserActive(ctx: Ctx, actor: Actor, ids: { officeId: number; userId: number }, active: boolean) {
  const action = active ? 'admin.user_reactivated' : 'admin.user_deactivated';
  return userAction(ctx, actor, ids, action, async (tx, user) => {
    if (user.isActive === active) {
      throw badRequest(active ? 'This account is already active' : 'This account is already deactivated');
    }
    if (!active && (await officesOnlyOwnedBy(tx, user.userId)).length > 0) {
      throw badRequest(`${TEAM_MESSAGES.lastOwner}: make another user an owner before deactivating ${user.email}`);
    }
    await updateUser(tx, user.userId, { isActive: active });
    if (!active) {
      await endSessions(tx, user.userId, ctx.clock.now());
      await voidPasswordLinks(tx, user.userId);
    }
    return active ? TEAM_MESSAGES.activated : `${TEAM_MESSAGES.deactivated}; their sessions have ended`;
  });
}

/** Mails a user who never set a password a new invitation link (the old one stops working). */
export function resendInvitation(ctx: Ctx, actor: Actor, ids: { officeId: number; userId: number }) {
  return userAction(ctx, actor, ids, 'admin.invitation_resent', async (tx, user, organizationId) => {
    if (!user.invited) throw badRequest('This user has already set a password: send a password reset instead');
    if (!user.isActive) throw badRequest('This account is deactivated: reactivate it before inviting again');
    await mailInvitation(
      ctx,
      tx,
      { id: user.userId, email: user.email, firstName: user.firstName, organizationId },
      ids.officeId,
    );
    return `The invitation was sent again to ${user.email}`;
  });
}

/** Everything that happened to the office, newest first, a page at a time. */
export async function adminOfficeHistory(ctx: Ctx, officeId: number, page: number): Promise<OfficeHistoryResponse> {
  const office = await headOrNotFound(ctx.db, officeId);
  const { entries, total } = await officeHistory(ctx.db, office, page);
  return {
    office,
    entries: entries.map((row) => ({
      at: new Date(row.at).toISOString(),
      who: row.who,
      what: historyWhat(row, ctx.tenant.id),
      kind: historyKind(row),
    })),
    total,
    page,
    pageSize: OFFICE_HISTORY_PAGE_SIZE,
  };
}

/** The practices whose sign-up stopped, where and since when. */
export async function adminIncompleteSignups(ctx: Ctx, q: IncompleteSignupsQuery): Promise<IncompleteSignupsResponse> {
  const { rows, total } = await incompleteSignups(ctx.db, q);
  return {
    signups: rows.map((r) => ({
      organizationId: r.organization_id,
      officeId: r.office_id,
      officeName: r.office_name,
      ownerName: r.owner_name,
      ownerEmail: r.owner_email,
      stop: r.stop,
      signedUpAt: new Date(r.signed_up_at).toISOString(),
      since: new Date(r.since).toISOString(),
      lastSignInAt: iso(r.last_sign_in_at),
      discountCode: r.discount_code,
    })),
    total,
    page: q.page,
    pageSize: INCOMPLETE_PAGE_SIZE,
  };
}

/**
 * Mails a sign-up still waiting for its email's confirmation a new code, as the sign-up page's 'send a new code' does
 * and under the same limit per address (the admin's own address counts as the client's).
 */
export async function resendSignupCode(ctx: Ctx, actor: Actor, officeId: number) {
  const signup = await signupOfOfficeOrganization(ctx.db, officeId);
  if (!signup) throw badRequest('This practice did not sign up on the sign-up page: it has no code to resend');
  if (signup.stop !== 'email') throw badRequest('This sign-up has already confirmed its email');
  const email = signup.owner_email.toLowerCase();
  const refused = await ctx.db.transaction(async (tx) => {
    await lockAttempts(tx, 'signup-code', email, actor.ip);
    const now = ctx.clock.now();
    const limited = await throttle(tx, 'signup-code', { email, ip: actor.ip }, SIGNUP_CODE_THROTTLE, now, {
      includeSuccesses: true,
      accountAnywhere: true,
      what: 'Too many codes requested.',
    });
    if (limited) return limited;
    const pending = await signupOfEmail(tx, email);
    if (!pending?.user.isActive || pending.signup.emailConfirmedAt) {
      return badRequest('This sign-up is no longer waiting for a code');
    }
    await recordAttempt(tx, 'signup-code', { email, ip: actor.ip, succeeded: true, at: now });
    await issueSignupCode(ctx, tx, pending.user, pending.office);
    await recordAudit(tx, {
      organizationId: signup.organization_id,
      officeId: signup.office_id,
      actorUserId: actor.auth.userId,
      action: 'admin.signup_code_resent',
      targetType: 'user',
      targetId: pending.user.id,
      ip: actor.ip,
    });
    return null;
  });
  if (refused instanceof AppError) throw refused;
  ctx.mail.wake();
  return { _message: `A new confirmation code was sent to ${email}` };
}
