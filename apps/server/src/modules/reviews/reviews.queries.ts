import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { members, offices, reviews, users } from '../../db/schema';

// Reviews read with who wrote them (the member's name, as the office knows them) and, for the moderators, the office
// and who hid them. Every function but the moderators' list works inside one organization.

const hider = alias(users, 'review_hider');

const reviewColumns = {
  review: reviews,
  firstName: members.firstName,
  lastName: members.lastName,
};

export type ReviewRow = { review: typeof reviews.$inferSelect; firstName: string; lastName: string };

/** The signed-in patient's own record at the office (the account they hold there), not deleted; none if not a member. */
export async function patientMemberAt(db: Db, officeId: number, userId: number) {
  const [row] = await db
    .select({ id: members.id, organizationId: members.organizationId })
    .from(members)
    .where(and(eq(members.officeId, officeId), eq(members.userId, userId), isNull(members.deletedAt)))
    .orderBy(asc(members.id))
    .limit(1);
  return row ?? null;
}

/** One review of the office, with its author's name. */
export async function reviewInOffice(db: Db, organizationId: number, officeId: number, reviewId: number) {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(members, and(eq(members.organizationId, reviews.organizationId), eq(members.id, reviews.memberId)))
    .where(and(eq(reviews.organizationId, organizationId), eq(reviews.officeId, officeId), eq(reviews.id, reviewId)));
  return row ?? null;
}

/** The review a member wrote of the office, if any. */
export async function reviewOfMember(db: Db, organizationId: number, officeId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(
      and(eq(reviews.organizationId, organizationId), eq(reviews.officeId, officeId), eq(reviews.memberId, memberId)),
    );
  return row ?? null;
}

/** The office's reviews, newest first; only those not answered when asked. */
export async function officeReviewRows(
  db: Db,
  organizationId: number,
  officeId: number,
  unansweredOnly: boolean,
): Promise<ReviewRow[]> {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(members, and(eq(members.organizationId, reviews.organizationId), eq(members.id, reviews.memberId)))
    .where(
      and(
        eq(reviews.organizationId, organizationId),
        eq(reviews.officeId, officeId),
        unansweredOnly ? isNull(reviews.answer) : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** Every rating of the office and how many reviews wait for an answer: the page's summary, whatever it lists. */
export async function officeRatings(db: Db, organizationId: number, officeId: number) {
  const rows = await db
    .select({ rating: reviews.rating, answered: isNotNull(reviews.answer).mapWith(Boolean) })
    .from(reviews)
    .where(and(eq(reviews.organizationId, organizationId), eq(reviews.officeId, officeId)));
  return { ratings: rows.map((r) => r.rating), unanswered: rows.filter((r) => !r.answered).length };
}

export type AdminReviewRow = ReviewRow & { officeName: string; hiderFirst: string | null; hiderLast: string | null };

/**
 * The moderators' list across offices (platform admins only: the one place reviews are read across organizations),
 * newest first, at most `limit`, and how many match in all.
 */
export async function adminReviewRows(
  db: Db,
  f: { officeId?: number; reviewId?: number; show: 'all' | 'hidden' | 'visible'; limit: number },
): Promise<{ rows: AdminReviewRow[]; total: number }> {
  const where = and(
    f.officeId === undefined ? undefined : eq(reviews.officeId, f.officeId),
    f.reviewId === undefined ? undefined : eq(reviews.id, f.reviewId),
    f.show === 'hidden' ? isNotNull(reviews.hiddenAt) : f.show === 'visible' ? isNull(reviews.hiddenAt) : undefined,
  );
  const rows = await db
    .select({
      ...reviewColumns,
      officeName: offices.officeName,
      hiderFirst: hider.firstName,
      hiderLast: hider.lastName,
    })
    .from(reviews)
    .innerJoin(members, and(eq(members.organizationId, reviews.organizationId), eq(members.id, reviews.memberId)))
    .innerJoin(offices, and(eq(offices.organizationId, reviews.organizationId), eq(offices.id, reviews.officeId)))
    .leftJoin(hider, eq(hider.id, reviews.hiddenByUserId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(f.limit);
  const [total] = await db.select({ n: count() }).from(reviews).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The offices that have reviews, with how many: what the moderators' list may be narrowed to. */
export async function officesWithReviews(db: Db) {
  return db
    .select({ id: offices.id, name: offices.officeName, count: sql<number>`count(${reviews.id})::int` })
    .from(reviews)
    .innerJoin(offices, and(eq(offices.organizationId, reviews.organizationId), eq(offices.id, reviews.officeId)))
    .groupBy(offices.id, offices.officeName)
    .orderBy(asc(offices.officeName));
}

/** Where the mail about an answer goes: the author's address (theirs, else their login's), name and language. */
export async function reviewAuthorContact(db: Db, organizationId: number, memberId: number) {
  const [row] = await db
    .select({
      firstName: members.firstName,
      email: sql<string | null>`coalesce(${members.email}, ${users.email})`,
      spanish: members.spanish,
    })
    .from(members)
    .leftJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, organizationId), eq(members.id, memberId)));
  return row ?? null;
}
