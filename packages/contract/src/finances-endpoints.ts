import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  FinancesParams,
  FinancesReportParams,
  FinancesReportQuery,
  FinancesResponse,
  PaymentLedgerParams,
  PaymentLedgerQuery,
  PaymentLedgerResponse,
  ReceiptParams,
} from './finances';
import { PublicReceiptParams, PublicReceiptQuery, PublicReceiptResponse } from './public-receipt';

/**
 * A member's payment history (issue 8), for the front desk or the household's account owner: the household's, or one
 * member's lines only; and a payment's receipt.
 */
export const financesEndpoints = {
  memberFinances: endpoint({
    method: 'POST',
    path: '/office/{id}/members/finances/{userId}/1970',
    summary: "Every charge of the member's household, newest first, with its lines (who, what period, fees)",
    tag: 'billing',
    auth: true,
    params: FinancesParams,
    response: FinancesResponse,
    example: { params: { id: 1, userId: 1 } },
  }),
  memberFinancesSingle: endpoint({
    method: 'POST',
    path: '/office/{id}/members/finances/{userId}/1970/single',
    summary: 'The charges that paid for this one member, with only their lines',
    tag: 'billing',
    auth: true,
    params: FinancesParams,
    response: FinancesResponse,
    example: { params: { id: 1, userId: 1 } },
  }),
  memberFinancesReport: endpoint({
    method: 'GET',
    path: '/office/{id}/members/finances/reports',
    summary:
      "The member's payment history as a spreadsheet (xlsx): a row per line of every payment, refunds beside, totals",
    tag: 'billing',
    auth: true,
    params: FinancesReportParams,
    query: FinancesReportQuery,
    response: z.string().meta({ format: 'binary' }),
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    example: { params: { id: 1 }, query: { memberId: 1, single: 'false' } },
  }),
  paymentLedger: endpoint({
    method: 'GET',
    path: '/dentists/{id}/payment-ledger',
    summary:
      "The office's money of a month from the ledger: payments by card or bank, payments taken in the office, refunds, the platform's fees and what reached the practice",
    tag: 'billing',
    auth: true,
    params: PaymentLedgerParams,
    query: PaymentLedgerQuery,
    response: PaymentLedgerResponse,
    example: { params: { id: 1 }, query: { month: '2026-11' } },
  }),
  publicReceipt: endpoint({
    method: 'GET',
    path: '/payments/{paymentUniqueId}',
    summary:
      "A payment's receipt at its public link (mailed to the household; the signed id is the credential): as data for /pn/{paymentUniqueId}, or as a PDF",
    tag: 'public',
    auth: false,
    params: PublicReceiptParams,
    query: PublicReceiptQuery,
    response: PublicReceiptResponse,
    produces: ['application/json', 'application/pdf'],
    example: { params: { paymentUniqueId: '1-AAAAAAAAAAAAAAAAAAAAAA' }, query: { type: 'json' } },
  }),
  receipt: endpoint({
    method: 'GET',
    path: '/users/{id}/receipts/{chargeId}',
    summary:
      "A payment's receipt as a PDF: what it paid for, how, and what was refunded (the office's staff, or the household's account owner)",
    tag: 'billing',
    auth: true,
    params: ReceiptParams,
    response: z.string().meta({ format: 'binary' }),
    produces: 'application/pdf',
    example: { params: { id: 1, chargeId: 1 } },
  }),
} as const;
