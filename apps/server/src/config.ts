import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  TENANT: z.enum(['dental', 'vision']).optional(),
  /** Secret that signs session tokens; generated and kept under DATA_DIR when not given. */
  JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLIC_KEY: z.string().optional(),
  /** Signing secrets (whsec_...) of the Stripe webhook endpoints posting to /webhooks/stripe, comma-separated. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Public address of the web app, used in links inside mails. */
  PUBLIC_URL: z.string().url().optional(),
  /** The vision brand's address when one deployment serves both brands (default: PUBLIC_URL under visionhq.). */
  PUBLIC_URL_VISION: z.string().url().optional(),
  SEED_DEMO: bool.default(true),
  /** Serve the built web app from this folder. */
  WEB_DIST: z.string().optional(),
  /** Behind a load balancer: take the client address from X-Forwarded-For (else it could be forged). */
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /** How often the billing run runs (renewals, retries, ends); 0 turns the schedule off (runs by hand only). */
  BILLING_EVERY_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  /** Argon2 memory in KiB; OWASP minimum 19456. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(19456).default(19456),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  tenant: 'dental' | 'vision' | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  stripeSecretKey: string | undefined;
  stripePublicKey: string | undefined;
  /** Empty: no webhook endpoint is mounted. */
  stripeWebhookSecrets: string[];
  publicUrl: string | undefined;
  publicUrlVision: string | undefined;
  seedDemo: boolean;
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
  argon2MemoryKib: number;
  billingEveryMinutes: number;
};

/** Reads the environment once; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid settings:\n${lines}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    tenant: e.TENANT,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripePublicKey: e.STRIPE_PUBLIC_KEY,
    stripeWebhookSecrets: (e.STRIPE_WEBHOOK_SECRET ?? '')
      .split(',')
      .map((secret) => secret.trim())
      .filter((secret) => secret.length > 0),
    publicUrl: e.PUBLIC_URL,
    publicUrlVision: e.PUBLIC_URL_VISION,
    seedDemo: e.SEED_DEMO,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    argon2MemoryKib: e.ARGON2_MEMORY_KIB,
    billingEveryMinutes: e.BILLING_EVERY_MINUTES,
  };
}
