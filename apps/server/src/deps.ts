import type { TenantConfig } from '@mhq/domain';
import type { MailPort } from './adapters/mail/mail.port';
import type { PaymentGateway } from './adapters/payments/payment-gateway';
import type { PmsPort } from './adapters/pms/pms.port';
import type { SmsPort } from './adapters/sms/sms.port';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database, Db } from './db/connection';

/** Everything the app needs from the outside; tests build it with their own. */
export type AppDeps = {
  config: Config;
  database: Database;
  clock: Clock;
  mail: MailPort;
  /** Key that signs session tokens (shared by every process through the database). */
  jwtKey: Uint8Array;
  /** The payments port; chosen from the settings when not given (tests pass their own). */
  payments?: PaymentGateway;
  /** The sms port; the outbox when not given. */
  sms?: SmsPort;
  /** The practice-management system; chosen from the settings when not given (tests pass their own). */
  pms?: PmsPort;
};

/** What a use case receives: the database, the time, the ports, and the brand of the request. */
export type Ctx = {
  db: Db;
  clock: Clock;
  mail: MailPort;
  config: Config;
  jwtKey: Uint8Array;
  tenant: TenantConfig;
  sms: SmsPort;
};
