import { endpoints } from '@mhq/contract';
import { PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { adminFees, removeFeeOverride, setFeeOverride } from './admin-fees.service';

const platformAdmins = { roles: PLATFORM_ADMIN_TYPES };
const inOffice = { ...platformAdmins, office: { in: 'params', field: 'dentistInfoId' } } as const;

/** The platform's fees (/admin/fees): its defaults and the offices that pay their own. */
export function adminFeeRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.adminFees, platformAdmins, ({ ctx, query }) => adminFees(ctx, query));
  route(app, deps, endpoints.setFeeOverride, inOffice, ({ ctx, auth, ip, params, body }) =>
    setFeeOverride(ctx, { auth, ip }, params.dentistInfoId, body),
  );
  route(app, deps, endpoints.removeFeeOverride, inOffice, ({ ctx, auth, ip, params }) =>
    removeFeeOverride(ctx, { auth, ip }, params.dentistInfoId),
  );
}
