import type { UserInfoFields } from '@mhq/contract';
import { TEAM_MESSAGES as M, PASSWORD_CHANGE_THROTTLE } from '@mhq/domain';
import type { Ctx } from '../../deps';
import { type AppError, badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { findUserById, lockAttempts, recordAttempt, setPasswordHash } from '../auth/auth.queries';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { throttle } from '../auth/throttle';
import { endSessions, updateUser } from './team.queries';

type Actor = { auth: AuthContext; ip: string };

/** Saves the signed-in user's own name and phone (email and type are not theirs to change here). */
export async function updateUserInfo(ctx: Ctx, actor: Actor, f: UserInfoFields) {
  await updateUser(ctx.db, actor.auth.userId, {
    firstName: f.firstName,
    middleName: f.middleName || null,
    lastName: f.lastName,
    phone: f.phone || null,
  });
  const user = await findUserById(ctx.db, actor.auth.userId);
  if (!user) throw notFound();
  return {
    _message: M.infoSaved,
    user: {
      firstName: user.firstName,
      middleName: user.middleName,
      lastName: user.lastName,
      phone: user.phone,
      email: user.email,
    },
  };
}

/**
 * Changes the password after checking the current one; every other session of the user ends. Wrong current
 * passwords are counted per account (PASSWORD_CHANGE_THROTTLE) under the same locks as sign-in, so a session cannot
 * be used to guess the password, not even by parallel requests.
 */
export async function changePassword(ctx: Ctx, actor: Actor, currentPassword: string, newPassword: string) {
  const user = await findUserById(ctx.db, actor.auth.userId);
  if (!user) throw notFound();
  const refused = await ctx.db.transaction(async (tx): Promise<AppError | null> => {
    await lockAttempts(tx, 'password-change', user.email, actor.ip);
    const now = ctx.clock.now();
    const who = { email: user.email, ip: actor.ip };
    const limited = await throttle(tx, 'password-change', who, PASSWORD_CHANGE_THROTTLE, now, {
      includeSuccesses: false,
      accountAnywhere: true,
      what: 'Too many wrong current passwords.',
    });
    if (limited) return limited;
    const ok = await verifyPassword(user.passwordHash, currentPassword);
    // The failure is recorded and committed; the error is raised after the transaction.
    await recordAttempt(tx, 'password-change', { ...who, succeeded: ok, at: now });
    return ok ? null : badRequest(M.wrongPassword, { currentPassword: M.wrongPassword });
  });
  if (refused) throw refused;
  if (currentPassword === newPassword) throw badRequest(M.samePassword, { newPassword: M.samePassword });
  const hash = await hashPassword(newPassword, ctx.config.argon2MemoryKib);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, hash, now);
    await endSessions(tx, user.id, now, actor.auth.sessionId);
    await recordAudit(tx, {
      organizationId: user.organizationId,
      actorUserId: user.id,
      action: 'password.change',
      targetType: 'user',
      targetId: user.id,
      ip: actor.ip,
    });
  });
  return { _message: M.passwordChanged };
}
