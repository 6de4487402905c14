import type {
  AddPlatformUserRequest,
  PlatformRole,
  PlatformUser,
  PlatformUserChangeResponse,
  PlatformUsersQuery,
  PlatformUsersResponse,
} from '@mhq/contract';
import { PLATFORM_USERS_PAGE_SIZE } from '@mhq/contract';
import { SET_PASSWORD_TOKEN_LIFETIME_MS } from '@mhq/domain';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { emailInUse, insertPasswordToken, voidPasswordLinks } from '../auth/auth.queries';
import { publicUrl } from '../auth/auth.service';
import { newOpaqueToken } from '../auth/tokens';
import { endSessions } from '../office/team.queries';
import {
  insertPlatformUser,
  listPlatformUsers,
  lockActiveSuperAdmins,
  type PlatformUserRow,
  platformUserById,
  updatePlatformUser,
} from './admin-users.queries';
import { PLATFORM_USER_MESSAGES as M, type PlatformUserChange, platformChangeRefusal } from './platform-user-rules';

export type Actor = { auth: AuthContext; ip: string };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const ROLE_WORDS: Record<PlatformRole, string> = {
  admin: 'admin',
  super_admin: 'super admin',
  almost_super: 'almost super admin',
};

export function platformUserView(row: PlatformUserRow): PlatformUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.type as PlatformRole,
    active: row.isActive,
    invitationPending: Boolean(row.invited),
    addedAt: row.createdAt.toISOString(),
    lastSignInAt: iso(row.lastSignInAt),
  };
}

/** One page of the platform's users. */
export async function platformUsers(ctx: Ctx, q: PlatformUsersQuery): Promise<PlatformUsersResponse> {
  const { rows, total } = await listPlatformUsers(ctx.db, q);
  return { users: rows.map(platformUserView), total, page: q.page, pageSize: PLATFORM_USERS_PAGE_SIZE };
}

async function userOrNotFound(db: Db, id: number, lock = false) {
  const row = await platformUserById(db, id, lock);
  if (!row) throw notFound();
  return row;
}

/** Issues a single-use first-password link (earlier links void) and writes the invitation, in the caller's transaction. */
async function mailPlatformInvitation(ctx: Ctx, tx: Db, user: { id: number; email: string; firstName: string }) {
  const { token, hash } = newOpaqueToken();
  await insertPasswordToken(tx, {
    userId: user.id,
    purpose: 'set',
    tokenHash: hash,
    expiresAt: new Date(ctx.clock.now().getTime() + SET_PASSWORD_TOKEN_LIFETIME_MS),
  });
  const link = `${publicUrl(ctx)}/accounts/set-password/${token}`;
  await ctx.mail.enqueue(tx, {
    to: user.email,
    organizationId: null,
    subject: `You're invited to the ${ctx.tenant.name} back office`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `You have been added to the platform team of ${ctx.tenant.name}.`,
      `Choose your password here within the next 7 days: ${link}`,
      '',
      'The link works once. Then sign in with this email address and your new password.',
      '',
      `${ctx.tenant.name} support: ${ctx.tenant.supportEmail}, ${ctx.tenant.supportPhone}`,
    ].join('\n'),
  });
}

const audit = (tx: Db, actor: Actor, action: string, userId: number, detail: Record<string, unknown>) =>
  recordAudit(tx, {
    actorUserId: actor.auth.userId,
    action: `platform_user.${action}`,
    targetType: 'user',
    targetId: userId,
    detail,
    ip: actor.ip,
  });

async function answer(ctx: Ctx, id: number, message: string): Promise<PlatformUserChangeResponse> {
  ctx.mail.wake();
  return { _message: message, user: platformUserView(await userOrNotFound(ctx.db, id)) };
}

/** Adds a platform user with no password yet and mails them a link to set one; an email any account uses is refused. */
export async function addPlatformUser(ctx: Ctx, actor: Actor, u: AddPlatformUserRequest) {
  const id = await ctx.db.transaction(async (tx) => {
    if (await emailInUse(tx, u.email)) throw badRequest(M.emailTaken, { email: M.emailTaken });
    const created = await insertPlatformUser(tx, {
      email: u.email,
      type: u.role,
      firstName: u.firstName,
      lastName: u.lastName,
      createdAt: ctx.clock.now(),
    });
    // Taken by a concurrent add between the check and the insert.
    if (created === null) throw badRequest(M.emailTaken, { email: M.emailTaken });
    await mailPlatformInvitation(ctx, tx, { id: created, email: u.email, firstName: u.firstName });
    await audit(tx, actor, 'add', created, { email: u.email, role: u.role });
    return created;
  });
  return answer(ctx, id, `${u.firstName} ${u.lastName} was added as ${ROLE_WORDS[u.role]} and invited by mail`);
}

/** Runs one guarded change to a platform user, the active super admins and the user locked while it applies. */
async function guardedChange(
  ctx: Ctx,
  actor: Actor,
  id: number,
  change: PlatformUserChange,
  work: (tx: Db, before: PlatformUserRow) => Promise<string>,
) {
  const message = await ctx.db.transaction(async (tx) => {
    const supers = await lockActiveSuperAdmins(tx);
    const before = await userOrNotFound(tx, id, true);
    const target = { id, role: before.type as PlatformRole, active: before.isActive };
    const why = platformChangeRefusal(actor.auth.userId, target, change, supers);
    if (why) throw badRequest(M[why]);
    return work(tx, before);
  });
  return answer(ctx, id, message);
}

/** Gives a platform user another role. */
export function setPlatformUserRole(ctx: Ctx, actor: Actor, id: number, role: PlatformRole) {
  return guardedChange(ctx, actor, id, { kind: 'role', role }, async (tx, before) => {
    await updatePlatformUser(tx, id, { type: role });
    await audit(tx, actor, 'role', id, { email: before.email, from: before.type, to: role });
    return `${before.firstName} ${before.lastName} is now ${ROLE_WORDS[role]}`;
  });
}

/** Deactivates a platform user (every session ends at once, no mailed link works) or reactivates them. */
export function setPlatformUserActive(ctx: Ctx, actor: Actor, id: number, active: boolean) {
  return guardedChange(ctx, actor, id, { kind: 'active', active }, async (tx, before) => {
    await updatePlatformUser(tx, id, { isActive: active });
    if (!active) {
      await endSessions(tx, id, ctx.clock.now());
      await voidPasswordLinks(tx, id);
    }
    await audit(tx, actor, active ? 'reactivate' : 'deactivate', id, {
      email: before.email,
      from: before.isActive ? 'active' : 'inactive',
      to: active ? 'active' : 'inactive',
    });
    const name = `${before.firstName} ${before.lastName}`;
    return active ? `${name} was reactivated` : `${name} was deactivated; their sessions have ended`;
  });
}

/** Mails a platform user who never set a password a new invitation (the earlier link stops working). */
export async function resendPlatformInvitation(ctx: Ctx, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const user = await userOrNotFound(tx, id, true);
    if (!user.invited) throw badRequest(M.notInvited);
    if (!user.isActive) throw badRequest(M.inactiveInvite);
    await mailPlatformInvitation(ctx, tx, user);
    await audit(tx, actor, 'invitation_resent', id, { email: user.email });
  });
  const user = await userOrNotFound(ctx.db, id);
  return answer(ctx, id, `The invitation was sent again to ${user.email}`);
}
