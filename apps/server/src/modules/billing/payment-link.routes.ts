import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import { paymentGatewayFor } from '../../adapters/payments/select';
import type { AppDeps } from '../../deps';
import { idempotencyKeyOf, idempotent } from '../../http/idempotency';
import { route } from '../../http/route';
import { hashOpaqueToken } from '../auth/tokens';
import { sendPaymentUpdateLink, usePaymentLink, viewPaymentLink } from './payment-link.service';

/** The front desk, and the platform's admins acting for an office. */
const frontDesk = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;

export function paymentLinkRoutes(app: FastifyInstance, deps: AppDeps): void {
  const gateway = deps.payments ?? paymentGatewayFor(deps.config, deps.database.db, deps.clock);

  route(
    app,
    deps,
    endpoints.sendPaymentUpdateLink,
    {
      roles: frontDesk,
      action: 'collectPayment',
      office: { in: 'params', field: 'id' },
      member: { in: 'body', field: 'memberId', audit: 'change' },
    },
    ({ ctx, auth, params, body, ip, userAgent }) =>
      sendPaymentUpdateLink(ctx, auth, params.id, body.memberId, { ip, userAgent }),
  );

  // Public: the mailed link's key is the credential, checked (and its guessing limited) by the use case.
  route(app, deps, endpoints.paymentUpdateLink, 'public', ({ ctx, params, query, ip, userAgent }) =>
    viewPaymentLink(ctx, params, query.language, { ip, userAgent }),
  );

  route(app, deps, endpoints.usePaymentUpdateLink, 'public', ({ ctx, params, body, ip, userAgent, request }) =>
    idempotent(
      ctx,
      // Scoped by the key (as its hash): only the link's holder can replay an answer.
      {
        scope: `payment-link:${hashOpaqueToken(params.activationKey)}:${params.memberId}`,
        key: idempotencyKeyOf(request),
        body,
      },
      () => usePaymentLink(ctx, gateway, params, body, { ip, userAgent }),
    ),
  );
}
