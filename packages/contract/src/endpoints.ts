import { CurrentUserQuery, CurrentUserResponse } from './account';
import { AdminOfficesQuery, AdminOfficesResponse, AuditLogQuery, AuditLogResponse } from './admin';
import { ForgotPasswordRequest, ImpersonateRequest, LoginRequest, LoginResponse, PasswordTokenRequest } from './auth';
import { MessageBody } from './common';
import { endpoint } from './endpoint';
import { DevMailboxQuery, DevMailboxResponse } from './mail';
import { ContactAccountSupportRequest } from './support';

/** Every call the server serves under /api/v1, keyed by a stable name. */
export const endpoints = {
  login: endpoint({
    method: 'POST',
    path: '/accounts/login',
    summary: 'Sign in with email and password; answers a signed token',
    tag: 'auth',
    auth: false,
    body: LoginRequest,
    response: LoginResponse,
    example: { body: { email: 'owner@demo.test', password: 'demo-password-1' } },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/accounts/logout',
    summary: 'End the current session',
    tag: 'auth',
    auth: true,
    response: MessageBody,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/accounts/forgot-password',
    summary: 'Mail a password reset link (answers the same whether or not the email is known)',
    tag: 'auth',
    auth: false,
    body: ForgotPasswordRequest,
    response: MessageBody,
    example: { body: { email: 'owner@demo.test' } },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/accounts/reset-password',
    summary: 'Set a new password with a single-use reset token',
    tag: 'auth',
    auth: false,
    body: PasswordTokenRequest,
    response: MessageBody,
    example: { body: { token: 'k2J9x7QeH1bq3w5Zt8YpL0nVcR4sDfGh6aUiOmXyTzE', password: 'a-new-password-1' } },
  }),
  setPassword: endpoint({
    method: 'POST',
    path: '/accounts/set-password',
    summary: 'Set a first password with a single-use invitation token',
    tag: 'auth',
    auth: false,
    body: PasswordTokenRequest,
    response: MessageBody,
    example: { body: { token: 'k2J9x7QeH1bq3w5Zt8YpL0nVcR4sDfGh6aUiOmXyTzE', password: 'a-new-password-1' } },
  }),
  currentUser: endpoint({
    method: 'GET',
    path: '/users/me/account',
    summary: 'The signed-in user, their offices and the active office (dentistInfoId)',
    tag: 'shell',
    auth: true,
    query: CurrentUserQuery,
    response: CurrentUserResponse,
    example: { query: { dentistInfoId: 1 } },
  }),
  contactAccountSupport: endpoint({
    method: 'POST',
    path: '/dentists/contact_account_support',
    summary: "Send the 'Need Assistance?' message to support",
    tag: 'support',
    auth: true,
    body: ContactAccountSupportRequest,
    response: MessageBody,
    example: {
      body: {
        name: 'Dana Whitfield',
        email: 'owner@demo.test',
        message: 'Where is the printable form?',
        dentistInfoId: 1,
      },
    },
  }),
  impersonate: endpoint({
    method: 'POST',
    path: '/admin/impersonate',
    summary: 'A platform admin signs in as another user (audited)',
    tag: 'admin',
    auth: true,
    body: ImpersonateRequest,
    response: LoginResponse,
    example: { body: { userId: 1 } },
  }),
  devMailbox: endpoint({
    method: 'GET',
    path: '/admin/dev-mailbox',
    summary: 'Mail written to the outbox, newest first (platform admins)',
    tag: 'admin',
    auth: true,
    query: DevMailboxQuery,
    response: DevMailboxResponse,
    example: { query: { to: 'owner@demo.test', limit: 20 } },
  }),
  adminOffices: endpoint({
    method: 'GET',
    path: '/admin/dentists',
    summary: 'Every office with its organization and users (platform admins)',
    tag: 'admin',
    auth: true,
    query: AdminOfficesQuery,
    response: AdminOfficesResponse,
    example: { query: { search: 'Bright' } },
  }),
  auditLog: endpoint({
    method: 'GET',
    path: '/admin/audit-log',
    summary:
      'The append-only audit trail (who looked at or changed what, from where), per organization, member or actor',
    tag: 'admin',
    auth: true,
    query: AuditLogQuery,
    response: AuditLogResponse,
    example: { query: { organizationId: 1, memberId: 1, limit: 50 } },
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
