import { endpoints } from '@mhq/contract';
import type { FastifyInstance } from 'fastify';
import { paymentGatewayFor } from '../../adapters/payments/select';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  businessPayment,
  removeBusinessCard,
  saveBusinessCard,
  setBusinessPays,
  stopPayingForEmployee,
} from './business-payment.service';

/** Only the employer's own users: each call finds the business from the signed-in user, never from the input. */
const employer = { roles: ['sm_business'] } as const;

/** The employer paying for its employees: its card, the switch, and stopping for one employee. */
export function businessPaymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const gateway = deps.payments ?? paymentGatewayFor(deps.config, deps.database.db, deps.clock);
  route(app, deps, endpoints.businessPayment, employer, ({ ctx, auth, ip }) => businessPayment(ctx, { auth, ip }));
  route(app, deps, endpoints.saveBusinessCard, employer, ({ ctx, auth, ip, userAgent, body }) =>
    saveBusinessCard(ctx, gateway, { auth, ip, userAgent }, body.token),
  );
  route(app, deps, endpoints.removeBusinessCard, employer, ({ ctx, auth, ip }) =>
    removeBusinessCard(ctx, gateway, { auth, ip }),
  );
  route(app, deps, endpoints.setBusinessPays, employer, ({ ctx, auth, ip, body }) =>
    setBusinessPays(ctx, { auth, ip }, body.paysForEmployees),
  );
  route(app, deps, endpoints.stopPayingForEmployee, employer, ({ ctx, auth, ip, params }) =>
    stopPayingForEmployee(ctx, { auth, ip }, params.enrolmentId),
  );
}
