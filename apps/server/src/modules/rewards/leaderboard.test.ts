import type { LeaderboardResponse } from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, officeMarketing, offices } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';

// The /leaderboard (issue 26): practices by new members, named only when they opted in, the caller's own highlighted.

const t = await createTestApp();
const officeOf = async (slug: string) => {
  const [o] = await t.db.select().from(offices).where(eq(offices.slug, slug));
  if (!o) throw new Error(`demo seed lacks ${slug}`);
  return o;
};
const downtown = await officeOf('demo-downtown');
const lakeside = await officeOf('second-lakeside');
const sunrise = await officeOf('demo-sunrise');
const owner = await t.login('owner@demo.test');
const owner2 = await t.login('owner2@demo.test');
const staff = await t.login('staff@demo.test');

const board = async (token: string, officeId: number, window = 'month') => {
  const res = await t.call({ method: 'GET', url: `/api/v1/dentists/${officeId}/leaderboard?window=${window}`, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as LeaderboardResponse;
};
const optIn = (optIn: unknown, token = owner) =>
  t.call({ method: 'PUT', url: `/api/v1/dentists/${downtown.id}/leaderboard/opt-in`, token, payload: { optIn } });
const names = (b: LeaderboardResponse) => [...b.rows, ...(b.own ? [b.own] : [])].map((r) => r.name);

describe('the leaderboard', () => {
  it('ranks practices by new members this month, naming only those that opted in, the own office highlighted', async () => {
    const b = await board(owner2, lakeside.id);
    expect(b.window).toBe('month');
    // Sunrise opted in and leads; Downtown did not opt in: where it is, not its name.
    expect(b.rows[0]).toMatchObject({ rank: 1, name: sunrise.officeName, own: false });
    expect(names(b)).toContain('A practice in Austin, TX');
    expect(names(b)).not.toContain(downtown.officeName);
    // Lakeside sees its own name, highlighted, whether or not it opted in.
    const own = [...b.rows, ...(b.own ? [b.own] : [])].filter((r) => r.own);
    expect(own).toEqual([expect.objectContaining({ name: lakeside.officeName, own: true })]);
    for (let i = 1; i < b.rows.length; i++) {
      expect(b.rows[i - 1]?.newMembers ?? 0).toBeGreaterThanOrEqual(b.rows[i]?.newMembers ?? 0);
    }
  });

  it("shows Downtown's name once it opts in, and hides it again when it opts out, each change audited", async () => {
    const res = await optIn(true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ optIn: true });
    expect(names(await board(owner2, lakeside.id))).toContain(downtown.officeName);
    expect((await board(owner, downtown.id)).optIn).toBe(true);

    expect((await optIn(false)).status).toBe(200);
    expect(names(await board(owner2, lakeside.id))).not.toContain(downtown.officeName);
    const lines = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.officeId, downtown.id), eq(auditLog.targetType, 'office')));
    expect(lines.map((l) => l.action)).toEqual(
      expect.arrayContaining(['leaderboard.opted_in', 'leaderboard.opted_out']),
    );
  });

  it('ranks the season of giving too', async () => {
    const b = await board(owner, downtown.id, 'season');
    expect(b).toMatchObject({
      window: 'season',
      from: expect.stringMatching(/-11-01$/),
      to: expect.stringMatching(/-12-31$/),
    });
    expect(b.practices).toBeGreaterThanOrEqual(6);
  });

  it('refuses bad input and callers who may not change it, writing nothing', async () => {
    const before = await countRows(t.db, 'office_marketing');
    const auditBefore = await countRows(t.db, 'audit_log');
    for (const bad of ['yes', null, 1]) {
      const res = await optIn(bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body).toHaveProperty('_message');
    }
    // A standard dentist reads the board but does not decide how the practice is shown.
    expect((await board(staff, downtown.id)).mayChange).toBe(false);
    expect((await optIn(true, staff)).status).toBe(403);
    // Another practice's office is not found.
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/v1/dentists/${lakeside.id}/leaderboard/opt-in`,
          token: owner,
          payload: { optIn: true },
        })
      ).status,
    ).toBe(404);
    const bad = await t.call({
      method: 'GET',
      url: `/api/v1/dentists/${downtown.id}/leaderboard?window=year`,
      token: owner,
    });
    expect(bad.status).toBe(400);
    expect(await countRows(t.db, 'office_marketing')).toBe(before);
    expect(await countRows(t.db, 'audit_log')).toBe(auditBefore);
    const [row] = await t.db.select().from(officeMarketing).where(eq(officeMarketing.officeId, downtown.id));
    expect(row?.leaderboardOptIn).toBe(false);
  });
});
