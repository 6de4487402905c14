import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TENANTS } from '@mhq/domain';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/connection';
import { seedDemo } from '../seed/demo-seed';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
    templateDatabase: string;
  }
}

const adminUrl = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/**
 * Builds one migrated, seeded database for the whole run; each test file then starts from a copy of
 * it: a PGlite data-dir dump by default, a PostgreSQL template database with TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  const now = new Date();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `mhq_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = openPostgres(adminUrl(serverUrl, name));
    await database.migrate();
    await seedDemo(database.db, TENANTS.dental, now);
    await database.close();
    project.provide('templateDatabase', name);
    project.provide('templateDump', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'mhq_t_${process.pid}_%'`,
      );
      for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openPglite(null);
  await database.migrate();
  await seedDemo(database.db, TENANTS.dental, now);
  if (!database.pglite) throw new Error('expected PGlite');
  const dump = await database.pglite.dumpDataDir('none');
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templateDump', file);
  project.provide('templateDatabase', '');
}
