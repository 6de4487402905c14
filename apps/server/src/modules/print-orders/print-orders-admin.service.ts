import type { AdminPrintOrdersResponse, PrintOrderResponse, PrintOrderStatusRequest } from '@mhq/contract';
import { PRINT_ORDER_STATUS_LABELS, type PrintOrderStatus, printOrderMoveProblem } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { printOrders } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { allOrders, orderById, printOrderViews } from './print-orders.queries';

// The platform admins' side of print orders: every practice's orders, moved through production, shipping and delivery.
// A paid order is not canceled here: the platform's charges to a practice have no refund path (printOrderMoveProblem).

/** Every practice's orders, newest first, optionally of one status. */
export async function adminPrintOrders(ctx: Ctx, status?: PrintOrderStatus): Promise<AdminPrintOrdersResponse> {
  return { orders: await printOrderViews(ctx.db, await allOrders(ctx.db, status)) };
}

/** Moves an order on (audited): in production, shipped with its tracking number, delivered, or an unpaid one canceled. */
export async function setPrintOrderStatus(
  ctx: Ctx,
  actor: { auth: AuthContext; ip: string },
  orderId: number,
  req: PrintOrderStatusRequest,
): Promise<PrintOrderResponse> {
  const row = await orderById(ctx.db, orderId);
  if (!row) throw notFound();
  const from = row.status as PrintOrderStatus;
  const tracking = req.trackingNumber?.trim() || null;
  const problem = printOrderMoveProblem(from, req.status, tracking);
  if (problem) {
    if (req.status === 'shipped' && !tracking) throw badRequest(problem, { trackingNumber: problem });
    throw new AppError(req.status === 'canceled' && from !== 'ordered' ? 'CONFLICT' : 'BAD_REQUEST', problem);
  }
  const now = ctx.clock.now();
  const moved = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(printOrders)
      .set({
        status: req.status,
        ...(req.status === 'shipped' ? { trackingNumber: tracking } : {}),
        statusNote: req.note?.trim() || null,
        updatedByUserId: actor.auth.userId,
        updatedAt: now,
      })
      // Only from the status it was read in: two admins moving it at once cannot skip a step.
      .where(and(eq(printOrders.id, row.id), eq(printOrders.status, from)))
      .returning({ id: printOrders.id });
    if (!updated) return false;
    await recordAudit(tx, {
      organizationId: row.organizationId,
      officeId: row.officeId,
      actorUserId: actor.auth.userId,
      action: 'print_order.status_changed',
      targetType: 'print_order',
      targetId: row.id,
      detail: {
        from,
        to: req.status,
        ...(tracking ? { trackingNumber: tracking } : {}),
        ...(req.note ? { note: req.note } : {}),
      },
      ip: actor.ip,
    });
    return true;
  });
  if (!moved) throw new AppError('CONFLICT', 'The order was changed meanwhile. Reload to see where it is.');
  const fresh = await orderById(ctx.db, row.id);
  const [order] = fresh ? await printOrderViews(ctx.db, [fresh]) : [];
  if (!order) throw notFound();
  const { organizationName: _, ...view } = order;
  return {
    order: view,
    _message: `Order ${row.id} for ${row.officeName} is now ${PRINT_ORDER_STATUS_LABELS[req.status].toLowerCase()}.`,
  };
}
