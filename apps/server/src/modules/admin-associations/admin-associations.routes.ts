import { endpoints } from '@mhq/contract';
import { PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  adminAssociation,
  adminAssociations,
  createAssociation,
  updateAssociation,
} from './admin-associations.service';

const platformAdmins = { roles: PLATFORM_ADMIN_TYPES };

/** The associations that bring practices (/admin/associations). */
export function adminAssociationRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.adminAssociations, platformAdmins, ({ ctx, query }) => adminAssociations(ctx, query));
  route(app, deps, endpoints.adminAssociation, platformAdmins, ({ ctx, params }) =>
    adminAssociation(ctx, params.associationId),
  );
  route(app, deps, endpoints.createAssociation, platformAdmins, ({ ctx, auth, ip, body }) =>
    createAssociation(ctx, { auth, ip }, body),
  );
  route(app, deps, endpoints.updateAssociation, platformAdmins, ({ ctx, auth, ip, params, body }) =>
    updateAssociation(ctx, { auth, ip }, params.associationId, body),
  );
}
