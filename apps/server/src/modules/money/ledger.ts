import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { jsonRows, queryRows } from '../../db/rows';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';

/**
 * The ledger's accounts (ARCHITECTURE.md 'Data'): what patients paid in, what the practice is owed and is paid out
 * by the processor, what the practice took in its office, the platform's fees (its account: a guarantee claim is paid
 * from it), what a payer's bank holds back while it decides a dispute, and what was paid out to the practice's bank.
 */
export const LEDGER_ACCOUNTS = [
  'patient_funds',
  'practice_balance',
  'practice_cash',
  'platform_fees',
  'disputed_funds',
  'practice_payouts',
  // A practice paying the platform for its tier (modules/tiers): what the practice paid from its own card or bank
  // account, and the platform's revenue from it. Neither touches the practice's balance or the members' money.
  'practice_tier_payments',
  'platform_tier_revenue',
  // Print materials a practice orders from the platform (modules/print-orders), paid the same way as its tier.
  'practice_print_payments',
  'platform_print_revenue',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/**
 * What moved the money: a payment, a payment in the office, a refund, a dispute opened (held) and its decision, what
 * the guarantee paid the practice for a guaranteed plan left unpaid (no patient money moves), a payout to the
 * practice's bank and its reversal when the bank refused it.
 */
export type LedgerKind =
  | 'charge'
  | 'cash_payment'
  | 'refund'
  | 'dispute'
  | 'dispute_won'
  | 'dispute_lost'
  | 'guarantee_claim'
  | 'payout'
  | 'payout_failed'
  | 'tier_charge'
  | 'print_order';

export type LedgerEntry = { account: LedgerAccount; amountCents: number; memberId?: number | null };

export type LedgerTransaction = {
  organizationId: number;
  officeId: number;
  kind: LedgerKind;
  chargeId: number | null;
  description: string;
  occurredAt: Date;
  entries: LedgerEntry[];
  /** The payout this transaction is (a payout's own transaction); others are marked when a payout carries them. */
  payoutId?: number | null;
};

/**
 * Writes one balanced transaction. Refuses one whose entries do not sum to zero before writing anything (the
 * database refuses it again at commit).
 */
export async function recordLedger(tx: Db, t: LedgerTransaction): Promise<number> {
  const [id] = await recordLedgers(tx, [t]);
  if (!id) throw new Error('ledger insert returned nothing');
  return id;
}

/** Writes many balanced transactions in one statement whatever their number; their ids in order. */
export async function recordLedgers(tx: Db, list: readonly LedgerTransaction[]): Promise<number[]> {
  if (list.length === 0) return [];
  for (const t of list) {
    const total = t.entries.reduce((sum, e) => sum + e.amountCents, 0);
    if (total !== 0 || t.entries.length < 2) throw new Error(`ledger transaction does not balance (${total})`);
  }
  const rows = list.map((t, n) => ({
    n,
    organization_id: t.organizationId,
    office_id: t.officeId,
    kind: t.kind,
    charge_id: t.chargeId,
    description: t.description,
    occurred_at: t.occurredAt,
    payout_id: t.payoutId ?? null,
    entries: t.entries
      .filter((e) => e.amountCents !== 0)
      .map((e) => ({ account: e.account, amount_cents: e.amountCents, member_id: e.memberId ?? null })),
  }));
  // The ids are drawn first, so each entry finds its transaction by position; all in one statement.
  const ids = await queryRows<{ id: number }>(
    tx,
    sql`with v as (
        select * from json_to_recordset(${jsonRows(rows)}) as v(n int, organization_id int, office_id int, kind text,
          charge_id int, description text, occurred_at timestamptz, payout_id int, entries json)),
      ids as (select v.n, nextval(pg_get_serial_sequence('ledger_transactions', 'id'))::int as id from v),
      t as (
        insert into ${ledgerTransactions} (id, organization_id, office_id, kind, charge_id, description, occurred_at, payout_id)
        select ids.id, v.organization_id, v.office_id, v.kind, v.charge_id, v.description, v.occurred_at, v.payout_id
        from v join ids on ids.n = v.n
        returning id),
      e as (
        insert into ${ledgerEntries} (organization_id, transaction_id, account, amount_cents, member_id)
        select v.organization_id, ids.id, e.account, e.amount_cents, e.member_id
        from v join ids on ids.n = v.n
        cross join json_to_recordset(v.entries) as e(account text, amount_cents bigint, member_id int)
        returning 1)
    select ids.id from ids where exists (select 1 from t where t.id = ids.id) and (select count(*) from e) >= 0
    order by ids.n`,
  );
  return ids.map((r) => r.id);
}

/**
 * A payment a household made, as entries: the patient paid `amount`; the platform keeps `fee`; the rest is owed to
 * the practice (a processor charge) or already in its hands (paid in the office, which then owes the fee).
 */
export function paymentEntries(amountCents: number, feeCents: number, method: 'processor' | 'cash', memberId: number) {
  const entries: LedgerEntry[] =
    method === 'processor'
      ? [
          { account: 'patient_funds', amountCents: -amountCents, memberId },
          { account: 'practice_balance', amountCents: amountCents - feeCents },
          { account: 'platform_fees', amountCents: feeCents },
        ]
      : [
          { account: 'patient_funds', amountCents: -amountCents, memberId },
          { account: 'practice_cash', amountCents: amountCents },
          { account: 'practice_balance', amountCents: -feeCents },
          { account: 'platform_fees', amountCents: feeCents },
        ];
  return entries;
}
