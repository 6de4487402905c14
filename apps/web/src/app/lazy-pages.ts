import { lazy } from 'react';

/**
 * Every page is its own chunk, so an area loads only its code. The shell (Mantine, TanStack Query,
 * i18next) is one chunk too and never loads on the sign-in pages.
 */
export const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
export const ForgotPasswordPage = lazy(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const PasswordTokenPage = lazy(() =>
  import('../features/auth/PasswordTokenPage').then((m) => ({ default: m.PasswordTokenPage })),
);
export const LogoutPage = lazy(() => import('../features/auth/LogoutPage').then((m) => ({ default: m.LogoutPage })));
export const NotFoundPage = lazy(() =>
  import('../features/public/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
export const TermsPage = lazy(() => import('../features/public/TermsPage').then((m) => ({ default: m.TermsPage })));
export const PrintOrdersPage = lazy(() =>
  import('../features/print-orders/PrintOrdersPage').then((m) => ({ default: m.PrintOrdersPage })),
);
export const PrivacyPage = lazy(() =>
  import('../features/public/PrivacyPage').then((m) => ({ default: m.PrivacyPage })),
);
export const EmployerTermsPage = lazy(() =>
  import('../features/public/EmployerTermsPage').then((m) => ({ default: m.EmployerTermsPage })),
);
export const BusinessConnectTermsPage = lazy(() =>
  import('../features/public/BusinessConnectTermsPage').then((m) => ({ default: m.BusinessConnectTermsPage })),
);
export const BusinessConnectAddendumPage = lazy(() =>
  import('../features/public/BusinessConnectAddendumPage').then((m) => ({ default: m.BusinessConnectAddendumPage })),
);
export const BusinessFaqPage = lazy(() =>
  import('../features/public/BusinessFaqPage').then((m) => ({ default: m.BusinessFaqPage })),
);
export const FaqPage = lazy(() => import('../features/faq/FaqPage').then((m) => ({ default: m.FaqPage })));
export const MarketplaceSearchPage = lazy(() =>
  import('../features/marketplace/MarketplaceSearchPage').then((m) => ({ default: m.MarketplaceSearchPage })),
);
export const PracticeProfilePage = lazy(() =>
  import('../features/marketplace/PracticeProfilePage').then((m) => ({ default: m.PracticeProfilePage })),
);
/* The public calculators and plan builder (issue 27). */
export const PpoCalculatorPage = lazy(() =>
  import('../features/public-tools/PpoCalculatorPage').then((m) => ({ default: m.PpoCalculatorPage })),
);
export const PlanBuilderPage = lazy(() =>
  import('../features/public-tools/PlanBuilderPage').then((m) => ({ default: m.PlanBuilderPage })),
);
export const OutOfNetworkPage = lazy(() =>
  import('../features/public-tools/OutOfNetworkPage').then((m) => ({ default: m.OutOfNetworkPage })),
);
export const LearnMorePage = lazy(() =>
  import('../features/public-tools/LearnMorePage').then((m) => ({ default: m.LearnMorePage })),
);

export const SignedInApp = lazy(() => import('./SignedInApp').then((m) => ({ default: m.SignedInApp })));
export const AreaGate = lazy(() => import('./SignedInApp').then((m) => ({ default: m.AreaGate })));
export const ShellNotFound = lazy(() => import('./SignedInApp').then((m) => ({ default: m.ShellNotFound })));

export const OfficeHomePage = lazy(() =>
  import('../features/offices/OfficeHomePage').then((m) => ({ default: m.OfficeHomePage })),
);
export const DashboardPage = lazy(() =>
  import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const multiLocation = () => import('../features/multi-location/multi-location-pages');
export const MasterDashboardPage = lazy(() => multiLocation().then((m) => ({ default: m.MasterDashboardPage })));
export const MultiBillingPage = lazy(() => multiLocation().then((m) => ({ default: m.MultiBillingPage })));
export const MultiReportsPage = lazy(() => multiLocation().then((m) => ({ default: m.MultiReportsPage })));
const locations = () => import('../features/locations/locations-pages');
export const LocationsPage = lazy(() => locations().then((m) => ({ default: m.LocationsPage })));
export const LocationEditPage = lazy(() => locations().then((m) => ({ default: m.LocationEditPage })));
export const GroupsPage = lazy(() => locations().then((m) => ({ default: m.GroupsPage })));
export const MembersPage = lazy(() =>
  import('../features/members/MembersPage').then((m) => ({ default: m.MembersPage })),
);
export const GuaranteePage = lazy(() =>
  import('../features/guarantee/GuaranteePage').then((m) => ({ default: m.GuaranteePage })),
);
export const PaymentHistoryPage = lazy(() =>
  import('../features/members/PaymentHistoryPage').then((m) => ({ default: m.PaymentHistoryPage })),
);
export const MembershipHistoryPage = lazy(() =>
  import('../features/members/MembershipHistoryPage').then((m) => ({ default: m.MembershipHistoryPage })),
);
export const OfficeSettingsPage = lazy(() =>
  import('../features/office-settings/OfficeSettingsPage').then((m) => ({ default: m.OfficeSettingsPage })),
);
export const UserSettingsPage = lazy(() =>
  import('../features/office-settings/UserSettingsPage').then((m) => ({ default: m.UserSettingsPage })),
);
export const PlansPage = lazy(() => import('../features/plans/PlansPage').then((m) => ({ default: m.PlansPage })));
/** /account/manage-plans: an organization's plan catalogue, or one office's plans page (issue 23). */
export const ManagePlansPage = lazy(() =>
  import('../features/org-plans/ManagePlansRoute').then((m) => ({ default: m.ManagePlansRoute })),
);
export const AdminOfficesPage = lazy(() =>
  import('../features/admin/AdminOfficesPage').then((m) => ({ default: m.AdminOfficesPage })),
);
export const BillingRunPage = lazy(() =>
  import('../features/admin/BillingRunPage').then((m) => ({ default: m.BillingRunPage })),
);
export const AuditLogPage = lazy(() =>
  import('../features/admin/AuditLogPage').then((m) => ({ default: m.AuditLogPage })),
);
export const DevMailboxPage = lazy(() =>
  import('../features/admin/DevMailboxPage').then((m) => ({ default: m.DevMailboxPage })),
);
export const PatientDashboardPage = lazy(() =>
  import('../features/portal-family/PatientDashboardWithFamily').then((m) => ({
    default: m.PatientDashboardWithFamily,
  })),
);
export const MembershipInfoPage = lazy(() =>
  import('../features/portal/MembershipInfoPage').then((m) => ({ default: m.MembershipInfoPage })),
);
export const YourDentistPage = lazy(() =>
  import('../features/portal/YourDentistPage').then((m) => ({ default: m.YourDentistPage })),
);
export const DisputesPage = lazy(() =>
  import('../features/disputes/DisputesPage').then((m) => ({ default: m.DisputesPage })),
);
export const ReportsPage = lazy(() =>
  import('../features/payouts/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);
export const WebPayoutPage = lazy(() =>
  import('../features/payouts/WebPayoutPage').then((m) => ({ default: m.WebPayoutPage })),
);
export const WebReportPage = lazy(() =>
  import('../features/payouts/WebReportPage').then((m) => ({ default: m.WebReportPage })),
);
export const PublicReceiptPage = lazy(() =>
  import('../features/billing/PublicReceiptPage').then((m) => ({ default: m.PublicReceiptPage })),
);
export const PatientReferralPage = lazy(() =>
  import('../features/referrals/PatientReferralPage').then((m) => ({ default: m.PatientReferralPage })),
);
export const OfficeReferralPage = lazy(() =>
  import('../features/referrals/OfficeReferralPage').then((m) => ({ default: m.OfficeReferralPage })),
);
export const ReenrolPage = lazy(() =>
  import('../features/reenrol/ReenrolPage').then((m) => ({ default: m.ReenrolPage })),
);
export const PaymentLedgerPage = lazy(() =>
  import('../features/billing/PaymentLedgerPage').then((m) => ({ default: m.PaymentLedgerPage })),
);
export const PatientPaymentHistoryPage = lazy(() =>
  import('../features/patients/PatientPaymentHistoryPage').then((m) => ({ default: m.PatientPaymentHistoryPage })),
);
export const PatientSettingsPage = lazy(() =>
  import('../features/patient-profile/PatientSettingsPage').then((m) => ({ default: m.PatientSettingsPage })),
);
export const ConfirmEmailPage = lazy(() =>
  import('../features/patient-profile/ConfirmEmailPage').then((m) => ({ default: m.ConfirmEmailPage })),
);
export const BusinessMembersPage = lazy(() =>
  import('../features/business/BusinessMembersPage').then((m) => ({ default: m.BusinessMembersPage })),
);
export const BusinessReportsPage = lazy(() =>
  import('../features/business/BusinessReportsPage').then((m) => ({ default: m.BusinessReportsPage })),
);
export const BusinessSettingsPage = lazy(() =>
  import('../features/business/BusinessSettingsPage').then((m) => ({ default: m.BusinessSettingsPage })),
);
export const BusinessSignupPage = lazy(() =>
  import('../features/business/BusinessSignupPage').then((m) => ({ default: m.BusinessSignupPage })),
);
export const BrandingPage = lazy(() =>
  import('../features/branding/BrandingPage').then((m) => ({ default: m.BrandingPage })),
);
export const CommunityConnectPage = lazy(() =>
  import('../features/community-connect/CommunityConnectPage').then((m) => ({ default: m.CommunityConnectPage })),
);
export const CommunityLandingPage = lazy(() =>
  import('../features/community-connect/CommunityLandingPage').then((m) => ({ default: m.CommunityLandingPage })),
);
export const CommunitySignupPage = lazy(() =>
  import('../features/community-connect/CommunitySignupPage').then((m) => ({ default: m.CommunitySignupPage })),
);
export const CompleteBusinessSignupPage = lazy(() =>
  import('../features/business/CompleteBusinessSignupPage').then((m) => ({ default: m.CompleteBusinessSignupPage })),
);
export const BillingPage = lazy(() =>
  import('../features/money/BillingPage').then((m) => ({ default: m.BillingPage })),
);
export const SupportPage = lazy(() =>
  import('../features/support/SupportPage').then((m) => ({ default: m.SupportPage })),
);
export const BaaPage = lazy(() => import('../features/money/BaaPage').then((m) => ({ default: m.BaaPage })));
export const MarketingPage = lazy(() =>
  import('../features/marketing/MarketingPage').then((m) => ({ default: m.MarketingPage })),
);

const signup = () => import('../features/signup/pages');
export const SignupApp = lazy(() => signup().then((m) => ({ default: m.SignupApp })));
export const SignupPage = lazy(() => signup().then((m) => ({ default: m.SignupPage })));
export const CompleteSignupPage = lazy(() => signup().then((m) => ({ default: m.CompleteSignupPage })));
export const SingleSetupPage = lazy(() => signup().then((m) => ({ default: m.SingleSetupPage })));
export const MultiSetupPage = lazy(() => signup().then((m) => ({ default: m.MultiSetupPage })));
export const CsvReviewPage = lazy(() => signup().then((m) => ({ default: m.CsvReviewPage })));
export const SignupCompletePage = lazy(() => signup().then((m) => ({ default: m.SignupCompletePage })));
export const AssociationSignupRedirect = lazy(() =>
  import('../features/signup/AssociationSignupRedirect').then((m) => ({ default: m.AssociationSignupRedirect })),
);
export const GetStartedPage = lazy(() =>
  import('../features/signup/GetStartedPage').then((m) => ({ default: m.GetStartedPage })),
);
export const UpgradePage = lazy(() =>
  import('../features/money/UpgradePages').then((m) => ({ default: m.UpgradePage })),
);
export const UpgradeLandingPage = lazy(() =>
  import('../features/money/UpgradePages').then((m) => ({ default: m.UpgradeLandingPage })),
);
export const UpgradeFormPage = lazy(() =>
  import('../features/money/UpgradePages').then((m) => ({ default: m.UpgradeFormPage })),
);

/** Issue 27, enrolment from anywhere: the widget, the waiting-room tablet, /start and /subscribe. */
export const EnrolEmbedPage = lazy(() =>
  import('../features/enrol-entry/EmbedPage').then((m) => ({ default: m.EmbedPage })),
);
export const KioskEnrolPage = lazy(() =>
  import('../features/enrol-entry/KioskPage').then((m) => ({ default: m.KioskPage })),
);
export const StartPage = lazy(() =>
  import('../features/enrol-entry/StartPage').then((m) => ({ default: m.StartPage })),
);
export const SubscribePage = lazy(() =>
  import('../features/enrol-entry/SubscribePage').then((m) => ({ default: m.SubscribePage })),
);
export const PatientEnrolmentPage = lazy(() =>
  import('../features/enrolment/PatientEnrolmentPage').then((m) => ({ default: m.PatientEnrolmentPage })),
);
export const PaymentUpdatePage = lazy(() =>
  import('../features/billing/PaymentUpdatePage').then((m) => ({ default: m.PaymentUpdatePage })),
);
export const FrontDeskSignupPage = lazy(() =>
  import('../features/enrolment/FrontDeskSignupPage').then((m) => ({ default: m.FrontDeskSignupPage })),
);
export const ExternalPatientSignupPage = lazy(() =>
  import('../features/enrolment/ExternalPatientSignupPage').then((m) => ({ default: m.ExternalPatientSignupPage })),
);
export const PatientReviewsPage = lazy(() =>
  import('../features/reviews/PatientReviewsPage').then((m) => ({ default: m.PatientReviewsPage })),
);
export const OfficeReviewsPage = lazy(() =>
  import('../features/reviews/OfficeReviewsPage').then((m) => ({ default: m.OfficeReviewsPage })),
);
export const AdminReviewsPage = lazy(() =>
  import('../features/reviews/AdminReviewsPage').then((m) => ({ default: m.AdminReviewsPage })),
);
