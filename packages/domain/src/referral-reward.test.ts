import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditUsedByGrant, householdMonthlyCents, referralRewardCents } from './referral-reward';

const plans = [
  { priceCents: 2900, term: 'monthly' as const },
  { priceCents: 1900, term: 'monthly' as const },
];

describe('referral reward', () => {
  it('gives a month free as the household’s monthly price: the sum of its monthly plans', () => {
    expect(referralRewardCents({ kind: 'month_free' }, { runningPlans: plans, platformCents: 2500 })).toBe(4800);
  });

  it('counts an annual plan at a twelfth of its price, rounded half-up once', () => {
    expect(householdMonthlyCents([{ priceCents: 31_900, term: 'annual' }])).toBe(2658);
    expect(householdMonthlyCents([...plans, { priceCents: 31_900, term: 'annual' }])).toBe(4800 + 2658);
  });

  it('gives the fixed amount, nothing for none, and the platform credit when the office chose nothing', () => {
    const referrer = { runningPlans: plans, platformCents: 2500 };
    expect(referralRewardCents({ kind: 'fixed', amountCents: 1000 }, referrer)).toBe(1000);
    expect(referralRewardCents({ kind: 'none' }, referrer)).toBe(0);
    expect(referralRewardCents({ kind: 'platform' }, referrer)).toBe(2500);
  });

  it('never grants a negative or absurd fixed credit', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 10_000_000 }), (amountCents) => {
        const c = referralRewardCents({ kind: 'fixed', amountCents }, { runningPlans: [], platformCents: 0 });
        return c >= 0 && c <= 50_000;
      }),
    );
  });

  it('spends credit oldest grant first, never more than a grant nor more than was used', () => {
    const used = creditUsedByGrant(
      [
        { id: 1, amountCents: 2500 },
        { id: 2, amountCents: 4800 },
      ],
      3000,
    );
    expect([...used.entries()]).toEqual([
      [1, 2500],
      [2, 500],
    ]);
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { maxLength: 6 }), fc.nat(80_000), (amounts, spent) => {
        const grants = amounts.map((amountCents, id) => ({ id, amountCents }));
        const total = [...creditUsedByGrant(grants, spent).values()].reduce((a, b) => a + b, 0);
        return (
          total ===
          Math.min(
            spent,
            amounts.reduce((a, b) => a + b, 0),
          )
        );
      }),
    );
  });
});
