import DataLoader from 'dataloader';
import type { SQL } from 'drizzle-orm';
import type { Db } from './connection';
import { preparedRows } from './prepared';

/**
 * A prepared statement that answers many calls at once. The calls that ask for it in one turn of the event loop
 * share one round trip to the database, sent once that turn is over (issue 29: under concurrency a round trip costs
 * more CPU than the statement). Nothing is remembered between turns, so every answer is read after its call was made.
 *
 * `build` gives the statement: it reads its calls with `json_to_recordset(${sql.placeholder('calls')}::json)`, each
 * call's values under its own keys and its position as `n`, and answers at most one row per call, with its `n`. Each
 * answer goes to its call by that position, never by its values; a call without a row gets null.
 */
export function batchedStatement<Call extends object, Row extends { n: number }>(
  name: string,
  build: () => SQL,
): (db: Db, call: Call) => Promise<Row | null> {
  const loaders = new WeakMap<Db, DataLoader<Call, Row | null>>();
  const readAll = async (db: Db, calls: readonly Call[]) => {
    const rows = await preparedRows<Row>(db, name, build, {
      calls: JSON.stringify(calls.map((call, n) => ({ ...call, n }))),
    });
    const byCall = new Map(rows.map((row) => [Number(row.n), row]));
    return calls.map((_call, n) => byCall.get(n) ?? null);
  };
  return (db, call) => {
    let loader = loaders.get(db);
    if (!loader) {
      loader = new DataLoader((calls) => readAll(db, calls), {
        cache: false,
        batchScheduleFn: (send) => setImmediate(send),
        maxBatchSize: 64,
      });
      loaders.set(db, loader);
    }
    return loader.load(call);
  };
}
