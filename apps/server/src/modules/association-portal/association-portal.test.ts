import type { AssociationOfficesResponse, AssociationProfileResponse, AssociationReportResponse } from '@mhq/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { associations, auditLog, offices, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';

const t = await createTestApp();
const manager = await t.login('association@demo.test');
const [me] = await t.db.select().from(users).where(eq(users.email, 'association@demo.test'));
if (!me?.associationId) throw new Error('demo association user missing');
const associationId = me.associationId;

/** A user of the demo association with another role, signed in. */
async function colleague(type: 'association_standard' | 'affiliate') {
  const email = `${type}-${Date.now().toString(36)}@portal.test`;
  await t.db.insert(users).values({
    email,
    type,
    firstName: 'Pat',
    lastName: type,
    associationId,
    passwordHash: me?.passwordHash ?? null,
  });
  return t.login(email);
}
const standard = await colleague('association_standard');
const affiliate = await colleague('affiliate');
const owner = await t.login('owner@demo.test');

const get = (url: string, token = manager, query: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: `/api/v1${url}`, token, query });

/** Every member name of the association's practices: none may appear in any answer. */
const memberNames = await queryRows<{ first_name: string; last_name: string }>(
  t.db,
  sql`select m.first_name, m.last_name from members m join offices o on o.id = m.office_id
    where o.association_id = ${associationId} and length(m.last_name) > 3`,
);
const expectNoPatientNames = (body: unknown) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  for (const m of memberNames) expect(text).not.toContain(`${m.first_name} ${m.last_name}`);
  for (const m of memberNames) expect(text).not.toContain(m.last_name);
};

describe('the practices that joined through the association', () => {
  it('lists Downtown with its city, status and active member count, the totals, and the sign-up link', async () => {
    expect(memberNames.length).toBeGreaterThan(0);
    for (const token of [manager, standard, affiliate]) {
      const res = await get('/association/offices', token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = res.body as AssociationOfficesResponse;
      const downtown = body.offices.find((o) => o.name.endsWith('Downtown'));
      expect(downtown).toMatchObject({ city: 'Austin', verified: true, status: 'live' });
      expect(downtown?.activeMembers).toBeGreaterThan(0);
      expect(body.totals.practices).toBe(body.total);
      expect(body.totals.activeMembers).toBe(body.offices.reduce((n, o) => n + o.activeMembers, 0));
      expect(body.association.signupPath).toBe('/accounts/state-association');
      expectNoPatientNames(body);
    }
  });

  it('searches by name and pages, and shows no practice of another association', async () => {
    const none = (await get('/association/offices', manager, { search: 'no practice is called this' }))
      .body as AssociationOfficesResponse;
    expect(none).toMatchObject({ offices: [], total: 0 });
    expect(none.totals.practices).toBeGreaterThan(0);
    const [other] = await t.db
      .insert(associations)
      .values({ name: 'Other Society', urlSlug: `other-${Date.now()}` })
      .returning();
    const [lakeside] = await t.db.select().from(offices).where(eq(offices.slug, 'second-lakeside'));
    await t.db
      .update(offices)
      .set({ associationId: other?.id })
      .where(eq(offices.id, lakeside?.id ?? 0));
    const mine = (await get('/association/offices')).body as AssociationOfficesResponse;
    expect(mine.offices.map((o) => o.id)).not.toContain(lakeside?.id);
    const later = (await get('/association/offices', manager, { page: '2' })).body as AssociationOfficesResponse;
    expect(later).toMatchObject({ page: 2, offices: [] });
  });

  it('is not for office users or platform admins', async () => {
    expect((await get('/association/offices', owner)).status).toBe(403);
    expect((await get('/association/offices', await t.login('platform@demo.test'))).status).toBe(403);
  });
});

describe('the monthly report', () => {
  it('gives 12 months of practices joined, members enrolled, active members and platform fees, with totals', async () => {
    const res = await get('/association/report', affiliate);
    expect(res.status).toBe(200);
    const report = res.body as AssociationReportResponse;
    expect(report.months).toHaveLength(12);
    expect(report.months.at(-1)?.month).toBe(t.clock.now().toISOString().slice(0, 7));
    expect(report.totals.membersEnrolled).toBe(report.months.reduce((n, m) => n + m.membersEnrolled, 0));
    expect(report.totals.platformFeesCents).toBe(report.months.reduce((n, m) => n + m.platformFeesCents, 0));
    expect(report.totals.activeMembersAtEnd).toBeGreaterThan(0);
    expect(report.totals.platformFeesCents).toBeGreaterThan(0);
  });

  it('downloads as CSV and as a spreadsheet with a total row, naming no patient', async () => {
    const csv = await get('/association/report', standard, { format: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe('Month,Practices joined,Members enrolled,Active members at month end,Platform fees ($)');
    expect(lines).toHaveLength(14);
    expect(lines.at(-1)).toMatch(/^Total,/);
    expectNoPatientNames(csv.body);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/association/report?format=xlsx',
      headers: { authorization: `JWT ${manager}` },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('By month');
    expect(sheet?.rowCount).toBe(14);
    expect(sheet?.getRow(14).getCell(1).value).toBe('Total');
  });
});

describe("the association's profile", () => {
  const body = {
    name: 'State Association',
    email: 'Hello@State.test',
    phone: '(512) 555-0199',
    website: 'https://state.test',
    description: 'We bring practices together.',
  };

  it('is saved by a manager, audited with what changed, and read by everyone', async () => {
    const res = await t.call({ method: 'PUT', url: '/api/v1/association/profile', payload: body, token: manager });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body as AssociationProfileResponse;
    expect(saved.profile).toMatchObject({ email: 'hello@state.test', phone: '5125550199', canEdit: true });
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'association.profile.updated'), eq(auditLog.targetId, String(associationId))))
      .orderBy(desc(auditLog.id));
    expect(JSON.stringify(line?.detail)).toContain('We bring practices together.');
    const seen = (await get('/association/profile', affiliate)).body as AssociationProfileResponse;
    expect(seen.profile).toMatchObject({ description: body.description, canEdit: false });
  });

  it('refuses standard users and affiliates (403, plainly) and writes nothing', async () => {
    for (const token of [standard, affiliate]) {
      const before = await databaseWrites(t.db);
      const res = await t.call({ method: 'PUT', url: '/api/v1/association/profile', payload: body, token });
      expect(res.status).toBe(403);
      expect((res.body as { _message: string })._message).toContain('managers');
      expect(await databaseWrites(t.db)).toBe(before);
    }
  });

  it('refuses a bad website, email or phone with the field, writing nothing', async () => {
    for (const [field, value] of [
      ['website', 'http://plain.test'],
      ['email', 'not an email'],
      ['phone', '123'],
      ['name', ''],
    ] as const) {
      const before = await databaseWrites(t.db);
      const res = await t.call({
        method: 'PUT',
        url: '/api/v1/association/profile',
        payload: { ...body, [field]: value },
        token: manager,
      });
      expect(res.status, field).toBe(400);
      expect((res.body as { errors: Record<string, unknown> }).errors).toHaveProperty(field);
      expect(await databaseWrites(t.db)).toBe(before);
    }
  });

  it('takes a logo, serves it, and removes it, audited', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const up = await t.call({
      method: 'POST',
      url: '/api/v1/association/profile/logo',
      payload: { fileName: 'logo.png', contentType: 'image/png', data: png },
      token: manager,
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const logo = (up.body as { logo: string }).logo;
    expect(logo).toMatch(/^\/files\/association-logos\/association-\d+-[0-9a-f]{20}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const refused = await t.call({ method: 'DELETE', url: '/api/v1/association/profile/logo', token: standard });
    expect(refused.status).toBe(403);
    const gone = await t.call({ method: 'DELETE', url: '/api/v1/association/profile/logo', token: manager });
    expect(gone.status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
    const actions = (
      await t.db
        .select({ a: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.targetId, String(associationId)))
    ).map((r) => r.a);
    expect(actions).toEqual(expect.arrayContaining(['association.logo.upload', 'association.logo.delete']));
  });
});
