import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { insertRows, jsonRows, queryRows } from './rows';
import { smsOutbox } from './schema';

const t = await createTestApp();

describe('rows sent as one JSON parameter', () => {
  it('inserts rows whatever their number, a column left out of a row written as null', async () => {
    const at = t.clock.now();
    const rows = Array.from({ length: 2500 }, (_, n) => ({ to: '+15550100', text: `row ${n}`, createdAt: at }));
    await insertRows(t.db, smsOutbox, [...rows, { to: '+15550100', text: 'with a time', sentAt: at, createdAt: at }]);
    const stored = await t.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+15550100')).orderBy(smsOutbox.id);
    expect(stored).toHaveLength(2501);
    expect(stored[0]).toMatchObject({ text: 'row 0', createdAt: at, sentAt: null, organizationId: null });
    expect(stored.at(-1)).toMatchObject({ text: 'with a time', sentAt: at });
  });

  it('carries text a browser may send that is not text (half of a UTF-16 pair) as U+FFFD, like a text parameter', async () => {
    const [row] = await queryRows<{ text: string; emoji: string; backslash: string }>(
      t.db,
      sql`select v.text, v.emoji, v.backslash from json_to_recordset(${jsonRows([
        { text: 'a\ud800b', emoji: '😀', backslash: '\\ud800' },
      ])}) as v(text text, emoji text, backslash text)`,
    );
    expect(row).toEqual({ text: 'a\ufffdb', emoji: '😀', backslash: '\\ud800' });
  });
});
