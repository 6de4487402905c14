import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { batchedStatement } from './batched';
import { openPglite } from './connection';

const database = await openPglite(null);
afterAll(() => database.close());

/** Doubles each call's value and says how many calls shared its statement; a call of 3 has no row. */
const double = batchedStatement<{ v: number }, { n: number; doubled: number; together: number }>(
  'test_double',
  () => sql`select r.n, r.v * 2 as doubled, (count(*) over ())::int as together
    from json_to_recordset(${sql.placeholder('calls')}::json) as r(n int, v int) where r.v <> 3`,
);

describe('batchedStatement', () => {
  it('answers the calls of one turn from one statement, each with its own row or null', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map((v) => double(database.db, { v })));
    expect(answers.map((a) => a?.doubled ?? null)).toEqual([2, 4, null, 8, 10]);
    expect(answers.map((a) => a?.together ?? null)).toEqual([4, 4, null, 4, 4]);
  });

  it('reads again for the calls of a later turn: nothing is remembered', async () => {
    const first = await double(database.db, { v: 7 });
    const second = await double(database.db, { v: 7 });
    expect([first?.together, second?.together]).toEqual([1, 1]);
    expect(second?.doubled).toBe(14);
  });
});
