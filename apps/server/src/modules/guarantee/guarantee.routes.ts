import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import { paymentGatewayFor } from '../../adapters/payments/select';
import type { AppDeps } from '../../deps';
import { idempotencyKeyOf, idempotent } from '../../http/idempotency';
import { route } from '../../http/route';
import { GUARANTEE_OWNER_ONLY, guaranteeOffice, toggleGuarantee } from './guarantee.service';
import { claimGuarantee, planDraw } from './guarantee-claim.service';

/** The office's staff and platform admins. */
const office = {
  roles: [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES],
  office: { in: 'body', field: 'dentistInfoId' },
} as const;

/** The switch: dentists (the service checks they own the office: the payout rule) and platform admins. */
const owner = { ...office, roles: ['dentist', ...PLATFORM_ADMIN_TYPES], refusal: GUARANTEE_OWNER_ONLY } as const;

export function guaranteeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const gateway = deps.payments ?? paymentGatewayFor(deps.config, deps.database.db, deps.clock);

  // The page names the guaranteed members (the switch answers it too): every look is audited.
  const page = { audit: { subject: 'guarantee', does: 'read' } } as const;
  route(app, deps, endpoints.guaranteeOffice, { ...office, ...page }, ({ ctx, auth, body }) =>
    guaranteeOffice(ctx, auth, body.dentistInfoId),
  );

  route(
    app,
    deps,
    endpoints.guaranteeToggle,
    { ...owner, ...page, action: 'offerGuarantee' },
    ({ ctx, auth, body, ip }) => toggleGuarantee(ctx, { auth, ip }, body),
  );

  // Looking at a member's plan is a read of their record; claiming its guarantee a change.
  const plan = { ...office, subscription: { in: 'body', field: 'subscriptionId' } } as const;
  route(
    app,
    deps,
    endpoints.planDraw,
    { ...plan, member: { in: 'body', field: 'memberId', audit: 'read' } },
    ({ ctx, body }) => planDraw(ctx, body),
  );

  // A retried request with the same key claims once (and the claim itself is once per commitment year).
  route(
    app,
    deps,
    endpoints.claimGuarantee,
    { ...plan, action: 'claimGuarantee', member: { in: 'body', field: 'memberId', audit: 'change' } },
    ({ ctx, auth, body, request }) => {
      const key = idempotencyKeyOf(request);
      const scope = `guarantee-claim:${auth.userId}`;
      return idempotent(ctx, { scope, key, body }, () =>
        claimGuarantee(ctx, gateway, { userId: auth.userId, requestKey: key && `${scope}:${key}` }, body),
      );
    },
  );
}
