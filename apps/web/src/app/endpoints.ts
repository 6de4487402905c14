import type { EndpointName, Endpoints } from '@mhq/contract';

/**
 * Method and path of every call, checked against the contract's `endpoints` registry at compile time
 * (the literal types must match). Kept as plain strings so pages do not load zod at run time: the
 * login page has a 100 kB JavaScript budget.
 */
type Route<N extends EndpointName> = readonly [Endpoints[N]['method'], Endpoints[N]['path']];

export const ROUTES = {
  login: ['POST', '/accounts/login'],
  logout: ['POST', '/accounts/logout'],
  forgotPassword: ['POST', '/accounts/forgot-password'],
  resetPassword: ['POST', '/accounts/reset-password'],
  setPassword: ['POST', '/accounts/set-password'],
  currentUser: ['GET', '/users/me/account'],
  contactAccountSupport: ['POST', '/dentists/contact_account_support'],
  impersonate: ['POST', '/admin/impersonate'],
  devMailbox: ['GET', '/admin/dev-mailbox'],
  auditLog: ['GET', '/admin/audit-log'],
  adminOffices: ['GET', '/admin/dentists'],
  allPlans: ['POST', '/users/{id}/dentist-info/all-plans'],
  customMemberships: ['POST', '/users/{id}/dentist-info/all-plans/upgrade'],
  planSaveState: ['POST', '/dentist-info/membership-plan-save-state'],
  planDetail: ['POST', '/users/{id}/dentist-info/membershipPlanDetail'],
  updatePlanSettings: ['POST', '/dentists/updateMembershipSettings/{dentistInfoId}'],
  changePlanPrice: ['POST', '/dentists/{id}/custom-memberships/changePlanPrice'],
  sortPlans: ['POST', '/dentists/{id}/memberships/sort'],
  worryFree: ['GET', '/dentists/{id}/custom-memberships/getDentistWorryFree'],
  publicOffice: ['GET', '/dentists/details/{id}/no-auth'],
} as const satisfies { [N in EndpointName]: Route<N> };
