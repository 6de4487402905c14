import { isPlatformAdmin, PLATFORM_ADMIN_TYPES, type UserType } from '@mhq/domain';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { preparedRows } from '../db/prepared';
import { members, offices, officeUsers, sessions, users } from '../db/schema';
import { verifySessionToken } from '../modules/auth/tokens';
import { AppError } from './app-error';

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

/** An open session of the user the token names (see authenticate), its values as placeholders. */
const openSession = () =>
  and(
    eq(sessions.id, sql.placeholder('sessionId')),
    eq(sessions.userId, sql.placeholder('userId')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
    eq(users.isActive, true),
    or(
      isNull(sessions.impersonatorUserId),
      and(
        eq(impersonator.isActive, true),
        or(isNull(impersonator.passwordChangedAt), lte(impersonator.passwordChangedAt, sessions.createdAt)),
      ),
    ),
  );

const sessionFields = {
  userId: users.id,
  type: users.type,
  organizationId: users.organizationId,
  impersonatorUserId: sessions.impersonatorUserId,
};

/**
 * The session check every signed-in call makes, built once per database and prepared by name: the statement's text
 * is not rebuilt per call, and PostgreSQL parses and plans it once per connection (issue 29).
 */
function sessionQuery(db: Db) {
  return db
    .select(sessionFields)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonator, eq(impersonator.id, sessions.impersonatorUserId))
    .where(openSession())
    .limit(1)
    .prepare('guard_session');
}

const namedOffice = sql`${sql.placeholder('officeId')}::int`;

/**
 * The same check with the caller's standing in the office the call names, in the same statement (one round trip to
 * the database instead of two): whether they may act there, by the rule of officeStanding, and their link to it.
 */
function sessionInOfficeQuery(db: Db) {
  return db
    .select({
      ...sessionFields,
      mayAct: sql<boolean>`case
        when ${users.type} = any(string_to_array(${sql.placeholder('adminTypes')}::text, ','))
          then exists (select 1 from ${offices} where ${offices.id} = ${namedOffice})
        when ${officeUsers.userId} is not null then true
        else exists (select 1 from ${members} where ${members.userId} = ${users.id} and ${members.officeId} = ${namedOffice})
      end`,
      isOwner: officeUsers.isOwner,
      planCoordinator: officeUsers.planCoordinator,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonator, eq(impersonator.id, sessions.impersonatorUserId))
    .leftJoin(officeUsers, and(eq(officeUsers.userId, users.id), eq(officeUsers.officeId, namedOffice)))
    .where(openSession())
    .limit(1)
    .prepare('guard_session_office');
}

const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();
const sessionInOfficeQueries = new WeakMap<Db, ReturnType<typeof sessionInOfficeQuery>>();

const refused = () => new AppError('UNAUTHORIZED', 'Failed to authenticate');

/** The verified claims of the request's `Authorization: JWT <token>`; 401 without them. */
async function claimsOf(jwtKey: Uint8Array, now: Date, request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  const token = AUTH_PREFIX.exec(header)?.[1];
  const claims = token ? await verifySessionToken(jwtKey, token, now) : null;
  if (!claims) throw refused();
  return claims;
}

/**
 * Reads `Authorization: JWT <token>`, verifies the signature and the claims' shape, and that the session is still
 * open for the user the token names. An impersonation session lasts only while the admin who opened it could still
 * open it: active, and with the password they had then (deactivation and a password change end it, wherever made).
 * The session is read from the database on every call, never remembered: a logout, a revocation or a deactivation
 * made by any process refuses the very next call.
 */
export async function authenticate(
  db: Db,
  jwtKey: Uint8Array,
  now: Date,
  request: FastifyRequest,
): Promise<AuthContext> {
  const claims = await claimsOf(jwtKey, now, request);
  let query = sessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId: claims.sessionId, userId: claims.userId, now });
  if (!row) throw refused();
  return { ...row, type: row.type as UserType, sessionId: claims.sessionId };
}

/**
 * authenticate, and the caller's standing in the office the call names, read in the same statement. `officeId` must
 * be a whole number in PostgreSQL's integer range.
 */
export async function authenticateInOffice(
  db: Db,
  jwtKey: Uint8Array,
  now: Date,
  request: FastifyRequest,
  officeId: number,
): Promise<{ auth: AuthContext; standing: OfficeStanding }> {
  const claims = await claimsOf(jwtKey, now, request);
  let query = sessionInOfficeQueries.get(db);
  if (!query) {
    query = sessionInOfficeQuery(db);
    sessionInOfficeQueries.set(db, query);
  }
  const [row] = await query.execute({
    sessionId: claims.sessionId,
    userId: claims.userId,
    now,
    officeId,
    adminTypes: PLATFORM_ADMIN_TYPES.join(','),
  });
  if (!row) throw refused();
  const type = row.type as UserType;
  const auth: AuthContext = {
    userId: row.userId,
    type,
    organizationId: row.organizationId,
    impersonatorUserId: row.impersonatorUserId,
    sessionId: claims.sessionId,
  };
  // A platform admin's standing is the office's existence alone, as in officeStanding.
  const link =
    !isPlatformAdmin(type) && row.isOwner !== null
      ? { isOwner: row.isOwner, planCoordinator: row.planCoordinator === true }
      : null;
  return { auth, standing: { mayAct: row.mayAct === true, link } };
}

/** An office user's link to an office: the standing the office permission matrix reads. */
export type OfficeLink = { isOwner: boolean; planCoordinator: boolean };

/** Whether the caller may act in an office, and their link to it (null when they have none). */
export type OfficeStanding = { mayAct: boolean; link: OfficeLink | null };

const officeId = sql`${sql.placeholder('officeId')}::int`;

/** A platform admin may act in any office there is. */
const adminStanding = () =>
  sql`select exists (select 1 from offices where id = ${officeId}) as "mayAct", null::boolean as "isOwner",
    null::boolean as "planCoordinator"`;

/**
 * Anyone else in the offices they work in, or hold a membership at: the membership is looked for only when there is
 * no link (members are not indexed by user, the links are).
 */
const userStanding = () =>
  sql`select case when l.user_id is not null then true else exists (select 1 from members m
        where m.user_id = ${sql.placeholder('userId')}::int and m.office_id = ${officeId}) end as "mayAct",
      l.is_owner as "isOwner", l.plan_coordinator as "planCoordinator"
    from (select 1) as one
    left join office_users l on l.user_id = ${sql.placeholder('userId')}::int and l.office_id = ${officeId}`;

/**
 * The caller's standing in an office, in one prepared statement: whether they may act there (platform admins in any
 * office, office users where they work, patients where they hold a membership) and their link to it, which the
 * permission matrix reads. `officeId` must be a whole number in PostgreSQL's integer range.
 */
export async function officeStanding(db: Db, auth: AuthContext, officeId: number): Promise<OfficeStanding> {
  const admin = isPlatformAdmin(auth.type);
  const [row] = await preparedRows<{ mayAct: boolean; isOwner: boolean | null; planCoordinator: boolean | null }>(
    db,
    admin ? 'guard_office_admin' : 'guard_office_user',
    admin ? adminStanding : userStanding,
    { officeId, userId: auth.userId },
  );
  const link =
    row && row.isOwner !== null ? { isOwner: row.isOwner, planCoordinator: row.planCoordinator === true } : null;
  return { mayAct: row?.mayAct === true, link };
}
