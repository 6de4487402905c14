import type { Plan, PlanSettings, PublicOfficeResponse, PublicPlan } from '@mhq/contract';
import type { EnrollmentChannel, PlanColorState, PlanType, QuotePlan, SubscriptionAgeGroup } from '@mhq/domain';
import type { Lang, Term } from './enrolment-texts';

/**
 * What an enrolment page offers, from whichever call loaded it: the public office (patients) or the office's
 * plans with their internal flags (front desk). The form, the price summary and the payment step read only this.
 */
export type OfferPlan = {
  id: number;
  name: string;
  spanishName: string;
  description: string;
  spanishDescription: string;
  type: PlanType;
  viewStatus: PlanColorState;
  ageGroup: SubscriptionAgeGroup;
  minAge: number | null;
  maxAge: number | null;
  insured: boolean;
  uninsured: boolean;
  /** Offered per channel and term (the plan's showOnEnrollment… and showOnInternalEnrollment… flags). */
  shown: Record<EnrollmentChannel, Record<Term, boolean>>;
  /** What pricing needs (prices, fee, family discounts). */
  pricing: QuotePlan;
};

export type Processor = { kind: 'simulated' } | { kind: 'stripe'; publishableKey: string };

export type EnrolmentOffer = {
  office: PublicOfficeResponse['office'];
  programName: string;
  programDescription: string;
  allowBankDraft: boolean;
  disableEnrollment: boolean;
  gppActive: boolean;
  gppAdminOnlyWaive: boolean;
  setupFeePercent: number;
  plans: OfferPlan[];
  processor: Processor;
  /** The small business of a BusinessConnect link, and the office's discount for its people; null otherwise. */
  business: PublicOfficeResponse['business'];
  /** 'community' when `business` is a community group's code (CommunityConnect): the discount is named the group's. */
  groupKind?: 'community';
  /** The office's business day by the server's clock (the first period starts on it); absent, the browser's day. */
  today?: string;
  /** Whether the office can take a payment online; absent means it can. */
  takesPayments?: boolean;
};

/** The plan's name and description in the page's language (Spanish when the office wrote one). */
export const planName = (plan: OfferPlan, lang: Lang): string =>
  lang === 'es' && plan.spanishName.trim() ? plan.spanishName : plan.name;
export const planDescription = (plan: OfferPlan, lang: Lang): string =>
  lang === 'es' && plan.spanishDescription.trim() ? plan.spanishDescription : plan.description;

const quotePlanOf = (p: PublicPlan): QuotePlan => ({
  id: p.id,
  pricing: p.pricing,
  activationFee: p.activationFee,
  family_discount_two: p.family_discount_two,
  family_discount_three: p.family_discount_three,
  family_discount_four: p.family_discount_four,
  disableFamilyDiscounts: p.disableFamilyDiscounts,
  disableGpp: p.disableGpp,
});

/** Where the patient's card is tokenized: Stripe when the office's answer names it with a key, else the simulated processor. */
const processorOf = (response: PublicOfficeResponse): Processor =>
  response.processor === 'stripe' && response.publishableKey
    ? { kind: 'stripe', publishableKey: response.publishableKey }
    : { kind: 'simulated' };

/** The patients' offer: the public office and the plans it shows online (all active, custom memberships). */
export function offerFromPublic(response: PublicOfficeResponse): EnrolmentOffer {
  return {
    office: response.office,
    programName: response.programName || response.office.officeName,
    programDescription: response.programDescription,
    allowBankDraft: response.allowBankDraft,
    disableEnrollment: response.disableEnrollment,
    gppActive: response.gppActive,
    gppAdminOnlyWaive: false,
    setupFeePercent: response.setupFeePercent,
    processor: processorOf(response),
    business: response.business,
    today: response.today,
    takesPayments: response.takesPayments,
    plans: response.plans.map((p) => ({
      id: p.id,
      name: p.name,
      spanishName: p.spanishName,
      description: p.description,
      spanishDescription: p.spanishDescription,
      type: 'custom',
      viewStatus: 'active',
      ageGroup: p.subscription_age_group,
      minAge: p.minAge,
      maxAge: p.maxAge,
      insured: p.insured,
      uninsured: p.uninsured,
      shown: {
        external: { monthly: p.showOnEnrollmentMonthly, annual: p.showOnEnrollmentAnnual },
        internal: { monthly: false, annual: false },
      },
      pricing: quotePlanOf(p),
    })),
  };
}

/**
 * The front desk's offer: every plan of the office with its internal flags (the plans page's manage view), the
 * office's plan settings, and what only the public answer carries (the office card and the setup fee percent).
 */
export function offerFromManage(
  plans: readonly Plan[],
  settings: PlanSettings,
  office: PublicOfficeResponse,
  stripeKey: string | null,
): EnrolmentOffer {
  return {
    ...offerFromPublic(office),
    programName: settings.programName || office.office.officeName,
    allowBankDraft: settings.allowBankDraft,
    gppActive: office.gppActive,
    gppAdminOnlyWaive: settings.gppAdminOnlyWaive,
    processor: stripeKey ? { kind: 'stripe', publishableKey: stripeKey } : { kind: 'simulated' },
    plans: plans
      .filter((p) => !p.isDeleted)
      .map((p) => ({
        id: p.id,
        name: p.planName,
        spanishName: p.spanishName,
        description: p.description,
        spanishDescription: p.spanishDescription,
        type: p.type,
        viewStatus: p.viewStatus,
        ageGroup: p.subscription_age_group,
        minAge: p.minAge,
        maxAge: p.maxAge,
        insured: p.forInsured,
        uninsured: p.forUninsured,
        shown: {
          external: { monthly: p.showOnEnrollmentMonthly, annual: p.showOnEnrollmentAnnual },
          internal: { monthly: p.showOnInternalEnrollmentMonthly, annual: p.showOnInternalEnrollmentAnnual },
        },
        pricing: {
          id: p.id,
          pricing: p.pricing,
          activationFee: p.activationFee,
          ...p.familyDiscounts,
          disableFamilyDiscounts: p.disableFamilyDiscounts,
          disableGpp: p.disableGpp,
        },
      })),
  };
}
