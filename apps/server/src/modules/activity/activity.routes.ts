import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { officeActivity } from './activity.service';

/**
 * The office's activity feed (/dentist-new/activity). Its lines are the office's payments, refunds and payouts with
 * the households they name: who may see the payouts and ledger may read it, and every read is audited.
 */
export function activityRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    deps,
    endpoints.officeActivity,
    {
      roles: [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES],
      office: { in: 'params', field: 'id' },
      action: 'viewPayouts',
      audit: { subject: 'activity', does: 'read' },
    },
    ({ ctx, params, query }) => officeActivity(ctx, params.id, query),
  );
}
