import { definePreset, type PlanPreset, VISION_PRESET_TYPE_NAMES } from './presets';

/**
 * The 4 vision plan templates (spec 02 section 3 'Vision presets'), priced from 92014, 92015, S9986 and 92310.
 * Frames, lenses and contact lenses have no procedure code, so the formulas price the exams and fittings.
 */
export const VISION_PRESETS: readonly PlanPreset[] = [
  definePreset({
    name: VISION_PRESET_TYPE_NAMES.general_exam_eyewear,
    presetType: 'general_exam_eyewear',
    description:
      'A yearly eye exam with refraction and retinal screening, plus {discountPercent}% off frames and lenses. A {planValue} value.',
    recommendedPricingFormula: [
      ['92014', 1],
      ['92015', 1],
      ['S9986', 1],
    ],
  }),
  definePreset({
    name: VISION_PRESET_TYPE_NAMES.general_refraction,
    presetType: 'general_refraction',
    description:
      'A yearly refraction for your glasses prescription and a contact lens exam, plus {discountPercent}% off frames, lenses and contacts. A {planValue} value.',
    recommendedPricingFormula: [
      ['92015', 1],
      ['92310', 1],
    ],
  }),
  definePreset({
    name: VISION_PRESET_TYPE_NAMES.general_exam,
    presetType: 'general_exam',
    description:
      'A yearly eye exam with refraction, retinal screening and a contact lens exam, plus {discountPercent}% off frames, lenses and contacts. A {planValue} value.',
    recommendedPricingFormula: [
      ['92014', 1],
      ['92015', 1],
      ['S9986', 1],
      ['92310', 1],
    ],
  }),
  definePreset({
    name: VISION_PRESET_TYPE_NAMES.refraction_eyewear,
    presetType: 'refraction_eyewear',
    min_price_cents: 100,
    description:
      'A yearly refraction for your glasses prescription, plus {discountPercent}% off frames and lenses. A {planValue} value.',
    recommendedPricingFormula: [['92015', 1]],
  }),
];
