import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatMoney, isCents, lessPercent, percentOf, splitCents } from './money';

const amountCents = fc.integer({ min: 0, max: 100_000_000 });
const percent = fc.oneof(
  fc.integer({ min: 0, max: 100 }),
  fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
  fc.double({ min: 0, max: 100, noNaN: true }),
);

describe('dollars to cents', () => {
  it('reads 19.99 as 1999 cents without float error, as a number or as text', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(14.99)).toBe(1499);
  });

  it('reads whole dollars, a $ prefix and thousands separators', () => {
    expect(dollarsToCents(29)).toBe(2900);
    expect(dollarsToCents('$1,250')).toBe(125000);
    expect(dollarsToCents(' -$5.5 ')).toBe(-550);
    expect(dollarsToCents('.5')).toBe(50);
  });

  it('rounds digits past the cent half-up, once', () => {
    expect(dollarsToCents('0.125')).toBe(13);
    expect(dollarsToCents('0.1249')).toBe(12);
    expect(dollarsToCents('-0.125')).toBe(-13);
  });

  it('refuses text that is not an amount', () => {
    expect(() => dollarsToCents('abc')).toThrow(RangeError);
    expect(() => dollarsToCents('')).toThrow(RangeError);
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('gives back the cents of any dollar string it printed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });
});

describe('cents to dollars', () => {
  it('prints two decimals and no separators', () => {
    expect(centsToDollars(1999)).toBe('19.99');
    expect(centsToDollars(125000)).toBe('1250.00');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(-550)).toBe('-5.50');
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToDollars(1.5)).toThrow(RangeError);
    expect(isCents(1.5)).toBe(false);
    expect(isCents(150)).toBe(true);
  });
});

describe('formatting money (spec 01 section 9: zero decimals for whole amounts, otherwise 2)', () => {
  it('shows whole dollars without decimals', () => {
    expect(formatMoney(2900)).toBe('$29');
    expect(formatMoney(125000)).toBe('$1,250');
    expect(formatMoney(0)).toBe('$0');
  });

  it('shows any other amount with two decimals', () => {
    expect(formatMoney(1999)).toBe('$19.99');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(5)).toBe('$0.05');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatMoney(-500)).toBe('-$5');
    expect(formatMoney(-1999)).toBe('-$19.99');
  });

  it('forces decimals when asked, rounding half-up to whole dollars', () => {
    expect(formatMoney(2900, { decimals: 2 })).toBe('$29.00');
    expect(formatMoney(1950, { decimals: 0 })).toBe('$20');
    expect(formatMoney(1949, { decimals: 0 })).toBe('$19');
    expect(formatMoney(-40, { decimals: 0 })).toBe('$0');
  });
});

describe('percent of an amount (one rounding, half-up, at the end)', () => {
  it('takes fractional percents exactly and rounds the half cent up', () => {
    expect(percentOf(1999, 12.5)).toBe(250);
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(1, 50)).toBe(1);
    expect(percentOf(1, 49.9)).toBe(0);
    expect(percentOf(4900, 10)).toBe(490);
  });

  it('does not carry float error from the percent', () => {
    expect(percentOf(100, 0.1 + 0.2)).toBe(0);
    expect(percentOf(1000000, 33.3)).toBe(333000);
  });

  it('leaves what is left after a percent off, rounded once', () => {
    expect(lessPercent(1999, 15)).toBe(1699);
    expect(lessPercent(1, 50)).toBe(1);
    expect(lessPercent(4900, 12.5)).toBe(4288);
  });

  it('stays within zero and the amount for 0 to 100 percent', () => {
    fc.assert(
      fc.property(amountCents, percent, (cents, p) => {
        const part = percentOf(cents, p);
        expect(Number.isSafeInteger(part)).toBe(true);
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(cents);
      }),
    );
  });

  it('takes the full amount at 100% and nothing at 0%', () => {
    fc.assert(
      fc.property(amountCents, (cents) => {
        expect(percentOf(cents, 100)).toBe(cents);
        expect(percentOf(cents, 0)).toBe(0);
        expect(lessPercent(cents, 0)).toBe(cents);
        expect(lessPercent(cents, 100)).toBe(0);
      }),
    );
  });

  it('is within half a cent of the exact share', () => {
    fc.assert(
      fc.property(amountCents, fc.integer({ min: 0, max: 100 }), (cents, p) => {
        expect(Math.abs(percentOf(cents, p) - (cents * p) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('splitting a total into line items', () => {
  it('splits by weight and hands the leftover cents to the largest remainders', () => {
    expect(splitCents(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(splitCents(10000, [4900, 4900, 2500])).toEqual([3984, 3984, 2032]);
    expect(splitCents(101, [1, 2])).toEqual([34, 67]);
  });

  it('gives nothing to a zero weight and splits evenly when every weight is zero', () => {
    expect(splitCents(500, [0, 1])).toEqual([0, 500]);
    expect(splitCents(500, [0, 0])).toEqual([250, 250]);
  });

  it('splits a refund as the negative of its charge', () => {
    expect(splitCents(-1000, [1, 1, 1])).toEqual([-334, -333, -333]);
  });

  it('refuses to split money into no parts', () => {
    expect(splitCents(0, [])).toEqual([]);
    expect(() => splitCents(100, [])).toThrow(RangeError);
    expect(() => splitCents(100, [-1, 2])).toThrow(RangeError);
  });

  const weights = fc.array(
    fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.double({ min: 0, max: 1000, noNaN: true })),
    { minLength: 1, maxLength: 8 },
  );

  it('always adds up exactly to the total, with no negative part', () => {
    fc.assert(
      fc.property(amountCents, weights, (total, w) => {
        const parts = splitCents(total, w);
        expect(parts).toHaveLength(w.length);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        for (const part of parts) {
          expect(Number.isSafeInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('keeps each part within one cent of its exact share', () => {
    fc.assert(
      fc.property(
        amountCents,
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        (t, w) => {
          const sum = w.reduce((a, b) => a + b, 0);
          splitCents(t, w).forEach((part, i) => {
            expect(Math.abs(part - (t * (w[i] ?? 0)) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
