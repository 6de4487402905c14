import { endpoints } from '@mhq/contract';
import { PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { createBanner, endBanner, listBanners } from './admin-banners.service';

const platformAdmins = { roles: PLATFORM_ADMIN_TYPES };

/** The global banner, set by the platform's admins on /admin/manage. */
export function adminBannerRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.adminBanners, platformAdmins, async ({ ctx }) => ({ banners: await listBanners(ctx) }));
  route(app, deps, endpoints.createBanner, platformAdmins, ({ ctx, auth, ip, body }) =>
    createBanner(ctx, auth, ip, body),
  );
  route(app, deps, endpoints.endBanner, platformAdmins, ({ ctx, auth, ip, params }) =>
    endBanner(ctx, auth, ip, params.bannerId),
  );
}
