import { isPlatformAdmin, PLATFORM_ADMIN_TYPES, type UserType } from '@mhq/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { batchedStatement } from '../db/batched';
import type { Db } from '../db/connection';
import { preparedRows } from '../db/prepared';
import { verifySessionToken } from '../modules/auth/tokens';
import { AppError } from './app-error';

export type AuthContext = {
  userId: number;
  sessionId: string;
  type: UserType;
  organizationId: number | null;
  impersonatorUserId: number | null;
};

/** An office user's link to an office: the standing the office permission matrix reads. */
export type OfficeLink = { isOwner: boolean; planCoordinator: boolean };

/** Whether the caller may act in an office, and their link to it (null when they have none). */
export type OfficeStanding = { mayAct: boolean; link: OfficeLink | null };

const AUTH_PREFIX = /^JWT\s+(.+)$/i;

/** The platform's admin types, a constant of the code (never input), written into the statements. */
const ADMIN_TYPES = sql.raw(`'{${PLATFORM_ADMIN_TYPES.join(',')}}'::text[]`);

/**
 * The office-access rule, written once for every statement that reads it: platform admins may act in any office
 * there is, office users in the offices they work in (`l`, their office_users row there, left-joined), patients in
 * an office where they hold a membership. The membership is looked for only when there is no link.
 */
const mayActIn = (userId: SQL, userType: SQL, officeId: SQL) => sql`case
    when ${userType} = any(${ADMIN_TYPES}) then exists (select 1 from offices o where o.id = ${officeId})
    when l.user_id is not null then true
    else exists (select 1 from members m where m.user_id = ${userId} and m.office_id = ${officeId})
  end`;

type StandingRow = { mayAct: boolean | null; isOwner: boolean | null; planCoordinator: boolean | null };

/** A platform admin's standing is the office's existence alone: their link, if any, is not read. */
function standingOf(type: UserType, row: StandingRow | undefined): OfficeStanding {
  const link =
    row && !isPlatformAdmin(type) && row.isOwner !== null
      ? { isOwner: row.isOwner, planCoordinator: row.planCoordinator === true }
      : null;
  return { mayAct: row?.mayAct === true, link };
}

/** One session check: the session and user a verified token names, and the office the call names (null if none). */
type Check = { session_id: string; user_id: number; now: string; office_id: number | null };
type CheckRow = StandingRow & {
  n: number;
  userId: number;
  type: string;
  organizationId: number | null;
  impersonatorUserId: number | null;
};

/**
 * The session checks of calls made together, in one statement (batchedStatement): each an open session of the user
 * its token names, with the caller's standing in the office the call names. An impersonation session lasts only while
 * the admin who opened it could still open it: active, and with the password they had then. Nothing about sessions
 * is remembered: a logout, a revocation or a deactivation made by any process refuses the very next call.
 */
const readSession = batchedStatement<Check, CheckRow>(
  'guard_sessions',
  () => sql`select r.n, u.id as "userId", u.type, u.organization_id as "organizationId",
      s.impersonator_user_id as "impersonatorUserId",
      case when r.office_id is null then null else ${mayActIn(sql`u.id`, sql`u.type`, sql`r.office_id`)} end as "mayAct",
      l.is_owner as "isOwner", l.plan_coordinator as "planCoordinator"
    from json_to_recordset(${sql.placeholder('calls')}::json)
      as r(n int, session_id uuid, user_id int, now timestamptz, office_id int)
    join sessions s on s.id = r.session_id and s.user_id = r.user_id and s.revoked_at is null and s.expires_at > r.now
    join users u on u.id = s.user_id and u.is_active
    left join users i on i.id = s.impersonator_user_id
    left join office_users l on l.user_id = u.id and l.office_id = r.office_id
    where s.impersonator_user_id is null
      or (i.is_active and (i.password_changed_at is null or i.password_changed_at <= s.created_at))`,
);

const refused = () => new AppError('UNAUTHORIZED', 'Failed to authenticate');

/** The verified claims of the request's `Authorization: JWT <token>`; 401 without them. */
async function claimsOf(jwtKey: Uint8Array, now: Date, request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  const token = AUTH_PREFIX.exec(header)?.[1];
  const claims = token ? await verifySessionToken(jwtKey, token, now) : null;
  if (!claims) throw refused();
  return claims;
}

async function check(db: Db, jwtKey: Uint8Array, now: Date, request: FastifyRequest, officeId: number | null) {
  const claims = await claimsOf(jwtKey, now, request);
  const row = await readSession(db, {
    session_id: claims.sessionId,
    user_id: claims.userId,
    now: now.toISOString(),
    office_id: officeId,
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
  return { auth, row };
}

/**
 * Reads `Authorization: JWT <token>`, verifies the signature and the claims' shape, and that the session is still
 * open for the user the token names (see sessionChecks). 401 otherwise.
 */
export async function authenticate(
  db: Db,
  jwtKey: Uint8Array,
  now: Date,
  request: FastifyRequest,
): Promise<AuthContext> {
  return (await check(db, jwtKey, now, request, null)).auth;
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
  const { auth, row } = await check(db, jwtKey, now, request, officeId);
  return { auth, standing: standingOf(auth.type, row) };
}

const userId = sql`${sql.placeholder('userId')}::int`;
const officeId = sql`${sql.placeholder('officeId')}::int`;

/** The standing of a caller already known, in an office: the rule of mayActIn, and their link there. */
const standingStatement = () =>
  sql`select ${mayActIn(userId, sql`${sql.placeholder('type')}::text`, officeId)} as "mayAct",
      l.is_owner as "isOwner", l.plan_coordinator as "planCoordinator"
    from (select 1) as one
    left join office_users l on l.user_id = ${userId} and l.office_id = ${officeId}`;

/**
 * The caller's standing in an office, in one prepared statement: whether they may act there (mayActIn) and their
 * link to it, which the permission matrix reads. `officeId` must be a whole number in PostgreSQL's integer range.
 */
export async function officeStanding(db: Db, auth: AuthContext, officeId: number): Promise<OfficeStanding> {
  const [row] = await preparedRows<StandingRow>(db, 'guard_office', standingStatement, {
    officeId,
    userId: auth.userId,
    type: auth.type,
  });
  return standingOf(auth.type, row);
}
