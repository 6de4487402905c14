import { IdParams } from './common';
import { endpoint } from './endpoint';
import { HouseholdQuery, HouseholdResponse } from './portal';

/** The patient's portal (issue 22): the signed-in patient's own household at their practice. */
export const portalEndpoints = {
  patientHousehold: endpoint({
    method: 'GET',
    path: '/users/{id}/patient/household',
    summary:
      "The signed-in patient's household at the office ({id} is the caller's own user id): each member's plans, " +
      'status, next payment and coverage, the enrolment agreement, what to act on first, and the office to reach',
    tag: 'portal',
    auth: true,
    params: IdParams,
    query: HouseholdQuery,
    response: HouseholdResponse,
    example: { params: { id: 1 }, query: { dentistInfoId: 1 } },
  }),
};
