import type { AdminAssociationsResponse, AssociationChangeResponse, AssociationDetailResponse } from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';

const t = await createTestApp();
const admin = await t.login('platform@demo.test');
const owner = await t.login('owner@demo.test');
let n = 0;
const fresh = () => `lakes-society-${Date.now().toString(36)}-${++n}`;

const create = (payload: Record<string, unknown>, token = admin) =>
  t.call({ method: 'POST', url: '/api/v1/admin/associations', payload, token, remoteAddress: '10.3.0.1' });
const update = (id: number, payload: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: `/api/v1/admin/associations/${id}`, payload, token: admin });
const list = async (query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/api/v1/admin/associations', query, token: admin });
  expect(res.status).toBe(200);
  return res.body as AdminAssociationsResponse;
};

describe('the associations list', () => {
  it("shows the demo's association with its sign-up address, promo codes, offices and users", async () => {
    const { associations } = await list({ search: 'state-association' });
    const state = associations.find((a) => a.urlSlug === 'state-association');
    expect(state?.signupPath).toBe('/accounts/state-association');
    const detail = (await t.call({ method: 'GET', url: `/api/v1/admin/associations/${state?.id}`, token: admin }))
      .body as AssociationDetailResponse;
    expect(detail.association.users).toBe(detail.people.length);
    expect(detail.people.map((p) => p.email)).toContain('association@demo.test');
    expect(detail.association.offices).toBe(detail.officeList.length);
  });
});

describe('creating and changing an association', () => {
  it('creates it with its address (lower-cased) and logo, audits it, and the list finds it', async () => {
    const slug = fresh();
    const res = await create({ name: 'Lakes Dental Society', urlSlug: slug.toUpperCase(), logo: '/logos/lakes.svg' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { association, _message } = res.body as AssociationChangeResponse;
    expect(association).toMatchObject({
      urlSlug: slug,
      logo: '/logos/lakes.svg',
      offices: 0,
      users: 0,
      promoCodes: [],
    });
    expect(_message).toContain(`/accounts/${slug}`);
    expect((await list({ search: slug })).associations.map((a) => a.id)).toEqual([association.id]);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'association'), eq(auditLog.targetId, String(association.id))));
    expect(line).toMatchObject({ action: 'association.created', targetType: 'association' });

    const moved = fresh();
    const changed = await update(association.id, { name: 'Lakes Dental Society of MN', urlSlug: moved, logo: '' });
    expect(changed.status).toBe(200);
    expect((changed.body as AssociationChangeResponse).association).toMatchObject({ urlSlug: moved, logo: null });
  });

  it("refuses another association's address, a reserved one and a malformed one with the field, writing nothing", async () => {
    for (const [payload, words] of [
      [{ name: 'Copy', urlSlug: 'state-association' }, 'Another association already uses this address'],
      [{ name: 'Login', urlSlug: 'login' }, 'This address is taken by the product'],
      [{ name: 'Bad', urlSlug: 'bad slug!' }, 'Use 3 to 60 lower-case letters'],
      [{ name: 'Bad logo', urlSlug: fresh(), logo: 'javascript:alert(1)' }, 'Give an https:// address'],
      [{ name: '', urlSlug: fresh() }, 'Give the association a name'],
    ] as const) {
      const before = await databaseWrites(t.db);
      const res = await create(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify((res.body as { errors?: object }).errors)).toContain(words);
      expect(await databaseWrites(t.db)).toBe(before);
    }
  });

  it('answers 404 for an association that does not exist, and to an office owner for every call', async () => {
    expect((await update(999_999, { name: 'Nobody', urlSlug: fresh() })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/associations', token: owner })).status).toBe(404);
    expect((await create({ name: 'Owner made', urlSlug: fresh() }, owner)).status).toBe(404);
  });
});
