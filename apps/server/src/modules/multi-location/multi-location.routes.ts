import { endpoints, type MultiReportFileType } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import { paymentGatewayFor } from '../../adapters/payments/select';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { multiBilling } from './multi-billing.service';
import { multiDashboard } from './multi-dashboard.service';
import { reportCsv, reportPdf, reportWorkbook } from './multi-report-files';
import { multiReport } from './multi-reports.service';

const FILE_TYPES: Record<MultiReportFileType, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * The organization's locations together: owners and office admins (viewOrganization), and platform admins acting for
 * an office. The office of the path or body is the one the caller acts from; the service shows the locations of its
 * organization the caller works in.
 */
const roles = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;

export function multiLocationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const gateway = deps.payments ?? paymentGatewayFor(deps.config, deps.database.db, deps.clock);
  // Counts and sums only, as the office dashboard: no member is named.
  route(
    app,
    deps,
    endpoints.multiLocationDashboard,
    { roles, action: 'viewOrganization', office: { in: 'params', field: 'id' } },
    ({ ctx, auth, params, query }) => multiDashboard(ctx, auth, params.id, query.period),
  );
  // What each location holds and was paid out is payment data: every look is audited.
  route(
    app,
    deps,
    endpoints.multiLocationBilling,
    {
      roles,
      action: 'viewOrganization',
      office: { in: 'params', field: 'id' },
      audit: { subject: 'multi_location_billing', does: 'read' },
    },
    ({ ctx, auth, params }) => multiBilling(ctx, gateway, auth, params.id),
  );
  // The enrolments report names members and the payouts report the money: every report is audited (a file as an export).
  route(
    app,
    deps,
    endpoints.multiLocationReport,
    {
      roles,
      action: 'viewOrganization',
      office: { in: 'body', field: 'dentistInfoId' },
      location: { in: 'body', field: 'locationId' },
      audit: { subject: 'multi_location_report', does: 'read' },
    },
    async ({ ctx, auth, params, query, body, reply }) => {
      const report = await multiReport(ctx, auth, params.reportType, {
        officeId: body.dentistInfoId,
        period: body.period,
        locationId: body.locationId,
      });
      if (query.download !== 'true') return report;
      const type = body.fileType;
      const file =
        type === 'csv'
          ? reportCsv(report)
          : type === 'xlsx'
            ? await reportWorkbook(report, ctx.tenant.name)
            : await reportPdf(report, ctx.tenant.name);
      return reply
        .type(FILE_TYPES[type])
        .header(
          'content-disposition',
          `${type === 'pdf' ? 'inline' : 'attachment'}; filename="${params.reportType}-by-location-${report.from}.${type}"`,
        )
        .send(file);
    },
  );
}
