import { IdParams } from './common';
import { endpoint } from './endpoint';
import {
  ActivateCashParams,
  ActivateCashRequest,
  ActivateCashResponse,
  AddMembersRequest,
  AddSubscriptionRequest,
  AddSubscriptionResponse,
  EnrolmentResponse,
  HouseholdReferralParams,
  HouseholdReferralResponse,
  OfficeSlugParams,
  SelfEnrolmentRequest,
} from './enrolment';
import { OfficeIdParams } from './plans';
import { PublicOfficeQuery, PublicOfficeResponse } from './public-office';

const HOUSEHOLD_EXAMPLE = {
  owner: {
    firstName: 'Lucia',
    lastName: 'Garcia',
    birthDate: '1988-04-12',
    planId: 1,
    insured: false,
    email: 'lucia.garcia@example.test',
    phone: '512-555-0142',
    address: { line1: '40 Oak St', line2: '', city: 'Austin', state: 'TX', zip: '78704' },
  },
  members: [{ firstName: 'Mateo', lastName: 'Garcia', birthDate: '2017-06-01', planId: 2, relationship: 'son' }],
  term: 'monthly',
  payment: { method: 'card', token: 'tok_sim_example0000' },
  agreements: { terms: true, autoRenew: true, planConfirm: true },
  expected: { todayCents: 4800, recurringCents: 4800 },
  language: 'en',
};

/**
 * Patients join an office's plans: online on the office's public pages, or at the front desk. Each takes an
 * Idempotency-Key header: the same request again answers the same, and creates and charges nothing more.
 */
export const enrolmentEndpoints = {
  publicOfficeBySlug: endpoint({
    method: 'GET',
    path: '/dentists/details/slug/{slug}/no-auth',
    summary:
      "An office's public enrolment page by its link name (/signup/{officeSlug}, /businessconnect/{officeSlug}), no sign-in",
    tag: 'public',
    auth: false,
    params: OfficeSlugParams,
    query: PublicOfficeQuery,
    response: PublicOfficeResponse,
    example: { params: { slug: 'bright-smiles-downtown' }, query: {} },
  }),
  selfEnrol: endpoint({
    method: 'POST',
    path: '/dentists/{id}/members/enroll',
    summary:
      'A patient enrols their household online and pays today (card or bank draft); 409 with new figures when prices changed',
    tag: 'enrollment',
    auth: false,
    params: OfficeIdParams,
    body: SelfEnrolmentRequest,
    response: EnrolmentResponse,
    example: { params: { id: 1 }, body: HOUSEHOLD_EXAMPLE },
  }),
  addMembers: endpoint({
    method: 'POST',
    path: '/users/{id}/members/add',
    summary:
      'The front desk enrols a household: payor, fee waiving, chart ids, card, bank draft or payment in the office',
    tag: 'enrollment',
    auth: true,
    params: IdParams,
    body: AddMembersRequest,
    response: EnrolmentResponse,
    example: { params: { id: 1 }, body: { ...HOUSEHOLD_EXAMPLE, dentistInfoId: 1 } },
  }),
  addAdditionalSubscription: endpoint({
    method: 'POST',
    path: '/users/{id}/members/add-additional-subscription',
    summary: "Another plan for a member of an enrolled household, paid with the household's card or in the office",
    tag: 'enrollment',
    auth: true,
    params: IdParams,
    body: AddSubscriptionRequest,
    response: AddSubscriptionResponse,
    example: {
      params: { id: 1 },
      body: {
        dentistInfoId: 1,
        memberId: 1,
        planId: 2,
        term: 'monthly',
        payment: 'card_on_file',
        expected: { todayCents: 2900, recurringCents: 2900 },
      },
    },
  }),
  activateCash: endpoint({
    method: 'POST',
    path: '/dentists/{dentistInfoId}/subscription/members/{userId}/activate_cash',
    summary: "The front desk took a member's payment in the office: the pending_cash plan becomes active_cash",
    tag: 'enrollment',
    auth: true,
    params: ActivateCashParams,
    body: ActivateCashRequest,
    response: ActivateCashResponse,
    example: { params: { dentistInfoId: 1, userId: 1 }, body: { membershipId: 1 } },
  }),
  householdReferral: endpoint({
    method: 'GET',
    path: '/dentists/{dentistInfoId}/members/{memberId}/referral',
    summary: "A household's referral code and the account credit its referrals earned (the portal, the member's page)",
    tag: 'enrollment',
    auth: true,
    params: HouseholdReferralParams,
    response: HouseholdReferralResponse,
    example: { params: { dentistInfoId: 1, memberId: 1 } },
  }),
} as const;
