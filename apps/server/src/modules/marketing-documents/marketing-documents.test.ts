import { ENROLLMENT_DOCUMENT_IDS, type PublicOfficeResponse } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { officeMarketing, offices, plans } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { officeTheme } from '../branding/office-theme';
import { NO_PLANS_MESSAGE } from './marketing-documents.service';
import { pdfFillColours, pdfPictures, pdfQrCodes, pdfText, pngQrCode } from './pdf-reading';

const t = await createTestApp();
const VISION_HOST = 'visionhq.app.test';

const officeBySlug = async (slug: string) => {
  const [o] = await t.db.select().from(offices).where(eq(offices.slug, slug));
  if (!o) throw new Error(`seed office ${slug} missing`);
  return o;
};
const downtown = await officeBySlug('demo-downtown');
const uptown = await officeBySlug('demo-uptown');
const lakeside = await officeBySlug('second-lakeside');
const owner = await t.login('owner@demo.test', undefined, t.newIp());

const url = (officeId: number, type: string, doc: string, query = '') =>
  `/api/v1/office/${officeId}/marketing/enrollment-qr-document/${type}/${doc}${query}`;

/** The file as the browser receives it. */
async function fetchFile(path: string, host?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: path,
    headers: { authorization: `JWT ${owner}`, ...(host ? { host } : {}) },
  });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload, json: () => res.json() };
}

/** The plans the office's public enrolment page offers, as patients see them. */
async function publicPlans(officeId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/dentists/details/${officeId}/no-auth` });
  return (res.json() as PublicOfficeResponse).plans;
}

describe('GET /office/{dentistInfoId}/marketing/enrollment-qr-document/{type}/{enrollmentDocumentId}', () => {
  it("makes a counter sign: a PDF with the office's name, logo, plans and prices, and a QR code to its enrolment page", async () => {
    const res = await fetchFile(url(downtown.id, 'pdf', 'counter-sign'));
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(res.bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 360, height: 504 });
    expect(doc.getTitle()).toBe(`Counter sign - ${downtown.officeName}`);

    const text = await pdfText(res.bytes);
    expect(text).toContain(downtown.officeName);
    expect(text).toContain('Join our dental membership plan');
    const offered = await publicPlans(downtown.id);
    expect(offered.length).toBeGreaterThan(0);
    for (const plan of offered.slice(0, 3)) {
      expect(text).toContain(plan.name);
      if (plan.showOnEnrollmentMonthly) expect(text).toContain(formatMoney(plan.pricing.monthly));
      if (plan.showOnEnrollmentAnnual) expect(text).toContain(formatMoney(plan.pricing.annually));
    }
    // The code, read back from the image in the PDF by a real decoder, is exactly the office's English page.
    expect(await pdfQrCodes(res.bytes)).toEqual(['http://app.test/signup/demo-downtown?lang=en']);
    // Downtown has a logo: two pictures, the logo and the code.
    expect(await pdfPictures(res.bytes)).toHaveLength(2);
  });

  it('makes every document in English and Spanish, each with a code to the page in its own language', async () => {
    for (const doc of ENROLLMENT_DOCUMENT_IDS) {
      for (const language of ['en', 'es'] as const) {
        const res = await fetchFile(url(uptown.id, 'pdf', doc, `?language=${language}`));
        expect(res.status, `${doc} ${language}`).toBe(200);
        const codes = await pdfQrCodes(res.bytes);
        expect(codes, `${doc} ${language}`).toEqual([`http://app.test/signup/demo-uptown?lang=${language}`]);
        const text = await pdfText(res.bytes);
        expect(text).toContain(uptown.officeName);
        expect(text).toContain(language === 'es' ? 'Escanee para inscribirse hoy' : 'Scan to join today');
      }
    }
  });

  it('prints Spanish plan names where the office gave them, and prices on every document', async () => {
    const res = await fetchFile(url(downtown.id, 'pdf', 'flyer', '?language=es'));
    const text = await pdfText(res.bytes);
    expect(text).toContain('Únase a nuestro plan de membresía dental');
    expect(text).toContain('Mensual');
    for (const plan of await publicPlans(downtown.id)) {
      expect(text).toContain(plan.spanishName.trim() || plan.name);
      if (plan.showOnEnrollmentMonthly) expect(text).toContain(formatMoney(plan.pricing.monthly));
      if (plan.showOnEnrollmentAnnual) expect(text).toContain(formatMoney(plan.pricing.annually));
    }
    expect((await PDFDocument.load(res.bytes)).getTitle()).toBe(`Volante - ${downtown.officeName}`);
  });

  it('makes a window cling with the lowest monthly price and a table tent that reads from both sides', async () => {
    const offered = await publicPlans(uptown.id);
    const monthly = offered
      .filter((p) => p.showOnEnrollmentMonthly && p.pricing.monthly > 0)
      .map((p) => p.pricing.monthly);
    const cling = await pdfText((await fetchFile(url(uptown.id, 'pdf', 'window-cling'))).bytes);
    expect(cling).toContain(`Plans from ${formatMoney(Math.min(...monthly))} a month`);
    const tent = await pdfText((await fetchFile(url(uptown.id, 'pdf', 'table-tent'))).bytes);
    // Both faces carry the office's name and the call to scan.
    expect(tent.split('\n').filter((l) => l === 'Scan to join today')).toHaveLength(2);
  });

  it("speaks the vision brand's words in its colours, with a code to the vision address", async () => {
    const res = await fetchFile(url(downtown.id, 'pdf', 'flyer'), VISION_HOST);
    expect(res.status).toBe(200);
    const text = await pdfText(res.bytes);
    expect(text).toContain('Join our eye care membership plan');
    expect(text).toContain('optometrist');
    expect(text).toContain('eye exams');
    // The office's own name may say what it likes; the sign's words are the brand's.
    expect(text.replaceAll(downtown.officeName, '').toLowerCase()).not.toContain('dental');
    expect(await pdfQrCodes(res.bytes)).toEqual([`http://${VISION_HOST}/signup/demo-downtown?lang=en`]);

    const vision = await officeTheme(t.db, downtown.organizationId, downtown.id, 'vision');
    const dental = await officeTheme(t.db, downtown.organizationId, downtown.id, 'dental');
    expect(vision.primary).not.toBe(dental.primary);
    expect(await pdfFillColours(res.bytes)).toContain(vision.primary);
    const dentalFlyer = await fetchFile(url(downtown.id, 'pdf', 'flyer'));
    expect(await pdfFillColours(dentalFlyer.bytes)).toContain(dental.primary);
    expect(await pdfText(dentalFlyer.bytes)).toContain('dentist');
  });

  it("prints in the office's chosen template theme", async () => {
    const key = and(eq(officeMarketing.organizationId, uptown.organizationId), eq(officeMarketing.officeId, uptown.id));
    const [before] = await t.db.select().from(officeMarketing).where(key);
    await t.db
      .insert(officeMarketing)
      .values({ organizationId: uptown.organizationId, officeId: uptown.id, theme: 'navyOrange' })
      .onConflictDoUpdate({
        target: [officeMarketing.organizationId, officeMarketing.officeId],
        set: { theme: 'navyOrange' },
      });
    try {
      const colours = await pdfFillColours((await fetchFile(url(uptown.id, 'pdf', 'counter-sign'))).bytes);
      // Navy & Orange (spec 01 section 3 'Template themes'): the band navy, the rules orange.
      expect(colours).toContain('#1b2a4a');
      expect(colours).toContain('#f08c00');
    } finally {
      if (before) await t.db.update(officeMarketing).set({ theme: before.theme }).where(key);
      else await t.db.delete(officeMarketing).where(key);
    }
  });

  it('gives the code alone as a PNG', async () => {
    const res = await fetchFile(url(uptown.id, 'png', 'counter-sign', '?language=es'));
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/png');
    expect(await pngQrCode(res.bytes)).toBe('http://app.test/signup/demo-uptown?lang=es');
  });

  it('refuses an unknown type, document or language with 400 and a message', async () => {
    for (const [path, words] of [
      [url(downtown.id, 'docx', 'counter-sign'), 'choose pdf or png'],
      [url(downtown.id, 'pdf', 'billboard'), 'Unknown document'],
      [url(downtown.id, 'pdf', 'flyer', '?language=fr'), 'choose en or es'],
    ] as const) {
      const res = await fetchFile(path);
      expect(res.status, path).toBe(400);
      expect((res.json() as { _message: string })._message).toContain(words);
    }
  });

  it("answers 404 for another organization's office", async () => {
    expect((await fetchFile(url(lakeside.id, 'pdf', 'counter-sign'))).status).toBe(404);
  });

  it('refuses a sign for an office with no plan offered online, saying why', async () => {
    const active = and(eq(plans.officeId, uptown.id), eq(plans.viewStatus, 'active'));
    const ids = (await t.db.select({ id: plans.id }).from(plans).where(active)).map((p) => p.id);
    await t.db.update(plans).set({ viewStatus: 'draft' }).where(active);
    try {
      const res = await fetchFile(url(uptown.id, 'pdf', 'flyer'));
      expect(res.status).toBe(409);
      expect((res.json() as { _message: string })._message).toBe(NO_PLANS_MESSAGE);
      // The code alone still works: it needs no plan.
      expect((await fetchFile(url(uptown.id, 'png', 'flyer'))).status).toBe(200);
    } finally {
      for (const id of ids) await t.db.update(plans).set({ viewStatus: 'active' }).where(eq(plans.id, id));
    }
  });
});
