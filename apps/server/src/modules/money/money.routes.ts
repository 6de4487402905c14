import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import { paymentGatewayFor } from '../../adapters/payments/select';
import { simProcessorRoutes } from '../../adapters/payments/sim-processor.routes';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { baaStatus, signBaa, signedBaaPdf } from './baa.service';
import { connectBankAccount, payoutAccount, startBankLink } from './payout.service';
import { processorEventRoutes } from './processor-events.routes';
import { addTierMethod, removeTierMethod, setDefaultTierMethod, tierBilling } from './tier-billing.service';
import { proceedUpgrade, resetUpgrade, startUpgrade, upgradeStatus } from './upgrade.service';

/** Everyone who works in an office (and platform admins) may look; patients may not. */
const readers = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
/** Changes: dentists (the service checks they are the office's owner) and platform admins. */
const changers = ['dentist', ...PLATFORM_ADMIN_TYPES] as const;
/** The payout account, bank and tier billing: the office's owner, by the office permission matrix. */
const owner = { roles: changers, action: 'managePayouts' } as const;
const officeInBody = { in: 'body', field: 'dentistInfoId' } as const;
const officeInQuery = { in: 'query', field: 'dentistInfoId' } as const;
const officeInPath = { in: 'params', field: 'id' } as const;
const tierMethod = { in: 'body', field: 'paymentMethodId' } as const;

export function moneyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const gateway = deps.payments ?? paymentGatewayFor(deps.config, deps.database.db, deps.clock);
  // The simulated processor's token endpoints, apart from /api/v1 (card numbers never reach the API).
  if (gateway.name === 'simulated') simProcessorRoutes(app, deps.database.db, deps.clock);
  // The processor's signed events (Stripe with STRIPE_WEBHOOK_SECRET), apart from /api/v1 too.
  processorEventRoutes(app, deps, gateway);

  route(app, deps, endpoints.createPlaidLinkToken, { ...owner, office: officeInBody }, ({ ctx, auth, body }) =>
    startBankLink(ctx, gateway, auth, body.dentistInfoId),
  );
  route(app, deps, endpoints.plaidToken, { ...owner, office: officeInBody }, ({ ctx, auth, body, ip }) =>
    connectBankAccount(ctx, gateway, auth, body.dentistInfoId, body.publicToken, ip),
  );
  route(app, deps, endpoints.viewAccount, { roles: readers, office: officeInQuery }, ({ ctx, auth, query }) =>
    payoutAccount(ctx, gateway, auth, query.dentistInfoId),
  );

  route(app, deps, endpoints.getOrgTierBillingMethod, { roles: readers, office: officeInBody }, ({ ctx, auth, body }) =>
    tierBilling(ctx, gateway, auth, body.dentistInfoId),
  );
  route(
    app,
    deps,
    endpoints.addTierPaymentMethod,
    { ...owner, office: officeInBody },
    ({ ctx, auth, ip, userAgent, body }) =>
      addTierMethod(ctx, gateway, { auth, ip, userAgent }, body.dentistInfoId, body.token),
  );
  route(
    app,
    deps,
    endpoints.setDefaultTierPaymentMethod,
    { ...owner, office: officeInBody, tierMethod },
    ({ ctx, auth, ip, body }) =>
      setDefaultTierMethod(ctx, gateway, { auth, ip }, body.dentistInfoId, body.paymentMethodId),
  );
  route(
    app,
    deps,
    endpoints.removeTierPaymentMethod,
    { ...owner, office: officeInBody, tierMethod },
    ({ ctx, auth, ip, body }) => removeTierMethod(ctx, gateway, { auth, ip }, body.dentistInfoId, body.paymentMethodId),
  );

  route(app, deps, endpoints.baaStatus, { roles: readers, office: officeInPath }, ({ ctx, auth, params }) =>
    baaStatus(ctx, auth, params.id),
  );
  route(app, deps, endpoints.baaPdf, { roles: readers, office: officeInPath }, async ({ ctx, params, reply }) => {
    const pdf = await signedBaaPdf(ctx, params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="business-associate-agreement.pdf"')
      .header('cache-control', 'no-store')
      .send(pdf);
  });
  // Only a dentist can be an office's owner; the service checks the owner flag and refuses impersonated sessions.
  route(
    app,
    deps,
    endpoints.signBaa,
    { roles: ['dentist'], office: officeInPath },
    ({ ctx, auth, ip, userAgent, params, body }) => signBaa(ctx, { auth, ip, userAgent }, params.id, body),
  );

  route(app, deps, endpoints.upgradeStatus, { roles: readers, office: officeInPath }, ({ ctx, auth, params }) =>
    upgradeStatus(ctx, gateway, auth, params.id),
  );
  route(app, deps, endpoints.startUpgrade, { ...owner, office: officeInPath }, ({ ctx, auth, ip, params, body }) =>
    startUpgrade(ctx, gateway, { auth, ip }, params.id, body.email),
  );
  route(app, deps, endpoints.proceedUpgrade, { ...owner, office: officeInPath }, ({ ctx, auth, ip, params }) =>
    proceedUpgrade(ctx, gateway, { auth, ip }, params.id),
  );
  route(app, deps, endpoints.resetUpgrade, { ...owner, office: officeInPath }, ({ ctx, auth, ip, params }) =>
    resetUpgrade(ctx, gateway, { auth, ip }, params.id),
  );
}
