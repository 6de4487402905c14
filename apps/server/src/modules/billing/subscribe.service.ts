import { randomUUID } from 'node:crypto';
import type { SubscribeRequest, SubscribeResponse } from '@mhq/contract';
import { ENROLMENT_MESSAGES, formatMoney } from '@mhq/domain';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { publicUrl } from '../auth/auth.service';
import { enrolmentOffice } from '../enrolment/enrolment.queries';
import {
  assertFewDeclines,
  atProcessorIn,
  countingDeclines,
  declinedIn,
  refundAfterFailure,
} from '../enrolment/payment-collection';
import { recordCharge } from '../money/charges';
import {
  currentPaymentMethod,
  householdOwner,
  lockPending,
  pendingSubscriptions,
  startFirstPeriod,
} from './billing.queries';
import { BILLING_MESSAGES, methodWords, paymentReceivedMail } from './billing-mail';
import { amountDue, firstPayment } from './first-payment';
import { recordForHousehold } from './household-record';
import { type CallerAt, languageOf } from './payment-source.service';
import { receiptLink } from './public-receipt.service';

/**
 * The household's plans waiting for their first payment (enrolled to pay in the office) are paid now with the
 * method on file, and start (`account/payment/subscribe`). The processor is asked first, outside our transaction;
 * the plans are then claimed under a lock, and if another payment got to them first, this charge is refunded.
 */
export async function subscribePending(
  ctx: Ctx,
  gateway: PaymentGateway,
  req: SubscribeRequest,
  caller: CallerAt,
  idempotencyKey: string | null,
): Promise<SubscribeResponse> {
  const office = await enrolmentOffice(ctx.db, req.dentistInfoId, ctx.clock.now());
  if (!office) throw notFound();
  const owner = await householdOwner(ctx.db, req.dentistInfoId, req.memberId);
  const lang = languageOf(owner, req.language);
  const m = BILLING_MESSAGES[lang];
  const { organizationId } = owner;

  const pending = await pendingSubscriptions(ctx.db, organizationId, owner.id);
  if (pending.length === 0) throw new AppError('CONFLICT', m.nothingPending);
  const day = office.household.today;
  const waiting = pending.map((p) => ({
    ...p,
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
  if (!method || !owner.processorCustomerId) throw badRequest(m.noMethod);
  const destination = office.destinationAccountId;
  if (!destination) throw new AppError('CONFLICT', ENROLMENT_MESSAGES[lang].paymentsNotReady);
  const customerId = owner.processorCustomerId;

  const who = { email: owner.email ?? `member-${owner.id}`, ip: caller.ip };
  await assertFewDeclines(ctx, who, lang);
  const platformFeeCents = waiting.reduce((sum, w) => sum + w.paid.platformFeeCents, 0);
  const chargeKey = `subscribe:${owner.id}:${idempotencyKey ?? randomUUID()}`;
  const charge = await countingDeclines(ctx, who, async () => {
    const answer = await atProcessorIn(lang, () =>
      gateway.charge({
        customerId,
        paymentMethodId: method.processorPaymentMethodId,
        amountCents,
        currency: 'usd',
        destinationAccountId: destination,
        applicationFeeCents: platformFeeCents,
        idempotencyKey: chargeKey,
        description: `${office.officeName} membership`,
        metadata: { officeId: String(office.key.officeId), kind: 'subscribe' },
      }),
    );
    if (answer.status !== 'succeeded') throw declinedIn(lang, answer.failureCode);
    return answer;
  });

  const ids = pending.map((p) => p.subscription.id);
  try {
    await ctx.db.transaction(async (tx) => {
      const still = await lockPending(tx, organizationId, ids);
      // Paid in the office meanwhile, or priced anew: this charge paid for nothing we can record.
      if (still.length !== ids.length || amountDue(still) !== amountCents) {
        throw new AppError('CONFLICT', m.nothingPending);
      }
      for (const w of waiting) {
        await startFirstPeriod(tx, organizationId, w.subscription.id, {
          status: 'active',
          start: day,
          end: w.paid.end,
        });
      }
      const chargeId = await recordCharge(tx, {
        organizationId,
        officeId: owner.officeId,
        ownerMemberId: owner.id,
        method: method.kind,
        processorChargeId: charge.id,
        paymentMethodId: method.id,
        amountCents,
        platformFeeCents,
        description: `${office.officeName} membership, first ${pending.length > 1 ? 'payments' : 'payment'}`,
        enrolmentId: pending[0]?.subscription.enrolmentId ?? null,
        recordedByUserId: caller.auth.userId,
        at: ctx.clock.now(),
        items: waiting.flatMap((w) => w.paid.items),
      });
      await recordForHousehold(tx, ctx, {
        owner,
        caller,
        mail: paymentReceivedMail({
          language: lang,
          tenant: ctx.tenant,
          officeName: office.officeName,
          officePhone: office.officePhone,
          ownerFirstName: owner.firstName,
          amountCents,
          method,
          paidFor: waiting.map((w) => ({
            name: `${w.firstName} ${w.lastName}`,
            plan: lang === 'es' && w.spanishName ? w.spanishName : w.planName,
            until: w.paid.end,
          })),
          receiptLink: receiptLink(publicUrl(ctx), ctx.jwtKey, chargeId),
        }),
        audit: {
          action: 'member.subscribe',
          targetType: 'charge',
          targetId: charge.id,
          detail: { subscriptions: ids, amountCents },
        },
        history: {
          kind: 'payment.card',
          summary: `Paid ${formatMoney(amountCents, { decimals: 2 })} with ${methodWords('en', method)}: ${waiting
            .map((w) => `${w.firstName} ${w.lastName}`)
            .join(', ')} started.`,
        },
      });
    });
  } catch (err) {
    await refundAfterFailure(gateway, charge, chargeKey);
    throw err;
  }

  return {
    _message: m.paid(formatMoney(amountCents, { decimals: 2 })),
    amountCents,
    paymentMethod: {
      kind: method.kind === 'us_bank_account' ? 'us_bank_account' : 'card',
      brand: method.brand,
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
    },
    subscriptions: waiting.map((w) => ({
      subscriptionId: w.subscription.id,
      memberId: w.subscription.memberId,
      status: 'active' as const,
      paidThrough: w.paid.end,
    })),
  };
}
