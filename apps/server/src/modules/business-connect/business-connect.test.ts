import type {
  BcReportResponse,
  BusinessConnectResponse,
  OfficeBusiness,
  OfficeBusinessDetailResponse,
  PublicOfficeResponse,
} from '@mhq/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, businessConnectSettings, mailOutbox, offices, smallBusinesses } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';

const t = await createTestApp();
const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');
const owner2 = await t.login('owner2@demo.test');
const officeOf = async (slug: string) => {
  const [o] = await t.db.select().from(offices).where(eq(offices.slug, slug));
  if (!o) throw new Error(`no ${slug}`);
  return o;
};
const downtown = await officeOf('demo-downtown');
const uptown = await officeOf('demo-uptown');
const lakeside = await officeOf('second-lakeside');
const [acme] = await t.db.select().from(smallBusinesses).where(eq(smallBusinesses.name, 'Acme Logistics'));
if (!acme) throw new Error('no Acme');

const base = (officeId: number) => `/api/v1/dentists/${officeId}/business-connect`;
const get = (url: string, token = owner) => t.call({ method: 'GET', url, token });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = owner) =>
  t.call({ method, url, token, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const page = async (officeId: number, token = owner) => {
  const res = await get(base(officeId), token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as BusinessConnectResponse;
};
const lastAudit = async (action: string) => {
  const [line] = await t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
  return line;
};

describe("Downtown's BusinessConnect (seeded)", () => {
  it('is on with its accepted terms, 10% off, Acme with its enrolled employees and revenue, and the invited employer', async () => {
    const p = await page(downtown.id);
    expect(p).toMatchObject({ offered: true, on: true, discountPercent: 10, acceptedBy: 'Dana Whitfield' });
    expect(p.termsAcceptedAt).not.toBeNull();
    const a = p.businesses.find((b) => b.id === acme.id);
    expect(a).toMatchObject({ status: 'active', enrolPath: `/businessconnect/demo-downtown?business=${acme.id}` });
    expect(a?.employees).toBeGreaterThanOrEqual(3);
    expect(a?.activeMembers).toBeGreaterThanOrEqual(3);
    expect(a?.revenueCents).toBeGreaterThan(0);
    expect(p.businesses.find((b) => b.name === 'Riverbend Credit Union')?.status).toBe('invited');
    const line = await lastAudit('business_connect.read');
    expect(line).toMatchObject({ officeId: downtown.id, targetType: 'office' });
  });

  it("lists Acme's employees with plan, status and enrolment day, and audits the look", async () => {
    const res = await get(`${base(downtown.id)}/businesses/${acme.id}`, staff);
    expect(res.status).toBe(200);
    const d = res.body as OfficeBusinessDetailResponse;
    expect(d.employees.length).toBe(d.business.employees);
    expect(d.employees[0]).toMatchObject({ plan: expect.any(String), enrolledOn: expect.stringMatching(/^\d{4}-/) });
    expect(await lastAudit('business_employees.read')).toMatchObject({
      targetType: 'small_business',
      targetId: String(acme.id),
    });
  });

  it("answers 404 for another office's employer and refuses the standard dentist's changes", async () => {
    expect((await get(`${base(uptown.id)}/businesses/${acme.id}`)).status).toBe(404);
    expect((await get(`${base(lakeside.id)}/businesses/${acme.id}`, owner2)).status).toBe(404);
    expect((await get(base(downtown.id), owner2)).status).toBe(404);
    expect((await send('DELETE', `${base(lakeside.id)}/businesses/${acme.id}`, undefined, owner2)).status).toBe(404);
    const refused = await send('POST', `${base(downtown.id)}/off`, { confirm: true }, staff);
    expect(refused.status).toBe(403);
    expect((await page(downtown.id)).on).toBe(true);
  });

  it('refuses to remove Acme while its employees have running memberships, and says why', async () => {
    const res = await send('DELETE', `${base(downtown.id)}/businesses/${acme.id}`);
    expect(res.status).toBe(400);
    expect((res.body as { _message: string })._message).toContain('still has employees with active memberships');
  });

  it('reports employers and the last 12 months, and exports csv and xlsx (audited as exports)', async () => {
    const res = await get(`${base(downtown.id)}/report`);
    const r = res.body as BcReportResponse;
    expect(r.byMonth).toHaveLength(12);
    expect(r.totals.revenueCents).toBe(r.byBusiness.reduce((s, b) => s + b.revenueCents, 0));
    expect(r.byMonth.reduce((s, m) => s + m.revenueCents, 0)).toBeLessThanOrEqual(r.totals.revenueCents);
    const csv = await get(`${base(downtown.id)}/report/file?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(String(csv.body)).toContain('Acme Logistics');
    expect(await lastAudit('business_connect_report.export')).toMatchObject({ officeId: downtown.id });
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${base(downtown.id)}/report/file?format=xlsx`,
      headers: { authorization: `JWT ${owner}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get(`${base(downtown.id)}/report/file?format=pdf`)).status).toBe(400);
  });
});

describe('turning BusinessConnect on at Uptown, its settings and an invited employer', () => {
  let invited: OfficeBusiness;

  it('refuses without both documents accepted and writes nothing', async () => {
    const before = await countRows(t.db, 'business_connect_settings');
    const res = await send('POST', `${base(uptown.id)}/on`, { acceptTerms: true, acceptAddendum: false });
    expect(res.status).toBe(400);
    expect((res.body as { _message: string })._message).toBeTruthy();
    expect(await countRows(t.db, 'business_connect_settings')).toBe(before);
    expect((await page(uptown.id)).on).toBe(false);
  });

  it('refuses to invite an employer while the program is off', async () => {
    const res = await send('POST', `${base(uptown.id)}/businesses`, {
      name: 'Early Co',
      email: 'hr@early.test',
      phone: '',
    });
    expect(res.status).toBe(400);
    expect((res.body as { _message: string })._message).toContain('Turn on BusinessConnect');
  });

  it('turns it on, recording who accepted the terms and when, audited', async () => {
    const res = await send('POST', `${base(uptown.id)}/on`, { acceptTerms: true, acceptAddendum: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = await page(uptown.id);
    expect(p).toMatchObject({ on: true, acceptedBy: 'Dana Whitfield', discountPercent: 10 });
    const [s] = await t.db
      .select()
      .from(businessConnectSettings)
      .where(eq(businessConnectSettings.officeId, uptown.id));
    expect(s?.termsAcceptedAt).not.toBeNull();
    expect(s?.addendumAcceptedAt).not.toBeNull();
    expect(await lastAudit('business_connect.turned_on')).toMatchObject({ officeId: uptown.id });
  });

  it('refuses a discount above 50 or a plan of another office, and saves a valid one', async () => {
    const p = await page(uptown.id);
    const [first, ...rest] = p.plans;
    if (!first) throw new Error('Uptown has no plans');
    const high = await send('PUT', `${base(uptown.id)}/settings`, { discountPercent: 60, planIds: [first.id] });
    expect(high.status).toBe(400);
    expect((high.body as { errors?: Record<string, string> }).errors?.discountPercent).toContain('0 to 50');
    const downtownPlan = (await page(downtown.id)).plans[0]?.id ?? 1;
    const foreign = await send('PUT', `${base(uptown.id)}/settings`, { discountPercent: 20, planIds: [downtownPlan] });
    expect(foreign.status).toBe(404);
    const ok = await send('PUT', `${base(uptown.id)}/settings`, { discountPercent: 20, planIds: [first.id] });
    expect(ok.status).toBe(200);
    const after = await page(uptown.id);
    expect(after.discountPercent).toBe(20);
    expect(after.plans.find((x) => x.id === first.id)?.showOnBC).toBe(true);
    for (const other of rest) expect(after.plans.find((x) => x.id === other.id)?.showOnBC).toBe(false);
    const line = await lastAudit('business_connect.settings_changed');
    expect(line?.detail).toMatchObject({ before: { discountPercent: 10 }, after: { discountPercent: 20 } });
  });

  it('invites an employer: invited, mailed an activation link, audited; the same email twice is refused', async () => {
    const res = await send('POST', `${base(uptown.id)}/businesses`, {
      name: 'Riverside Hardware',
      email: 'HR@riverside-hw.test',
      phone: '(512) 555-0166',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    invited = (res.body as { business: OfficeBusiness }).business;
    expect(invited).toMatchObject({
      status: 'invited',
      email: 'hr@riverside-hw.test',
      phone: '5125550166',
      employees: 0,
    });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'hr@riverside-hw.test'));
    expect(mail?.text).toMatch(new RegExp(`/accounts/complete-business-signup/${invited.id}/\\S+`));
    expect(mail?.text).toContain('20% off');
    expect(await lastAudit('small_business.invited')).toMatchObject({ targetId: String(invited.id) });
    const again = await send('POST', `${base(uptown.id)}/businesses`, {
      name: 'Riverside Hardware',
      email: 'hr@riverside-hw.test',
      phone: '',
    });
    expect(again.status).toBe(400);
    expect((again.body as { errors?: Record<string, string> }).errors?.email).toBeTruthy();
    const bad = await send('POST', `${base(uptown.id)}/businesses`, { name: '', email: 'nope', phone: '12' });
    expect(bad.status).toBe(400);
  });

  it("gives the stored discount on the employer's public link and office-discount call", async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/dentists/details/slug/demo-uptown/no-auth',
      query: { smBusinessInfoId: String(invited.id) },
    });
    expect((res.body as PublicOfficeResponse).business?.discountPercent).toBe(20);
    const d = await t.call({
      method: 'POST',
      url: '/api/v1/dentists/get-office-discount',
      payload: { dentistInfoId: uptown.id, smBusinessInfoId: invited.id },
    });
    expect(d.body).toMatchObject({ discountPercent: 20 });
  });

  it('re-sends the invitation with a new link (the old one stops working)', async () => {
    const [before] = await t.db.select().from(smallBusinesses).where(eq(smallBusinesses.id, invited.id));
    const res = await send('POST', `${base(uptown.id)}/businesses/${invited.id}/invite`);
    expect(res.status).toBe(200);
    const [after] = await t.db.select().from(smallBusinesses).where(eq(smallBusinesses.id, invited.id));
    expect(after?.activationKeyHash).not.toBe(before?.activationKeyHash);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'hr@riverside-hw.test'));
    expect(mails).toHaveLength(2);
    expect((await send('POST', `${base(downtown.id)}/businesses/${acme.id}/invite`)).status).toBe(400);
  });

  it('removes an invitation never taken up, audited', async () => {
    const res = await send('DELETE', `${base(uptown.id)}/businesses/${invited.id}`);
    expect(res.status).toBe(200);
    expect(await t.db.select().from(smallBusinesses).where(eq(smallBusinesses.id, invited.id))).toHaveLength(0);
    expect(await lastAudit('small_business.removed')).toMatchObject({ targetId: String(invited.id) });
  });

  it('turns it off only when confirmed; the link then gives no discount', async () => {
    expect((await send('POST', `${base(uptown.id)}/off`, { confirm: false })).status).toBe(400);
    expect((await send('POST', `${base(uptown.id)}/off`, { confirm: true })).status).toBe(200);
    expect((await page(uptown.id)).on).toBe(false);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'business_connect.turned_off'), eq(auditLog.officeId, uptown.id)));
    expect(line).toBeTruthy();
  });
});
