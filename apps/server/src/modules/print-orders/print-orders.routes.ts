import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import { paymentGatewayFor } from '../../adapters/payments/select';
import type { AppDeps } from '../../deps';
import { idempotencyKeyOf, idempotent } from '../../http/idempotency';
import { route } from '../../http/route';
import { createPrintOrder, payPrintOrder, printOrdersPage } from './print-orders.service';
import { adminPrintOrders, setPrintOrderStatus } from './print-orders-admin.service';

/** The office's team, and the platform's admins acting for it. */
const staff = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
const office = { in: 'params', field: 'id' } as const;
const printOrder = { in: 'params', field: 'orderId' } as const;

/** Print materials (issue 26): the office's orders, charged to its tier method, and the platform admins' handling. */
export function printOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const gateway = deps.payments ?? paymentGatewayFor(deps.config, deps.database.db, deps.clock);
  route(app, deps, endpoints.printOrders, { roles: staff, office }, ({ ctx, auth, params }) =>
    printOrdersPage(ctx, auth, params.id),
  );
  // An order charges the practice: the same Idempotency-Key answers the same, charging once.
  route(
    app,
    deps,
    endpoints.createPrintOrder,
    { roles: staff, office, action: 'manageMarketing', plan: { in: 'body', field: 'planIds' } },
    ({ ctx, auth, ip, params, body, request }) => {
      const key = idempotencyKeyOf(request);
      const scope = `print-order:${params.id}:${auth.userId}`;
      return idempotent(ctx, { scope, key, body }, () =>
        createPrintOrder(ctx, gateway, { auth, ip }, params.id, body, key && `${scope}:${key}`),
      );
    },
  );
  route(
    app,
    deps,
    endpoints.payPrintOrder,
    { roles: staff, office, action: 'manageMarketing', printOrder },
    ({ ctx, auth, ip, params, request }) => {
      const key = idempotencyKeyOf(request);
      const scope = `print-order-pay:${params.orderId}:${auth.userId}`;
      return idempotent(ctx, { scope, key, body: params }, () =>
        payPrintOrder(ctx, gateway, { auth, ip }, params.id, params.orderId, key && `${scope}:${key}`),
      );
    },
  );

  route(app, deps, endpoints.adminPrintOrders, { roles: PLATFORM_ADMIN_TYPES }, ({ ctx, query }) =>
    adminPrintOrders(ctx, query.status),
  );
  route(app, deps, endpoints.setPrintOrderStatus, { roles: PLATFORM_ADMIN_TYPES }, ({ ctx, auth, ip, params, body }) =>
    setPrintOrderStatus(ctx, { auth, ip }, params.orderId, body),
  );
}
