import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import type { MailPort } from '../adapters/mail/mail.port';
import { outboxMail } from '../adapters/mail/outbox';
import type { PaymentGateway } from '../adapters/payments/payment-gateway';
import { simulatedGateway } from '../adapters/payments/simulated';
import { buildApp } from '../app';
import { manualClock } from '../clock';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres, pgliteExtensions } from '../db/connection';
import { loadJwtKey } from '../secrets';
import { DEMO_PASSWORD } from '../seed/demo-seed';

export { DEMO_PASSWORD };

/** A copy of the run's migrated, seeded database for this test file (PGlite or PostgreSQL). */
async function copyOfTemplate(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templateDatabase = inject('templateDatabase');
  if (serverUrl && templateDatabase) {
    const name = `mhq_t_${process.ppid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase}`);
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    const database = openPostgres(u.toString());
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(inject('templateDump'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
  return openPglite(null, client);
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app on a real database for one test file, with a clock the test can move and the mail
 * outbox readable. Closed after the file's tests. `processor` may stand between the app and the simulated processor
 * (a test that makes the processor fail, or the process die, at a chosen point).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  mail?: MailPort,
  processor?: (simulated: PaymentGateway) => PaymentGateway,
) {
  const database = await copyOfTemplate();
  const clock = manualClock(new Date());
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'true' }),
    publicUrl: 'http://app.test',
    // Uploaded files (logos) go to a folder of this test file's own, never into the repository's ./data.
    dataDir: mkdtempSync(path.join(tmpdir(), 'mhq-test-')),
    ...overrides,
  };
  const jwtKey = await loadJwtKey(database.db, config.jwtSecret);
  const payments = processor ? processor(simulatedGateway(database.db, clock)) : undefined;
  const deps = { config, database, clock, mail: mail ?? outboxMail(clock), jwtKey, payments };
  const app: FastifyInstance = await buildApp(deps, { logger: false });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  let ipCounter = 0;
  const call = async (opts: InjectOptions & { token?: string }) => {
    const { token, ...rest } = opts;
    const res = await app.inject({
      ...rest,
      headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `JWT ${token}` } : {}) },
    });
    return { status: res.statusCode, body: res.body ? safeJson(res.body) : null, headers: res.headers };
  };

  return {
    app,
    /** What the app was built with: for the jobs a test runs itself (the billing run). */
    deps,
    db: database.db,
    database,
    clock,
    config,
    call,
    /** A fresh client address, so throttling in one test never spills into another. */
    newIp: () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    /** The user id of a signed-in token (for the spec's `/users/{id}/...` paths). */
    async userIdOf(token: string): Promise<number> {
      const res = await call({ method: 'GET', url: '/api/v1/users/me/account', token });
      if (res.status !== 200) throw new Error(`current user: ${res.status}`);
      return (res.body as { data: { userId: number } }).data.userId;
    },
    async login(email: string, password = DEMO_PASSWORD, ip = '10.0.0.1'): Promise<string> {
      const res = await call({
        method: 'POST',
        url: '/api/v1/accounts/login',
        payload: { email, password },
        remoteAddress: ip,
      });
      if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return (res.body as { token: string }).token;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Counts the rows of a table: proof that a refused request wrote nothing. */
export async function countRows(db: Database['db'], table: string): Promise<number> {
  const res = (await db.execute(`select count(*)::int as n from ${table}`)) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? 0);
}
