import { endpoints } from '@mhq/contract';
import { PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { adminMembers, adminPatientOf } from './admin-members.service';

/** Members across every office, for the platform's admins (issue 24). */
export function adminMemberRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.adminMembers, { roles: PLATFORM_ADMIN_TYPES }, ({ ctx, auth, ip, query }) =>
    adminMembers(ctx, auth, ip, query),
  );

  // The patient's office is found from the patient: checked and the read audited as if the call had named it.
  route(
    app,
    deps,
    endpoints.adminPatient,
    {
      roles: PLATFORM_ADMIN_TYPES,
      officeOf: 'member',
      member: { in: 'params', field: 'patientId', audit: 'read' },
    },
    ({ ctx, params }) => adminPatientOf(ctx, params.patientId),
  );
}
