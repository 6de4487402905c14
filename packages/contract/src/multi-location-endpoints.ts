import { IdParams } from './common';
import { endpoint } from './endpoint';
import {
  MultiBillingResponse,
  MultiDashboardQuery,
  MultiDashboardResponse,
  MultiReportParams,
  MultiReportQuery,
  MultiReportRequest,
  MultiReportResponse,
} from './multi-location';

/** The organization's locations together (issue 23): master dashboard, billing and reports. */
export const multiLocationEndpoints = {
  multiLocationDashboard: endpoint({
    method: 'GET',
    path: '/multi-location/dashboard/{id}',
    summary:
      "The master dashboard: each location's members, enrolments, cancellations, revenue, late and delinquent " +
      'payments in the period, side by side and in total, with 12 months per location',
    tag: 'multi-location',
    auth: true,
    params: IdParams,
    query: MultiDashboardQuery,
    response: MultiDashboardResponse,
    example: { params: { id: 1 }, query: { period: 'this_month' } },
  }),
  multiLocationBilling: endpoint({
    method: 'GET',
    path: '/multi-location/billing/{id}',
    summary:
      "The organization's platform plan, its payment method and recent charges, and per location what it holds and " +
      'what was paid out',
    tag: 'multi-location',
    auth: true,
    params: IdParams,
    response: MultiBillingResponse,
    example: { params: { id: 1 } },
  }),
  multiLocationReport: endpoint({
    method: 'POST',
    path: '/multi-reports/{reportType}',
    summary:
      'A report of members, enrolments, revenue or payouts by location and period: the rows as JSON, or with ' +
      'download=true the file (csv, xlsx or pdf)',
    tag: 'multi-location',
    auth: true,
    params: MultiReportParams,
    query: MultiReportQuery,
    body: MultiReportRequest,
    response: MultiReportResponse,
    produces: [
      'application/json',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/pdf',
    ],
    example: {
      params: { reportType: 'revenue' },
      query: { download: 'false' },
      body: { dentistInfoId: 1, period: 'last_12_months', fileType: 'csv' },
    },
  }),
} as const;
