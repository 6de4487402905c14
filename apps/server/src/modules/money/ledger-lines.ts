import type { LedgerLine } from '@mhq/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';

// The office's ledger read line by line, as its pages and reports show it: each transaction with what it moved of the
// patient's money, the platform's fee and the practice's (its processor balance and the cash in its hands), and who.

type Row = {
  id: number;
  kind: string;
  charge_id: number | null;
  description: string;
  at: Date | string;
  patient: number;
  fee: number;
  practice: number;
  balance: number;
  method: string | null;
  member: string | null;
};

/** Which transactions: of a period (from inclusive, to exclusive), or the ones a payout carried. */
export type LedgerScope = { organizationId: number; officeId: number } & (
  | { from: Date; to: Date }
  | { payoutId: number }
);

const KIND: Record<string, LedgerLine['kind']> = {
  charge: 'payment',
  cash_payment: 'cash_payment',
  refund: 'refund',
  dispute: 'dispute_held',
  dispute_won: 'dispute_released',
  dispute_lost: 'dispute_returned',
  guarantee_claim: 'guarantee_claim',
};
const METHOD: Record<string, string> = {
  card: 'Card',
  us_bank_account: 'Bank account',
  cash: 'Paid in the office',
  // A renewal the household's account credit (a referral's) paid in full.
  account_credit: 'Account credit',
};

/** The transactions of the scope, newest first (payouts' own transactions are not lines: they move no earnings). */
export async function ledgerLines(db: Db, scope: LedgerScope): Promise<LedgerLine[]> {
  const which =
    'payoutId' in scope
      ? sql`x.payout_id = ${scope.payoutId}`
      : sql`x.occurred_at >= ${scope.from.toISOString()}::timestamptz and x.occurred_at < ${scope.to.toISOString()}::timestamptz`;
  const rows = await queryRows<Row>(
    db,
    sql`with t as (
        select x.id, x.kind, x.charge_id, x.description, x.occurred_at as at,
          coalesce(sum(e.amount_cents) filter (where e.account = 'patient_funds'), 0)::float8 as patient,
          coalesce(sum(e.amount_cents) filter (where e.account = 'platform_fees'), 0)::float8 as fee,
          coalesce(sum(e.amount_cents) filter (where e.account in ('practice_balance', 'practice_cash')), 0)::float8 as practice,
          coalesce(sum(e.amount_cents) filter (where e.account = 'practice_balance'), 0)::float8 as balance,
          max(e.member_id) as entry_member
        from ledger_transactions x
        join ledger_entries e on e.organization_id = x.organization_id and e.transaction_id = x.id
        where x.organization_id = ${scope.organizationId} and x.office_id = ${scope.officeId} and ${which}
          -- A tier payment or print order is the practice paying the platform, not the office's earnings.
          and x.kind not in ('payout', 'payout_failed', 'tier_charge', 'print_order')
        group by x.id)
      select t.*, c.method, nullif(trim(concat_ws(' ', m.first_name, m.last_name)), '') as member
      from t
      left join charges c on c.organization_id = ${scope.organizationId} and c.id = t.charge_id
      -- A payment's household owner; a guarantee claim's member (named on its entries).
      left join members m on m.organization_id = ${scope.organizationId} and m.id = coalesce(c.owner_member_id, t.entry_member)
      order by t.at desc, t.id desc`,
  );
  return rows.map((r) => ({
    transactionId: r.id,
    at: new Date(r.at).toISOString(),
    kind: KIND[r.kind] ?? 'adjustment',
    chargeId: r.charge_id,
    memberName: r.member,
    methodLabel: r.kind === 'guarantee_claim' ? 'Paid by the guarantee' : (r.method && METHOD[r.method]) || 'Card',
    description: r.description,
    paidCents: -Number(r.patient),
    platformFeeCents: Number(r.fee),
    toPracticeCents: Number(r.practice),
    toBalanceCents: Number(r.balance),
  }));
}

/** The totals of lines, by what moved the money. */
export function ledgerTotals(lines: readonly LedgerLine[]) {
  const sum = (pick: (l: LedgerLine) => number, kinds?: readonly LedgerLine['kind'][]) =>
    lines.filter((l) => !kinds || kinds.includes(l.kind)).reduce((total, l) => total + pick(l), 0);
  return {
    processorCents: sum((l) => l.paidCents, ['payment']),
    cashCents: sum((l) => l.paidCents, ['cash_payment']),
    refundedCents: -sum((l) => l.paidCents, ['refund']),
    disputesCents: sum((l) => l.toBalanceCents, ['dispute_held', 'dispute_released', 'dispute_returned']),
    guaranteeCents: sum((l) => l.toBalanceCents, ['guarantee_claim']),
    // The platform's fees are what it kept of payments; what the guarantee paid out of its account is apart.
    platformFeeCents: sum(
      (l) => l.platformFeeCents,
      ['payment', 'cash_payment', 'refund', 'dispute_held', 'dispute_released', 'dispute_returned'],
    ),
    toPracticeCents: sum((l) => l.toPracticeCents),
    toBalanceCents: sum((l) => l.toBalanceCents),
    lines: lines.length,
  };
}
