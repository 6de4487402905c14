import type { OfficeProfile, OfficeProfileFields } from '@mhq/contract';
import { OFFICE_PROFILE_MESSAGES as M } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { offices } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { officeBySlug, type Signed, signedIn } from '../plans/plans.fixtures';

/* The office profile and its logo (issue 6, office track), through HTTP. */

const t = await createTestApp();
const downtown = await officeBySlug(t, 'demo-downtown');
const lakeside = await officeBySlug(t, 'second-lakeside');
const owner = await signedIn(t, 'owner@demo.test');
const admin = await signedIn(t, 'admin@demo.test');
const staff = await signedIn(t, 'staff@demo.test');

const FIELDS: OfficeProfileFields = {
  officeName: 'Downtown Smiles',
  email: 'hello@downtown.test',
  phone: '(512) 555-0142',
  address: { line1: '100 Congress Ave', line2: 'Suite 200', city: 'Austin', state: 'TX', zip: '78701' },
  hours: {
    mon: { open: true, from: '08:00', to: '17:00' },
    tue: { open: true, from: '08:00', to: '17:00' },
    wed: { open: true, from: '09:30', to: '18:00' },
    thu: { open: true, from: '08:00', to: '17:00' },
    fri: { open: true, from: '08:00', to: '13:00' },
    sat: { open: false, from: '09:00', to: '13:00' },
    sun: { open: false, from: '09:00', to: '13:00' },
  },
  specialtyId: 2,
  services: ['Cleanings', 'Sealants'],
  bookingUrl: 'https://book.example.com/downtown',
  slug: 'downtown-smiles',
  pmsSystem: 'dentrix',
};

const save = (as: Signed, officeId: number, body: unknown) =>
  t.call({
    method: 'POST',
    url: `/api/v1/dentist-info/updateOfficeProfile/${officeId}`,
    payload: body as object,
    token: as.token,
  });
const read = (as: Signed, officeId: number) =>
  t.call({
    method: 'POST',
    url: `/api/v1/users/${as.userId}/dentist-info/full`,
    payload: { dentistInfoId: officeId },
    token: as.token,
  });
const upload = (as: Signed, officeId: number, body: { fileName: string; contentType: string; data: string }) =>
  t.call({
    method: 'POST',
    url: `/api/v1/users/${as.userId}/dentist-info/${officeId}/logo`,
    payload: body,
    token: as.token,
  });
const removeLogo = (as: Signed, officeId: number) =>
  t.call({ method: 'DELETE', url: `/api/v1/users/${as.userId}/dentist-info/${officeId}/logo`, token: as.token });

async function expectRefused(res: Promise<{ status: number; body: unknown }>, status: number, message?: string) {
  const before = await databaseWrites(t.db);
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  if (message) expect((r.body as { _message: string })._message).toBe(message);
  expect(await databaseWrites(t.db)).toBe(before);
}

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 4, background: '#1e88e5' } })
    .png()
    .toBuffer();
const jpeg = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#43a047' } })
    .jpeg()
    .toBuffer();
const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64');

describe('office profile', () => {
  it('saves the whole profile and reads it back; the shell sees the new name', async () => {
    const res = await save(owner, downtown.id, FIELDS);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as { _message: string; profile: OfficeProfile };
    expect(body._message).toBe(M.saved);
    // Saving the profile keeps the logo the demo office already has (the logo is uploaded on its own).
    expect(body.profile).toMatchObject({ ...FIELDS, phone: '5125550142', logo: '/offices/demo-downtown.svg' });
    expect((await read(staff, downtown.id)).body).toEqual({ profile: body.profile });
    const me = await t.call({
      method: 'GET',
      url: `/api/v1/users/me/account?dentistInfoId=${downtown.id}`,
      token: owner.token,
    });
    expect(me.body).toMatchObject({ data: { dentistInfo: { officeName: 'Downtown Smiles' } } });
    const [row] = await t.db.select().from(offices).where(eq(offices.id, downtown.id));
    expect(row?.address).toBe('100 Congress Ave, Suite 200, Austin, TX 78701');
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const cases: unknown[] = [
      { ...FIELDS, bookingUrl: 'http://book.example.com' },
      { ...FIELDS, bookingUrl: 'javascript:alert(1)' },
      { ...FIELDS, slug: 'Has Spaces' },
      { ...FIELDS, phone: '123' },
      { ...FIELDS, address: { ...FIELDS.address, zip: '00012' } },
      { ...FIELDS, hours: { ...FIELDS.hours, mon: { open: true, from: '17:00', to: '08:00' } } },
      { ...FIELDS, services: ['Cleanings', 'cleanings'] },
      { ...FIELDS, officeName: '' },
    ];
    for (const c of cases) await expectRefused(save(owner, downtown.id, c), 400);
    await expectRefused(save(owner, downtown.id, { ...FIELDS, specialtyId: 21 }), 400, M.specialty);
  });

  it("refuses another office's public address", async () => {
    await expectRefused(save(owner, downtown.id, { ...FIELDS, slug: lakeside.slug }), 400, M.slugTaken);
  });

  it('answers 404 for an office outside the caller, 403 to standard staff', async () => {
    await expectRefused(save(owner, lakeside.id, FIELDS), 404);
    await expectRefused(read(owner, lakeside.id), 404);
    await expectRefused(save(staff, downtown.id, FIELDS), 403);
    expect((await save(admin, downtown.id, FIELDS)).status).toBe(200);
  });
});

describe('office logo', () => {
  it('takes a PNG, resizes it to fit 512 px, serves it as an image and shows it in the shell', async () => {
    const res = await upload(owner, downtown.id, {
      fileName: 'logo.png',
      contentType: 'image/png',
      data: b64(await png(1600, 800)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { logo, _message } = res.body as { logo: string; _message: string };
    expect(_message).toBe(M.logoAdded);
    expect(logo).toMatch(/^\/files\/logos\/office-\d+-[0-9a-f]{20}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 256]);
    const me = await t.call({
      method: 'GET',
      url: `/api/v1/users/me/account?dentistInfoId=${downtown.id}`,
      token: owner.token,
    });
    expect(me.body).toMatchObject({ data: { dentistInfo: { logo } } });
  });

  it('takes a JPEG and keeps a small one at its size; the old file is gone', async () => {
    const before = (await read(owner, downtown.id)).body as { profile: OfficeProfile };
    const res = await upload(owner, downtown.id, {
      fileName: 'logo.jpg',
      contentType: 'image/jpeg',
      data: b64(await jpeg(300, 200)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { logo } = res.body as { logo: string };
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(300);
    expect((await t.app.inject({ method: 'GET', url: before.profile.logo ?? '' })).statusCode).toBe(404);
  });

  it('rasterises a clean SVG to PNG', async () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><rect width="100" height="40" fill="#0a0"/></svg>';
    const res = await upload(owner, downtown.id, {
      fileName: 'logo.svg',
      contentType: 'image/svg+xml',
      data: b64(svg),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as { logo: string }).logo).toMatch(/\.png$/);
  });

  it('refuses what is not a safe image, with 400, and writes nothing', async () => {
    const aPng = await png(10, 10);
    const bad: [string, { fileName: string; contentType: string; data: string }, string][] = [
      ['a PNG renamed .svg', { fileName: 'logo.svg', contentType: 'image/svg+xml', data: b64(aPng) }, M.logoMismatch],
      [
        'an SVG with a script',
        {
          fileName: 'x.svg',
          contentType: 'image/svg+xml',
          data: b64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
        M.logoUnsafe,
      ],
      [
        'an SVG with an event handler',
        {
          fileName: 'x.svg',
          contentType: 'image/svg+xml',
          data: b64('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
        },
        M.logoUnsafe,
      ],
      [
        'an SVG with an outside reference',
        {
          fileName: 'x.svg',
          contentType: 'image/svg+xml',
          data: b64('<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.test/x.svg#a"/></svg>'),
        },
        M.logoUnsafe,
      ],
      [
        'an SVG with foreignObject',
        {
          fileName: 'x.svg',
          contentType: 'image/svg+xml',
          data: b64('<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>hi</p></foreignObject></svg>'),
        },
        M.logoUnsafe,
      ],
      [
        'a PNG with an HTML page after it (polyglot)',
        {
          fileName: 'logo.png',
          contentType: 'image/png',
          data: b64(Buffer.concat([aPng, Buffer.from('<html><script>alert(1)</script></html>')])),
        },
        M.logoInvalid,
      ],
      [
        'a PNG signature over garbage',
        {
          fileName: 'logo.png',
          contentType: 'image/png',
          data: b64(Buffer.concat([aPng.subarray(0, 8), Buffer.from('<script>alert(1)</script>'), aPng.subarray(-12)])),
        },
        M.logoInvalid,
      ],
      ['an HTML page', { fileName: 'logo.png', contentType: 'image/png', data: b64('<html></html>') }, M.logoType],
      [
        'a 3 MB file',
        { fileName: 'logo.png', contentType: 'image/png', data: b64(Buffer.alloc(3 * 1024 * 1024, 1)) },
        M.logoTooBig,
      ],
      ['a GIF', { fileName: 'logo.gif', contentType: 'image/gif', data: b64('GIF89a') }, M.logoType],
    ];
    for (const [what, body, message] of bad) {
      const before = await databaseWrites(t.db);
      const res = await upload(owner, downtown.id, body);
      expect(res.status, `${what}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(400);
      expect((res.body as { _message: string })._message, what).toContain(message);
      expect(await databaseWrites(t.db), what).toBe(before);
    }
  });

  it('answers 404 in another office, 403 to standard staff', async () => {
    const data = b64(await png(10, 10));
    await expectRefused(upload(owner, lakeside.id, { fileName: 'l.png', contentType: 'image/png', data }), 404);
    await expectRefused(upload(staff, downtown.id, { fileName: 'l.png', contentType: 'image/png', data }), 403);
    await expectRefused(removeLogo(owner, lakeside.id), 404);
  });

  it('deletes the logo and its file; a second delete is refused', async () => {
    const { profile } = (await read(owner, downtown.id)).body as { profile: OfficeProfile };
    const res = await removeLogo(owner, downtown.id);
    expect(res.body).toEqual({ _message: M.logoDeleted, logo: null });
    expect((await t.app.inject({ method: 'GET', url: profile.logo ?? '' })).statusCode).toBe(404);
    await expectRefused(removeLogo(owner, downtown.id), 400, M.noLogo);
  });

  it('serves no file by a name it did not make', async () => {
    for (const url of ['/files/logos/..%2F..%2Fpgdata', '/files/logos/x.svg', '/files/logos/office-1-zz.png']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
