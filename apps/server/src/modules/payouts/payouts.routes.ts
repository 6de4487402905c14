import { endpoints, type PayoutReportResponse } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES, payoutFileName } from '@mhq/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { paymentGatewayFor } from '../../adapters/payments/select';
import type { AppDeps, Ctx } from '../../deps';
import { route } from '../../http/route';
import { payoutCsv, payoutPdf, payoutWorkbook } from './payout-files';
import { monthlyStatement, payoutList, payoutReport } from './payouts.service';

const FILE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** A payout's report as data, or sent as the file asked for. */
async function answer(
  ctx: Ctx,
  reply: FastifyReply,
  report: PayoutReportResponse,
  type: 'json' | keyof typeof FILE_TYPES,
) {
  if (type === 'json') return report;
  const body =
    type === 'csv'
      ? payoutCsv(report)
      : type === 'xlsx'
        ? await payoutWorkbook(report, ctx.tenant.name)
        : await payoutPdf(report, ctx.tenant.name);
  return reply
    .type(FILE_TYPES[type])
    .header(
      'content-disposition',
      `${type === 'pdf' ? 'inline' : 'attachment'}; filename="${payoutFileName(report.payout.payoutOn, type)}"`,
    )
    .send(body);
}

/** The office's payouts and their reports, its monthly statement: its staff, and platform admins. */
export function payoutRoutes(app: FastifyInstance, deps: AppDeps): void {
  const gateway = deps.payments ?? paymentGatewayFor(deps.config, deps.database.db, deps.clock);
  const roles = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES];
  // A payout's lines name the households that paid and what they paid: every look is audited (a file as an export).
  const report = {
    roles,
    action: 'viewPayouts',
    office: { in: 'params', field: 'dentistInfoId' },
    payout: { in: 'params', field: 'id' },
    audit: { subject: 'payout', does: 'read', target: { type: 'payout', in: 'params', field: 'id' } },
  } as const;

  const payouts = { roles, action: 'viewPayouts', office: { in: 'params', field: 'id' } } as const;
  route(app, deps, endpoints.payoutList, payouts, ({ ctx, params }) => payoutList(ctx, gateway, params.id));
  // A payout to the upgraded (standard) account is in the same ledger: both paths answer the same report.
  for (const e of [endpoints.payoutReport, endpoints.upgradePayoutReport]) {
    route(app, deps, e, report, async ({ ctx, params, query, reply }) =>
      answer(ctx, reply, await payoutReport(ctx, { officeId: params.dentistInfoId, payoutId: params.id }), query.type),
    );
  }
  route(app, deps, endpoints.monthlyStatement, payouts, ({ ctx, params, query }) =>
    monthlyStatement(ctx, params.id, query.month),
  );
}
