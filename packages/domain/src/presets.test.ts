import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESETS_BY_TENANT, presetsFor } from './preset-catalog';
import {
  DEFAULT_MIN_MONTHLY_PRICE_CENTS,
  defaultMinMonthlyPriceCents,
  definePreset,
  fillPresetDescription,
  MissingUsualFeeError,
  type PlanPreset,
  presetAgeLimit,
  recommendedPriceCents,
  UCR_VALUE_NOT_FOUND,
  type UsualFees,
} from './presets';
import { DENTAL_PRESETS } from './presets-dental';
import { VISION_PRESETS } from './presets-vision';
import { DENTAL_PRESET_CODES, VISION_PRESET_CODES } from './procedure-codes';

/** An office's usual fees: $100 for every preset code unless changed. */
const usualFees = (over: UsualFees = {}): UsualFees => ({
  ...Object.fromEntries(
    [...Object.keys(DENTAL_PRESET_CODES), ...Object.keys(VISION_PRESET_CODES)].map((c) => [c, 10000]),
  ),
  ...over,
});

const byName = (presets: readonly PlanPreset[], name: string): PlanPreset => {
  const preset = presets.find((p) => p.name === name);
  if (!preset) throw new Error(`No preset named ${name}`);
  return preset;
};
const dental = (name: string) => byName(DENTAL_PRESETS, name);
const vision = (name: string) => byName(VISION_PRESETS, name);

const TEMPLATE_FIELDS = [
  'name',
  'description',
  'codes',
  'price_cents',
  'min_price_cents',
  'yearly_price_cents',
  'yearly_membership',
  'subscription_age_group',
  'type',
  'emergency',
  'fluoride',
  'whitening',
  'teledentistry',
  'maxAge',
  'minAge',
  'has_limit',
  'ageLimit',
  'limit_type',
  'age_limit',
  'worryFree',
  'showOnEnrollmentMonthly',
  'showOnEnrollmentAnnual',
  'showOnBC',
  'yearly_active',
  'monthly_active',
  'presetType',
  'recommendedPricingFormula',
];

describe('dental presets (spec 02 section 3)', () => {
  it('offers every dental template the spec names, in its order (nineteen names; the issue says 18)', () => {
    expect(DENTAL_PRESETS.map((p) => p.name)).toEqual([
      'Adult Wellness',
      'Child Wellness',
      'Perio Maintenance',
      'Toddler',
      'Child',
      'Teen',
      'Perio 1x',
      'Perio 2x',
      'Perio 4x',
      'Whitening',
      'Retainer Club',
      'Denture',
      'OverDenture',
      'Out Of Network',
      'VIP',
      'Sealant',
      'Preventative Care',
      'New Patient Voucher',
      'Established Patient Voucher',
    ]);
  });

  it('prices Adult Wellness as D1110 x2 + D0120 x2 + D0274', () => {
    expect(dental('Adult Wellness').recommendedPricingFormula).toEqual([
      ['D1110', 2],
      ['D0120', 2],
      ['D0274', 1],
    ]);
  });

  it('limits the ages the spec gives', () => {
    expect(dental('Child Wellness')).toMatchObject({ maxAge: 13, minAge: null, limit_type: 'under', has_limit: true });
    expect(dental('Toddler')).toMatchObject({ maxAge: 3, minAge: null, limit_type: 'under' });
    expect(dental('Child')).toMatchObject({ minAge: 4, maxAge: 12, limit_type: 'between' });
    expect(dental('Teen')).toMatchObject({ minAge: 13, maxAge: null, limit_type: 'over', age_limit: 'over_limit' });
    const limited = ['Child Wellness', 'Toddler', 'Child', 'Teen'];
    for (const preset of DENTAL_PRESETS.filter((p) => !limited.includes(p.name))) {
      expect(preset).toMatchObject({ minAge: null, maxAge: null, has_limit: false, limit_type: 'no_limit' });
    }
  });

  it('sets the minimum prices the spec gives', () => {
    expect(dental('Whitening').min_price_cents).toBe(1999);
    for (const name of ['Retainer Club', 'Denture', 'OverDenture', 'Out Of Network']) {
      expect(dental(name).min_price_cents).toBe(500);
    }
    expect(dental('VIP').min_price_cents).toBe(2500);
    expect(dental('Sealant').min_price_cents).toBe(1000);
    expect(dental('Preventative Care').min_price_cents).toBe(1000);
  });

  it('gives the other presets the default minimum of their preset type', () => {
    expect(dental('Adult Wellness').min_price_cents).toBe(1999);
    expect(dental('Child Wellness').min_price_cents).toBe(1499);
    expect(dental('Perio 4x').min_price_cents).toBe(2500);
    expect(dental('New Patient Voucher').min_price_cents).toBe(1000);
  });

  it('includes teledentistry in the Out Of Network plan', () => {
    expect(dental('Out Of Network').teledentistry).toBe(true);
  });

  it('prices every dental preset code and nothing else', () => {
    const used = new Set(DENTAL_PRESETS.flatMap((p) => p.recommendedPricingFormula.map(([code]) => code)));
    expect([...used].sort()).toEqual(Object.keys(DENTAL_PRESET_CODES).sort());
  });
});

describe('vision presets (spec 02 section 3)', () => {
  it('offers the four vision templates in the spec order', () => {
    expect(VISION_PRESETS.map((p) => p.name)).toEqual([
      'Exam & Eyewear',
      'Eyewear Only + Contacts',
      'Exam & Eyewear + Contacts',
      'Eyewear Only',
    ]);
  });

  it('sets Eyewear Only at a $1 minimum and the others at the $10 default', () => {
    expect(vision('Eyewear Only').min_price_cents).toBe(100);
    expect(VISION_PRESETS.filter((p) => p.name !== 'Eyewear Only').map((p) => p.min_price_cents)).toEqual([
      1000, 1000, 1000,
    ]);
  });

  it('prices with 92014, 92015, S9986 and 92310 only', () => {
    const used = new Set(VISION_PRESETS.flatMap((p) => p.recommendedPricingFormula.map(([code]) => code)));
    expect([...used].sort()).toEqual(Object.keys(VISION_PRESET_CODES).sort());
  });

  it('includes contacts exactly in the plans named with contacts', () => {
    for (const preset of VISION_PRESETS) {
      expect(preset.codes.includes('92310')).toBe(preset.name.includes('Contacts'));
    }
  });
});

describe('every template', () => {
  it.each([...DENTAL_PRESETS, ...VISION_PRESETS].map((p) => [p.name, p] as const))(
    '%s has every template field',
    (_, preset) => {
      expect(Object.keys(preset).sort()).toEqual([...TEMPLATE_FIELDS].sort());
      expect(preset.type).toBe('custom');
      expect(preset.codes).toEqual(preset.recommendedPricingFormula.map(([code]) => code));
      expect(preset.description).toContain('{discountPercent}');
      expect(preset.description.includes('{planValue}')).toBe(preset.recommendedPricingFormula.length > 0);
      for (const [, quantity] of preset.recommendedPricingFormula)
        expect(Number.isInteger(quantity) && quantity > 0).toBe(true);
      expect(Number.isInteger(preset.min_price_cents) && preset.min_price_cents > 0).toBe(true);
    },
  );

  it('gives each brand its own presets', () => {
    expect(presetsFor('dental')).toBe(DENTAL_PRESETS);
    expect(presetsFor('vision')).toBe(VISION_PRESETS);
    expect(Object.keys(PRESETS_BY_TENANT).sort()).toEqual(['dental', 'vision']);
  });
});

describe('default minimum monthly price by preset type (spec 02 section 9)', () => {
  it('is exactly the table of the spec, in cents', () => {
    expect(DEFAULT_MIN_MONTHLY_PRICE_CENTS).toEqual({
      general_adult: 1999,
      general_child: 1499,
      general_perio: 2500,
      pediatric_toddler: 1499,
      pediatric_child: 1499,
      pediatric_teen: 1499,
      periodontic_perio1: 2500,
      periodontic_perio2: 2500,
      periodontic_perio4: 2500,
      general_exam: 1000,
      general_refraction: 1000,
      general_exam_eyewear: 1000,
      refraction_eyewear: 100,
      voucher_patient: 1000,
      voucher_patient_established: 1000,
      whitening: 1000,
    });
  });

  it('has no default for a type the spec does not list', () => {
    expect(defaultMinMonthlyPriceCents('vip')).toBeNull();
    expect(defaultMinMonthlyPriceCents('general_perio')).toBe(2500);
    expect(() =>
      definePreset({ name: 'Nameless', presetType: 'vip', description: '', recommendedPricingFormula: [] }),
    ).toThrow(/minimum price/);
  });
});

describe('age limits of a template', () => {
  it('derives every limit field from the minimum and maximum age', () => {
    expect(presetAgeLimit()).toEqual({
      minAge: null,
      maxAge: null,
      has_limit: false,
      ageLimit: null,
      limit_type: 'no_limit',
      age_limit: 'no_limit',
    });
    expect(presetAgeLimit(null, 13)).toMatchObject({
      has_limit: true,
      ageLimit: 13,
      limit_type: 'under',
      age_limit: 'under_limit',
    });
    expect(presetAgeLimit(13)).toMatchObject({
      has_limit: true,
      ageLimit: 13,
      limit_type: 'over',
      age_limit: 'over_limit',
    });
    expect(presetAgeLimit(4, 12)).toMatchObject({ has_limit: true, ageLimit: 12, limit_type: 'between' });
  });
});

describe('preset descriptions', () => {
  it('fills the discount percent and the plan value', () => {
    expect(
      fillPresetDescription(dental('Adult Wellness').description, { discountPercent: 15, planValueCents: 125000 }),
    ).toBe(
      'Two cleanings, two exams and a set of bitewing x-rays every year, plus 15% off other treatment. A $1,250 value.',
    );
    expect(
      fillPresetDescription('{discountPercent}% / {discountPercent}% / {planValue}', {
        discountPercent: 12.5,
        planValueCents: 1999,
      }),
    ).toBe('12.5% / 12.5% / $19.99');
  });
});

describe('recommended price from the usual fees (spec 02 section 3)', () => {
  it('sums each usual fee times its quantity', () => {
    const fees = usualFees({ D1110: 9500, D0120: 5500, D0274: 6500 });
    expect(recommendedPriceCents(dental('Adult Wellness').recommendedPricingFormula, fees)).toBe(36500);
    expect(recommendedPriceCents([], fees)).toBe(0);
  });

  it('finds dental fees keyed without the D prefix', () => {
    expect(recommendedPriceCents([['D1110', 2]], { '1110': 9500 })).toBe(19000);
  });

  it('fails with "Couldn\'t find the UCR Value" when a fee is missing', () => {
    expect(UCR_VALUE_NOT_FOUND).toBe("Couldn't find the UCR Value");
    const formula = dental('Adult Wellness').recommendedPricingFormula;
    expect(() => recommendedPriceCents(formula, { D1110: 9500, D0120: 5500 })).toThrow(UCR_VALUE_NOT_FOUND);
    expect(() => recommendedPriceCents(formula, usualFees({ D0120: null }))).toThrow(MissingUsualFeeError);
    try {
      recommendedPriceCents(formula, usualFees({ D0274: undefined }));
    } catch (error) {
      expect(error).toBeInstanceOf(MissingUsualFeeError);
      expect((error as MissingUsualFeeError).message).toBe("Couldn't find the UCR Value");
      expect((error as MissingUsualFeeError).code).toBe('D0274');
    }
  });

  it('prices every preset of both brands when every fee is known', () => {
    for (const preset of [...DENTAL_PRESETS, ...VISION_PRESETS]) {
      const quantity = preset.recommendedPricingFormula.reduce((n, [, q]) => n + q, 0);
      expect(recommendedPriceCents(preset.recommendedPricingFormula, usualFees())).toBe(quantity * 10000);
    }
  });

  it('is the sum of the fees times the quantities for any formula', () => {
    const codes = Object.keys(DENTAL_PRESET_CODES);
    const formula = fc.array(fc.tuple(fc.constantFrom(...codes), fc.integer({ min: 1, max: 12 })), { maxLength: 10 });
    const fees = fc.record(Object.fromEntries(codes.map((c) => [c, fc.integer({ min: 0, max: 500_000 })])));
    fc.assert(
      fc.property(formula, fees, (f, usual) => {
        const expected = f.reduce((sum, [code, quantity]) => sum + (usual[code] ?? 0) * quantity, 0);
        expect(recommendedPriceCents(f, usual)).toBe(expected);
      }),
    );
  });
});
