import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, utcDayOf } from './calendar';
import { MIN_PLAN_PRICE_CENTS } from './lists';
import {
  ANNUAL_MINIMUM_MONTHS,
  formulaOf,
  MONTHS_PAID_PER_YEAR,
  minimumMonthlyMessage,
  PRICE_CHANGE_NOTICE_DAYS,
  planMinimumMonthlyCents,
  planPriceProblem,
  presetByType,
  priceChangeAppliesFrom,
  priceForTerm,
  RECOMMENDED_DISCOUNT_PERCENT,
  recommendedPricing,
  startingPlanPricing,
} from './plan-pricing';
import { presetsFor } from './preset-catalog';
import { UCR_VALUE_NOT_FOUND } from './presets';

/** Usual fees a typical US practice charges. */
const FEES = { D1110: 11500, D0120: 6000, D0274: 8500, D4910: 16500, D1120: 8000, D1208: 4000, D0272: 5500 };
const ADULT_WELLNESS = [
  ['D1110', 2],
  ['D0120', 2],
  ['D0274', 1],
] as const;

describe('recommendedPricing (spec 02 section 3, issue 5)', () => {
  it('prices Adult Wellness from usual fees: the value less 20% to the dollar, a month at an eleventh of it', () => {
    // 2 × $115 + 2 × $60 + $85 = $435; less 20% = $348; $348 / 11 = $31.636… → $31.64.
    expect(recommendedPricing(ADULT_WELLNESS, FEES)).toEqual({
      valueCents: 43500,
      annually: 34800,
      monthly: 3164,
      savingsPerYearCents: 8700,
      missingCode: null,
    });
  });

  it('rounds the annual price half-up to whole dollars once, from the exact value', () => {
    // $434.38 × 0.8 = $347.504 → $348; $434.36 × 0.8 = $347.488 → $347.
    expect(recommendedPricing([['D0120', 1]], { D0120: 43438 }).annually).toBe(34800);
    expect(recommendedPricing([['D0120', 1]], { D0120: 43436 }).annually).toBe(34700);
    // 62¢ × 0.8 = 49.6¢: to the dollar that is $0, not $1 (rounding to the cent first would give 50¢ → $1).
    expect(recommendedPricing([['D0120', 1]], { D0120: 62 }).annually).toBe(0);
  });

  it('finds fees keyed with or without the D prefix', () => {
    expect(recommendedPricing(ADULT_WELLNESS, { '1110': 11500, '0120': 6000, D0274: 8500 }).valueCents).toBe(43500);
  });

  it('names the first procedure without a fee and recommends nothing (UCR value not found)', () => {
    const { D0274: _, ...fees } = FEES;
    expect(recommendedPricing(ADULT_WELLNESS, fees)).toEqual({
      valueCents: null,
      annually: null,
      monthly: null,
      savingsPerYearCents: null,
      missingCode: 'D0274',
    });
    expect(recommendedPricing(ADULT_WELLNESS, { ...FEES, D1110: null }).missingCode).toBe('D1110');
    expect(UCR_VALUE_NOT_FOUND).toBe("Couldn't find the UCR Value");
  });

  it('recommends nothing for a plan that includes no procedure, and names nothing missing', () => {
    expect(recommendedPricing([], FEES)).toEqual({
      valueCents: null,
      annually: null,
      monthly: null,
      savingsPerYearCents: null,
      missingCode: null,
    });
  });

  it('lifts the prices to the plan minimums, so a recommended price can always be published', () => {
    // Denture: one exam a year at $60 → $48 a year, $4.37 a month; its minimum is $5 a month, $50 a year.
    const denture = recommendedPricing([['D0120', 1]], FEES, 500);
    expect(denture).toEqual({
      valueCents: 6000,
      annually: 5000,
      monthly: 500,
      savingsPerYearCents: 1000,
      missingCode: null,
    });
    // A minimum above the value itself: the saving turns negative rather than hiding it.
    expect(recommendedPricing([['D0120', 1]], { D0120: 1000 }, 1999).savingsPerYearCents).toBe(1000 - 19990);
  });

  it('prices a plan from its stored price codes', () => {
    expect(formulaOf([{ code: 'D1110', quantity: 2 }])).toEqual([['D1110', 2]]);
    expect(recommendedPricing(formulaOf([{ code: 'D1110', quantity: 2 }]), FEES).valueCents).toBe(23000);
  });

  const fees = fc.dictionary(
    fc.constantFrom('D1110', 'D0120', 'D0274', 'D4910', '92014'),
    fc.integer({ min: 0, max: 200_000 }),
    { minKeys: 5 },
  );
  const formula = fc.array(
    fc.tuple(fc.constantFrom('D1110', 'D0120', 'D0274', 'D4910', '92014'), fc.integer({ min: 1, max: 24 })),
    { minLength: 1, maxLength: 6 },
  );

  it('keeps its promises for any fees (property)', () => {
    fc.assert(
      fc.property(formula, fees, (f, usual) => {
        const r = recommendedPricing(f, usual);
        const value = r.valueCents ?? Number.NaN;
        const annually = r.annually ?? Number.NaN;
        const monthly = r.monthly ?? Number.NaN;
        expect(annually % 100).toBe(0);
        expect(Math.abs(annually - (value * (100 - RECOMMENDED_DISCOUNT_PERCENT)) / 100)).toBeLessThanOrEqual(50);
        // Eleven monthly payments cover the year, by less than a cent each; twelve cost more than the year.
        expect(monthly * MONTHS_PAID_PER_YEAR).toBeGreaterThanOrEqual(annually);
        expect(monthly * MONTHS_PAID_PER_YEAR - annually).toBeLessThan(MONTHS_PAID_PER_YEAR);
        if (annually > 0) expect(monthly * 12).toBeGreaterThan(annually);
        expect(r.savingsPerYearCents).toBe(value - annually);
      }),
    );
  });

  it('always recommends a publishable price once a minimum applies (property)', () => {
    fc.assert(
      fc.property(formula, fees, fc.integer({ min: 1, max: 5000 }), (f, usual, minimum) => {
        const r = recommendedPricing(f, usual, minimum);
        expect(planPriceProblem({ monthly: r.monthly ?? 0, annually: r.annually ?? 0 }, minimum)).toBeNull();
      }),
    );
  });
});

describe('the minimum price of a plan (spec 02 section 9)', () => {
  it("is its preset's minimum when it was made from a preset", () => {
    expect(planMinimumMonthlyCents('dental', 'general_adult')).toBe(1999);
    expect(planMinimumMonthlyCents('dental', 'retainer_club')).toBe(500);
    expect(planMinimumMonthlyCents('dental', 'whitening')).toBe(1999);
    expect(planMinimumMonthlyCents('vision', 'refraction_eyewear')).toBe(100);
  });

  it("is the brand's plan minimum for a plan made from scratch", () => {
    expect(planMinimumMonthlyCents('dental', null)).toBe(MIN_PLAN_PRICE_CENTS.dental);
    expect(planMinimumMonthlyCents('vision', null)).toBe(700);
  });

  it('finds a preset by its type in either brand', () => {
    expect(presetByType('general_perio')?.name).toBe('Perio Maintenance');
    expect(presetByType('general_exam_eyewear')?.name).toBe('Exam & Eyewear');
    for (const preset of [...presetsFor('dental'), ...presetsFor('vision')]) {
      expect(presetByType(preset.presetType)).toBe(preset);
    }
  });

  it('refuses a monthly price below the minimum with a message that says the minimum', () => {
    expect(planPriceProblem({ monthly: 1998, annually: 31900 }, 1999)).toBe(
      'The monthly price must be at least $19.99',
    );
    expect(minimumMonthlyMessage(1000)).toBe('The monthly price must be at least $10');
    expect(planPriceProblem({ monthly: 1999, annually: 31900 }, 1999)).toBeNull();
  });

  it('refuses an annual price below ten monthly minimums, but lets 0 mean the plan is not sold by the year', () => {
    expect(ANNUAL_MINIMUM_MONTHS).toBe(10);
    expect(planPriceProblem({ monthly: 2900, annually: 19989 }, 1999)).toBe(
      'The annual price must be at least $199.90, or 0 when the plan is not sold by the year',
    );
    expect(planPriceProblem({ monthly: 2900, annually: 19990 }, 1999)).toBeNull();
    expect(planPriceProblem({ monthly: 2900, annually: 0 }, 1999)).toBeNull();
  });

  it('refuses a plan with no price at all', () => {
    expect(planPriceProblem({ monthly: 0, annually: 0 }, 0)).toBe('A plan needs a price before it is offered');
    expect(planPriceProblem({ monthly: 0, annually: 0 }, 1999)).toMatch(/at least/);
  });

  it("takes the term's price", () => {
    expect(priceForTerm({ monthly: 2900, annually: 31900 }, 'monthly')).toBe(2900);
    expect(priceForTerm({ monthly: 2900, annually: 31900 }, 'annual')).toBe(31900);
  });
});

describe('priceChangeAppliesFrom (issue 5: members are told 30 days ahead)', () => {
  it('is the first monthly renewal at least 30 days after the notice', () => {
    expect(PRICE_CHANGE_NOTICE_DAYS).toBe(30);
    // Told on 10 January: 15 January is too soon, 15 February is 36 days away.
    expect(priceChangeAppliesFrom('2025-01-15', 'monthly', '2025-01-10')).toBe('2025-02-15');
    // A renewal exactly 30 days after the notice is soon enough.
    expect(priceChangeAppliesFrom('2025-01-31', 'monthly', '2025-01-01')).toBe('2025-01-31');
    // 30 January is 29 days away; the next renewal is the last day of February.
    expect(priceChangeAppliesFrom('2025-01-30', 'monthly', '2025-01-01')).toBe('2025-02-28');
  });

  it('keeps a renewal on the 31st at the end of shorter months without drifting', () => {
    expect(priceChangeAppliesFrom('2025-01-31', 'monthly', '2025-01-15')).toBe('2025-02-28');
    expect(priceChangeAppliesFrom('2025-01-31', 'monthly', '2025-02-10')).toBe('2025-03-31');
    expect(priceChangeAppliesFrom('2025-01-31', 'monthly', '2025-03-05')).toBe('2025-04-30');
  });

  it('waits for the next yearly renewal of an annual member', () => {
    expect(priceChangeAppliesFrom('2025-06-01', 'annual', '2025-05-15')).toBe('2026-06-01');
    expect(priceChangeAppliesFrom('2025-06-01', 'annual', '2025-04-01')).toBe('2025-06-01');
    expect(priceChangeAppliesFrom('2024-02-29', 'annual', '2024-02-20')).toBe('2025-02-28');
    expect(priceChangeAppliesFrom('2024-02-29', 'annual', '2027-02-20')).toBe('2028-02-29');
  });

  it('steps on from a renewal day already past', () => {
    expect(priceChangeAppliesFrom('2020-03-15', 'monthly', '2025-01-10')).toBe('2025-02-15');
    expect(priceChangeAppliesFrom('2019-08-20', 'annual', '2025-01-10')).toBe('2025-08-20');
  });

  it('is the end of the notice period when the renewal day is unknown', () => {
    expect(priceChangeAppliesFrom(null, 'monthly', '2025-01-10')).toBe('2025-02-09');
  });

  const day = fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
    .map(utcDayOf);

  it('is a renewal day, at least 30 days after the notice, and the first such (property)', () => {
    fc.assert(
      fc.property(
        day,
        fc.constantFrom('monthly', 'annual') as fc.Arbitrary<'monthly' | 'annual'>,
        day,
        (renewal, term, notice) => {
          const result = priceChangeAppliesFrom(renewal, term, notice);
          const step = term === 'annual' ? 12 : 1;
          expect(daysBetween(notice, result)).toBeGreaterThanOrEqual(PRICE_CHANGE_NOTICE_DAYS);
          expect(result >= renewal).toBe(true);
          // It is the k-th renewal counted from the anchor, and the one before it came too soon (or is the anchor's past).
          let k = 0;
          while (addMonths(renewal, k * step) < result) k++;
          expect(addMonths(renewal, k * step)).toBe(result);
          if (k > 0) expect(addMonths(renewal, (k - 1) * step) < addDays(notice, PRICE_CHANGE_NOTICE_DAYS)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the prices a new plan starts from (spec 02 section 9 pricing defaults)', () => {
  it('starts a dental plan nothing prices at $49 a month and $499 a year', () => {
    expect(startingPlanPricing('dental')).toEqual({ monthly: 4_900, annually: 49_900 });
  });

  it('starts a vision plan nothing prices at $99 a month and $990 a year', () => {
    expect(startingPlanPricing('vision')).toEqual({ monthly: 9_900, annually: 99_000 });
  });

  it('starts from the recommended pricing when the usual fees price it', () => {
    expect(startingPlanPricing('dental', { monthly: 2_900, annually: 31_900 })).toEqual({
      monthly: 2_900,
      annually: 31_900,
    });
  });

  it('falls back to the defaults when a usual fee is missing (no recommended price)', () => {
    expect(startingPlanPricing('vision', { monthly: null, annually: null })).toEqual({
      monthly: 9_900,
      annually: 99_000,
    });
  });
});
