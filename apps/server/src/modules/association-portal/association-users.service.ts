import type {
  AssociationRole,
  AssociationUser,
  AssociationUserChangeResponse,
  AssociationUsersResponse,
  InviteAssociationUserRequest,
} from '@mhq/contract';
import { SET_PASSWORD_TOKEN_LIFETIME_MS } from '@mhq/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { isPgError } from '../../db/pg-errors';
import { users } from '../../db/schema';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.queries';
import { emailInUse, insertPasswordToken, voidPasswordLinks } from '../auth/auth.queries';
import { publicUrl } from '../auth/auth.service';
import { newOpaqueToken } from '../auth/tokens';
import { endSessions } from '../office/team.queries';
import { findAssociation } from './association-portal.queries';
import { type Actor, isManager } from './association-portal.service';

export const ROLE_WORDS: Record<AssociationRole, string> = {
  association: 'a manager',
  association_standard: 'a standard user',
  affiliate: 'an affiliate',
};

const M = {
  emailTaken: 'This email address already has an account',
  notYourself: 'You cannot change your own role or deactivate yourself: ask another manager',
  lastManager: 'Your association needs at least one active manager: make someone else a manager first',
};

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  type: users.type,
  isActive: users.isActive,
  invited: sql<boolean>`${users.passwordHash} is null`,
};
type Row = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  type: string;
  isActive: boolean;
  invited: boolean;
};

const viewOf = (r: Row, callerId: number): AssociationUser => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  role: r.type as AssociationRole,
  active: r.isActive,
  invitationPending: Boolean(r.invited),
  isYou: r.id === callerId,
});

/** The association's users, managers first, then by name. */
export async function associationUsers(
  ctx: Ctx,
  actor: Actor,
  associationId: number,
): Promise<AssociationUsersResponse> {
  const rows = await ctx.db
    .select(columns)
    .from(users)
    .where(eq(users.associationId, associationId))
    .orderBy(sql`${users.type} <> 'association'`, asc(users.lastName), asc(users.firstName), asc(users.id));
  return { users: rows.map((r) => viewOf(r, actor.auth.userId)), canManage: isManager(actor.auth) };
}

async function userOf(db: Db, associationId: number, userId: number, lock = false): Promise<Row> {
  const query = db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.associationId, associationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

const audit = (tx: Db, actor: Actor, action: string, userId: number, detail: Record<string, unknown>) =>
  recordAudit(tx, {
    actorUserId: actor.auth.userId,
    action: `association_user.${action}`,
    targetType: 'user',
    targetId: userId,
    detail,
    ip: actor.ip,
  });

/** Invites a user to the association: an account with no password yet and a mailed single-use link to set one. */
export async function inviteAssociationUser(
  ctx: Ctx,
  actor: Actor,
  associationId: number,
  u: InviteAssociationUserRequest,
): Promise<AssociationUserChangeResponse> {
  const id = await ctx.db.transaction(async (tx) => {
    if (await emailInUse(tx, u.email)) throw badRequest(M.emailTaken, { email: M.emailTaken });
    let created: { id: number } | undefined;
    try {
      [created] = await tx
        .insert(users)
        .values({
          email: u.email,
          type: u.role,
          firstName: u.firstName,
          lastName: u.lastName,
          associationId,
          createdAt: ctx.clock.now(),
        })
        .returning({ id: users.id });
    } catch (error) {
      // Taken by a concurrent sign-up between the check and the insert.
      if (isPgError(error, '23505')) throw badRequest(M.emailTaken, { email: M.emailTaken });
      throw error;
    }
    if (!created) throw new Error('association user insert returned nothing');
    const { token, hash } = newOpaqueToken();
    await insertPasswordToken(tx, {
      userId: created.id,
      purpose: 'set',
      tokenHash: hash,
      expiresAt: new Date(ctx.clock.now().getTime() + SET_PASSWORD_TOKEN_LIFETIME_MS),
    });
    const association = (await findAssociation(tx, associationId))?.name ?? 'your association';
    await ctx.mail.enqueue(tx, {
      to: u.email,
      organizationId: null,
      subject: `You're invited to ${association} on ${ctx.tenant.name}`,
      text: [
        `Hello ${u.firstName},`,
        '',
        `You have been added to ${association}'s portal on ${ctx.tenant.name} as ${ROLE_WORDS[u.role]}.`,
        `Choose your password here within the next 7 days: ${publicUrl(ctx)}/accounts/set-password/${token}`,
        '',
        'The link works once. Then sign in with this email address and your new password.',
        '',
        `${ctx.tenant.name} support: ${ctx.tenant.supportEmail}, ${ctx.tenant.supportPhone}`,
      ].join('\n'),
    });
    await audit(tx, actor, 'invite', created.id, { email: u.email, role: u.role });
    return created.id;
  });
  ctx.mail.wake();
  const user = await userOf(ctx.db, associationId, id);
  return {
    _message: `${u.firstName} ${u.lastName} was invited as ${ROLE_WORDS[u.role]}: they got an email to set a password`,
    user: viewOf(user, actor.auth.userId),
  };
}

/**
 * One change to an association user, with the association's active managers locked while it applies, so two managers
 * demoting each other at once cannot leave the association with none. Nobody changes themself this way.
 */
async function guardedChange(
  ctx: Ctx,
  actor: Actor,
  associationId: number,
  userId: number,
  losesManager: (before: Row) => boolean,
  work: (tx: Db, before: Row) => Promise<string>,
): Promise<AssociationUserChangeResponse> {
  const message = await ctx.db.transaction(async (tx) => {
    const managers = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.associationId, associationId), eq(users.type, 'association'), eq(users.isActive, true)))
      .for('update');
    const before = await userOf(tx, associationId, userId, true);
    if (userId === actor.auth.userId) throw badRequest(M.notYourself);
    const isActiveManager = before.type === 'association' && before.isActive;
    if (isActiveManager && losesManager(before) && managers.length <= 1) throw badRequest(M.lastManager);
    return work(tx, before);
  });
  const user = await userOf(ctx.db, associationId, userId);
  return { _message: message, user: viewOf(user, actor.auth.userId) };
}

/** Gives an association user another role. */
export function setAssociationUserRole(
  ctx: Ctx,
  actor: Actor,
  associationId: number,
  userId: number,
  role: AssociationRole,
) {
  return guardedChange(
    ctx,
    actor,
    associationId,
    userId,
    () => role !== 'association',
    async (tx, before) => {
      await tx.update(users).set({ type: role }).where(eq(users.id, userId));
      await audit(tx, actor, 'role', userId, { email: before.email, from: before.type, to: role });
      return `${before.firstName} ${before.lastName} is now ${ROLE_WORDS[role]}`;
    },
  );
}

/** Deactivates an association user (every session ends at once, no mailed link works) or reactivates them. */
export function setAssociationUserActive(
  ctx: Ctx,
  actor: Actor,
  associationId: number,
  userId: number,
  active: boolean,
) {
  return guardedChange(
    ctx,
    actor,
    associationId,
    userId,
    () => !active,
    async (tx, before) => {
      await tx.update(users).set({ isActive: active }).where(eq(users.id, userId));
      if (!active) {
        await endSessions(tx, userId, ctx.clock.now());
        await voidPasswordLinks(tx, userId);
      }
      await audit(tx, actor, active ? 'reactivate' : 'deactivate', userId, {
        email: before.email,
        from: before.isActive ? 'active' : 'inactive',
        to: active ? 'active' : 'inactive',
      });
      const name = `${before.firstName} ${before.lastName}`;
      return active ? `${name} was reactivated` : `${name} was deactivated; their sessions have ended`;
    },
  );
}
