import {
  BusinessCardRequest,
  BusinessMemberParams,
  BusinessPaymentResponse,
  BusinessPaysRequest,
} from './business-payment';
import { endpoint } from './endpoint';

/** The employer paying for its employees (issue 25): its card and the switch. */
export const businessPaymentEndpoints = {
  businessPayment: endpoint({
    method: 'GET',
    path: '/business/payment',
    summary: 'Whether the signed-in employer pays for its employees, its card, and what it pays',
    tag: 'business',
    auth: true,
    response: BusinessPaymentResponse,
  }),
  saveBusinessCard: endpoint({
    method: 'PUT',
    path: '/business/payment/card',
    summary: "Save (or replace) the signed-in employer's card, tokenized at the processor (audited)",
    tag: 'business',
    auth: true,
    body: BusinessCardRequest,
    response: BusinessPaymentResponse,
    example: { body: { token: 'tok_sim_example0000' } },
  }),
  removeBusinessCard: endpoint({
    method: 'DELETE',
    path: '/business/payment/card',
    summary: "Remove the signed-in employer's card, while it does not pay for its employees (audited)",
    tag: 'business',
    auth: true,
    response: BusinessPaymentResponse,
  }),
  setBusinessPays: endpoint({
    method: 'PUT',
    path: '/business/payment',
    summary:
      'Start or stop paying for the employees who enrol through the link; stopping tells each household (audited)',
    tag: 'business',
    auth: true,
    body: BusinessPaysRequest,
    response: BusinessPaymentResponse,
    example: { body: { paysForEmployees: true } },
  }),
  stopPayingForEmployee: endpoint({
    method: 'DELETE',
    path: '/business/members/{enrolmentId}/payment',
    summary: 'Stop paying for one employee household; it is told to pay with its own card (audited)',
    tag: 'business',
    auth: true,
    params: BusinessMemberParams,
    response: BusinessPaymentResponse,
    example: { params: { enrolmentId: 1 } },
  }),
};
