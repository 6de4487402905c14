import type { MarketplaceProfileResponse, MarketplaceSearchResponse, OfficeProfile } from '@mhq/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { officeBySlug, signedIn } from '../plans/plans.fixtures';
import { insertPractice, type PracticeSeed } from './marketplace.fixtures';

// Practices around Helena, Montana (far from every demo office): 59601 is Helena's centre, 59602 is 7.2 miles away.
const t = await createTestApp();
const VISION_HOST = { host: 'app.visionhq.example' };

const get = (url: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: `/api/v1${url}`, headers });
const search = async (query: string, headers: Record<string, string> = {}) => {
  const res = await get(`/marketplace/search?${query}`, headers);
  expect(res.status).toBe(200);
  return res.body as MarketplaceSearchResponse;
};
const namesOf = (r: MarketplaceSearchResponse) => r.results.map((p) => p.officeName);

const base = { brand: 'dental', city: 'Helena', state: 'MT', zip: '59601' } as const;
const ids: Record<string, number> = {};
const practice = async (key: string, p: Partial<PracticeSeed>) => {
  const seed = { ...base, name: `Helena ${key}`, slug: `mkt-test-${key.toLowerCase()}`, ...p };
  ids[key] = (await insertPractice(t.db, seed)).officeId;
};

beforeAll(async () => {
  await practice('Centre', { monthlyCents: 2500, specialtyId: 1, email: 'staff@centre.test', phone: '4065550100' });
  await practice('East', { zip: '59602', monthlyCents: 1900, specialtyId: 2, stripeAccountId: 'acct_sim_mkt' });
  await practice('Vision', { brand: 'vision', monthlyCents: 1500, specialtyId: 21 });
  await practice('Closed', { closedAt: new Date('2026-01-01T00:00:00Z') });
  await practice('Unlisted', { listed: false });
  await practice('Draft', { viewStatus: 'draft' });
});

describe('GET /marketplace/search', () => {
  it('lists the practices within the radius, nearest first, with distances to one decimal and prices', async () => {
    const near = await search('zip=59601&miles=10');
    expect(near.place).toEqual({ zip: '59601', city: 'Helena', state: 'MT' });
    expect(namesOf(near)).toEqual(['Helena Centre', 'Helena East']);
    const [centre, east] = near.results;
    expect(centre?.distanceMiles).toBe(0);
    expect(east?.distanceMiles).toBe(7.2);
    expect(east).toMatchObject({
      zip: '59602',
      fromMonthlyCents: 1900,
      specialty: { id: 2, name: 'Pediatric Dentistry' },
      plans: [{ name: 'Adult Wellness', monthlyCents: 1900, yearlyCents: 19000 }],
      rating: null,
    });
    expect(JSON.stringify(near)).not.toContain('staff@centre.test');
  });

  it('leaves out a practice beyond the radius: 5 miles keeps only the one in the same ZIP', async () => {
    expect(namesOf(await search('zip=59601&miles=5'))).toEqual(['Helena Centre']);
    // From the east practice's ZIP the order turns round.
    expect(namesOf(await search('zip=59602&miles=10'))).toEqual(['Helena East', 'Helena Centre']);
  });

  it("answers only about the request's brand", async () => {
    expect(namesOf(await search('zip=59601&miles=10'))).not.toContain('Helena Vision');
    const vision = await search('zip=59601&miles=10', VISION_HOST);
    expect(namesOf(vision)).toEqual(['Helena Vision']);
    expect(vision.results[0]?.specialty).toEqual({ id: 21, name: 'Optometry' });
  });

  it('leaves out closed and unlisted practices, and those without a plan patients can join', async () => {
    const names = namesOf(await search('zip=59601&miles=25'));
    for (const hidden of ['Helena Closed', 'Helena Unlisted', 'Helena Draft']) expect(names).not.toContain(hidden);
  });

  it('searches around a city and narrows by specialty', async () => {
    const city = await search(`city=${encodeURIComponent('Helena, MT')}&miles=10`);
    expect(city.place).toEqual({ zip: null, city: 'Helena', state: 'MT' });
    expect(namesOf(city)).toEqual(['Helena Centre', 'Helena East']);
    expect(namesOf(await search('zip=59601&miles=10&specialtyId=2'))).toEqual(['Helena East']);
  });

  it('refuses an unknown ZIP or city, a city in several states, a radius not offered, and no place: 400', async () => {
    for (const query of [
      'zip=00000',
      'zip=123',
      'city=Nowhereville%2C%20MT',
      'city=Springfield',
      'zip=59601&miles=7',
      '',
    ]) {
      const res = await get(`/marketplace/search?${query}`);
      expect(res.status, query).toBe(400);
      expect((res.body as { _message: string })._message, query).toBeTruthy();
    }
  });
});

describe('GET /marketplace/profile/{officeId}', () => {
  it("answers a listed practice's public page with the plans its enrolment page offers", async () => {
    const res = await get(`/marketplace/profile/${ids.East}`);
    expect(res.status).toBe(200);
    const body = res.body as MarketplaceProfileResponse;
    expect(body.office).toMatchObject({ officeName: 'Helena East', slug: 'mkt-test-east' });
    expect(body.office.address).toMatchObject({ line1: '100 Main St', city: 'Helena', state: 'MT', zip: '59602' });
    expect(body.office.hours?.mon).toBeDefined();
    expect(body.plans.map((p) => p.name)).toEqual(['Adult Wellness']);
    expect(body.canJoin).toBe(true);
    const page = await get('/dentists/details/slug/mkt-test-east/no-auth');
    expect((page.body as { plans: { id: number }[] }).plans.map((p) => p.id)).toEqual(body.plans.map((p) => p.id));
    // A practice without a payout account can be found, but not joined online yet.
    const centre = (await get(`/marketplace/profile/${ids.Centre}`)).body as MarketplaceProfileResponse;
    expect(centre.canJoin).toBe(false);
    expect(JSON.stringify(centre)).not.toContain('staff@centre.test');
  });

  it("answers 404 for another brand's, a closed, an unlisted or a missing practice", async () => {
    for (const key of ['Vision', 'Closed', 'Unlisted', 'Draft']) {
      expect((await get(`/marketplace/profile/${ids[key]}`)).status, key).toBe(404);
    }
    expect((await get('/marketplace/profile/999999')).status).toBe(404);
    expect((await get(`/marketplace/profile/${ids.Vision}`, VISION_HOST)).status).toBe(200);
  });
});

describe('GET /dentists/nearby/{dentistInfoId}', () => {
  it("answers the ZIP codes within 25 miles of the practice's own, nearest first", async () => {
    const res = await get(`/dentists/nearby/${ids.Centre}`);
    expect(res.status).toBe(200);
    const { zipCodes } = res.body as { zipCodes: string[] };
    expect(zipCodes[0]).toBe('59601');
    expect(zipCodes).toContain('59602');
    expect(zipCodes).not.toContain('59701');
  });

  it('answers 404 as the profile does', async () => {
    expect((await get(`/dentists/nearby/${ids.Unlisted}`)).status).toBe(404);
    expect((await get(`/dentists/nearby/${ids.Vision}`)).status).toBe(404);
    expect((await get('/dentists/nearby/999999')).status).toBe(404);
  });
});

describe("the owner's switch 'Show this office in the public practice search'", () => {
  it('takes the office out of the search and its public page, keeps it out when not sent, and brings it back', async () => {
    const owner = await signedIn(t, 'owner@demo.test');
    const downtown = await officeBySlug(t, 'demo-downtown');
    const read = await t.call({
      method: 'POST',
      url: `/api/v1/users/${owner.userId}/dentist-info/full`,
      payload: { dentistInfoId: downtown.id },
      token: owner.token,
    });
    const { id: _id, logo: _logo, marketplaceListed, ...fields } = (read.body as { profile: OfficeProfile }).profile;
    expect(marketplaceListed).toBe(true);
    const save = (extra: { marketplaceListed?: boolean }) =>
      t.call({
        method: 'POST',
        url: `/api/v1/dentist-info/updateOfficeProfile/${downtown.id}`,
        payload: { ...fields, email: fields.email ?? 'downtown@demo.test', ...extra },
        token: owner.token,
      });
    const listed = async () => (await search('zip=78701&miles=5')).results.some((r) => r.officeId === downtown.id);
    expect(await listed()).toBe(true);

    const off = await save({ marketplaceListed: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((off.body as { profile: OfficeProfile }).profile.marketplaceListed).toBe(false);
    expect(await listed()).toBe(false);
    expect((await get(`/marketplace/profile/${downtown.id}`)).status).toBe(404);
    expect(((await save({})).body as { profile: OfficeProfile }).profile.marketplaceListed).toBe(false);

    expect((await save({ marketplaceListed: true })).status).toBe(200);
    expect(await listed()).toBe(true);
  });
});
