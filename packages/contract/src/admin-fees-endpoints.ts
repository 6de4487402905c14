import {
  AdminFeesQuery,
  AdminFeesResponse,
  FeeOverrideParams,
  FeeOverrideRequest,
  FeeOverrideResponse,
} from './admin-fees';
import { MessageBody } from './common';
import { endpoint } from './endpoint';

/** The platform's fees: defaults and the offices with their own terms (issue 24, /admin/fees). */
export const adminFeeEndpoints = {
  adminFees: endpoint({
    method: 'GET',
    path: '/admin/fees',
    summary: "The platform's default fees and the offices that pay their own, searchable by office",
    tag: 'admin',
    auth: true,
    query: AdminFeesQuery,
    response: AdminFeesResponse,
    example: { query: { search: 'Harbor' } },
  }),
  setFeeOverride: endpoint({
    method: 'PUT',
    path: '/admin/fees/offices/{dentistInfoId}',
    summary:
      'Give an office its own platform fee per member, setup percent or both, from its next payment on (audited)',
    tag: 'admin',
    auth: true,
    params: FeeOverrideParams,
    body: FeeOverrideRequest,
    response: FeeOverrideResponse,
    example: { params: { dentistInfoId: 1 }, body: { perMemberMonthCents: 75, setupFeePercent: null, note: '' } },
  }),
  removeFeeOverride: endpoint({
    method: 'DELETE',
    path: '/admin/fees/offices/{dentistInfoId}',
    summary: "Put an office back on the platform's default fees (audited)",
    tag: 'admin',
    auth: true,
    params: FeeOverrideParams,
    response: MessageBody,
    example: { params: { dentistInfoId: 1 } },
  }),
};
