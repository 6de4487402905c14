import type { FinanceCharge } from '@mhq/contract';
import {
  type EnrolmentLanguage,
  formatMoney,
  formatPhone,
  isOfficeUser,
  isPatientUser,
  isPlatformAdmin,
  RECEIPT_WORDS,
  utcDayOf,
} from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { chargeItems, charges, members, offices, plans, refunds, subscriptions } from '../../db/schema';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { type AuthContext, assertMemberAccess, assertOfficeAccess } from '../../http/guard';
import { recordReadAudit } from '../audit/audit.queries';
import { printable } from '../money/baa-pdf';
import { GREY, pdfWriter } from '../money/pdf-writer';
import { memberFinances } from './finances.service';

// A payment's receipt (GET /users/{id}/receipts/{chargeId}): what the household paid, for whom and what, how, and
// what went back, as a PDF the office or the patient keeps. The office's staff see their office's payments; an
// account owner their household's; anyone else is told 'not found'.

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

/** The charge, when the caller may see it: staff of its office (or a platform admin), or its household. */
async function visibleCharge(ctx: Ctx, auth: AuthContext, chargeId: number) {
  const [charge] = await ctx.db.select().from(charges).where(eq(charges.id, chargeId));
  if (!charge) throw notFound();
  if (isPatientUser(auth.type)) await assertMemberAccess(ctx.db, auth, charge.officeId, charge.ownerMemberId);
  else if (isOfficeUser(auth.type) || isPlatformAdmin(auth.type))
    await assertOfficeAccess(ctx.db, auth, charge.officeId);
  else throw notFound();
  return charge;
}

type Charge = typeof charges.$inferSelect;

/** What a payment's receipt says: the office, the payer, the payment as its history reads it, what went back. */
export async function receiptOf(ctx: Ctx, charge: Charge): Promise<ReceiptInput> {
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
  return {
    platformName: ctx.tenant.name,
    spanishPlanNames: await spanishPlanNamesOf(ctx, charge),
    office: {
      name: office.officeName,
      address: office.address,
      phone: office.phone ? formatPhone(office.phone) : null,
      email: office.email,
      logo: office.logo,
    },
    payerName: `${payer.firstName} ${payer.lastName}`,
    language: payer.spanish ? 'es' : 'en',
    charge: paid,
    refunds: given.map((r) => ({ at: r.settledAt ?? r.createdAt, amountCents: r.amountCents })),
  };
}

/** The Spanish name of each plan this charge paid for, by its English name (only plans that have one). */
async function spanishPlanNamesOf(ctx: Ctx, charge: Charge): Promise<Record<string, string>> {
  const rows = await ctx.db
    .selectDistinct({ name: plans.name, spanishName: plans.spanishName })
    .from(chargeItems)
    .innerJoin(
      subscriptions,
      and(
        eq(subscriptions.organizationId, chargeItems.organizationId),
        eq(subscriptions.id, chargeItems.subscriptionId),
      ),
    )
    .innerJoin(plans, and(eq(plans.organizationId, subscriptions.organizationId), eq(plans.id, subscriptions.planId)))
    .where(and(eq(chargeItems.organizationId, charge.organizationId), eq(chargeItems.chargeId, charge.id)));
  return Object.fromEntries(rows.filter((r) => r.spanishName.trim()).map((r) => [r.name, r.spanishName]));
}

/** A plan's name as the receipt's reader reads it: the plan's Spanish name on a Spanish receipt, when it has one. */
export const receiptPlanName = (input: ReceiptInput, planName: string, language: EnrolmentLanguage): string =>
  language === 'es' ? (input.spanishPlanNames[planName] ?? planName) : planName;

/** The receipt of a payment as a PDF; reading it is a read of the household's record (the audit log says so). */
export async function receiptPdf(
  ctx: Ctx,
  auth: AuthContext,
  chargeId: number,
  call: { endpoint: string; ip: string },
): Promise<Buffer> {
  const charge = await visibleCharge(ctx, auth, chargeId);
  const receipt = await receiptOf(ctx, charge);
  await recordReadAudit(ctx.db, {
    organizationId: charge.organizationId,
    officeId: charge.officeId,
    memberId: charge.ownerMemberId,
    actorUserId: auth.userId,
    action: 'member.read',
    targetType: 'endpoint',
    targetId: call.endpoint,
    ip: call.ip,
  });
  // The office's staff read the office's language; an account owner the household's.
  return renderReceipt(receipt, isPatientUser(auth.type) ? receipt.language : 'en');
}

export type ReceiptInput = {
  platformName: string;
  office: { name: string; address: string | null; phone: string | null; email: string | null; logo: string | null };
  payerName: string;
  language: 'en' | 'es';
  charge: FinanceCharge;
  /** English plan name to the plan's Spanish name, for a receipt read in Spanish. */
  spanishPlanNames: Record<string, string>;
  refunds: { at: Date; amountCents: number }[];
};

/**
 * One page (more when a household paid for many lines): the office, the payment, its lines, refunds, the net; in the
 * language asked (the office reads English; the household its own).
 */
export async function renderReceipt(input: ReceiptInput, language: EnrolmentLanguage): Promise<Buffer> {
  const { charge } = input;
  const w = RECEIPT_WORDS[language];
  const doc = await PDFDocument.create();
  const paidAt = new Date(charge.at);
  doc.setTitle(w.documentTitle(charge.chargeId, printable(input.office.name)));
  doc.setAuthor(printable(input.office.name));
  doc.setCreator(printable(input.platformName));
  doc.setCreationDate(paidAt);
  doc.setLanguage(language);
  const { regular, bold, text, row, rule, space } = await pdfWriter(doc);

  text(input.office.name, bold, 16, { gap: 6 });
  for (const detail of [input.office.address, input.office.phone, input.office.email]) {
    if (detail) text(detail, regular, 10, { color: GREY });
  }
  space(14);
  text(w.title, bold, 20, { gap: 8 });
  text(w.number(charge.chargeId, utcDayOf(paidAt)), regular, 10, { color: GREY });
  space(8);
  row(w.paidBy, input.payerName);
  row(w.method, w.methodLabel(charge.method, charge.paymentMethod));
  if (charge.recordedBy) row(w.recordedBy, charge.recordedBy.name);
  space(8);
  rule();
  text(w.covered, bold, 12, { gap: 8 });
  for (const line of charge.lines) {
    const planName = receiptPlanName(input, line.planName, language);
    row(`${line.memberName}: ${w.line({ ...line, planName }, input.platformName)}`, money(line.amountCents));
  }
  rule();
  row(w.total, money(charge.amountCents), bold, 12);
  for (const r of input.refunds) row(w.refunded(utcDayOf(r.at)), `-${money(r.amountCents)}`);
  const returned = charge.status === 'dispute_lost' ? charge.disputedCents : 0;
  if (returned > 0) row(w.returned, `-${money(returned)}`);
  if (input.refunds.length > 0 || returned > 0) {
    const back = input.refunds.reduce((sum, r) => sum + r.amountCents, 0) + returned;
    row(w.net, money(charge.amountCents - back), bold, 12);
  }
  space(18);
  text(w.footer(input.office.name, input.platformName), regular, 9, { color: GREY });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
