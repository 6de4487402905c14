import { endpoints } from '@mhq/contract';
import { PATIENT_USER_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { AppDeps } from '../../deps';
import { idempotencyKeyOf, idempotent } from '../../http/idempotency';
import { route } from '../../http/route';
import { previewOf, priceFamilyMember } from './household-add.pricing';
import { addFamilyMember } from './household-add.service';

/**
 * The account owner's own 'add a family member' in the portal (issue 22): patients only, at the office that holds
 * their membership, for their own household (the caller's own, never one named in the request).
 */
const access = (does: 'read' | 'change') =>
  ({
    roles: PATIENT_USER_TYPES,
    self: { in: 'params', field: 'id' },
    office: { in: 'body', field: 'dentistInfoId' },
    audit: { subject: 'household', does },
  }) as const;

export function householdAddRoutes(app: FastifyInstance, deps: AppDeps, gateway: PaymentGateway): void {
  route(app, deps, endpoints.familyMemberPreview, access('read'), async ({ ctx, auth, body }) =>
    previewOf(await priceFamilyMember(ctx, body.dentistInfoId, auth.userId, body.member)),
  );

  route(app, deps, endpoints.addFamilyMember, access('change'), ({ ctx, auth, body, ip, request }) => {
    const key = idempotencyKeyOf(request);
    const scope = `add-family:${auth.userId}`;
    return idempotent(ctx, { scope, key, body }, () =>
      addFamilyMember(ctx, gateway, { userId: auth.userId, body, ip, requestKey: key && `${scope}:${key}` }),
    );
  });
}
