import type { AdminReviewResponse, AdminReviewsResponse, ReviewVisibilityRequest } from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { reviews } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit, recordReadAudit } from '../audit/audit.queries';
import { adminReviewRows, officesWithReviews } from './reviews.queries';
import { adminReviewView } from './reviews.view';

// The platform's moderation of reviews (/admin/reviews): every office's reviews in one list, and a review's text hidden
// (abuse, a patient's health details, a staff member named) or shown again. Each look and each decision is audited.

/** The newest reviews a moderator lists at once. */
const LIST_LIMIT = 200;

const impersonation = (auth: AuthContext) =>
  auth.impersonatorUserId ? { impersonatedBy: auth.impersonatorUserId } : {};

/** Every office's reviews (or one office's; hidden, shown or all), newest first; reading them is audited. */
export async function adminReviews(
  ctx: Ctx,
  auth: AuthContext,
  q: { officeId?: number; show: 'all' | 'hidden' | 'visible' },
  ip: string,
): Promise<AdminReviewsResponse> {
  const { rows, total } = await adminReviewRows(ctx.db, { ...q, limit: LIST_LIMIT });
  const offices = await officesWithReviews(ctx.db);
  // Across organizations: one line for the look, naming what was asked (the list names patients).
  await recordReadAudit(ctx.db, {
    officeId: q.officeId ?? null,
    actorUserId: auth.userId,
    action: 'reviews.read',
    targetType: q.officeId === undefined ? 'platform' : 'office',
    targetId: q.officeId ?? 'all',
    detail: { show: q.show, endpoint: 'GET /admin/reviews', ...impersonation(auth) },
    ip,
  });
  return { total, reviews: rows.map(adminReviewView), offices };
}

/**
 * Hides a review's text from the office and its author (a notice shows in its place; the rating still counts), or
 * shows it again, with the moderator's reason in the audit log.
 */
export async function setReviewVisibility(
  ctx: Ctx,
  auth: AuthContext,
  ids: { officeId: number; reviewId: number },
  req: ReviewVisibilityRequest,
  ip: string,
): Promise<AdminReviewResponse> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [r] = await tx
      .select({ organizationId: reviews.organizationId, memberId: reviews.memberId, hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(and(eq(reviews.officeId, ids.officeId), eq(reviews.id, ids.reviewId)))
      .for('update');
    if (!r) throw notFound();
    if ((r.hiddenAt !== null) === req.hidden) {
      throw new AppError('CONFLICT', req.hidden ? 'This review is already hidden.' : 'This review is already shown.');
    }
    await tx
      .update(reviews)
      .set(
        req.hidden
          ? { hiddenAt: now, hiddenByUserId: auth.userId, hiddenReason: req.reason }
          : { hiddenAt: null, hiddenByUserId: null, hiddenReason: null },
      )
      .where(and(eq(reviews.organizationId, r.organizationId), eq(reviews.id, ids.reviewId)));
    await recordAudit(tx, {
      organizationId: r.organizationId,
      officeId: ids.officeId,
      memberId: r.memberId,
      actorUserId: auth.userId,
      action: req.hidden ? 'review.hide' : 'review.unhide',
      targetType: 'review',
      targetId: ids.reviewId,
      detail: { reason: req.reason, ...impersonation(auth) },
      ip,
    });
  });
  const { rows } = await adminReviewRows(ctx.db, { ...ids, show: 'all', limit: 1 });
  const [row] = rows;
  if (!row) throw notFound();
  return {
    _message: req.hidden
      ? 'The review is hidden: the office and its author see a notice in its place.'
      : 'The review is shown again.',
    review: adminReviewView(row),
  };
}
