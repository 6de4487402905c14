import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';

/**
 * The ledger's accounts (ARCHITECTURE.md 'Data'): what patients paid in, what the practice is owed and is paid out
 * by the processor, what the practice took in its office, and the platform's fees.
 */
export const LEDGER_ACCOUNTS = ['patient_funds', 'practice_balance', 'practice_cash', 'platform_fees'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export type LedgerEntry = { account: LedgerAccount; amountCents: number; memberId?: number | null };

export type LedgerTransaction = {
  organizationId: number;
  officeId: number;
  kind: 'charge' | 'cash_payment';
  chargeId: number | null;
  description: string;
  occurredAt: Date;
  entries: LedgerEntry[];
};

/**
 * Writes one balanced transaction. Refuses one whose entries do not sum to zero before writing anything (the
 * database refuses it again at commit).
 */
export async function recordLedger(tx: Db, t: LedgerTransaction): Promise<number> {
  const total = t.entries.reduce((sum, e) => sum + e.amountCents, 0);
  if (total !== 0 || t.entries.length < 2) throw new Error(`ledger transaction does not balance (${total})`);
  const rows = t.entries
    .filter((e) => e.amountCents !== 0)
    .map((e) => sql`(${e.account}::text, ${e.amountCents}::bigint, ${e.memberId ?? null}::int)`);
  // The transaction and its entries in one statement.
  const result = (await tx.execute(sql`
    with t as (
      insert into ${ledgerTransactions} (organization_id, office_id, kind, charge_id, description, occurred_at)
      values (${t.organizationId}, ${t.officeId}, ${t.kind}, ${t.chargeId}, ${t.description}, ${t.occurredAt.toISOString()})
      returning id
    )
    insert into ${ledgerEntries} (organization_id, transaction_id, account, amount_cents, member_id)
    select ${t.organizationId}, t.id, e.account, e.amount, e.member from t, (values ${sql.join(rows, sql`, `)}) as e(account, amount, member)
    returning transaction_id`)) as unknown as { rows: { transaction_id: number }[] };
  const row = { id: Number(result.rows[0]?.transaction_id) };
  if (!row.id) throw new Error('ledger insert returned nothing');
  return row.id;
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
