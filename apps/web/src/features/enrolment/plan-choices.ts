import {
  ageOn,
  type EnrollmentChannel,
  isOnSale,
  isShownOn,
  type PickerPlan,
  pickablePlans,
  planPriceFor,
} from '@mhq/domain';
import type { Term } from './enrolment-texts';
import { isoDate, type PersonDraft } from './household';
import type { EnrolmentOffer, OfferPlan } from './offer';

/**
 * The plan picker of spec 01 and 02 section 5, by the domain's rules: each plan is seen as the picker plan of the
 * chosen term (its price is that term's price), on the page's channel.
 */
export type PlanChoice = PickerPlan & { plan: OfferPlan };

export function pickerPlansFor(offer: EnrolmentOffer, term: Term): PlanChoice[] {
  return offer.plans.map((plan) => ({
    plan,
    id: plan.id,
    name: plan.name,
    price: planPriceFor(plan.pricing, term),
    type: plan.type,
    subscription_age_group: plan.ageGroup,
    minAge: plan.minAge,
    maxAge: plan.maxAge,
    viewStatus: plan.viewStatus,
    insured: plan.insured,
    uninsured: plan.uninsured,
    showOnEnrollment: plan.shown.external.monthly || plan.shown.external.annual,
    showOnEnrollmentMonthly: plan.shown.external.monthly,
    showOnEnrollmentAnnual: plan.shown.external.annual,
    // The listed plan has one internal flag: the manage view's per-term one for the chosen term.
    showOnInternalEnrollment: plan.shown.internal[term],
  }));
}

const today = () => new Date();

/** A person's age today from the typed date of birth; null until it is a real date. */
export const ageOf = (person: Pick<PersonDraft, 'birthDate'>): number | null => {
  const iso = isoDate(person.birthDate);
  return iso ? ageOn(iso, today()) : null;
};

/** The plans this person may pick now: none until the date of birth is a real date. */
export function choicesFor(
  offer: EnrolmentOffer,
  person: Pick<PersonDraft, 'birthDate' | 'insured'>,
  term: Term,
  channel: EnrollmentChannel,
): PlanChoice[] {
  return pickablePlans(pickerPlansFor(offer, term), {
    age: ageOf(person),
    currentPlanIds: [],
    channel,
    period: term,
    planType: person.insured ? 'insured' : 'uninsured',
  });
}

/** The terms some plan is offered on for this channel: the household chooses among these only. */
export function termsOffered(offer: EnrolmentOffer, channel: EnrollmentChannel): Term[] {
  return (['monthly', 'annual'] as const).filter((term) =>
    pickerPlansFor(offer, term).some((p) => isOnSale(p) && isShownOn(p, channel, term)),
  );
}
