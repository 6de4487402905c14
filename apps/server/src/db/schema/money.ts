import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { offices, organizations, users } from './practices';

// The office's money outside member payments: tier payment methods, BAA signatures, account upgrades.

/** A card or bank account the organization pays its platform tier with; at most one default (partial index). */
export const tierPaymentMethods = pgTable(
  'tier_payment_methods',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The processor's id of the payment method (pm_... at Stripe, pm_sim_... at the simulated processor). */
    processorPaymentMethodId: text('processor_payment_method_id').notNull(),
    kind: text('kind').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * A bank account entered by hand, until its two small deposits are confirmed: the processor's page where the
     * owner confirms them. Null once the method can be charged.
     */
    verifyUrl: text('verify_url'),
    addedByUserId: integer('added_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    removedAt: ts('removed_at'),
  },
  (t) => [
    unique('tier_payment_methods_org_id_unique').on(t.organizationId, t.id),
    unique('tier_payment_methods_processor_unique').on(t.organizationId, t.processorPaymentMethodId),
    // Two concurrent 'make default' calls can never leave two defaults.
    uniqueIndex('tier_payment_methods_one_default')
      .on(t.organizationId)
      .where(sql`${t.isDefault} and ${t.removedAt} is null`),
  ],
);

/**
 * A signed Business Associate Agreement: who signed which version, when and from where, and a hash of the exact
 * text. Append-only (a trigger refuses UPDATE and DELETE): a signature is evidence and is never rewritten.
 */
export const baaSignatures = pgTable(
  'baa_signatures',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    signerUserId: integer('signer_user_id')
      .notNull()
      .references(() => users.id),
    signerName: text('signer_name').notNull(),
    signerTitle: text('signer_title').notNull(),
    signerEmail: text('signer_email').notNull(),
    agreementVersion: text('agreement_version').notNull(),
    agreementSha256: text('agreement_sha256').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    signedAt: ts('signed_at').notNull(),
  },
  (t) => [
    unique('baa_signatures_org_id_unique').on(t.organizationId, t.id),
    // One signature per office and version: two racing sign calls cannot both succeed.
    unique('baa_signatures_version_unique').on(t.organizationId, t.officeId, t.agreementVersion),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    index('baa_signatures_office_idx').on(t.organizationId, t.officeId, t.signedAt),
  ],
);

/**
 * An office's move from its old-platform account to a standard connected account (spec 01 section 4, upgrade
 * flow): what it had before, so 'start over' can put it back after removing the standard account.
 */
export const officeUpgrades = pgTable(
  'office_upgrades',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    email: text('email').notNull(),
    legacyStripeAccountId: text('legacy_stripe_account_id'),
    legacyLast4: text('legacy_last4'),
    standardStripeAccountId: text('standard_stripe_account_id').notNull(),
    startedByUserId: integer('started_by_user_id').references(() => users.id),
    startedAt: ts('started_at').notNull(),
    convertedAt: ts('converted_at'),
    resetAt: ts('reset_at'),
  },
  (t) => [
    unique('office_upgrades_org_id_unique').on(t.organizationId, t.id),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    // One open upgrade per office at a time.
    uniqueIndex('office_upgrades_open').on(t.organizationId, t.officeId).where(sql`${t.resetAt} is null`),
  ],
);

/**
 * Every event the processor's webhook delivered and we accepted, once: the key is the processor's event id, so a
 * redelivered event finds its row and has no second effect. The row and the event's effect commit together. We keep
 * what it was about and what we did, not the payload (the processor keeps that, under the same id).
 */
export const processorEvents = pgTable(
  'processor_events',
  {
    processor: text('processor').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The connected account the event happened on (Stripe Connect), if any. */
    accountId: text('account_id'),
    /** The practice it concerned, when we know it. */
    organizationId: integer('organization_id'),
    /** 'applied', 'ignored' (not ours, or nothing to do), 'stale' (an older state arriving after a newer one). */
    outcome: text('outcome').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.processor, t.eventId] }),
    index('processor_events_org_idx').on(t.organizationId, t.receivedAt),
  ],
);

/**
 * The office's payout account as the processor last reported it (Stripe's account.updated): what the billing page
 * shows when the processor cannot be reached, and what later charges can check without asking it.
 */
export const payoutAccountStates = pgTable(
  'payout_account_states',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    accountId: text('account_id').notNull(),
    payoutsEnabled: boolean('payouts_enabled').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull(),
    detailsSubmitted: boolean('details_submitted').notNull(),
    bankName: text('bank_name'),
    bankLast4: text('bank_last4'),
    accountHolderName: text('account_holder_name'),
    /** When the processor produced this state: an older event arriving late never overwrites a newer one. */
    asOf: ts('as_of').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.officeId] }),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
  ],
);

/**
 * Requests to the simulated processor's token endpoints per client address and window (their rate limit). Kept in
 * the database like sign-in throttling, so every server process counts the same requests.
 */
export const simTokenRequests = pgTable(
  'sim_token_requests',
  {
    clientIp: text('client_ip').notNull(),
    windowStart: ts('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientIp, t.windowStart] }),
    index('sim_token_requests_window_idx').on(t.windowStart),
  ],
);
