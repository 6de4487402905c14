import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import { paymentGatewayFor } from '../../adapters/payments/select';
import type { AppDeps } from '../../deps';
import { idempotencyKeyOf, idempotent } from '../../http/idempotency';
import { route } from '../../http/route';
import { cancelPlan, reEnroll } from './cancellation.service';
import { changePlan, dropPlanChange, pendingContract } from './plan-change.service';
import { toggleAutoRenew, updateTerm } from './term-renewal.service';

/** The front desk, and the platform's admins acting for an office. */
const frontDesk = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
const officeInBody = { in: 'body', field: 'dentistInfoId' } as const;
const officeInPath = { in: 'params', field: 'id' } as const;
const memberInBody = { in: 'body', field: 'memberId', audit: 'change' } as const;
const subscriptionInBody = { in: 'body', field: 'subscriptionId' } as const;

/** A member's subscription changed from the member's page (issue 8). */
export function subscriptionChangeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const gateway = deps.payments ?? paymentGatewayFor(deps.config, deps.database.db, deps.clock);
  const inBody = { roles: frontDesk, office: officeInBody, member: memberInBody, subscription: subscriptionInBody };
  const inPath = { roles: frontDesk, office: officeInPath, member: memberInBody, subscription: subscriptionInBody };

  const changes = { action: 'changeMembership' } as const;
  const ends = { action: 'cancelMembership' } as const;
  route(app, deps, endpoints.changePlan, { ...inBody, ...changes, plan: { in: 'body', field: 'planId' } }, (call) =>
    changePlan(call.ctx, call.auth, call.body),
  );

  route(app, deps, endpoints.dropPlanChange, { ...inBody, ...changes }, ({ ctx, auth, body }) =>
    dropPlanChange(ctx, auth, body),
  );

  route(
    app,
    deps,
    endpoints.pendingContract,
    { roles: frontDesk, office: officeInBody, member: { in: 'body', field: 'memberId', audit: 'read' } },
    ({ ctx, body }) => pendingContract(ctx, body.dentistInfoId, body.memberId),
  );

  route(app, deps, endpoints.updateTerm, { ...inPath, ...changes }, ({ ctx, auth, params, body }) =>
    updateTerm(ctx, auth, params.id, body),
  );

  // Renewing or not is whether the membership ends at its term: a cancellation's decision.
  route(app, deps, endpoints.toggleAutoRenew, { ...inBody, ...ends }, ({ ctx, auth, body }) =>
    toggleAutoRenew(ctx, auth, body),
  );

  route(app, deps, endpoints.cancelPlan, { ...inPath, ...ends }, ({ ctx, auth, params, body, ip }) =>
    cancelPlan(ctx, gateway, auth, params.id, body, ip),
  );

  // Starting a plan again may charge the card on file: a retried request with the same key charges once.
  route(
    app,
    deps,
    endpoints.reEnroll,
    {
      roles: frontDesk,
      action: 'enrol',
      office: { in: 'params', field: 'officeId' },
      member: { in: 'params', field: 'memberId', audit: 'change' },
      plan: { in: 'query', field: 'membershipId' },
    },
    ({ ctx, auth, params, query, body, ip, request }) => {
      const key = idempotencyKeyOf(request);
      const scope = `re-enroll:${auth.userId}`;
      return idempotent(ctx, { scope, key, body: { ...params, ...query, body } }, () =>
        reEnroll(ctx, gateway, auth, {
          officeId: params.officeId,
          memberId: params.memberId,
          planId: query.membershipId,
          body,
          ip,
          key: key && `${scope}:${key}`,
        }),
      );
    },
  );
}
