import {
  canonicalProcedureCode,
  describePreset,
  formulaOf,
  type PlanViewStatus,
  type PresetType,
  planMinimumMonthlyCents,
  presetByType,
  recommendedPricing,
  type TenantConfig,
  usualFeeCodesFor,
} from '@mhq/domain';
import type { Db } from '../db/connection';
import { officeUsualFees, planSettings, plans } from '../db/schema';

/*
 * The demo offices' plan side (issue 5): usual fees, plan settings, and plans made from the brand's presets the
 * way an owner makes them, priced by the recommended-pricing rule from those fees.
 */

/** Usual fees of a typical US practice, in cents; both brands' codes, since one database serves both brands. */
export const DEMO_USUAL_FEES: Readonly<Record<string, number>> = {
  D0120: 6000,
  D0140: 9500,
  D0145: 6500,
  D0150: 10500,
  D0210: 15000,
  D0220: 3500,
  D0272: 5500,
  D0274: 8500,
  D0330: 12500,
  D1110: 11500,
  D1120: 8000,
  D1206: 4500,
  D1208: 4000,
  D4910: 16500,
  '92014': 15000,
  '92015': 4500,
  S9986: 4000,
  '92310': 9500,
  '99213': 12000,
};

type DemoPlan = {
  presetType: PresetType | null;
  name: string;
  spanishName: string;
  /** With the presets' placeholders ({discountPercent}, {planValue}). */
  spanishDescription: string;
  viewStatus: PlanViewStatus;
  /** For a plan made from scratch: its own description, ages and formula. */
  custom?: {
    description: string;
    ageGroup: 'adult' | 'child';
    maxAge: number | null;
    priceCodes: { code: string; quantity: number }[];
  };
};

/** The first age of the demo's adult plans: one above its oldest child plan (Child Wellness 13, Kids Vision 17). */
const ADULT_FROM: Record<TenantConfig['id'], number> = { dental: 14, vision: 18 };

const ES_VALUE = 'Un valor de {planValue}.';

const DENTAL_PLANS: DemoPlan[] = [
  {
    presetType: 'general_adult',
    name: 'Adult Wellness',
    spanishName: 'Bienestar para adultos',
    spanishDescription: `Dos limpiezas, dos exámenes y radiografías de aleta de mordida cada año, y {discountPercent}% de descuento en otros tratamientos. ${ES_VALUE}`,
    viewStatus: 'active',
  },
  {
    presetType: 'general_child',
    name: 'Child Wellness',
    spanishName: 'Bienestar infantil',
    spanishDescription: `Para niños de hasta 13 años: dos limpiezas, dos exámenes, dos tratamientos de flúor y radiografías cada año, y {discountPercent}% de descuento en otros tratamientos. ${ES_VALUE}`,
    viewStatus: 'active',
  },
  {
    presetType: 'general_perio',
    name: 'Perio Maintenance',
    spanishName: 'Mantenimiento periodontal',
    spanishDescription: `Para encías sanas: dos limpiezas periodontales y dos limpiezas regulares, dos exámenes y radiografías cada año, y {discountPercent}% de descuento en otros tratamientos. ${ES_VALUE}`,
    viewStatus: 'active',
  },
];

const VISION_PLANS: DemoPlan[] = [
  {
    presetType: 'general_exam_eyewear',
    name: 'Exam & Eyewear',
    spanishName: 'Examen y anteojos',
    spanishDescription: `Un examen visual anual con refracción y evaluación de la retina, y {discountPercent}% de descuento en armazones y lentes. ${ES_VALUE}`,
    viewStatus: 'active',
  },
  {
    presetType: 'general_exam',
    name: 'Exam & Eyewear + Contacts',
    spanishName: 'Examen, anteojos y lentes de contacto',
    spanishDescription: `Un examen visual anual con refracción, evaluación de la retina y examen de lentes de contacto, y {discountPercent}% de descuento en armazones, lentes y lentes de contacto. ${ES_VALUE}`,
    viewStatus: 'active',
  },
  {
    presetType: null,
    name: 'Kids Vision',
    spanishName: 'Visión infantil',
    spanishDescription: `Para niños de hasta 17 años: un examen visual y una refracción cada año, y {discountPercent}% de descuento en anteojos. ${ES_VALUE}`,
    viewStatus: 'active',
    custom: {
      description:
        'For children up to 17: an eye exam and a refraction every year, plus {discountPercent}% off glasses. A {planValue} value.',
      ageGroup: 'child',
      maxAge: 17,
      priceCodes: [
        { code: '92014', quantity: 1 },
        { code: '92015', quantity: 1 },
      ],
    },
  },
];

/** Two more in Demo Downtown only: a draft being prepared and an archived plan no longer offered. */
const DOWNTOWN_EXTRAS: Record<TenantConfig['id'], DemoPlan[]> = {
  dental: [
    {
      presetType: 'pediatric_teen',
      name: 'Teen',
      spanishName: 'Adolescentes',
      spanishDescription: `Para adolescentes desde los 13 años: dos limpiezas, dos exámenes, dos tratamientos de flúor y radiografías cada año, y {discountPercent}% de descuento en otros tratamientos. ${ES_VALUE}`,
      viewStatus: 'draft',
    },
    {
      presetType: 'periodontic_perio2',
      name: 'Perio 2x',
      spanishName: 'Periodontal 2x',
      spanishDescription: `Dos limpiezas periodontales, dos exámenes y radiografías cada año, y {discountPercent}% de descuento en otros tratamientos. ${ES_VALUE}`,
      viewStatus: 'archived',
    },
  ],
  vision: [
    {
      presetType: 'refraction_eyewear',
      name: 'Eyewear Only',
      spanishName: 'Solo anteojos',
      spanishDescription: `Una refracción anual para su receta de anteojos, y {discountPercent}% de descuento en armazones y lentes. ${ES_VALUE}`,
      viewStatus: 'draft',
    },
    {
      presetType: 'general_refraction',
      name: 'Eyewear Only + Contacts',
      spanishName: 'Solo anteojos y lentes de contacto',
      spanishDescription: `Una refracción anual y un examen de lentes de contacto, y {discountPercent}% de descuento en armazones, lentes y lentes de contacto. ${ES_VALUE}`,
      viewStatus: 'archived',
    },
  ],
};

/** A plan row made the way an owner makes one: from the preset (or from scratch), at the recommended price. */
function planRow(
  tenant: TenantConfig,
  office: { organizationId: number; officeId: number },
  p: DemoPlan,
  sortOrder: number,
) {
  const preset = p.presetType ? presetByType(p.presetType) : null;
  const priceCodes =
    p.custom?.priceCodes ??
    (preset?.recommendedPricingFormula ?? []).map(([code, quantity]) => ({
      code: canonicalProcedureCode(code),
      quantity,
    }));
  const minimum = planMinimumMonthlyCents(tenant.id, p.presetType);
  const pricing = recommendedPricing(formulaOf(priceCodes), DEMO_USUAL_FEES, minimum);
  return {
    ...office,
    name: p.name,
    spanishName: p.spanishName,
    description: describePreset(p.custom?.description ?? preset?.description ?? '', pricing.valueCents),
    spanishDescription: describePreset(p.spanishDescription, pricing.valueCents),
    type: 'custom',
    presetType: p.presetType,
    priceCents: pricing.monthly ?? minimum,
    annualPriceCents: pricing.annually ?? minimum * 10,
    subscriptionAgeGroup: p.custom?.ageGroup ?? preset?.subscription_age_group ?? 'adult',
    // The demo's adult plans start where its child plans end, so a child is offered only the child plans.
    minAge:
      preset?.minAge ??
      ((p.custom?.ageGroup ?? preset?.subscription_age_group) === 'child' ? null : ADULT_FROM[tenant.id]),
    maxAge: p.custom?.maxAge ?? preset?.maxAge ?? null,
    viewStatus: p.viewStatus,
    familyDiscountTwo: 5,
    familyDiscountThree: 10,
    familyDiscountFour: 15,
    priceCodes,
    sortOrder,
  };
}

/**
 * Gives an office its usual fees, plan settings and plans; answers the plans new members can join (the active
 * ones), in order. `extras` adds the draft and the archived plan.
 */
export async function seedOfficePlans(
  tx: Db,
  tenant: TenantConfig,
  office: { organizationId: number; officeId: number; officeName: string },
  extras: boolean,
) {
  const key = { organizationId: office.organizationId, officeId: office.officeId };
  const codes = [...usualFeeCodesFor('dental'), ...usualFeeCodesFor('vision')].map((c) => c.code);
  await tx.insert(officeUsualFees).values(
    codes.flatMap((code) => {
      const fee = DEMO_USUAL_FEES[code];
      return fee === undefined ? [] : [{ ...key, code, feeCents: fee }];
    }),
  );
  await tx.insert(planSettings).values({
    ...key,
    programName: `${office.officeName} Membership`,
    programDescription: `Care without insurance: your ${tenant.professionalName === 'dentist' ? 'check-ups' : 'eye exams'} included for one simple price, and savings on everything else.`,
    familyDiscountTwo: 5,
    familyDiscountThree: 10,
    familyDiscountFour: 15,
    worryFreeAdultMonthlyCents: 500,
    worryFreeAdultAnnualCents: 5000,
    worryFreeChildMonthlyCents: 300,
    worryFreeChildAnnualCents: 3000,
    worryFreePerioMonthlyCents: 700,
    worryFreePerioAnnualCents: 7000,
  });
  const list = [
    ...(tenant.id === 'vision' ? VISION_PLANS : DENTAL_PLANS),
    ...(extras ? DOWNTOWN_EXTRAS[tenant.id] : []),
  ];
  const rows = await tx
    .insert(plans)
    .values(list.map((p, i) => planRow(tenant, key, p, i)))
    .returning();
  return rows.filter((r) => r.viewStatus === 'active');
}
