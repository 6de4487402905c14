import { guaranteedPaymentApplies, periodEnd, platformFeeCents } from '@mhq/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { chargeLines, recordCharge } from '../money/charges';
import { enrolmentOffice } from './enrolment.queries';
import { memberOf } from './subscription-add.service';

const M = {
  nothingPending: 'There is no payment waiting for this plan: it may already have been recorded.',
  activated: (name: string) => `Payment recorded. ${name} is now active.`,
} as const;

/** The front desk took the payment in the office: pending_cash becomes active_cash, and the ledger records it. */
export async function activateCash(ctx: Ctx, auth: AuthContext, officeId: number, memberId: number, planId: number) {
  const office = await enrolmentOffice(ctx.db, officeId, ctx.clock.now());
  if (!office) throw notFound();
  const member = await memberOf(ctx, officeId, memberId);
  const day = ctx.clock.now().toISOString().slice(0, 10);
  const now = ctx.clock.now();
  const plan = office.household.plans.find((p) => p.id === planId);
  return ctx.db.transaction(async (tx) => {
    const candidates = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.organizationId, member.organizationId),
          eq(subscriptions.memberId, member.id),
          eq(subscriptions.planId, planId),
          inArray(subscriptions.status, ['pending_cash']),
        ),
      )
      .for('update');
    const sub = candidates[0];
    if (!sub) throw new AppError('CONFLICT', M.nothingPending);
    const term = sub.term === 'annual' ? 'annual' : 'monthly';
    const end = periodEnd(day, term);
    await tx
      .update(subscriptions)
      .set({ status: 'active_cash', currentPeriodStart: day, nextRenewalOn: end, feeDueCents: 0 })
      .where(eq(subscriptions.id, sub.id));
    const feeCents = platformFeeCents(sub.priceCents, term, office.fees.perMemberMonthCents);
    const gpp = guaranteedPaymentApplies(office.household.gppActive, plan?.disableGpp);
    const amountCents = sub.priceCents + sub.feeDueCents;
    await recordCharge(tx, {
      organizationId: member.organizationId,
      officeId,
      ownerMemberId: member.accountOwnerId ?? member.id,
      method: 'cash',
      processorChargeId: null,
      paymentMethodId: null,
      amountCents,
      platformFeeCents: feeCents,
      description: `${office.officeName} membership for ${member.firstName} ${member.lastName}, paid in the office`,
      enrolmentId: sub.enrolmentId,
      recordedByUserId: auth.userId,
      at: now,
      items: chargeLines(
        {
          listCents: sub.priceCents,
          discountCents: 0,
          periodCents: sub.priceCents,
          setupFeeCents: gpp ? sub.feeDueCents : 0,
          activationFeeCents: gpp ? 0 : sub.feeDueCents,
        },
        sub.id,
        member.id,
        { start: day, end, feeCents },
      ),
    });
    return {
      _message: M.activated(`${member.firstName} ${member.lastName}`),
      subscriptionId: sub.id,
      amountCents,
      paidThrough: end,
    };
  });
}
