import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  communityGroupDetail,
  communityGroupsOf,
  createCommunityGroup,
  setCommunityGroupStatus,
  updateCommunityGroup,
} from './community-connect.service';
import { communityEnrolmentPage, findPracticesForGroups, requestCommunityGroup } from './community-public.service';

/** The office's team, and the platform's admins acting for it. */
const staff = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
const office = { in: 'params', field: 'id' } as const;
const group = { in: 'params', field: 'groupId' } as const;

/** CommunityConnect (issue 25): the office's community groups, organizers' requests and a group's enrolment page. */
export function communityConnectRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.communityGroups, { roles: staff, office }, ({ ctx, auth, params }) =>
    communityGroupsOf(ctx, auth, params.id),
  );
  // The group's members are patients of the office: reading them is audited.
  route(
    app,
    deps,
    endpoints.communityGroup,
    {
      roles: staff,
      office,
      communityGroup: group,
      audit: { subject: 'community_group', does: 'read', target: { ...group, type: 'community_group' } },
    },
    ({ ctx, params }) => communityGroupDetail(ctx, params.id, params.groupId),
  );
  // A group's discount and plans are the office's prices: who may change plans may change groups.
  route(
    app,
    deps,
    endpoints.createCommunityGroup,
    { roles: staff, office, action: 'managePlans' },
    ({ ctx, auth, ip, params, body }) => createCommunityGroup(ctx, { auth, ip }, params.id, body),
  );
  route(
    app,
    deps,
    endpoints.updateCommunityGroup,
    { roles: staff, office, action: 'managePlans', communityGroup: group },
    ({ ctx, auth, ip, params, body }) => updateCommunityGroup(ctx, { auth, ip }, params.id, params.groupId, body),
  );
  route(
    app,
    deps,
    endpoints.setCommunityGroupStatus,
    { roles: staff, office, action: 'managePlans', communityGroup: group },
    ({ ctx, auth, ip, params, body }) =>
      setCommunityGroupStatus(ctx, { auth, ip }, params.id, params.groupId, body.status),
  );

  route(app, deps, endpoints.communityOfficeSearch, 'public', ({ ctx, query }) =>
    findPracticesForGroups(ctx, query.search),
  );
  route(app, deps, endpoints.requestCommunityGroup, 'public', ({ ctx, body, ip }) =>
    requestCommunityGroup(ctx, body, ip),
  );
  route(app, deps, endpoints.communityEnrolmentPage, 'public', ({ ctx, params }) =>
    communityEnrolmentPage(ctx, params.code),
  );
}
