import { isPayoutDay, payoutCutoff, utcDayOf } from '@mhq/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import { payouts } from '../../db/schema';
import { askAndSettlePayout, type PayoutDeps, payOffice } from './payout-make';
import { payoutSchedule } from './payout-schedule';

// Payouts on their schedule (the billing run's last step): on a payout day each office's balance up to the cut-off is
// paid to its bank; payouts an interruption left pending are asked again first.

export type PayoutRunSummary = { paid: number; failed: number; paidCents: number; resumed: number };

/** Payouts left pending (written more than `olderThanMs` ago, real time): asked again with their key. */
async function resumePayouts(deps: PayoutDeps, olderThanMs: number): Promise<number> {
  const stale = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.status, 'pending'), lt(payouts.createdAt, new Date(Date.now() - olderThanMs))));
  for (const p of stale) await askAndSettlePayout(deps, p);
  return stale.length;
}

/** On a payout day, every office with money to carry is paid; on any day, interrupted payouts are finished. */
export async function runPayouts(deps: PayoutDeps, opts: { leaseMs?: number } = {}): Promise<PayoutRunSummary> {
  const summary: PayoutRunSummary = { paid: 0, failed: 0, paidCents: 0, resumed: 0 };
  summary.resumed = await resumePayouts(deps, opts.leaseMs ?? 5 * 60_000);
  const day = utcDayOf(deps.clock.now());
  const schedule = await payoutSchedule(deps.db);
  if (!isPayoutDay(day, schedule)) return summary;
  const cutoff = payoutCutoff(day, schedule);
  const due = await queryRows<{ organization_id: number; office_id: number; account: string | null }>(
    deps.db,
    // Only offices owed something: one whose refunds and disputes passed its payments is not asked about all day.
    sql`select x.organization_id, x.office_id, coalesce(o.stripe_account_id, o.standard_stripe_account_id) as account
      from ledger_transactions x
      join ledger_entries e on e.organization_id = x.organization_id and e.transaction_id = x.id
        and e.account = 'practice_balance'
      join offices o on o.organization_id = x.organization_id and o.id = x.office_id
      where x.payout_id is null and x.occurred_at < ${`${cutoff}T00:00:00Z`}::timestamptz
        and x.kind not in ('payout', 'payout_failed')
        and not exists (select 1 from payouts p where p.organization_id = x.organization_id
          and p.office_id = x.office_id and p.payout_on = ${day}::date)
      group by 1, 2, 3 having sum(e.amount_cents) > 0 order by 1, 2`,
  );
  for (const office of due) {
    const payout = await payOffice(
      deps,
      { organizationId: office.organization_id, id: office.office_id, accountId: office.account },
      day,
      cutoff,
    );
    if (payout?.status === 'paid') {
      summary.paid++;
      summary.paidCents += payout.amountCents;
    } else if (payout?.status === 'failed') summary.failed++;
  }
  return summary;
}
