import type { PlanSettings } from '@mhq/contract';
import { describe, expect, it } from 'vitest';
import {
  careValue,
  dollarsText,
  type FormMessages,
  formFieldOfServerError,
  formToFields,
  minimumApplies,
  newPlanForm,
  parseDollars,
  parsePercent,
  priceProblems,
} from './plan-form';

const messages: FormMessages = {
  required: 'required',
  invalidAmount: 'amount',
  invalidPercent: 'percent',
  invalidAge: 'age',
  invalidQuantity: 'quantity',
  ageOrder: 'order',
};

const settings: PlanSettings = {
  programName: '',
  programDescription: '',
  dentistSpecialtyId: null,
  familyDiscounts: { family_discount_two: 5, family_discount_three: 10, family_discount_four: 15 },
  worryFree: {
    adult: { monthly: 500, annual: 5000 },
    child: { monthly: 300, annual: 3000 },
    perio: { monthly: 700, annual: 7000 },
  },
  allowBankDraft: true,
  gppActive: false,
  gppAdminOnlyWaive: false,
  gppApproved: false,
  gppMemberWaive: false,
  gppAutomaticClaim: false,
  disableEnrollment: false,
  priceCodes: [],
};

const context = { presetType: null, minimumMonthlyCents: 1000, enforceMinimum: false };

describe('typed amounts', () => {
  it('reads dollars as cents, with or without $ and thousands separators', () => {
    expect(parseDollars('29')).toBe(2900);
    expect(parseDollars('$19.99')).toBe(1999);
    expect(parseDollars('1,250.5')).toBe(125050);
    expect(parseDollars('  ')).toBeNull();
  });

  it('refuses what is not an amount of dollars and cents', () => {
    for (const text of ['abc', '1.999', '-5', '12,34', '1e3']) expect(parseDollars(text)).toBeUndefined();
  });

  it('shows whole dollars without cents and other amounts with two decimals', () => {
    expect(dollarsText(2900)).toBe('29');
    expect(dollarsText(1950)).toBe('19.50');
    expect(dollarsText(null)).toBe('');
  });

  it('reads percents from 0 to 100 with at most two decimals', () => {
    expect(parsePercent('12.5')).toBe(12.5);
    expect(parsePercent('10%')).toBe(10);
    expect(parsePercent('100.01')).toBeUndefined();
    expect(parsePercent('')).toBeNull();
  });
});

describe('the plan form', () => {
  it('starts a new plan as New Plan with the office family discounts and the spec defaults', () => {
    const form = newPlanForm(settings, 'dental');
    expect(form.planName).toBe('New Plan');
    expect(form.family_discount_three).toBe('10');
    expect(form.forUninsured).toBe(true);
    expect(form.forInsured).toBe(false);
    expect(form.showOnInternalEnrollmentAnnual).toBe(true);
  });

  it('turns typed dollars into cents for the save call', () => {
    const form = { ...newPlanForm(settings, 'dental'), monthly: '29', annually: '319.50', activationFee: '' };
    const result = formToFields(form, context, messages);
    expect(result.errors).toBeNull();
    expect(result.fields?.pricing).toEqual({ monthly: 2900, annually: 31950 });
    expect(result.fields?.activationFee).toBeNull();
  });

  it('names every field it cannot save', () => {
    const form = {
      ...newPlanForm(settings, 'dental'),
      planName: ' ',
      monthly: '',
      annually: 'ten',
      minAge: '30',
      maxAge: '20',
      family_discount_two: '150',
      priceCodes: [{ code: 'D1110', quantity: '0' }],
    };
    const result = formToFields(form, context, messages);
    expect(result.errors).toEqual({
      planName: 'required',
      monthly: 'required',
      annually: 'amount',
      maxAge: 'order',
      family_discount_two: 'percent',
      'priceCodes.0.quantity': 'quantity',
    });
  });

  it('holds a price below the minimum as an error when the minimum applies', () => {
    const form = { ...newPlanForm(settings, 'dental'), monthly: '5', annually: '50' };
    expect(formToFields(form, context, messages).errors).toBeNull();
    const held = formToFields(form, { ...context, enforceMinimum: true }, messages);
    expect(Object.keys(held.errors ?? {})).toEqual(['monthly', 'annually']);
  });

  it('holds to the minimum a new plan, an active plan, and any changed price, but not a draft kept as it was', () => {
    const typed = { monthly: '5', annually: '50' };
    expect(minimumApplies(null, typed)).toBe(true);
    expect(minimumApplies({ viewStatus: 'active', pricing: { monthly: 500, annually: 5000 } }, typed)).toBe(true);
    expect(minimumApplies({ viewStatus: 'draft', pricing: { monthly: 900, annually: 9000 } }, typed)).toBe(true);
    expect(minimumApplies({ viewStatus: 'draft', pricing: { monthly: 500, annually: 5000 } }, typed)).toBe(false);
  });

  it('starts a plan from scratch at the brand pricing defaults: $49 and $499 dental, $99 and $990 vision', () => {
    expect(newPlanForm(settings, 'dental')).toMatchObject({ monthly: '49', annually: '499' });
    expect(newPlanForm(settings, 'vision')).toMatchObject({ monthly: '99', annually: '990' });
  });

  it('accepts an annual price of 0 for a plan not sold by the year', () => {
    expect(priceProblems({ monthly: 1000, annually: 0 }, 1000)).toEqual({});
    expect(priceProblems({ monthly: 1000, annually: 9999 }, 1000).annually).toMatch(/\$100/);
  });

  it('marks a procedure listed twice, in any spelling', () => {
    const form = {
      ...newPlanForm(settings, 'dental'),
      monthly: '29',
      annually: '300',
      priceCodes: [
        { code: 'D1110', quantity: '2' },
        { code: '1110', quantity: '1' },
      ],
    };
    expect(formToFields(form, context, messages).errors).toEqual({
      'priceCodes.1.code': expect.stringMatching(/D1110 is listed twice/),
    });
  });

  it('puts server errors of the save call on the field they are about', () => {
    expect(formFieldOfServerError('plan.pricing.monthly')).toBe('monthly');
    expect(formFieldOfServerError('plan.familyDiscounts.family_discount_four')).toBe('family_discount_four');
    expect(formFieldOfServerError('plan.priceCodes.2.code')).toBe('priceCodes.2.code');
  });

  it('values the included care at usual fees and names the first code without a fee', () => {
    const fees = { D1110: 11500, D0120: 6000, D0274: null };
    expect(
      careValue(
        [
          { code: 'D1110', quantity: '2' },
          { code: 'D0120', quantity: '2' },
        ],
        fees,
      ),
    ).toEqual({ valueCents: 35000, missingCode: null });
    expect(careValue([{ code: 'D0274', quantity: '1' }], fees)).toEqual({ valueCents: 0, missingCode: 'D0274' });
    expect(careValue([{ code: '1110', quantity: '1' }], fees).valueCents).toBe(11500);
  });
});
