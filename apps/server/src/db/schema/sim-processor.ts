import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';

// The simulated payment processor's own store (sim_*). These tables stand for an outside service: they hold
// what a processor would hold (never a full card or account number) and are read only by the simulated adapter.

/** Simulated processor: a connected account of a practice (Stripe's Account). */
export const simConnectedAccounts = pgTable('sim_connected_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  businessName: text('business_name').notNull(),
  /** 'standard' or 'express' (the upgrade flow moves an office to a standard account). */
  accountType: text('account_type').notNull(),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  deletedAt: ts('deleted_at'),
});

/** Simulated processor: a bank account, as a connected account's payout account. */
export const simBankAccounts = pgTable('sim_bank_accounts', {
  id: text('id').primaryKey(),
  connectedAccountId: text('connected_account_id').references(() => simConnectedAccounts.id),
  accountHolderName: text('account_holder_name').notNull(),
  bankName: text('bank_name').notNull(),
  routingNumber: text('routing_number').notNull(),
  last4: text('last4').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

/**
 * Simulated processor: single-use tokens. kind 'card' (from the card form), 'bank_link' (a link token the API
 * asks for), 'bank_public' (what the browser gets back after entering bank details under a link token).
 * Only what a processor would keep: brand, last4, expiry, and the test behaviour of the number.
 */
export const simTokens = pgTable('sim_tokens', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  brand: text('brand'),
  last4: text('last4'),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  behaviour: text('behaviour').notNull().default('ok'),
  /** For a bank token: holder, bank name and routing number; for a link token: whom it was issued to. */
  detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
  linkToken: text('link_token'),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** Simulated processor: a customer (who pays). */
export const simCustomers = pgTable('sim_customers', {
  id: text('id').primaryKey(),
  email: text('email'),
  name: text('name'),
  defaultPaymentMethodId: text('default_payment_method_id'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

/** Simulated processor: a card or bank account attached to a customer, with the test behaviour it charges with. */
export const simPaymentMethods = pgTable(
  'sim_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => simCustomers.id),
    kind: text('kind').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    behaviour: text('behaviour').notNull(),
    createdAt: createdAt(),
    detachedAt: ts('detached_at'),
  },
  (t) => [index('sim_payment_methods_customer_idx').on(t.customerId)],
);

/**
 * Simulated processor: a charge of a customer's payment method, settling to a connected account less the
 * platform's application fee. The idempotency key is unique: the same request again returns the same charge.
 */
export const simCharges = pgTable(
  'sim_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    /** Null for the platform's own charge (a practice's tier): it settles to no connected account. */
    destinationAccountId: text('destination_account_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    applicationFeeCents: bigint('application_fee_cents', { mode: 'number' }).notNull(),
    /** 'succeeded' or 'failed'. */
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('sim_charges_created_idx').on(t.createdAt)],
);

/** Simulated processor: a refund of (part of) a charge; never more than what is left of it. */
export const simRefunds = pgTable('sim_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  chargeId: text('charge_id')
    .notNull()
    .references(() => simCharges.id),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

/**
 * Simulated processor: money the platform sent from its own balance to a connected account (Stripe's Transfer), as
 * the guarantee pays a practice. The idempotency key is unique: the same request again returns the same transfer.
 */
export const simTransfers = pgTable('sim_transfers', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  destinationAccountId: text('destination_account_id')
    .notNull()
    .references(() => simConnectedAccounts.id),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  description: text('description').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

/** Simulated processor: a dispute a card's bank raised on a charge (test card ...0259, after the charge). */
export const simDisputes = pgTable(
  'sim_disputes',
  {
    id: text('id').primaryKey(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => simCharges.id)
      .unique(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** 'needs_response', 'under_review' (evidence submitted), 'won' or 'lost'. */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    /** The bank's deadline for evidence; a dispute with none by then is lost (rows older than it: 14 days on). */
    dueBy: ts('due_by'),
    /** What the platform submitted (Stripe's evidence fields), and when. */
    evidence: jsonb('evidence').$type<Record<string, string>>(),
    submittedAt: ts('submitted_at'),
    /** When the bank decided (won or lost), or the platform accepted it (lost). */
    closedAt: ts('closed_at'),
  },
  (t) => [index('sim_disputes_created_idx').on(t.createdAt)],
);

/** Simulated processor: a payout from a connected account's balance to its bank account. */
export const simPayouts = pgTable('sim_payouts', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  connectedAccountId: text('connected_account_id')
    .notNull()
    .references(() => simConnectedAccounts.id),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  /** 'paid' or 'failed'. */
  status: text('status').notNull(),
  failureCode: text('failure_code'),
  arrivalDate: ts('arrival_date').notNull(),
  description: text('description').notNull(),
  createdAt: ts('created_at').notNull(),
});

/* ---- Office track of issue 6: the office profile beyond what the shell reads from `offices` ---- */
