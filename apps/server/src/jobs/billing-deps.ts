import { resolveTenant } from '@mhq/domain';
import type { PaymentGateway } from '../adapters/payments/payment-gateway';
import { paymentGatewayFor } from '../adapters/payments/select';
import { outboxSms } from '../adapters/sms/sms.port';
import type { AppDeps, Ctx } from '../deps';

/**
 * What the billing run works with: the database, the time, mail and text messages, the brand, the processor, and the
 * platform's secret (its mails' receipt links are signed with it).
 */
export type BillingDeps = Pick<Ctx, 'db' | 'clock' | 'mail' | 'config' | 'tenant' | 'sms' | 'jwtKey'> & {
  gateway: PaymentGateway;
};

/** What the billing run works with, from the app's deps: the ports given, else the configured ones. */
export function billingDepsOf(deps: AppDeps, tenant = resolveTenant(deps.config.tenant)): BillingDeps {
  return {
    db: deps.database.db,
    clock: deps.clock,
    jwtKey: deps.jwtKey,
    mail: deps.mail,
    config: deps.config,
    tenant,
    gateway: deps.payments ?? paymentGatewayFor(deps.config, deps.database.db, deps.clock),
    sms: deps.sms ?? outboxSms(deps.clock),
  };
}
