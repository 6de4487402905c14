import { endpoint } from './endpoint';
import {
  AcceptTermsRequest,
  AcceptTermsResponse,
  DuplicateOfficeParams,
  DuplicateOfficePreview,
  DuplicateOfficeRequest,
  DuplicateOfficeResponse,
  TermsStatusResponse,
} from './public-site';

/** The platform's terms for office users, and duplicating an office into a new location (issue 27). */
export const publicSiteEndpoints = {
  termsStatus: endpoint({
    method: 'GET',
    path: '/users/me/terms',
    summary: 'The terms in force for practices, what changed, and when the signed-in office user accepted them',
    tag: 'shell',
    auth: true,
    response: TermsStatusResponse,
    example: {},
  }),
  acceptTerms: endpoint({
    method: 'POST',
    path: '/users/me/terms',
    summary: 'Records that the signed-in office user accepted this version of the terms (once; again is a no-op)',
    tag: 'shell',
    auth: true,
    body: AcceptTermsRequest,
    response: AcceptTermsResponse,
    example: { body: { version: '2026-11-22' } },
  }),
  duplicateOfficePreview: endpoint({
    method: 'GET',
    path: '/accounts/duplicate/{firstOffice}/{userId}',
    summary: 'What duplicating the office into a new location copies: its plans, groups, team, hours and profile',
    tag: 'multi-location',
    auth: true,
    params: DuplicateOfficeParams,
    response: DuplicateOfficePreview,
    example: { params: { firstOffice: 1, userId: 1 } },
  }),
  duplicateOffice: endpoint({
    method: 'POST',
    path: '/accounts/duplicate/{firstOffice}/{userId}',
    summary:
      "Adds a location with the office's setup: its own plans copied, its groups, team, hours, profile and theme",
    tag: 'multi-location',
    auth: true,
    params: DuplicateOfficeParams,
    body: DuplicateOfficeRequest,
    response: DuplicateOfficeResponse,
    example: {
      params: { firstOffice: 1, userId: 1 },
      body: {
        officeName: 'Demo Eastside',
        email: 'eastside@demo.test',
        phone: '5125550100',
        address: { line1: '9 East St', line2: '', city: 'Austin', state: 'TX', zip: '78702' },
        payout: { mode: 'own' },
      },
    },
  }),
};
