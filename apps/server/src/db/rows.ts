import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './connection';

/**
 * The rows of a raw statement, on PGlite and node-postgres alike. Cast what you read to types both return the same
 * way: `::int` or `::float8` for numbers (bigint comes back as a string or a BigInt), `::text` for dates.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Half of a UTF-16 pair on its own: not text (a browser may still send one). */
const LONE_SURROGATE = /[\ud800-\udfff]/gu;
const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.replace(LONE_SURROGATE, '\ufffd') : value;

/** A value bound for a json(b) column with every lone surrogate in its strings made U+FFFD, as in a text column. */
export function wellFormedJson<T>(value: T): T {
  const json = JSON.stringify(value);
  return json?.includes('\\ud') ? (JSON.parse(JSON.stringify(value, wellFormed)) as T) : value;
}

/**
 * Many rows as one parameter, for a statement that reads them with `json_to_recordset`: the statement is the same
 * whatever their number, no driver's parameter limit is reached, and building it costs one JSON.stringify. A lone
 * surrogate, which JSON.stringify writes as an escape PostgreSQL refuses, becomes U+FFFD, as in a text parameter.
 */
export function jsonRows(rows: readonly object[]) {
  const json = JSON.stringify(rows);
  return sql`${json.includes('\\ud') ? JSON.stringify(rows, wellFormed) : json}::json`;
}

/** Whole numbers (ids) as one `int[]` parameter, for `= any(...)`. */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Inserts many rows in one statement whatever their number, their values sent as one JSON parameter and read with
 * the table's own row type. A column given in any row is written in every row (null where a row leaves it out).
 */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((r) => (r as Record<string, unknown>)[key] !== undefined),
  );
  const values = rows.map((r) =>
    Object.fromEntries(columns.map(([key, column]) => [column.name, (r as Record<string, unknown>)[key] ?? null])),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${jsonRows(values)})`,
  );
}
