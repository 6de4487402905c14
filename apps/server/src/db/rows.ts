import type { SQL } from 'drizzle-orm';
import type { Db } from './connection';

/**
 * The rows of a raw statement, on PGlite and node-postgres alike. Cast what you read to types both return the same
 * way: `::int` or `::float8` for numbers (bigint comes back as a string or a BigInt), `::text` for dates.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
