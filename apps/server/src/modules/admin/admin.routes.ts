import { endpoints } from '@mhq/contract';
import { PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { adminOffices, auditTrail, devMailbox, hasDevMailbox, impersonate, openDevMail } from './admin.service';

const platformAdmins = { roles: PLATFORM_ADMIN_TYPES };

export function adminRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.adminOffices, platformAdmins, async ({ ctx, query }) => ({
    offices: await adminOffices(ctx, query.search),
  }));

  route(app, deps, endpoints.impersonate, platformAdmins, ({ ctx, auth, body, ip, userAgent }) =>
    impersonate(ctx, auth, body.userId, { ip, userAgent }),
  );

  route(app, deps, endpoints.auditLog, platformAdmins, async ({ ctx, query }) => ({
    entries: await auditTrail(ctx, query),
  }));

  // Only a demo keeps its mail in the outbox; anywhere else the mailbox is an unknown route (404).
  if (hasDevMailbox(deps.config)) {
    route(app, deps, endpoints.devMailbox, platformAdmins, async ({ ctx, auth, ip, query }) => ({
      mails: await devMailbox(ctx, auth, ip, query.limit, query.to),
    }));
    route(app, deps, endpoints.devMail, platformAdmins, async ({ ctx, auth, ip, params }) => ({
      mail: await openDevMail(ctx, auth, ip, params.id),
    }));
  }
}
