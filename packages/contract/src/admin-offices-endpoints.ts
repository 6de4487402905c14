import {
  AdminOfficeParams,
  AdminOfficeUserParams,
  AdminOfficeUsersResponse,
  AdminUserActiveRequest,
  IncompleteSignupsQuery,
  IncompleteSignupsResponse,
  OfficeHistoryQuery,
  OfficeHistoryResponse,
} from './admin-offices';
import { MessageBody } from './common';
import { endpoint } from './endpoint';

const USER = { params: { dentistInfoId: 1, userId: 1 } };

/** An office as the platform's admins support it: its users, its history, and sign-ups that stopped (issue 24). */
export const adminOfficeEndpoints = {
  adminOfficeUsers: endpoint({
    method: 'GET',
    path: '/admin/dentist-users/{dentistInfoId}',
    summary: "An office's users: type, owner, last sign-in, active or not, invitation pending",
    tag: 'admin',
    auth: true,
    params: AdminOfficeParams,
    response: AdminOfficeUsersResponse,
    example: { params: { dentistInfoId: 1 } },
  }),
  adminSendPasswordReset: endpoint({
    method: 'POST',
    path: '/admin/dentist-users/{dentistInfoId}/users/{userId}/password-reset',
    summary: 'Mail an office user a password reset link (audited)',
    tag: 'admin',
    auth: true,
    params: AdminOfficeUserParams,
    response: MessageBody,
    example: USER,
  }),
  adminSetUserActive: endpoint({
    method: 'POST',
    path: '/admin/dentist-users/{dentistInfoId}/users/{userId}/active',
    summary: "Deactivate an office user (their sessions end at once) or reactivate them; never the office's only owner",
    tag: 'admin',
    auth: true,
    params: AdminOfficeUserParams,
    body: AdminUserActiveRequest,
    response: MessageBody,
    example: { ...USER, body: { active: true } },
  }),
  adminResendInvitation: endpoint({
    method: 'POST',
    path: '/admin/dentist-users/{dentistInfoId}/users/{userId}/invitation',
    summary: 'Mail a user who has not set a password yet a new invitation link (audited)',
    tag: 'admin',
    auth: true,
    params: AdminOfficeUserParams,
    response: MessageBody,
    example: USER,
  }),
  adminOfficeHistory: endpoint({
    method: 'GET',
    path: '/admin/dentist-history/{dentistInfoId}',
    summary:
      'Everything that happened to an office, newest first: sign-up, plans, settings, team, payouts, tier charges',
    tag: 'admin',
    auth: true,
    params: AdminOfficeParams,
    query: OfficeHistoryQuery,
    response: OfficeHistoryResponse,
    example: { params: { dentistInfoId: 1 }, query: { page: 1 } },
  }),
  incompleteSignups: endpoint({
    method: 'GET',
    path: '/admin/incomplete',
    summary: 'Practices that signed up but stopped: where (email, plan, payout account) and since when',
    tag: 'admin',
    auth: true,
    query: IncompleteSignupsQuery,
    response: IncompleteSignupsResponse,
    example: { query: { search: 'harbor', sort: 'newest', page: 1 } },
  }),
  resendSignupCode: endpoint({
    method: 'POST',
    path: '/admin/incomplete/{dentistInfoId}/resend-code',
    summary:
      "Mail a sign-up waiting for its email's confirmation a new code (rate-limited like the sign-up's; audited)",
    tag: 'admin',
    auth: true,
    params: AdminOfficeParams,
    response: MessageBody,
    example: { params: { dentistInfoId: 1 } },
  }),
} as const;
