import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './connection';
import { rootPglite, runNamed } from './pglite-prepared';

const dialect = new PgDialect();

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown> };

const statements = new WeakMap<Db, Map<string, Prepared>>();

/** The text and parameters of each named statement, built once (their text does not depend on the database). */
const texts = new Map<string, { sql: string; params: unknown[] }>();

/**
 * The rows of a raw statement prepared by name: its text is built once, and PostgreSQL parses and plans it once per
 * connection instead of on every call. For the statements every page asks for (issue 29): planning a statement of
 * many subqueries costs more than running it. `build` must give the same text every time, its values as
 * `sql.placeholder(name)`, filled from `values` per call. Rows come back as `queryRows` gives them. With no name the
 * statement is built, planned and run for this call alone: for a shape too rare to keep, or whose text holds values.
 */
export async function preparedRows<T>(
  db: Db,
  name: string | null,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  if (name === null) return rowsOf<T>(unnamedStatement(db, build), values);
  // PGlite's own queries are planned on every call: there, the statement is parsed once under its name.
  const pglite = rootPglite((db._.session as unknown as { client: unknown }).client);
  if (pglite) {
    let query = texts.get(name);
    if (!query) {
      query = dialect.sqlToQuery(build());
      texts.set(name, query);
    }
    return runNamed<T>(pglite, name, query.sql, fillPlaceholders(query.params, values));
  }
  const statement = kept(statements, db, name, () =>
    db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false),
  );
  return rowsOf<T>(statement, values);
}

/** A statement built for `db` without a name: PostgreSQL plans it on every call. */
const unnamedStatement = (db: Db, build: () => SQL): Prepared =>
  db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, undefined, false);

const rowsOf = async <T>(statement: Prepared, values: Record<string, unknown>) =>
  ((await statement.execute(values)) as { rows: T[] }).rows;

/** The statement kept for `db` under `key`, made the first time it is asked for. */
function kept(cache: WeakMap<Db, Map<string, Prepared>>, db: Db, key: string, make: () => Prepared): Prepared {
  let byKey = cache.get(db);
  if (!byKey) {
    byKey = new Map();
    cache.set(db, byKey);
  }
  let statement = byKey.get(key);
  if (!statement) {
    statement = make();
    byKey.set(key, statement);
  }
  return statement;
}

/** plannedRows's statements, by database and key. */
const unnamed = new WeakMap<Db, Map<string, Prepared>>();

/**
 * The rows of a raw statement whose text is built once per `key`, as preparedRows's are, but sent unnamed, so that
 * PostgreSQL plans it for each call's values: for a statement whose best plan depends on them (a search's pattern),
 * where a plan kept for any value would have to guess. Only building the text is saved, in this process.
 */
export async function plannedRows<T>(
  db: Db,
  key: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  return rowsOf<T>(
    kept(unnamed, db, key, () => unnamedStatement(db, build)),
    values,
  );
}
