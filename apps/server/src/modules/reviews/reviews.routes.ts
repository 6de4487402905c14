import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PATIENT_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { answerReview, myReview, officeReviews, saveMyReview } from './reviews.service';
import { adminReviews, setReviewVisibility } from './reviews-moderation.service';

/**
 * Reviews: the patient's own (a member of the office: the guard refuses anyone else's office), the office's list and
 * answers (its team and platform admins acting for it), and the platform's moderation. A review is patient data:
 * every read and change is audited, by the declarations here or (across offices) by the service.
 */
export function reviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  const office = { in: 'params', field: 'id' } as const;
  const review = { in: 'params', field: 'reviewId' } as const;
  const staff = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES];

  route(
    app,
    deps,
    endpoints.myReview,
    { roles: PATIENT_USER_TYPES, office, audit: { subject: 'review', does: 'read' } },
    ({ ctx, auth, params }) => myReview(ctx, auth, params.id),
  );
  route(
    app,
    deps,
    endpoints.saveMyReview,
    { roles: PATIENT_USER_TYPES, office, audit: { subject: 'review', does: 'change' } },
    ({ ctx, auth, params, body }) => saveMyReview(ctx, auth, params.id, body),
  );
  route(
    app,
    deps,
    endpoints.officeReviews,
    { roles: staff, office, audit: { subject: 'reviews', does: 'read' } },
    ({ ctx, params, query }) => officeReviews(ctx, params.id, query.show),
  );
  route(
    app,
    deps,
    endpoints.answerReview,
    {
      roles: staff,
      office,
      action: 'answerReviews',
      review,
      audit: { subject: 'review', does: 'change', target: { ...review, type: 'review' } },
    },
    ({ ctx, auth, params, body }) => answerReview(ctx, auth, { officeId: params.id, reviewId: params.reviewId }, body),
  );
  route(app, deps, endpoints.adminReviews, { roles: PLATFORM_ADMIN_TYPES }, ({ ctx, auth, query, ip }) =>
    adminReviews(ctx, auth, query, ip),
  );
  // The moderation's audit line (with the reason) is the service's: written with the change, in its transaction.
  route(
    app,
    deps,
    endpoints.reviewVisibility,
    { roles: PLATFORM_ADMIN_TYPES, office, review },
    ({ ctx, auth, params, body, ip }) =>
      setReviewVisibility(ctx, auth, { officeId: params.id, reviewId: params.reviewId }, body, ip),
  );
}
