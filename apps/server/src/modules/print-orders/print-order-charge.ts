import { cardBrandName } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import type { PaymentGateway, PaymentMethodSummary } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/connection';
import { printOrders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit.queries';
import { type IntentCtx, intentKey, payThroughIntent, type Recorder, resumeIntent } from '../money/charge-intents';
import { recordLedger } from '../money/ledger';
import { defaultTierMethod, tierContact } from '../tiers/tiers.queries';

// A print order's payment: a charge intent of kind 'print_order' on the practice's default tier payment method,
// settling to the platform (no connected account, no fee), like a tier period's. The intent carries the whole order
// (`work`), written before the processor is asked; the order row is written by the recorder once paid, so a request
// that dies leaves either nothing charged or an intent the billing run's recovery records (or refunds). A refusal is
// kept as a 'payment_failed' order with the processor's words; trying it again is a new intent for that order.

export type NewPrintOrder = {
  organizationId: number;
  officeId: number;
  product: string;
  planIds: number[];
  language: 'en' | 'es';
  quantity: number;
  finish: string;
  priceCents: number;
  shipTo: Record<string, string>;
  orderedByUserId: number;
};

/** What a print intent pays for: a new order, or (`retryOf`) a refused one paid again. */
export type PrintWork = { order: NewPrintOrder; retryOf: number | null };
export type PrintPaid = { printOrderId: number };

export const NO_PRINT_METHOD =
  'There is no card or bank account on file for your practice, so nothing was charged. Add one on Settings > Billing (the card your plan is paid with), then order again.';
export const PRINT_ORDER_PAID_ALREADY = 'This order is paid already.';

/** Writes the paid order (or marks the refused one paid) with its balanced ledger transaction, once. */
async function settlePaid(ctx: IntentCtx, tx: Db, work: PrintWork, chargeId: string): Promise<PrintPaid> {
  const o = work.order;
  const now = ctx.clock.now();
  let id: number;
  if (work.retryOf !== null) {
    const [row] = await tx
      .select({ id: printOrders.id, status: printOrders.status })
      .from(printOrders)
      .where(and(eq(printOrders.organizationId, o.organizationId), eq(printOrders.id, work.retryOf)))
      .for('update');
    // Paid meanwhile (a second tab), or canceled: refused for good, so this charge is refunded.
    if (row?.status !== 'payment_failed') throw new AppError('CONFLICT', PRINT_ORDER_PAID_ALREADY);
    await tx
      .update(printOrders)
      .set({ status: 'paid', paidAt: now, processorChargeId: chargeId, failureMessage: null, updatedAt: now })
      .where(eq(printOrders.id, row.id));
    id = row.id;
  } else {
    const [row] = await tx
      .insert(printOrders)
      .values({ ...o, status: 'paid', paidAt: now, processorChargeId: chargeId, createdAt: now, updatedAt: now })
      .returning({ id: printOrders.id });
    if (!row) throw new Error('print order insert returned nothing');
    id = row.id;
  }
  // Audited with what it paid for, in the same transaction: an order the billing run's recovery records is audited too.
  await recordAudit(tx, {
    organizationId: o.organizationId,
    officeId: o.officeId,
    actorUserId: o.orderedByUserId,
    action: 'print_order.paid',
    targetType: 'print_order',
    targetId: id,
    detail: {
      quantity: o.quantity,
      finish: o.finish,
      priceCents: o.priceCents,
      retry: work.retryOf !== null,
      chargeId,
    },
  });
  await recordLedger(tx, {
    organizationId: o.organizationId,
    officeId: o.officeId,
    kind: 'print_order',
    chargeId: null,
    description: `Print order ${id}: ${o.quantity} ${o.product.replace('_', ' ')}`,
    occurredAt: now,
    entries: [
      { account: 'practice_print_payments', amountCents: -o.priceCents },
      { account: 'platform_print_revenue', amountCents: o.priceCents },
    ],
  });
  return { printOrderId: id };
}

/** The recorder of a print intent: what the request (or the run's recovery of a dead one) records once charged. */
export const recordPrintOrder: Recorder<PrintWork, PrintPaid> = (ctx, tx, paid) =>
  settlePaid(ctx, tx, paid.work, paid.charge.id);

/** The practice's tier method, as the processor charges it, and how the page names it; null when it has none. */
export async function printPayer(db: Db, organizationId: number) {
  const [contact, method] = await Promise.all([tierContact(db, organizationId), defaultTierMethod(db, organizationId)]);
  if (!contact?.customerId || !method) return null;
  const paymentMethod: PaymentMethodSummary = {
    id: method.processorPaymentMethodId,
    kind: method.kind === 'us_bank_account' ? 'us_bank_account' : 'card',
    brand: method.brand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
    verifyUrl: null,
  };
  const label = `${paymentMethod.kind === 'card' ? cardBrandName(method.brand) : 'Bank account'} ending in ${method.last4}`;
  return { customerId: contact.customerId, paymentMethod, label };
}

export type PrintCharge =
  | { outcome: 'paid'; printOrderId: number }
  | { outcome: 'refused'; message: string; resumed: boolean };

/**
 * Charges an order through an intent keyed by the request (the same Idempotency-Key goes on with the same intent).
 * A refusal (402) is answered as 'refused' with the processor's words; `resumed` says whether an earlier request
 * already answered it (and so already recorded it). Other failures are thrown.
 */
export async function chargePrintOrder(
  ctx: IntentCtx,
  gateway: PaymentGateway,
  p: { work: PrintWork; requestKey: string | null; payer: NonNullable<Awaited<ReturnType<typeof printPayer>>> },
): Promise<PrintCharge> {
  const o = p.work.order;
  const processorKey = intentKey(`print:${o.organizationId}:${o.officeId}:${p.work.retryOf ?? 'new'}`, p.requestKey);
  const record = recordPrintOrder;
  const refusal = (err: unknown) => (err instanceof AppError && err.status === 402 ? err.message : null);
  try {
    const resumed = await resumeIntent<PrintWork, PrintPaid>(ctx, gateway, {
      processorKey,
      language: o.language,
      record,
    });
    if (resumed) return { outcome: 'paid', printOrderId: resumed.answer.printOrderId };
  } catch (err) {
    const message = refusal(err);
    if (message === null) throw err;
    return { outcome: 'refused', message, resumed: true };
  }
  try {
    const answer = await payThroughIntent<PrintWork, PrintPaid>(ctx, gateway, {
      processorKey,
      language: o.language,
      request: {
        kind: 'print_order',
        organizationId: o.organizationId,
        officeId: o.officeId,
        amountCents: o.priceCents,
        platformFeeCents: 0,
        destinationAccountId: null,
        description: `${ctx.tenant.name} print order: ${o.quantity} ${o.product.replace('_', ' ')}`,
        metadata: {
          organizationId: String(o.organizationId),
          officeId: String(o.officeId),
          product: o.product,
          quantity: String(o.quantity),
          ...(p.work.retryOf !== null ? { printOrderId: String(p.work.retryOf) } : {}),
        },
        payer: { onFile: { customerId: p.payer.customerId, paymentMethod: p.payer.paymentMethod } },
        work: p.work,
      },
      record,
    });
    return { outcome: 'paid', printOrderId: answer.printOrderId };
  } catch (err) {
    const message = refusal(err);
    if (message === null) throw err;
    return { outcome: 'refused', message, resumed: false };
  }
}
