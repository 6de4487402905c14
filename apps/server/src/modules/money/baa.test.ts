import type { BaaStatus } from '@mhq/contract';
import { BAA_MESSAGES, BAA_VERSION, PAYOUT_MESSAGES } from '@mhq/domain';
import { desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../adapters/mail/mail.port';
import { baaSignatures, mailAttachments, mailOutbox } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { deliverDueMail } from '../../jobs/mail-delivery';
import { countRows, createTestApp } from '../../test/harness';
import { assertBaaSigned } from './baa.service';
import { officeIds } from './money.fixtures';

const t = await createTestApp();
const ids = await officeIds(t);
const riverside = await t.login('riverside@demo.test');
const owner = await t.login('owner@demo.test');
const admin = await t.login('admin@demo.test');
const platform = await t.login('platform@demo.test');

const status = (token: string, id: number) => t.call({ method: 'GET', url: `/api/v1/dentists/${id}/baa`, token });
const sign = (token: string, id: number, payload: unknown) =>
  t.call({
    method: 'POST',
    url: `/api/v1/dentists/${id}/baa/sign`,
    payload: payload as object,
    token,
    remoteAddress: '203.0.113.9',
  });
const GOOD = { signerName: 'Dana Whitfield', signerTitle: 'Owner, DDS', agree: true };

describe('the business associate agreement', () => {
  it('shows an unsigned office the agreement text and lets its owner sign', async () => {
    const res = await status(riverside, ids.riverside);
    expect(res.status).toBe(200);
    const body = res.body as BaaStatus;
    expect(body).toMatchObject({ baaSigned: false, signature: null, canSign: true, currentVersion: BAA_VERSION });
    expect(body.sections[0]?.paragraphs[0]).toContain('Riverside');
  });

  it('blocks enrolment until signed', async () => {
    await expect(assertBaaSigned(t.db, ids.riverside)).rejects.toThrow(AppError);
    await expect(assertBaaSigned(t.db, ids.riverside)).rejects.toThrow(PAYOUT_MESSAGES.baaRequired);
    await expect(assertBaaSigned(t.db, ids.downtown)).resolves.toBeUndefined();
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await countRows(t.db, 'baa_signatures');
    for (const payload of [
      { ...GOOD, agree: false },
      { ...GOOD, signerName: ' ' },
      { ...GOOD, signerTitle: '' },
      { signerName: 'Dana' },
      { ...GOOD, signerName: 'x'.repeat(200) },
    ]) {
      const res = await sign(riverside, ids.riverside, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ _message: expect.any(String) });
    }
    expect(await countRows(t.db, 'baa_signatures')).toBe(before);
  });

  it('refuses office admins and platform admins (403) and another practice (404)', async () => {
    expect((await sign(admin, ids.downtown, GOOD)).status).toBe(403);
    expect((await sign(platform, ids.riverside, GOOD)).status).toBe(403);
    expect((await sign(owner, ids.riverside, GOOD)).status).toBe(404);
    expect((await status(owner, ids.riverside)).status).toBe(404);
  });

  it('stores name, title, time, address and version, and mails the signer a PDF copy', async () => {
    const res = await sign(riverside, ids.riverside, GOOD);
    expect(res.status).toBe(200);
    const body = res.body as BaaStatus;
    expect(body._message).toBe(BAA_MESSAGES.signed);
    expect(body).toMatchObject({ baaSigned: true, canSign: false });
    expect(body.signature).toMatchObject({
      signerName: 'Dana Whitfield',
      signerTitle: 'Owner, DDS',
      signerEmail: 'riverside@demo.test',
      agreementVersion: BAA_VERSION,
      ip: '203.0.113.9',
      signedAt: t.clock.now().toISOString(),
    });
    expect(body.signature?.agreementSha256).toMatch(/^[0-9a-f]{64}$/);

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'riverside@demo.test'))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.subject).toContain('Business Associate Agreement');
    const [file] = await t.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mail?.id ?? 0));
    expect(file).toMatchObject({ filename: 'business-associate-agreement.pdf', contentType: 'application/pdf' });
    const pdf = Buffer.from(file?.contentBase64 ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getTitle()).toContain('Riverside');
    await expect(assertBaaSigned(t.db, ids.riverside)).resolves.toBeUndefined();
  });

  it('hands the PDF to the mail transport when the outbox is delivered', async () => {
    const sent: OutgoingMail[] = [];
    await deliverDueMail(t.db, { name: 'fake', send: async (m) => void sent.push(m) }, t.clock, 'DentalHQ <a@b.test>');
    const mail = sent.find((m) => m.to === 'riverside@demo.test');
    expect(mail?.attachments?.[0]).toMatchObject({
      filename: 'business-associate-agreement.pdf',
      contentType: 'application/pdf',
    });
    expect(mail?.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('will not sign twice, and the signature cannot be rewritten or deleted', async () => {
    const again = await sign(riverside, ids.riverside, GOOD);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ _message: BAA_MESSAGES.alreadySigned });
    await expect(t.db.update(baaSignatures).set({ signerName: 'Someone else' })).rejects.toThrow();
    await expect(t.db.delete(baaSignatures)).rejects.toThrow();
  });

  it('serves the signed copy as a PDF to the office, and 409 while unsigned', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dentists/${ids.riverside}/baa/pdf`,
      headers: { authorization: `JWT ${riverside}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await t.call({ method: 'GET', url: `/api/v1/dentists/${ids.riverside}/baa/pdf`, token: owner })).status,
    ).toBe(404);
  });

  it('shows office staff the signed copy, read-only', async () => {
    const res = await status(admin, ids.downtown);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ baaSigned: true, canSign: false });
  });
});
