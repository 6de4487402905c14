import {
  ChargeDelinquentRequest,
  ChargeLateRequest,
  ChargeLateResponse,
  PastDueRequest,
  PastDueResponse,
  PaymentSourceRequest,
  PaymentSourceResponse,
  RetryPaymentRequest,
  SubscribeRequest,
  SubscribeResponse,
} from './billing';
import { IdParams } from './common';
import { endpoint } from './endpoint';
import { RefundRequest, RefundResponse, SingleRefundRequest } from './refunds';
import { ClearDelinquencyRequest, SubscriptionChangeResponse } from './subscription-changes';

/**
 * A household's payments after enrolment: the front desk for a household of its office, or the signed-in account
 * owner for their own (`{id}` is the caller's own user id). Both take an Idempotency-Key header.
 */
export const billingEndpoints = {
  updatePaymentSource: endpoint({
    method: 'POST',
    path: '/users/{id}/update-account/payment/sources',
    summary: "A new card or bank account (a processor's token) replaces the household's payment method on file",
    tag: 'billing',
    auth: true,
    params: IdParams,
    body: PaymentSourceRequest,
    response: PaymentSourceResponse,
    example: {
      params: { id: 1 },
      body: { dentistInfoId: 1, memberId: 1, payment: { method: 'card', token: 'tok_sim_example0000' } },
    },
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/users/{id}/account/payment/subscribe',
    summary:
      "The household's plans waiting for their first payment are paid with the method on file and start (409 when the amount due changed)",
    tag: 'billing',
    auth: true,
    params: IdParams,
    body: SubscribeRequest,
    response: SubscribeResponse,
    example: { params: { id: 1 }, body: { dentistInfoId: 1, memberId: 1, expectedCents: 4800 } },
  }),
  chargeLate: endpoint({
    method: 'POST',
    path: '/users/{id}/account/payment/charge_user',
    summary:
      "The household's late payment is tried now with the method on file (402 when refused, 409 when nothing is late)",
    tag: 'billing',
    auth: true,
    params: IdParams,
    body: ChargeLateRequest,
    response: ChargeLateResponse,
    example: { params: { id: 1 }, body: { dentistInfoId: 1, memberId: 1 } },
  }),
  chargeDelinquent: endpoint({
    method: 'POST',
    path: '/users/{id}/account/payment/charge_user_delinquency',
    summary:
      "The household's delinquent plans are paid with the method on file for one period from today and run again (402 when refused, 409 when none is delinquent)",
    tag: 'billing',
    auth: true,
    params: IdParams,
    body: ChargeDelinquentRequest,
    response: ChargeLateResponse,
    example: { params: { id: 1 }, body: { dentistInfoId: 1, memberId: 1 } },
  }),
  pastDue: endpoint({
    method: 'POST',
    path: '/users/{id}/account/payment/past_due',
    summary:
      "What the household owes late, plan by plan (late and delinquent), with the method on file and the last refusal's reason",
    tag: 'billing',
    auth: true,
    params: IdParams,
    body: PastDueRequest,
    response: PastDueResponse,
    example: { params: { id: 1 }, body: { dentistInfoId: 1 } },
  }),
  retryPayment: endpoint({
    method: 'POST',
    path: '/users/me/update-account/retryPayment',
    summary:
      "The signed-in account owner's late payment is tried again now with the method on file (402 when refused, 409 when nothing is late)",
    tag: 'billing',
    auth: true,
    body: RetryPaymentRequest,
    response: ChargeLateResponse,
    example: { body: { language: 'en' } },
  }),
  clearDelinquency: endpoint({
    method: 'POST',
    path: '/users/me/members/clearDelinquency',
    summary: "A delinquent plan's missed payment is written off and the plan ends (409 unless it is delinquent)",
    tag: 'billing',
    auth: true,
    body: ClearDelinquencyRequest,
    response: SubscriptionChangeResponse,
    example: { body: { dentistInfoId: 1, memberId: 1, subscriptionId: 1 } },
  }),
  refund: endpoint({
    method: 'POST',
    path: '/dentists/refunds',
    summary:
      "A payment of a household of the office refunded: what is left of it, or part of it, the platform's fee going back in proportion (409 when more than is left)",
    tag: 'billing',
    auth: true,
    body: RefundRequest,
    response: RefundResponse,
    example: { body: { dentistInfoId: 1, chargeId: 1, amountCents: 1000, reason: 'requested_by_customer' } },
  }),
  refundSingle: endpoint({
    method: 'POST',
    path: '/dentists/refunds/single',
    summary: "One member's share of a household's payment refunded, or part of it (409 when more than is left of it)",
    tag: 'billing',
    auth: true,
    body: SingleRefundRequest,
    response: RefundResponse,
    example: { body: { dentistInfoId: 1, chargeId: 1, memberId: 1 } },
  }),
} as const;
