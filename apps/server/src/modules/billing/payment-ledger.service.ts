import type { PaymentLedgerResponse } from '@mhq/contract';
import { utcDayOf } from '@mhq/domain';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { officeById } from '../account/account.queries';
import { ledgerLines, ledgerTotals } from '../money/ledger-lines';

// The office's payment ledger (/dentist-new/payment-ledger): a month of its money read from the ledger itself, so the
// page and the books cannot disagree. Payments taken in the office stand beside card and bank payments; a dispute's
// steps (held, released, returned) stand beside refunds.

const LINES = 500;

/** The first instant of a month (YYYY-MM) and of the next. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, monthNumber - 1, 1)), to: new Date(Date.UTC(year, monthNumber, 1)) };
}

/** The office's money of a month (this month, by the app's clock, unless one is named). */
export async function paymentLedger(ctx: Ctx, officeId: number, month?: string): Promise<PaymentLedgerResponse> {
  const office = await officeById(ctx.db, officeId);
  if (!office) throw notFound();
  const key = month ?? utcDayOf(ctx.clock.now()).slice(0, 7);
  const lines = await ledgerLines(ctx.db, {
    organizationId: office.organizationId,
    officeId: office.id,
    ...monthRange(key),
  });
  return { month: key, totals: ledgerTotals(lines), lines: lines.slice(0, LINES) };
}
