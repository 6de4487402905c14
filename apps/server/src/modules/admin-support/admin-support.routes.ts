import { endpoints } from '@mhq/contract';
import { PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  assignSupportRequest,
  closeSupportRequest,
  openSupportRequest,
  reopenSupportRequest,
  replyToSupportRequest,
  supportAssignees,
  supportInbox,
} from './admin-support.service';

const platformAdmins = { roles: PLATFORM_ADMIN_TYPES };

/** The support inbox of the platform's admins (issue 24). */
export function adminSupportRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.supportInbox, platformAdmins, ({ ctx, auth, query }) => supportInbox(ctx, auth, query));
  route(app, deps, endpoints.supportRequest, platformAdmins, async ({ ctx, auth, ip, params }) => ({
    request: await openSupportRequest(ctx, { auth, ip }, params.id),
  }));
  route(app, deps, endpoints.supportAssignees, platformAdmins, ({ ctx }) => supportAssignees(ctx));
  route(app, deps, endpoints.assignSupportRequest, platformAdmins, ({ ctx, auth, ip, params, body }) =>
    assignSupportRequest(ctx, { auth, ip }, params.id, body.userId),
  );
  route(app, deps, endpoints.replySupportRequest, platformAdmins, ({ ctx, auth, ip, params, body }) =>
    replyToSupportRequest(ctx, { auth, ip }, params.id, body),
  );
  route(app, deps, endpoints.closeSupportRequest, platformAdmins, ({ ctx, auth, ip, params }) =>
    closeSupportRequest(ctx, { auth, ip }, params.id),
  );
  route(app, deps, endpoints.reopenSupportRequest, platformAdmins, ({ ctx, auth, ip, params }) =>
    reopenSupportRequest(ctx, { auth, ip }, params.id),
  );
}
