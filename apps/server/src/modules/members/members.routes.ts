import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { memberDetails } from './member-details.service';
import { addNote, deleteMember, editMember, memberHistory } from './member-records.service';
import { memberFilters, searchMembers } from './member-search.service';

/** The front desk, and the platform's admins acting for an office. */
const frontDesk = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
const officeInPath = { in: 'params', field: 'id' } as const;
const self = { in: 'params', field: 'id' } as const;
const officeInBody = { in: 'body', field: 'dentistInfoId' } as const;

export function memberRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    deps,
    endpoints.memberSearch,
    { roles: frontDesk, office: officeInPath },
    ({ ctx, auth, params, body, ip }) => searchMembers(ctx, auth, params.id, body, ip),
  );

  route(app, deps, endpoints.memberFilters, { roles: frontDesk, office: officeInPath }, ({ ctx, auth, params, body }) =>
    memberFilters(ctx, auth, params.id, body),
  );

  route(
    app,
    deps,
    endpoints.memberDetails,
    { roles: frontDesk, self, office: officeInBody, member: { in: 'body', field: 'memberId', audit: 'read' } },
    ({ ctx, body }) => memberDetails(ctx, body.dentistInfoId, body.memberId),
  );

  route(
    app,
    deps,
    endpoints.editMember,
    { roles: frontDesk, self, office: officeInBody, member: { in: 'params', field: 'memberId', audit: 'change' } },
    ({ ctx, auth, params, body }) => editMember(ctx, auth, params.memberId, body),
  );

  route(
    app,
    deps,
    endpoints.deleteMember,
    {
      roles: frontDesk,
      action: 'cancelMembership',
      self,
      office: { in: 'query', field: 'dentistInfoId' },
      member: { in: 'params', field: 'memberId', audit: 'change' },
    },
    ({ ctx, auth, params, query }) => deleteMember(ctx, auth, query.dentistInfoId, params.memberId),
  );

  route(
    app,
    deps,
    endpoints.memberNote,
    { roles: frontDesk, office: officeInBody, member: { in: 'body', field: 'memberId', audit: 'change' } },
    ({ ctx, auth, body }) => addNote(ctx, auth, body.dentistInfoId, body.memberId, body.note),
  );

  route(
    app,
    deps,
    endpoints.memberHistory,
    {
      roles: frontDesk,
      office: { in: 'query', field: 'dentistInfoId' },
      member: { in: 'params', field: 'id', audit: 'read' },
    },
    ({ ctx, params, query }) => memberHistory(ctx, query.dentistInfoId, params.id),
  );
}
