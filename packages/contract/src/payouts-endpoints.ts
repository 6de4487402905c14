import { endpoint } from './endpoint';
import { PaymentLedgerParams } from './finances';
import {
  MonthlyStatementQuery,
  MonthlyStatementResponse,
  PayoutListParams,
  PayoutListResponse,
  PayoutReportParams,
  PayoutReportQuery,
  PayoutReportResponse,
} from './payouts';

const REPORT_TYPES = [
  'application/json',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/pdf',
];

/** A payout's report at one of its two paths: as data for its page, or as a file. */
function payoutReportEndpoint<const P extends string>(path: P, summary: string) {
  return endpoint({
    method: 'GET',
    path,
    summary,
    tag: 'reports',
    auth: true,
    params: PayoutReportParams,
    query: PayoutReportQuery,
    response: PayoutReportResponse,
    produces: REPORT_TYPES,
    example: { params: { dentistInfoId: 1, id: 1 }, query: { type: 'json' } },
  });
}

/** The office's payouts and their reports (`{id}` and `{dentistInfoId}` are the office), and its monthly statement. */
export const payoutEndpoints = {
  payoutList: endpoint({
    method: 'GET',
    path: '/DBreports/dentist/payouts/{id}/list',
    summary: "The office's payouts, newest first, with its balance now, the schedule and the next payout day",
    tag: 'reports',
    auth: true,
    params: PayoutListParams,
    response: PayoutListResponse,
    example: { params: { id: 1 } },
  }),
  payoutReport: payoutReportEndpoint(
    '/DBreports/dentist/{dentistInfoId}/payout/{id}',
    'One payout line by line (payments, refunds, fees, disputes, guarantee claims), as data or as a csv, xlsx or pdf file',
  ),
  upgradePayoutReport: payoutReportEndpoint(
    '/DBreports/dentist/{dentistInfoId}/upgrade_payout/{id}',
    "A payout's report for an office on its own standard account (after the upgrade): the same ledger, the same report as payout/{id}",
  ),
  monthlyStatement: endpoint({
    method: 'GET',
    path: '/dentists/{id}/monthly-statement',
    summary:
      "The office's month: its money from the ledger, its balance at the start and the end, the payouts made, and members enrolled and ended",
    tag: 'reports',
    auth: true,
    params: PaymentLedgerParams,
    query: MonthlyStatementQuery,
    response: MonthlyStatementResponse,
    example: { params: { id: 1 }, query: { month: '2026-11' } },
  }),
};
