import type {
  DashboardResponse,
  MultiBillingResponse,
  MultiDashboardResponse,
  MultiReportResponse,
  PayoutListResponse,
} from '@mhq/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { countRows, createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';

const t = await createTestApp();
const downtown = (await officePage(t, 'demo-downtown')).office.id;
const uptown = (await officePage(t, 'demo-uptown')).office.id;
const lakeside = (await officePage(t, 'second-lakeside')).office.id;
const owner = await t.login('owner@demo.test');
const admin = await t.login('admin@demo.test');
const staff = await t.login('staff@demo.test');
const owner2 = await t.login('owner2@demo.test');

const get = (url: string, token = owner) => t.call({ method: 'GET', url: `/api/v1${url}`, token });
const report = (type: string, payload: Record<string, unknown>, download = false, token = owner) =>
  t.call({
    method: 'POST',
    url: `/api/v1/multi-reports/${type}${download ? '?download=true' : ''}`,
    payload,
    token,
  });

const messageOf = (res: { body: unknown }) => (res.body as { _message?: string })._message;

async function master(officeId = downtown, period = 'this_month', token = owner) {
  const res = await get(`/multi-location/dashboard/${officeId}?period=${period}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as MultiDashboardResponse;
}

async function officeDashboard(officeId: number) {
  const res = await get(`/dentists/${officeId}/dashboard`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as DashboardResponse;
}

describe('the master dashboard', () => {
  it("shows each location with exactly the figures its own dashboard shows, and the organization's total", async () => {
    const d = await master();
    expect(d.locations.map((l) => l.officeId).sort()).toEqual([downtown, uptown].sort());
    for (const location of d.locations) {
      const own = await officeDashboard(location.officeId);
      expect(location.figures.members, location.name).toEqual(own.members);
      expect(location.figures.revenue).toEqual({
        grossCents: own.thisMonth.grossCents,
        platformFeeCents: own.thisMonth.platformFeeCents,
        netCents: own.thisMonth.netCents,
        charges: own.thisMonth.charges,
      });
      expect(location.figures.enrolled).toBe(own.months.at(-1)?.enrolled);
      expect(location.months).toEqual(
        own.months.map((m) => ({ month: m.month, enrolled: m.enrolled, netCents: m.netCents })),
      );
    }
    const [a, b] = d.locations;
    expect(d.total.members.total).toBe((a?.figures.members.total ?? 0) + (b?.figures.members.total ?? 0));
    expect(d.total.revenue.netCents).toBe((a?.figures.revenue.netCents ?? 0) + (b?.figures.revenue.netCents ?? 0));
    // 'All Locations' on the office dashboard is the same organization: the same totals.
    const all = await t.call({
      method: 'GET',
      url: `/api/v1/dentists/${downtown}/dashboard?locations=all`,
      token: owner,
    });
    expect(d.total.members).toEqual((all.body as DashboardResponse).members);
  });

  it("counts a longer period's revenue as the sum of its months", async () => {
    const year = await master(downtown, 'last_12_months');
    for (const location of year.locations) {
      const own = await officeDashboard(location.officeId);
      expect(location.figures.revenue.netCents).toBe(own.months.reduce((s, m) => s + m.netCents, 0));
      expect(location.figures.enrolled).toBe(own.months.reduce((s, m) => s + m.enrolled, 0));
    }
    expect(year.from < year.to).toBe(true);
  });

  it('is open to office admins, refused to the front desk, and not found for another organization', async () => {
    expect((await master(uptown, 'this_month', admin)).locations).toHaveLength(2);
    const desk = await get(`/multi-location/dashboard/${downtown}`, staff);
    expect(desk.status).toBe(403);
    expect(messageOf(desk)).toBeTruthy();
    expect((await get(`/multi-location/dashboard/${lakeside}`)).status).toBe(404);
    expect((await get(`/multi-location/dashboard/${downtown}`, owner2)).status).toBe(404);
  });

  it('refuses a period it does not know with a message', async () => {
    const res = await get(`/multi-location/dashboard/${downtown}?period=forever`);
    expect(res.status).toBe(400);
    expect(messageOf(res)).toBeTruthy();
  });
});

describe('multi-location billing', () => {
  it("shows the organization's plan and what each location holds, as its payouts page does", async () => {
    const res = await get(`/multi-location/billing/${downtown}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const b = res.body as MultiBillingResponse;
    expect(b.locations.map((l) => l.officeId).sort()).toEqual([downtown, uptown].sort());
    for (const location of b.locations) {
      const payouts = (await get(`/DBreports/dentist/payouts/${location.officeId}/list`)).body as PayoutListResponse;
      expect(location.balanceCents, location.name).toBe(payouts.balanceCents);
    }
    expect(b.totals.balanceCents).toBe(b.locations.reduce((s, l) => s + l.balanceCents, 0));
    const tier = (
      await t.call({
        method: 'POST',
        url: '/api/v1/dentists/getOrgTierBillingMethod',
        payload: { dentistInfoId: downtown },
        token: owner,
      })
    ).body as { plan: unknown };
    expect(b.plan).toEqual(tier.plan);
  });

  it('is not shown to the front desk nor to another organization', async () => {
    expect((await get(`/multi-location/billing/${downtown}`, staff)).status).toBe(403);
    expect((await get(`/multi-location/billing/${downtown}`, owner2)).status).toBe(404);
  });
});

describe('multi-location reports', () => {
  it("adds up the revenue report to the master dashboard's revenue of the same period", async () => {
    const res = await report('revenue', { dentistInfoId: downtown, period: 'last_3_months' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body as MultiReportResponse;
    const d = await master(downtown, 'last_3_months');
    expect(r.rows).toHaveLength(2 * 3);
    expect(r.totals?.net).toBe(d.total.revenue.netCents);
    expect(r.totals?.charges).toBe(d.total.revenue.charges);
  });

  it('lists the enrolments of the period by location, one row per member', async () => {
    const r = (await report('enrolments', { dentistInfoId: downtown, period: 'last_12_months' }))
      .body as MultiReportResponse;
    const d = await master(downtown, 'last_12_months');
    expect(r.rows).toHaveLength(d.total.enrolled);
    expect(r.columns.map((c) => c.label)).toContain('Member');
  });

  it('narrows to one location and answers members and payouts too', async () => {
    const one = (await report('members', { dentistInfoId: downtown, period: 'last_3_months', locationId: uptown }))
      .body as MultiReportResponse;
    expect(one.locations.map((l) => l.officeId)).toEqual([uptown]);
    expect(one.rows).toHaveLength(3);
    const payouts = await report('payouts', { dentistInfoId: downtown, period: 'last_12_months' });
    expect(payouts.status, JSON.stringify(payouts.body)).toBe(200);
  });

  it('downloads the report as csv, xlsx and pdf', async () => {
    const body = { dentistInfoId: downtown, period: 'last_3_months' };
    const csv = await report('revenue', { ...body, fileType: 'csv' }, true);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="revenue-by-location-\d{4}-\d{2}-01\.csv"$/,
    );
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe('Location,Month,Payments,Received ($),Platform fee ($),Net revenue ($)');
    expect(lines[1]).toMatch(/^[^,]+,\d{4}-\d{2},\d+,-?\d+\.\d{2},/);
    expect(lines.at(-1)).toMatch(/^Total,/);

    const xlsx = await t.app.inject({
      method: 'POST',
      url: '/api/v1/multi-reports/revenue?download=true',
      payload: { ...body, fileType: 'xlsx' },
      headers: { authorization: `JWT ${owner}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Location');
    expect(sheet?.getRow(sheet.rowCount).getCell(1).value).toBe('Total');

    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/multi-reports/members?download=true',
      payload: { ...body, fileType: 'pdf' },
      headers: { authorization: `JWT ${owner}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an unknown report or file type with a message and writes nothing', async () => {
    const before = await countRows(t.db, 'audit_log');
    for (const [type, payload] of [
      ['everything', { dentistInfoId: downtown }],
      ['revenue', { dentistInfoId: downtown, fileType: 'doc' }],
      ['revenue', { dentistInfoId: downtown, period: 'forever' }],
      ['revenue', {}],
    ] as const) {
      const res = await report(type, payload, true);
      expect(res.status, `${type} ${JSON.stringify(payload)}`).toBe(400);
      expect(messageOf(res)).toBeTruthy();
    }
    expect(await countRows(t.db, 'audit_log')).toBe(before);
  });

  it("answers 404 for another organization's office or location, and 403 to the front desk", async () => {
    expect((await report('revenue', { dentistInfoId: lakeside })).status).toBe(404);
    expect((await report('revenue', { dentistInfoId: downtown, locationId: lakeside })).status).toBe(404);
    expect((await report('revenue', { dentistInfoId: downtown }, false, owner2)).status).toBe(404);
    expect((await report('revenue', { dentistInfoId: downtown }, false, staff)).status).toBe(403);
  });

  it('writes every report read to the audit log', async () => {
    const before = await countRows(t.db, 'audit_log');
    const file = await report('enrolments', { dentistInfoId: downtown }, true);
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect(await countRows(t.db, 'audit_log')).toBe(before + 1);
    await report('revenue', { dentistInfoId: downtown });
    expect(await countRows(t.db, 'audit_log')).toBe(before + 2);
  });
});
