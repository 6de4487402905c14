import { CurrentUserQuery, CurrentUserResponse } from './account';
import { activityEndpoints } from './activity-endpoints';
import { adminAssociationEndpoints } from './admin-associations-endpoints';
import { adminBannerEndpoints } from './admin-banners-endpoints';
import { adminBusinessConnectEndpoints } from './admin-business-connect-endpoints';
import { adminEndpoints } from './admin-endpoints';
import { adminFeeEndpoints } from './admin-fees-endpoints';
import { adminListEndpoints } from './admin-lists-endpoints';
import { adminMemberEndpoints } from './admin-members-endpoints';
import { adminOfficeEndpoints } from './admin-offices-endpoints';
import { adminPromoEndpoints } from './admin-promos-endpoints';
import { adminReportEndpoints } from './admin-reports-endpoints';
import { adminSmsEndpoints } from './admin-sms-endpoints';
import { adminSupportEndpoints } from './admin-support-endpoints';
import { adminUserEndpoints } from './admin-users-endpoints';
import { associationPortalEndpoints } from './association-portal-endpoints';
import { ForgotPasswordRequest, ImpersonateRequest, LoginRequest, LoginResponse, PasswordTokenRequest } from './auth';
import { billingEndpoints } from './billing-endpoints';
import { billingRunEndpoints } from './billing-run-endpoints';
import { brandingEndpoints } from './branding-endpoints';
import { businessConnectEndpoints } from './business-connect-endpoints';
import { businessPaymentEndpoints } from './business-payment-endpoints';
import { businessPortalEndpoints } from './business-portal-endpoints';
import { campaignEndpoints } from './campaigns-endpoints';
import { cancellationRequestEndpoints } from './cancellation-request-endpoints';
import { MessageBody } from './common';
import { communityConnectEndpoints } from './community-connect-endpoints';
import { dashboardEndpoints } from './dashboard-endpoints';
import { disputeEndpoints } from './disputes-endpoints';
import { endpoint } from './endpoint';
import { enrolmentEndpoints } from './enrolment-endpoints';
import { financesEndpoints } from './finances-endpoints';
import { guaranteeEndpoints } from './guarantee-endpoints';
import { householdAddEndpoints } from './household-add';
import { inviteEndpoints } from './invite-endpoints';
import { locationEndpoints } from './locations-endpoints';
import { marketingDocumentEndpoints } from './marketing-documents';
import { marketplaceEndpoints } from './marketplace';
import { memberEndpoints } from './members-endpoints';
import { moneyEndpoints } from './money-endpoints';
import { multiLocationEndpoints } from './multi-location-endpoints';
import { officeEndpoints } from './office-endpoints';
import { orgPlanEndpoints } from './org-plans-endpoints';
import { patientProfileEndpoints } from './patient-profile-endpoints';
import { paymentLinkEndpoints } from './payment-link-endpoints';
import { payoutEndpoints } from './payouts-endpoints';
import { planEndpoints } from './plans-endpoints';
import { pmsEndpoints } from './pms-endpoints';
import { portalEndpoints } from './portal-endpoints';
import { printOrderEndpoints } from './print-orders-endpoints';
import { publicSiteEndpoints } from './public-site-endpoints';
import { reenrolEndpoints } from './reenrol';
import { referralEndpoints } from './referrals-endpoints';
import { reviewEndpoints } from './reviews-endpoints';
import { rewardsEndpoints } from './rewards-endpoints';
import { signupEndpoints } from './signup-endpoints';
import { staffAssignmentEndpoints } from './staff-assignments-endpoints';
import { subscriptionCashEndpoints } from './subscription-cash-endpoints';
import { subscriptionChangeEndpoints } from './subscription-changes-endpoints';
import { ContactAccountSupportRequest } from './support';

/** Every call the server serves under /api/v1, keyed by a stable name. */
export const endpoints = {
  ...adminSupportEndpoints,
  ...adminUserEndpoints,
  ...adminEndpoints,
  ...adminMemberEndpoints,
  ...adminBannerEndpoints,
  ...adminOfficeEndpoints,
  ...adminPromoEndpoints,
  ...adminSmsEndpoints,
  ...adminListEndpoints,
  ...adminFeeEndpoints,
  ...adminAssociationEndpoints,
  ...adminBusinessConnectEndpoints,
  ...businessConnectEndpoints,
  ...businessPortalEndpoints,
  ...businessPaymentEndpoints,
  ...associationPortalEndpoints,
  ...communityConnectEndpoints,
  ...campaignEndpoints,
  ...adminReportEndpoints,
  ...portalEndpoints,
  ...billingEndpoints,
  ...dashboardEndpoints,
  ...disputeEndpoints,
  ...billingRunEndpoints,
  ...enrolmentEndpoints,
  ...financesEndpoints,
  ...guaranteeEndpoints,
  ...householdAddEndpoints,
  ...inviteEndpoints,
  ...locationEndpoints,
  ...marketingDocumentEndpoints,
  ...marketplaceEndpoints,
  ...memberEndpoints,
  ...moneyEndpoints,
  ...multiLocationEndpoints,
  ...orgPlanEndpoints,
  ...planEndpoints,
  ...pmsEndpoints,
  ...officeEndpoints,
  ...patientProfileEndpoints,
  ...paymentLinkEndpoints,
  ...payoutEndpoints,
  ...reviewEndpoints,
  ...staffAssignmentEndpoints,
  ...referralEndpoints,
  ...reenrolEndpoints,
  ...signupEndpoints,
  ...subscriptionCashEndpoints,
  ...subscriptionChangeEndpoints,
  ...cancellationRequestEndpoints,
  ...activityEndpoints,
  ...rewardsEndpoints,
  ...brandingEndpoints,
  ...publicSiteEndpoints,
  ...printOrderEndpoints,
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
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
