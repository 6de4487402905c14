import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import { paymentGatewayFor } from '../../adapters/payments/select';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { acceptDispute, listDisputes, respondToDispute } from './disputes.service';

/** The office's disputes: its staff and platform admins acting for it (an answer to the bank is the office's). */
export function disputeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const gateway = deps.payments ?? paymentGatewayFor(deps.config, deps.database.db, deps.clock);
  const roles = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES];
  const office = { in: 'params', field: 'id' } as const;
  const dispute = { roles, office, dispute: { in: 'params', field: 'disputeId' } } as const;

  // The list names the households whose payments are disputed: reading it is audited.
  const list = { roles, office, audit: { subject: 'disputes', does: 'read' } } as const;
  route(app, deps, endpoints.disputes, list, ({ ctx, params, query }) => listDisputes(ctx, params.id, query.status));
  route(app, deps, endpoints.respondToDispute, { ...dispute, action: 'answerDispute' }, ({ ctx, auth, params, body }) =>
    respondToDispute(ctx, gateway, auth, { officeId: params.id, disputeId: params.disputeId }, body),
  );
  route(app, deps, endpoints.acceptDispute, { ...dispute, action: 'acceptDispute' }, ({ ctx, auth, params }) =>
    acceptDispute(ctx, gateway, auth, { officeId: params.id, disputeId: params.disputeId }),
  );
}
