import { endpoints } from '@mhq/contract';
import { PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { activeMembersWorkbook, masterReportCsv, revenueCsv } from './admin-report-files';
import { activeMembers, adminStats, masterReport, revenueByMonth } from './admin-reports.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV = 'text/csv; charset=utf-8';
const platformAdmins = { roles: PLATFORM_ADMIN_TYPES };

/** The platform admins' KPIs and reports; anyone else gets 404 (the admin area does not exist for them). */
export function adminReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.adminStats, platformAdmins, ({ ctx }) => adminStats(ctx));

  route(app, deps, endpoints.masterReportMonthly, platformAdmins, async ({ ctx, auth, ip, params, reply }) => {
    const report = await masterReport(ctx, auth, ip, params);
    return reply
      .type(CSV)
      .header('content-disposition', `attachment; filename="master-report-${report.month}-owner-${params.userId}.csv"`)
      .send(masterReportCsv(report));
  });

  route(app, deps, endpoints.revenueReport, platformAdmins, async ({ ctx, query, reply }) => {
    const report = await revenueByMonth(ctx, query.months);
    if (query.format === 'json') return report;
    return reply
      .type(CSV)
      .header('content-disposition', `attachment; filename="revenue-by-month-${report.months.at(-1)?.month}.csv"`)
      .send(revenueCsv(report));
  });

  // The members' names, plans and prices are patient data: every export is written to the audit log of the office.
  const exportOf = (subject: string) =>
    ({
      roles: PLATFORM_ADMIN_TYPES,
      office: { in: 'params', field: 'dentistInfoId' },
      audit: { subject, does: 'export' },
    }) as const;
  for (const [e, whole] of [
    [endpoints.activeMembersReport, false],
    [endpoints.multiActiveMembersReport, true],
  ] as const) {
    route(app, deps, e, exportOf(whole ? 'organization_active_members' : 'active_members'), async (c) => {
      const sheet = await activeMembers(c.ctx, c.params.dentistInfoId, whole);
      const book = await activeMembersWorkbook(sheet, whole, c.ctx.tenant.name);
      const name = `${whole ? 'organization' : 'office'}-${c.params.dentistInfoId}-active-members.xlsx`;
      return c.reply.type(XLSX).header('content-disposition', `attachment; filename="${name}"`).send(book);
    });
  }
}
