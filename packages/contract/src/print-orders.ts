import { PRINT_FINISHES, PRINT_ORDER_STATUSES, PRINT_PRODUCTS, VALIDATION_MESSAGES } from '@mhq/domain';
import { z } from 'zod';
import { BodyId, Id, Text } from './common';

// Print materials (issue 26, /account/order-info-cards): member cards (dental) or brochures (vision) an office orders
// in the brand's quantities, paid with the practice's tier payment method; the platform's admins move each order on.
// The spec names the page and the prices, not the calls: these are ours.

export const PrintOrdersParams = z.object({ id: Id });
export const PrintOrderParams = z.object({ id: Id, orderId: Id });
export const AdminPrintOrderParams = z.object({ orderId: Id });

const Required = (max: number) => Text(max).pipe(z.string().min(1, VALIDATION_MESSAGES.required));

export const ShipTo = z.object({
  name: Required(120),
  line1: Required(200),
  line2: Text(200),
  city: Required(100),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Enter the state as two letters, like TX.'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code.'),
});
export type ShipTo = z.infer<typeof ShipTo>;

export const PrintOrderRequest = z.object({
  quantity: z.number({ error: 'Choose a quantity.' }).int('Choose a quantity.'),
  finish: z.enum(PRINT_FINISHES, { error: 'Choose a finish.' }),
  /** The office's plans printed on them, in order (dental up to 4, vision up to 3). */
  planIds: z.array(BodyId).min(1, 'Choose the plans to print.').max(10),
  language: z.enum(['en', 'es'], { error: 'Choose English or Spanish.' }),
  shipTo: ShipTo,
});
export type PrintOrderRequest = z.infer<typeof PrintOrderRequest>;

export const PrintOrder = z
  .object({
    id: z.number().int(),
    officeId: z.number().int(),
    officeName: z.string(),
    product: z.enum(PRINT_PRODUCTS),
    quantity: z.number().int(),
    finish: z.enum(PRINT_FINISHES),
    priceCents: z.number().int(),
    plans: z.array(z.object({ id: z.number().int(), name: z.string() })),
    language: z.enum(['en', 'es']),
    shipTo: ShipTo,
    status: z.enum(PRINT_ORDER_STATUSES),
    /** The processor's words when the payment was refused. */
    failureMessage: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    statusNote: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PrintOrder' });
export type PrintOrder = z.infer<typeof PrintOrder>;

export const PrintOrdersResponse = z
  .object({
    product: z.enum(PRINT_PRODUCTS),
    /** The most plans one run prints. */
    planLimit: z.number().int(),
    quantities: z.array(
      z.object({
        quantity: z.number().int(),
        priceCents: z.number().int(),
        premiumPriceCents: z.number().int().nullable(),
      }),
    ),
    finishes: z.array(z.enum(PRINT_FINISHES)),
    /** The plans the office offers on its enrolment page, which it may print. */
    plans: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** The practice's tier payment method orders are charged to; null: none yet (add one on the billing page). */
    paymentMethod: z.object({ label: z.string() }).nullable(),
    billingPath: z.string(),
    /** Whether the caller may order (the owner and office admins). */
    mayOrder: z.boolean(),
    /** The office's name and address, to start the shipping address from. */
    officeName: z.string(),
    officeAddress: z.string().nullable(),
    orders: z.array(PrintOrder),
  })
  .meta({ id: 'PrintOrdersResponse' });
export type PrintOrdersResponse = z.infer<typeof PrintOrdersResponse>;

export const PrintOrderResponse = z.object({ order: PrintOrder, _message: z.string() });
export type PrintOrderResponse = z.infer<typeof PrintOrderResponse>;

export const AdminPrintOrdersQuery = z.object({ status: z.enum(PRINT_ORDER_STATUSES).optional() });
export type AdminPrintOrdersQuery = z.infer<typeof AdminPrintOrdersQuery>;

export const AdminPrintOrdersResponse = z
  .object({ orders: z.array(PrintOrder.extend({ organizationName: z.string() })) })
  .meta({ id: 'AdminPrintOrdersResponse' });
export type AdminPrintOrdersResponse = z.infer<typeof AdminPrintOrdersResponse>;

/** An admin's move of an order: production, shipped with its tracking number, delivered, or canceled (unpaid only). */
export const PrintOrderStatusRequest = z.object({
  status: z.enum(['in_production', 'shipped', 'delivered', 'canceled'], { error: 'Choose the new status.' }),
  trackingNumber: Text(80).optional(),
  note: Text(500).optional(),
});
export type PrintOrderStatusRequest = z.infer<typeof PrintOrderStatusRequest>;
