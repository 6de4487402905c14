import path from 'node:path';
import { z } from 'zod';

const isTrue = (v: string | undefined): boolean => v === 'true' || v === '1';

const flag = z.enum(['true', 'false', '1', '0', '']).optional();
const bool = flag.transform(isTrue);

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections each process keeps to PostgreSQL (default: five per core, at least ten). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
  TENANT: z.enum(['dental', 'vision']).optional(),
  /** Secret that signs session tokens; generated and kept under DATA_DIR when not given. */
  JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().optional(),
  /** Twilio sends the texts when its account SID and auth token are given, from TWILIO_FROM or a messaging service. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'an account SID: AC and 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sending number, E.164 (+15125550100). */
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'a number in E.164 form: +15125550100')
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'a messaging service SID: MG and 32 hex digits')
    .optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLIC_KEY: z.string().optional(),
  /** Signing secrets (whsec_...) of the Stripe webhook endpoints posting to /webhooks/stripe, comma-separated. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Public address of the web app, used in links inside mails. */
  PUBLIC_URL: z.string().url().optional(),
  /** The vision brand's address when one deployment serves both brands (default: PUBLIC_URL under visionhq.). */
  PUBLIC_URL_VISION: z.string().url().optional(),
  /**
   * A demo installation (`npm start`, the browser journeys): mail stays in the outbox, readable at the dev mailbox, and
   * the clock may be moved. Said outright, never guessed from NODE_ENV: a real installation must not become a demo.
   */
  DEMO: bool,
  /** Seed the demo data on first start; only a demo installation has it (its users share a known password). */
  SEED_DEMO: flag,
  /** Serve the built web app from this folder. */
  WEB_DIST: z.string().optional(),
  /** Behind a load balancer: take the client address from X-Forwarded-For (else it could be forged). */
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /** How often the billing run runs (renewals, retries, ends); 0 turns the schedule off (runs by hand only). */
  BILLING_EVERY_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  /** Argon2 memory in KiB; OWASP minimum 19456. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(19456).default(19456),
  /**
   * Seconds a request holding an Idempotency-Key, or a payment it is taking, is presumed alive without renewing its
   * lease: a retry after that finishes what a crashed request started.
   */
  REQUEST_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Sikka's hub reaches the offices' practice-management systems when the app's id and key are given. */
  SIKKA_APP_ID: z.string().min(1).optional(),
  SIKKA_APP_KEY: z.string().min(1).optional(),
  SIKKA_BASE_URL: z.string().url().default('https://api.sikkasoft.com/v4'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number | undefined;
  tenant: 'dental' | 'vision' | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Twilio's settings, when all it needs is given (else the texts stay with the demo's simulated provider, or queued). */
  twilio: TwilioSettings | undefined;
  stripeSecretKey: string | undefined;
  stripePublicKey: string | undefined;
  /** Empty: no webhook endpoint is mounted. */
  stripeWebhookSecrets: string[];
  publicUrl: string | undefined;
  publicUrlVision: string | undefined;
  /** A demo installation: the dev mailbox (without SMTP) and the movable clock; see DEMO. */
  demo: boolean;
  /** Seed the demo data on first start: in a demo installation unless SEED_DEMO=false, never otherwise. */
  seedDemo: boolean;
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
  argon2MemoryKib: number;
  billingEveryMinutes: number;
  requestLeaseMs: number;
  /** Sikka's hub, when its app id and key are given (else the simulated PMS). */
  sikka: { appId: string; appKey: string; baseUrl: string } | undefined;
};

/** What the Twilio adapter needs: the account, its secret, and a sender (a number or a messaging service). */
export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  sender: { kind: 'number'; from: string } | { kind: 'messaging_service'; messagingServiceSid: string };
};

type TwilioEnv = Pick<
  z.output<typeof Env>,
  'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_MESSAGING_SERVICE_SID'
>;

/** Twilio's settings when they are whole; half of them is a mistake the installation must hear of at start. */
function twilioSettingsOf(e: TwilioEnv): TwilioSettings | undefined {
  const given = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM, e.TWILIO_MESSAGING_SERVICE_SID];
  if (given.every((v) => !v)) return undefined;
  if (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN || !(e.TWILIO_FROM || e.TWILIO_MESSAGING_SERVICE_SID)) {
    throw new Error(
      'Invalid settings:\n  TWILIO_*: Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
    );
  }
  // A messaging service chooses the sender from its pool; it wins over a single number when both are given.
  const sender = e.TWILIO_MESSAGING_SERVICE_SID
    ? { kind: 'messaging_service' as const, messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID }
    : { kind: 'number' as const, from: e.TWILIO_FROM as string };
  return { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, sender };
}

/** Reads the environment once; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid settings:\n${lines}`);
  }
  const e = parsed.data;
  if (!e.DEMO && isTrue(e.SEED_DEMO)) {
    throw new Error(
      'Invalid settings:\n  SEED_DEMO: demo data (its users share a known password) is seeded only in a demo installation: set DEMO=true too',
    );
  }
  // Half of Sikka's settings is a mistake to hear of at start, not a silent fall back to the simulated PMS.
  if (Boolean(e.SIKKA_APP_ID) !== Boolean(e.SIKKA_APP_KEY)) {
    throw new Error('Invalid settings:\n  SIKKA_*: Sikka needs both SIKKA_APP_ID and SIKKA_APP_KEY');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    tenant: e.TENANT,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    twilio: twilioSettingsOf(e),
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripePublicKey: e.STRIPE_PUBLIC_KEY,
    stripeWebhookSecrets: (e.STRIPE_WEBHOOK_SECRET ?? '')
      .split(',')
      .map((secret) => secret.trim())
      .filter((secret) => secret.length > 0),
    publicUrl: e.PUBLIC_URL,
    publicUrlVision: e.PUBLIC_URL_VISION,
    demo: e.DEMO,
    seedDemo: e.DEMO && (e.SEED_DEMO === undefined || isTrue(e.SEED_DEMO)),
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    argon2MemoryKib: e.ARGON2_MEMORY_KIB,
    billingEveryMinutes: e.BILLING_EVERY_MINUTES,
    requestLeaseMs: e.REQUEST_LEASE_SECONDS * 1000,
    sikka:
      e.SIKKA_APP_ID && e.SIKKA_APP_KEY
        ? { appId: e.SIKKA_APP_ID, appKey: e.SIKKA_APP_KEY, baseUrl: e.SIKKA_BASE_URL.replace(/\/+$/, '') }
        : undefined,
  };
}

/**
 * Why this installation must not start, or null. A real installation delivers its mail over SMTP: without it, mail
 * would pile up in the outbox, which only a demo shows (at the dev mailbox), and nobody would get their links.
 */
export function startupProblem(config: Config): string | null {
  if (config.demo || config.smtpUrl) return null;
  return 'Mail has nowhere to go: set SMTP_URL (smtp://user:password@host:587) to deliver it, or DEMO=true for a demo installation, whose mail stays in the outbox (the dev mailbox).';
}
