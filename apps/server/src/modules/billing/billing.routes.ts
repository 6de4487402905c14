import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PATIENT_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import { paymentGatewayFor } from '../../adapters/payments/select';
import type { AppDeps } from '../../deps';
import { idempotencyKeyOf, idempotent } from '../../http/idempotency';
import { route } from '../../http/route';
import { chargeLatePayment } from './late-payment.service';
import { updatePaymentSource } from './payment-source.service';
import { subscribePending } from './subscribe.service';

/** The front desk and platform admins for a household of the office; an account owner for their own household. */
const payers = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES, ...PATIENT_USER_TYPES] as const;
const access = {
  roles: payers,
  self: { in: 'params', field: 'id' },
  office: { in: 'body', field: 'dentistInfoId' },
  member: { in: 'body', field: 'memberId', audit: 'change' },
} as const;

export function billingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const gateway = deps.payments ?? paymentGatewayFor(deps.config, deps.database.db, deps.clock);

  route(app, deps, endpoints.updatePaymentSource, access, ({ ctx, auth, body, ip, userAgent, request }) =>
    idempotent(ctx, { scope: `payment-source:${auth.userId}`, key: idempotencyKeyOf(request), body }, () =>
      updatePaymentSource(ctx, gateway, body, { auth, ip, userAgent }),
    ),
  );

  route(app, deps, endpoints.subscribe, access, ({ ctx, auth, body, ip, userAgent, request }) => {
    const key = idempotencyKeyOf(request);
    return idempotent(ctx, { scope: `subscribe:${auth.userId}`, key, body }, () =>
      subscribePending(ctx, gateway, body, { auth, ip, userAgent }, key),
    );
  });

  route(app, deps, endpoints.chargeLate, access, ({ ctx, body }) => chargeLatePayment(ctx, gateway, body));
}
