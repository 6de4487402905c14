import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { brandingOf, saveBranding } from './branding.service';

/** The office's team, and the platform's admins acting for it. */
const staff = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
const office = { in: 'params', field: 'id' } as const;

/** Branding (issue 26): the office's template theme, read by its team and changed by its owner and office admins. */
export function brandingRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.officeBranding, { roles: staff, office }, ({ ctx, auth, params }) =>
    brandingOf(ctx, auth, params.id),
  );
  route(
    app,
    deps,
    endpoints.saveOfficeBranding,
    { roles: staff, office, action: 'manageMarketing' },
    ({ ctx, auth, ip, params, body }) => saveBranding(ctx, { auth, ip }, params.id, body),
  );
}
