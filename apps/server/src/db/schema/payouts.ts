import { sql } from 'drizzle-orm';
import { bigint, date, foreignKey, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { offices } from './practices';

/**
 * A practice's balance paid out to its connected account: every ledger transaction of the office up to `cutoff`
 * that no earlier payout carried (ledger_transactions.payout_id). Written (pending) with those transactions marked
 * and its own ledger transaction, before the processor is asked (its idempotency key is `payout_<id>`), so a payout
 * interrupted is asked again with the same key; one the processor refuses gives its transactions back to the next.
 * One per office and payout day.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    /** The schedule's day it was made for, and the day before which the money it carries moved. */
    payoutOn: date('payout_on').notNull(),
    cutoff: date('cutoff').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** 'pending' (the processor not yet answered), 'paid' or 'failed'. */
    status: text('status').notNull(),
    /** The connected account it went to, its kind ('express', or 'standard' after the upgrade) and its bank. */
    destinationAccountId: text('destination_account_id').notNull(),
    accountType: text('account_type').notNull(),
    bankName: text('bank_name'),
    bankLast4: text('bank_last4'),
    processorPayoutId: text('processor_payout_id'),
    /** When the bank should show it. */
    arrivalOn: date('arrival_on'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    unique('payouts_org_id_unique').on(t.organizationId, t.id),
    unique('payouts_office_day_unique').on(t.organizationId, t.officeId, t.payoutOn),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    index('payouts_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
