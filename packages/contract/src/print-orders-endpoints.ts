import { endpoint } from './endpoint';
import {
  AdminPrintOrderParams,
  AdminPrintOrdersQuery,
  AdminPrintOrdersResponse,
  PrintOrderParams,
  PrintOrderRequest,
  PrintOrderResponse,
  PrintOrderStatusRequest,
  PrintOrdersParams,
  PrintOrdersResponse,
} from './print-orders';

const ORDER = {
  quantity: 500,
  finish: 'standard',
  planIds: [1],
  language: 'en',
  shipTo: { name: 'Demo Downtown Dental', line1: '100 Main St', line2: '', city: 'Austin', state: 'TX', zip: '78701' },
};

/** Print materials (issue 26): the office's orders and the platform admins' handling of them. */
export const printOrderEndpoints = {
  printOrders: endpoint({
    method: 'GET',
    path: '/dentists/{id}/print-orders',
    summary: "The brand's print quantities and prices, the office's plans, the practice's tier method and its orders",
    tag: 'print-orders',
    auth: true,
    params: PrintOrdersParams,
    response: PrintOrdersResponse,
    example: { params: { id: 1 } },
  }),
  createPrintOrder: endpoint({
    method: 'POST',
    path: '/dentists/{id}/print-orders',
    summary:
      "Orders member cards or brochures, charged at once to the practice's tier payment method (402 when refused; the order is kept as payment failed). Send an Idempotency-Key.",
    tag: 'print-orders',
    auth: true,
    params: PrintOrdersParams,
    body: PrintOrderRequest,
    response: PrintOrderResponse,
    example: { params: { id: 1 }, body: ORDER },
  }),
  payPrintOrder: endpoint({
    method: 'POST',
    path: '/dentists/{id}/print-orders/{orderId}/pay',
    summary: "Tries a refused order's payment again on the practice's tier payment method. Send an Idempotency-Key.",
    tag: 'print-orders',
    auth: true,
    params: PrintOrderParams,
    response: PrintOrderResponse,
    example: { params: { id: 1, orderId: 1 } },
  }),
  adminPrintOrders: endpoint({
    method: 'GET',
    path: '/admin/print-orders',
    summary: "Every practice's print orders, newest first, optionally of one status",
    tag: 'print-orders',
    auth: true,
    query: AdminPrintOrdersQuery,
    response: AdminPrintOrdersResponse,
    example: { query: { status: 'paid' } },
  }),
  setPrintOrderStatus: endpoint({
    method: 'PUT',
    path: '/admin/print-orders/{orderId}/status',
    summary:
      'Moves an order to in production, shipped (with its tracking number), delivered, or canceled (unpaid only)',
    tag: 'print-orders',
    auth: true,
    params: AdminPrintOrderParams,
    body: PrintOrderStatusRequest,
    response: PrintOrderResponse,
    example: { params: { orderId: 1 }, body: { status: 'in_production' } },
  }),
};
