import type { ServicesResponse, SpecialtyService } from '@mhq/contract';
import { SPECIALTIES } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';

const t = await createTestApp();
const admin = await t.login('platform@demo.test');
const owner = await t.login('owner@demo.test');
const VISION = { host: 'visionhq.localhost' };
const ORTHO = 4;

let n = 0;
const fresh = (stem: string) => `${stem} ${Date.now().toString(36)}${++n}`;

const create = (payload: Record<string, unknown>, token = admin, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/v1/admin/services', payload, token, headers });
async function created(specialtyId = ORTHO, headers: Record<string, string> = {}): Promise<SpecialtyService> {
  const res = await create({ specialtyId, name: fresh('Service') }, admin, headers);
  if (res.status !== 200) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { service: SpecialtyService }).service;
}
const list = async (headers: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/api/v1/admin/services', token: admin, headers });
  expect(res.status).toBe(200);
  return (res.body as ServicesResponse).specialties;
};
const servicesOf = async (specialtyId: number) => (await list()).find((s) => s.id === specialtyId)?.services ?? [];

describe('services under the specialties', () => {
  it("lists every specialty of the host's brand with its services", async () => {
    expect((await list()).map((s) => s.name)).toEqual(SPECIALTIES.dental.map((s) => s.name));
    expect((await list(VISION)).map((s) => s.id)).toEqual(SPECIALTIES.vision.map((s) => s.id));
  });

  it('adds a service last under its specialty, audited', async () => {
    const service = await created();
    expect((await servicesOf(ORTHO)).at(-1)).toMatchObject({ id: service.id, active: true });
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'service.created'), eq(auditLog.targetId, String(service.id))));
    expect(line?.detail).toMatchObject({ specialtyId: ORTHO, specialty: 'Orthodontics', name: service.name });
  });

  it("refuses a duplicate in the specialty, another brand's specialty and bad input, writing nothing", async () => {
    const service = await created();
    const before = await databaseWrites(t.db);
    expect(await create({ specialtyId: ORTHO, name: service.name.toUpperCase() })).toMatchObject({
      status: 400,
      body: { _message: 'This specialty already has a service with this name', errors: { name: expect.any(String) } },
    });
    expect(await create({ specialtyId: 21, name: fresh('Eye') })).toMatchObject({
      status: 400,
      body: { errors: { specialtyId: 'Choose a specialty from the list' } },
    });
    const bad = await create({ specialtyId: 'x', name: '' });
    expect(bad).toMatchObject({ status: 400, body: { _message: expect.any(String) } });
    expect(await databaseWrites(t.db)).toBe(before);
    // Another specialty may use the same name.
    expect((await create({ specialtyId: 1, name: service.name })).status).toBe(200);
  });

  it('renames (not onto another name), deactivates and reactivates, each audited', async () => {
    const a = await created();
    const b = await created();
    const rename = (id: number, name: string) =>
      t.call({ method: 'PUT', url: `/api/v1/admin/services/${id}`, payload: { name }, token: admin });
    expect((await rename(a.id, `${a.name} plus`)).body).toMatchObject({ service: { name: `${a.name} plus` } });
    expect(await rename(a.id, b.name)).toMatchObject({ status: 400, body: { errors: { name: expect.any(String) } } });
    const setActive = (active: boolean) =>
      t.call({ method: 'POST', url: `/api/v1/admin/services/${a.id}/active`, payload: { active }, token: admin });
    expect((await setActive(false)).body).toMatchObject({ service: { active: false } });
    expect((await setActive(true)).body).toMatchObject({ service: { active: true } });
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(a.id)));
    expect(lines.map((l) => l.action)).toEqual(
      expect.arrayContaining(['service.renamed', 'service.deactivated', 'service.reactivated']),
    );
  });

  it("reorders one specialty's services; a stale or foreign list is refused", async () => {
    await created();
    const ids = (await servicesOf(ORTHO)).map((s) => s.id);
    const sort = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/v1/admin/services/order', payload, token: admin });
    expect((await sort({ specialtyId: ORTHO, ids: [...ids].reverse() })).status).toBe(200);
    expect((await servicesOf(ORTHO)).map((s) => s.id)).toEqual([...ids].reverse());
    const before = await databaseWrites(t.db);
    expect((await sort({ specialtyId: ORTHO, ids: ids.slice(1) })).status).toBe(400);
    expect((await sort({ specialtyId: 1, ids })).status).toBe(400);
    expect((await sort({ specialtyId: 21, ids })).status).toBe(400);
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it("answers 404 for another brand's service and to anyone but a platform admin", async () => {
    const eye = await created(21, VISION);
    const res = await t.call({
      method: 'PUT',
      url: `/api/v1/admin/services/${eye.id}`,
      payload: { name: 'Moved' },
      token: admin,
    });
    expect(res.status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/services', token: owner })).status).toBe(404);
    expect((await create({ specialtyId: ORTHO, name: fresh('Nope') }, owner)).status).toBe(404);
  });
});
