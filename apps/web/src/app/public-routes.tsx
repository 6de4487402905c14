import { Route } from 'react-router';
import { DEV_PAGES } from './dev-pages';
import {
  BusinessConnectAddendumPage,
  BusinessConnectTermsPage,
  BusinessFaqPage,
  EmployerTermsPage,
  EnrolEmbedPage,
  FaqPage,
  KioskEnrolPage,
  LearnMorePage,
  MarketplaceSearchPage,
  OutOfNetworkPage,
  PlanBuilderPage,
  PpoCalculatorPage,
  PracticeProfilePage,
  PrivacyPage,
  StartPage,
  SubscribePage,
  TermsPage,
} from './lazy-pages';

/**
 * The public site's pages (no sign-in): legal texts and FAQs, the marketplace, the calculators and plan builder, and the
 * ways to enrol from outside the app (issue 27). Called inside the app's <Routes>, which reads the fragment's routes.
 */
export function publicSiteRoutes() {
  return (
    <>
      <Route path="/enroll/embed" element={<EnrolEmbedPage />} />
      <Route path="/office-enroll" element={<KioskEnrolPage />} />
      <Route path="/subscribe" element={<SubscribePage />} />
      <Route path="/start" element={<StartPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/terms-employee" element={<EmployerTermsPage />} />
      <Route path="/business-connect-terms" element={<BusinessConnectTermsPage />} />
      <Route path="/business-connect-addendum" element={<BusinessConnectAddendumPage />} />
      <Route path="/business-faq" element={<BusinessFaqPage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="/search" element={<MarketplaceSearchPage />} />
      <Route path="/marketplace/profile/:dentistInfoId" element={<PracticeProfilePage />} />
      <Route path="/ppo-calculator" element={<PpoCalculatorPage />} />
      <Route path="/plan-builder" element={<PlanBuilderPage />} />
      <Route path="/out-of-network" element={<OutOfNetworkPage />} />
      <Route path="/out-of-network-old" element={<OutOfNetworkPage layout="compact" />} />
      <Route path="/learn-more" element={<LearnMorePage />} />
      {/* Development builds only: a production build has no such pages (the 404 below answers). */}
      {DEV_PAGES && <Route path="/test-playground" element={<DEV_PAGES.TestPlaygroundPage />} />}
      {DEV_PAGES && <Route path="/test-layout" element={<DEV_PAGES.TestLayoutPage />} />}
    </>
  );
}
