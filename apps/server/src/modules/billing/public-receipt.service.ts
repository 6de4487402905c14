import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PublicReceiptResponse } from '@mhq/contract';
import { type EnrolmentLanguage, utcDayOf } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import { charges } from '../../db/schema';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { recordAudit, recordReadAudit } from '../audit/audit.queries';
import { receiptOf, receiptPlanName, renderReceipt } from './receipt.service';

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

/** The payment a public link names, when it is one; 'not found' for any link that is not (the same for each). */
async function chargeOfLink(ctx: Ctx, paymentUniqueId: string) {
  const chargeId = chargeIdOf(ctx.jwtKey, paymentUniqueId);
  if (chargeId === null) throw notFound();
  const [charge] = await ctx.db.select().from(charges).where(eq(charges.id, chargeId));
  if (!charge) throw notFound();
  return charge;
}

/** Who opened a public link is not known, only from where: the household's record was read (or exported) through it. */
async function auditLinkRead(
  ctx: Ctx,
  charge: typeof charges.$inferSelect,
  call: { endpoint: string; ip: string },
  does: 'read' | 'export',
): Promise<void> {
  await (does === 'read' ? recordReadAudit : recordAudit)(ctx.db, {
    organizationId: charge.organizationId,
    officeId: charge.officeId,
    memberId: charge.ownerMemberId,
    actorUserId: null,
    action: `member.${does}`,
    targetType: 'endpoint',
    targetId: call.endpoint,
    detail: { via: 'public_receipt_link', chargeId: charge.id },
    ip: call.ip,
  });
}

/** The receipt of the payment a public link names, as its page shows it. */
export async function publicReceipt(
  ctx: Ctx,
  paymentUniqueId: string,
  call: { endpoint: string; ip: string },
): Promise<PublicReceiptResponse> {
  const charge = await chargeOfLink(ctx, paymentUniqueId);
  await auditLinkRead(ctx, charge, call, 'read');
  const r = await receiptOf(ctx, charge);
  const returnedCents = r.charge.status === 'dispute_lost' ? r.charge.disputedCents : 0;
  const refunded = r.refunds.reduce((sum, x) => sum + x.amountCents, 0);
  return {
    office: { officeName: r.office.name, logo: r.office.logo, phone: r.office.phone, address: r.office.address },
    language: r.language,
    receiptNumber: charge.id,
    paidOn: utcDayOf(charge.createdAt),
    payerName: r.payerName,
    amountCents: charge.amountCents,
    platformName: r.platformName,
    method: r.charge.method,
    paymentMethod: r.charge.paymentMethod,
    lines: r.charge.lines.map((l) => ({
      memberName: l.memberName,
      kind: l.kind,
      planName: receiptPlanName(r, l.planName, r.language),
      periodStart: l.periodStart,
      periodEnd: l.periodEnd,
      amountCents: l.amountCents,
    })),
    refunds: r.refunds.map((x) => ({ on: utcDayOf(x.at), amountCents: x.amountCents })),
    returnedCents,
    netCents: charge.amountCents - refunded - returnedCents,
  };
}

/** The same receipt as the PDF the office and the household download, in the household's language unless asked. */
export async function publicReceiptPdf(
  ctx: Ctx,
  paymentUniqueId: string,
  call: { endpoint: string; ip: string },
  lang?: EnrolmentLanguage,
): Promise<Buffer> {
  const charge = await chargeOfLink(ctx, paymentUniqueId);
  await auditLinkRead(ctx, charge, call, 'export');
  const receipt = await receiptOf(ctx, charge);
  return renderReceipt(receipt, lang ?? receipt.language);
}
