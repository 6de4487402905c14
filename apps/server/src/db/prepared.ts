import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './connection';

const dialect = new PgDialect();

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown> };

const statements = new WeakMap<Db, Map<string, Prepared>>();

/**
 * The rows of a raw statement prepared by name: its text is built once, and PostgreSQL parses and plans it once per
 * connection instead of on every call. For the statements every page asks for (issue 29): planning a statement of
 * many subqueries costs more than running it. `build` must give the same text every time, its values as
 * `sql.placeholder(name)`, filled from `values` per call. Rows come back as `queryRows` gives them.
 */
export async function preparedRows<T>(
  db: Db,
  name: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name);
  if (!statement) {
    statement = db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
    byName.set(name, statement);
  }
  const result = (await statement.execute(values)) as { rows: T[] };
  return result.rows;
}
