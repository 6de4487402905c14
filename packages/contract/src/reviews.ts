import {
  REVIEW_ANSWER_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REASON_MAX,
  REVIEW_REASON_MIN,
  REVIEW_TEXT_MAX,
} from '@mhq/domain';
import { z } from 'zod';
import { Id, Text } from './common';

// Reviews (issue 22): a patient rates and reviews the practice that holds their membership (/patient/your-reviews),
// the office reads and answers them (/dentist-new/reviews), the platform's admins moderate (/admin/reviews). The spec
// names the pages but not their calls: these are ours, under the office like its disputes.

export const ReviewsParams = z.object({ id: Id });
export const ReviewParams = z.object({ id: Id, reviewId: Id });

/** Free text with the limit said in words (the common `Text` check for characters PostgreSQL cannot hold). */
const Words = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).pipe(Text(max));

const Rating = z
  .number()
  .int(`Choose from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars.`)
  .min(REVIEW_RATING_MIN, `Choose from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars.`)
  .max(REVIEW_RATING_MAX, `Choose from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars.`);

/** The patient's review: stars, and words (none is fine: a rating alone). */
export const SaveReviewRequest = z.object({
  rating: Rating,
  text: Words(REVIEW_TEXT_MAX, `Keep your review to ${REVIEW_TEXT_MAX} characters.`),
});
export type SaveReviewRequest = z.infer<typeof SaveReviewRequest>;

/** The office's public answer (one per review; sending again edits it). */
export const AnswerReviewRequest = z.object({
  answer: Words(REVIEW_ANSWER_MAX, `Keep your answer to ${REVIEW_ANSWER_MAX} characters.`).pipe(
    z.string().min(1, 'Write your answer.'),
  ),
});
export type AnswerReviewRequest = z.infer<typeof AnswerReviewRequest>;

/** A moderator hides a review's text (or shows it again), saying why; the reason goes to the audit log. */
export const ReviewVisibilityRequest = z.object({
  hidden: z.boolean(),
  reason: Words(REVIEW_REASON_MAX, `Keep the reason to ${REVIEW_REASON_MAX} characters.`).pipe(
    z.string().min(REVIEW_REASON_MIN, 'Say why, in a few words: it is kept in the audit log.'),
  ),
});
export type ReviewVisibilityRequest = z.infer<typeof ReviewVisibilityRequest>;

/** The office's answer as everyone sees it. */
export const ReviewAnswerView = z.object({
  text: z.string(),
  answeredAt: z.string(),
  /** When it was last edited; null if never. */
  editedAt: z.string().nullable(),
});

/**
 * A review as the patient and the office see it. While the platform's moderators hide it, `text` is null and `hidden`
 * true: the page shows a notice instead; the rating still shows and counts.
 */
export const ReviewView = z.object({
  reviewId: z.number().int(),
  rating: z.number().int(),
  text: z.string().nullable(),
  hidden: z.boolean(),
  createdAt: z.string(),
  /** The patient's last edit; null if never edited. */
  editedAt: z.string().nullable(),
  answer: ReviewAnswerView.nullable(),
});
export type ReviewView = z.infer<typeof ReviewView>;

/** The patient's own review at the office, or none yet. */
export const MyReviewResponse = z.object({
  officeName: z.string(),
  review: ReviewView.nullable(),
});
export type MyReviewResponse = z.infer<typeof MyReviewResponse>;

export const SaveReviewResponse = z.object({ _message: z.string(), review: ReviewView });
export type SaveReviewResponse = z.infer<typeof SaveReviewResponse>;

export const OfficeReviewsQuery = z.object({
  /** Every review, or only those the office has not answered yet; all by default. */
  show: z.enum(['all', 'unanswered']).default('all'),
});
export type OfficeReviewsQuery = z.input<typeof OfficeReviewsQuery>;

/** A review on the office's page: who wrote it, as the office knows them. */
export const OfficeReviewView = ReviewView.extend({ memberId: z.number().int(), memberName: z.string() });
export type OfficeReviewView = z.infer<typeof OfficeReviewView>;

const RatingSummaryView = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  /** How many gave 1, 2, 3, 4 and 5 stars. */
  byStars: z.array(z.number().int()).length(5),
  unanswered: z.number().int(),
});

/** The office's reviews, newest first, with the average of all of them (whatever is shown). */
export const OfficeReviewsResponse = z.object({
  summary: RatingSummaryView,
  reviews: z.array(OfficeReviewView),
});
export type OfficeReviewsResponse = z.infer<typeof OfficeReviewsResponse>;

export const OfficeReviewResponse = z.object({ _message: z.string(), review: OfficeReviewView });
export type OfficeReviewResponse = z.infer<typeof OfficeReviewResponse>;

export const AdminReviewsQuery = z.object({
  /** One office's reviews; every office's when absent. */
  officeId: Id.optional(),
  show: z.enum(['all', 'hidden', 'visible']).default('all'),
});
export type AdminReviewsQuery = z.input<typeof AdminReviewsQuery>;

/** A review as the moderators see it: the text always (to judge it), and who hid it, when and why. */
export const AdminReviewView = OfficeReviewView.extend({
  text: z.string(),
  officeId: z.number().int(),
  officeName: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenBy: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  /** The patient rewrote it after it was hidden: the moderators may look again. */
  editedSinceHidden: z.boolean(),
});
export type AdminReviewView = z.infer<typeof AdminReviewView>;

/** The newest reviews of every office (at most `limit`), and the offices that have any, to filter by. */
export const AdminReviewsResponse = z.object({
  total: z.number().int(),
  reviews: z.array(AdminReviewView),
  offices: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
});
export type AdminReviewsResponse = z.infer<typeof AdminReviewsResponse>;

export const AdminReviewResponse = z.object({ _message: z.string(), review: AdminReviewView });
export type AdminReviewResponse = z.infer<typeof AdminReviewResponse>;
