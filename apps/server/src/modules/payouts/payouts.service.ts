import type { MonthlyStatementResponse, PayoutListResponse, PayoutReportResponse, PayoutView } from '@mhq/contract';
import { nextPayoutDay, PAYOUT_STATUSES, type PayoutStatus, payoutScheduleWords, utcDayOf } from '@mhq/domain';
import { PaymentDeclined, type PaymentGateway, ProcessorUnavailable } from '../../adapters/payments/payment-gateway';
import type { payouts } from '../../db/schema';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { officeById } from '../account/account.queries';
import { monthRange } from '../billing/payment-ledger.service';
import { ledgerLines, ledgerTotals } from '../money/ledger-lines';
import { payoutSchedule } from './payout-schedule';
import { balanceMovement, membersOfMonth, officePayouts, payoutOf, practiceBalance } from './payouts.queries';

// The office's payouts as its pages read them: the list with its balance and the schedule, one payout line by line,
// and the month's statement.

type Payout = typeof payouts.$inferSelect;

export function payoutView(p: Payout): PayoutView {
  const bank = p.bankName ?? 'Bank account';
  return {
    payoutId: p.id,
    payoutOn: p.payoutOn,
    cutoff: p.cutoff,
    amountCents: p.amountCents,
    status: PAYOUT_STATUSES.find((s) => s === p.status) ?? ('pending' as PayoutStatus),
    arrivalOn: p.arrivalOn,
    bankLabel: p.bankLast4 ? `${bank} ending in ${p.bankLast4}` : bank,
    upgrade: p.accountType === 'standard',
    failureMessage: p.failureMessage,
  };
}

async function officeOrFail(ctx: Ctx, officeId: number) {
  const office = await officeById(ctx.db, officeId);
  if (!office) throw notFound();
  return office;
}

/** Whether the processor says the office's payout account can receive payouts now (false when it cannot be asked). */
async function canReceive(gateway: PaymentGateway, accountId: string | null): Promise<boolean> {
  if (!accountId) return false;
  try {
    return (await gateway.retrieveConnectedAccount(accountId)).payoutsEnabled;
  } catch (err) {
    if (err instanceof PaymentDeclined || err instanceof ProcessorUnavailable) return false;
    throw err;
  }
}

/** The office's payouts, newest first, with what it is owed now and when the next payout comes. */
export async function payoutList(ctx: Ctx, gateway: PaymentGateway, officeId: number): Promise<PayoutListResponse> {
  const office = await officeOrFail(ctx, officeId);
  const schedule = await payoutSchedule(ctx.db);
  const rows = await officePayouts(ctx.db, office.organizationId, office.id);
  return {
    schedule: payoutScheduleWords(schedule),
    nextPayoutOn: nextPayoutDay(utcDayOf(ctx.clock.now()), schedule),
    balanceCents: await practiceBalance(ctx.db, office.organizationId, office.id),
    payoutsOn: await canReceive(gateway, office.stripeAccountId ?? office.standardStripeAccountId),
    payouts: rows.map(payoutView),
  };
}

/**
 * One payout line by line: what it carried of the practice's money, the totals by kind, which add up to its amount.
 * A payout to the office's upgraded (standard) account is in the same ledger: payout/{id} and upgrade_payout/{id}
 * answer the same report (the list says which account each went to).
 */
export async function payoutReport(
  ctx: Ctx,
  ids: { officeId: number; payoutId: number },
): Promise<PayoutReportResponse> {
  const office = await officeOrFail(ctx, ids.officeId);
  const p = await payoutOf(ctx.db, office.id, ids.payoutId);
  if (!p) throw notFound();
  const lines = await ledgerLines(ctx.db, {
    organizationId: office.organizationId,
    officeId: office.id,
    payoutId: p.id,
  });
  return { officeName: office.officeName, payout: payoutView(p), totals: ledgerTotals(lines), lines };
}

/** The office's month: its money, its balance at the start and the end, its payouts, and its members' month. */
export async function monthlyStatement(ctx: Ctx, officeId: number, month: string): Promise<MonthlyStatementResponse> {
  const office = await officeOrFail(ctx, officeId);
  const { from, to } = monthRange(month);
  const scope = { organizationId: office.organizationId, officeId: office.id };
  const lines = await ledgerLines(ctx.db, { ...scope, from, to });
  const paid = await officePayouts(ctx.db, office.organizationId, office.id, {
    from: utcDayOf(from),
    to: utcDayOf(to),
  });
  const totals = ledgerTotals(lines);
  const moved = await balanceMovement(ctx.db, office.organizationId, office.id, from, to);
  return {
    month,
    officeName: office.officeName,
    totals,
    openingBalanceCents: await practiceBalance(ctx.db, office.organizationId, office.id, from),
    earnedCents: moved.earnedCents,
    paidOutCents: moved.paidOutCents,
    closingBalanceCents: await practiceBalance(ctx.db, office.organizationId, office.id, to),
    cashInHandCents: totals.toPracticeCents - totals.toBalanceCents,
    payouts: paid.map(payoutView),
    members: await membersOfMonth(ctx.db, office.organizationId, office.id, from, to),
  };
}
