import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { idempotencyKeyOf, idempotent } from '../../http/idempotency';
import { route } from '../../http/route';
import { cancelCashEnrolment, switchToCash } from './subscription-cash.service';
import { payInOffice, renewCash } from './subscription-cash-payments.service';

/** The front desk, and the platform's admins acting for an office. */
const frontDesk = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
const subscriptionInBody = { in: 'body', field: 'subscriptionId' } as const;
/** A subscription of a member of the office, both named in the body with the office. */
const memberSubscriptionInBody = {
  roles: frontDesk,
  action: 'recordCashPayment',
  office: { in: 'body', field: 'dentistInfoId' },
  member: { in: 'body', field: 'memberId', audit: 'change' },
  subscription: subscriptionInBody,
} as const;

export function subscriptionCashRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.toCash, memberSubscriptionInBody, ({ ctx, auth, body }) => switchToCash(ctx, auth, body));

  route(
    app,
    deps,
    endpoints.renewCash,
    {
      roles: frontDesk,
      action: 'recordCashPayment',
      office: { in: 'body', field: 'dentistInfoId' },
      member: { in: 'params', field: 'id', audit: 'change' },
      subscription: subscriptionInBody,
    },
    ({ ctx, auth, params, body, request }) =>
      idempotent(ctx, { scope: `renew-cash:${auth.userId}:${params.id}`, key: idempotencyKeyOf(request), body }, () =>
        renewCash(ctx, auth, params.id, body),
      ),
  );

  route(app, deps, endpoints.inOfficePayment, memberSubscriptionInBody, ({ ctx, auth, body, request }) =>
    idempotent(ctx, { scope: `in-office-payment:${auth.userId}`, key: idempotencyKeyOf(request), body }, () =>
      payInOffice(ctx, auth, body),
    ),
  );

  route(
    app,
    deps,
    endpoints.cancelCash,
    {
      roles: frontDesk,
      action: 'cancelMembership',
      office: { in: 'params', field: 'id' },
      member: { in: 'body', field: 'memberId', audit: 'change' },
      subscription: subscriptionInBody,
    },
    ({ ctx, auth, params, body }) => cancelCashEnrolment(ctx, auth, params.id, body),
  );
}
