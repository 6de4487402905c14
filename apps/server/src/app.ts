import { buildOpenApi } from '@mhq/contract';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { processorCspSources } from './adapters/payments/processor-csp';
import { processorOf } from './adapters/payments/select';
import type { AppDeps } from './deps';
import { registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { accountRoutes } from './modules/account/account.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { addressRoutes } from './modules/address/address.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { billingRunRoutes } from './modules/admin/billing-run.routes';
import { adminAssociationRoutes } from './modules/admin-associations/admin-associations.routes';
import { adminBannerRoutes } from './modules/admin-banners/admin-banners.routes';
import { adminBusinessConnectRoutes } from './modules/admin-business-connect/admin-business-connect.routes';
import { adminFeeRoutes } from './modules/admin-fees/admin-fees.routes';
import { adminListRoutes } from './modules/admin-lists/admin-lists.routes';
import { adminMemberRoutes } from './modules/admin-members/admin-members.routes';
import { adminOfficeRoutes } from './modules/admin-offices/admin-offices.routes';
import { adminPromoRoutes } from './modules/admin-promos/admin-promos.routes';
import { adminReportRoutes } from './modules/admin-reports/admin-reports.routes';
import { adminSmsRoutes } from './modules/admin-sms/admin-sms.routes';
import { adminSupportRoutes } from './modules/admin-support/admin-support.routes';
import { adminUserRoutes } from './modules/admin-users/admin-users.routes';
import { associationPortalRoutes } from './modules/association-portal/association-portal.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { financesRoutes } from './modules/billing/finances.routes';
import { paymentLinkRoutes } from './modules/billing/payment-link.routes';
import { brandingRoutes } from './modules/branding/branding.routes';
import { businessConnectRoutes } from './modules/business-connect/business-connect.routes';
import { businessPaymentRoutes } from './modules/business-payment/business-payment.routes';
import { businessPortalRoutes } from './modules/business-portal/business-portal.routes';
import { campaignRoutes } from './modules/campaigns/campaigns.routes';
import { communityConnectRoutes } from './modules/community-connect/community-connect.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { disputeRoutes } from './modules/disputes/disputes.routes';
import { enrolmentRoutes } from './modules/enrolment/enrolment.routes';
import { errorLogRecorder } from './modules/error-logs/error-logs.record';
import { errorLogRoutes } from './modules/error-logs/error-logs.routes';
import { guaranteeRoutes } from './modules/guarantee/guarantee.routes';
import { inviteRoutes } from './modules/invites/invites.routes';
import { locationRoutes } from './modules/locations/locations.routes';
import { marketingDocumentRoutes } from './modules/marketing-documents/marketing-documents.routes';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes';
import { memberRoutes } from './modules/members/members.routes';
import { moneyRoutes } from './modules/money/money.routes';
import { multiLocationRoutes } from './modules/multi-location/multi-location.routes';
import { officeRoutes } from './modules/office/office.routes';
import { orgPlanRoutes } from './modules/org-plans/org-plans.routes';
import { patientProfileRoutes } from './modules/patient-profile/patient-profile.routes';
import { payoutRoutes } from './modules/payouts/payouts.routes';
import { planRoutes } from './modules/plans/plans.routes';
import { pmsBenefitsRoutes } from './modules/pms/pms-benefits.routes';
import { pmsConnectionRoutes } from './modules/pms/pms-connection.routes';
import { pmsMatchRoutes } from './modules/pms/pms-match.routes';
import { portalRoutes } from './modules/portal/portal.routes';
import { printOrderRoutes } from './modules/print-orders/print-orders.routes';
import { referralRoutes } from './modules/referrals/referrals.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
import { signupRoutes } from './modules/signup/signup.routes';
import { staffAssignmentRoutes } from './modules/staff-assignments/staff-assignments.routes';
import { cancellationRequestRoutes } from './modules/subscriptions/cancellation-request.routes';
import { subscriptionCashRoutes } from './modules/subscriptions/subscription-cash.routes';
import { subscriptionChangeRoutes } from './modules/subscriptions/subscription-changes.routes';
import { transferRoutes } from './modules/subscriptions/transfer.routes';
import { supportRoutes } from './modules/support/support.routes';
import { termsRoutes } from './modules/terms/terms.routes';
import { registerWeb } from './web';

const registeredRoutes = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Every route the app registered, as Fastify saw it (the isolation and hostile-input suites read this). */
export function routesOf(app: FastifyInstance): RouteOptions[] {
  return registeredRoutes.get(app) ?? [];
}

/** Builds the HTTP app from its dependencies; `listen` is the caller's business. */
export async function buildApp(deps: AppDeps, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  registerErrorHandler(app, errorLogRecorder(deps));
  // The API's answers carry patient data, payment data or credentials (a member's page, a public receipt, a sign-in's
  // token): no browser or proxy may keep any of them. One rule for every /api/v1 answer, errors included, so no route
  // can forget it; `no-store` alone says it (no Pragma, no max-age).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/v1/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (r) => {
    routes.push(r);
  });
  registeredRoutes.set(app, routes);
  // Strict by default; Stripe.js's own origins are added only when Stripe is the processor.
  const processor = processorCspSources(deps.payments?.name ?? processorOf(deps.config));
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...processor.scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...processor.connectSrc],
        ...(processor.frameSrc.length > 0 ? { frameSrc: ["'self'", ...processor.frameSrc] } : {}),
        frameAncestors: ["'none'"],
      },
    },
  });

  app.get('/healthz', async () => {
    await deps.database.ping();
    return { ok: true };
  });
  // Built and written out once: the document is a function of the contract alone.
  const openapi = JSON.stringify(buildOpenApi({ title: 'Membership plans API', version: '1' }));
  app.get('/api/v1/openapi.json', (_request, reply) => reply.type('application/json; charset=utf-8').send(openapi));

  authRoutes(app, deps);
  accountRoutes(app, deps);
  supportRoutes(app, deps);
  adminRoutes(app, deps);
  adminMemberRoutes(app, deps);
  adminBannerRoutes(app, deps);
  adminOfficeRoutes(app, deps);
  adminPromoRoutes(app, deps);
  adminSmsRoutes(app, deps);
  adminListRoutes(app, deps);
  adminUserRoutes(app, deps);
  adminFeeRoutes(app, deps);
  adminAssociationRoutes(app, deps);
  adminBusinessConnectRoutes(app, deps);
  businessConnectRoutes(app, deps);
  businessPortalRoutes(app, deps);
  businessPaymentRoutes(app, deps);
  communityConnectRoutes(app, deps);
  brandingRoutes(app, deps);
  termsRoutes(app, deps);
  printOrderRoutes(app, deps);
  rewardsRoutes(app, deps);
  activityRoutes(app, deps);
  campaignRoutes(app, deps);
  associationPortalRoutes(app, deps);
  adminReportRoutes(app, deps);
  billingRunRoutes(app, deps);
  adminSupportRoutes(app, deps);
  errorLogRoutes(app, deps);
  planRoutes(app, deps);
  signupRoutes(app, deps);
  addressRoutes(app, deps);
  marketplaceRoutes(app, deps);
  moneyRoutes(app, deps);
  officeRoutes(app, deps);
  patientProfileRoutes(app, deps);
  inviteRoutes(app, deps);
  marketingDocumentRoutes(app, deps);
  enrolmentRoutes(app, deps);
  billingRoutes(app, deps);
  paymentLinkRoutes(app, deps);
  financesRoutes(app, deps);
  memberRoutes(app, deps);
  subscriptionChangeRoutes(app, deps);
  cancellationRequestRoutes(app, deps);
  subscriptionCashRoutes(app, deps);
  transferRoutes(app, deps);
  dashboardRoutes(app, deps);
  multiLocationRoutes(app, deps);
  orgPlanRoutes(app, deps);
  disputeRoutes(app, deps);
  payoutRoutes(app, deps);
  guaranteeRoutes(app, deps);
  referralRoutes(app, deps);
  portalRoutes(app, deps);
  reviewRoutes(app, deps);
  locationRoutes(app, deps);
  staffAssignmentRoutes(app, deps);
  pmsConnectionRoutes(app, deps);
  pmsMatchRoutes(app, deps);
  pmsBenefitsRoutes(app, deps);

  await registerWeb(app, deps);
  return app;
}
