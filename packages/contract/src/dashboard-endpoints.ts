import { IdParams } from './common';
import { DashboardQuery, DashboardResponse } from './dashboard';
import { endpoint } from './endpoint';

/** The practice dashboard's figures (issue 8). */
export const dashboardEndpoints = {
  officeDashboard: endpoint({
    method: 'GET',
    path: '/dentists/{id}/dashboard',
    summary:
      "The office's (or, with locations=all, the organization's) members by the list's filters, this month's revenue " +
      'net of the platform fee, and 12 months of enrolments and revenue',
    tag: 'dashboard',
    auth: true,
    params: IdParams,
    query: DashboardQuery,
    response: DashboardResponse,
    example: { params: { id: 1 }, query: { locations: 'office' } },
  }),
};
