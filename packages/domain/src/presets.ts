import { type Cents, formatMoney } from './money';
import type { SubscriptionAgeGroup } from './plans';
import { procedureCodeVariants } from './procedure-codes';

/** A (procedure code, quantity) pair of a recommended-pricing formula (spec 02 section 3 'Plan template'). */
export type FormulaItem = readonly [code: string, quantity: number];
export type PricingFormula = readonly FormulaItem[];

/** Preset types of the dental presets: the ones spec 02 section 9 names, then one per other preset. */
export const DENTAL_PRESET_TYPES = [
  'general_adult',
  'general_child',
  'general_perio',
  'pediatric_toddler',
  'pediatric_child',
  'pediatric_teen',
  'periodontic_perio1',
  'periodontic_perio2',
  'periodontic_perio4',
  'whitening',
  'retainer_club',
  'denture',
  'overdenture',
  'out_of_network',
  'vip',
  'sealant',
  'preventative_care',
  'voucher_patient',
  'voucher_patient_established',
] as const;

/** Preset types of the vision presets (spec 02 section 9 'Default minimum monthly price by preset type'). */
export const VISION_PRESET_TYPES = [
  'general_exam_eyewear',
  'general_refraction',
  'general_exam',
  'refraction_eyewear',
] as const;

export type DentalPresetType = (typeof DENTAL_PRESET_TYPES)[number];
export type VisionPresetType = (typeof VISION_PRESET_TYPES)[number];
export type PresetType = DentalPresetType | VisionPresetType;

/**
 * The vision preset-type names (spec 02 section 3). The spec lists the names and the types without pairing them;
 * they are paired so that the types with 'refraction' are the eyewear-only plans, the types with 'exam' include
 * the exam, and the '_eyewear' types leave contacts out. Only refraction_eyewear has a different minimum ($1).
 */
export const VISION_PRESET_TYPE_NAMES: Record<VisionPresetType, string> = {
  general_exam_eyewear: 'Exam & Eyewear',
  general_refraction: 'Eyewear Only + Contacts',
  general_exam: 'Exam & Eyewear + Contacts',
  refraction_eyewear: 'Eyewear Only',
};

/**
 * Default minimum monthly price by preset type, in cents, exactly as spec 02 section 9 lists it
 * ('pediatric_toddler, child, teen' read as the three pediatric types, 'periodontic_perio1, 2, 4' likewise).
 */
export const DEFAULT_MIN_MONTHLY_PRICE_CENTS = {
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
} as const satisfies Partial<Record<PresetType, Cents>>;

/** The default minimum monthly price of a preset type, or null for a type spec 02 section 9 does not list. */
export function defaultMinMonthlyPriceCents(presetType: PresetType): Cents | null {
  const table: Partial<Record<PresetType, Cents>> = DEFAULT_MIN_MONTHLY_PRICE_CENTS;
  return table[presetType] ?? null;
}

export type PresetLimitType = 'no_limit' | 'under' | 'over' | 'between' | '';
export type PresetAgeLimit = 'no_limit' | 'under' | 'under_limit' | 'over_limit';

/** The yearly variant a plan lists first in yearly_membership (spec 02 section 3). */
export type YearlyVariant = { price_cents: Cents };

/**
 * A plan template (spec 02 section 3 'Plan template (presets)'). Prices are integer cents, so price,
 * min_price and yearly_price are named price_cents, min_price_cents and yearly_price_cents.
 */
export type PlanPreset = {
  name: string;
  /** With the placeholders {discountPercent} and {planValue}; see fillPresetDescription. */
  description: string;
  /** The procedure codes the plan includes: those of its formula. */
  codes: readonly string[];
  /** Monthly price; 0 until the office prices the plan (from recommendedPriceCents). */
  price_cents: Cents;
  /** The lowest monthly price the office may set. */
  min_price_cents: Cents;
  /** Yearly price; 0 until the office prices the plan. */
  yearly_price_cents: Cents;
  yearly_membership: readonly YearlyVariant[];
  subscription_age_group: SubscriptionAgeGroup;
  type: 'custom';
  emergency: boolean;
  fluoride: boolean;
  whitening: boolean;
  teledentistry: boolean;
  maxAge: number | null;
  minAge: number | null;
  has_limit: boolean;
  /** The bound of a one-sided age limit; for a range, its upper bound (minAge and maxAge carry both). */
  ageLimit: number | null;
  limit_type: PresetLimitType;
  /** The older one-bound encoding: under_limit when a maximum age applies, over_limit for a minimum only. */
  age_limit: PresetAgeLimit;
  worryFree: { year: boolean; month: boolean };
  showOnEnrollmentMonthly: boolean;
  showOnEnrollmentAnnual: boolean;
  showOnBC: boolean;
  yearly_active: boolean;
  monthly_active: boolean;
  presetType: PresetType;
  recommendedPricingFormula: PricingFormula;
};

/** What distinguishes one preset from another; definePreset fills in the rest. */
export type PresetDefinition = Pick<PlanPreset, 'name' | 'description' | 'presetType' | 'recommendedPricingFormula'> &
  Partial<Pick<PlanPreset, 'subscription_age_group' | 'emergency' | 'fluoride' | 'whitening' | 'teledentistry'>> & {
    minAge?: number;
    maxAge?: number;
    /** When the preset has its own minimum; otherwise the default for its preset type. */
    min_price_cents?: Cents;
  };

type AgeLimitFields = Pick<PlanPreset, 'minAge' | 'maxAge' | 'has_limit' | 'ageLimit' | 'limit_type' | 'age_limit'>;

/** The age-limit fields of a template, all derived from its minimum and maximum age. */
export function presetAgeLimit(minAge?: number | null, maxAge?: number | null): AgeLimitFields {
  const min = minAge ?? null;
  const max = maxAge ?? null;
  if (min === null && max === null) {
    return {
      minAge: null,
      maxAge: null,
      has_limit: false,
      ageLimit: null,
      limit_type: 'no_limit',
      age_limit: 'no_limit',
    };
  }
  if (min === null)
    return { minAge: min, maxAge: max, has_limit: true, ageLimit: max, limit_type: 'under', age_limit: 'under_limit' };
  if (max === null)
    return { minAge: min, maxAge: max, has_limit: true, ageLimit: min, limit_type: 'over', age_limit: 'over_limit' };
  return { minAge: min, maxAge: max, has_limit: true, ageLimit: max, limit_type: 'between', age_limit: 'under_limit' };
}

/**
 * A full template from its definition: a custom plan for adults unless told, shown on every enrolment and on
 * BusinessConnect, monthly and yearly both active, not yet priced, no worry-free guarantee.
 */
export function definePreset(definition: PresetDefinition): PlanPreset {
  const minPrice = definition.min_price_cents ?? defaultMinMonthlyPriceCents(definition.presetType);
  if (minPrice === null) throw new Error(`Preset '${definition.name}' needs a minimum price`);
  return {
    name: definition.name,
    description: definition.description,
    codes: definition.recommendedPricingFormula.map(([code]) => code),
    price_cents: 0,
    min_price_cents: minPrice,
    yearly_price_cents: 0,
    yearly_membership: [],
    subscription_age_group: definition.subscription_age_group ?? 'adult',
    type: 'custom',
    emergency: definition.emergency ?? false,
    fluoride: definition.fluoride ?? false,
    whitening: definition.whitening ?? false,
    teledentistry: definition.teledentistry ?? false,
    ...presetAgeLimit(definition.minAge, definition.maxAge),
    worryFree: { year: false, month: false },
    showOnEnrollmentMonthly: true,
    showOnEnrollmentAnnual: true,
    showOnBC: true,
    yearly_active: true,
    monthly_active: true,
    presetType: definition.presetType,
    recommendedPricingFormula: definition.recommendedPricingFormula,
  };
}

/** The placeholders a preset description carries. */
export const PRESET_DESCRIPTION_PLACEHOLDERS = {
  discountPercent: '{discountPercent}',
  planValue: '{planValue}',
} as const;

/**
 * A preset description with its placeholders filled: the discount as a plain percent number (12.5) and the
 * plan's value as money ('$1,250', '$19.99').
 */
export function fillPresetDescription(
  template: string,
  values: { discountPercent: number; planValueCents: Cents },
): string {
  return template
    .replaceAll(PRESET_DESCRIPTION_PLACEHOLDERS.discountPercent, String(values.discountPercent))
    .replaceAll(PRESET_DESCRIPTION_PLACEHOLDERS.planValue, formatMoney(values.planValueCents));
}

/** The error message when a formula's procedure has no usual fee (spec 01 and 02 section 8). */
export const UCR_VALUE_NOT_FOUND = "Couldn't find the UCR Value";

/** A formula names a procedure the office has no usual fee for; `code` says which. */
export class MissingUsualFeeError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(UCR_VALUE_NOT_FOUND);
    this.name = 'MissingUsualFeeError';
    this.code = code;
  }
}

/** The office's usual fees in cents by procedure code; a dental code is found with or without its D prefix. */
export type UsualFees = Readonly<Record<string, Cents | null | undefined>>;

function usualFeeFor(code: string, fees: UsualFees): Cents | null {
  for (const key of procedureCodeVariants(code)) {
    const fee = fees[key];
    if (fee !== null && fee !== undefined) return fee;
  }
  return null;
}

/**
 * The recommended price of a formula (spec 02 section 3): the sum of each procedure's usual fee times its quantity,
 * in cents. Throws MissingUsualFeeError ("Couldn't find the UCR Value") when a procedure has no fee.
 */
export function recommendedPriceCents(formula: PricingFormula, usualFees: UsualFees): Cents {
  let total = 0;
  for (const [code, quantity] of formula) {
    const fee = usualFeeFor(code, usualFees);
    if (fee === null) throw new MissingUsualFeeError(code);
    total += fee * quantity;
  }
  return total;
}
