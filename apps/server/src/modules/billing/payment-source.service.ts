import type { PaymentSourceRequest, PaymentSourceResponse } from '@mhq/contract';
import { type EnrolmentLanguage, isPatientUser } from '@mhq/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/connection';
import { memberPaymentMethods, members } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { enrolmentOffice } from '../enrolment/enrolment.queries';
import { assertFewDeclines, countingDeclines } from '../enrolment/payment-collection';
import { atProcessorIn } from '../money/payment-errors';
import { householdOwner, type Member, pendingSubscriptions } from './billing.queries';
import { BILLING_MESSAGES, methodChangedMail, methodWords } from './billing-mail';
import { amountDue } from './first-payment';
import { type CallerAt, recordForHousehold } from './household-record';
import { debtTriedAtOnce, debtTryWords } from './payment-source.retry';

/** The household's language: what the call asks for, else the account owner's. */
export const languageOf = (owner: Member, asked: EnrolmentLanguage | undefined): EnrolmentLanguage =>
  asked ?? (owner.spanish ? 'es' : 'en');

/**
 * A new card or bank account replaces the household's payment method on file (`update-account/payment/sources`).
 * It is attached at the processor first (a refusal writes nothing); then, in one transaction, the old one is retired
 * and the new one kept, and the account owner is told by mail. The old one is detached at the processor last. The
 * account owner saving it in their portal also pays a delinquency with it (the desk charges one by its own button).
 */
export async function updatePaymentSource(
  ctx: Ctx,
  gateway: PaymentGateway,
  req: PaymentSourceRequest,
  caller: CallerAt & { auth: AuthContext },
): Promise<PaymentSourceResponse> {
  const owner = await householdOwner(ctx.db, req.dentistInfoId, req.memberId);
  const byOwner = isPatientUser(caller.auth.type);
  return replacePaymentMethod(
    ctx,
    gateway,
    {
      owner,
      language: languageOf(owner, req.language),
      payment: req.payment,
      reinstate: byOwner,
      ...(byOwner
        ? { via: { historySuffix: ' by the account owner, in their portal', audit: { via: 'patient_portal' } } }
        : {}),
    },
    caller,
  );
}

/** Whose method is replaced with what, and what else the replacement's transaction must hold to. */
export type MethodChange = {
  owner: Member;
  language: EnrolmentLanguage;
  payment: PaymentSourceRequest['payment'];
  /**
   * Runs inside the replacement's transaction, once the household is locked; what it throws undoes the replacement
   * (a payment-update link is claimed here, so it is used exactly when the new method is kept).
   */
  claim?: (tx: Db) => Promise<void>;
  /** How the owner's history and the audit log tell where the change came from, beside who made it. */
  via?: { historySuffix: string; audit: Record<string, unknown> };
  /**
   * The account owner's own change (portal, mailed link): a delinquent plan is paid again with the new method too, one
   * period from today, as the page said before saving. The desk's change tries only a late payment.
   */
  reinstate?: boolean;
};

/**
 * The one use case behind every caller: attach at the processor (decline-limited per payer), then retire the old
 * method and keep the new one in one transaction, with the owner's history line, mail and audit entry.
 */
export async function replacePaymentMethod(
  ctx: Ctx,
  gateway: PaymentGateway,
  change: MethodChange,
  caller: CallerAt,
): Promise<PaymentSourceResponse> {
  const { owner, language: lang, payment } = change;
  const office = await enrolmentOffice(ctx.db, owner.officeId, ctx.clock.now());
  if (!office) throw notFound();
  const m = BILLING_MESSAGES[lang];
  if (payment.method === 'us_bank_account' && !office.household.allowBankDraft) {
    throw badRequest(m.noBankDraft, { 'payment.method': m.noBankDraft });
  }
  const who = { email: owner.email ?? `member-${owner.id}`, ip: caller.ip };
  await assertFewDeclines(ctx, who, lang);

  const { token } = payment;
  const { customerId, method } = await countingDeclines(ctx, who, () =>
    atProcessorIn(lang, async () => {
      const customerId =
        owner.processorCustomerId ??
        (
          await gateway.createCustomer({
            email: owner.email ?? '',
            name: `${owner.firstName} ${owner.lastName}`,
            metadata: { organizationId: String(owner.organizationId), officeId: String(owner.officeId) },
          })
        ).id;
      const method = await gateway.attachPaymentMethod(customerId, token, {
        ip: caller.ip,
        userAgent: caller.userAgent,
      });
      return { customerId, method };
    }),
  );

  const now = ctx.clock.now();
  const { organizationId } = owner;
  let replaced: string | null;
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      // The owner's row is the household's lock: two replacements at once are applied one after the other.
      const [locked] = await tx
        .select({ customerId: members.processorCustomerId })
        .from(members)
        .where(and(eq(members.organizationId, organizationId), eq(members.id, owner.id)))
        .for('update');
      // Claimed after the owner's lock, in the order sending a new link takes them, so the two never deadlock.
      await change.claim?.(tx);
      if (locked?.customerId && locked.customerId !== customerId) throw new AppError('CONFLICT', m.customerChanged);
      // The household's own method pays from now on: an employer that paid for it no longer does.
      await tx
        .update(members)
        .set({ processorCustomerId: customerId, paidByBusinessId: null })
        .where(and(eq(members.organizationId, organizationId), eq(members.id, owner.id)));
      const [old] = await tx
        .update(memberPaymentMethods)
        .set({ removedAt: now })
        .where(
          and(
            eq(memberPaymentMethods.organizationId, organizationId),
            eq(memberPaymentMethods.ownerMemberId, owner.id),
            isNull(memberPaymentMethods.removedAt),
          ),
        )
        .returning({ processorId: memberPaymentMethods.processorPaymentMethodId });
      await tx.insert(memberPaymentMethods).values({
        organizationId,
        ownerMemberId: owner.id,
        processorPaymentMethodId: method.id,
        kind: method.kind,
        brand: method.brand,
        last4: method.last4,
        expMonth: method.expMonth,
        expYear: method.expYear,
      });
      await recordForHousehold(tx, ctx, {
        owner,
        caller,
        mail: methodChangedMail({
          // The answer is in the page's language; the mail, like every mail to the household, in the household's.
          language: owner.spanish ? 'es' : 'en',
          tenant: ctx.tenant,
          officeName: office.officeName,
          officePhone: office.officePhone,
          ownerFirstName: owner.firstName,
          method,
        }),
        audit: {
          action: 'member.payment-method',
          targetType: 'payment_method',
          targetId: `${method.kind} ${method.last4}`,
          ...(change.via ? { detail: change.via.audit } : {}),
        },
        history: {
          kind: 'payment_method.changed',
          summary: `Payment method changed to ${methodWords('en', method)}${change.via?.historySuffix ?? ''}.`,
        },
      });
      return old?.processorId ?? null;
    });
  } catch (err) {
    await gateway.detachPaymentMethod(customerId, method.id).catch(() => undefined);
    throw err;
  }
  // The retired method can no longer be charged; if the processor is unreachable now it stays unused there.
  if (replaced) await gateway.detachPaymentMethod(customerId, replaced).catch(() => undefined);

  const tried = await debtTriedAtOnce({ ...ctx, gateway }, { organizationId, ownerMemberId: owner.id }, change);
  const pending = await pendingSubscriptions(ctx.db, organizationId, owner.id);
  return {
    _message: [m.methodUpdated(methodWords(lang, method)), ...debtTryWords(lang, tried)].join(' '),
    lateRetry: tried,
    paymentMethod: {
      kind: method.kind,
      brand: method.brand,
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
    },
    pendingCents: amountDue(pending.map((p) => p.subscription)),
  };
}
