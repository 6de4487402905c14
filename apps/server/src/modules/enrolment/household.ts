import type { EnrolmentMember, EnrolmentOwner, EnrolmentPayment } from '@mhq/contract';
import {
  ageOn,
  type BillingPeriod,
  ENROLMENT_MESSAGES,
  type EnrollmentChannel,
  type EnrolmentLanguage,
  mayChoosePayorAndWaive,
  type PickerPlan,
  type PlanColorState,
  type PlanType,
  pickablePlans,
  type Quote,
  type QuotePlan,
  quoteEnrolment,
  requiredAgreements,
  type SubscriptionAgeGroup,
  type UserType,
  VALIDATION_MESSAGES,
} from '@mhq/domain';
import type { plans } from '../../db/schema';
import { AppError, badRequest } from '../../http/app-error';

/**
 * The rules a household's draft must meet before anyone is charged (spec 01 sections 4 to 6): each person's plan is
 * one the plan picker offers them, fee waiving and payor only for those who may, the agreements, a payment method
 * the office accepts; then the price, recomputed here, must be what the page showed.
 */

type PlanRow = typeof plans.$inferSelect;
export type EnrolPlan = PickerPlan & QuotePlan & { name: string; spanishName: string };

/** A plan row as the picker and the price rules read it, for a term. */
export function enrolPlan(plan: PlanRow, term: BillingPeriod): EnrolPlan {
  return {
    id: plan.id,
    name: plan.name,
    spanishName: plan.spanishName,
    price: term === 'annual' ? plan.annualPriceCents : plan.priceCents,
    pricing: { monthly: plan.priceCents, annually: plan.annualPriceCents },
    type: plan.type as PlanType,
    subscription_age_group: plan.subscriptionAgeGroup as SubscriptionAgeGroup,
    minAge: plan.minAge,
    maxAge: plan.maxAge,
    viewStatus: plan.viewStatus as PlanColorState,
    insured: plan.forInsured,
    uninsured: plan.forUninsured,
    showOnEnrollment: true,
    showOnEnrollmentMonthly: plan.showOnEnrollmentMonthly,
    showOnEnrollmentAnnual: plan.showOnEnrollmentAnnual,
    showOnInternalEnrollment:
      term === 'annual' ? plan.showOnInternalEnrollmentAnnual : plan.showOnInternalEnrollmentMonthly,
    activationFee: plan.activationFeeCents,
    family_discount_two: plan.familyDiscountTwo,
    family_discount_three: plan.familyDiscountThree,
    family_discount_four: plan.familyDiscountFour,
    disableFamilyDiscounts: plan.disableFamilyDiscounts,
    disableGpp: plan.disableGpp,
  };
}

export type Person = (EnrolmentOwner | EnrolmentMember) & { relationship: string };

export type Draft = {
  owner: EnrolmentOwner;
  members: EnrolmentMember[];
  term: BillingPeriod;
  payment: EnrolmentPayment;
  agreements: { terms: boolean; autoRenew: boolean; planConfirm: boolean };
  expected: { todayCents: number; recurringCents: number };
  language: EnrolmentLanguage;
  inviteId?: string | undefined;
  smBusinessInfoId?: number | undefined;
  /** Normalized codes typed on the form (empty when none). */
  groupCode?: string | undefined;
  referralCode?: string | undefined;
  /** The campaign message's token its link carried (issue 26). */
  campaignToken?: string | undefined;
};

export type Enroller = {
  channel: EnrollmentChannel;
  /** The signed-in user's type and legacy pricing flag (the front desk); null for a patient online. */
  user: { type: UserType; legacyPricing: boolean } | null;
};

export type HouseholdContext = {
  plans: readonly PlanRow[];
  gppActive: boolean;
  gppAdminOnlyWaive: boolean;
  allowBankDraft: boolean;
  setupFeePercent: number;
  today: string;
  /** The small business the patient came through (BusinessConnect): its plans only, and its discount. */
  business?: { id: number; discountPercent: number } | null;
  /** The community group whose code the patient enrolled with (CommunityConnect): its plans only, and its discount. */
  community?: { id: number; discountPercent: number; planIds: readonly number[] } | null;
};

/** The plans a community group's members may choose: its own list, or every plan when the list is empty. */
const inGroup = (community: HouseholdContext['community'], planId: number) =>
  !community || community.planIds.length === 0 || community.planIds.includes(planId);

/** Everyone in the household, the account owner first. */
export const peopleOf = (draft: Draft): Person[] => [{ ...draft.owner, relationship: 'myself' }, ...draft.members];

const personPath = (index: number) => (index === 0 ? 'owner' : `members.${index - 1}`);

/** Checks the draft and prices it. Throws 400 (with the field at fault) or 409 (prices changed). */
export function checkHousehold(draft: Draft, ctx: HouseholdContext, enroller: Enroller): Quote {
  const people = peopleOf(draft);
  const errors: Record<string, string> = {};
  const offered = ctx.plans
    .filter((p) => !p.isDeleted && (!ctx.business || p.showOnBc) && inGroup(ctx.community, p.id))
    .map((p) => enrolPlan(p, draft.term));
  const internal = enroller.channel === 'internal';
  const mayWaive =
    internal &&
    enroller.user !== null &&
    mayChoosePayorAndWaive({
      userType: enroller.user.type,
      gppAdminOnlyWaive: ctx.gppAdminOnlyWaive,
      channel: enroller.channel,
      legacyPricing: enroller.user.legacyPricing,
    });

  people.forEach((person, index) => {
    const at = personPath(index);
    if (!internal && person.chartId) errors[`${at}.chartId`] = VALIDATION_MESSAGES.invalidData;
    if ((person.waiveFee || person.payor === 'office') && !mayWaive) {
      errors[`${at}.${person.waiveFee ? 'waiveFee' : 'payor'}`] = 'You may not waive fees or choose the payor.';
    }
    if (person.planId === null) return;
    const pickable = pickablePlans(offered, {
      age: ageOn(person.birthDate, ctx.today),
      currentPlanIds: [],
      channel: enroller.channel,
      period: draft.term,
      planType: person.insured ? 'insured' : 'uninsured',
    });
    if (!pickable.some((p) => p.id === person.planId)) {
      errors[`${at}.planId`] = 'This plan is not offered for this person. Please choose another.';
    }
  });
  if (people.every((p) => p.planId === null)) errors['owner.planId'] = 'Choose a plan for at least one person.';
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] ?? 'Invalid data', errors);

  const quote = quoteEnrolment({
    plans: offered,
    people: people.map((p) => ({ planId: p.planId, waiveFee: p.waiveFee, payor: p.payor })),
    term: draft.term,
    gppActive: ctx.gppActive,
    setupFeePercent: ctx.setupFeePercent,
    dentistDiscountPercent: ctx.business?.discountPercent ?? ctx.community?.discountPercent ?? 0,
  });

  const officePaysAll = quote.lines.every((line) => line.payor === 'office');
  for (const agreement of requiredAgreements(officePaysAll)) {
    if (!draft.agreements[agreement]) errors[`agreements.${agreement}`] = VALIDATION_MESSAGES.checked;
  }
  const method = draft.payment.method;
  if (method === 'cash' && !internal) errors['payment.method'] = 'Paying in the office is arranged at the front desk.';
  if (method === 'us_bank_account' && !ctx.allowBankDraft) {
    errors['payment.method'] = 'This office does not take bank drafts. Please pay by card.';
  }
  if (method === 'none' && quote.recurringCents + quote.todayCents > 0) {
    errors['payment.method'] = 'Please choose how to pay.';
  }
  if (method !== 'none' && quote.todayCents === 0 && quote.recurringCents === 0) {
    errors['payment.method'] = 'The office pays every plan: no payment is needed.';
  }
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] ?? 'Invalid data', errors);

  if (draft.expected.todayCents !== quote.todayCents || draft.expected.recurringCents !== quote.recurringCents) {
    throw new AppError('CONFLICT', ENROLMENT_MESSAGES[draft.language].priceChanged, undefined, { quote });
  }
  return quote;
}
