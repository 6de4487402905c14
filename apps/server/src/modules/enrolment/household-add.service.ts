import type { AddFamilyMemberRequest, AddFamilyMemberResponse, NewFamilyMember } from '@mhq/contract';
import {
  type BillingPeriod,
  cardBrandName,
  ENROLMENT_MESSAGES,
  type EnrolmentLanguage,
  formatMoney,
  isGuaranteedMembership,
  paymentPlatformFeeCents,
  platformFeeCents,
  type QuoteLine,
} from '@mhq/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/connection';
import { members, subscriptions, users } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest } from '../../http/app-error';
import { recordAudit } from '../audit/audit.queries';
import { publicUrl } from '../auth/auth.service';
import { payerOnFile } from '../billing/billing.queries';
import { receiptLink } from '../billing/public-receipt.service';
import { recordMemberEvents } from '../members/member-events';
import { type IntentCtx, intentKey, payThroughIntent, type Recorder, resumeIntent } from '../money/charge-intents';
import { chargeLines, recordCharge } from '../money/charges';
import { familyAddedMail } from './household-add.mail';
import { FAMILY_MESSAGES, priceFamilyMember } from './household-add.pricing';

/**
 * The account owner adds a family member from the portal and pays today with the household's method on file: priced
 * again here exactly as the preview priced it (409 with the new figures when that changed), charged through a charge
 * intent (modules/money/charge-intents.ts), and written in the transaction that records it — the member, their plan,
 * the payment with its lines and ledger, the other members' lower prices, their histories, the audit line and the
 * receipt mail. A refused card writes nothing but the intent's refusal.
 */

/** What the add writes, as its charge intent keeps it (JSON). */
export type FamilyAddWork = {
  organizationId: number;
  officeId: number;
  officeName: string;
  officePhone: string | null;
  ownerId: number;
  ownerFirstName: string;
  ownerEmail: string | null;
  language: EnrolmentLanguage;
  person: NewFamilyMember;
  insured: boolean;
  planId: number;
  planName: string;
  term: BillingPeriod;
  line: QuoteLine;
  day: string;
  end: string;
  periodFeeCents: number;
  feeCents: number;
  guaranteed: boolean;
  lowered: {
    subscriptionId: number;
    memberId: number;
    name: string;
    afterCents: number;
    term: BillingPeriod;
    fromDay: string | null;
  }[];
  methodId: number;
  methodKind: string;
  userId: number;
  ip: string;
};

type WriteCtx = Pick<IntentCtx, 'clock' | 'mail' | 'config' | 'tenant' | 'jwtKey'>;

async function writeFamilyMember(
  ctx: WriteCtx,
  tx: Db,
  w: FamilyAddWork,
  paid: { chargeId: string; brand: string; last4: string } | null,
): Promise<AddFamilyMemberResponse> {
  const now = ctx.clock.now();
  const name = `${w.person.firstName} ${w.person.lastName}`;
  const [member] = await tx
    .insert(members)
    .values({
      organizationId: w.organizationId,
      officeId: w.officeId,
      accountOwnerId: w.ownerId,
      firstName: w.person.firstName,
      lastName: w.person.lastName,
      birthDate: w.person.birthDate,
      relationship: w.person.relationship,
      insured: w.insured,
      spanish: w.language === 'es',
      channel: 'external',
      createdAt: now,
    })
    .returning({ id: members.id });
  if (!member) throw new Error('member insert returned nothing');
  const [sub] = await tx
    .insert(subscriptions)
    .values({
      organizationId: w.organizationId,
      memberId: member.id,
      planId: w.planId,
      status: 'active',
      term: w.term,
      priceCents: w.line.periodCents,
      nextRenewalOn: w.end,
      currentPeriodStart: w.day,
      payor: 'member',
      guaranteed: w.guaranteed,
      createdAt: now,
    })
    .returning({ id: subscriptions.id });
  if (!sub) throw new Error('subscription insert returned nothing');

  let chargeRowId: number | null = null;
  if (paid) {
    chargeRowId = await recordCharge(tx, {
      organizationId: w.organizationId,
      officeId: w.officeId,
      ownerMemberId: w.ownerId,
      method: w.methodKind,
      processorChargeId: paid.chargeId,
      paymentMethodId: w.methodId,
      amountCents: w.line.todayCents,
      platformFeeCents: w.feeCents,
      description: `${w.officeName} membership for ${name}`,
      enrolmentId: null,
      recordedByUserId: w.userId,
      at: now,
      items: chargeLines(w.line, sub.id, member.id, { start: w.day, end: w.end, feeCents: w.periodFeeCents }),
    });
  }

  // The larger family discount: each other member pays less from their next renewal (never more).
  for (const l of w.lowered) {
    await tx
      .update(subscriptions)
      .set({ priceCents: l.afterCents })
      .where(
        and(
          eq(subscriptions.organizationId, w.organizationId),
          eq(subscriptions.id, l.subscriptionId),
          gt(subscriptions.priceCents, l.afterCents),
        ),
      );
  }

  const paidText = paid ? `paid ${formatMoney(w.line.todayCents, { decimals: 2 })} by card on file` : 'nothing to pay';
  await recordMemberEvents(tx, [
    {
      organizationId: w.organizationId,
      memberId: member.id,
      subscriptionId: sub.id,
      actorUserId: w.userId,
      kind: 'member.enrolled',
      summary: `Added to the household by the account holder in the patient portal, in ${w.planName} (${w.term}), ${paidText}.`,
      at: now,
    },
    ...w.lowered.map((l) => ({
      organizationId: w.organizationId,
      memberId: l.memberId,
      subscriptionId: l.subscriptionId,
      actorUserId: w.userId,
      kind: 'subscription.family_discount',
      summary: `Family discount grew as ${name} joined: ${formatMoney(l.afterCents, { decimals: 2 })} ${
        l.term === 'annual' ? 'a year' : 'a month'
      } from the next renewal.`,
      at: now,
    })),
  ]);
  await recordAudit(tx, {
    organizationId: w.organizationId,
    officeId: w.officeId,
    memberId: member.id,
    actorUserId: w.userId,
    action: 'member.add-family',
    targetType: 'subscription',
    targetId: sub.id,
    detail: { planId: w.planId, chargedCents: paid ? w.line.todayCents : 0, lowered: w.lowered.length },
    ip: w.ip,
  });

  const paidWith = paid ? `${cardBrandName(paid.brand)} •••• ${paid.last4}` : null;
  if (w.ownerEmail) {
    const base = publicUrl(ctx);
    const mail = familyAddedMail({
      language: w.language,
      tenant: ctx.tenant,
      officeName: w.officeName,
      officePhone: w.officePhone,
      ownerFirstName: w.ownerFirstName,
      memberName: name,
      planName: w.planName,
      paidTodayCents: paid ? w.line.todayCents : 0,
      paidWith,
      periodCents: w.line.periodCents,
      term: w.term,
      nextPaymentOn: w.end,
      lowered: w.lowered,
      receiptLink: chargeRowId === null ? null : receiptLink(base, ctx.jwtKey, chargeRowId),
    });
    await ctx.mail.enqueue(tx, { to: w.ownerEmail, organizationId: w.organizationId, ...mail });
  }
  return {
    _message: FAMILY_MESSAGES[w.language].added(w.person.firstName, w.planName),
    memberId: member.id,
    subscriptionId: sub.id,
    planName: w.planName,
    charged: { amountCents: paid ? w.line.todayCents : 0, brand: paid?.brand ?? null, last4: paid?.last4 ?? null },
    nextPaymentOn: w.end,
  };
}

/** A family member paid for with the card on file, its charge intent recorded. */
export const recordFamilyMember: Recorder<FamilyAddWork, AddFamilyMemberResponse> = (ctx, tx, paid) =>
  writeFamilyMember(ctx, tx, paid.work, {
    chargeId: paid.charge.id,
    brand: paid.paymentMethod.brand,
    last4: paid.paymentMethod.last4,
  });

export async function addFamilyMember(
  ctx: Ctx,
  gateway: PaymentGateway,
  call: { userId: number; body: AddFamilyMemberRequest; ip: string; requestKey: string | null },
): Promise<AddFamilyMemberResponse> {
  const { body } = call;
  const processorKey = intentKey(`add-family:${body.dentistInfoId}:${call.userId}`, call.requestKey);
  if (call.requestKey !== null) {
    const resumed = await resumeIntent(ctx, gateway, { processorKey, language: 'en', record: recordFamilyMember });
    if (resumed) return resumed.answer;
  }
  const p = await priceFamilyMember(ctx, body.dentistInfoId, call.userId, body.member);
  const m = FAMILY_MESSAGES[p.language];
  const option = p.options.find((o) => o.planId === body.planId);
  if (!option) throw badRequest(m.notOffered, { planId: m.notOffered });
  if (p.refusal) throw new AppError('CONFLICT', p.refusal);
  if (
    body.expected.todayCents !== option.expected.todayCents ||
    body.expected.recurringCents !== option.expected.recurringCents
  ) {
    throw new AppError('CONFLICT', ENROLMENT_MESSAGES[p.language].priceChanged, undefined, { option });
  }
  const method = p.method;
  if (!method || !p.owner.processorCustomerId) throw badRequest(m.noMethod, { payment: m.noMethod });
  const destination = p.office.destinationAccountId;
  if (!destination) throw new AppError('CONFLICT', m.noMethod);

  const plan = p.office.household.plans.find((x) => x.id === option.planId);
  const [ownerUser] = p.owner.userId
    ? await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, p.owner.userId))
    : [];
  const line: QuoteLine = {
    person: 0,
    planId: option.planId,
    payor: 'member',
    listCents: option.listCents,
    discountPercent: option.discountPercent,
    discountCents: option.listCents - option.periodCents,
    periodCents: option.periodCents,
    setupFeeCents: option.setupFeeCents,
    activationFeeCents: option.activationFeeCents,
    todayCents: option.todayCents,
  };
  const perMonth = p.office.fees.perMemberMonthCents;
  const lowered = (p.repricing.get(option.planId) ?? []).map((r) => {
    const shown = option.household.find((h) => h.memberId === r.memberId && h.afterCents === r.afterCents);
    return {
      ...r,
      name: shown?.name ?? '',
      term: shown?.term ?? p.term,
      fromDay: shown?.fromDay ?? null,
    };
  });
  const work: FamilyAddWork = {
    organizationId: p.owner.organizationId,
    officeId: p.owner.officeId,
    officeName: p.office.officeName,
    officePhone: p.office.officePhone,
    ownerId: p.owner.id,
    ownerFirstName: p.owner.firstName,
    ownerEmail: p.owner.email ?? ownerUser?.email ?? null,
    language: p.language,
    person: body.member,
    insured: p.owner.insured,
    planId: option.planId,
    planName: (p.language === 'es' && option.spanishName) || option.name,
    term: p.term,
    line,
    day: p.today,
    end: p.nextPaymentOn,
    periodFeeCents: platformFeeCents(line.periodCents, p.term, perMonth),
    feeCents: paymentPlatformFeeCents(line, p.term, perMonth),
    guaranteed: isGuaranteedMembership({
      officeGppActive: p.office.household.gppActive,
      planDisableGpp: plan?.disableGpp,
      term: p.term,
      payor: 'member',
    }),
    lowered,
    methodId: method.id,
    methodKind: method.kind,
    userId: call.userId,
    ip: call.ip,
  };
  if (line.todayCents === 0) return ctx.db.transaction((tx) => writeFamilyMember(ctx, tx, work, null));
  return payThroughIntent(ctx, gateway, {
    processorKey,
    language: p.language,
    record: recordFamilyMember,
    request: {
      kind: 'add_family_member',
      organizationId: work.organizationId,
      officeId: work.officeId,
      amountCents: line.todayCents,
      platformFeeCents: work.feeCents,
      destinationAccountId: destination,
      description: `${p.office.officeName} membership for ${body.member.firstName} ${body.member.lastName}`,
      metadata: { officeId: String(work.officeId), kind: 'family-member', language: p.language },
      payer: payerOnFile(p.owner.processorCustomerId, method),
      work,
    },
  });
}
