import { describe, expect, it } from 'vitest';
import { periodEnd, platformFeeCents, type QuotePlan, quoteEnrolment, requiredAgreements } from './enrolment';

const adult: QuotePlan = {
  id: 1,
  pricing: { monthly: 2900, annually: 29900 },
  activationFee: 2500,
  family_discount_two: 5,
  family_discount_three: 10,
  family_discount_four: 15,
  disableFamilyDiscounts: false,
};
const child: QuotePlan = { ...adult, id: 2, pricing: { monthly: 1999, annually: 19900 }, activationFee: null };

describe('quoteEnrolment', () => {
  it('prices one person monthly with the activation fee and no family discount', () => {
    const q = quoteEnrolment({
      plans: [adult],
      people: [{ planId: 1 }],
      term: 'monthly',
      gppActive: false,
      setupFeePercent: 10,
    });
    expect(q.lines[0]).toMatchObject({
      listCents: 2900,
      discountPercent: 0,
      periodCents: 2900,
      activationFeeCents: 2500,
    });
    expect(q).toMatchObject({ todayCents: 5400, recurringCents: 2900, feesCents: 2500, familySize: 1 });
  });

  it('gives a family of four the four-member discount, rounded half-up per line', () => {
    const people = [{ planId: 1 }, { planId: 1 }, { planId: 2 }, { planId: 2 }];
    const q = quoteEnrolment({ plans: [adult, child], people, term: 'monthly', gppActive: false, setupFeePercent: 10 });
    // 2900 less 15% = 2465; 1999 less 15% = 1699.15 → 1699.
    expect(q.lines.map((l) => l.periodCents)).toEqual([2465, 2465, 1699, 1699]);
    expect(q.recurringCents).toBe(2465 * 2 + 1699 * 2);
    expect(q.discountCents).toBe(435 * 2 + 300 * 2);
    expect(q.todayCents).toBe(q.recurringCents + 2 * 2500);
  });

  it('counts a person without a plan out of the family discount and prices nothing for them', () => {
    const q = quoteEnrolment({
      plans: [adult],
      people: [{ planId: null }, { planId: 1 }],
      term: 'monthly',
      gppActive: false,
      setupFeePercent: 10,
    });
    expect(q.familySize).toBe(1);
    expect(q.lines).toHaveLength(1);
    expect(q.lines[0]?.person).toBe(1);
  });

  it('charges no fee on an annual term and uses the annual price', () => {
    const q = quoteEnrolment({
      plans: [adult],
      people: [{ planId: 1 }],
      term: 'annual',
      gppActive: true,
      setupFeePercent: 10,
    });
    expect(q).toMatchObject({ todayCents: 29900, recurringCents: 29900, feesCents: 0 });
  });

  it('carries the setup fee under guaranteed payment instead of the activation fee, unless waived', () => {
    const q = quoteEnrolment({
      plans: [adult],
      people: [{ planId: 1 }],
      term: 'monthly',
      gppActive: true,
      setupFeePercent: 10,
    });
    expect(q.lines[0]).toMatchObject({ setupFeeCents: 3480, activationFeeCents: 0 });
    const waived = quoteEnrolment({
      plans: [adult],
      people: [{ planId: 1, waiveFee: true }],
      term: 'monthly',
      gppActive: true,
      setupFeePercent: 10,
    });
    expect(waived.todayCents).toBe(2900);
  });

  it('leaves an office-paid line out of what the member pays', () => {
    const q = quoteEnrolment({
      plans: [adult],
      people: [{ planId: 1, payor: 'office' }, { planId: 1 }],
      term: 'monthly',
      gppActive: true,
      setupFeePercent: 10,
    });
    expect(q.lines[0]).toMatchObject({ payor: 'office', todayCents: 0, setupFeeCents: 0 });
    expect(q.recurringCents).toBe(2755);
  });

  it('applies the larger of the family discount and the office discount', () => {
    const q = quoteEnrolment({
      plans: [adult],
      people: [{ planId: 1 }, { planId: 1 }],
      term: 'annual',
      gppActive: false,
      setupFeePercent: 10,
      dentistDiscountPercent: 20,
    });
    expect(q.lines[0]?.discountPercent).toBe(20);
  });

  it('refuses a plan it was not given', () => {
    expect(() =>
      quoteEnrolment({
        plans: [adult],
        people: [{ planId: 9 }],
        term: 'monthly',
        gppActive: false,
        setupFeePercent: 10,
      }),
    ).toThrow();
  });
});

describe('platform fee, periods and agreements', () => {
  it('takes a fee per member and month, never more than the payment', () => {
    expect(platformFeeCents(2900, 'monthly', 100)).toBe(100);
    expect(platformFeeCents(29900, 'annual', 100)).toBe(1200);
    expect(platformFeeCents(50, 'monthly', 100)).toBe(50);
  });

  it('ends a period a month or a year later, holding to the last day of a short month', () => {
    expect(periodEnd('2026-11-23', 'monthly')).toBe('2026-12-23');
    expect(periodEnd('2026-12-15', 'monthly')).toBe('2027-01-15');
    expect(periodEnd('2027-01-31', 'monthly')).toBe('2027-02-28');
    expect(periodEnd('2028-02-29', 'annual')).toBe('2029-02-28');
  });

  it('does not ask an office-paid household to agree to automatic renewal', () => {
    expect(requiredAgreements(true)).toEqual(['terms', 'planConfirm']);
    expect(requiredAgreements(false)).toContain('autoRenew');
  });
});
