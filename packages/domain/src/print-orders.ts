/**
 * Printed materials an office orders (/account/order-info-cards; spec 02 section 9 'Marketing', issue 26): member
 * cards (dental, 4 plans on them) or brochures (vision, 3 plans), in the brand's quantities at its prices, and the
 * order's life: paid with the practice's tier payment method, then moved on by the platform's admins.
 */
import { MARKETING_MATERIALS, PRINT_QUANTITIES } from './lists-marketing';
import type { TenantId } from './tenants';

export const PRINT_PRODUCTS = ['member_cards', 'brochures'] as const;
export type PrintProduct = (typeof PRINT_PRODUCTS)[number];

/** 'standard' is the spec's price, 'premium' its higher price (a heavier stock); vision lists one price only. */
export const PRINT_FINISHES = ['standard', 'premium'] as const;
export type PrintFinish = (typeof PRINT_FINISHES)[number];

export const PRINT_ORDER_STATUSES = [
  'ordered',
  'payment_failed',
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'canceled',
] as const;
export type PrintOrderStatus = (typeof PRINT_ORDER_STATUSES)[number];

/** What the brand prints: dental its member cards, vision its brochure. */
export function printProductOf(brand: TenantId): PrintProduct {
  return MARKETING_MATERIALS[brand].format === 'cards' ? 'member_cards' : 'brochures';
}

/** The most plans printed on one run's material (dental 4, vision 3). */
export function printPlanLimit(brand: TenantId): number {
  return MARKETING_MATERIALS[brand].plans;
}

/** The price of a run in cents, or null when the brand prints no such quantity or finish. */
export function printOrderPrice(brand: TenantId, quantity: number, finish: PrintFinish): number | null {
  const row = PRINT_QUANTITIES[brand].find((q) => q.quantity === quantity);
  if (!row) return null;
  return finish === 'standard' ? row.priceCents : row.higherPriceCents;
}

/** The finishes a brand offers: both where it lists a higher price, else the standard one. */
export function printFinishesOf(brand: TenantId): PrintFinish[] {
  return PRINT_QUANTITIES[brand].some((q) => q.higherPriceCents !== null) ? ['standard', 'premium'] : ['standard'];
}

/** Where an admin may move an order from each status: production, shipping and delivery in turn. */
const NEXT: Record<PrintOrderStatus, readonly PrintOrderStatus[]> = {
  ordered: [],
  payment_failed: ['canceled'],
  paid: ['in_production'],
  in_production: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  canceled: [],
};

/** The statuses an admin may move an order to from where it is. */
export function printOrderNextStatuses(status: PrintOrderStatus): readonly PrintOrderStatus[] {
  return NEXT[status] ?? [];
}

/**
 * A paid order cannot be canceled here: the platform's charges to a practice (tier and print) have no refund path, so
 * canceling would keep the practice's money with nothing shipped.
 */
export const PAID_PRINT_ORDER_CANCEL =
  'This order is paid, and paid print orders cannot be refunded here. Refund the charge at the payment processor first, then mark the order canceled.';

/** Why an admin cannot move an order to `to`, in the admin's words; null when the move is allowed. */
export function printOrderMoveProblem(
  from: PrintOrderStatus,
  to: PrintOrderStatus,
  trackingNumber: string | null,
): string | null {
  if (to === 'canceled' && ['paid', 'in_production', 'shipped', 'delivered'].includes(from)) {
    return PAID_PRINT_ORDER_CANCEL;
  }
  if (!printOrderNextStatuses(from).includes(to)) {
    return `An order that is ${PRINT_ORDER_STATUS_LABELS[from].toLowerCase()} cannot be marked ${PRINT_ORDER_STATUS_LABELS[to].toLowerCase()}.`;
  }
  if (to === 'shipped' && !trackingNumber) return 'Enter the tracking number of the shipment.';
  return null;
}

export const PRINT_ORDER_STATUS_LABELS: Record<PrintOrderStatus, string> = {
  ordered: 'Being paid',
  payment_failed: 'Payment failed',
  paid: 'Paid',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  canceled: 'Canceled',
};

/** What the brand's material is called, one and many. */
export const PRINT_PRODUCT_NAMES: Record<PrintProduct, { one: string; many: string }> = {
  member_cards: { one: 'member card', many: 'member cards' },
  brochures: { one: 'brochure', many: 'brochures' },
};
