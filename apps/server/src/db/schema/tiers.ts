import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { organizations } from './practices';

// What the platform bills a practice for its tier (modules/tiers): the schedule of each organization's tier, and each
// period's payment, once per organization and period.

/**
 * An organization's tier billing schedule: started by the billing run once the practice is on a tier with a card or
 * bank account it can be charged on. Periods are counted from the anchor (never drifting), so period n starts
 * `n` months (or years) after it. `tierLevel` is the tier sold: kept while organizations.tier_level is 0 (owed), and
 * given back when the owed period is paid.
 */
export const tierSchedules = pgTable('tier_schedules', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  tierLevel: integer('tier_level').notNull(),
  /** 'monthly' or 'annual', as chosen at sign-up. */
  pricingPeriod: text('pricing_period').notNull(),
  anchorOn: date('anchor_on').notNull(),
  /** Periods opened from the anchor: the next one to open is number `periods_opened`. */
  periodsOpened: integer('periods_opened').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * One period of a practice's tier and its payment, priced when the period opens (tier, period and discount code as
 * sold). Unique per organization and period start: a billing run retried, or two racing, never open (so never charge)
 * a period twice. Each try is a charge intent (modules/money/charge-intents.ts, kind 'tier') whose processor key names
 * this row and the try, so a crash mid-charge is recorded or refunded by the run's recovery.
 */
export const tierCharges = pgTable(
  'tier_charges',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    tierLevel: integer('tier_level').notNull(),
    tierName: text('tier_name').notNull(),
    pricingPeriod: text('pricing_period').notNull(),
    listPriceCents: bigint('list_price_cents', { mode: 'number' }).notNull(),
    discountCode: text('discount_code'),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** 'due' (to be tried on next_try_on), 'paid', or 'owed' (every try refused: the tier is suspended). */
    status: text('status').notNull(),
    /** Tries started (each its own processor key) and tries the processor refused. */
    tries: integer('tries').notNull().default(0),
    failedTries: integer('failed_tries').notNull().default(0),
    nextTryOn: date('next_try_on'),
    firstFailedOn: date('first_failed_on'),
    lastFailure: text('last_failure'),
    /** Real time until which the run that took this try is presumed to be working on it. */
    leaseUntil: ts('lease_until'),
    processorChargeId: text('processor_charge_id'),
    ledgerTransactionId: integer('ledger_transaction_id'),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tier_charges_period_once').on(t.organizationId, t.periodStart),
    unique('tier_charges_org_id_unique').on(t.organizationId, t.id),
    index('tier_charges_due_idx').on(t.nextTryOn).where(sql`${t.status} = 'due'`),
  ],
);
