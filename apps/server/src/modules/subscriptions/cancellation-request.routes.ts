import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PATIENT_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  confirmCancellationRequest,
  keepCancellationRequest,
  pendingCancellationRequests,
} from './cancellation-request.office';
import { leavingTermsFor, requestCancellation } from './cancellation-request.service';

/** A household asks to cancel a member's plan from its portal; the office confirms or keeps it (issue 22). */
export function cancellationRequestRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The household's own member and subscription: another household's answer 404 (the guard).
  const household = (where: 'query' | 'body', audit: 'read' | 'change') =>
    ({
      roles: PATIENT_USER_TYPES,
      office: { in: where, field: 'dentistInfoId' },
      member: { in: where, field: 'memberId', audit },
      subscription: { in: where, field: 'subscriptionId' },
    }) as const;

  route(app, deps, endpoints.leavingTerms, household('query', 'read'), ({ ctx, query }) => leavingTermsFor(ctx, query));

  route(app, deps, endpoints.requestCancellation, household('body', 'change'), ({ ctx, auth, body }) =>
    requestCancellation(ctx, auth, body),
  );

  // Deciding whether a membership ends is the cancellation's right (the office permission matrix): keeping a plan a
  // household asked to leave keeps charging it, so it needs the same standing as confirming.
  const frontDesk = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
  const office = { in: 'params', field: 'id' } as const;
  route(
    app,
    deps,
    endpoints.pendingCancellationRequests,
    { roles: frontDesk, office, audit: { subject: 'cancellation_requests', does: 'read' } },
    ({ ctx, params }) => pendingCancellationRequests(ctx, params.id),
  );
  const decide = {
    roles: frontDesk,
    office,
    action: 'cancelMembership',
    member: { in: 'body', field: 'memberId', audit: 'change' },
    subscription: { in: 'body', field: 'subscriptionId' },
  } as const;
  route(app, deps, endpoints.confirmCancellationRequest, decide, ({ ctx, auth, params, body }) =>
    confirmCancellationRequest(ctx, auth, params.id, body),
  );
  route(app, deps, endpoints.keepCancellationRequest, decide, ({ ctx, auth, params, body }) =>
    keepCancellationRequest(ctx, auth, params.id, body),
  );
}
