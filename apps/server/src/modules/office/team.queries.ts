import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { officeUsers, sessions, users } from '../../db/schema';

/* SQL of an office's team: its users, their links to the office, their sessions. */

/** A team member's columns: the user, and their link to an office (select from office_users joined to users). */
export const teamMemberColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  type: users.type,
  isActive: users.isActive,
  invited: sql<boolean>`${users.passwordHash} is null`,
  jobTitle: officeUsers.jobTitle,
  isOwner: officeUsers.isOwner,
  planCoordinator: officeUsers.planCoordinator,
};

export async function teamOf(db: Db, officeId: number) {
  return db
    .select({ ...teamMemberColumns, organizationId: officeUsers.organizationId })
    .from(officeUsers)
    .innerJoin(users, eq(users.id, officeUsers.userId))
    .where(eq(officeUsers.officeId, officeId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export type TeamRow = Awaited<ReturnType<typeof teamOf>>[number];

export async function insertInvitedUser(
  db: Db,
  u: { email: string; type: string; firstName: string; lastName: string; organizationId: number },
) {
  const [row] = await db
    .insert(users)
    .values({ ...u, passwordHash: null })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}

export async function linkUser(
  db: Db,
  link: { organizationId: number; officeId: number; userId: number; jobTitle: string | null },
) {
  await db.insert(officeUsers).values({ ...link, permissions: [] });
}

export async function unlinkUser(db: Db, organizationId: number, officeId: number, userId: number) {
  await db
    .delete(officeUsers)
    .where(
      and(
        eq(officeUsers.organizationId, organizationId),
        eq(officeUsers.officeId, officeId),
        eq(officeUsers.userId, userId),
      ),
    );
}

export async function officeLinksOf(db: Db, userId: number) {
  return db
    .select({ officeId: officeUsers.officeId, isOwner: officeUsers.isOwner })
    .from(officeUsers)
    .where(eq(officeUsers.userId, userId));
}

export async function updateLink(
  db: Db,
  officeId: number,
  userId: number,
  set: Partial<{ jobTitle: string | null; isOwner: boolean; planCoordinator: boolean }>,
) {
  await db
    .update(officeUsers)
    .set(set)
    .where(and(eq(officeUsers.officeId, officeId), eq(officeUsers.userId, userId)));
}

/** One plan coordinator per office: naming one clears the others. */
export async function clearPlanCoordinators(db: Db, officeId: number, exceptUserId: number) {
  await db
    .update(officeUsers)
    .set({ planCoordinator: false })
    .where(and(eq(officeUsers.officeId, officeId), ne(officeUsers.userId, exceptUserId)));
}

export async function updateUser(
  db: Db,
  userId: number,
  set: Partial<{
    firstName: string;
    middleName: string | null;
    lastName: string;
    phone: string | null;
    type: string;
    isActive: boolean;
  }>,
) {
  await db.update(users).set(set).where(eq(users.id, userId));
}

/** Ends every open session of the user but the one given (none: all of them). */
export async function endSessions(db: Db, userId: number, now: Date, keepSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        sql`${sessions.revokedAt} is null`,
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
