// The members benchmark's surroundings: its scratch database on the PostgreSQL server at 127.0.0.1:5432 (user
// postgres, trust auth) and a real server process on it, as a practice would run it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/connection';

export const DB = 'mhq_bench_members';
export const dbUrl = (name = DB) => `postgres://postgres@127.0.0.1:5432/${name}`;
const root = path.resolve(import.meta.dirname, '..');
const port = 3192;

/** Whether a finished seed is there to reuse (the seed marks itself done last). */
export async function seeded(admin: pg.Client): Promise<boolean> {
  if ((await admin.query('select 1 from pg_database where datname = $1', [DB])).rowCount !== 1) return false;
  const probe = new pg.Client({ connectionString: dbUrl() });
  await probe.connect();
  try {
    const { rows } = await probe.query(
      `select exists (select 1 from system_settings where key = 'bench_members_seeded') as ok`,
    );
    return rows[0]?.ok === true;
  } catch {
    return false;
  } finally {
    await probe.end();
  }
}

/** A new, migrated database of that name on the server (the old one dropped first), and a client connected to it. */
export async function freshDatabase(admin: pg.Client, name: string): Promise<pg.Client> {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const migrating = openPostgres(dbUrl(name));
  await migrating.migrate();
  await migrating.close();
  const db = new pg.Client({ connectionString: dbUrl(name) });
  await db.connect();
  return db;
}

export type BenchServer = { base: string; stop(): Promise<void> };

/**
 * The app's server on a scratch database (the members benchmark's unless told), without the demo data; answers once
 * /healthz does. Other benchmarks name their own port, database and settings; a variable set to undefined in `env`
 * is left out (DATABASE_URL: undefined runs the server on PGlite in its DATA_DIR); `nodeArgs` go to node itself
 * (--cpu-prof, which NODE_OPTIONS refuses).
 */
export async function startServer(
  opts: {
    port?: number;
    databaseUrl?: string;
    name?: string;
    env?: Record<string, string | undefined>;
    nodeArgs?: string[];
  } = {},
): Promise<BenchServer> {
  const base = `http://localhost:${opts.port ?? port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [...(opts.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        // A demo installation (mail kept in the outbox, no SMTP needed), without its demo data.
        DEMO: 'true',
        PORT: String(opts.port ?? port),
        DATABASE_URL: opts.databaseUrl ?? dbUrl(),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), `mhq-bench-${opts.name ?? 'members'}-`)),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ...opts.env,
      },
      stdio: 'ignore',
    },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error('the server exited before answering /healthz');
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
