import { IdParams } from './common';
import { endpoint } from './endpoint';
import {
  CancelCashRequest,
  CashPaymentResponse,
  InOfficePaymentRequest,
  RenewCashRequest,
  SubscriptionCashResponse,
  ToCashRequest,
  TransferMemberRequest,
  TransferMemberResponse,
} from './subscription-cash';

// Examples act on the demo seed's Downtown office (1): member 1 and their Adult Wellness (subscription 1, paid by
// card); Demo Uptown is office 2, its Adult Wellness plan 6. The transfer example maps one of the household's four
// running plans: a real move names each of them.

/**
 * Paying in the office and moving a household between offices (issue 8). Office users and platform admins; the calls
 * that take money accept an Idempotency-Key header.
 */
export const subscriptionCashEndpoints = {
  toCash: endpoint({
    method: 'POST',
    path: '/subscriptions/to-cash',
    summary:
      'Switch a plan between paying by card and paying at the front desk (back to card needs a card or bank account on file)',
    tag: 'subscriptions',
    auth: true,
    body: ToCashRequest,
    response: SubscriptionCashResponse,
    example: { body: { dentistInfoId: 1, memberId: 1, subscriptionId: 1, toCash: false } },
  }),
  renewCash: endpoint({
    method: 'POST',
    path: '/subscriptions/members/{id}/renew_cash',
    summary:
      'A plan paid in the office: record the next period paid at the front desk (409 with the amount due when it changed)',
    tag: 'subscriptions',
    auth: true,
    params: IdParams,
    body: RenewCashRequest,
    response: CashPaymentResponse,
    example: { params: { id: 1 }, body: { dentistInfoId: 1, subscriptionId: 1, expectedCents: 4900 } },
  }),
  inOfficePayment: endpoint({
    method: 'POST',
    path: '/subscriptions/in-office-payment',
    summary:
      'Take a payment at the front desk for a late plan, or one waiting for its first payment; it becomes active',
    tag: 'subscriptions',
    auth: true,
    body: InOfficePaymentRequest,
    response: CashPaymentResponse,
    example: { body: { dentistInfoId: 1, memberId: 1, subscriptionId: 1, expectedCents: 4900 } },
  }),
  cancelCash: endpoint({
    method: 'DELETE',
    path: '/dentists/{id}/subscription/cancel_cash',
    summary: 'Cancel an enrolment that waited for its payment in the office and was never paid (nothing is charged)',
    tag: 'subscriptions',
    auth: true,
    params: IdParams,
    body: CancelCashRequest,
    response: SubscriptionCashResponse,
    example: { params: { id: 1 }, body: { memberId: 1, subscriptionId: 1, reason: 11 } },
  }),
  transferMember: endpoint({
    method: 'POST',
    path: '/office/{id}/members/transfer-member',
    summary:
      "Move a household to another office of the organization, each running plan to one of the new office's plans",
    tag: 'members',
    auth: true,
    params: IdParams,
    body: TransferMemberRequest,
    response: TransferMemberResponse,
    example: { params: { id: 1 }, body: { memberId: 1, targetOfficeId: 2, plans: [{ subscriptionId: 1, planId: 6 }] } },
  }),
} as const;
