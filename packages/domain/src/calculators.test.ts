import { describe, expect, it } from 'vitest';
import {
  brandPreset,
  careLines,
  comparePpo,
  outOfNetworkYear,
  PLAN_DRAFT_UNKNOWN_PRESET,
  planBuilderQuote,
  planDraftProblem,
  planYearCents,
  planYearPlatformFeeCents,
} from './calculators';

// Worked by hand: an adult wellness year is 2 cleanings at $120, 2 exams at $60 and a set of x-rays at $80 = $440.
const FEES = { D1110: 12_000, D0120: 6_000, D0274: 8_000 };
const adultWellness = brandPreset('dental', 'general_adult');
if (!adultWellness) throw new Error('the dental brand offers Adult Wellness');
const care = careLines(adultWellness.recommendedPricingFormula, FEES);
const plan = { pricing: { monthly: 2_900, annually: 31_900 }, treatmentDiscountPercent: 15 };

describe('a year of the plan', () => {
  it('is twelve monthly payments or the annual price', () => {
    expect(planYearCents(plan.pricing, 'monthly')).toBe(34_800);
    expect(planYearCents(plan.pricing, 'annual')).toBe(31_900);
  });

  it("carries the platform's $1 per member and month on either term", () => {
    expect(planYearPlatformFeeCents(plan.pricing, 'monthly')).toBe(1_200);
    expect(planYearPlatformFeeCents(plan.pricing, 'annual')).toBe(1_200);
    expect(planYearPlatformFeeCents(plan.pricing, 'monthly', 250)).toBe(3_000);
  });
});

describe('a PPO against a membership plan', () => {
  it('pays the practice $197 more a year with the plan than with a PPO at 60% of usual fees', () => {
    // Usual: $440 care + $500 treatment = $940. PPO at 60%: $564 allowed, $376 written off.
    // Plan: 12 × $29 = $348, treatment $500 less 15% = $425, less the platform's 12 × $1: $761.
    const r = comparePpo({
      care,
      extraTreatmentCents: 50_000,
      ppo: { percentOfUsual: 60 },
      plan: { ...plan, term: 'monthly' },
    });
    expect(r.usualCents).toBe(94_000);
    expect(r.ppo).toEqual({ allowedCents: 56_400, writeOffCents: 37_600, receivedCents: 56_400 });
    expect(r.plan).toEqual({
      membershipCents: 34_800,
      treatmentCents: 42_500,
      platformFeeCents: 1_200,
      receivedCents: 76_100,
    });
    expect(r.differenceCents).toBe(19_700);
  });

  it('counts the annual price once when members pay by the year', () => {
    const r = comparePpo({
      care,
      extraTreatmentCents: 50_000,
      ppo: { percentOfUsual: 60 },
      plan: { ...plan, term: 'annual' },
    });
    // $319 + $425 − $12 = $732.
    expect(r.plan.receivedCents).toBe(73_200);
    expect(r.differenceCents).toBe(16_800);
  });

  it("uses the PPO's own fee for a listed code and rounds each percentage half-up once", () => {
    // D1110 at the PPO's $70 twice = $140; D0120 62.5% of $60 = $37.50 twice = $75; D0274 62.5% of $80 = $50;
    // treatment 62.5% of $12.30 = 768.75 → 769 cents. Allowed: 14,000 + 7,500 + 5,000 + 769 = 27,269.
    const r = comparePpo({
      care,
      extraTreatmentCents: 1_230,
      ppo: { percentOfUsual: 62.5, feesByCode: { D1110: 7_000 } },
      plan: { ...plan, term: 'monthly' },
    });
    expect(r.ppo.allowedCents).toBe(27_269);
    expect(r.ppo.writeOffCents).toBe(44_000 + 1_230 - 27_269);
    // $12.30 less 15% is 1,045.5 → 1,046 cents.
    expect(r.plan.treatmentCents).toBe(1_046);
  });

  it('shows a negative difference when the PPO pays more', () => {
    const cheap = {
      pricing: { monthly: 1_000, annually: 10_000 },
      treatmentDiscountPercent: 50,
      term: 'monthly' as const,
    };
    const r = comparePpo({ care, extraTreatmentCents: 100_000, ppo: { percentOfUsual: 90 }, plan: cheap });
    // PPO 90% of $1,440 = $1,296; plan $120 + $500 − $12 = $608.
    expect(r.differenceCents).toBe(60_800 - 129_600);
  });
});

describe("a patient's year out of network", () => {
  const visits = [
    { feeCents: 12_000, perYear: 2, includedPerYear: 2 },
    { feeCents: 6_000, perYear: 2, includedPerYear: 2 },
    { feeCents: 8_000, perYear: 1, includedPerYear: 1 },
  ];

  it('saves $119 with a $29 plan and a $180 filling', () => {
    // Without: $440 + $180 = $620. With: $348 + $180 less 15% ($153) = $501.
    const r = outOfNetworkYear({
      visits,
      otherTreatmentCents: 18_000,
      plan: { yearCents: 34_800, treatmentDiscountPercent: 15 },
    });
    expect(r.withoutPlanCents).toBe(62_000);
    expect(r.withPlan).toEqual({ planCents: 34_800, beyondPlanCents: 0, treatmentCents: 15_300, totalCents: 50_100 });
    expect(r.savingCents).toBe(11_900);
  });

  it('charges visits beyond what the plan includes at the discounted fee', () => {
    const more = [{ ...visits[0], perYear: 3 }, ...visits.slice(1)] as typeof visits;
    const r = outOfNetworkYear({
      visits: more,
      otherTreatmentCents: 0,
      plan: { yearCents: 34_800, treatmentDiscountPercent: 15 },
    });
    // The third cleaning: $120 less 15% = $102.
    expect(r.withPlan.beyondPlanCents).toBe(10_200);
    expect(r.withoutPlanCents).toBe(56_000);
    expect(r.savingCents).toBe(56_000 - 34_800 - 10_200);
  });

  it('can say the plan costs more for someone who needs little care', () => {
    const r = outOfNetworkYear({
      visits: [{ feeCents: 6_000, perYear: 1, includedPerYear: 2 }],
      otherTreatmentCents: 0,
      plan: { yearCents: 34_800, treatmentDiscountPercent: 15 },
    });
    expect(r.savingCents).toBe(6_000 - 34_800);
  });
});

describe('the plan builder', () => {
  it('prices Adult Wellness from the practice fees: $440 of care, $352 a year, $32 a month', () => {
    // 80% of $440 = $352 a year; $352 / 11 = $32 a month.
    const q = planBuilderQuote('dental', adultWellness, FEES);
    expect(q.services).toEqual([
      { code: 'D1110', name: 'Basic Cleaning adult', perYear: 2, feeCents: 12_000 },
      { code: 'D0120', name: 'Periodic Exam', perYear: 2, feeCents: 6_000 },
      { code: 'D0274', name: '4 Bitewing X-Rays', perYear: 1, feeCents: 8_000 },
    ]);
    expect(q.valueCents).toBe(44_000);
    expect(q.suggested).toEqual({ monthly: 3_200, annually: 35_200 });
    expect(q.priceProblem).toBeNull();
    expect(q.savings).toEqual({ monthlyTermCents: 44_000 - 38_400, annualTermCents: 8_800 });
    expect(q.description).toContain('A $440 value.');
    expect(q.description).toContain('15% off other treatment');
  });

  it("holds the owner's price to the plan's minimums", () => {
    const q = planBuilderQuote('dental', adultWellness, FEES, { monthly: 1_500, annually: 30_000 });
    expect(q.minimumMonthlyCents).toBe(1_999);
    expect(q.minimumAnnualCents).toBe(19_990);
    expect(q.priceProblem).toBe('The monthly price must be at least $19.99');
    expect(planBuilderQuote('dental', adultWellness, FEES, { monthly: 2_500, annually: 0 }).priceProblem).toBeNull();
  });

  it("starts from the brand's defaults while a fee is missing", () => {
    const q = planBuilderQuote('dental', adultWellness, { D1110: 12_000 });
    expect(q.missingCode).toBe('D0120');
    expect(q.valueCents).toBeNull();
    expect(q.suggested).toEqual({ monthly: 4_900, annually: 49_900 });
    expect(q.description).not.toContain('value');
  });

  it('prices a vision plan in eye exams: $234 of care, $187 a year, $17 a month', () => {
    const preset = brandPreset('vision', 'general_exam_eyewear');
    if (!preset) throw new Error('vision offers Exam & Eyewear');
    const q = planBuilderQuote('vision', preset, { '92014': 15_000, '92015': 4_500, S9986: 3_900 });
    expect(q.services.map((s) => s.name)).toEqual(['Annual Eye Exam', 'Refraction', 'Retinal Screening']);
    expect(q.valueCents).toBe(23_400);
    // 80% of $234 = $187.20 → $187 (whole dollars, half-up); $187 / 11 = $17.
    expect(q.suggested).toEqual({ monthly: 1_700, annually: 18_700 });
  });

  it('refuses a draft of another brand, with an unknown code, or under the minimum', () => {
    const draft = {
      presetType: 'general_adult' as const,
      planName: 'Adult',
      pricing: { monthly: 3_200, annually: 35_200 },
      usualFees: FEES,
    };
    expect(planDraftProblem('dental', draft)).toBeNull();
    expect(planDraftProblem('vision', draft)).toBe(PLAN_DRAFT_UNKNOWN_PRESET);
    expect(planDraftProblem('dental', { ...draft, usualFees: { D9999: 100 } })).toMatch(/D9999 is not one/);
    expect(planDraftProblem('dental', { ...draft, pricing: { monthly: 100, annually: 0 } })).toMatch(
      /at least \$19\.99/,
    );
  });
});
