import type { CashPaymentResponse, InOfficePaymentRequest, RenewCashRequest } from '@mhq/contract';
import {
  type BillingPeriod,
  cashRenewalPeriod,
  cashRenewalRefusal,
  delinquentCashPeriod,
  formatMoney,
  formatUsDate,
  type Period,
  platformFeeCents,
  priceForPeriod,
  priceForTerm,
  unpaidPeriod,
  utcDayOf,
} from '@mhq/domain';
import type { Db } from '../../db/connection';
import { isPgError } from '../../db/pg-errors';
import type { Ctx } from '../../deps';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import type { Member } from '../billing/billing.queries';
import { amountDue } from '../billing/first-payment';
import { activateCash } from '../enrolment/cash.service';
import { platformFees } from '../enrolment/platform-fees';
import { liveMemberOf } from '../members/member-details.service';
import { recordMemberEvents } from '../members/member-events';
import { recordCharge } from '../money/charges';
import {
  officeNameOf,
  paidPeriodStarts,
  type SubscriptionWithPlanPrice,
  subscriptionOfMember,
  updateSubscription,
} from './subscription-cash.queries';
import { assertCashAction, fullName, subscriptionAnswer } from './subscription-cash.service';

// Money taken at the front desk for a subscription: the next period of a plan paid in the office (renew_cash), and a
// late period or a first payment (in-office-payment). Each payment is a cash charge with its lines and a balanced
// ledger transaction, written with the subscription's new period in one transaction.

const M = {
  amountChanged: (cents: number) =>
    `The amount due is now ${dollars(cents)}. Please check it with the patient and try again.`,
  noPrice: 'This plan has no price to collect. Please check the plan with the office manager.',
  alreadyPaid: 'This period of the plan is already paid: there is nothing to collect.',
  nothingOwed: 'Every period of this plan is already paid: there is nothing to collect.',
  paid: (amount: string, name: string, until: string) =>
    `Payment of ${amount} recorded. ${name} is covered until ${until}.`,
  paidLate: (amount: string, name: string, until: string) =>
    `Payment of ${amount} recorded. ${name} is active again, covered until ${until}.`,
} as const;

const dollars = (cents: number) => formatMoney(cents, { decimals: 2 });
const termOf = (term: string): BillingPeriod => (term === 'annual' ? 'annual' : 'monthly');

/** Refuses a payment whose amount is not the one the page showed, with the amount due now (409). */
function assertExpected(expectedCents: number, dueCents: number): void {
  if (expectedCents !== dueCents) {
    throw new AppError('CONFLICT', M.amountChanged(dueCents), undefined, { amountDueCents: dueCents });
  }
}

type CashPeriodPayment = {
  member: Member;
  row: SubscriptionWithPlanPrice;
  period: Period;
  expectedCents: number;
  /** The status the subscription has once paid: active_cash keeps renewing at the desk, a late card plan is active. */
  status: 'active' | 'active_cash';
};

/** Records one period of a locked subscription paid in cash: the new period, the charge and ledger, a history line. */
async function takeCashPayment(tx: Db, ctx: Ctx, auth: AuthContext, p: CashPeriodPayment) {
  const { sub, planName } = p.row;
  const { organizationId } = sub;
  const term = termOf(sub.term);
  // A row from before prices were kept per subscription carries 0: it pays what the plan costs.
  const base =
    sub.priceCents > 0
      ? sub.priceCents
      : priceForTerm({ monthly: p.row.planMonthlyCents, annually: p.row.planAnnualCents }, term);
  const price = priceForPeriod({ ...sub, priceCents: base }, p.period.start);
  if (price.priceCents <= 0) throw new AppError('CONFLICT', M.noPrice);
  assertExpected(p.expectedCents, price.priceCents);

  const amountCents = price.priceCents;
  const fees = await platformFees(tx, p.member.officeId);
  const feeCents = platformFeeCents(amountCents, term, fees.perMemberMonthCents);
  const officeName = await officeNameOf(tx, organizationId, p.member.officeId);
  const now = ctx.clock.now();
  const name = fullName(p.member);
  const span = `${formatUsDate(p.period.start)} to ${formatUsDate(p.period.end)}`;
  await updateSubscription(tx, organizationId, sub.id, {
    status: p.status,
    currentPeriodStart: p.period.start,
    nextRenewalOn: p.period.end,
    priceCents: amountCents,
    // Paid: no longer late in the office (cash lateness starts again from the new due day).
    lateInOfficeOn: null,
    // The noticed price change is now the member's price.
    ...(price.pendingApplied ? { pendingPriceCents: null, pendingPriceFrom: null, pendingPriceNotifiedAt: null } : {}),
  });
  try {
    await recordCharge(tx, {
      organizationId,
      officeId: p.member.officeId,
      ownerMemberId: p.member.accountOwnerId ?? p.member.id,
      method: 'cash',
      processorChargeId: null,
      paymentMethodId: null,
      amountCents,
      platformFeeCents: feeCents,
      description: `${officeName} membership for ${name} (${planName}), ${span}, paid in the office`,
      enrolmentId: sub.enrolmentId,
      recordedByUserId: auth.userId,
      at: now,
      items: [
        {
          subscriptionId: sub.id,
          memberId: p.member.id,
          periodStart: p.period.start,
          periodEnd: p.period.end,
          kind: 'membership',
          listCents: amountCents,
          discountCents: 0,
          amountCents,
          platformFeeCents: feeCents,
        },
      ],
    });
  } catch (err) {
    // A period of a subscription is paid once (charge_items_period_once): never a second charge for it.
    if (isPgError(err, '23505', 'charge_items_period_once')) throw new AppError('CONFLICT', M.alreadyPaid);
    throw err;
  }
  const late = sub.status === 'past_due' || sub.status === 'delinquent';
  await recordMemberEvents(tx, [
    {
      organizationId,
      memberId: p.member.id,
      subscriptionId: sub.id,
      actorUserId: auth.userId,
      kind: 'payment.in_office',
      summary:
        `Paid ${late ? 'the late ' : ''}${dollars(amountCents)} in the office for ${planName}, ${span}${late ? '; active again' : ''}.` +
        (price.pendingApplied ? ` The new price applies from this period.` : ''),
      detail: { periodStart: p.period.start, periodEnd: p.period.end, amountCents },
      at: now,
    },
  ]);
  const until = formatUsDate(p.period.end);
  return {
    _message: (late ? M.paidLate : M.paid)(dollars(amountCents), name, until),
    subscription: await subscriptionAnswer(tx, organizationId, p.member.id, sub.id),
    payment: { amountCents, paidFrom: p.period.start, paidThrough: p.period.end },
  };
}

/**
 * `renew_cash`: a plan paid in the office (active_cash) pays its next period at the front desk, from its next renewal
 * day (or today when that has passed), at its price or the noticed new one; the next renewal moves on by one term.
 */
export async function renewCash(
  ctx: Ctx,
  auth: AuthContext,
  memberId: number,
  req: RenewCashRequest,
): Promise<CashPaymentResponse> {
  const member = await liveMemberOf(ctx, req.dentistInfoId, memberId);
  const today = utcDayOf(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    const row = await subscriptionOfMember(tx, member.organizationId, member.id, req.subscriptionId, true);
    assertCashAction('renewCash', row.sub);
    const term = termOf(row.sub.term);
    const early = cashRenewalRefusal(row.sub.nextRenewalOn, today, term);
    if (early) throw new AppError('CONFLICT', early);
    const period = cashRenewalPeriod(row.sub.nextRenewalOn, today, term);
    return takeCashPayment(tx, ctx, auth, {
      member,
      row,
      period,
      expectedCents: req.expectedCents,
      status: 'active_cash',
    });
  });
}

/**
 * `in-office-payment`: a member who owes pays at the front desk. A late plan (past_due) pays the period it owes and is
 * active again (active_cash when it went late in the office); a plan paid in the office that went delinquent pays one
 * term from today (active_cash); a plan waiting for its first payment (pending_cash) starts, exactly as activate_cash
 * starts it.
 */
export async function payInOffice(
  ctx: Ctx,
  auth: AuthContext,
  req: InOfficePaymentRequest,
): Promise<CashPaymentResponse> {
  const member = await liveMemberOf(ctx, req.dentistInfoId, req.memberId);
  const { organizationId } = member;
  const { sub } = await subscriptionOfMember(ctx.db, organizationId, member.id, req.subscriptionId);
  assertCashAction('payInOffice', sub);
  if (sub.status === 'pending_cash') {
    // The period and the fee owed with it, as activate_cash takes them.
    assertExpected(req.expectedCents, amountDue([sub]));
    const paid = await activateCash(ctx, auth, member.officeId, member.id, sub.planId);
    const subscription = await subscriptionAnswer(ctx.db, organizationId, member.id, paid.subscriptionId);
    return {
      _message: paid._message,
      subscription,
      payment: {
        amountCents: paid.amountCents,
        paidFrom: subscription.currentPeriodStart ?? utcDayOf(ctx.clock.now()),
        paidThrough: paid.paidThrough,
      },
    };
  }
  const today = utcDayOf(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    // Read again under the lock: another payment may have got here first.
    const row = await subscriptionOfMember(tx, organizationId, member.id, sub.id, true);
    assertCashAction('payInOffice', row.sub);
    const term = termOf(row.sub.term);
    // A plan paid in the office that went delinquent unpaid: one term from today, the missed period written off.
    if (row.sub.status === 'delinquent') {
      const period = delinquentCashPeriod(today, term);
      return takeCashPayment(tx, ctx, auth, {
        member,
        row,
        period,
        expectedCents: req.expectedCents,
        status: 'active_cash',
      });
    }
    if (row.sub.status !== 'past_due') throw new AppError('CONFLICT', M.nothingOwed);
    const paidStarts = await paidPeriodStarts(tx, organizationId, sub.id);
    const period = unpaidPeriod({ ...row.sub, term }, paidStarts, today);
    if (!period) throw new AppError('CONFLICT', M.nothingOwed);
    // A plan late in the office keeps being paid there; a card plan late by a failed charge goes back to its card.
    const status = row.sub.lateInOfficeOn ? 'active_cash' : 'active';
    return takeCashPayment(tx, ctx, auth, { member, row, period, expectedCents: req.expectedCents, status });
  });
}
