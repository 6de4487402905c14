import type { PlatformUsersQuery } from '@mhq/contract';
import { PLATFORM_USERS_PAGE_SIZE } from '@mhq/contract';
import { PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';

/* SQL of the platform's own users: the back office's list of them, one of them, the active super admins. */

/**
 * The last session a user opened themselves (an admin's 'Sign in as' is not their sign-in). The user's id is named
 * with its table: drizzle leaves a one-table select's columns bare, and a bare "id" would be the session's.
 */
const lastSignIn = sql<
  Date | string | null
>`(select max(s.created_at) from sessions s where s.user_id = "users"."id" and s.impersonator_user_id is null)`;

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  type: users.type,
  isActive: users.isActive,
  invited: sql<boolean>`${users.passwordHash} is null`,
  createdAt: users.createdAt,
  lastSignInAt: lastSignIn,
};

export type PlatformUserRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  type: string;
  isActive: boolean;
  invited: boolean;
  createdAt: Date;
  lastSignInAt: Date | string | null;
};

const platformOnly = inArray(users.type, [...PLATFORM_ADMIN_TYPES]);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the platform's users, searched by name or email, of one role if asked, with the total that match. */
export async function listPlatformUsers(db: Db, q: PlatformUsersQuery) {
  const term = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = and(
    platformOnly,
    term
      ? or(
          ilike(users.email, term),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
          ilike(users.lastName, term),
        )
      : undefined,
    q.role ? eq(users.type, q.role) : undefined,
  );
  const rows = await db
    .select(columns)
    .from(users)
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(PLATFORM_USERS_PAGE_SIZE)
    .offset((q.page - 1) * PLATFORM_USERS_PAGE_SIZE);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return { rows: rows as PlatformUserRow[], total: Number(total?.n ?? 0) };
}

/** One platform user; `lock` holds their row for the rest of the transaction. */
export async function platformUserById(db: Db, id: number, lock = false): Promise<PlatformUserRow | null> {
  const query = db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), platformOnly))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return (row as PlatformUserRow | undefined) ?? null;
}

/**
 * The ids of the active super admins, their rows locked: two super admins demoting each other at once apply in turn,
 * so the second sees the first's change and the platform never ends with none.
 */
export async function lockActiveSuperAdmins(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'super_admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function insertPlatformUser(
  db: Db,
  u: { email: string; type: string; firstName: string; lastName: string; createdAt: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(users)
    .values({ ...u, passwordHash: null, organizationId: null })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id ?? null;
}

export async function updatePlatformUser(
  db: Db,
  id: number,
  set: Partial<{ type: string; isActive: boolean; firstName: string; lastName: string; phone: string | null }>,
) {
  await db.update(users).set(set).where(eq(users.id, id));
}
