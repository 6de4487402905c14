import { z } from 'zod';
import {
  ActiveMembersParams,
  AdminStatsResponse,
  MasterReportParams,
  RevenueReportQuery,
  RevenueReportResponse,
} from './admin-reports';
import { endpoint } from './endpoint';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const File = z.string().meta({ format: 'binary' });

/** The platform admins' KPIs and reports (issue 24; spec 02 section 7 'Reports and marketing'). */
export const adminReportEndpoints = {
  adminStats: endpoint({
    method: 'GET',
    path: '/admin/stats',
    summary:
      "The platform's KPIs (spec 01 section 3 'Admin stats'): offices, offices with members, active users, members enrolled last week and by month, practices still onboarding, and the platform's fees last month and this year",
    tag: 'admin',
    auth: true,
    response: AdminStatsResponse,
  }),
  masterReportMonthly: endpoint({
    method: 'POST',
    path: '/DBreports/admin/master_report_monthly/{year}/{month}/by_dentist/{userId}',
    summary:
      "A month of every office the user owns, one row each (members at the month's end, enrolled, ended, and the month's money from the ledger), with a total row, as CSV",
    tag: 'admin',
    auth: true,
    params: MasterReportParams,
    response: File,
    produces: 'text/csv',
    example: { params: { year: 2026, month: 1, userId: 1 } },
  }),
  activeMembersReport: endpoint({
    method: 'GET',
    path: '/admin/reports/office/{dentistInfoId}/activeMembers',
    summary:
      "The office's active members as a spreadsheet: name, chart id, plan, term, price, status and next renewal (an export of patient data, audited)",
    tag: 'admin',
    auth: true,
    params: ActiveMembersParams,
    response: File,
    produces: XLSX,
    example: { params: { dentistInfoId: 1 } },
  }),
  multiActiveMembersReport: endpoint({
    method: 'GET',
    path: '/admin/reports/office/{dentistInfoId}/multiActiveMembers',
    summary:
      "The active members of every office of the office's organization as one spreadsheet with a location column (an export of patient data, audited)",
    tag: 'admin',
    auth: true,
    params: ActiveMembersParams,
    response: File,
    produces: XLSX,
    example: { params: { dentistInfoId: 1 } },
  }),
  revenueReport: endpoint({
    method: 'GET',
    path: '/admin/reports/revenue',
    summary:
      "The platform's money by month from the ledger (payments, refunds, disputes, the platform's fees, guarantee claims, what practices netted and were paid out, tier payments), as data or CSV",
    tag: 'admin',
    auth: true,
    query: RevenueReportQuery,
    response: RevenueReportResponse,
    produces: ['application/json', 'text/csv'],
    example: { query: { months: 12, format: 'json' } },
  }),
};
