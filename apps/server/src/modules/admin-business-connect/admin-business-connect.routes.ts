import { endpoints } from '@mhq/contract';
import { PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { adminBusiness, adminBusinesses } from './admin-business-connect.service';

const platformAdmins = { roles: PLATFORM_ADMIN_TYPES };

/** The platform's employers ('Small Businesses', /admin/business-connect): its admins only. */
export function adminBusinessConnectRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.adminBusinesses, platformAdmins, ({ ctx, query }) => adminBusinesses(ctx, query));
  route(app, deps, endpoints.adminBusiness, platformAdmins, ({ ctx, auth, ip, params }) =>
    adminBusiness(ctx, { auth, ip }, params.businessId),
  );
}
