import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { changeManageUserSetting, manageUsers, userAssignments } from './staff-assignments.service';
import { assignUser, unassignUser } from './staff-assignments-change.service';

/**
 * Staff assignments of a multi-location organization (issue 23). Reads need the organization view (owner, office
 * admin), changes the team's management; a named user must work in the organization (else 404), and the service
 * keeps the caller to the locations they work at themselves. A change's audit line is the service's: written in its
 * transaction, with what was given or taken.
 */
export function staffAssignmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const staff = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES];
  const acting = { in: 'body', field: 'dentistInfoId' } as const;
  const user = { in: 'params', field: 'id' } as const;
  const locations = { in: 'body', field: 'locationIds' } as const;

  route(
    app,
    deps,
    endpoints.manageUsers,
    { roles: staff, office: { in: 'params', field: 'id' }, action: 'viewOrganization' },
    ({ ctx, auth, params }) => manageUsers(ctx, auth, params.id),
  );
  route(
    app,
    deps,
    endpoints.userAssignments,
    { roles: staff, office: { in: 'query', field: 'dentistInfoId' }, action: 'viewOrganization', orgUser: user },
    ({ ctx, auth, params, query }) => userAssignments(ctx, auth, { officeId: query.dentistInfoId, userId: params.id }),
  );
  route(
    app,
    deps,
    endpoints.assignUsers,
    { roles: staff, office: acting, action: 'manageTeam', orgUser: user, location: locations },
    ({ ctx, auth, params, body, ip }) =>
      assignUser(ctx, { auth, ip }, { officeId: body.dentistInfoId, userId: params.id }, body),
  );
  route(
    app,
    deps,
    endpoints.unassignUsers,
    { roles: staff, office: acting, action: 'manageTeam', orgUser: user, location: locations },
    ({ ctx, auth, params, body, ip }) =>
      unassignUser(ctx, { auth, ip }, { officeId: body.dentistInfoId, userId: params.id }, body),
  );
  route(app, deps, endpoints.changeManageUserSetting, { roles: OFFICE_USER_TYPES }, ({ ctx, auth, body }) =>
    changeManageUserSetting(ctx, auth, body.scope),
  );
}
