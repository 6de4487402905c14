import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PublicReceiptResponse } from '@mhq/contract';
import { formatPhone, utcDayOf } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { charges, members, offices, refunds } from '../../db/schema';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { memberFinances } from './finances.service';
import { renderReceipt } from './receipt.service';

// A payment's receipt at its public link (/pn/{paymentUniqueId}), mailed to the household: the payment's number and a
// signature of it (HMAC with the platform's secret), so the link cannot be guessed from another payment's or forged.

const SIGNATURE_CHARS = 22;

function signatureOf(key: Uint8Array, chargeId: number): string {
  return createHmac('sha256', key).update(`receipt:${chargeId}`).digest('base64url').slice(0, SIGNATURE_CHARS);
}

/** The public id of a payment: its number and its signature ('1234-Xy…'). */
export const paymentUniqueIdOf = (key: Uint8Array, chargeId: number) => `${chargeId}-${signatureOf(key, chargeId)}`;

/** The payment a public id names, when its signature is right; null otherwise (the same for every wrong id). */
export function chargeIdOf(key: Uint8Array, paymentUniqueId: string): number | null {
  // The signature may hold '-' itself (base64url): the number is what comes before the first.
  const dash = paymentUniqueId.indexOf('-');
  const chargeId = Number(paymentUniqueId.slice(0, dash));
  const signature = paymentUniqueId.slice(dash + 1);
  if (!Number.isSafeInteger(chargeId) || chargeId < 1) return null;
  const expected = Buffer.from(signatureOf(key, chargeId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? chargeId : null;
}

/** The receipt's address, for a mail. */
export const receiptLink = (base: string, key: Uint8Array, chargeId: number) =>
  `${base}/pn/${paymentUniqueIdOf(key, chargeId)}`;

/** The receipt of the payment a public link names, as its page shows it; 'not found' for any link that is not one. */
export async function publicReceipt(ctx: Ctx, paymentUniqueId: string): Promise<PublicReceiptResponse> {
  const chargeId = chargeIdOf(ctx.jwtKey, paymentUniqueId);
  if (chargeId === null) throw notFound();
  const [charge] = await ctx.db.select().from(charges).where(eq(charges.id, chargeId));
  if (!charge) throw notFound();
  const history = await memberFinances(ctx, charge.officeId, charge.ownerMemberId, false);
  const paid = history.charges.find((c) => c.chargeId === charge.id);
  const [office] = await ctx.db.select().from(offices).where(eq(offices.id, charge.officeId));
  const [payer] = await ctx.db
    .select()
    .from(members)
    .where(and(eq(members.organizationId, charge.organizationId), eq(members.id, charge.ownerMemberId)));
  if (!paid || !office || !payer) throw notFound();
  const given = await ctx.db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.organizationId, charge.organizationId),
        eq(refunds.chargeId, charge.id),
        eq(refunds.status, 'succeeded'),
      ),
    )
    .orderBy(refunds.id);
  const returnedCents = paid.status === 'dispute_lost' ? paid.disputedCents : 0;
  const refunded = given.reduce((sum, r) => sum + r.amountCents, 0);
  return {
    office: {
      officeName: office.officeName,
      logo: office.logo,
      phone: office.phone ? formatPhone(office.phone) : null,
      address: office.address,
    },
    language: payer.spanish ? 'es' : 'en',
    receiptNumber: charge.id,
    paidOn: utcDayOf(charge.createdAt),
    payerName: `${payer.firstName} ${payer.lastName}`,
    amountCents: charge.amountCents,
    methodLabel: paid.methodLabel,
    lines: paid.lines.map((l) => ({ memberName: l.memberName, what: l.what, amountCents: l.amountCents })),
    refunds: given.map((r) => ({ on: utcDayOf(r.settledAt ?? r.createdAt), amountCents: r.amountCents })),
    returnedCents,
    netCents: charge.amountCents - refunded - returnedCents,
  };
}

/** The same receipt as the PDF the office and the household download. */
export async function publicReceiptPdf(ctx: Ctx, paymentUniqueId: string): Promise<Buffer> {
  const r = await publicReceipt(ctx, paymentUniqueId);
  const chargeId = r.receiptNumber;
  const [charge] = await ctx.db.select().from(charges).where(eq(charges.id, chargeId));
  if (!charge) throw notFound();
  const history = await memberFinances(ctx, charge.officeId, charge.ownerMemberId, false);
  const paid = history.charges.find((c) => c.chargeId === chargeId);
  if (!paid) throw notFound();
  return renderReceipt({
    platformName: ctx.tenant.name,
    office: { name: r.office.officeName, address: r.office.address, phone: r.office.phone, email: null },
    payerName: r.payerName,
    charge: paid,
    refunds: r.refunds.map((x) => ({ at: new Date(`${x.on}T12:00:00Z`), amountCents: x.amountCents })),
  });
}
