import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { runNamed } from './pglite-prepared';

const pg = await PGlite.create();
afterAll(() => pg.close());
await pg.exec(`create table t (id uuid primary key, at timestamptz not null, n int, j json);
  insert into t values ('00000000-0000-0000-0000-000000000001', '2026-11-30T02:00:00.123Z', 5, '{"a":1}');`);
const text = 'select id, at, n, j, $2::text as s from t where id = $1';
const ONE = '00000000-0000-0000-0000-000000000001';

describe('named statements on PGlite', () => {
  it('answers the rows drizzle reads from the same statement (times as text), on every call after the first', async () => {
    const plain = await pg.query<Record<string, unknown>>(text, [ONE, 'x'], {
      rowMode: 'object',
      parsers: { 1184: (v: string) => v },
    });
    for (let call = 0; call < 3; call++) {
      expect(await runNamed(pg, 'read_t', text, [ONE, 'x'])).toEqual(plain.rows);
    }
    expect(await runNamed(pg, 'read_t', text, [ONE, null])).toEqual([{ ...plain.rows[0], s: null }]);
  });

  it('refuses a value its parameter cannot hold, and the next call and the next plain query still work', async () => {
    await expect(runNamed(pg, 'read_t', text, ['not-a-uuid', 'x'])).rejects.toThrow(/uuid/);
    expect(await runNamed(pg, 'read_t', text, [ONE, 'y'])).toHaveLength(1);
    await expect(runNamed(pg, 'broken', 'select nope from t', [])).rejects.toThrow(/nope/);
    await expect(runNamed(pg, 'broken', 'select nope from t', [])).rejects.toThrow(/nope/);
    expect((await pg.query<{ c: number }>('select count(*)::int as c from t')).rows).toEqual([{ c: 1 }]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let read: Promise<{ n: number }[]> | undefined;
    await pg.transaction(async (t) => {
      await t.query('update t set n = 6');
      // Asked from outside while the transaction is open, after its change.
      read = runNamed<{ n: number }>(pg, 'read_t', text, [ONE, 'z']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await t.rollback();
    });
    expect((await read)?.[0]?.n).toBe(5);
  });
});
