import type { Plan, PlanSettings } from '@mhq/contract';
import { describe, expect, it } from 'vitest';
import { ADULT, bornYearsAgo, CHILD, publicOffice, publicPlan } from './enrolment-fixtures';
import { offerFromManage, offerFromPublic, planName } from './offer';
import { choicesFor, termsOffered } from './plan-choices';

const ids = (choices: { id: number }[]) => choices.map((c) => c.id);

describe('the plan picker of the enrolment pages', () => {
  const offer = offerFromPublic(publicOffice([ADULT, CHILD]));

  it('offers a 9-year-old the child plans only, once the adult plans start at 14', () => {
    expect(ids(choicesFor(offer, { birthDate: bornYearsAgo(9), insured: false }, 'monthly', 'external'))).toEqual([2]);
    expect(ids(choicesFor(offer, { birthDate: bornYearsAgo(40), insured: false }, 'monthly', 'external'))).toEqual([1]);
  });

  it('offers nothing until the date of birth is a real date, nor plans of the other insurance type', () => {
    expect(choicesFor(offer, { birthDate: '04/1', insured: false }, 'monthly', 'external')).toEqual([]);
    expect(choicesFor(offer, { birthDate: bornYearsAgo(40), insured: true }, 'monthly', 'external')).toEqual([]);
  });

  it('prices each plan at the chosen term and keeps to the terms some plan is shown on', () => {
    const yearlyOnly = offerFromPublic(
      publicOffice([publicPlan({ id: 3, name: 'Yearly', showOnEnrollmentMonthly: false })]),
    );
    expect(termsOffered(yearlyOnly, 'external')).toEqual(['annual']);
    const [choice] = choicesFor(yearlyOnly, { birthDate: bornYearsAgo(40), insured: false }, 'annual', 'external');
    expect(choice?.price).toBe(33000);
    expect(choicesFor(yearlyOnly, { birthDate: bornYearsAgo(40), insured: false }, 'monthly', 'external')).toEqual([]);
  });

  it('names plans in Spanish when the office wrote a Spanish name', () => {
    const [adult, child] = offer.plans;
    expect(adult && planName(adult, 'es')).toBe('Bienestar para adultos');
    expect(child && planName(child, 'es')).toBe('Child Wellness');
  });

  it("offers the front desk the office's internal-only plans, by the plan's internal flags per term", () => {
    const plan = (id: number, over: Partial<Plan>): Plan =>
      ({
        id,
        planName: `Plan ${id}`,
        spanishName: '',
        description: '',
        spanishDescription: '',
        type: 'custom',
        viewStatus: 'active',
        isDeleted: false,
        subscription_age_group: 'adult',
        minAge: null,
        maxAge: null,
        forInsured: false,
        forUninsured: true,
        pricing: { monthly: 2000, annually: 20000 },
        activationFee: null,
        familyDiscounts: { family_discount_two: 0, family_discount_three: 0, family_discount_four: 0 },
        disableFamilyDiscounts: false,
        disableGpp: false,
        showOnEnrollmentMonthly: false,
        showOnEnrollmentAnnual: false,
        showOnInternalEnrollmentMonthly: true,
        showOnInternalEnrollmentAnnual: false,
        ...over,
      }) as Plan;
    const settings = { programName: '', allowBankDraft: false, gppAdminOnlyWaive: true } as PlanSettings;
    const desk = offerFromManage([plan(1, {}), plan(2, { viewStatus: 'draft' })], settings, publicOffice([]), null);
    const adult = { birthDate: bornYearsAgo(40), insured: false };
    expect(ids(choicesFor(desk, adult, 'monthly', 'internal'))).toEqual([1]);
    expect(ids(choicesFor(desk, adult, 'annual', 'internal'))).toEqual([]);
    expect(ids(choicesFor(desk, adult, 'monthly', 'external'))).toEqual([]);
    expect(desk.gppAdminOnlyWaive).toBe(true);
    expect(desk.processor).toEqual({ kind: 'simulated' });
  });
});
