import {
  ChargeLateRequest,
  ChargeLateResponse,
  PaymentSourceRequest,
  PaymentSourceResponse,
  SubscribeRequest,
  SubscribeResponse,
} from './billing';
import { IdParams } from './common';
import { endpoint } from './endpoint';

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
} as const;
