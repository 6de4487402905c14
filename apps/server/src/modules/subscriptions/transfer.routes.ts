import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { transferHousehold } from './transfer.service';

/** The front desk, and the platform's admins acting for an office. */
const frontDesk = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;

export function transferRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The guard checks the office the household is at; the service checks the caller may act in the new one too.
  route(
    app,
    deps,
    endpoints.transferMember,
    {
      roles: frontDesk,
      action: 'changeMembership',
      office: { in: 'params', field: 'id' },
      member: { in: 'body', field: 'memberId', audit: 'change' },
    },
    ({ ctx, auth, params, body }) => transferHousehold(ctx, auth, params.id, body),
  );
}
