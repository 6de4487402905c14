import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import { paymentGatewayFor } from '../../adapters/payments/select';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { duplicateOffice, duplicatePreview } from './duplicate-office.service';
import { createGroup, deleteGroups, groupDetail, organizationGroups, updateGroup } from './groups.service';
import { locationDetail } from './location-detail.service';
import { manageLocations } from './locations.service';

/**
 * An organization's locations and groups (issue 23). `dentistInfoId` is the office the caller acts from; the
 * organization is that office's. Seeing them is the owner's and the office admin's (viewOrganization); adding,
 * changing and closing a location the owner's alone (manageLocations: office admins are told to contact support).
 */
export function locationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const office = { in: 'body', field: 'dentistInfoId' } as const;
  const roles = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES];
  const view = { roles, office, action: 'viewOrganization' } as const;
  const group = { in: 'params', field: 'id' } as const;
  const gateway = deps.payments ?? paymentGatewayFor(deps.config, deps.database.db, deps.clock);

  // Listing shows members counts per location (patient data in aggregate): audited like the members list.
  route(
    app,
    deps,
    endpoints.manageLocations,
    { ...view, audit: { subject: 'locations', does: 'read' } },
    ({ ctx, auth, ip, body }) => manageLocations(ctx, { auth, ip }, body),
  );
  route(
    app,
    deps,
    endpoints.manageLocationDetail,
    {
      roles,
      office,
      action: 'manageLocations',
      location: { in: 'params', field: 'id' },
      audit: { subject: 'location', does: 'change', target: { in: 'params', field: 'id', type: 'office' } },
    },
    ({ ctx, auth, ip, params, body }) => locationDetail(ctx, gateway, { auth, ip }, params.id, body),
  );
  // Duplicating an office into a new location (issue 27): the owner, in their own name (`userId` is the caller).
  const duplicate = {
    roles,
    office: { in: 'params', field: 'firstOffice' },
    self: { in: 'params', field: 'userId' },
    action: 'manageLocations',
  } as const;
  route(app, deps, endpoints.duplicateOfficePreview, duplicate, ({ ctx, params }) =>
    duplicatePreview(ctx, params.firstOffice),
  );
  route(app, deps, endpoints.duplicateOffice, duplicate, ({ ctx, auth, ip, params, body }) =>
    duplicateOffice(ctx, { auth, ip }, params.firstOffice, body),
  );
  route(app, deps, endpoints.organizationGroups, view, ({ ctx, auth, ip, body }) =>
    organizationGroups(ctx, { auth, ip }, body.dentistInfoId),
  );
  route(
    app,
    deps,
    endpoints.createGroup,
    { ...view, location: { in: 'body', field: 'locationIds' } },
    ({ ctx, auth, ip, body }) => createGroup(ctx, { auth, ip }, body.dentistInfoId, body),
  );
  route(
    app,
    deps,
    endpoints.deleteGroups,
    { ...view, group: { in: 'body', field: 'ids' } },
    ({ ctx, auth, ip, body }) => deleteGroups(ctx, { auth, ip }, body.dentistInfoId, body.ids),
  );
  route(app, deps, endpoints.groupDetail, { ...view, group }, ({ ctx, auth, ip, params, body }) =>
    groupDetail(ctx, { auth, ip }, body.dentistInfoId, params.id),
  );
  route(
    app,
    deps,
    endpoints.updateGroup,
    { ...view, group, location: { in: 'body', field: 'locationIds' } },
    ({ ctx, auth, ip, params, body }) => updateGroup(ctx, { auth, ip }, body.dentistInfoId, params.id, body),
  );
  route(app, deps, endpoints.deleteGroup, { ...view, group }, ({ ctx, auth, ip, params, body }) =>
    deleteGroups(ctx, { auth, ip }, body.dentistInfoId, [params.id]),
  );
}
