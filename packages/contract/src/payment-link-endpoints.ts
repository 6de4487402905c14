import { PaymentSourceResponse } from './billing';
import { IdParams, MessageBody } from './common';
import { endpoint } from './endpoint';
import {
  PaymentLinkParams,
  PaymentLinkQuery,
  PaymentLinkUpdateRequest,
  PaymentLinkView,
  SendPaymentLinkRequest,
} from './payment-link';

/** A key as the examples send it: the shape of a real one, known to no link. */
const EXAMPLE_KEY = 'k2J9x7QeH1bq3w5Zt8YpL0nVcR4sDfGh6aUiOmXyTzE';

/**
 * The secure payment-update link (issue 8): the front desk mails it; the account owner opens it without signing in.
 * The two public calls answer 404 with the same words for an unknown, used or expired key, and 429 after 20 failed
 * keys an hour from one address.
 */
export const paymentLinkEndpoints = {
  sendPaymentUpdateLink: endpoint({
    method: 'POST',
    path: '/dentists/{id}/members/sendSecurePaymentUpdateLink',
    summary:
      "Mail the household's account owner a link (7 days, works once) to replace the card on file; older links stop working",
    tag: 'billing',
    auth: true,
    params: IdParams,
    body: SendPaymentLinkRequest,
    response: MessageBody,
    example: { params: { id: 1 }, body: { memberId: 1 } },
  }),
  paymentUpdateLink: endpoint({
    method: 'GET',
    path: '/payment-update/{activationKey}/{memberId}',
    summary: "What a payment-update link's page shows: the office, the account owner's name, the method on file",
    tag: 'public',
    auth: false,
    params: PaymentLinkParams,
    query: PaymentLinkQuery,
    response: PaymentLinkView,
    example: { params: { activationKey: EXAMPLE_KEY, memberId: 1 }, query: {} },
  }),
  usePaymentUpdateLink: endpoint({
    method: 'POST',
    path: '/payment-update/{activationKey}/{memberId}',
    summary: "Replace the household's card or bank account through its link; the link is used up",
    tag: 'public',
    auth: false,
    params: PaymentLinkParams,
    body: PaymentLinkUpdateRequest,
    response: PaymentSourceResponse,
    example: {
      params: { activationKey: EXAMPLE_KEY, memberId: 1 },
      body: { payment: { method: 'card', token: 'tok_sim_example0000' } },
    },
  }),
} as const;
