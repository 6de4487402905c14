import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PATIENT_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { memberFinances } from './finances.service';
import { financesWorkbook } from './finances-report';
import { paymentLedger } from './payment-ledger.service';
import { publicReceipt, publicReceiptPdf } from './public-receipt.service';
import { receiptPdf } from './receipt.service';

/**
 * The front desk, the platform's admins acting for an office, and a household's own account owner (the guard lets a
 * patient name only their household); reading a member's payments is audited.
 */
const everyone = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES, ...PATIENT_USER_TYPES] as const;
const access = {
  roles: everyone,
  office: { in: 'params', field: 'id' },
  member: { in: 'params', field: 'userId', audit: 'read' },
} as const;

export function financesRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.memberFinances, access, ({ ctx, params }) =>
    memberFinances(ctx, params.id, params.userId, false),
  );
  route(app, deps, endpoints.memberFinancesSingle, access, ({ ctx, params }) =>
    memberFinances(ctx, params.id, params.userId, true),
  );
  // The spreadsheet is an export of a member's record: the office's, audited as one.
  route(
    app,
    deps,
    endpoints.memberFinancesReport,
    {
      roles: [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES],
      office: { in: 'params', field: 'id' },
      member: { in: 'query', field: 'memberId', audit: 'export' },
    },
    async ({ ctx, params, query, reply }) => {
      const history = await memberFinances(ctx, params.id, query.memberId, query.single === 'true');
      const book = await financesWorkbook(history, ctx.tenant.name);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="payments-${query.memberId}.xlsx"`)
        .send(book);
    },
  );
  route(
    app,
    deps,
    endpoints.paymentLedger,
    // The ledger's lines name the households that paid: reading it is audited.
    {
      roles: [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES],
      action: 'viewPayouts',
      office: { in: 'params', field: 'id' },
      audit: { subject: 'payment_ledger', does: 'read' },
    },
    ({ ctx, params, query }) => paymentLedger(ctx, params.id, query.month),
  );
  // The public link mailed to the household: its signed id is the credential (a wrong one is 'not found').
  // Opening it is a read of the household's record, audited by the service with the address it came from.
  route(app, deps, endpoints.publicReceipt, 'public', async ({ ctx, params, query, reply, ip }) => {
    const call = { endpoint: `GET ${endpoints.publicReceipt.path}`, ip };
    if (query.type === 'json') return publicReceipt(ctx, params.paymentUniqueId, call);
    const pdf = await publicReceiptPdf(ctx, params.paymentUniqueId, call, query.lang);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="receipt-${params.paymentUniqueId.split('-')[0]}.pdf"`)
      .send(pdf);
  });
  // Which payments the caller may see is the payment's office (staff) or household (its owner): the service checks.
  route(
    app,
    deps,
    endpoints.receipt,
    { roles: everyone, self: { in: 'params', field: 'id' } },
    async ({ ctx, auth, params, reply, ip }) => {
      const pdf = await receiptPdf(ctx, auth, params.chargeId, { endpoint: `GET ${endpoints.receipt.path}`, ip });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="receipt-${params.chargeId}.pdf"`)
        .send(pdf);
    },
  );
}
