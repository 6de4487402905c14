import { endpoint } from './endpoint';
import {
  ClaimGuaranteeResponse,
  GuaranteedSubscriptionRequest,
  GuaranteeOfficeRequest,
  GuaranteeOfficeResponse,
  GuaranteeToggleRequest,
  GuaranteeToggleResponse,
  PlanDrawResponse,
} from './guarantee';

/**
 * The guaranteed payment plan: the office's enrolment (its staff read it; the practice owner or a platform admin turns
 * it on or off), a guaranteed plan's draw schedule, and the claim that pays the practice when its payments stop.
 */
export const guaranteeEndpoints = {
  guaranteeOffice: endpoint({
    method: 'POST',
    path: '/dentists/guaranteed-plan-payments',
    summary:
      "The office's guaranteed payment plan: enrolled or not, on or off, its terms in numbers, the guaranteed members, the plans that may be claimed and the claims made",
    tag: 'gpp',
    auth: true,
    body: GuaranteeOfficeRequest,
    response: GuaranteeOfficeResponse,
    example: { body: { dentistInfoId: 1 } },
  }),
  guaranteeToggle: endpoint({
    method: 'POST',
    path: '/dentists/guaranteed-plan-payments/toggle',
    summary:
      'Guaranteed payments turned on or off by the practice owner or a platform admin; the first time on enrols the office and needs the terms accepted (409 while the office cannot take card payments)',
    tag: 'gpp',
    auth: true,
    body: GuaranteeToggleRequest,
    response: GuaranteeToggleResponse,
    example: { body: { dentistInfoId: 1, active: true, acceptTerms: true } },
  }),
  claimGuarantee: endpoint({
    method: 'POST',
    path: '/subscriptions/claimGuarantee',
    summary:
      'A guaranteed plan whose payments stopped (delinquent_gpp) is claimed: the platform pays the practice each month left of the commitment year, less its fee, and the plan ends (409 otherwise, or when already claimed). Takes an Idempotency-Key',
    tag: 'gpp',
    auth: true,
    body: GuaranteedSubscriptionRequest,
    response: ClaimGuaranteeResponse,
    example: { body: { dentistInfoId: 1, memberId: 1, subscriptionId: 1 } },
  }),
  planDraw: endpoint({
    method: 'POST',
    path: '/subscriptions/plan-draw',
    summary:
      "A guaranteed plan's draw schedule: the months of its commitment year, paid, unpaid, upcoming or claimed, and what a claim pays (409 for a plan that is not guaranteed)",
    tag: 'subscriptions',
    auth: true,
    body: GuaranteedSubscriptionRequest,
    response: PlanDrawResponse,
    example: { body: { dentistInfoId: 1, memberId: 1, subscriptionId: 1 } },
  }),
} as const;
