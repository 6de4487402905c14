import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { offices, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { localFiles } from './local-files';

/* Files on this machine: a write is whole or not there, even when the same file is written twice at once. */

describe('local files', () => {
  it('keeps a file whole when the same key is written many times at once, and leaves nothing aside', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mhq-files-'));
    const files = localFiles(root);
    const bytes = Buffer.alloc(256 * 1024, 7);
    await Promise.all(Array.from({ length: 8 }, () => files.put('logos/same.png', bytes)));
    expect((await files.get('logos/same.png'))?.equals(bytes)).toBe(true);
    expect(readdirSync(path.join(root, 'logos'))).toEqual(['same.png']);
  });

  it('refuses a key the server did not make', async () => {
    const files = localFiles(mkdtempSync(path.join(tmpdir(), 'mhq-files-')));
    await expect(files.put('../escape.png', Buffer.from('x'))).rejects.toThrow(/unsafe/);
  });
});

const t = await createTestApp();

describe('the same logo uploaded twice at once', () => {
  it('answers 200 to both, and the logo is there to read afterwards', async () => {
    const [office] = await t.db.select().from(offices).where(eq(offices.slug, 'demo-downtown'));
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
    if (!office || !owner) throw new Error('seed data missing');
    const token = await t.login('owner@demo.test');
    // Noise compresses badly: a logo big enough that the two writes of it overlap.
    const noise = Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, i) => (i * 7919) % 251));
    const png = await sharp(noise, { raw: { width: 400, height: 400, channels: 3 } })
      .png()
      .toBuffer();
    const upload = () =>
      t.call({
        method: 'POST',
        url: `/api/v1/users/${owner.id}/dentist-info/${office.id}/logo`,
        payload: { fileName: 'logo.png', contentType: 'image/png', data: png.toString('base64') },
        token,
      });
    // A few times over: whether the two writes overlap is up to the scheduler.
    let first: string | undefined;
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([upload(), upload()]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const logos = answers.map((a) => (a.body as { logo: string }).logo);
      first ??= logos[0];
      expect(logos).toEqual([first, first]);
    }
    const served = await t.app.inject({ method: 'GET', url: first ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
  });
});
