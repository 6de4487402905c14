import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import type { PaymentGateway } from './payment-gateway';
import { simulatedGateway } from './simulated';
import { stripeGateway } from './stripe';

/** Stripe when STRIPE_SECRET_KEY is set, else the simulated processor in our own database. */
export function paymentGatewayFor(config: Config, db: Db, clock: Clock): PaymentGateway {
  return config.stripeSecretKey ? stripeGateway(config.stripeSecretKey) : simulatedGateway(db, clock);
}
