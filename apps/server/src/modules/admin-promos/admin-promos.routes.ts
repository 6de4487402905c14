import { endpoints } from '@mhq/contract';
import { PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  adminPromos,
  changePromoLimits,
  createPromo,
  promoAssociations,
  promoReport,
  setPromoActive,
} from './admin-promos.service';

const platformAdmins = { roles: PLATFORM_ADMIN_TYPES };

/** The platform's sign-up discount codes (/admin/promos). */
export function adminPromoRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.adminPromos, platformAdmins, ({ ctx, query }) => adminPromos(ctx, query));
  route(app, deps, endpoints.createPromo, platformAdmins, ({ ctx, auth, ip, body }) =>
    createPromo(ctx, { auth, ip }, body),
  );
  route(app, deps, endpoints.updatePromo, platformAdmins, ({ ctx, auth, ip, params, body }) =>
    changePromoLimits(ctx, { auth, ip }, params.id, body),
  );
  route(app, deps, endpoints.setPromoActive, platformAdmins, ({ ctx, auth, ip, params, body }) =>
    setPromoActive(ctx, { auth, ip }, params.id, body.active),
  );
  route(app, deps, endpoints.promoReport, platformAdmins, ({ ctx, params }) => promoReport(ctx, params.id));
  route(app, deps, endpoints.promoAssociations, platformAdmins, ({ ctx }) => promoAssociations(ctx));
}
