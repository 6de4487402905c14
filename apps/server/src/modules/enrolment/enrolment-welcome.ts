import { SET_PASSWORD_TOKEN_LIFETIME_MS } from '@mhq/domain';
import type { Db } from '../../db/connection';
import { insertPasswordToken } from '../auth/auth.queries';
import { publicUrl } from '../auth/auth.service';
import { newOpaqueToken } from '../auth/tokens';
import { receiptLink } from '../billing/public-receipt.service';
import { confirmationMail } from './enrolment-mail';
import type { EnrolmentWork, WriteCtx } from './enrolment-work';
import type { Collected } from './payment-collection';

/**
 * The household's welcome, queued in the enrolment's transaction: a link for the account owner to set a password,
 * in the confirmation mail with who was enrolled in what, what was paid, the receipt's link and the referral code.
 */
export async function queueWelcome(
  ctx: WriteCtx,
  tx: Db,
  w: EnrolmentWork,
  a: {
    userId: number;
    enrolled: { name: string; plan: string | null }[];
    collected: Collected | null;
    nextRenewal: string;
    receiptChargeId: number | null;
    referralCode: string;
  },
): Promise<void> {
  const { office, draft, quote } = w;
  const cash = draft.payment.method === 'cash';
  const { token, hash } = newOpaqueToken();
  await insertPasswordToken(tx, {
    userId: a.userId,
    purpose: 'set',
    tokenHash: hash,
    expiresAt: new Date(ctx.clock.now().getTime() + SET_PASSWORD_TOKEN_LIFETIME_MS),
  });
  const mail = confirmationMail({
    language: draft.language,
    tenant: ctx.tenant,
    officeName: office.officeName,
    officePhone: office.officePhone,
    ownerFirstName: draft.owner.firstName,
    enrolled: a.enrolled,
    notAdded: w.notAdded.map((n) => ({ name: `${n.firstName} ${n.lastName}`, reason: n.reason })),
    paidTodayCents: quote.todayCents,
    // Paid by the employer: its name, never its card.
    paidWith: office.employerName
      ? office.employerName
      : a.collected
        ? `${a.collected.method.brand} •••• ${a.collected.method.last4}`
        : null,
    payInOffice: cash,
    recurringCents: quote.recurringCents,
    term: draft.term,
    nextPaymentOn: cash ? null : a.nextRenewal,
    setPasswordLink: `${publicUrl(ctx)}/accounts/set-password/${token}`,
    receiptLink: a.receiptChargeId === null ? null : receiptLink(publicUrl(ctx), ctx.jwtKey, a.receiptChargeId),
    referralCode: a.referralCode,
  });
  await ctx.mail.enqueue(tx, { to: draft.owner.email, organizationId: office.organizationId, ...mail });
}
