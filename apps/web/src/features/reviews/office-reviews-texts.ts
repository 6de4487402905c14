import { REVIEW_ANSWER_MAX, type TenantConfig } from '@mhq/domain';

/** Words of the office's reviews page (the office area is English); `tenant` gives the brand's words. */
export const officeReviewsText = (tenant: TenantConfig) => ({
  title: 'Reviews',
  eyebrow: 'Patients',
  subtitle: `What your members say about their visits and their ${tenant.professionalName}. Answer publicly: the patient reads your answer in their account and gets an email the first time you answer.`,
  noOffice: 'Choose an office in the top bar to see its reviews.',
  loading: 'Loading reviews',
  average: 'Average rating',
  averageOf: (avg: number) => `Average ${avg.toFixed(1)} out of 5 stars`,
  reviewsCount: (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`,
  waiting: 'Waiting for an answer',
  waitingHint: 'Answered reviews show patients you listen',
  spread: 'Ratings',
  starRow: (stars: number, n: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}: ${n}`,
  show: 'Show',
  shows: { all: 'All', unanswered: 'Not answered' },
  noneAll: 'No patient has reviewed this office yet. Members can write one from their account.',
  noneUnanswered: 'Every review has your answer.',
  starsOf: (n: number) => `${n} out of 5 stars`,
  by: (name: string, date: string) => `${name} · ${date}`,
  edited: (date: string) => `edited ${date}`,
  noText: 'A rating without words.',
  hiddenTitle: 'Hidden by the platform’s moderators',
  hiddenBody:
    'This review’s text broke the review guidelines and is hidden from you and the patient. Its rating still counts.',
  yourAnswer: 'Your answer',
  answeredOn: (date: string) => `Answered ${date}`,
  answer: 'Answer',
  editAnswer: 'Edit answer',
  answerLabel: 'Your public answer',
  answerHint: 'The patient sees it under their review. Thank them, and keep health details out of it.',
  answerTooLong: `Keep your answer to ${REVIEW_ANSWER_MAX} characters.`,
  answerRequired: 'Write your answer.',
  post: 'Post answer',
  save: 'Save answer',
  cancel: 'Cancel',
  mayNotAnswer: 'Only an owner, an office admin or a standard user of this office can answer reviews.',
});

export type OfficeReviewsText = ReturnType<typeof officeReviewsText>;
