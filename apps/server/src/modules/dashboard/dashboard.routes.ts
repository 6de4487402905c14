import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { officeDashboard } from './dashboard.service';

/** The practice's own users, and the platform's admins looking at an office. Counts only: no member is named. */
const officeStaff = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;

export function dashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    deps,
    endpoints.officeDashboard,
    { roles: officeStaff, office: { in: 'params', field: 'id' } },
    ({ ctx, auth, params, query }) => officeDashboard(ctx, auth, params.id, query.locations),
  );
}
