import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chargeStatusAfterRefunds,
  fullRefundAllowed,
  lateFullRefundRefusal,
  refundableCents,
  refundFeeCents,
  refundRefusal,
} from './refunds';

describe('the platform fee given back with a refund', () => {
  it('is in proportion, rounded half-up', () => {
    expect(refundFeeCents({ amountCents: 2900, platformFeeCents: 100 }, 0, 1450)).toBe(50);
    expect(refundFeeCents({ amountCents: 3000, platformFeeCents: 100 }, 0, 1000)).toBe(33);
    expect(refundFeeCents({ amountCents: 3000, platformFeeCents: 100 }, 0, 1050)).toBe(35);
  });

  it("leaves a setup fee out of the proportion: it is never refunded and its fee is all the platform's", () => {
    // $29.00 with a $34.80 setup fee: the platform's $1.00 on the month and the whole setup fee.
    const charge = { amountCents: 6380, platformFeeCents: 3580, nonRefundableCents: 3480, nonRefundableFeeCents: 3480 };
    expect(refundFeeCents(charge, 0, 2900)).toBe(100);
    expect(refundFeeCents(charge, 0, 1450)).toBe(50);
    expect(refundFeeCents({ ...charge, amountCents: 3480, platformFeeCents: 3480 }, 0, 1)).toBe(0);
  });

  it('adds up to the whole fee when the charge is refunded in full, in any parts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 8 }),
        (amount, feePercent, weights) => {
          const fee = Math.floor((amount * feePercent) / 100);
          const total = weights.reduce((a, b) => a + b, 0);
          // Parts of the amount in these proportions, the last taking the rest.
          const parts = weights.map((w) => Math.floor((amount * w) / total));
          parts[parts.length - 1] = amount - parts.slice(0, -1).reduce((a, b) => a + b, 0);
          let refunded = 0;
          let feeBack = 0;
          for (const part of parts) {
            const back = refundFeeCents({ amountCents: amount, platformFeeCents: fee }, refunded, part);
            expect(back).toBeGreaterThanOrEqual(0);
            expect(back).toBeLessThanOrEqual(part);
            feeBack += back;
            refunded += part;
          }
          expect(feeBack).toBe(fee);
        },
      ),
    );
  });
});

describe('what may be refunded', () => {
  it('is what is left of the charge, and of a member share only what is left of it too', () => {
    expect(refundableCents({ amountCents: 5800, refundedCents: 1000 })).toBe(4800);
    expect(
      refundableCents({ amountCents: 5800, refundedCents: 1000, share: { amountCents: 2900, refundedCents: 0 } }),
    ).toBe(2900);
    expect(
      refundableCents({ amountCents: 5800, refundedCents: 5000, share: { amountCents: 2900, refundedCents: 0 } }),
    ).toBe(800);
    expect(refundableCents({ amountCents: 5800, refundedCents: 5800 })).toBe(0);
  });

  it('never gives back a setup fee, of the payment or of a member share', () => {
    expect(refundableCents({ amountCents: 6961, refundedCents: 0, nonRefundableCents: 3797 })).toBe(3164);
    expect(refundableCents({ amountCents: 6961, refundedCents: 3164, nonRefundableCents: 3797 })).toBe(0);
    expect(
      refundableCents({
        amountCents: 9000,
        refundedCents: 0,
        nonRefundableCents: 3000,
        share: { amountCents: 5000, refundedCents: 0, nonRefundableCents: 3000 },
      }),
    ).toBe(2000);
  });

  it('refuses more than is left, nothing left, and a disputed payment', () => {
    expect(refundRefusal('succeeded', 2900, 2900)).toBeNull();
    expect(refundRefusal('partially_refunded', 2900, 2901)).toBe('Only $29.00 of this payment is left to refund.');
    expect(refundRefusal('refunded', 0, 1)).toMatch(/^Nothing is left of this payment to refund/);
    expect(refundRefusal('disputed', 2900, 100)).toMatch(/disputed/);
  });

  it('names the charge refunded in part or in full', () => {
    expect(chargeStatusAfterRefunds(2900, 0)).toBe('succeeded');
    expect(chargeStatusAfterRefunds(2900, 100)).toBe('partially_refunded');
    expect(chargeStatusAfterRefunds(2900, 2900)).toBe('refunded');
  });
});

describe('a full refund only within 90 days of the payment (spec 01)', () => {
  const refund = (paidOn: string, today: string, asked: number) =>
    lateFullRefundRefusal({ paidOn, today, refundable: 4_900, asked });

  it('refunds a payment in full up to its 89th day', () => {
    expect(refund('2026-01-01', '2026-03-31', 4_900)).toBeNull();
  });

  it('refuses a full refund of a payment 90 days old or more, and names the day it was paid', () => {
    expect(refund('2026-01-01', '2026-04-01', 4_900)).toBe(
      'A full refund is possible within 90 days of the payment; this one was paid on 01/01/2026. Refund part of it instead.',
    );
    expect(refund('2025-06-01', '2026-11-27', 4_900)).not.toBeNull();
  });

  it('still allows a partial refund of an old payment', () => {
    expect(refund('2025-06-01', '2026-11-27', 4_899)).toBeNull();
  });

  it('tells when a full refund is allowed', () => {
    expect(fullRefundAllowed('2026-01-01', '2026-03-31')).toBe(true);
    expect(fullRefundAllowed('2026-01-01', '2026-04-01')).toBe(false);
  });
});
