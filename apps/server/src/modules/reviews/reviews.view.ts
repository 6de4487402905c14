import type { AdminReviewView, OfficeReviewView, ReviewView } from '@mhq/contract';
import type { reviews } from '../../db/schema';
import type { AdminReviewRow, ReviewRow } from './reviews.queries';

// A review as each reader sees it. The patient and the office never see a hidden review's text (the page shows a
// notice in its place); the moderators always do, to judge it.

type Review = typeof reviews.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const later = (a: Date | null, than: Date | null) => (a && than && a.getTime() > than.getTime() ? a : null);

/** The review as its author and the office see it. */
export function reviewView(r: Review): ReviewView {
  const hidden = r.hiddenAt !== null;
  return {
    reviewId: r.id,
    rating: r.rating,
    text: hidden ? null : r.body,
    hidden,
    createdAt: r.createdAt.toISOString(),
    editedAt: iso(later(r.updatedAt, r.createdAt)),
    answer:
      r.answer !== null && r.answeredAt
        ? {
            text: r.answer,
            answeredAt: r.answeredAt.toISOString(),
            editedAt: iso(later(r.answerUpdatedAt, r.answeredAt)),
          }
        : null,
  };
}

/** The review on the office's page: with who wrote it. */
export function officeReviewView(row: ReviewRow): OfficeReviewView {
  return {
    ...reviewView(row.review),
    memberId: row.review.memberId,
    memberName: `${row.firstName} ${row.lastName}`,
  };
}

/** The review as the moderators see it: its text whatever its state, the office, and who hid it and why. */
export function adminReviewView(row: AdminReviewRow): AdminReviewView {
  const r = row.review;
  return {
    ...officeReviewView(row),
    text: r.body,
    officeId: r.officeId,
    officeName: row.officeName,
    hiddenAt: iso(r.hiddenAt),
    hiddenBy: row.hiderFirst !== null ? `${row.hiderFirst} ${row.hiderLast ?? ''}`.trim() : null,
    hiddenReason: r.hiddenReason,
    editedSinceHidden: later(r.updatedAt, r.hiddenAt) !== null,
  };
}
