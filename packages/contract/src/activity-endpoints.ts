import { ActivityParams, ActivityQuery, ActivityResponse } from './activity';
import { endpoint } from './endpoint';

/** The office's activity feed (issue 26). */
export const activityEndpoints = {
  officeActivity: endpoint({
    method: 'GET',
    path: '/dentists/{id}/activity',
    summary:
      "The office's activity, newest first: enrolments, cancellations, payments, refunds, price-change notices, disputes, payouts and campaigns (audited)",
    tag: 'activity',
    auth: true,
    params: ActivityParams,
    query: ActivityQuery,
    response: ActivityResponse,
    example: { params: { id: 1 }, query: { kinds: 'payment,refund', limit: 25 } },
  }),
};
