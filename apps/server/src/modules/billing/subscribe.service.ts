import type { SubscribeRequest, SubscribeResponse } from '@mhq/contract';
import { ENROLMENT_MESSAGES, type EnrolmentLanguage, formatMoney } from '@mhq/domain';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { publicUrl } from '../auth/auth.service';
import { enrolmentOffice } from '../enrolment/enrolment.queries';
import { assertFewDeclines, countingDeclines } from '../enrolment/payment-collection';
import { intentKey, payThroughIntent, type Recorder, resumeIntent } from '../money/charge-intents';
import { recordCharge } from '../money/charges';
import {
  currentPaymentMethod,
  householdOwner,
  lockPending,
  payerOnFile,
  pendingSubscriptions,
  startFirstPeriod,
} from './billing.queries';
import { BILLING_MESSAGES, methodWords, paymentReceivedMail } from './billing-mail';
import { amountDue, type FirstPayment, firstPayment } from './first-payment';
import { type CallerAt, recordForHousehold } from './household-record';
import { languageOf } from './payment-source.service';
import { receiptLink } from './public-receipt.service';

/**
 * The household's plans waiting for their first payment (enrolled to pay in the office) are paid now with the
 * method on file, and start (`account/payment/subscribe`). The payment goes through a charge intent (written before
 * the processor is asked); the plans are then claimed under a lock, and if another payment got to them first, this
 * charge is refunded.
 */

/** What a household's first payments by card pay for, as their charge intent keeps it. */
type SubscribeWork = {
  officeId: number;
  ownerId: number;
  officeName: string;
  officePhone: string | null;
  language: EnrolmentLanguage;
  day: string;
  amountCents: number;
  platformFeeCents: number;
  /** The method on file charged (ours), as the receipt and the answer name it. */
  method: { id: number; kind: string; brand: string; last4: string; expMonth: number | null; expYear: number | null };
  waiting: {
    subscriptionId: number;
    memberId: number;
    firstName: string;
    lastName: string;
    planName: string;
    spanishName: string | null;
    paid: FirstPayment;
  }[];
  enrolmentId: number | null;
  caller: CallerAt;
};

/** The waiting plans started, their payment recorded with its receipt, history line, mail and audit entry. */
export const recordSubscribe: Recorder<SubscribeWork, SubscribeResponse> = async (ctx, tx, paid) => {
  const w = paid.work;
  const m = BILLING_MESSAGES[w.language];
  const owner = await householdOwner(tx, w.officeId, w.ownerId);
  const { organizationId } = owner;
  // The answer is in the page's language; the receipt mail, like every mail to the household, in the household's.
  const household = owner.spanish ? 'es' : 'en';
  const ids = w.waiting.map((p) => p.subscriptionId);
  const still = await lockPending(tx, organizationId, ids);
  // Paid in the office meanwhile, or priced anew: this charge paid for nothing we can record.
  if (still.length !== ids.length || amountDue(still) !== w.amountCents) {
    throw new AppError('CONFLICT', m.nothingPending);
  }
  for (const p of w.waiting) {
    await startFirstPeriod(tx, organizationId, p.subscriptionId, { status: 'active', start: w.day, end: p.paid.end });
  }
  const chargeId = await recordCharge(tx, {
    organizationId,
    officeId: owner.officeId,
    ownerMemberId: owner.id,
    method: w.method.kind,
    processorChargeId: paid.charge.id,
    paymentMethodId: w.method.id,
    amountCents: w.amountCents,
    platformFeeCents: w.platformFeeCents,
    description: `${w.officeName} membership, first ${w.waiting.length > 1 ? 'payments' : 'payment'}`,
    enrolmentId: w.enrolmentId,
    recordedByUserId: w.caller.auth.userId,
    at: ctx.clock.now(),
    items: w.waiting.flatMap((p) => p.paid.items),
  });
  await recordForHousehold(tx, ctx, {
    owner,
    caller: w.caller,
    mail: paymentReceivedMail({
      language: household,
      tenant: ctx.tenant,
      officeName: w.officeName,
      officePhone: w.officePhone,
      ownerFirstName: owner.firstName,
      amountCents: w.amountCents,
      method: w.method,
      paidFor: w.waiting.map((p) => ({
        name: `${p.firstName} ${p.lastName}`,
        plan: household === 'es' && p.spanishName ? p.spanishName : p.planName,
        until: p.paid.end,
      })),
      receiptLink: receiptLink(publicUrl(ctx), ctx.jwtKey, chargeId),
    }),
    audit: {
      action: 'member.subscribe',
      targetType: 'charge',
      targetId: paid.charge.id,
      detail: { subscriptions: ids, amountCents: w.amountCents },
    },
    history: {
      kind: 'payment.card',
      summary: `Paid ${formatMoney(w.amountCents, { decimals: 2 })} with ${methodWords('en', w.method)}: ${w.waiting
        .map((p) => `${p.firstName} ${p.lastName}`)
        .join(', ')} started.`,
    },
  });
  return {
    _message: m.paid(formatMoney(w.amountCents, { decimals: 2 })),
    amountCents: w.amountCents,
    paymentMethod: {
      kind: w.method.kind === 'us_bank_account' ? 'us_bank_account' : 'card',
      brand: w.method.brand,
      last4: w.method.last4,
      expMonth: w.method.expMonth,
      expYear: w.method.expYear,
    },
    subscriptions: w.waiting.map((p) => ({
      subscriptionId: p.subscriptionId,
      memberId: p.memberId,
      status: 'active' as const,
      paidThrough: p.paid.end,
    })),
  };
};

/**
 * Pays a household's waiting plans with its method on file. `requestKey` is the request's scoped Idempotency-Key:
 * the same request again after a crash finishes the same payment.
 */
export async function subscribePending(
  ctx: Ctx,
  gateway: PaymentGateway,
  req: SubscribeRequest,
  caller: CallerAt,
  requestKey: string | null,
): Promise<SubscribeResponse> {
  const owner = await householdOwner(ctx.db, req.dentistInfoId, req.memberId);
  const lang = languageOf(owner, req.language);
  const processorKey = intentKey(`subscribe:${owner.id}`, requestKey);
  const resumed = await resumeIntent(ctx, gateway, { processorKey, language: lang, record: recordSubscribe });
  if (resumed) return resumed.answer;

  const office = await enrolmentOffice(ctx.db, req.dentistInfoId, ctx.clock.now());
  if (!office) throw notFound();
  const m = BILLING_MESSAGES[lang];
  const { organizationId } = owner;
  const pending = await pendingSubscriptions(ctx.db, organizationId, owner.id);
  if (pending.length === 0) throw new AppError('CONFLICT', m.nothingPending);
  const day = office.household.today;
  const waiting = pending.map((p) => ({
    subscriptionId: p.subscription.id,
    memberId: p.subscription.memberId,
    firstName: p.firstName,
    lastName: p.lastName,
    planName: p.planName,
    spanishName: p.spanishName,
    paid: firstPayment(
      { ...p.subscription, disableGpp: p.disableGpp },
      { day, gppActive: office.household.gppActive, perMemberMonthCents: office.fees.perMemberMonthCents },
    ),
  }));
  const amountCents = amountDue(pending.map((p) => p.subscription));
  if (req.expectedCents !== amountCents) {
    throw new AppError('CONFLICT', m.amountChanged, undefined, { pendingCents: amountCents });
  }
  const method = await currentPaymentMethod(ctx.db, organizationId, owner.id);
  const customerId = owner.processorCustomerId;
  if (!method || !customerId) throw badRequest(m.noMethod);
  const destination = office.destinationAccountId;
  if (!destination) throw new AppError('CONFLICT', ENROLMENT_MESSAGES[lang].paymentsNotReady);

  const who = { email: owner.email ?? `member-${owner.id}`, ip: caller.ip };
  await assertFewDeclines(ctx, who, lang);
  const platformFeeCents = waiting.reduce((sum, w) => sum + w.paid.platformFeeCents, 0);
  return countingDeclines(ctx, who, () =>
    payThroughIntent(ctx, gateway, {
      processorKey,
      language: lang,
      record: recordSubscribe,
      request: {
        kind: 'subscribe',
        organizationId,
        officeId: owner.officeId,
        amountCents,
        platformFeeCents,
        destinationAccountId: destination,
        description: `${office.officeName} membership`,
        metadata: { officeId: String(office.key.officeId), kind: 'subscribe', language: lang },
        payer: payerOnFile(customerId, method),
        work: {
          officeId: req.dentistInfoId,
          ownerId: owner.id,
          officeName: office.officeName,
          officePhone: office.officePhone,
          language: lang,
          day,
          amountCents,
          platformFeeCents,
          method: {
            id: method.id,
            kind: method.kind,
            brand: method.brand,
            last4: method.last4,
            expMonth: method.expMonth,
            expYear: method.expYear,
          },
          waiting,
          enrolmentId: pending[0]?.subscription.enrolmentId ?? null,
          caller: { auth: { userId: caller.auth.userId }, ip: caller.ip, userAgent: caller.userAgent },
        },
      },
    }),
  );
}
