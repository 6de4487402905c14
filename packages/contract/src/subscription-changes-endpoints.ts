import { IdParams } from './common';
import { endpoint } from './endpoint';
import {
  AutoRenewRequest,
  CancelPlanRequest,
  ChangePlanRequest,
  DropPlanChangeRequest,
  PendingContractRequest,
  PendingContractResponse,
  ReEnrollParams,
  ReEnrollQuery,
  ReEnrollRequest,
  ReEnrollResponse,
  SubscriptionChangeResponse,
  UpdateTermRequest,
} from './subscription-changes';

// Examples act on the demo seed's Downtown office (1): member 1, an adult on Adult Wellness (subscription 1), and
// member 5, whose Perio Maintenance (plan 3) waits for its cancellation at the end of the period.

/** A member's subscription changed from the member's page (issue 8). */
export const subscriptionChangeEndpoints = {
  changePlan: endpoint({
    method: 'PUT',
    path: '/subscriptions/change_contract_plan',
    summary: "Change a member's plan now (the new price from the next payment, no proration) or at the next renewal",
    tag: 'subscriptions',
    auth: true,
    body: ChangePlanRequest,
    response: SubscriptionChangeResponse,
    example: { body: { dentistInfoId: 1, memberId: 1, subscriptionId: 1, planId: 3, when: 'renewal' } },
  }),
  dropPlanChange: endpoint({
    method: 'DELETE',
    path: '/subscriptions/change_contract_plan',
    summary: 'Drop the plan change waiting for the next renewal',
    tag: 'subscriptions',
    auth: true,
    body: DropPlanChangeRequest,
    response: SubscriptionChangeResponse,
    example: { body: { dentistInfoId: 1, memberId: 1, subscriptionId: 1 } },
  }),
  pendingContract: endpoint({
    method: 'POST',
    path: '/subscriptions/pending_contract',
    summary: "What waits for a member's next renewals: plan changes, noticed price changes, plans ending",
    tag: 'subscriptions',
    auth: true,
    body: PendingContractRequest,
    response: PendingContractResponse,
    example: { body: { dentistInfoId: 1, memberId: 1 } },
  }),
  updateTerm: endpoint({
    method: 'POST',
    path: '/office/{id}/members/subscriptions/updateTerm',
    summary: "Switch a member's plan between monthly and annual payment, from the next payment",
    tag: 'subscriptions',
    auth: true,
    params: IdParams,
    body: UpdateTermRequest,
    response: SubscriptionChangeResponse,
    example: { params: { id: 1 }, body: { memberId: 1, subscriptionId: 1, term: 'annual' } },
  }),
  toggleAutoRenew: endpoint({
    method: 'POST',
    path: '/subscriptions/toggleAutoRenew',
    summary: 'Turn automatic renewal on or off (off: the plan ends with its paid period)',
    tag: 'subscriptions',
    auth: true,
    body: AutoRenewRequest,
    response: SubscriptionChangeResponse,
    example: { body: { dentistInfoId: 1, memberId: 1, subscriptionId: 1, autoRenew: false } },
  }),
  cancelPlan: endpoint({
    method: 'POST',
    path: '/dentists/{id}/subscription/cancel_contract_plan',
    summary:
      'Cancel a plan with a reason: at the end of the paid period or now (409 with the modal heading when refused)',
    tag: 'subscriptions',
    auth: true,
    params: IdParams,
    body: CancelPlanRequest,
    response: SubscriptionChangeResponse,
    example: {
      params: { id: 1 },
      body: { memberId: 1, subscriptionId: 1, reason: 12, note: 'Moving out of state.', when: 'periodEnd' },
    },
  }),
  reEnroll: endpoint({
    method: 'PUT',
    path: '/dentists/{officeId}/subscription/plan/{memberId}/re-enroll',
    summary: 'Re-enroll a member in a plan: undo a requested cancellation (nothing charged), or start the plan again',
    tag: 'subscriptions',
    auth: true,
    params: ReEnrollParams,
    query: ReEnrollQuery,
    body: ReEnrollRequest,
    response: ReEnrollResponse,
    example: {
      params: { officeId: 1, memberId: 5 },
      query: { membershipId: 3 },
      body: { term: 'monthly', payment: 'card_on_file', expected: { todayCents: 5564, recurringCents: 5564 } },
    },
  }),
} as const;
