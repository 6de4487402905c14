import { REVIEW_REASON_MAX, REVIEW_REASON_MIN } from '@mhq/domain';

/** Words of the moderators' reviews page (platform admin, English). */
export const adminReviewsText = {
  title: 'Reviews',
  eyebrow: 'Moderation',
  subtitle:
    'Every office’s reviews by its members, newest first. Hide a review’s text when it insults someone, shares health details or is not about the practice: the office and the patient then see a notice, and the rating still counts. Each decision is kept in the audit log with its reason.',
  loading: 'Loading reviews',
  office: 'Office',
  allOffices: 'All offices',
  officeOption: (name: string, n: number) => `${name} (${n})`,
  show: 'Show',
  shows: { all: 'All', hidden: 'Hidden', visible: 'Shown' },
  count: (shown: number, total: number) =>
    shown < total ? `The newest ${shown} of ${total} reviews` : `${total} ${total === 1 ? 'review' : 'reviews'}`,
  none: 'No review matches.',
  starsOf: (n: number) => `${n} out of 5 stars`,
  by: (name: string, date: string) => `${name} · ${date}`,
  noText: 'A rating without words.',
  hidden: 'Hidden',
  hiddenBy: (who: string, date: string) => `Hidden by ${who} on ${date}`,
  reason: (why: string) => `Reason: ${why}`,
  rewritten: 'Rewritten since hidden',
  officeAnswer: 'The office’s answer',
  hide: 'Hide text',
  unhide: 'Show again',
  hideTitle: 'Hide this review’s text',
  unhideTitle: 'Show this review’s text again',
  hideLead: 'The office and the patient will see a notice instead of the words. The rating still counts.',
  unhideLead: 'The office and the patient will see the words again.',
  reasonLabel: 'Reason',
  reasonHint: 'Kept in the audit log. For example: “Insults a named staff member.”',
  reasonShort: `Say why in at least ${REVIEW_REASON_MIN} characters.`,
  reasonLong: `Keep the reason to ${REVIEW_REASON_MAX} characters.`,
  confirmHide: 'Hide text',
  confirmUnhide: 'Show again',
  cancel: 'Cancel',
};
