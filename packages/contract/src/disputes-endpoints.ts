import {
  DisputeAcceptRequest,
  DisputeActionResponse,
  DisputeParams,
  DisputeRespondRequest,
  DisputesParams,
  DisputesQuery,
  DisputesResponse,
} from './disputes';
import { endpoint } from './endpoint';

/** The office's disputes (`{id}` is the office): the list, an answer to one, or conceding it. */
export const disputeEndpoints = {
  disputes: endpoint({
    method: 'GET',
    path: '/dentists/{id}/disputes',
    summary:
      "The office's disputed payments: what each holds, why, by when to answer, what was answered and how the bank decided",
    tag: 'disputes',
    auth: true,
    params: DisputesParams,
    query: DisputesQuery,
    response: DisputesResponse,
    example: { params: { id: 1 }, query: { status: 'all' } },
  }),
  respondToDispute: endpoint({
    method: 'POST',
    path: '/dentists/{id}/disputes/{disputeId}/respond',
    summary:
      "Answers a dispute: the office's account of the payment, with the patient's agreement and the plan's terms if chosen, sent to the bank (409 once answered or decided)",
    tag: 'disputes',
    auth: true,
    params: DisputeParams,
    body: DisputeRespondRequest,
    response: DisputeActionResponse,
    example: {
      params: { id: 1, disputeId: 1 },
      body: {
        description: 'A monthly membership the patient enrolled in themselves; they had a cleaning on 11/05.',
        agreement: true,
        terms: true,
      },
    },
  }),
  acceptDispute: endpoint({
    method: 'POST',
    path: '/dentists/{id}/disputes/{disputeId}/accept',
    summary:
      'Concedes a dispute: the amount goes back to the payer and the plans it paid for end (409 once answered or decided)',
    tag: 'disputes',
    auth: true,
    params: DisputeParams,
    body: DisputeAcceptRequest,
    response: DisputeActionResponse,
    example: { params: { id: 1, disputeId: 1 }, body: {} },
  }),
};
