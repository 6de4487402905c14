import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  businessConnect,
  saveBusinessConnectSettings,
  turnOffBusinessConnect,
  turnOnBusinessConnect,
} from './business-connect.service';
import { inviteBusiness, removeBusiness, resendBusinessInvite } from './business-invite.service';
import { bcReport, bcReportCsv, bcReportWorkbook, officeBusiness } from './business-report.service';

const FILE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * BusinessConnect as the practice runs it. Its whole team (and platform admins acting for the office) may look; the
 * program's discount, the plans employers offer and the employers themselves are plan pricing, so changing them
 * takes the matrix's 'managePlans' (owner, office admin, plan coordinator). What employers' links brought (who
 * enrolled, what they paid) is patient and payment data: every look is audited; each change writes its own line.
 */
export function businessConnectRoutes(app: FastifyInstance, deps: AppDeps): void {
  const roles = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES];
  const office = { in: 'params', field: 'id' } as const;
  const business = { in: 'params', field: 'businessId' } as const;
  const change = { roles, office, action: 'managePlans' } as const;

  route(
    app,
    deps,
    endpoints.businessConnect,
    { roles, office, audit: { subject: 'business_connect', does: 'read' } },
    ({ ctx, params }) => businessConnect(ctx, params.id),
  );
  route(app, deps, endpoints.turnOnBusinessConnect, change, ({ ctx, auth, ip, params, body }) =>
    turnOnBusinessConnect(ctx, { auth, ip }, params.id, body),
  );
  route(app, deps, endpoints.turnOffBusinessConnect, change, ({ ctx, auth, ip, params }) =>
    turnOffBusinessConnect(ctx, { auth, ip }, params.id),
  );
  route(app, deps, endpoints.businessConnectSettings, change, ({ ctx, auth, ip, params, body }) =>
    saveBusinessConnectSettings(ctx, { auth, ip }, params.id, body),
  );
  route(app, deps, endpoints.inviteBusiness, change, ({ ctx, auth, ip, params, body }) =>
    inviteBusiness(ctx, { auth, ip }, params.id, body),
  );
  route(app, deps, endpoints.resendBusinessInvite, { ...change, business }, ({ ctx, auth, ip, params }) =>
    resendBusinessInvite(ctx, { auth, ip }, params.id, params.businessId),
  );
  route(app, deps, endpoints.removeBusiness, { ...change, business }, ({ ctx, auth, ip, params }) =>
    removeBusiness(ctx, { auth, ip }, params.id, params.businessId),
  );
  route(
    app,
    deps,
    endpoints.officeBusiness,
    {
      roles,
      office,
      business,
      audit: { subject: 'business_employees', does: 'read', target: { ...business, type: 'small_business' } },
    },
    ({ ctx, params }) => officeBusiness(ctx, params.id, params.businessId),
  );
  route(
    app,
    deps,
    endpoints.bcReport,
    { roles, office, audit: { subject: 'business_connect_report', does: 'read' } },
    ({ ctx, params }) => bcReport(ctx, params.id),
  );
  // Answered as a file, the wrapper writes the line as an export.
  route(
    app,
    deps,
    endpoints.bcReportFile,
    { roles, office, audit: { subject: 'business_connect_report', does: 'read' } },
    async ({ ctx, params, query, reply }) => {
      const report = await bcReport(ctx, params.id);
      const file = query.format === 'csv' ? bcReportCsv(report) : await bcReportWorkbook(report, ctx.tenant.name);
      return reply
        .type(FILE_TYPES[query.format])
        .header('content-disposition', `attachment; filename="businessconnect-report-${report.to}.${query.format}"`)
        .send(file);
    },
  );
}
