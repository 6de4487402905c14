// The load benchmark's surroundings: the members benchmark's 200,000 members (one office of 20,000) seeded in a
// PostgreSQL database of its own or in a PGlite data folder, the app's server on each, the bare Fastify server, the
// built web app, sign-ins, and argon2id's own cost. No demo data: the demo seed, made for an empty database, takes
// more than ten minutes beside 200,000 members (its payments' inserts), and seeded first its rows would take the
// ids the members seed gives its offices.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite } from '../apps/server/src/db/connection';
import { hashPassword, verifyPassword } from '../apps/server/src/modules/auth/passwords';
import { type BenchServer, freshDatabase, startServer } from './members-env';
import { seedMembers } from './members-seed';

export const root = path.resolve(import.meta.dirname, '..');
export const LOAD_DB = 'mhq_bench_load';
const dbUrl = (name = LOAD_DB) => `postgres://postgres@127.0.0.1:5432/${name}`;
export const PGLITE_DIR = path.join(root, '.tmp/bench-load-pglite');
/** The marker seedMembers writes last: a database holding it was seeded to the end. */
const SEEDED = `select exists (select 1 from system_settings where key = 'bench_members_seeded') as ok`;

type Seeding = { seeded: boolean; ms: number };

/** The load database on PostgreSQL: migrated and seeded, or kept as it was when `reuse` and seeded to the end. */
export async function preparePostgres(reuse: boolean): Promise<Seeding> {
  const admin = new pg.Client({ connectionString: dbUrl('postgres') });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [LOAD_DB])).rowCount === 1;
    if (reuse && exists) {
      const probe = new pg.Client({ connectionString: dbUrl() });
      await probe.connect();
      const ok = await probe
        .query(SEEDED)
        .then((r) => r.rows[0]?.ok === true)
        .catch(() => false)
        .finally(() => probe.end());
      if (ok) return { seeded: false, ms: 0 };
    }
    const t0 = performance.now();
    const db = await freshDatabase(admin, LOAD_DB);
    try {
      await seedMembers(db, Date.now());
      // What autovacuum does after a bulk load, at once rather than within the next minute (as bench/members.ts).
      await db.query('ANALYZE member_list');
    } finally {
      await db.end();
    }
    return { seeded: true, ms: performance.now() - t0 };
  } finally {
    await admin.end();
  }
}

/** The same members in a PGlite data folder, as the server opens it (DATA_DIR/pgdata). */
export async function preparePglite(reuse: boolean): Promise<Seeding> {
  if (!reuse) rmSync(PGLITE_DIR, { recursive: true, force: true });
  const t0 = performance.now();
  const database = await openPglite(path.join(PGLITE_DIR, 'pgdata'));
  const lite = database.pglite;
  if (!lite) throw new Error('openPglite answered no PGlite');
  try {
    await database.migrate();
    const done = await lite.query<{ ok: boolean }>(SEEDED);
    if (done.rows[0]?.ok === true) return { seeded: false, ms: 0 };
    // seedMembers speaks node-postgres; all it uses is query(text, params) and the rows and rowCount it answers.
    const client = {
      query: async (text: string, params?: unknown[]) => {
        const r = await lite.query(text, params);
        return { rows: r.rows, rowCount: r.affectedRows ?? 0 };
      },
    };
    await seedMembers(client as unknown as pg.Client, Date.now());
    await lite.query('ANALYZE member_list');
    return { seeded: true, ms: performance.now() - t0 };
  } finally {
    await database.close();
  }
}

/**
 * The app's server, as a demo installation runs it, on the members. The billing schedule is off: its run at start
 * would bill 200,000 members while the load runs.
 */
export function startApp(kind: 'postgres' | 'pglite', port: number): Promise<BenchServer> {
  return startServer({
    port,
    name: `load-${kind}`,
    ...(kind === 'postgres' ? { databaseUrl: dbUrl() } : {}),
    env: {
      BILLING_EVERY_MINUTES: '0',
      ...(kind === 'pglite' ? { DATABASE_URL: undefined, DATA_DIR: PGLITE_DIR } : {}),
    },
  });
}

/** The bare Fastify server (load-bare.ts) in its own process; answers once /hello does. */
export async function startBare(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/load-bare.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/hello`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || i > 400) throw new Error('the bare Fastify server did not start');
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Builds the web app when its dist is missing (the static page is its index.html); answers what it did. */
export function ensureWebBuilt(): string | null {
  if (existsSync(path.join(root, 'apps/web/dist/index.html'))) return null;
  console.log("apps/web/dist is missing: running 'npm run build -w apps/web' first.");
  const t0 = performance.now();
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
  if (r.status !== 0) throw new Error("'npm run build -w apps/web' failed");
  return `Built the web app (apps/web/dist was missing) in ${Math.round((performance.now() - t0) / 1000)} s.`;
}

/** Signs in through the API and answers the session's token. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`signing in as ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** argon2id's own cost in this process, with the server's parameters (hashPassword's defaults: 19 MiB, t=2, p=1). */
export async function argon2Cost(): Promise<{ hashMs: number; verifyMs: number }> {
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const hashes: number[] = [];
  const verifies: number[] = [];
  let hash = await hashPassword('bench-password-1');
  for (let i = 0; i < 9; i++) {
    let t0 = performance.now();
    hash = await hashPassword('bench-password-1');
    hashes.push(performance.now() - t0);
    t0 = performance.now();
    if (!(await verifyPassword(hash, 'bench-password-1'))) throw new Error('argon2 verify refused its own hash');
    verifies.push(performance.now() - t0);
  }
  return { hashMs: median(hashes), verifyMs: median(verifies) };
}
