import { SIGNUP_MESSAGES } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { officeProfiles, offices, officeUsers, plans } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { bankPublicToken } from '../money/money.fixtures';
import { confirmedPractice, mailedCode, signUpPractice, validate } from './signup.fixtures';

type GetStarted = { items: { key: string; done: boolean; path: string }[]; doneCount: number; total: number };

const t = await createTestApp();
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  t.call({ method, url: `/api/v1${url}`, token, ...(payload ? { payload: payload as object } : {}) });

const row = (over: Record<string, unknown> = {}) => ({
  officeName: 'North Smiles',
  email: 'north@example.test',
  phone: '(512) 555-0144',
  street: '1 North St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  slug: '',
  specialtyId: 1,
  bookingUrl: '',
  ...over,
});

const VISION = { host: 'visionhq.localhost' };

/** The saved office's profile, read through the office-profile endpoint as its settings page reads it. */
async function profileOf(token: string, officeId: number, headers: Record<string, string> = {}) {
  const me = await t.call({ method: 'GET', url: '/api/v1/users/me/account', token, headers });
  const userId = (me.body as { data: { id: number } }).data.id;
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/users/${userId}/dentist-info/full`,
    payload: { dentistInfoId: officeId },
    token,
    headers,
  });
  expect(res.status).toBe(200);
  return (res.body as { profile: { specialtyId: number | null; bookingUrl: string; slug: string } }).profile;
}

/** A vision practice signed up and confirmed on the vision brand's host. */
async function visionPractice() {
  const s = await signUpPractice(t, { pmsSystem: 'officeMate' }, VISION);
  const res = await validate(t, s.email, await mailedCode(t, s.email), {}, t.newIp(), VISION);
  if (res.status !== 200) throw new Error(`validate failed: ${res.status}`);
  return { ...s, token: (res.body as { token: string }).token };
}

describe('POST /accounts/setup/office/{dentistInfoId}', () => {
  it("sets the office's specialty, booking link and public address", async () => {
    const p = await confirmedPractice(t);
    const slug = `setup-${Date.now().toString(36)}`;
    const res = await call('POST', `/accounts/setup/office/${p.dentistInfoId}`, p.token, {
      specialtyId: 2,
      bookingUrl: 'https://book.example.test/us',
      slug,
    });
    expect(res).toMatchObject({ status: 200, body: { slug, _message: 'Your office is set up' } });
    const [office] = await t.db.select().from(offices).where(eq(offices.id, p.dentistInfoId));
    expect(office?.slug).toBe(slug);
    const view = await call('GET', `/accounts/setup/office/${p.dentistInfoId}`, p.token);
    expect(view.body).toMatchObject({ slug, specialtyId: 2, bookingUrl: 'https://book.example.test/us' });
    const [profile] = await t.db.select().from(officeProfiles).where(eq(officeProfiles.officeId, p.dentistInfoId));
    expect(profile).toMatchObject({ specialtyId: 2, bookingUrl: 'https://book.example.test/us' });
  });

  it("refuses a slug another office holds, another brand's specialty or a plain-http link, writing nothing", async () => {
    const p = await confirmedPractice(t);
    const before = await databaseWrites(t.db);
    const taken = await call('POST', `/accounts/setup/office/${p.dentistInfoId}`, p.token, {
      specialtyId: 1,
      bookingUrl: '',
      slug: 'demo-downtown',
    });
    expect(taken).toMatchObject({ status: 400, body: { errors: { slug: expect.stringMatching(/already taken/) } } });
    const vision = await call('POST', `/accounts/setup/office/${p.dentistInfoId}`, p.token, {
      specialtyId: 21,
      bookingUrl: '',
      slug: 'fine-slug',
    });
    expect(vision.status).toBe(400);
    const http = await call('POST', `/accounts/setup/office/${p.dentistInfoId}`, p.token, {
      specialtyId: 1,
      bookingUrl: 'http://book.example.test',
      slug: 'fine-slug',
    });
    expect(http.status).toBe(400);
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it("answers 404 for another practice's office and 403 to an office admin", async () => {
    const p = await confirmedPractice(t);
    const other = await call('POST', '/accounts/setup/office/1', p.token, {
      specialtyId: 1,
      bookingUrl: '',
      slug: 'x-y-z',
    });
    expect(other.status).toBe(404);
    const admin = await t.login('admin@demo.test', undefined, t.newIp());
    const refused = await call('POST', '/accounts/setup/office/1', admin, {
      specialtyId: 1,
      bookingUrl: '',
      slug: 'x-y-z',
    });
    expect(refused.status).toBe(403);
  });
});

describe('multi-office setup', () => {
  it('tells an office admin that adding locations goes through support, and saves nothing', async () => {
    const admin = await t.login('admin@demo.test', undefined, t.newIp());
    const before = await databaseWrites(t.db);
    const refusals = [
      await call('GET', '/accounts/setup/office/1', admin),
      await call('POST', '/accounts/setup/offices/review', admin, { dentistInfoId: 1, offices: [row()] }),
      await call('POST', '/accounts/setup/offices', admin, { dentistInfoId: 1, offices: [row()] }),
    ];
    for (const res of refusals) {
      expect(res).toMatchObject({ status: 403, body: { _message: SIGNUP_MESSAGES.locationsOwnerOnly } });
    }
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it('lists every row with its problems, including what only the server knows, and saves nothing', async () => {
    const p = await confirmedPractice(t);
    const before = await databaseWrites(t.db);
    const res = await call('POST', '/accounts/setup/offices/review', p.token, {
      dentistInfoId: p.dentistInfoId,
      offices: [
        row(),
        row({ officeName: '', phone: '555', zip: '7870' }),
        row({ officeName: 'Taken', slug: 'demo-downtown' }),
        row({ officeName: 'Nowhere', zip: '00999' }),
        row({ officeName: 'Wrong State', zip: '10001' }),
      ],
    });
    expect(res.status).toBe(200);
    const body = res.body as { rows: { problems: Record<string, string> }[]; clean: boolean };
    expect(body.clean).toBe(false);
    expect(body.rows[0]?.problems).toEqual({});
    expect(body.rows[1]?.problems).toMatchObject({
      officeName: 'This field is required',
      phone: 'Must be exactly 10 digits',
      zip: 'Must be exactly 5 or 9 digits',
    });
    expect(body.rows[2]?.problems.slug).toMatch(/already taken/);
    expect(body.rows[3]?.problems.zip).toBe('ZIP must be from USA');
    expect(body.rows[4]?.problems.zip).toBe('This ZIP is not in TX');
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it('saves a clean set, all of it, with the owner linked to each new office', async () => {
    const p = await confirmedPractice(t);
    const tag = Date.now().toString(36);
    const res = await call('POST', '/accounts/setup/offices', p.token, {
      dentistInfoId: p.dentistInfoId,
      offices: [row({ officeName: `North ${tag}` }), row({ officeName: `South ${tag}`, zip: '78704' })],
    });
    expect(res.status).toBe(200);
    const saved = (res.body as { offices: { id: number; slug: string }[]; _message: string }).offices;
    expect((res.body as { _message: string })._message).toBe('2 offices added');
    expect(saved.map((o) => o.slug)).toEqual([`north-${tag}`, `south-${tag}`]);
    const [first] = await t.db.select().from(offices).where(eq(offices.id, p.dentistInfoId));
    for (const o of saved) {
      const [office] = await t.db.select().from(offices).where(eq(offices.id, o.id));
      expect(office).toMatchObject({ organizationId: first?.organizationId, verified: true, phone: '5125550144' });
      const links = await t.db
        .select()
        .from(officeUsers)
        .where(and(eq(officeUsers.officeId, o.id), eq(officeUsers.isOwner, true)));
      expect(links).toHaveLength(1);
    }
    const me = await call('GET', '/users/me/account', p.token);
    expect((me.body as { data: { otherOffices: unknown[] } }).data.otherOffices).toHaveLength(2);
  });

  it('refuses a set with one bad row, naming its fields, and saves none of it', async () => {
    const p = await confirmedPractice(t);
    const before = await databaseWrites(t.db);
    const res = await call('POST', '/accounts/setup/offices', p.token, {
      dentistInfoId: p.dentistInfoId,
      offices: [row({ officeName: 'Fine One' }), row({ officeName: 'Bad One', zip: 'abc' })],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      _message: '1 office needs fixing before anything is saved',
      errors: { 'offices.1.zip': 'Must be exactly 5 or 9 digits' },
    });
    expect(await databaseWrites(t.db)).toBe(before);
  });
});

describe("multi-office setup: each office's specialty and booking link", () => {
  it("saves each office's specialty and booking link with the office, shown in its profile afterwards", async () => {
    const p = await confirmedPractice(t);
    const tag = Date.now().toString(36);
    const res = await call('POST', '/accounts/setup/offices', p.token, {
      dentistInfoId: p.dentistInfoId,
      offices: [
        row({ officeName: `Braces ${tag}`, specialtyId: 4, bookingUrl: 'https://book.example.test/braces' }),
        row({ officeName: `Kids ${tag}`, zip: '78704', specialtyId: 2, bookingUrl: '' }),
        row({ officeName: `Plain ${tag}`, zip: '78702', specialtyId: null }),
      ],
    });
    expect(res.status).toBe(200);
    const [braces, kids, plain] = (res.body as { offices: { id: number }[] }).offices;
    expect(await profileOf(p.token, braces?.id ?? 0)).toMatchObject({
      specialtyId: 4,
      bookingUrl: 'https://book.example.test/braces',
    });
    expect(await profileOf(p.token, kids?.id ?? 0)).toMatchObject({ specialtyId: 2, bookingUrl: '' });
    expect(await profileOf(p.token, plain?.id ?? 0)).toMatchObject({ specialtyId: null, bookingUrl: '' });
  });

  it("gives a row that names no specialty the brand's default, as the first office got at sign-up", async () => {
    const p = await confirmedPractice(t);
    const { specialtyId: _left, bookingUrl: _out, ...bare } = row({ officeName: `Bare ${Date.now().toString(36)}` });
    const res = await call('POST', '/accounts/setup/offices', p.token, {
      dentistInfoId: p.dentistInfoId,
      offices: [bare],
    });
    expect(res.status).toBe(200);
    const [saved] = (res.body as { offices: { id: number }[] }).offices;
    expect(await profileOf(p.token, saved?.id ?? 0)).toMatchObject({ specialtyId: 1, bookingUrl: '' });
  });

  it("lists another brand's specialty and a plain-http booking link as the row's problems, saving nothing", async () => {
    const p = await confirmedPractice(t);
    const before = await databaseWrites(t.db);
    const res = await call('POST', '/accounts/setup/offices/review', p.token, {
      dentistInfoId: p.dentistInfoId,
      offices: [
        row({ officeName: 'Fine' }),
        row({ officeName: 'Eyes', specialtyId: 21, bookingUrl: 'http://book.example.test' }),
        row({ officeName: 'Not A Link', bookingUrl: 'book.example.test' }),
      ],
    });
    expect(res.status).toBe(200);
    const body = res.body as { rows: { problems: Record<string, string> }[]; clean: boolean };
    expect(body.clean).toBe(false);
    expect(body.rows.map((r) => r.problems)).toEqual([
      {},
      { specialtyId: 'Choose a specialty of this brand', bookingUrl: 'Enter a full https:// address' },
      { bookingUrl: 'Enter a full https:// address' },
    ]);
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it("refuses to save a set with another brand's specialty or a non-https link, writing none of it", async () => {
    const p = await confirmedPractice(t);
    const before = await databaseWrites(t.db);
    const tag = Date.now().toString(36);
    const res = await call('POST', '/accounts/setup/offices', p.token, {
      dentistInfoId: p.dentistInfoId,
      offices: [
        row({ officeName: `Fine ${tag}`, bookingUrl: 'https://book.example.test/fine' }),
        row({ officeName: `Eyes ${tag}`, zip: '78704', specialtyId: 22 }),
        row({ officeName: `Link ${tag}`, zip: '78702', bookingUrl: 'ftp://book.example.test' }),
      ],
    });
    expect(res).toMatchObject({
      status: 400,
      body: {
        _message: '2 offices need fixing before anything is saved',
        errors: {
          'offices.1.specialtyId': 'Choose a specialty of this brand',
          'offices.2.bookingUrl': 'Enter a full https:// address',
        },
      },
    });
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it('refuses a specialty or booking link of the wrong type with 400 and a message, writing nothing', async () => {
    const p = await confirmedPractice(t);
    const before = await databaseWrites(t.db);
    for (const over of [
      { specialtyId: 'Orthodontics' },
      { specialtyId: 0 },
      { bookingUrl: 42 },
      { bookingUrl: 'x'.repeat(501) },
    ]) {
      const res = await call('POST', '/accounts/setup/offices', p.token, {
        dentistInfoId: p.dentistInfoId,
        offices: [row({ officeName: 'Typed Wrong', ...over })],
      });
      expect(res.status).toBe(400);
      expect((res.body as { _message?: string })._message).toEqual(expect.any(String));
    }
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it("holds a vision practice to the vision brand's specialties", async () => {
    const p = await visionPractice();
    const tag = Date.now().toString(36);
    const save = (offices: unknown[]) =>
      t.call({
        method: 'POST',
        url: '/api/v1/accounts/setup/offices',
        token: p.token,
        headers: VISION,
        payload: { dentistInfoId: p.dentistInfoId, offices },
      });
    const before = await databaseWrites(t.db);
    const dental = await save([row({ officeName: `Dental ${tag}`, specialtyId: 1 })]);
    expect(dental).toMatchObject({
      status: 400,
      body: { errors: { 'offices.0.specialtyId': 'Choose a specialty of this brand' } },
    });
    expect(await databaseWrites(t.db)).toBe(before);
    const res = await save([
      row({ officeName: `Eyes ${tag}`, specialtyId: 23, bookingUrl: 'https://book.example.test/eyes' }),
      { ...row({ officeName: `Default ${tag}`, zip: '78704' }), specialtyId: undefined },
    ]);
    expect(res.status).toBe(200);
    const [eyes, fallback] = (res.body as { offices: { id: number }[] }).offices;
    expect(await profileOf(p.token, eyes?.id ?? 0, VISION)).toMatchObject({
      specialtyId: 23,
      bookingUrl: 'https://book.example.test/eyes',
    });
    expect(await profileOf(p.token, fallback?.id ?? 0, VISION)).toMatchObject({ specialtyId: 21 });
  });
});

describe('GET /dentists/{id}/get-started', () => {
  it('lists 8 items on the dental brand, ticked from the office data, each with its page', async () => {
    const s = await signUpPractice(t);
    const token = ((await validate(t, s.email, await mailedCode(t, s.email))).body as { token: string }).token;
    const res = await call('GET', `/dentists/${s.dentistInfoId}/get-started`, token);
    expect(res.status).toBe(200);
    const body = res.body as {
      items: { key: string; done: boolean; path: string }[];
      doneCount: number;
      total: number;
    };
    expect(body.total).toBe(8);
    expect(body.items.find((i) => i.key === 'emailConfirmed')?.done).toBe(true);
    expect(body.items.find((i) => i.key === 'planPublished')).toMatchObject({
      done: false,
      path: '/account/settings/membership-plan',
    });
    const [office] = await t.db.select().from(offices).where(eq(offices.id, s.dentistInfoId));
    await t.db.insert(plans).values({
      organizationId: office?.organizationId ?? 0,
      officeId: s.dentistInfoId,
      name: 'Adult',
      type: 'custom',
      priceCents: 2900,
      viewStatus: 'active',
    });
    const after = (await call('GET', `/dentists/${s.dentistInfoId}/get-started`, token)).body as typeof body;
    expect(after.items.find((i) => i.key === 'planPublished')?.done).toBe(true);
    expect(after.doneCount).toBe(body.doneCount + 1);
  });

  it('ticks the payout account once a bank is connected, and the shell then reads payouts as on', async () => {
    const s = await signUpPractice(t);
    const token = ((await validate(t, s.email, await mailedCode(t, s.email))).body as { token: string }).token;
    const payoutDone = async () =>
      ((await call('GET', `/dentists/${s.dentistInfoId}/get-started`, token)).body as GetStarted).items.find(
        (i) => i.key === 'payoutConnected',
      )?.done;
    const shellSays = async () =>
      (
        (await t.call({ method: 'GET', url: '/api/v1/users/me/account', token })).body as {
          data: { dentistInfo: { payoutsOn: boolean; last4: string | null } };
        }
      ).data.dentistInfo;
    expect(await payoutDone()).toBe(false);
    expect(await shellSays()).toMatchObject({ payoutsOn: false });

    const link = await call('POST', '/stripe-connect/createPlaidLinkToken', token, { dentistInfoId: s.dentistInfoId });
    expect(await payoutDone()).toBe(false);
    const pub = await bankPublicToken(t, (link.body as { linkToken: string }).linkToken, '000123456789');
    const connected = await call('POST', '/stripe-connect/plaidToken', token, {
      dentistInfoId: s.dentistInfoId,
      publicToken: (pub.body as { public_token: string }).public_token,
    });
    expect(connected.status).toBe(200);
    expect(await payoutDone()).toBe(true);
    // Payouts on, and still not an account from the previous platform (no upgrade is asked of it).
    expect(await shellSays()).toMatchObject({ payoutsOn: true, last4: null });
  });

  it('lists 6 items on the vision brand', async () => {
    const vision = { host: 'visionhq.localhost' };
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/dentists/1/get-started',
      token: await t.login('owner@demo.test', undefined, t.newIp()),
      headers: vision,
    });
    expect(res.status).toBe(200);
    expect((res.body as { total: number }).total).toBe(6);
  });

  it("answers 404 for another practice's office", async () => {
    const token = await t.login('owner2@demo.test', undefined, t.newIp());
    expect((await call('GET', '/dentists/1/get-started', token)).status).toBe(404);
  });
});
