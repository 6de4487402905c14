import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ActivityPage } from '../features/activity/lazy';
import { AdminAssociationsPage } from '../features/admin-associations/lazy';
import { AdminBusinessesPage } from '../features/admin-business-connect/lazy';
import { AdminFeesPage } from '../features/admin-fees/lazy';
import { LeadSourcesPage, ReleaseNotesPage, ServicesPage } from '../features/admin-lists/lazy';
import { AdminManagePage, AdminMorePage } from '../features/admin-manage/lazy';
import { AdminMembershipHistoryPage, AdminMembersPage, AdminPaymentHistoryPage } from '../features/admin-members/lazy';
import {
  AdminCustomMembershipPage,
  AdminOfficeUsersPage,
  IncompleteSignupsPage,
  OfficeHistoryPage,
} from '../features/admin-offices/lazy';
import { AdminPromosPage, PromoReportPage } from '../features/admin-promos/lazy';
import { AdminKpiPage, AdminReportingPage, AdminReportsPage } from '../features/admin-reports/lazy';
import { SmsLogsPage, SmsSetupPage } from '../features/admin-sms/lazy';
import { SupportInboxPage, SupportRequestPage } from '../features/admin-support/lazy';
import {
  AdminProfilePage,
  EditAdminProfilePage,
  PlatformUsersPage,
  SuperAdminPage,
} from '../features/admin-users/lazy';
import {
  AssociationEditProfilePage,
  AssociationOfficesPage,
  AssociationPlansPage,
  AssociationReportingPage,
  AssociationUsersPage,
} from '../features/associations/lazy';
import {
  BcReportsPage,
  BusinessConnectPage,
  LandingConnectPage,
  VideoConnectPage,
} from '../features/business-connect/lazy';
import { UnsubscribePage } from '../features/campaigns/lazy';
import { ErrorLogPage, ErrorLogsPage } from '../features/error-logs/lazy';
import { LeaderboardPage } from '../features/rewards/lazy';
import { TermsUpdatePage } from '../features/terms/lazy';
import {
  AdminOfficesPage,
  AdminReviewsPage,
  AreaGate,
  AssociationSignupRedirect,
  AuditLogPage,
  BaaPage,
  BillingPage,
  BillingRunPage,
  BrandingPage,
  BusinessMembersPage,
  BusinessReportsPage,
  BusinessSettingsPage,
  BusinessSignupPage,
  CommunityConnectPage,
  CommunityLandingPage,
  CommunitySignupPage,
  CompleteBusinessSignupPage,
  CompleteSignupPage,
  ConfirmEmailPage,
  CsvReviewPage,
  DashboardPage,
  DevMailboxPage,
  DisputesPage,
  ExternalPatientSignupPage,
  ForgotPasswordPage,
  FrontDeskSignupPage,
  GetStartedPage,
  GroupsPage,
  GuaranteePage,
  LocationEditPage,
  LocationsPage,
  LoginPage,
  LogoutPage,
  ManagePlansPage,
  MarketingPage,
  MasterDashboardPage,
  MembershipHistoryPage,
  MembershipInfoPage,
  MembersPage,
  MultiBillingPage,
  MultiReportsPage,
  MultiSetupPage,
  NotFoundPage,
  OfficeReferralPage,
  OfficeReviewsPage,
  OfficeSettingsPage,
  PasswordTokenPage,
  PatientDashboardPage,
  PatientEnrolmentPage,
  PatientPaymentHistoryPage,
  PatientReferralPage,
  PatientReviewsPage,
  PatientSettingsPage,
  PaymentHistoryPage,
  PaymentLedgerPage,
  PaymentUpdatePage,
  PlansPage,
  PrintOrdersPage,
  PublicReceiptPage,
  ReenrolPage,
  ReportsPage,
  ShellNotFound,
  SignedInApp,
  SignupApp,
  SignupCompletePage,
  SignupPage,
  SingleSetupPage,
  SupportPage,
  UpgradeFormPage,
  UpgradeLandingPage,
  UpgradePage,
  UserSettingsPage,
  WebPayoutPage,
  WebReportPage,
  YourDentistPage,
} from './lazy-pages';
import { publicSiteRoutes } from './public-routes';
import { RedirectTo } from './redirects';
import { OFFICE_PREFIXES, RESERVED_ACCOUNTS_PAGES } from './route-prefixes';
import { tenant } from './tenant';

export function AppRoutes() {
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <Routes>
        <Route path="/" element={<Navigate to="/accounts/login" replace />} />
        <Route path="/accounts/login" element={<LoginPage />} />
        <Route path="/accounts/logout" element={<LogoutPage />} />
        <Route path="/accounts/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/accounts/reset-password/:token" element={<PasswordTokenPage mode="reset" />} />
        <Route path="/accounts/set-password/:token" element={<PasswordTokenPage mode="set" />} />
        <Route path="/accounts/confirm-email/:token" element={<ConfirmEmailPage />} />
        <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
        {RESERVED_ACCOUNTS_PAGES.map((p) => (
          <Route key={p} path={`/accounts/${p}`} element={<NotFoundPage />} />
        ))}
        <Route path="/accounts/:associationUrl" element={<AssociationSignupRedirect />} />
        <Route path="/accounts/signup/my-dentist/:dentistInfoId" element={<PatientEnrolmentPage from="id" />} />
        <Route path="/accounts/signup/my-optometrist/:dentistInfoId" element={<PatientEnrolmentPage from="id" />} />
        <Route path="/signup/:officeSlug" element={<PatientEnrolmentPage from="slug" />} />
        <Route path="/businessconnect/:officeSlug" element={<PatientEnrolmentPage from="slug" />} />
        <Route path="/community-enroll/:groupCode" element={<PatientEnrolmentPage from="community" />} />
        <Route path="/enroll" element={<PatientEnrolmentPage from="query" />} />
        <Route element={<SignupApp />}>
          <Route path="/accounts/dentist-signup" element={<SignupPage variant="dentist" />} />
          <Route path="/accounts/old-dentist-signup" element={<SignupPage variant="old" />} />
          <Route path="/enroll/practice" element={<SignupPage variant="enroll" />} />
          <Route
            path="/accounts/complete-dentist-signup/:dentistInfoId/:activationKey/:officeId?"
            element={<CompleteSignupPage />}
          />
          <Route path="/single-setup" element={<SingleSetupPage />} />
          <Route path="/multi-setup" element={<MultiSetupPage />} />
          <Route path="/multi-csv-review" element={<CsvReviewPage />} />
          <Route path="/signup-complete" element={<SignupCompletePage />} />
          <Route path="/accounts/small-business-signup" element={<BusinessSignupPage />} />
          <Route path="/accounts/community-signup" element={<CommunitySignupPage />} />
          <Route
            path="/accounts/complete-business-signup/:smBusinessInfoId/:activationKey"
            element={<CompleteBusinessSignupPage />}
          />
        </Route>

        {publicSiteRoutes()}
        {/* The office's FAQ addresses of routes.tsv: one FAQ, public, in both languages. */}
        <Route path="/dentist-new/faq" element={<Navigate to="/faq" replace />} />
        <Route path="/dentist/faq" element={<Navigate to="/faq" replace />} />
        <Route path="/tos" element={<Navigate to="/terms" replace />} />
        <Route path="/enroll-practice" element={<RedirectTo to="/enroll/practice" />} />
        <Route path="/checkout" element={<RedirectTo to="/enroll" add={{ tab: 'checkout' }} />} />
        <Route
          path="/account/settings/membership-plan-legacy"
          element={<RedirectTo to="/account/settings/membership-plan" />}
        />
        <Route path="/error/404-not-found" element={<NotFoundPage />} />
        <Route path="/patient/payment-update/:activationKey/:userId" element={<PaymentUpdatePage />} />
        <Route path="/pn/:paymentUniqueId" element={<PublicReceiptPage />} />
        <Route path="/patient-referral" element={<PatientReferralPage />} />
        <Route path="/patient-referral/:paymentUniqueId" element={<PatientReferralPage />} />
        <Route path="/office-referral" element={<OfficeReferralPage />} />
        <Route path="/office-referral/:paymentUniqueId" element={<OfficeReferralPage />} />
        <Route path="/reenroll/my-dentist/:dentistInfoId" element={<ReenrolPage />} />
        <Route path="/reenroll/my-optometrist/:dentistInfoId" element={<ReenrolPage />} />

        <Route element={<SignedInApp />}>
          <Route element={<AreaGate area="office" />}>
            <Route path="/dentist-new/members" element={<MembersPage />} />
            <Route path="/dentist/new-members" element={<MembersPage />} />
            <Route path="/account/dashboard" element={<DashboardPage />} />
            <Route path="/account/multi-location-dashboard" element={<MasterDashboardPage />} />
            <Route path="/account/multi-location-billing" element={<MultiBillingPage />} />
            <Route path="/account/multi-location-reports" element={<MultiReportsPage />} />
            <Route path="/dentist-new/multiLocationReports" element={<MultiReportsPage />} />
            <Route path="/account/manage-locations" element={<LocationsPage />} />
            <Route path="/account/manage-locations/edit" element={<LocationEditPage />} />
            <Route path="/account/manage-groups" element={<GroupsPage />} />
            <Route path="/account/members" element={<MembersPage />} />
            <Route path="/dentist-new/membership-history/patient/:patientId" element={<MembershipHistoryPage />} />
            <Route path="/dentist-new/payment-history/:patientId" element={<PaymentHistoryPage />} />
            <Route path="/dentist-new/payment-ledger" element={<PaymentLedgerPage />} />
            <Route path="/account/disputes" element={<DisputesPage />} />
            <Route path="/dentist-new/reviews" element={<OfficeReviewsPage />} />
            <Route path="/account/community-connect" element={<CommunityConnectPage />} />
            <Route path="/account/branding" element={<BrandingPage />} />
            <Route path="/account/order-info-cards" element={<PrintOrdersPage />} />
            <Route path="/dentist-new/community-connect" element={<CommunityConnectPage />} />
            <Route path="/dentist-new/landing-community-connect" element={<CommunityLandingPage />} />
            {/* The spec's legacy address of the office's reviews (highlighted as 'dashboard' in its side menu). */}
            <Route path="/dentist/new-reviews" element={<Navigate to="/dentist-new/reviews" replace />} />
            <Route path="/account/reports" element={<ReportsPage />} />
            <Route path="/dentist-new/reports" element={<ReportsPage />} />
            <Route path="/web-payout/:payoutURL" element={<WebPayoutPage />} />
            <Route path="/dentist-new/web-report/:year/:month" element={<WebReportPage />} />
            <Route path="/account/settings/membership-plan/:id?" element={<PlansPage />} />
            <Route path="/dentist-new/memberships" element={<PlansPage />} />
            <Route path="/dentist-new/custom-membership" element={<PlansPage />} />
            {/* The side menu's 'Membership Plans': the office's plans until multi-location targeting has its own view. */}
            <Route path="/account/manage-plans/:id?" element={<ManagePlansPage />} />
            <Route path="/dentist-new/get-started" element={<GetStartedPage />} />
            <Route path="/account/settings/office" element={<OfficeSettingsPage />} />
            <Route path="/dentist-new/edit-profile" element={<OfficeSettingsPage />} />
            <Route path="/dentist-new/profile" element={<OfficeSettingsPage />} />
            <Route path="/dentist-new/users" element={<OfficeSettingsPage initialTab="users" />} />
            <Route path="/account/manage-users/:id?" element={<OfficeSettingsPage initialTab="users" />} />
            <Route path="/account/settings/user" element={<UserSettingsPage />} />
            <Route path="/account/settings/billing" element={<BillingPage />} />
            {/* Public in routes.tsv; reading an office's agreement and signing it need the owner signed in. */}
            <Route path="/BAA-signed" element={<BaaPage />} />
            <Route path="/account/upgrade" element={<UpgradePage />} />
            <Route path="/dentist-new/upgrade" element={<UpgradeLandingPage />} />
            <Route path="/dentist-new/upgrade-form" element={<UpgradeFormPage />} />
            <Route path="/dentist-new/landing-connect" element={<LandingConnectPage />} />
            <Route path="/dentist-new/video-connect" element={<VideoConnectPage />} />
            <Route path="/account/business-connect" element={<BusinessConnectPage />} />
            <Route path="/dentist-new/business-connect" element={<BusinessConnectPage />} />
            <Route path="/dentist-new/business-connect-reports" element={<BcReportsPage />} />
            <Route path="/dentist-new/contact-admin" element={<SupportPage />} />
            <Route path="/dentist/contact-admin" element={<SupportPage />} />
            <Route path="/account/marketing" element={<MarketingPage />} />
            <Route path="/leaderboard" element={<LeaderboardPage />} />
            <Route path="/dentist-new/activity" element={<ActivityPage />} />
            <Route path="/dentist-new/terms-update" element={<TermsUpdatePage />} />
            <Route path="/dentist-new/marketing" element={<MarketingPage />} />
            <Route path="/account/patient-signup" element={<FrontDeskSignupPage />} />
            <Route path="/dentist-new/signup" element={<FrontDeskSignupPage />} />
            <Route path="/external-patient-signup" element={<ExternalPatientSignupPage />} />
            {/* The guaranteed payment plan where the brand offers it (its `gpp` flag); elsewhere the in-shell 404. */}
            {tenant.featureFlags.includes('gpp') && (
              <Route path="/account/inhouse-financing" element={<GuaranteePage />} />
            )}
            {OFFICE_PREFIXES.map((p) => (
              <Route key={p} path={p} element={<ShellNotFound />} />
            ))}
          </Route>
          <Route element={<AreaGate area="admin" />}>
            <Route path="/admin/dentists" element={<AdminOfficesPage />} />
            <Route path="/admin/members" element={<AdminMembersPage />} />
            <Route path="/admin/manage" element={<AdminManagePage />} />
            <Route path="/admin/more" element={<AdminMorePage />} />
            <Route path="/admin/payment-history/patient/:patientId" element={<AdminPaymentHistoryPage />} />
            <Route path="/admin/membership-history/patient/:patientId" element={<AdminMembershipHistoryPage />} />
            <Route path="/admin/dev-mailbox" element={<DevMailboxPage />} />
            <Route path="/admin/audit-log" element={<AuditLogPage />} />
            <Route path="/admin/reviews" element={<AdminReviewsPage />} />
            <Route path="/admin/toolbox" element={<BillingRunPage />} />
            <Route path="/admin/contact-admin" element={<SupportInboxPage />} />
            <Route path="/admin/contact-admin/:id" element={<SupportRequestPage />} />
            <Route path="/admin/errorLogs" element={<ErrorLogsPage />} />
            <Route path="/admin/errorLogs/:id" element={<ErrorLogPage />} />
            <Route path="/admin/kpi" element={<AdminKpiPage />} />
            <Route path="/admin/reports" element={<AdminReportsPage />} />
            <Route path="/admin/reporting" element={<AdminReportingPage />} />
            <Route path="/admin/dentist-users/:dentistInfoId" element={<AdminOfficeUsersPage />} />
            <Route path="/admin/dentist-history/:dentistInfoId" element={<OfficeHistoryPage />} />
            <Route path="/admin/incomplete" element={<IncompleteSignupsPage />} />
            <Route path="/admin/custom-membership" element={<AdminCustomMembershipPage />} />
            <Route path="/admin/promos" element={<AdminPromosPage />} />
            <Route path="/admin/fees" element={<AdminFeesPage />} />
            <Route path="/admin/associations" element={<AdminAssociationsPage />} />
            <Route path="/admin/business-connect" element={<AdminBusinessesPage />} />
            <Route path="/admin/promos/:id" element={<PromoReportPage />} />
            <Route path="/admin/smsSetup" element={<SmsSetupPage />} />
            <Route path="/admin/smsLogs" element={<SmsLogsPage />} />
            <Route path="/admin/users" element={<PlatformUsersPage />} />
            <Route path="/admin/super_admin" element={<SuperAdminPage />} />
            <Route path="/admin/profile" element={<AdminProfilePage />} />
            <Route path="/admin/edit-profile" element={<EditAdminProfilePage />} />
            {tenant.featureFlags.includes('leadSource') && (
              <Route path="/admin/leadSource" element={<LeadSourcesPage />} />
            )}
            <Route path="/admin/services" element={<ServicesPage />} />
            <Route path="/admin/releaseNotes" element={<ReleaseNotesPage />} />
            <Route path="/admin/*" element={<ShellNotFound />} />
          </Route>
          <Route element={<AreaGate area="patient" />}>
            <Route path="/patient-details/dashboard" element={<PatientDashboardPage />} />
            <Route path="/patient-details/payment-history" element={<PatientPaymentHistoryPage />} />
            <Route path="/patient/payment-history" element={<PatientPaymentHistoryPage />} />
            <Route path="/patient/your-reviews" element={<PatientReviewsPage />} />
            <Route path="/patient/membership-info" element={<MembershipInfoPage />} />
            <Route path="/patient/your-dentist" element={<YourDentistPage />} />
            <Route path="/patient-details/settings" element={<PatientSettingsPage part="settings" />} />
            <Route path="/patient/profile" element={<PatientSettingsPage part="profile" />} />
            <Route path="/patient-details/*" element={<ShellNotFound />} />
            <Route path="/patient/*" element={<ShellNotFound />} />
          </Route>
          <Route element={<AreaGate area="business" />}>
            <Route path="/business/members" element={<BusinessMembersPage />} />
            <Route path="/business/reports" element={<BusinessReportsPage />} />
            <Route path="/business/settings" element={<BusinessSettingsPage />} />
            <Route path="/business/contact-admin" element={<SupportPage />} />
            <Route path="/business/*" element={<ShellNotFound />} />
          </Route>
          <Route element={<AreaGate area="association" />}>
            <Route path="/associations/dentists" element={<AssociationOfficesPage />} />
            <Route path="/associations/reporting" element={<AssociationReportingPage />} />
            <Route path="/associations/edit-profile" element={<AssociationEditProfilePage />} />
            <Route path="/associations/custom-membership" element={<AssociationPlansPage />} />
            <Route path="/associations/users" element={<AssociationUsersPage />} />
            <Route path="/associations/profile" element={<UserSettingsPage />} />
            <Route path="/associations/*" element={<ShellNotFound />} />
          </Route>
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
