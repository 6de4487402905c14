import { endpoints } from '@mhq/contract';
import { PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { billingDepsOf } from '../../jobs/billing-deps';
import { billingStatus, moveClock, runBillingNow, updateBillingSettings } from './billing-run.service';

const platformAdmins = { roles: PLATFORM_ADMIN_TYPES };

export function billingRunRoutes(app: FastifyInstance, deps: AppDeps): void {
  const billing = billingDepsOf(deps);
  route(app, deps, endpoints.billingStatus, platformAdmins, () => billingStatus(billing));
  route(app, deps, endpoints.runBilling, platformAdmins, ({ auth, ip }) => runBillingNow(billing, auth, ip));
  route(app, deps, endpoints.updateBillingSettings, platformAdmins, ({ auth, body, ip }) =>
    updateBillingSettings(billing, body, auth, ip),
  );
  route(app, deps, endpoints.moveClock, platformAdmins, ({ auth, body, ip }) =>
    moveClock(billing, body.days, auth, ip),
  );
}
