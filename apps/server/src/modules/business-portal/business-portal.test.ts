import type {
  BusinessMembersResponse,
  BusinessProfileResponse,
  BusinessReportResponse,
  BusinessSettingsResponse,
} from '@mhq/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { businessFixtures } from './business-portal.fixtures';

const t = await createTestApp();
const owner = await t.login('owner@demo.test');
const { activeBusiness, enrolThrough } = businessFixtures(t);

// Two employers with employees of their own: neither may see the other's.
const mine = await activeBusiness('Riverbend Bakery');
const other = await activeBusiness('Other Employer');
const myNames = await enrolThrough(mine.id, 0, 3);
const otherNames = await enrolThrough(other.id, 3, 2);

describe("the employer's portal", () => {
  const get = (url: string, token = mine.token, query: Record<string, string> = {}) =>
    t.call({ method: 'GET', url: `/api/v1${url}`, token, query });

  it('lists only its own employees, with no payment, health or address field, and audits each read', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const res = await get('/business/members');
    expect(res.status).toBe(200);
    const body = res.body as BusinessMembersResponse;
    expect(body.total).toBe(3);
    expect(body.members.map((m) => m.name).sort()).toEqual([...myNames].sort());
    for (const name of otherNames) expect(JSON.stringify(body)).not.toContain(name);
    for (const m of body.members) {
      expect(Object.keys(m).sort()).toEqual([
        'enrolledOn',
        'id',
        'name',
        'paidByYou',
        'people',
        'planName',
        'practice',
        'status',
      ]);
      expect(m.practice).toContain('Downtown');
    }
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'business_members.read'), eq(auditLog.targetId, String(mine.id))))
      .orderBy(desc(auditLog.id));
    expect(line).toMatchObject({ targetType: 'small_business', memberId: null });
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(1);

    const first = myNames[0]?.split(' ')[0] ?? '';
    const found = (await get('/business/members', mine.token, { search: first })).body as BusinessMembersResponse;
    expect(found.members.every((m) => m.name.includes(first))).toBe(true);
    const theirs = (await get('/business/members', other.token)).body as BusinessMembersResponse;
    expect(theirs.members.map((m) => m.name).sort()).toEqual([...otherNames].sort());
  });

  it('shows its link, practice and counts by month', async () => {
    const { profile } = (await get('/business/profile')).body as BusinessProfileResponse;
    expect(profile).toMatchObject({
      id: mine.id,
      enrolPath: `/businessconnect/demo-downtown?business=${mine.id}`,
      practiceChangeable: false,
    });
    const report = (await get('/business/reports')).body as BusinessReportResponse;
    expect(report.months).toHaveLength(12);
    expect(report.months.at(-1)?.enrolled).toBe(3);
    expect(report.totals.enrolled).toBe(3);
  });

  it('saves its details (audited), keeps its practice once employees enrolled, and takes a logo', async () => {
    const save = (payload: Record<string, unknown>) =>
      t.call({ method: 'PUT', url: '/api/v1/business/profile', token: mine.token, payload });
    const body = {
      name: 'Riverbend Bakery & Cafe',
      phone: '5125550199',
      address: '1 Main St, Austin',
      employeeCount: 15,
    };
    const res = await save(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as BusinessSettingsResponse).profile).toMatchObject({ name: body.name, employeeCount: 15 });
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'small_business.updated'), eq(auditLog.targetId, String(mine.id))));
    expect(line?.detail).toMatchObject({ changed: expect.arrayContaining(['name', 'employeeCount']) });
    const before = await databaseWrites(t.db);
    const move = await save({ ...body, officeSlug: 'second-lakeside' });
    expect(move.status).toBe(400);
    expect((move.body as { errors: Record<string, string> }).errors.officeSlug).toContain('cannot change');
    expect(await databaseWrites(t.db)).toBe(before);

    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const up = await t.call({
      method: 'POST',
      url: '/api/v1/business/profile/logo',
      token: mine.token,
      payload: { fileName: 'logo.png', contentType: 'image/png', data: png },
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const logo = (up.body as { logo: string }).logo;
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(200);
    const del = await t.call({ method: 'DELETE', url: '/api/v1/business/profile/logo', token: mine.token });
    expect(del.body).toMatchObject({ logo: null });
  });

  it('is only for employers: an office owner is refused', async () => {
    for (const url of ['/business/members', '/business/profile', '/business/reports']) {
      expect((await get(url, owner)).status).toBe(403);
    }
  });

  it("an employer's support message reaches the platform's support inbox", async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/dentists/contact_account_support',
      token: mine.token,
      payload: { name: 'Casey Moreno', email: mine.email, message: 'How do I add my logo?' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.text).toContain('How do I add my logo?');
  });
});
