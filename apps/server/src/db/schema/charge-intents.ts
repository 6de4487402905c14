import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { offices } from './practices';

/**
 * A payment a request is about to ask the processor for (an enrolment's first payment, plans started with the card
 * on file, another plan added), written and committed before the processor is asked: what is charged, to whom, under
 * which idempotency key, and what it pays for (`work`, enough to record it without the request that wrote it).
 * Whatever stops the request (a crash, a lost connection), the charge is never left without a record: a retry with
 * the same key, or the billing run's recovery step, asks the processor what became of the key and records what it
 * paid for, or refunds it (modules/money/charge-intents.ts).
 */
export const chargeIntents = pgTable(
  'charge_intents',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    /** What the payment is for: 'enrolment', 'subscribe', 'add_plan' or 'tier' (each has its recorder). */
    kind: text('kind').notNull(),
    /** The processor's idempotency key: one intent per request, however often it is retried. */
    processorKey: text('processor_key').notNull(),
    /**
     * 'pending' (the processor may have been asked), 'recorded' (what it paid for written, in the same transaction),
     * 'declined' (refused: nothing to record), 'refunded' (charged, but it could not be recorded: given back) or
     * 'abandoned' (its request died before the processor charged anything).
     */
    status: text('status').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    platformFeeCents: bigint('platform_fee_cents', { mode: 'number' }).notNull(),
    /** The practice's connected account; null for the platform's own charge (a tier, kind 'tier'). */
    destinationAccountId: text('destination_account_id'),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    /** Who pays: a card or bank account on file, or a new customer with a token to attach (IntentPayer). */
    payer: jsonb('payer').$type<Record<string, unknown>>().notNull(),
    /** The processor's customer and payment method, written once they exist (a retry never attaches twice). */
    customerId: text('customer_id'),
    paymentMethod: jsonb('payment_method').$type<Record<string, unknown>>(),
    /** What the payment pays for, as its recorder reads it. */
    work: jsonb('work').$type<Record<string, unknown>>().notNull(),
    processorChargeId: text('processor_charge_id'),
    /** The answer the request gave (or would give): the recorder's response, or the refusal's status and body. */
    outcome: jsonb('outcome').$type<{ status: number; body: unknown }>(),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
    /** Real time until which the request that wrote it is presumed to be working on it; then recovery may. */
    leaseUntil: ts('lease_until').notNull(),
  },
  (t) => [
    unique('charge_intents_processor_key_unique').on(t.processorKey),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    index('charge_intents_pending_idx').on(t.leaseUntil).where(sql`${t.status} = 'pending'`),
  ],
);
