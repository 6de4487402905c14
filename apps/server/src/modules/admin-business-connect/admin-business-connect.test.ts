import type { AdminBusinessDetailResponse, AdminBusinessesResponse } from '@mhq/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp } from '../../test/harness';

const t = await createTestApp();
const admin = await t.login('platform@demo.test');
const owner = await t.login('owner@demo.test');
const list = (query: Record<string, string>, token = admin) =>
  t.call({ method: 'GET', url: '/api/v1/admin/business-connect', query, token });

describe("the platform's Small Businesses", () => {
  it('lists every employer with its office, status, employees, members and revenue; searches and filters', async () => {
    const res = await list({ search: 'acme' });
    expect(res.status).toBe(200);
    const { businesses, total } = res.body as AdminBusinessesResponse;
    expect(total).toBe(businesses.length);
    const acme = businesses.find((b) => b.name === 'Acme Logistics');
    expect(acme?.office?.slug).toBe('demo-downtown');
    expect(acme?.employees).toBeGreaterThanOrEqual(3);
    expect(acme?.revenueCents).toBeGreaterThan(0);
    const invited = (await list({ status: 'invited' })).body as AdminBusinessesResponse;
    expect(invited.businesses.map((b) => b.name)).toContain('Riverbend Credit Union');
    expect(invited.businesses.every((b) => b.status === 'invited')).toBe(true);
    expect((await list({ status: 'closed' })).status).toBe(400);
  });

  it('opens one with its users and employees, auditing the look at the employees', async () => {
    const { businesses } = (await list({ search: 'Acme Logistics' })).body as AdminBusinessesResponse;
    const id = businesses[0]?.id ?? 0;
    const res = await t.call({ method: 'GET', url: `/api/v1/admin/business-connect/${id}`, token: admin });
    expect(res.status).toBe(200);
    const d = res.body as AdminBusinessDetailResponse;
    expect(d.people.map((p) => p.email)).toContain('business@demo.test');
    expect(d.employees.length).toBe(d.business.employees);
    expect(d.employees[0]?.office).toContain('Downtown');
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'business_employees.read'))
      .orderBy(desc(auditLog.id));
    expect(line).toMatchObject({ targetId: String(id), targetType: 'small_business' });
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/business-connect/999999', token: admin })).status).toBe(
      404,
    );
  });

  it('does not exist for an office user', async () => {
    expect((await list({}, owner)).status).toBe(404);
  });
});
