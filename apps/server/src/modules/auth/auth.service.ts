import type { LoginResponse } from '@mhq/contract';
import {
  brandAddress,
  isPlatformAdmin,
  landingPath,
  PASSWORD_RESET_THROTTLE,
  RESET_TOKEN_LIFETIME_MS,
  SESSION_LIFETIME_MS,
  SET_PASSWORD_TOKEN_LIFETIME_MS,
  type UserType,
} from '@mhq/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { AppError, badRequest } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import {
  consumePasswordToken,
  countFailures,
  findUserByEmail,
  findUserById,
  insertPasswordToken,
  insertSession,
  lockAttempts,
  lockPasswordTokenOwner,
  recordAttempt,
  revokeImpersonations,
  revokeSession,
  revokeUserSessions,
  setPasswordHash,
} from './auth.queries';
import { hashPassword, verifyPassword } from './passwords';
import { throttleSignIn } from './throttle';
import { hashOpaqueToken, newOpaqueToken, newSessionId, signSessionToken } from './tokens';

export const WRONG_CREDENTIALS = 'Incorrect email or password.';
const RESET_LINK_SENT = 'If an account exists for that email, we have sent a link to reset the password.';
const LINK_INVALID = 'This link has expired or has already been used. Please request a new one.';

type Client = { ip: string; userAgent?: string };

const minutesUntil = (from: Date | null, windowMs: number, now: Date) =>
  from ? Math.max(1, Math.ceil((from.getTime() + windowMs - now.getTime()) / 60_000)) : Math.ceil(windowMs / 60_000);

function tooMany(what: string, minutes: number) {
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return new AppError('TOO_MANY_REQUESTS', `${what} Please try again in ${minutes} ${unit}.`);
}

/** Opens a session for the user and answers its signed token. */
export async function openSession(
  ctx: Ctx,
  user: { id: number; type: string },
  client: Client,
  impersonatorUserId: number | null = null,
): Promise<LoginResponse> {
  const now = ctx.clock.now();
  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await insertSession(ctx.db, {
    id: sessionId,
    userId: user.id,
    impersonatorUserId,
    ...client,
    createdAt: now,
    expiresAt,
  });
  const token = await signSessionToken(ctx.jwtKey, user.id, sessionId, expiresAt, now);
  const type = user.type as UserType;
  return { token, type, login_page: landingPath(type, ctx.tenant) };
}

/**
 * Signs in. Failures are throttled per account from one address, per account from anywhere and per address
 * (SIGN_IN_THROTTLE), so one user's typos never lock out colleagues behind the same address. Count, check and record
 * happen under transaction locks on the account and the address, so parallel guesses cannot all slip past the count.
 */
export async function login(ctx: Ctx, email: string, password: string, client: Client): Promise<LoginResponse> {
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockAttempts(tx, 'login', email, client.ip);
    const now = ctx.clock.now();
    const refused = await throttleSignIn(tx, { email, ip: client.ip }, now);
    if (refused) return refused;
    const user = await findUserByEmail(tx, email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    const succeeded = Boolean(user && ok && user.isActive);
    // The failure is recorded and committed; the error is raised after the transaction.
    await recordAttempt(tx, 'login', { email, ip: client.ip, succeeded, at: now });
    return succeeded && user ? user : badRequest(WRONG_CREDENTIALS);
  });
  if (outcome instanceof AppError) throw outcome;
  return openSession(ctx, outcome, client);
}

/**
 * Ends the session; ending an impersonation is written to the audit log like its start. A platform admin's sign-out
 * also ends every session the admin opened through 'Sign in as', each audited as its end.
 */
export async function logout(ctx: Ctx, auth: AuthContext, ip: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await revokeSession(tx, auth.sessionId, now);
    const ended = auth.impersonatorUserId
      ? [{ actorUserId: auth.impersonatorUserId, userId: auth.userId, organizationId: auth.organizationId }]
      : isPlatformAdmin(auth.type)
        ? (await revokeImpersonations(tx, auth.userId, now)).map((s) => ({ ...s, actorUserId: auth.userId }))
        : [];
    for (const s of ended) {
      await recordAudit(tx, {
        organizationId: s.organizationId,
        actorUserId: s.actorUserId,
        action: 'impersonation.end',
        targetType: 'user',
        targetId: s.userId,
        ip,
      });
    }
  });
}

/** The settings mail links are made from. */
export type MailLinkConfig = Pick<Config, 'publicUrl' | 'publicUrlVision' | 'port' | 'tenant'>;

/**
 * Where mail links point: the configured public address of the request's brand, never the request's Host header.
 * A deployment of one brand (TENANT set) has one address; one serving both has the vision brand at its own.
 */
export function publicUrl(ctx: { config: MailLinkConfig; tenant: Ctx['tenant'] }): string {
  const base = ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
  if (ctx.config.tenant || ctx.tenant.id !== 'vision') return base.replace(/\/$/, '');
  return (ctx.config.publicUrlVision ?? brandAddress(base, 'vision')).replace(/\/$/, '');
}

/** Mails a reset link when the account exists; answers the same either way, throttled like sign-in. */
export async function requestPasswordReset(ctx: Ctx, email: string, client: Client): Promise<string> {
  const refused = await ctx.db.transaction(async (tx) => {
    await lockAttempts(tx, 'reset', email, client.ip);
    const now = ctx.clock.now();
    const since = new Date(now.getTime() - PASSWORD_RESET_THROTTLE.windowMs);
    const byAccount = await countFailures(tx, 'reset', since, { email, includeSuccesses: true });
    const byAddress = await countFailures(tx, 'reset', since, { ip: client.ip, includeSuccesses: true });
    if (byAccount.n >= PASSWORD_RESET_THROTTLE.perAccount || byAddress.n >= PASSWORD_RESET_THROTTLE.perAddress) {
      const oldest = byAccount.n >= PASSWORD_RESET_THROTTLE.perAccount ? byAccount.oldest : byAddress.oldest;
      return tooMany('Too many password reset requests.', minutesUntil(oldest, PASSWORD_RESET_THROTTLE.windowMs, now));
    }
    const user = await findUserByEmail(tx, email);
    await recordAttempt(tx, 'reset', { email, ip: client.ip, succeeded: Boolean(user), at: now });
    if (!user?.isActive) return null;
    await mailPasswordReset(ctx, tx, user);
    return null;
  });
  if (refused) throw refused;
  ctx.mail.wake();
  return RESET_LINK_SENT;
}

/** Issues a reset link (the user's earlier links void) and writes its mail, in the caller's transaction. */
export async function mailPasswordReset(
  ctx: Ctx,
  db: Db,
  user: { id: number; email: string; firstName: string; organizationId: number | null },
): Promise<void> {
  const { token, hash } = newOpaqueToken();
  await insertPasswordToken(db, {
    userId: user.id,
    purpose: 'reset',
    tokenHash: hash,
    expiresAt: new Date(ctx.clock.now().getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  const link = `${publicUrl(ctx)}/accounts/reset-password/${token}`;
  await ctx.mail.enqueue(db, {
    to: user.email,
    organizationId: user.organizationId,
    subject: `Reset your ${ctx.tenant.name} password`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `Someone (hopefully you) asked to reset the password of your ${ctx.tenant.name} account.`,
      `Choose a new password here within the next hour: ${link}`,
      '',
      'The link works once. If you did not ask for this, you can ignore this message; your password stays as it is.',
      '',
      `${ctx.tenant.name} support: ${ctx.tenant.supportEmail}, ${ctx.tenant.supportPhone}`,
    ].join('\n'),
  });
}

/** Issues a single-use link for a user to set a first password (staff invitations, new practices). */
export async function issueSetPasswordToken(ctx: Ctx, userId: number): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await insertPasswordToken(ctx.db, {
    userId,
    purpose: 'set',
    tokenHash: hash,
    expiresAt: new Date(ctx.clock.now().getTime() + SET_PASSWORD_TOKEN_LIFETIME_MS),
  });
  return token;
}

/** Uses a reset or set-password token once: sets the password, voids every other link and ends every open session. */
export async function completePasswordToken(
  ctx: Ctx,
  purpose: 'reset' | 'set',
  token: string,
  password: string,
  client: Client,
): Promise<string> {
  const passwordHash = await hashPassword(password, ctx.config.argon2MemoryKib);
  const now = ctx.clock.now();
  const tokenHash = hashOpaqueToken(token);
  await ctx.db.transaction(async (tx) => {
    if (!(await lockPasswordTokenOwner(tx, tokenHash))) throw badRequest(LINK_INVALID);
    const used = await consumePasswordToken(tx, tokenHash, purpose, now);
    if (!used) throw badRequest(LINK_INVALID);
    const user = await findUserById(tx, used.userId);
    if (!user?.isActive) throw badRequest(LINK_INVALID);
    // Setting the password voids the user's other links too: once reset, no earlier link works.
    await setPasswordHash(tx, user.id, passwordHash, now);
    await revokeUserSessions(tx, user.id, now);
    await recordAudit(tx, {
      organizationId: user.organizationId,
      actorUserId: user.id,
      action: purpose === 'reset' ? 'password.reset' : 'password.set',
      targetType: 'user',
      targetId: user.id,
      ip: client.ip,
    });
  });
  return purpose === 'reset'
    ? 'Your password has been changed. Please sign in with your new password.'
    : 'Your password is set. Please sign in.';
}
