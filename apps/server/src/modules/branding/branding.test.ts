import type { BrandingResponse } from '@mhq/contract';
import { TEMPLATE_THEMES, THEME_COLORS } from '@mhq/domain';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, officeMarketing } from '../../db/schema';
import { DEMO_THEME } from '../../seed/demo-print-branding';
import { createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import { officeTheme } from './office-theme';

// Branding (issue 26, /account/branding): the office picks its brand's template theme, or its own AA-readable pair;
// the public enrolment call, the invitation mail and officeTheme (the QR documents) carry it.

const t = await createTestApp();
const downtown = (await officePage(t, 'demo-downtown')).office.id;
const lakeside = (await officePage(t, 'second-lakeside')).office.id;
const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');
const VISION = { host: 'app.visionhq.test' };

const url = (id: number) => `/api/v1/dentists/${id}/branding`;
const read = (token: string, id = downtown, headers = {}) => t.call({ method: 'GET', url: url(id), token, headers });
const save = (body: object, token = owner, id = downtown, headers = {}) =>
  t.call({ method: 'PUT', url: url(id), payload: body, token, headers });
const stored = async () =>
  (await t.db.select().from(officeMarketing).where(eq(officeMarketing.officeId, downtown)))[0] ?? null;

describe('the branding page', () => {
  it("shows the office's theme and each of the brand's themes with its colours", async () => {
    const res = await read(owner);
    expect(res.status).toBe(200);
    const page = res.body as BrandingResponse;
    expect(page.current.theme).toBe(DEMO_THEME.dental);
    expect(page.themes.map((th) => th.label)).toEqual(TEMPLATE_THEMES.dental.map((o) => o.label));
    expect(page.themes.find((th) => th.theme === 'blueGreen')?.primary).toBe(THEME_COLORS.dental.blueGreen?.primary);
    expect(page).toMatchObject({ mayChange: true, enrolmentPath: '/signup/demo-downtown' });
  });

  it("offers the vision brand's own themes on its host", async () => {
    const page = (await read(owner, downtown, VISION)).body as BrandingResponse;
    expect(page.themes.map((th) => th.theme)).toEqual(['classic', 'blueGreen', 'yellowCharcoal', 'custom']);
  });

  it('lets a standard user look but not change it (403), writing nothing', async () => {
    expect(((await read(staff)).body as BrandingResponse).mayChange).toBe(false);
    const before = await stored();
    const res = await save({ theme: 'blueGreen' }, staff);
    expect(res.status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('answers another practice 404', async () => {
    const owner2 = await t.login('owner2@demo.test');
    expect((await read(owner2)).status).toBe(404);
    expect((await save({ theme: 'blueGreen' }, owner2)).status).toBe(404);
    expect((await read(owner2, lakeside)).status).toBe(200);
  });
});

describe('switching the theme', () => {
  it('reaches the public enrolment call, officeTheme and the invitation mail, and is audited', async () => {
    const res = await save({ theme: 'blueGreen' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      current: { theme: 'blueGreen' },
      _message: expect.stringContaining('Blue & Green'),
    });
    const colours = THEME_COLORS.dental.blueGreen;
    expect((await officePage(t, 'demo-downtown')).theme).toMatchObject({ theme: 'blueGreen', ...colours });
    const row = await stored();
    expect(await officeTheme(t.db, row?.organizationId ?? 0, downtown, 'dental')).toMatchObject(colours ?? {});
    const invite = await t.call({
      method: 'POST',
      url: '/api/v1/invite/upgrade-patient',
      token: owner,
      payload: { dentistInfoId: downtown, email: 'theme.check@example.test', spanish: false },
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'theme.check@example.test'));
    expect(mail?.html).toContain(`background:${colours?.primary}`);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'branding.changed'), eq(auditLog.officeId, downtown)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.detail).toMatchObject({ from: DEMO_THEME.dental, to: 'blueGreen' });
  });

  it('keeps a custom pair that reads at AA, and shows it on the enrolment page', async () => {
    const res = await save({ theme: 'custom', primary: '#2B2D42', accent: '#FFD166' });
    expect(res.status).toBe(200);
    expect((await officePage(t, 'demo-downtown')).theme).toEqual({
      theme: 'custom',
      primary: '#2b2d42',
      accent: '#ffd166',
      onPrimary: '#ffffff',
      onAccent: '#1a1b1e',
    });
  });

  it.each([
    [
      { theme: 'custom', primary: '#ff0000', accent: '#1a1b1e' },
      /White text on the primary colour #ff0000 has a contrast of 4\.0:1/,
    ],
    [{ theme: 'custom', primary: '#1b2a4a', accent: '#808080' }, /accent colour #808080/],
    [{ theme: 'custom', primary: 'navy', accent: '#1a1b1e' }, /primary colour as #rrggbb/],
    [{ theme: 'custom' }, /primary colour as #rrggbb/],
    [{ theme: 'yellowCharcoal' }, /Choose one of the DentalHQ themes/],
    [{ theme: '' }, /./],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const before = await stored();
    const res = await save(body);
    expect(res.status).toBe(400);
    expect((res.body as { _message: string })._message).toMatch(message);
    expect(await stored()).toEqual(before);
  });

  it("takes the vision brand's own theme on its host", async () => {
    const res = await save({ theme: 'yellowCharcoal' }, owner, downtown, VISION);
    expect(res.status).toBe(200);
    const page = await t.call({
      method: 'GET',
      url: '/api/v1/dentists/details/slug/demo-downtown/no-auth',
      headers: VISION,
    });
    expect((page.body as { theme: unknown }).theme).toMatchObject({
      theme: 'yellowCharcoal',
      ...THEME_COLORS.vision.yellowCharcoal,
    });
  });
});
