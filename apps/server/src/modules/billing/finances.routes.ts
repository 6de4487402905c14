import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { memberFinances } from './finances.service';

/** The front desk, and the platform's admins acting for an office; reading a member's payments is audited. */
const access = {
  roles: [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES],
  office: { in: 'params', field: 'id' },
  member: { in: 'params', field: 'userId', audit: 'read' },
} as const;

export function financesRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.memberFinances, access, ({ ctx, params }) =>
    memberFinances(ctx, params.id, params.userId, false),
  );
  route(app, deps, endpoints.memberFinancesSingle, access, ({ ctx, params }) =>
    memberFinances(ctx, params.id, params.userId, true),
  );
}
