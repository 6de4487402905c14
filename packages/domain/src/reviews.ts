/**
 * Patients' reviews of their practice (issue 22): the limits the contract and the forms share, and the summary the
 * office's page shows. The spec names the pages (/patient/your-reviews, /dentist-new/reviews, /admin/reviews) and
 * leaves the rules unshown; these are ours.
 */

/** Stars a patient may give. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** What a patient may write, and what the office may answer (a few paragraphs). */
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_ANSWER_MAX = 2000;
/** Why a moderator hid or showed a review: short, for the audit log. */
export const REVIEW_REASON_MIN = 3;
export const REVIEW_REASON_MAX = 500;

export type RatingSummary = {
  count: number;
  /** The mean of the ratings to one decimal (half up), null with no review. */
  average: number | null;
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  byStars: [number, number, number, number, number];
};

/** The office's average and spread of ratings; a hidden review's text is hidden, its rating still counts. */
export function ratingSummary(ratings: readonly number[]): RatingSummary {
  const byStars: RatingSummary['byStars'] = [0, 0, 0, 0, 0];
  let sum = 0;
  for (const r of ratings) {
    const stars = Math.min(REVIEW_RATING_MAX, Math.max(REVIEW_RATING_MIN, Math.round(r)));
    byStars[stars - 1] = (byStars[stars - 1] ?? 0) + 1;
    sum += stars;
  }
  const count = ratings.length;
  // Tenths of a star in integers, rounded half up: 4.25 shows as 4.3, never 4.2 by a float's whim.
  const average = count === 0 ? null : Math.floor((sum * 10) / count + 0.5 + 1e-9) / 10;
  return { count, average, byStars };
}
