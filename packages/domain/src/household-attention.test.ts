import { describe, expect, it } from 'vitest';
import { householdAttention, treatmentDiscountPercent } from './household-attention';

const plan = (
  memberId: number,
  status: string,
  extra: Partial<{ payor: 'member' | 'office'; nextRenewalOn: string }> = {},
) => ({ memberId, status, payor: 'member', nextRenewalOn: '2026-12-15', ...extra }) as const;
const card = { expMonth: 12, expYear: 2030 };

describe('what a household acts on first', () => {
  it('puts a paused plan before a late payment, and the late payment before a requested cancellation', () => {
    const found = householdAttention(
      [plan(1, 'cancellation_requested'), plan(2, 'past_due'), plan(3, 'delinquent')] as never,
      card,
      '2026-11-27',
    );
    expect(found.map((f) => f.kind)).toEqual(['delinquent', 'late_payment', 'cancellation_requested']);
    expect(found[1]?.memberIds).toEqual([2]);
  });

  it('asks for a card to update when the card on file has expired, but not for plans the office pays', () => {
    const expired = { expMonth: 10, expYear: 2026 };
    expect(
      householdAttention([plan(1, 'active'), plan(2, 'active', { payor: 'office' })] as never, expired, '2026-11-27'),
    ).toEqual([{ kind: 'card_expired', memberIds: [1] }]);
    expect(householdAttention([plan(2, 'active', { payor: 'office' })] as never, expired, '2026-11-27')).toEqual([]);
  });

  it('warns when the card runs out before the next payment is taken', () => {
    const november = { expMonth: 11, expYear: 2026 };
    expect(householdAttention([plan(1, 'active')] as never, november, '2026-11-27')).toEqual([
      { kind: 'card_expiring', memberIds: [1] },
    ]);
    expect(
      householdAttention([plan(1, 'active', { nextRenewalOn: '2026-11-30' })] as never, november, '2026-11-27'),
    ).toEqual([]);
  });

  it('names a plan waiting for its payment at the front desk, and needs no card for a cash plan', () => {
    expect(householdAttention([plan(4, 'pending_cash'), plan(5, 'active_cash')] as never, null, '2026-11-27')).toEqual([
      { kind: 'pending_cash', memberIds: [4] },
    ]);
  });

  it('has nothing to say for a household whose plans are paid and card is good', () => {
    expect(householdAttention([plan(1, 'active'), plan(2, 'active')] as never, card, '2026-11-27')).toEqual([]);
  });
});

describe("a plan's discount on other treatment", () => {
  it('reads the percent the description states, in English or Spanish', () => {
    expect(treatmentDiscountPercent('Two cleanings a year, plus 15% off other treatment.')).toBe(15);
    expect(treatmentDiscountPercent('Dos limpiezas y 20% de descuento en otros tratamientos.')).toBe(20);
    expect(treatmentDiscountPercent('Two cleanings a year.')).toBeNull();
  });
});
