import { definePreset, type PlanPreset } from './presets';

/**
 * The dental plan templates (spec 02 section 3 'Dental presets'): all 19 the spec names, though the issue counts
 * 18, with the ages and minimum prices the spec gives; a preset without its own minimum takes its preset type's
 * default (section 9). Formulas price only the procedures a plan includes each year; whitening gel, retainers,
 * denture care and sealants have no code among the preset codes, so those plans are priced from their minimum.
 */
export const DENTAL_PRESETS: readonly PlanPreset[] = [
  definePreset({
    name: 'Adult Wellness',
    presetType: 'general_adult',
    description:
      'Two cleanings, two exams and a set of bitewing x-rays every year, plus {discountPercent}% off other treatment. A {planValue} value.',
    recommendedPricingFormula: [
      ['D1110', 2],
      ['D0120', 2],
      ['D0274', 1],
    ],
  }),
  definePreset({
    name: 'Child Wellness',
    presetType: 'general_child',
    subscription_age_group: 'child',
    maxAge: 13,
    fluoride: true,
    description:
      'For children up to 13: two cleanings, two exams, two fluoride treatments and bitewing x-rays every year, plus {discountPercent}% off other treatment. A {planValue} value.',
    recommendedPricingFormula: [
      ['D1120', 2],
      ['D0120', 2],
      ['D1208', 2],
      ['D0272', 1],
    ],
  }),
  definePreset({
    name: 'Perio Maintenance',
    presetType: 'general_perio',
    description:
      'For healthy gums: two periodontal maintenance cleanings alternating with two regular cleanings, two exams and bitewing x-rays every year, plus {discountPercent}% off other treatment. A {planValue} value.',
    recommendedPricingFormula: [
      ['D4910', 2],
      ['D1110', 2],
      ['D0120', 2],
      ['D0274', 1],
    ],
  }),
  definePreset({
    name: 'Toddler',
    presetType: 'pediatric_toddler',
    subscription_age_group: 'child',
    maxAge: 3,
    fluoride: true,
    description:
      'For little ones up to 3: two gentle cleanings, two exams and two fluoride varnish treatments every year, plus {discountPercent}% off other treatment. A {planValue} value.',
    recommendedPricingFormula: [
      ['D1120', 2],
      ['D0120', 2],
      ['D1206', 2],
    ],
  }),
  definePreset({
    name: 'Child',
    presetType: 'pediatric_child',
    subscription_age_group: 'child',
    minAge: 4,
    maxAge: 12,
    fluoride: true,
    description:
      'For children 4 to 12: two cleanings, two exams, two fluoride treatments and bitewing x-rays every year, plus {discountPercent}% off other treatment. A {planValue} value.',
    recommendedPricingFormula: [
      ['D1120', 2],
      ['D0120', 2],
      ['D1208', 2],
      ['D0272', 1],
    ],
  }),
  definePreset({
    name: 'Teen',
    presetType: 'pediatric_teen',
    subscription_age_group: 'child',
    minAge: 13,
    fluoride: true,
    description:
      'For teens from 13: two cleanings, two exams, two fluoride treatments and bitewing x-rays every year, plus {discountPercent}% off other treatment. A {planValue} value.',
    recommendedPricingFormula: [
      ['D1110', 2],
      ['D0120', 2],
      ['D1208', 2],
      ['D0274', 1],
    ],
  }),
  definePreset({
    name: 'Perio 1x',
    presetType: 'periodontic_perio1',
    description:
      'One periodontal maintenance cleaning and one regular cleaning, two exams and bitewing x-rays every year, plus {discountPercent}% off other treatment. A {planValue} value.',
    recommendedPricingFormula: [
      ['D4910', 1],
      ['D1110', 1],
      ['D0120', 2],
      ['D0274', 1],
    ],
  }),
  definePreset({
    name: 'Perio 2x',
    presetType: 'periodontic_perio2',
    description:
      'Two periodontal maintenance cleanings, two exams and bitewing x-rays every year, plus {discountPercent}% off other treatment. A {planValue} value.',
    recommendedPricingFormula: [
      ['D4910', 2],
      ['D0120', 2],
      ['D0274', 1],
    ],
  }),
  definePreset({
    name: 'Perio 4x',
    presetType: 'periodontic_perio4',
    description:
      'A periodontal maintenance cleaning every three months, two exams and bitewing x-rays every year, plus {discountPercent}% off other treatment. A {planValue} value.',
    recommendedPricingFormula: [
      ['D4910', 4],
      ['D0120', 2],
      ['D0274', 1],
    ],
  }),
  definePreset({
    name: 'Whitening',
    presetType: 'whitening',
    min_price_cents: 1999,
    whitening: true,
    description:
      'Take-home whitening gel refills all year to keep your smile bright, plus {discountPercent}% off in-office whitening and other treatment.',
    recommendedPricingFormula: [],
  }),
  definePreset({
    name: 'Retainer Club',
    presetType: 'retainer_club',
    min_price_cents: 500,
    description:
      'A replacement retainer when you need one and retainer checks, plus {discountPercent}% off other treatment.',
    recommendedPricingFormula: [],
  }),
  definePreset({
    name: 'Denture',
    presetType: 'denture',
    min_price_cents: 500,
    description:
      'A yearly exam with a denture check and oral cancer screening, plus {discountPercent}% off adjustments, relines and other treatment. A {planValue} value.',
    recommendedPricingFormula: [['D0120', 1]],
  }),
  definePreset({
    name: 'OverDenture',
    presetType: 'overdenture',
    min_price_cents: 500,
    description:
      'Two exams and a check of the teeth or implants under your overdenture with an x-ray every year, plus {discountPercent}% off other treatment. A {planValue} value.',
    recommendedPricingFormula: [
      ['D0120', 2],
      ['D0220', 1],
    ],
  }),
  definePreset({
    name: 'Out Of Network',
    presetType: 'out_of_network',
    min_price_cents: 500,
    emergency: true,
    teledentistry: true,
    description:
      'For patients whose insurance does not cover us: a virtual visit with the dentist and an emergency exam when something hurts, plus {discountPercent}% off treatment. A {planValue} value.',
    recommendedPricingFormula: [['D0140', 1]],
  }),
  definePreset({
    name: 'VIP',
    presetType: 'vip',
    min_price_cents: 2500,
    emergency: true,
    fluoride: true,
    whitening: true,
    teledentistry: true,
    description:
      'Everything we offer: two cleanings, two exams, two fluoride varnishes, bitewing and panoramic x-rays, an emergency exam with x-ray, whitening and virtual visits, plus {discountPercent}% off other treatment. A {planValue} value.',
    recommendedPricingFormula: [
      ['D1110', 2],
      ['D0120', 2],
      ['D1206', 2],
      ['D0274', 1],
      ['D0330', 1],
      ['D0140', 1],
      ['D0220', 1],
    ],
  }),
  definePreset({
    name: 'Sealant',
    presetType: 'sealant',
    subscription_age_group: 'child',
    min_price_cents: 1000,
    description: 'Sealants on the permanent molars to keep cavities away, plus {discountPercent}% off other treatment.',
    recommendedPricingFormula: [],
  }),
  definePreset({
    name: 'Preventative Care',
    presetType: 'preventative_care',
    min_price_cents: 1000,
    fluoride: true,
    description:
      'Two cleanings, two exams, a fluoride treatment and a full set of x-rays every year, plus {discountPercent}% off other treatment. A {planValue} value.',
    recommendedPricingFormula: [
      ['D1110', 2],
      ['D0120', 2],
      ['D1208', 1],
      ['D0210', 1],
    ],
  }),
  definePreset({
    name: 'New Patient Voucher',
    presetType: 'voucher_patient',
    description:
      'Your first visit: a comprehensive exam, a full set of x-rays and a cleaning, plus {discountPercent}% off the treatment you need. A {planValue} value.',
    recommendedPricingFormula: [
      ['D0150', 1],
      ['D0210', 1],
      ['D1110', 1],
    ],
  }),
  definePreset({
    name: 'Established Patient Voucher',
    presetType: 'voucher_patient_established',
    description:
      'Your next visit: an exam, bitewing x-rays and a cleaning, plus {discountPercent}% off the treatment you need. A {planValue} value.',
    recommendedPricingFormula: [
      ['D0120', 1],
      ['D0274', 1],
      ['D1110', 1],
    ],
  }),
];
