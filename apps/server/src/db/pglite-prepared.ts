import { PGlite, parse, protocol, types } from '@electric-sql/pglite';

/**
 * Named prepared statements on PGlite. Its `query` parses and plans the statement's text on every call, and in
 * WebAssembly, on the event loop, planning the current user's statement took 31 ms beside 1 ms to run it (issue 29).
 * Here a statement is parsed once per database under its name and then only bound and run, as node-postgres does
 * with a named query on PostgreSQL. The steps are PGlite's own `query`'s, under its own locks, so nothing runs
 * between them; only the statement's name differs.
 */

/** Dates and times as text, as drizzle-orm reads them from PGlite (its raw query settings): the same rows either way. */
const asText = (value: string) => value;
const ROWS = {
  rowMode: 'object' as const,
  parsers: Object.fromEntries(
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
      oid,
      asText,
    ]),
  ),
};

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/** The parameter types of each statement a database has parsed, by name. */
const parsed = new WeakMap<PGlite, Map<string, number[]>>();

/** The root PGlite behind a drizzle session's client, or null (a transaction's client runs statements its own way). */
export const rootPglite = (client: unknown): PGlite | null => (client instanceof PGlite ? client : null);

function parameterTypes(messages: BackendMessage[]): number[] {
  const description = messages.find((m) => m.name === 'parameterDescription');
  return description && 'dataTypeIDs' in description ? (description.dataTypeIDs as number[]) : [];
}

/** The rows of the statement `name` (parsed from `text` the first time) run with `params`. */
export async function runNamed<T>(pg: PGlite, name: string, text: string, params: unknown[]): Promise<T[]> {
  await pg._checkReady();
  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      let known = parsed.get(pg);
      if (!known) {
        known = new Map();
        parsed.set(pg, known);
      }
      const run = async (message: Uint8Array) => (await pg.execProtocol(message, { syncToFs: false })).messages;
      const messages: BackendMessage[] = [];
      try {
        let typeIds = known.get(name);
        if (!typeIds) {
          messages.push(...(await run(protocol.serialize.parse({ name, text }))));
          typeIds = parameterTypes(await run(protocol.serialize.describe({ type: 'S', name })));
          known.set(name, typeIds);
        }
        const ids = typeIds;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serialize = pg.serializers[ids[i] ?? 0];
          return serialize ? serialize(value) : String(value);
        });
        messages.push(...(await run(protocol.serialize.bind({ statement: name, values }))));
        messages.push(...(await run(protocol.serialize.describe({ type: 'P' }))));
        messages.push(...(await run(protocol.serialize.execute({}))));
      } finally {
        messages.push(...(await run(protocol.serialize.sync())));
      }
      await pg.syncToFs();
      return (parse.parseResults(messages, pg.parsers, ROWS)[0]?.rows ?? []) as T[];
    }),
  );
}
