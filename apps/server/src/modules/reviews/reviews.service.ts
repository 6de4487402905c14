import type {
  AnswerReviewRequest,
  MyReviewResponse,
  OfficeReviewResponse,
  OfficeReviewsResponse,
  SaveReviewRequest,
  SaveReviewResponse,
} from '@mhq/contract';
import { ratingSummary } from '@mhq/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { reviews } from '../../db/schema';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { officeById } from '../account/account.queries';
import { publicUrl } from '../auth/auth.service';
import { reviewAnsweredMail } from './reviews.mail';
import {
  officeRatings,
  officeReviewRows,
  patientMemberAt,
  reviewAuthorContact,
  reviewInOffice,
  reviewOfMember,
} from './reviews.queries';
import { officeReviewView, reviewView } from './reviews.view';

// The patient's review of their practice (/patient/your-reviews) and the office's page of reviews and answers
// (/dentist-new/reviews). The guard has checked the office (a patient only reaches one holding their membership) and
// any review named; the access declarations write the audit lines.

async function officeOf(ctx: Ctx, officeId: number) {
  const office = await officeById(ctx.db, officeId);
  if (!office) throw notFound();
  return office;
}

/** The patient's record at the office: a patient who is not one of its members has nothing to review there. */
async function authorAt(ctx: Ctx, auth: AuthContext, officeId: number) {
  const member = await patientMemberAt(ctx.db, officeId, auth.userId);
  if (!member) throw notFound();
  return member;
}

/** The signed-in patient's review of the office, and the office's answer, or none yet. */
export async function myReview(ctx: Ctx, auth: AuthContext, officeId: number): Promise<MyReviewResponse> {
  const office = await officeOf(ctx, officeId);
  const member = await authorAt(ctx, auth, officeId);
  const review = await reviewOfMember(ctx.db, office.organizationId, office.id, member.id);
  return { officeName: office.officeName, review: review ? reviewView(review) : null };
}

/** Writes the patient's review of the office, or edits the one they wrote (one per patient and office). */
export async function saveMyReview(
  ctx: Ctx,
  auth: AuthContext,
  officeId: number,
  req: SaveReviewRequest,
): Promise<SaveReviewResponse> {
  const office = await officeOf(ctx, officeId);
  const member = await authorAt(ctx, auth, officeId);
  const now = ctx.clock.now();
  // One statement: two tabs saving at once leave one review, the later words.
  const [saved] = await ctx.db
    .insert(reviews)
    .values({
      organizationId: office.organizationId,
      officeId: office.id,
      memberId: member.id,
      rating: req.rating,
      body: req.text,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [reviews.organizationId, reviews.officeId, reviews.memberId],
      set: { rating: req.rating, body: req.text, updatedAt: now },
    })
    // A row the statement inserted has no deleting transaction yet (xmax 0); one it updated has.
    .returning({ ...getTableColumns(reviews), created: sql<boolean>`xmax = 0` });
  if (!saved) throw notFound();
  const { created, ...review } = saved;
  return {
    _message: created ? 'Thank you: your review is posted.' : 'Your review is updated.',
    review: reviewView(review),
  };
}

/** The office's reviews, newest first (or only those waiting for an answer), with the average of all of them. */
export async function officeReviews(
  ctx: Ctx,
  officeId: number,
  show: 'all' | 'unanswered',
): Promise<OfficeReviewsResponse> {
  const office = await officeOf(ctx, officeId);
  const rows = await officeReviewRows(ctx.db, office.organizationId, office.id, show === 'unanswered');
  const { ratings, unanswered } = await officeRatings(ctx.db, office.organizationId, office.id);
  return { summary: { ...ratingSummary(ratings), unanswered }, reviews: rows.map(officeReviewView) };
}

/**
 * The office's public answer to a review: the first one is mailed to the patient in their language; sending again
 * edits it (without a second mail).
 */
export async function answerReview(
  ctx: Ctx,
  auth: AuthContext,
  ids: { officeId: number; reviewId: number },
  req: AnswerReviewRequest,
): Promise<OfficeReviewResponse> {
  const office = await officeOf(ctx, ids.officeId);
  const now = ctx.clock.now();
  const firstAnswer = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ answeredAt: reviews.answeredAt, memberId: reviews.memberId })
      .from(reviews)
      .where(and(eq(reviews.organizationId, office.organizationId), eq(reviews.id, ids.reviewId)))
      .for('update');
    if (!before) throw notFound();
    const first = before.answeredAt === null;
    await tx
      .update(reviews)
      .set(
        first
          ? { answer: req.answer, answeredAt: now, answeredByUserId: auth.userId, answerUpdatedAt: null }
          : { answer: req.answer, answerUpdatedAt: now, answeredByUserId: auth.userId },
      )
      .where(and(eq(reviews.organizationId, office.organizationId), eq(reviews.id, ids.reviewId)));
    if (!first) return false;
    const author = await reviewAuthorContact(tx, office.organizationId, before.memberId);
    if (author?.email) {
      await ctx.mail.enqueue(tx, {
        to: author.email,
        organizationId: office.organizationId,
        ...reviewAnsweredMail({
          language: author.spanish ? 'es' : 'en',
          tenant: ctx.tenant,
          officeName: office.officeName,
          firstName: author.firstName,
          answer: req.answer,
          link: `${publicUrl(ctx)}/patient/your-reviews`,
        }),
      });
    }
    return true;
  });
  if (firstAnswer) ctx.mail.wake();
  const row = await reviewInOffice(ctx.db, office.organizationId, office.id, ids.reviewId);
  if (!row) throw notFound();
  return {
    _message: firstAnswer ? 'Your answer is posted; the patient is told by mail.' : 'Your answer is updated.',
    review: officeReviewView(row),
  };
}
