import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself, for dumping (tests) and direct access. */
  pglite?: PGlite;
  /**
   * One `select 1`, straight to the driver (the health check asks it on every probe). Probes that arrive while one is
   * on its way share its answer: each answer is still a round trip that ended after the probe arrived.
   */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** `run`, or the run already on its way: callers that arrive while one runs wait for it instead of starting another. */
function shared(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** The extensions the migrations create (the members list's trigram search), loaded into every embedded database. */
export const pgliteExtensions = { pg_trgm, btree_gin };

/** Embedded PostgreSQL (PGlite) in a folder, or in memory when dataDir is null. */
export async function openPglite(dataDir: string | null, existing?: PGlite): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = existing ?? (await PGlite.create({ dataDir: dataDir ?? undefined, extensions: pgliteExtensions }));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: shared(async () => {
      await client.query('select 1');
    }),
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    close: () => client.close(),
  };
}

/**
 * Connections one process keeps open (DATABASE_POOL_SIZE to choose). A request holds one only while a statement
 * runs, so a few per core keep the cores busy while others wait on the database; past that, more connections only
 * queue inside PostgreSQL. Ten was the fixed size before issue 29; it stays the floor.
 */
export const defaultPoolSize = () => Math.max(10, availableParallelism() * 5);

export function openPostgres(url: string, poolSize = defaultPoolSize()): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (restart, failover, DROP DATABASE ... FORCE) must not crash the
  // process: the pool drops it and opens a new one on the next query.
  pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: shared(async () => {
      await pool.query('select 1');
    }),
    migrate: async () => {
      await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder });
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  databasePoolSize?: number;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.databasePoolSize);
  return openPglite(path.join(opts.dataDir, 'pgdata'));
}
