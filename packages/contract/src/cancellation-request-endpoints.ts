import {
  CancellationDecisionBody,
  CancellationDecisionResponse,
  CancellationRequestBody,
  CancellationRequestQuery,
  CancellationRequestResponse,
  LeavingTermsResponse,
  PendingCancellationRequestsResponse,
} from './cancellation-request';
import { IdParams } from './common';
import { endpoint } from './endpoint';

// Not in the spec's list of calls: its patient pages let a household leave (spec 01 section 4's
// cancellation_requested), and the office's members list decides. Examples act on the demo patient's own plan at
// Downtown (office 1, member 1, subscription 1).

/** A household asks to cancel a member's plan; the office confirms or keeps it (issue 22, 'Leave'). */
export const cancellationRequestEndpoints = {
  leavingTerms: endpoint({
    method: 'GET',
    path: '/users/me/account/cancellation-request',
    summary: "What leaving a member's plan means (paid period, commitment, refunds), and whether it may be asked now",
    tag: 'patient',
    auth: true,
    query: CancellationRequestQuery,
    response: LeavingTermsResponse,
    example: { query: { dentistInfoId: 1, memberId: 1, subscriptionId: 1 } },
  }),
  requestCancellation: endpoint({
    method: 'POST',
    path: '/users/me/account/cancellation-request',
    summary: "The household asks the office to cancel a member's plan (cancellation_requested until it decides)",
    tag: 'patient',
    auth: true,
    body: CancellationRequestBody,
    response: CancellationRequestResponse,
    example: {
      body: { dentistInfoId: 1, memberId: 1, subscriptionId: 1, reason: 12, note: 'Moving away.', termsRead: true },
    },
  }),
  pendingCancellationRequests: endpoint({
    method: 'GET',
    path: '/dentists/{id}/subscription/cancellation-requests',
    summary: 'The cancellations households asked for from their portal, waiting for the office',
    tag: 'subscriptions',
    auth: true,
    params: IdParams,
    response: PendingCancellationRequestsResponse,
    example: { params: { id: 1 } },
  }),
  confirmCancellationRequest: endpoint({
    method: 'POST',
    path: '/dentists/{id}/subscription/cancellation-requests/confirm',
    summary: "Confirm a household's request: the plan ends at the end of its paid period, as the office's cancellation",
    tag: 'subscriptions',
    auth: true,
    params: IdParams,
    body: CancellationDecisionBody,
    response: CancellationDecisionResponse,
    example: { params: { id: 1 }, body: { memberId: 1, subscriptionId: 1 } },
  }),
  keepCancellationRequest: endpoint({
    method: 'POST',
    path: '/dentists/{id}/subscription/cancellation-requests/keep',
    summary: 'Keep the plan after talking to the household: the request is withdrawn, the plan goes on as before',
    tag: 'subscriptions',
    auth: true,
    params: IdParams,
    body: CancellationDecisionBody,
    response: CancellationDecisionResponse,
    example: { params: { id: 1 }, body: { memberId: 1, subscriptionId: 1, note: 'Called: staying with a new card.' } },
  }),
} as const;
