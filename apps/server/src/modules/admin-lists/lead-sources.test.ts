import type { LeadSource, LeadSourcesResponse, SignupLeadSourcesResponse } from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, practiceSignups, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { signUpPractice, signupForm } from '../signup/signup.fixtures';

const t = await createTestApp();
const admin = await t.login('platform@demo.test');
const owner = await t.login('owner@demo.test');
const VISION = { host: 'visionhq.localhost' };

let n = 0;
const fresh = (stem: string) => `${stem} ${Date.now().toString(36)}${++n}`;

const create = (payload: Record<string, unknown>, token = admin, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/v1/admin/lead-sources', payload, token, headers });
async function created(over: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<LeadSource> {
  const res = await create({ name: fresh('Guild'), kind: 'association', ...over }, admin, headers);
  if (res.status !== 200) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { leadSource: LeadSource }).leadSource;
}
const list = async (headers: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/api/v1/admin/lead-sources', token: admin, headers });
  expect(res.status).toBe(200);
  return (res.body as LeadSourcesResponse).leadSources;
};
const offered = async (headers: Record<string, string> = {}) =>
  ((await t.call({ method: 'GET', url: '/api/v1/accounts/lead-sources', headers })).body as SignupLeadSourcesResponse)
    .leadSources;
const signup = (leadSourceId: unknown, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/v1/accounts/signup',
    payload: { ...signupForm(headers.host ? { pmsSystem: 'officeMate' } : {}), leadSourceId },
    remoteAddress: t.newIp(),
    headers,
  });

describe('lead sources of a brand', () => {
  it('adds a source last in the list, audited, and offers it at sign-up', async () => {
    const source = await created({ kind: 'partner' });
    expect(source).toMatchObject({ kind: 'partner', active: true, signups: 0 });
    const all = await list();
    expect(all.at(-1)?.id).toBe(source.id);
    expect((await offered()).map((s) => s.id)).toContain(source.id);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lead_source.created'), eq(auditLog.targetId, String(source.id))));
    expect(line?.detail).toMatchObject({ brand: 'dental', name: source.name, kind: 'partner' });
  });

  it('refuses a name the brand has (in any case) on its field, and bad input, writing nothing', async () => {
    const source = await created();
    const before = await databaseWrites(t.db);
    const duplicate = await create({ name: `  ${source.name.toUpperCase()} `, kind: 'partner' });
    expect(duplicate).toMatchObject({
      status: 400,
      body: { _message: 'A lead source with this name already exists', errors: { name: expect.any(String) } },
    });
    const bad = await create({ name: '', kind: 'sponsor' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ _message: expect.any(String), errors: { name: expect.any(String) } });
    expect(await databaseWrites(t.db)).toBe(before);
    // The other brand may have the same name.
    expect((await create({ name: source.name, kind: 'association' }, admin, VISION)).status).toBe(200);
  });

  it('renames, refuses a rename onto another name, deactivates and reactivates, each audited', async () => {
    const a = await created();
    const b = await created();
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/v1/admin/lead-sources/${a.id}`,
      payload: { name: `${a.name} renamed`, kind: 'partner' },
      token: admin,
    });
    expect(renamed.body).toMatchObject({ leadSource: { name: `${a.name} renamed`, kind: 'partner' } });
    const clash = await t.call({
      method: 'PUT',
      url: `/api/v1/admin/lead-sources/${a.id}`,
      payload: { name: b.name.toLowerCase(), kind: 'partner' },
      token: admin,
    });
    expect(clash).toMatchObject({ status: 400, body: { errors: { name: expect.any(String) } } });
    const off = await t.call({
      method: 'POST',
      url: `/api/v1/admin/lead-sources/${a.id}/active`,
      payload: { active: false },
      token: admin,
    });
    expect(off.body).toMatchObject({ leadSource: { active: false } });
    expect((await offered()).map((s) => s.id)).not.toContain(a.id);
    await t.call({
      method: 'POST',
      url: `/api/v1/admin/lead-sources/${a.id}/active`,
      payload: { active: true },
      token: admin,
    });
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(a.id)));
    expect(lines.map((l) => l.action)).toEqual(
      expect.arrayContaining(['lead_source.changed', 'lead_source.deactivated', 'lead_source.reactivated']),
    );
  });

  it("reorders the brand's sources; an order missing one, or another brand's id, is refused", async () => {
    await created();
    const ids = (await list()).map((s) => s.id);
    const reversed = [...ids].reverse();
    const sort = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/v1/admin/lead-sources/order', payload, token: admin });
    expect((await sort({ ids: reversed })).status).toBe(200);
    expect((await list()).map((s) => s.id)).toEqual(reversed);
    const vision = await created({}, VISION);
    const before = await databaseWrites(t.db);
    expect((await sort({ ids: reversed.slice(1) })).status).toBe(400);
    expect((await sort({ ids: [...reversed.slice(1), vision.id] })).status).toBe(400);
    expect((await sort({ ids: [reversed[0], reversed[0]] })).status).toBe(400);
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it("answers 404 for another brand's source and for anyone but a platform admin", async () => {
    const vision = await created({}, VISION);
    const res = await t.call({
      method: 'PUT',
      url: `/api/v1/admin/lead-sources/${vision.id}`,
      payload: { name: 'Taken over', kind: 'partner' },
      token: admin,
    });
    expect(res.status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/lead-sources', token: owner })).status).toBe(404);
    expect((await create({ name: fresh('Nope'), kind: 'partner' }, owner)).status).toBe(404);
  });
});

describe('the lead source at sign-up', () => {
  it('stores the named source on the sign-up and counts it on the admin page', async () => {
    const source = await created();
    const s = await signUpPractice(t, { leadSourceId: source.id });
    const [row] = await t.db
      .select({ leadSourceId: practiceSignups.leadSourceId })
      .from(practiceSignups)
      .innerJoin(users, eq(users.id, practiceSignups.ownerUserId))
      .where(eq(users.email, s.email));
    expect(row?.leadSourceId).toBe(source.id);
    expect((await list()).find((x) => x.id === source.id)?.signups).toBe(1);
    // No answer is fine: the question is optional.
    expect((await signup(null)).status).toBe(200);
  });

  it("refuses an inactive source, another brand's, or any on a brand that does not ask, writing nothing", async () => {
    const inactive = await created();
    await t.call({
      method: 'POST',
      url: `/api/v1/admin/lead-sources/${inactive.id}/active`,
      payload: { active: false },
      token: admin,
    });
    const vision = await created({}, VISION);
    const dental = await created();
    const before = await databaseWrites(t.db);
    for (const res of [await signup(inactive.id), await signup(vision.id), await signup(dental.id, VISION)]) {
      expect(res).toMatchObject({
        status: 400,
        body: { errors: { leadSourceId: 'Choose a source from the list' } },
      });
    }
    expect((await signup('1')).status).toBe(400);
    expect(await databaseWrites(t.db)).toBe(before);
    // The vision brand has no leadSource flag: its form offers nothing.
    expect(await offered(VISION)).toEqual([]);
  });
});
