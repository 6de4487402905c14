import { formatMoney, formatUsDate } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { plans, subscriptions } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { memberOf, startFirstPeriod } from '../billing/billing.queries';
import { firstPayment } from '../billing/first-payment';
import { recordMemberEvents } from '../members/member-events';
import { recordCharge } from '../money/charges';
import { enrolmentOffice } from './enrolment.queries';

const M = {
  nothingPending: 'There is no payment waiting for this plan: it may already have been recorded.',
  activated: (name: string) => `Payment recorded. ${name} is now active.`,
} as const;

/** The front desk took the payment in the office: pending_cash becomes active_cash, and the ledger records it. */
export async function activateCash(ctx: Ctx, auth: AuthContext, officeId: number, memberId: number, planId: number) {
  const office = await enrolmentOffice(ctx.db, officeId, ctx.clock.now());
  if (!office) throw notFound();
  const member = await memberOf(ctx.db, officeId, memberId);
  const now = ctx.clock.now();
  const day = office.household.today;
  const { organizationId } = member;
  return ctx.db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ sub: subscriptions, disableGpp: plans.disableGpp })
      .from(subscriptions)
      .innerJoin(plans, and(eq(plans.organizationId, subscriptions.organizationId), eq(plans.id, subscriptions.planId)))
      .where(
        and(
          eq(subscriptions.organizationId, organizationId),
          eq(subscriptions.memberId, member.id),
          eq(subscriptions.planId, planId),
          eq(subscriptions.status, 'pending_cash'),
        ),
      )
      .limit(1)
      .for('update', { of: subscriptions });
    if (!waiting) throw new AppError('CONFLICT', M.nothingPending);
    const { sub } = waiting;
    const paid = firstPayment(
      { ...sub, disableGpp: waiting.disableGpp },
      { day, gppActive: office.household.gppActive, perMemberMonthCents: office.fees.perMemberMonthCents },
    );
    await startFirstPeriod(tx, organizationId, sub.id, { status: 'active_cash', start: day, end: paid.end });
    await recordCharge(tx, {
      organizationId,
      officeId,
      ownerMemberId: member.accountOwnerId ?? member.id,
      method: 'cash',
      processorChargeId: null,
      paymentMethodId: null,
      amountCents: paid.amountCents,
      platformFeeCents: paid.platformFeeCents,
      description: `${office.officeName} membership for ${member.firstName} ${member.lastName}, paid in the office`,
      enrolmentId: sub.enrolmentId,
      recordedByUserId: auth.userId,
      at: now,
      items: paid.items,
    });
    await recordMemberEvents(tx, [
      {
        organizationId,
        memberId: member.id,
        subscriptionId: sub.id,
        actorUserId: auth.userId,
        kind: 'payment.in_office',
        summary: `Paid ${formatMoney(paid.amountCents, { decimals: 2 })} in the office; active through ${formatUsDate(paid.end)}.`,
        at: now,
      },
    ]);
    return {
      _message: M.activated(`${member.firstName} ${member.lastName}`),
      subscriptionId: sub.id,
      amountCents: paid.amountCents,
      paidThrough: paid.end,
    };
  });
}
