import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { authAttempts, passwordTokens, sessions, users } from '../../db/schema';

/** What is throttled: sign-in, reset mails, wrong current passwords on a change, a practice's sign-up, email checks, codes mailed and codes tried, declined payments, unknown payment-update link keys, practices recommended from a referral link, and community groups asked of a practice. */
export type AttemptKind =
  | 'login'
  | 'reset'
  | 'password-change'
  | 'signup'
  | 'check-email'
  | 'signup-code'
  | 'signup-verify'
  | 'enrol-payment'
  | 'payment-link'
  | 'office-referral'
  | 'community-request';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return user ?? null;
}

/** Whether an account (of any kind) already has this email. */
export async function emailInUse(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== null;
}

export async function findUserById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/**
 * Serializes attempts on one account and on one address until the transaction ends (advisory locks,
 * always taken in the same order, so two requests cannot deadlock).
 */
export async function lockAttempts(db: Db, kind: AttemptKind, email: string, ip: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:account:${email.toLowerCase()}`}))`);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:address:${ip}`}))`);
}

export async function recordAttempt(
  db: Db,
  kind: AttemptKind,
  attempt: { email: string; ip: string; succeeded: boolean; at: Date },
) {
  await db.insert(authAttempts).values({
    kind,
    email: attempt.email.toLowerCase(),
    ip: attempt.ip,
    succeeded: attempt.succeeded,
    createdAt: attempt.at,
  });
}

/** Failed attempts since `since`, and the oldest of them (to tell when the window frees up). */
export async function countFailures(
  db: Db,
  kind: AttemptKind,
  since: Date,
  by: { email?: string; ip?: string; includeSuccesses?: boolean },
) {
  const conditions = [eq(authAttempts.kind, kind), gt(authAttempts.createdAt, since)];
  if (!by.includeSuccesses) conditions.push(eq(authAttempts.succeeded, false));
  if (by.email) conditions.push(eq(authAttempts.email, by.email.toLowerCase()));
  if (by.ip) conditions.push(eq(authAttempts.ip, by.ip));
  const [row] = await db
    .select({ n: count(), oldest: sql<string | null>`min(${authAttempts.createdAt})` })
    .from(authAttempts)
    .where(and(...conditions));
  return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function pruneAttempts(db: Db, before: Date) {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, before));
}

export async function insertSession(
  db: Db,
  s: {
    id: string;
    userId: number;
    impersonatorUserId?: number | null;
    ip: string;
    userAgent?: string;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  await db.insert(sessions).values({
    id: s.id,
    userId: s.userId,
    impersonatorUserId: s.impersonatorUserId ?? null,
    ip: s.ip,
    userAgent: s.userAgent?.slice(0, 300) ?? null,
    createdAt: s.createdAt,
    expiresAt: s.expiresAt,
  });
}

export async function revokeSession(db: Db, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Db, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Ends the sessions an admin opened through 'Sign in as' and answers whom they acted as, for the audit log: none
 * outlives the admin's sign-out.
 */
export async function revokeImpersonations(db: Db, impersonatorUserId: number, now: Date) {
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .from(users)
    .where(
      and(
        eq(users.id, sessions.userId),
        eq(sessions.impersonatorUserId, impersonatorUserId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ userId: sessions.userId, organizationId: users.organizationId });
}

/**
 * Voids every password link of the user, reset and set-password alike: after a newer link, a completed reset, a
 * password change or a deactivation, no earlier link sets a password. The user's row is locked first, as every
 * issuer and user of links does before touching the tokens, so a link issued meanwhile cannot slip past (nor
 * deadlock with) this one.
 */
export async function voidPasswordLinks(db: Db, userId: number) {
  await lockUser(db, userId);
  await db.delete(passwordTokens).where(eq(passwordTokens.userId, userId));
}

const lockUser = (db: Db, userId: number) =>
  db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');

/** Issues a password link; the user's earlier links are void from now on, so only the newest one works. */
export async function insertPasswordToken(
  db: Db,
  t: { userId: number; purpose: 'reset' | 'set'; tokenHash: string; expiresAt: Date },
) {
  await voidPasswordLinks(db, t.userId);
  await db.insert(passwordTokens).values(t);
}

/**
 * Locks the user a link belongs to before the link itself is used, in the order voidPasswordLinks takes them;
 * answers whether there is such a link.
 */
export async function lockPasswordTokenOwner(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(eq(passwordTokens.tokenHash, tokenHash))
    .for('no key update', { of: users });
  return row !== undefined;
}

/** Marks the token used and answers its user, in one statement: two concurrent uses cannot both win. */
export async function consumePasswordToken(db: Db, tokenHash: string, purpose: 'reset' | 'set', now: Date) {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordTokens.userId });
  return row ?? null;
}

/** Sets a new password; every link issued under the old one is void (a reset, or the signed-in change alike). */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
  await voidPasswordLinks(db, userId);
}
