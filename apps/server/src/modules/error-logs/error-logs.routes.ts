import { endpoints } from '@mhq/contract';
import { PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { errorLogDetail, errorLogList } from './error-logs.service';

const platformAdmins = { roles: PLATFORM_ADMIN_TYPES };

/** The platform's error logs (issue 24): what support reads to answer 'what went wrong'. */
export function errorLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.errorLogs, platformAdmins, ({ ctx, query }) => errorLogList(ctx, query));
  route(app, deps, endpoints.errorLog, platformAdmins, ({ ctx, params }) => errorLogDetail(ctx, params.id));
}
