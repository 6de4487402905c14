import type { ReleaseNote, ReleaseNotesResponse, UnseenReleaseNotesResponse } from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';

const t = await createTestApp();
const admin = await t.login('platform@demo.test');
const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');
const patient = await t.login('patient@demo.test');
const VISION = { host: 'visionhq.localhost' };

let n = 0;
const note = (over: Record<string, unknown> = {}) => ({
  title: `What's new ${++n}`,
  body: 'First line.\nSecond line.',
  audience: 'both',
  ...over,
});
const create = (payload: Record<string, unknown>, token = admin) =>
  t.call({ method: 'POST', url: '/api/v1/admin/release-notes', payload, token });
async function drafted(over: Record<string, unknown> = {}): Promise<ReleaseNote> {
  const res = await create(note(over));
  if (res.status !== 200) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { releaseNote: ReleaseNote }).releaseNote;
}
const publish = (id: number, published = true, token = admin) =>
  t.call({ method: 'POST', url: `/api/v1/admin/release-notes/${id}/publish`, payload: { published }, token });
const unseen = async (token: string, headers: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/api/v1/release-notes/unseen', token, headers });
  expect(res.status).toBe(200);
  return (res.body as UnseenReleaseNotesResponse).releaseNotes;
};
const seen = (id: number, token: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `/api/v1/release-notes/${id}/seen`, token, headers });
const list = async () =>
  ((await t.call({ method: 'GET', url: '/api/v1/admin/release-notes', token: admin })).body as ReleaseNotesResponse)
    .releaseNotes;

describe('writing release notes', () => {
  it('saves a draft, audited, that no office user sees; the list shows it first', async () => {
    const draft = await drafted({ audience: 'dental' });
    expect(draft).toMatchObject({ audience: 'dental', publishedAt: null, seen: 0, createdBy: 'Alex Morgan' });
    expect((await list())[0]?.id).toBe(draft.id);
    expect((await unseen(owner)).map((x) => x.id)).not.toContain(draft.id);
    expect((await seen(draft.id, owner)).status).toBe(404);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'release_note.created'), eq(auditLog.targetId, String(draft.id))));
    expect(line?.detail).toMatchObject({ title: draft.title, audience: 'dental' });
  });

  it('refuses bad input, writing nothing', async () => {
    const before = await databaseWrites(t.db);
    const res = await create({ title: ' ', body: '', audience: 'everyone' });
    expect(res).toMatchObject({
      status: 400,
      body: { _message: expect.any(String), errors: { title: expect.any(String), body: expect.any(String) } },
    });
    expect((await create(note({ title: 'x'.repeat(151) }))).status).toBe(400);
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it('edits a draft but not a published note; unpublishing makes it editable again', async () => {
    const draft = await drafted();
    const edit = (payload: Record<string, unknown>) =>
      t.call({ method: 'PUT', url: `/api/v1/admin/release-notes/${draft.id}`, payload, token: admin });
    expect((await edit(note({ title: 'Edited', audience: 'vision' }))).body).toMatchObject({
      releaseNote: { title: 'Edited', audience: 'vision' },
    });
    expect((await publish(draft.id)).body).toMatchObject({ releaseNote: { publishedAt: expect.any(String) } });
    const before = await databaseWrites(t.db);
    expect(await edit(note())).toMatchObject({
      status: 400,
      body: { _message: 'Unpublish this note before editing it' },
    });
    expect(await databaseWrites(t.db)).toBe(before);
    expect((await publish(draft.id, false)).body).toMatchObject({ releaseNote: { publishedAt: null } });
    expect((await edit(note({ title: 'Again' }))).status).toBe(200);
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(draft.id)));
    expect(lines.map((l) => l.action)).toEqual(
      expect.arrayContaining(['release_note.edited', 'release_note.published', 'release_note.unpublished']),
    );
  });

  it('answers 404 to anyone but a platform admin, and for an unknown note', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/release-notes', token: owner })).status).toBe(404);
    expect((await create(note(), owner)).status).toBe(404);
    expect((await publish(999_999)).status).toBe(404);
  });
});

describe('office users read each published note once', () => {
  it('shows the published notes of the brand, newest first, until each user closes them', async () => {
    const older = await drafted();
    const newer = await drafted({ audience: 'dental' });
    const visionOnly = await drafted({ audience: 'vision' });
    for (const x of [older, newer, visionOnly]) {
      expect((await publish(x.id)).status).toBe(200);
      t.clock.advance(60_000);
    }
    const ids = (await unseen(owner)).map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([older.id, newer.id]));
    expect(ids).not.toContain(visionOnly.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect((await unseen(owner, VISION)).map((x) => x.id)).toContain(visionOnly.id);
    // A dental-only note is not closed from the other brand.
    expect((await seen(newer.id, owner, VISION)).status).toBe(404);

    expect((await seen(newer.id, owner)).status).toBe(200);
    expect((await seen(newer.id, owner)).status).toBe(200);
    expect((await unseen(owner)).map((x) => x.id)).not.toContain(newer.id);
    // Another user of the office still sees it; the admins' list counts who closed it.
    expect((await unseen(staff)).map((x) => x.id)).toContain(newer.id);
    expect((await list()).find((x) => x.id === newer.id)?.seen).toBe(1);
  });

  it('never shows notes to patients or admins', async () => {
    // The guard refuses callers outside the office roles (403) before anything is read.
    const refused = [403, 404];
    for (const token of [patient, admin]) {
      const res = await t.call({ method: 'GET', url: '/api/v1/release-notes/unseen', token });
      expect(refused).toContain(res.status);
    }
    const x = await drafted();
    await publish(x.id);
    expect(refused).toContain((await seen(x.id, patient)).status);
  });
});
