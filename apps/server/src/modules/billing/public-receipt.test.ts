import type { PublicReceiptResponse } from '@mhq/contract';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { members } from '../../db/schema';
import { billingDepsOf } from '../../jobs/billing-deps';
import { runBilling } from '../../jobs/billing-run';
import { createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import { chargesOf, enrolByCard } from '../subscriptions/subscription-cash.fixtures';
import { chargeIdOf, paymentUniqueIdOf } from './public-receipt.service';

// A payment's receipt at its public link (/pn/{paymentUniqueId}): mailed to the household with its welcome, readable
// without signing in, and only with the link's own signature.

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const key = t.deps.jwtKey;

const open = (id: string, type = 'json') => t.call({ method: 'GET', url: `/api/v1/payments/${id}?type=${type}` });

describe("a payment's public receipt", () => {
  it('is linked from the welcome mail and reads without signing in: the office, the payer, the lines, the net', async () => {
    const h = await enrolByCard(t, page, { child: true });
    const [charge] = await chargesOf(t, h.ownerMemberId);
    const [owner] = await t.db.select().from(members).where(eq(members.id, h.ownerMemberId));
    const [mail] = await queryRows<{ text: string }>(
      t.db,
      sql`select text from mail_outbox where to_address = ${owner?.email ?? ''} order by id limit 1`,
    );
    const link = /Your receipt: (http:\/\/app\.test\/pn\/(\S+))/.exec(mail?.text ?? '');
    expect(link?.[2]).toBe(paymentUniqueIdOf(key, charge?.id ?? 0));
    const res = await open(link?.[2] ?? '');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body as PublicReceiptResponse;
    expect(r).toMatchObject({
      office: { officeName: 'Bright Smiles Dental Downtown', phone: '512-555-0101' },
      receiptNumber: charge?.id,
      payerName: 'Lucia Garcia',
      amountCents: charge?.amountCents,
      method: 'card',
      paymentMethod: { brand: 'visa', last4: '4242' },
      refunds: [],
      netCents: charge?.amountCents,
    });
    expect(r.lines.map((l) => [l.memberName, l.kind, l.planName])).toContainEqual([
      'Lucia Garcia',
      'membership',
      'Adult Wellness',
    ]);
    expect(r.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(charge?.amountCents);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/payments/${link?.[2]}?type=pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe(
      `Receipt ${charge?.id} - Bright Smiles Dental Downtown`,
    );
  });

  it("is linked from each renewal's receipt mail", async () => {
    const h = await enrolByCard(t, page);
    const [owner] = await t.db.select().from(members).where(eq(members.id, h.ownerMemberId));
    t.clock.advance(32 * 86_400_000);
    await runBilling(billingDepsOf(t.deps));
    const charges = await chargesOf(t, h.ownerMemberId);
    expect(charges).toHaveLength(2);
    const [mail] = await queryRows<{ text: string }>(
      t.db,
      sql`select text from mail_outbox where to_address = ${owner?.email ?? ''} and subject like 'Payment received%'
        order by id desc limit 1`,
    );
    const link = /Your receipt: http:\/\/app\.test\/pn\/(\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(chargeIdOf(key, link)).toBe(charges[1]?.id);
    expect((await open(link)).body).toMatchObject({
      receiptNumber: charges[1]?.id,
      amountCents: charges[1]?.amountCents,
    });
  });

  it("is in the household's language: a Spanish-speaking household's PDF is in Spanish unless English is asked", async () => {
    const h = await enrolByCard(t, page, { language: 'es' });
    const [charge] = await chargesOf(t, h.ownerMemberId);
    const id = paymentUniqueIdOf(key, charge?.id ?? 0);
    expect((await open(id)).body).toMatchObject({ language: 'es', method: 'card' });
    const titleOf = async (url: string) =>
      (await PDFDocument.load((await t.app.inject({ method: 'GET', url })).rawPayload)).getTitle();
    const office = 'Bright Smiles Dental Downtown';
    expect(await titleOf(`/api/v1/payments/${id}?type=pdf`)).toBe(`Recibo ${charge?.id} - ${office}`);
    expect(await titleOf(`/api/v1/payments/${id}?type=pdf&lang=en`)).toBe(`Receipt ${charge?.id} - ${office}`);
    expect((await open(id, 'pdf&lang=fr')).status).toBe(400);
  });

  it("names each plan by the plan's Spanish name on a Spanish receipt, and by its English name on an English one", async () => {
    const planNamesOf = async (language: 'en' | 'es') => {
      const h = await enrolByCard(t, page, { language, child: true });
      const [charge] = await chargesOf(t, h.ownerMemberId);
      const r = (await open(paymentUniqueIdOf(key, charge?.id ?? 0))).body as PublicReceiptResponse;
      return r.lines.filter((l) => l.kind === 'membership').map((l) => l.planName);
    };
    expect(await planNamesOf('es')).toEqual(['Bienestar para adultos', 'Bienestar infantil']);
    expect(await planNamesOf('en')).toEqual(['Adult Wellness', 'Child Wellness']);
  });

  it("answers 'not found' to a link whose signature is not its own, and 400 to a mangled one", async () => {
    const h = await enrolByCard(t, page);
    const [charge] = await chargesOf(t, h.ownerMemberId);
    const id = paymentUniqueIdOf(key, charge?.id ?? 0);
    const signature = id.slice(id.indexOf('-') + 1);
    // Another payment's number with this one's signature, a signature changed by one character, and none at all.
    expect((await open(`${(charge?.id ?? 0) - 1}-${signature}`)).status).toBe(404);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect((await open(`${charge?.id}-${flipped}`)).status).toBe(404);
    expect((await open(`${charge?.id}`)).status).toBe(400);
    expect(chargeIdOf(key, id)).toBe(charge?.id);
    expect(chargeIdOf(key, `${charge?.id}-${flipped}`)).toBeNull();
    expect((await open('999999-AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});
