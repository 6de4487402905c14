import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import type { PaymentGateway } from './payment-gateway';
import { simulatedGateway } from './simulated';
import { stripeGateway } from './stripe';

/** Stripe when STRIPE_SECRET_KEY is set, else the simulated processor in our own database. */
export function paymentGatewayFor(config: Config, db: Db, clock: Clock): PaymentGateway {
  return config.stripeSecretKey
    ? stripeGateway(config.stripeSecretKey, { webhookSecrets: config.stripeWebhookSecrets })
    : simulatedGateway(db, clock);
}

/** Which processor the settings choose, for what is decided before the gateway exists (the CSP). */
export const processorOf = (config: Config): PaymentGateway['name'] =>
  config.stripeSecretKey ? 'stripe' : 'simulated';
