import {
  brandPreset,
  canonicalProcedureCode,
  type PlanPreset,
  type PresetType,
  type TenantConfig,
  type TenantId,
} from '@mhq/domain';

export type ToolLang = 'en' | 'es';

/**
 * The plan a patient-facing calculator shows by default: the brand's everyday plan for adults (Adult Wellness for
 * dental; the exam, eyewear and contacts plan for vision, since its visits include a contact lens fitting).
 */
const PATIENT_PRESET: Record<TenantId, PresetType> = { dental: 'general_adult', vision: 'general_exam' };

export function patientPreset(tenant: TenantConfig): PlanPreset {
  const preset = brandPreset(tenant.id, PATIENT_PRESET[tenant.id]);
  if (!preset) throw new Error(`no ${PATIENT_PRESET[tenant.id]} preset for ${tenant.id}`);
  return preset;
}

/** A kind of visit in the patient's words, with a typical fee and how often it happens a year. */
export type VisitKind = {
  code: string;
  label: Record<ToolLang, string>;
  feeCents: number;
  perYear: number;
};

/**
 * The visits a patient plans for, in the brand's words: cleanings, exams and x-rays at the dentist; eye exams and
 * contact lens fittings at the optometrist. Fees are a typical practice's, for the visitor to change to their own.
 */
const VISITS: Record<TenantId, readonly VisitKind[]> = {
  dental: [
    { code: 'D1110', label: { en: 'Cleanings', es: 'Limpiezas' }, feeCents: 12_000, perYear: 2 },
    { code: 'D0120', label: { en: 'Exams', es: 'Exámenes' }, feeCents: 6_000, perYear: 2 },
    { code: 'D0274', label: { en: 'Sets of x-rays', es: 'Series de radiografías' }, feeCents: 8_000, perYear: 1 },
  ],
  vision: [
    { code: '92014', label: { en: 'Eye exams', es: 'Exámenes de la vista' }, feeCents: 15_000, perYear: 1 },
    {
      code: '92015',
      label: { en: 'Glasses prescriptions', es: 'Graduaciones para lentes' },
      feeCents: 4_500,
      perYear: 1,
    },
    {
      code: '92310',
      label: { en: 'Contact lens fittings', es: 'Adaptaciones de lentes de contacto' },
      feeCents: 9_500,
      perYear: 1,
    },
  ],
};

export const visitKinds = (tenant: TenantConfig): readonly VisitKind[] => VISITS[tenant.id];

/** How many of a visit the plan includes a year: its quantity in the plan's formula. */
export function includedPerYear(preset: PlanPreset, code: string): number {
  const line = preset.recommendedPricingFormula.find(
    ([c]) => canonicalProcedureCode(c) === canonicalProcedureCode(code),
  );
  return line?.[1] ?? 0;
}

/** A typical practice's fee for each procedure the presets price, for the visitor to replace with their own. */
const TYPICAL_FEES: Readonly<Record<string, number>> = {
  D0120: 6_000,
  D0140: 8_500,
  D0150: 9_500,
  D0210: 13_000,
  D0220: 3_000,
  D0272: 5_500,
  D0274: 8_000,
  D0330: 12_000,
  D1110: 12_000,
  D1120: 8_500,
  D1206: 4_000,
  D1208: 4_000,
  D4910: 17_500,
  '92014': 15_000,
  '92015': 4_500,
  S9986: 3_900,
  '92310': 9_500,
};

export const typicalFeeCents = (code: string): number => TYPICAL_FEES[canonicalProcedureCode(code)] ?? 5_000;

/** The other treatment a patient may expect, with a typical price. */
export const OTHER_TREATMENT: Record<TenantId, { label: Record<ToolLang, string>; cents: number }> = {
  dental: { label: { en: 'A filling or other treatment', es: 'Un empaste u otro tratamiento' }, cents: 18_000 },
  vision: { label: { en: 'Glasses or contact lenses', es: 'Lentes o lentes de contacto' }, cents: 25_000 },
};

/** A typical plan's monthly price and its discount on other treatment, for the visitor to change. */
export const TYPICAL_PLAN: Record<TenantId, { monthlyCents: number; discountPercent: number }> = {
  dental: { monthlyCents: 2_900, discountPercent: 15 },
  vision: { monthlyCents: 1_900, discountPercent: 15 },
};

/** Cents as the text of an input: '120' for whole dollars, '12.50' otherwise. */
export function dollarsInput(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** The professional with its English article: 'a dentist', 'an optometrist'. */
export const aProfessional = (tenant: TenantConfig): string =>
  `${/^[aeiou]/.test(tenant.professionalName) ? 'an' : 'a'} ${tenant.professionalName}`;

/** The brand's words for the professional, in each language. */
export function professional(tenant: TenantConfig, lang: ToolLang): string {
  if (lang === 'en') return tenant.professionalName;
  return tenant.professionalName === 'dentist' ? 'dentista' : 'optometrista';
}
