import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { patientInvites } from '../../db/schema';

/** One office's invites: the organization first, as every practice table is keyed. */
type OfficeKey = { organizationId: number; officeId: number };

/**
 * Holds the office's invites until the transaction ends, so two invites sent at once are counted one after the
 * other against the limits (neither sees the office under its limit while the other is being written). An advisory
 * lock rather than the office row's: the office's own profile saves are not held up by invites.
 */
export async function lockOfficeInvites(db: Db, officeId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('patient_invites'), ${officeId})`);
}

/** How many invites the office sent since `since`, and when the oldest of them was sent. */
export async function invitesSince(db: Db, key: OfficeKey, since: Date): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: sql<Date | string | null>`min(${patientInvites.createdAt})` })
    .from(patientInvites)
    .where(
      and(
        eq(patientInvites.organizationId, key.organizationId),
        eq(patientInvites.officeId, key.officeId),
        gt(patientInvites.createdAt, since),
      ),
    );
  const oldest = row?.oldest ?? null;
  return { n: Number(row?.n ?? 0), oldest: oldest === null ? null : new Date(oldest) };
}

/** Which of `emails` the office invited since `since`, with the newest invite's time for each. */
export async function recentlyInvited(
  db: Db,
  key: OfficeKey,
  emails: readonly string[],
  since: Date,
): Promise<Map<string, Date>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ email: patientInvites.email, createdAt: patientInvites.createdAt })
    .from(patientInvites)
    .where(
      and(
        eq(patientInvites.organizationId, key.organizationId),
        eq(patientInvites.officeId, key.officeId),
        gt(patientInvites.createdAt, since),
        inArray(patientInvites.email, [...emails]),
      ),
    )
    .orderBy(asc(patientInvites.createdAt));
  // Ascending, so the newest invite of an address is the one kept.
  return new Map(rows.map((r) => [r.email, r.createdAt]));
}

export type NewInvite = OfficeKey & {
  id: string;
  email: string;
  spanish: boolean;
  sentByUserId: number;
  createdAt: Date;
};

export async function insertInvite(db: Db, invite: NewInvite): Promise<void> {
  await db.insert(patientInvites).values(invite);
}

/** Counts a click on the invite's link, keeping the first click's time; false when there is no such invite. */
export async function countInviteClick(db: Db, inviteId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(patientInvites)
    .set({
      clicks: sql`${patientInvites.clicks} + 1`,
      firstClickedAt: sql`coalesce(${patientInvites.firstClickedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(patientInvites.id, inviteId))
    .returning({ id: patientInvites.id });
  return rows.length > 0;
}

export async function inviteExists(db: Db, inviteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: patientInvites.id })
    .from(patientInvites)
    .where(eq(patientInvites.id, inviteId))
    .limit(1);
  return Boolean(row);
}
