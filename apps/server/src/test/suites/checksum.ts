import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection';

type Rows<T> = { rows: T[] };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One hash of every row of every table in schema public: equal before and after a request proves the
 * request wrote nothing anywhere. Tables are read from the catalogue, so a table added later is covered.
 */
export async function databaseChecksum(db: Db): Promise<string> {
  const tables = (await db.execute(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>;
  if (tables.rows.length === 0) throw new Error('no tables in schema public: nothing to checksum');
  // One round trip: each table's rows, sorted by their text form, hashed by the database.
  const perTable = tables.rows
    .map(
      ({ name }) =>
        `select ${`'${name.replaceAll("'", "''")}'`} as name,
          md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash
         from public.${quoted(name)} t`,
    )
    .join(' union all ');
  const hashes = (await db.execute(perTable)) as unknown as Rows<{ name: string; hash: string }>;
  const all = hashes.rows
    .map((r) => `${r.name}:${r.hash}`)
    .sort()
    .join('\n');
  return createHash('sha256').update(all).digest('hex');
}
