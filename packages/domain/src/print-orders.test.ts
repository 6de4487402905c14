import { describe, expect, it } from 'vitest';
import { PRINT_QUANTITIES } from './lists-marketing';
import {
  PAID_PRINT_ORDER_CANCEL,
  printFinishesOf,
  printOrderMoveProblem,
  printOrderPrice,
  printPlanLimit,
  printProductOf,
} from './print-orders';

describe('print order prices (spec 02 section 9)', () => {
  it.each([
    [250, 'standard', 7_900],
    [250, 'premium', 9_900],
    [500, 'standard', 9_900],
    [5000, 'premium', 44_900],
  ] as const)('prices dental %i %s at %i cents', (quantity, finish, cents) => {
    expect(printOrderPrice('dental', quantity, finish)).toBe(cents);
  });

  it('prices vision brochures at one price, with no premium finish', () => {
    expect(printOrderPrice('vision', 250, 'standard')).toBe(21_000);
    expect(printOrderPrice('vision', 1000, 'standard')).toBe(48_000);
    expect(printOrderPrice('vision', 250, 'premium')).toBeNull();
    expect(printFinishesOf('vision')).toEqual(['standard']);
    expect(printFinishesOf('dental')).toEqual(['standard', 'premium']);
  });

  it('refuses a quantity the brand does not print', () => {
    expect(printOrderPrice('dental', 750, 'standard')).toBeNull();
    expect(printOrderPrice('vision', 5000, 'standard')).toBeNull();
    for (const q of PRINT_QUANTITIES.vision) expect(printOrderPrice('vision', q.quantity, 'standard')).not.toBeNull();
  });

  it('prints member cards with 4 plans (dental) and brochures with 3 (vision)', () => {
    expect([printProductOf('dental'), printPlanLimit('dental')]).toEqual(['member_cards', 4]);
    expect([printProductOf('vision'), printPlanLimit('vision')]).toEqual(['brochures', 3]);
  });
});

describe('moving an order on', () => {
  it('goes paid -> in production -> shipped (with tracking) -> delivered', () => {
    expect(printOrderMoveProblem('paid', 'in_production', null)).toBeNull();
    expect(printOrderMoveProblem('in_production', 'shipped', null)).toMatch(/tracking number/);
    expect(printOrderMoveProblem('in_production', 'shipped', '1Z999')).toBeNull();
    expect(printOrderMoveProblem('shipped', 'delivered', null)).toBeNull();
    expect(printOrderMoveProblem('paid', 'delivered', null)).toMatch(/cannot be marked delivered/);
  });

  it('cancels an unpaid order only: a paid one has no refund path', () => {
    expect(printOrderMoveProblem('payment_failed', 'canceled', null)).toBeNull();
    expect(printOrderMoveProblem('in_production', 'canceled', null)).toBe(PAID_PRINT_ORDER_CANCEL);
    expect(printOrderMoveProblem('ordered', 'canceled', null)).toMatch(/cannot be marked canceled/);
  });
});
