import { and, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { releaseNoteReads, releaseNotes, users } from '../../db/schema';

/* SQL of the release notes: the admins' list and each office user's unseen notes. */

export type ReleaseNoteRow = typeof releaseNotes.$inferSelect & { createdBy: string | null; seen: number };

const seen = sql<number>`(select count(*)::int from ${releaseNoteReads} r where r.release_note_id = ${releaseNotes.id})`;
const columns = {
  note: releaseNotes,
  createdBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  seen,
};
const rowOf = (r: { note: typeof releaseNotes.$inferSelect; createdBy: string | null; seen: number }) => ({
  ...r.note,
  createdBy: r.createdBy,
  seen: Number(r.seen),
});

/** Every note, drafts and published, newest first. */
export async function allReleaseNotes(db: Db): Promise<ReleaseNoteRow[]> {
  const rows = await db
    .select(columns)
    .from(releaseNotes)
    .leftJoin(users, eq(users.id, releaseNotes.createdByUserId))
    .orderBy(desc(releaseNotes.createdAt), desc(releaseNotes.id))
    .limit(500);
  return rows.map(rowOf);
}

/** One note; `lock` holds its row for the rest of the transaction. */
export async function releaseNoteById(db: Db, id: number, lock = false): Promise<ReleaseNoteRow | null> {
  const query = db
    .select(columns)
    .from(releaseNotes)
    .leftJoin(users, eq(users.id, releaseNotes.createdByUserId))
    .where(eq(releaseNotes.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: releaseNotes }) : await query;
  return row ? rowOf(row) : null;
}

export async function insertReleaseNote(db: Db, values: typeof releaseNotes.$inferInsert): Promise<number> {
  const [row] = await db.insert(releaseNotes).values(values).returning({ id: releaseNotes.id });
  if (!row) throw new Error('release note insert failed');
  return row.id;
}

export async function updateReleaseNote(db: Db, id: number, set: Partial<typeof releaseNotes.$inferInsert>) {
  await db.update(releaseNotes).set(set).where(eq(releaseNotes.id, id));
}

/** Notes the brand's office users see: published by now, for this brand or both. */
const shownOn = (brand: string, now: Date) =>
  and(
    isNotNull(releaseNotes.publishedAt),
    lte(releaseNotes.publishedAt, now),
    or(isNull(releaseNotes.brand), eq(releaseNotes.brand, brand)),
  );

/**
 * The notes of the brand this user has not closed, newest first: only those published since the user joined (a
 * practice that signs up today has nothing that changed for it to read about).
 */
export async function unseenNotes(db: Db, brand: string, userId: number, now: Date) {
  const joined = sql`(select ${users.createdAt} from ${users} where ${users.id} = ${userId})`;
  return db
    .select({
      id: releaseNotes.id,
      title: releaseNotes.title,
      body: releaseNotes.body,
      publishedAt: releaseNotes.publishedAt,
    })
    .from(releaseNotes)
    .leftJoin(
      releaseNoteReads,
      and(eq(releaseNoteReads.releaseNoteId, releaseNotes.id), eq(releaseNoteReads.userId, userId)),
    )
    .where(and(shownOn(brand, now), isNull(releaseNoteReads.userId), sql`${releaseNotes.publishedAt} > ${joined}`))
    .orderBy(desc(releaseNotes.publishedAt), desc(releaseNotes.id))
    .limit(20);
}

/** Whether the brand's office users see this note now. */
export async function noteShownOn(db: Db, brand: string, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: releaseNotes.id })
    .from(releaseNotes)
    .where(and(eq(releaseNotes.id, id), shownOn(brand, now)))
    .limit(1);
  return Boolean(row);
}

/** Records that the user closed the note; closing it twice keeps the first time. */
export async function recordRead(db: Db, userId: number, releaseNoteId: number, at: Date) {
  await db.insert(releaseNoteReads).values({ userId, releaseNoteId, seenAt: at }).onConflictDoNothing();
}
