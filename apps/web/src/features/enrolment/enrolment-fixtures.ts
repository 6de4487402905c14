import type { PublicOfficeResponse, PublicPlan } from '@mhq/contract';
import { emptyHousehold, type HouseholdDraft } from './household';

/** Test data of the enrolment unit tests: an office like the demo's, and households made from it. */

export const publicPlan = (over: Partial<PublicPlan> & Pick<PublicPlan, 'id' | 'name'>): PublicPlan => ({
  spanishName: '',
  description: '',
  spanishDescription: '',
  pricing: { monthly: 3000, annually: 33000 },
  showOnEnrollmentMonthly: true,
  showOnEnrollmentAnnual: true,
  showOnBC: true,
  subscription_age_group: 'adult',
  minAge: 14,
  maxAge: null,
  insured: false,
  uninsured: true,
  activationFee: null,
  family_discount_two: 5,
  family_discount_three: 10,
  family_discount_four: 15,
  disableFamilyDiscounts: false,
  disableGpp: false,
  worryFree: { month: false, year: false },
  ...over,
});

export const publicOffice = (plans: PublicPlan[]): PublicOfficeResponse => ({
  office: {
    id: 7,
    officeName: 'Bright Smiles',
    slug: 'bright-smiles',
    phone: '5125550101',
    email: null,
    address: null,
    logo: null,
  },
  programName: 'Bright Smiles Membership',
  programDescription: '',
  allowBankDraft: true,
  disableEnrollment: false,
  gppActive: false,
  processor: 'simulated',
  publishableKey: null,
  business: null,
  setupFeePercent: 10,
  plans,
  today: '2026-11-27',
  takesPayments: true,
  referralCode: null,
});

export const ADULT = publicPlan({ id: 1, name: 'Adult Wellness', spanishName: 'Bienestar para adultos' });
export const CHILD = publicPlan({
  id: 2,
  name: 'Child Wellness',
  subscription_age_group: 'child',
  minAge: null,
  maxAge: 13,
});

/** MM/DD/YYYY of a birthday `years` and a month before today. */
export function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setMonth(d.getMonth() - 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

/** A complete household of one adult taking `planId`. */
export function household(planId: number | 'none' = 1): HouseholdDraft {
  const draft = emptyHousehold('monthly');
  draft.owner = {
    ...draft.owner,
    firstName: 'Lucia',
    lastName: 'Garcia',
    birthDate: bornYearsAgo(37),
    planId,
    email: 'lucia@example.test',
    confirmEmail: 'Lucia@Example.test',
    phone: '(512) 555-0142',
    line1: '40 Oak St',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    confirmZip: '78704',
  };
  return draft;
}
