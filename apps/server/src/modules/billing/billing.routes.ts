import type { RefundRequest } from '@mhq/contract';
import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PATIENT_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentGatewayFor } from '../../adapters/payments/select';
import type { AppDeps, Ctx } from '../../deps';
import type { AuthContext } from '../../http/guard';
import { idempotencyKeyOf, idempotent } from '../../http/idempotency';
import { route } from '../../http/route';
import { clearDelinquency } from '../subscriptions/delinquency.service';
import { chargeDelinquentPayment, chargeLatePayment } from './late-payment.service';
import { pastDue, retryPayment } from './past-due.service';
import { updatePaymentSource } from './payment-source.service';
import { refundPayment } from './refund.service';
import { subscribePending } from './subscribe.service';

/** The front desk and platform admins for a household of the office; an account owner for their own household. */
const payers = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES, ...PATIENT_USER_TYPES] as const;
const access = {
  roles: payers,
  action: 'collectPayment',
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
    const scope = `subscribe:${auth.userId}`;
    return idempotent(ctx, { scope, key, body }, () =>
      subscribePending(ctx, gateway, body, { auth, ip, userAgent }, key && `${scope}:${key}`),
    );
  });

  // Sent again with the same key (a double click, a retry after a crash), the payment is taken once and answered alike.
  route(app, deps, endpoints.chargeLate, access, ({ ctx, auth, body, request }) =>
    idempotent(ctx, { scope: `charge-late:${auth.userId}`, key: idempotencyKeyOf(request), body }, () =>
      chargeLatePayment(ctx, gateway, body),
    ),
  );

  route(app, deps, endpoints.chargeDelinquent, access, ({ ctx, auth, body, request }) =>
    idempotent(ctx, { scope: `charge-delinquent:${auth.userId}`, key: idempotencyKeyOf(request), body }, () =>
      chargeDelinquentPayment(ctx, gateway, body),
    ),
  );

  // The account owner may leave the member out: their own household is read.
  route(
    app,
    deps,
    endpoints.pastDue,
    { ...access, member: { in: 'body', field: 'memberId', audit: 'read' } },
    ({ ctx, auth, body }) => pastDue(ctx, auth, body),
  );

  route(app, deps, endpoints.retryPayment, { roles: PATIENT_USER_TYPES }, ({ ctx, auth, body, request }) =>
    idempotent(ctx, { scope: `retry-payment:${auth.userId}`, key: idempotencyKeyOf(request), body }, () =>
      retryPayment(ctx, gateway, auth, body),
    ),
  );

  // Money given back is the office's decision; a retried request with the same key refunds once.
  const officeDesk = {
    roles: [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES],
    action: 'refund',
    office: { in: 'body', field: 'dentistInfoId' },
    charge: { in: 'body', field: 'chargeId' },
  } as const;
  // A retried request with the same key refunds once, and after a crash finishes the refund it wrote.
  const refund = (call: {
    ctx: Ctx;
    auth: AuthContext;
    ip: string;
    body: RefundRequest & { memberId?: number };
    request: FastifyRequest;
  }) => {
    const key = idempotencyKeyOf(call.request);
    const scope = `refund:${call.auth.userId}`;
    return idempotent(call.ctx, { scope, key, body: call.body }, () =>
      refundPayment(
        call.ctx,
        gateway,
        { auth: call.auth, ip: call.ip, requestKey: key && `${scope}:${key}` },
        call.body,
      ),
    );
  };
  route(app, deps, endpoints.refund, officeDesk, refund);
  route(
    app,
    deps,
    endpoints.refundSingle,
    { ...officeDesk, member: { in: 'body', field: 'memberId', audit: 'change' } },
    refund,
  );

  // Writing off a missed payment is the office's decision, never the household's.
  route(
    app,
    deps,
    endpoints.clearDelinquency,
    {
      roles: [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES],
      action: 'writeOffDebt',
      office: { in: 'body', field: 'dentistInfoId' },
      member: { in: 'body', field: 'memberId', audit: 'change' },
      subscription: { in: 'body', field: 'subscriptionId' },
    },
    ({ ctx, auth, body }) => clearDelinquency(ctx, auth, body),
  );
}
