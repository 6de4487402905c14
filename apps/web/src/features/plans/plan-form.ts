import type { FamilyDiscounts, Plan, PlanFields, PlanSettings, PresetOffer } from '@mhq/contract';
import {
  canonicalProcedureCode,
  centsToDollars,
  customMembershipDefaults,
  duplicatePriceCode,
  duplicatePriceCodeMessage,
  formulaOf,
  MissingUsualFeeError,
  type PresetType,
  recommendedPriceCents,
  startingPlanPricing,
  type TenantId,
  type UsualFees,
} from '@mhq/domain';

import { parseDollars } from './money-text';
import { priceProblems } from './plan-minimum';

export { parseDollars } from './money-text';
export { checkNewPrice, minimumApplies, priceProblems } from './plan-minimum';

/**
 * The plan editor's form: what the owner types, as typed (dollars and percents as text), and the conversion
 * to the contract's PlanFields (integer cents) with the checks a person should see before the server answers.
 */
export type PriceCodeRow = { code: string; quantity: string };

export type PlanFormValues = {
  planName: string;
  spanishName: string;
  description: string;
  spanishDescription: string;
  notes: string;
  monthly: string;
  annually: string;
  subscription_age_group: 'adult' | 'child';
  minAge: string;
  maxAge: string;
  forInsured: boolean;
  forUninsured: boolean;
  showOnEnrollmentMonthly: boolean;
  showOnEnrollmentAnnual: boolean;
  showOnInternalEnrollmentMonthly: boolean;
  showOnInternalEnrollmentAnnual: boolean;
  showOnBC: boolean;
  worryFreeMonth: boolean;
  worryFreeYear: boolean;
  activationFee: string;
  family_discount_two: string;
  family_discount_three: string;
  family_discount_four: string;
  disableGpp: boolean;
  disableFamilyDiscounts: boolean;
  priceCodes: PriceCodeRow[];
};

export type FormErrors = Partial<Record<string, string>>;

/** Messages of the checks; the page passes its texts so this file stays free of the UI. */
export type FormMessages = {
  required: string;
  invalidAmount: string;
  invalidPercent: string;
  invalidAge: string;
  invalidQuantity: string;
  ageOrder: string;
};

/** Dollars for an input: '29' for whole dollars, '29.50' otherwise; empty for no amount. */
export function dollarsText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const text = centsToDollars(cents);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** A percent from 0 to 100 with at most two decimals; null when empty, undefined when invalid. */
export function parsePercent(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= 100 ? value : undefined;
}

function parseAge(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= 120 ? value : undefined;
}

const ageText = (age: number | null) => (age === null ? '' : String(age));
const percentText = (n: number) => String(n);

function discountsText(d: FamilyDiscounts) {
  return {
    family_discount_two: percentText(d.family_discount_two),
    family_discount_three: percentText(d.family_discount_three),
    family_discount_four: percentText(d.family_discount_four),
  };
}

/** The form of a saved plan. */
export function planToForm(plan: Plan): PlanFormValues {
  return {
    planName: plan.planName,
    spanishName: plan.spanishName,
    description: plan.description,
    spanishDescription: plan.spanishDescription,
    notes: plan.notes,
    monthly: dollarsText(plan.pricing.monthly),
    annually: dollarsText(plan.pricing.annually),
    subscription_age_group: plan.subscription_age_group,
    minAge: ageText(plan.minAge),
    maxAge: ageText(plan.maxAge),
    forInsured: plan.forInsured,
    forUninsured: plan.forUninsured,
    showOnEnrollmentMonthly: plan.showOnEnrollmentMonthly,
    showOnEnrollmentAnnual: plan.showOnEnrollmentAnnual,
    showOnInternalEnrollmentMonthly: plan.showOnInternalEnrollmentMonthly,
    showOnInternalEnrollmentAnnual: plan.showOnInternalEnrollmentAnnual,
    showOnBC: plan.showOnBC,
    worryFreeMonth: plan.worryFree.month,
    worryFreeYear: plan.worryFree.year,
    activationFee: dollarsText(plan.activationFee),
    ...discountsText(plan.familyDiscounts),
    disableGpp: plan.disableGpp,
    disableFamilyDiscounts: plan.disableFamilyDiscounts,
    priceCodes: plan.priceCodes.map((p) => ({ code: p.code, quantity: String(p.quantity) })),
  };
}

/**
 * A new plan (spec 02 section 3 defaults), taking the office's family discounts; 'New Plan' when from scratch. Its
 * prices start at the preset's recommended pricing, else at the brand's pricing defaults (spec 02 section 9).
 */
export function newPlanForm(settings: PlanSettings, tenant: TenantId, preset?: PresetOffer): PlanFormValues {
  const defaults = customMembershipDefaults();
  const starting = startingPlanPricing(tenant, preset?.recommendedPricing);
  return {
    planName: preset?.name ?? 'New Plan',
    spanishName: '',
    description: preset?.description ?? '',
    spanishDescription: '',
    notes: '',
    monthly: dollarsText(starting.monthly),
    annually: dollarsText(starting.annually),
    subscription_age_group: preset?.subscription_age_group ?? defaults.subscription_age_group,
    minAge: ageText(preset?.minAge ?? null),
    maxAge: ageText(preset?.maxAge ?? null),
    forInsured: defaults.forInsured,
    forUninsured: defaults.forUninsured,
    showOnEnrollmentMonthly: defaults.showOnEnrollmentMonthly,
    showOnEnrollmentAnnual: defaults.showOnEnrollmentAnnual,
    showOnInternalEnrollmentMonthly: defaults.showOnInternalEnrollmentMonthly,
    showOnInternalEnrollmentAnnual: defaults.showOnInternalEnrollmentAnnual,
    showOnBC: defaults.showOnBC,
    worryFreeMonth: false,
    worryFreeYear: false,
    activationFee: dollarsText(defaults.activationFee),
    ...discountsText(settings.familyDiscounts),
    disableGpp: false,
    disableFamilyDiscounts: false,
    priceCodes: (preset?.priceCodes ?? []).map((p) => ({ code: p.code, quantity: String(p.quantity) })),
  };
}

/**
 * The form as the save call takes it, or the errors to show (keys are form field names, price-code rows as
 * `priceCodes.<n>.code`). With `enforceMinimum` (minimumApplies) a price below the plan's minimums is an error.
 */
export function formToFields(
  values: PlanFormValues,
  context: { presetType: PresetType | null; minimumMonthlyCents: number; enforceMinimum: boolean },
  messages: FormMessages,
): { fields: PlanFields; errors: null } | { fields: null; errors: FormErrors } {
  const errors: FormErrors = {};
  const amount = (name: keyof PlanFormValues, text: string, required: boolean): number | null => {
    const cents = parseDollars(text);
    if (cents === undefined) errors[name] = messages.invalidAmount;
    else if (cents === null && required) errors[name] = messages.required;
    return cents ?? null;
  };
  const percent = (name: keyof PlanFormValues, text: string): number => {
    const value = parsePercent(text);
    if (value === undefined) errors[name] = messages.invalidPercent;
    return value ?? 0;
  };
  const age = (name: keyof PlanFormValues, text: string): number | null => {
    const value = parseAge(text);
    if (value === undefined) errors[name] = messages.invalidAge;
    return value ?? null;
  };

  if (values.planName.trim() === '') errors.planName = messages.required;
  const monthly = amount('monthly', values.monthly, true);
  const annually = amount('annually', values.annually, true);
  if (context.enforceMinimum) {
    for (const [name, message] of Object.entries(priceProblems({ monthly, annually }, context.minimumMonthlyCents))) {
      errors[name] ??= message;
    }
  }
  const minAge = age('minAge', values.minAge);
  const maxAge = age('maxAge', values.maxAge);
  if (minAge !== null && maxAge !== null && minAge > maxAge) errors.maxAge = messages.ageOrder;
  const activationFee = amount('activationFee', values.activationFee, false);
  const familyDiscounts = {
    family_discount_two: percent('family_discount_two', values.family_discount_two),
    family_discount_three: percent('family_discount_three', values.family_discount_three),
    family_discount_four: percent('family_discount_four', values.family_discount_four),
  };
  const priceCodes = values.priceCodes.map((row, index) => {
    const code = row.code.trim().toUpperCase();
    if (code === '') errors[`priceCodes.${index}.code`] = messages.required;
    const quantity = Number(row.quantity);
    if (!/^\d{1,2}$/.test(row.quantity.trim()) || quantity < 1 || quantity > 24) {
      errors[`priceCodes.${index}.quantity`] = messages.invalidQuantity;
    }
    return { code, quantity };
  });
  const duplicate = duplicatePriceCode(priceCodes.filter((p) => p.code !== ''));
  if (duplicate) {
    const index = priceCodes.findLastIndex((p) => p.code !== '' && canonicalProcedureCode(p.code) === duplicate);
    errors[`priceCodes.${index}.code`] ??= duplicatePriceCodeMessage(duplicate);
  }

  if (Object.keys(errors).length > 0) return { fields: null, errors };
  return {
    errors: null,
    fields: {
      planName: values.planName.trim(),
      spanishName: values.spanishName.trim(),
      description: values.description.trim(),
      spanishDescription: values.spanishDescription.trim(),
      notes: values.notes.trim(),
      pricing: { monthly: monthly ?? 0, annually: annually ?? 0 },
      presetType: context.presetType,
      subscription_age_group: values.subscription_age_group,
      minAge,
      maxAge,
      forInsured: values.forInsured,
      forUninsured: values.forUninsured,
      showOnEnrollmentMonthly: values.showOnEnrollmentMonthly,
      showOnEnrollmentAnnual: values.showOnEnrollmentAnnual,
      showOnInternalEnrollmentMonthly: values.showOnInternalEnrollmentMonthly,
      showOnInternalEnrollmentAnnual: values.showOnInternalEnrollmentAnnual,
      showOnBC: values.showOnBC,
      worryFree: { month: values.worryFreeMonth, year: values.worryFreeYear },
      activationFee,
      familyDiscounts,
      disableGpp: values.disableGpp,
      disableFamilyDiscounts: values.disableFamilyDiscounts,
      priceCodes,
    },
  };
}

/** Where a server field error of the save call belongs in the form ('plan.pricing.monthly' → 'monthly'). */
export function formFieldOfServerError(path: string): string {
  const key = path.replace(/^plan\./, '');
  const direct: Record<string, string> = {
    'pricing.monthly': 'monthly',
    'pricing.annually': 'annually',
    'worryFree.month': 'worryFreeMonth',
    'worryFree.year': 'worryFreeYear',
    'familyDiscounts.family_discount_two': 'family_discount_two',
    'familyDiscounts.family_discount_three': 'family_discount_three',
    'familyDiscounts.family_discount_four': 'family_discount_four',
  };
  return direct[key] ?? key;
}

/** The complete lines of the included care (a code and a whole quantity from 1), as the pricing rules take them. */
export function includedCare(rows: readonly PriceCodeRow[]): { code: string; quantity: number }[] {
  return rows
    .map((row) => ({ code: row.code.trim().toUpperCase(), quantity: Number(row.quantity) }))
    .filter((row) => row.code !== '' && Number.isInteger(row.quantity) && row.quantity >= 1);
}

/** The value of the included care at the office's usual fees (the domain's rule), or the first code without a fee. */
export function careValue(
  rows: readonly PriceCodeRow[],
  usualFees: UsualFees,
): { valueCents: number; missingCode: string | null } {
  try {
    return { valueCents: recommendedPriceCents(formulaOf(includedCare(rows)), usualFees), missingCode: null };
  } catch (error) {
    if (error instanceof MissingUsualFeeError) return { valueCents: 0, missingCode: error.code };
    throw error;
  }
}
