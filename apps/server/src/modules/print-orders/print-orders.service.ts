import type { PrintOrderRequest, PrintOrderResponse, PrintOrdersResponse } from '@mhq/contract';
import {
  formatMoney,
  PRINT_PRODUCT_NAMES,
  PRINT_QUANTITIES,
  printFinishesOf,
  printOrderPrice,
  printPlanLimit,
  printProductOf,
} from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { offices, printOrders } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { type AuthContext, assertOfficeAction, assertPlanInOffice } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { publicOffice } from '../plans/plan-settings.service';
import { chargePrintOrder, type NewPrintOrder, NO_PRINT_METHOD, printPayer } from './print-order-charge';
import { orderOf, ordersOfOffice, printOrderViews } from './print-orders.queries';

// Print materials (issue 26, /account/order-info-cards): an office orders its brand's material in the brand's
// quantities and prices, charged at once to the practice's tier payment method. Prices come from the domain package
// (spec 02 section 9), never from the request.

export const BILLING_PATH = '/account/settings/billing';

type Actor = { auth: AuthContext; ip: string };

async function officeOf(ctx: Ctx, officeId: number) {
  const [office] = await ctx.db
    .select({
      id: offices.id,
      organizationId: offices.organizationId,
      officeName: offices.officeName,
      address: offices.address,
    })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) throw notFound();
  return office;
}

/** The plans the office offers on its enrolment page: the ones it may print. */
async function printablePlans(ctx: Ctx, officeId: number) {
  const page = await publicOffice(ctx, officeId);
  return page.plans.map((p) => ({ id: p.id, name: p.name }));
}

/** The brand's quantities and prices, the office's plans, the practice's tier method, and the office's orders. */
export async function printOrdersPage(ctx: Ctx, auth: AuthContext, officeId: number): Promise<PrintOrdersResponse> {
  const office = await officeOf(ctx, officeId);
  const brand = ctx.tenant.id;
  const [plans, payer, rows, mayOrder] = await Promise.all([
    printablePlans(ctx, officeId),
    printPayer(ctx.db, office.organizationId),
    ordersOfOffice(ctx.db, office.organizationId, officeId),
    assertOfficeAction(ctx.db, auth, officeId, 'manageMarketing').then(
      () => true,
      () => false,
    ),
  ]);
  return {
    product: printProductOf(brand),
    planLimit: printPlanLimit(brand),
    quantities: PRINT_QUANTITIES[brand].map((q) => ({
      quantity: q.quantity,
      priceCents: q.priceCents,
      premiumPriceCents: q.higherPriceCents,
    })),
    finishes: printFinishesOf(brand),
    plans,
    paymentMethod: payer ? { label: payer.label } : null,
    billingPath: BILLING_PATH,
    mayOrder,
    officeName: office.officeName,
    officeAddress: office.address,
    orders: await printOrderViews(ctx.db, rows),
  };
}

/** Checks an order against the brand's list and the office's plans; the price is the brand's, never the request's. */
async function checkedOrder(ctx: Ctx, officeId: number, req: PrintOrderRequest) {
  const brand = ctx.tenant.id;
  const priceCents = printOrderPrice(brand, req.quantity, req.finish);
  if (priceCents === null) {
    const offered = PRINT_QUANTITIES[brand].map((q) => q.quantity).join(', ');
    const field = printOrderPrice(brand, req.quantity, 'standard') === null ? 'quantity' : 'finish';
    const message =
      field === 'quantity'
        ? `Choose one of the quantities offered: ${offered}.`
        : `The ${PRINT_PRODUCT_NAMES[printProductOf(brand)].many} come in one finish only.`;
    throw badRequest(message, { [field]: message });
  }
  const ids = [...new Set(req.planIds)];
  const limit = printPlanLimit(brand);
  if (req.planIds.length > limit) {
    const message = `Choose at most ${limit} plans: that is what the ${PRINT_PRODUCT_NAMES[printProductOf(brand)].one} holds.`;
    throw badRequest(message, { planIds: message });
  }
  // Another office's plan is not found; one of this office's that its enrolment page does not offer is refused.
  for (const id of ids) await assertPlanInOffice(ctx.db, officeId, id);
  const offered = new Set((await printablePlans(ctx, officeId)).map((p) => p.id));
  if (ids.some((id) => !offered.has(id))) {
    const message = 'Choose plans your enrollment page offers: a plan that is not offered cannot be printed.';
    throw badRequest(message, { planIds: message });
  }
  return { priceCents, planIds: ids };
}

async function answer(ctx: Ctx, organizationId: number, id: number, message: string): Promise<PrintOrderResponse> {
  const row = await orderOf(ctx.db, organizationId, id);
  if (!row) throw notFound();
  const [order] = await printOrderViews(ctx.db, [row]);
  if (!order) throw notFound();
  const { organizationName: _, ...view } = order;
  return { order: view, _message: message };
}

const refusedWords = (message: string) =>
  `${message} Your order is saved as 'Payment failed': update the card or bank account on Settings > Billing, then choose 'Try payment again'.`;

/**
 * Orders the brand's material, charged at once to the practice's tier payment method (audited). Without a method
 * nothing is written or charged (400 telling where to add one); a refusal is kept as a 'payment_failed' order with
 * the processor's words and answered 402.
 */
export async function createPrintOrder(
  ctx: Ctx,
  gateway: PaymentGateway,
  actor: Actor,
  officeId: number,
  req: PrintOrderRequest,
  requestKey: string | null,
): Promise<PrintOrderResponse> {
  const office = await officeOf(ctx, officeId);
  const { priceCents, planIds } = await checkedOrder(ctx, officeId, req);
  const payer = await printPayer(ctx.db, office.organizationId);
  if (!payer) throw badRequest(NO_PRINT_METHOD);
  const order: NewPrintOrder = {
    organizationId: office.organizationId,
    officeId,
    product: printProductOf(ctx.tenant.id),
    planIds,
    language: req.language,
    quantity: req.quantity,
    finish: req.finish,
    priceCents,
    shipTo: { ...req.shipTo },
    orderedByUserId: actor.auth.userId,
  };
  const charged = await chargePrintOrder(ctx, gateway, { work: { order, retryOf: null }, requestKey, payer });
  const name = PRINT_PRODUCT_NAMES[order.product as keyof typeof PRINT_PRODUCT_NAMES].many;
  if (charged.outcome === 'paid') {
    return answer(
      ctx,
      office.organizationId,
      charged.printOrderId,
      `Your ${order.quantity} ${name} are ordered and paid: ${formatMoney(priceCents)} on your ${payer.label}.`,
    );
  }
  if (!charged.resumed) {
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(printOrders)
        .values({ ...order, status: 'payment_failed', failureMessage: charged.message, createdAt: now, updatedAt: now })
        .returning({ id: printOrders.id });
      await recordAudit(tx, {
        organizationId: office.organizationId,
        officeId,
        actorUserId: actor.auth.userId,
        action: 'print_order.payment_failed',
        targetType: 'print_order',
        targetId: row?.id,
        detail: { quantity: order.quantity, finish: order.finish, priceCents, reason: charged.message },
        ip: actor.ip,
      });
    });
  }
  throw new AppError('PAYMENT_REQUIRED', refusedWords(charged.message));
}

/** Tries a refused order's payment again on the practice's tier method as it is now (audited). */
export async function payPrintOrder(
  ctx: Ctx,
  gateway: PaymentGateway,
  actor: Actor,
  officeId: number,
  orderId: number,
  requestKey: string | null,
): Promise<PrintOrderResponse> {
  const office = await officeOf(ctx, officeId);
  const row = await orderOf(ctx.db, office.organizationId, orderId);
  if (!row || row.officeId !== officeId) throw notFound();
  if (row.status !== 'payment_failed')
    throw new AppError('CONFLICT', 'Only an order whose payment failed can be paid again.');
  const payer = await printPayer(ctx.db, office.organizationId);
  if (!payer) throw badRequest(NO_PRINT_METHOD);
  const order: NewPrintOrder = {
    organizationId: row.organizationId,
    officeId,
    product: row.product,
    planIds: row.planIds,
    language: row.language === 'es' ? 'es' : 'en',
    quantity: row.quantity,
    finish: row.finish,
    priceCents: row.priceCents,
    shipTo: row.shipTo,
    orderedByUserId: row.orderedByUserId ?? actor.auth.userId,
  };
  const charged = await chargePrintOrder(ctx, gateway, { work: { order, retryOf: orderId }, requestKey, payer });
  // Paid: the recorder wrote the order and its audit line. Refused: the processor's new words, audited.
  if (charged.outcome === 'refused') {
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(printOrders)
        .set({ failureMessage: charged.message, updatedAt: now })
        .where(and(eq(printOrders.id, orderId), eq(printOrders.status, 'payment_failed')));
      await recordAudit(tx, {
        organizationId: office.organizationId,
        officeId,
        actorUserId: actor.auth.userId,
        action: 'print_order.payment_failed',
        targetType: 'print_order',
        targetId: orderId,
        detail: { retry: true, method: payer.label, reason: charged.message },
        ip: actor.ip,
      });
    });
    throw new AppError('PAYMENT_REQUIRED', refusedWords(charged.message));
  }
  return answer(
    ctx,
    office.organizationId,
    orderId,
    `Order ${orderId} is paid: ${formatMoney(row.priceCents)} on your ${payer.label}.`,
  );
}
