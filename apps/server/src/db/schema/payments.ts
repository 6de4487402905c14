import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { communityGroups } from './channels';
import { createdAt, ts } from './columns';
import { members, subscriptions } from './members';
import { payouts } from './payouts';
import { offices, organizations, smallBusinesses, users } from './practices';

// Patients' money: household enrolments, their payment methods, charges, the ledger, idempotent requests.

/**
 * One household's enrolment: who enrolled it (the patient online or the front desk), what it cost today and
 * each period. The receipt and the confirmation mail read it; an idempotent retry finds it.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    ownerMemberId: integer('owner_member_id').notNull(),
    /** 'external' (the patient online) or 'internal' (the front desk). */
    channel: text('channel').notNull(),
    enrolledByUserId: integer('enrolled_by_user_id').references(() => users.id),
    /**
     * 'card', 'us_bank_account', 'cash' (paid in the office), 'office' (the office pays) or 'employer' (on the
     * employer's card, which pays for the household).
     */
    paymentKind: text('payment_kind').notNull(),
    term: text('term').notNull(),
    todayCents: bigint('today_cents', { mode: 'number' }).notNull(),
    recurringCents: bigint('recurring_cents', { mode: 'number' }).notNull(),
    /** The price lines the patient saw and paid: per person, plan, discount and fees. */
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
    language: text('language').notNull().default('en'),
    /** The mailed invitation the patient came from (patient_invites.id), if any. */
    inviteId: text('invite_id'),
    /** The small business whose BusinessConnect link the household came through, if any. */
    smallBusinessId: integer('small_business_id').references(() => smallBusinesses.id),
    /** The community group whose code the household enrolled with (CommunityConnect), if any. */
    communityGroupId: integer('community_group_id'),
    /** The marketing campaign message whose link the household came through (campaign_recipients.id), if any. */
    campaignRecipientId: integer('campaign_recipient_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('enrolments_org_id_unique').on(t.organizationId, t.id),
    foreignKey({
      columns: [t.organizationId, t.communityGroupId],
      foreignColumns: [communityGroups.organizationId, communityGroups.id],
    }),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    foreignKey({ columns: [t.organizationId, t.ownerMemberId], foreignColumns: [members.organizationId, members.id] }),
    index('enrolments_office_idx').on(t.organizationId, t.officeId, t.createdAt),
  ],
);

/** A household's card or bank account, kept as the processor's id with brand, last four and expiry only. */
export const memberPaymentMethods = pgTable(
  'member_payment_methods',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    /** The account owner whose household it pays for. */
    ownerMemberId: integer('owner_member_id').notNull(),
    processorPaymentMethodId: text('processor_payment_method_id').notNull(),
    /** 'card' or 'us_bank_account'. */
    kind: text('kind').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    createdAt: createdAt(),
    removedAt: ts('removed_at'),
  },
  (t) => [
    unique('member_payment_methods_org_id_unique').on(t.organizationId, t.id),
    unique('member_payment_methods_processor_unique').on(t.organizationId, t.processorPaymentMethodId),
    foreignKey({ columns: [t.organizationId, t.ownerMemberId], foreignColumns: [members.organizationId, members.id] }),
    // At most one current method per household: the one its charges use.
    uniqueIndex('member_payment_methods_current')
      .on(t.organizationId, t.ownerMemberId)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * Money a household paid: a card or bank charge through the processor, or a payment taken in the office.
 * What it paid for is in charge_items.
 */
export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    ownerMemberId: integer('owner_member_id').notNull(),
    /** 'card', 'us_bank_account' or 'cash'. */
    method: text('method').notNull(),
    /** The processor's charge (a PaymentIntent, pi_..., at Stripe); null for a payment taken in the office. */
    processorChargeId: text('processor_charge_id'),
    paymentMethodId: integer('payment_method_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The platform's fee, kept from the charge (or, paid in the office, owed by the practice). */
    platformFeeCents: bigint('platform_fee_cents', { mode: 'number' }).notNull(),
    /**
     * 'succeeded', 'partially_refunded' or 'refunded'; 'disputed' while the payer's bank decides a dispute,
     * 'dispute_lost' once it gave the payment back (a won dispute returns it to what its refunds make it).
     */
    status: text('status').notNull(),
    description: text('description').notNull(),
    enrolmentId: integer('enrolment_id'),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id),
    /** The employer whose card paid it (members.paid_by_business_id), for a household an employer pays for. */
    paidByBusinessId: integer('paid_by_business_id').references(() => smallBusinesses.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('charges_org_id_unique').on(t.organizationId, t.id),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    foreignKey({ columns: [t.organizationId, t.ownerMemberId], foreignColumns: [members.organizationId, members.id] }),
    uniqueIndex('charges_processor_unique').on(t.processorChargeId).where(sql`${t.processorChargeId} is not null`),
    index('charges_owner_idx').on(t.organizationId, t.ownerMemberId, t.createdAt),
    index('charges_office_idx').on(t.organizationId, t.officeId, t.createdAt),
    index('charges_business_idx').on(t.paidByBusinessId, t.createdAt).where(sql`${t.paidByBusinessId} is not null`),
  ],
);

/**
 * What a charge paid for, line by line: a subscription's period, or its setup or activation fee. A period of a
 * subscription is paid once (a partial unique index): a retried request, a second worker or a restart can
 * never charge it twice.
 */
export const chargeItems = pgTable(
  'charge_items',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    chargeId: integer('charge_id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** 'membership', 'setup_fee' or 'activation_fee'. */
    kind: text('kind').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    /** The plan's price for the period before any discount. */
    listCents: bigint('list_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    platformFeeCents: bigint('platform_fee_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.organizationId, t.chargeId], foreignColumns: [charges.organizationId, charges.id] }),
    foreignKey({
      columns: [t.organizationId, t.subscriptionId],
      foreignColumns: [subscriptions.organizationId, subscriptions.id],
    }),
    uniqueIndex('charge_items_period_once').on(t.organizationId, t.subscriptionId, t.kind, t.periodStart),
    index('charge_items_charge_idx').on(t.organizationId, t.chargeId),
  ],
);

/**
 * Money given back from a charge: all that is left of it, part of it, or one member's share. Written (pending) with
 * the charge locked before the processor is asked (its idempotency key is `refund_<id>`), so two refunds of one
 * charge never give back more than it holds, and a refund interrupted is asked again with the same key. The
 * platform's fee goes back in proportion (`platform_fee_cents`).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    chargeId: integer('charge_id').notNull(),
    /** The member whose share is refunded (`refunds/single`); null for the charge as a whole. */
    memberId: integer('member_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The platform's fee given back with it. */
    platformFeeCents: bigint('platform_fee_cents', { mode: 'number' }).notNull(),
    /** 'requested_by_customer', 'duplicate', 'fraudulent' or 'cancellation'. */
    reason: text('reason').notNull(),
    note: text('note'),
    /** 'pending' (the processor not yet answered), 'succeeded' or 'failed'. */
    status: text('status').notNull(),
    processorRefundId: text('processor_refund_id'),
    failureMessage: text('failure_message'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id),
    /**
     * The request that asked for it (its route, caller and Idempotency-Key): a retry of that request after a crash
     * finishes this refund rather than asking for another.
     */
    requestKey: text('request_key'),
    createdAt: createdAt(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    foreignKey({ columns: [t.organizationId, t.chargeId], foreignColumns: [charges.organizationId, charges.id] }),
    unique('refunds_request_key_unique').on(t.organizationId, t.requestKey),
    index('refunds_charge_idx').on(t.organizationId, t.chargeId),
    index('refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A payment the billing run takes from a household: a renewal of its plans due, or another try of a late one.
 * Written (open) before the processor is asked, with the exact request, so a run that crashes is resumed by the next
 * with the same idempotency key and amount: the processor answers with the charge it already made, never a second.
 * The answer is then recorded once (the row locked, its status no longer open).
 */
export const billingAttempts = pgTable(
  'billing_attempts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    ownerMemberId: integer('owner_member_id').notNull(),
    /** 'renewal' (a period starts) or 'retry' (a late period tried again). */
    kind: text('kind').notNull(),
    /** 'open' until the processor's answer is recorded; then 'succeeded' or 'failed'. */
    status: text('status').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    platformFeeCents: bigint('platform_fee_cents', { mode: 'number' }).notNull(),
    /** What is asked of the processor and what it pays for: see BillingRequest (jobs/billing-attempts.ts). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    processorChargeId: text('processor_charge_id'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** Our charge, once it succeeded. */
    chargeId: integer('charge_id'),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
    /** Real time (not the business clock) until which the run that opened it is presumed to be working on it. */
    leaseUntil: ts('lease_until').notNull(),
  },
  (t) => [
    unique('billing_attempts_org_id_unique').on(t.organizationId, t.id),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    foreignKey({ columns: [t.organizationId, t.ownerMemberId], foreignColumns: [members.organizationId, members.id] }),
    index('billing_attempts_open_idx').on(t.leaseUntil).where(sql`${t.status} = 'open'`),
    index('billing_attempts_owner_idx').on(t.organizationId, t.ownerMemberId, t.createdAt),
  ],
);

/**
 * The ledger: every movement of money is a transaction whose entries sum to zero (a deferred constraint trigger
 * refuses a commit that leaves one unbalanced). Balances are sums of entries, never stored.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    /**
     * 'charge', 'cash_payment', 'refund', 'dispute' (held), 'dispute_won', 'dispute_lost', 'guarantee_claim', 'payout',
     * 'payout_failed' (LedgerKind).
     */
    kind: text('kind').notNull(),
    chargeId: integer('charge_id'),
    description: text('description').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    /**
     * The payout that carried what this moved of the practice's balance (payouts.id); null until one does. A payout's
     * own transaction ('payout', 'payout_failed') names it too.
     */
    payoutId: integer('payout_id'),
  },
  (t) => [
    unique('ledger_transactions_org_id_unique').on(t.organizationId, t.id),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    index('ledger_transactions_office_idx').on(t.organizationId, t.officeId, t.occurredAt),
    // What the next payout carries: the office's transactions no payout carried yet.
    index('ledger_transactions_unpaid_idx')
      .on(t.organizationId, t.officeId, t.occurredAt)
      .where(sql`${t.payoutId} is null`),
    foreignKey({ columns: [t.organizationId, t.payoutId], foreignColumns: [payouts.organizationId, payouts.id] }),
    index('ledger_transactions_payout_idx').on(t.organizationId, t.payoutId).where(sql`${t.payoutId} is not null`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    transactionId: integer('transaction_id').notNull(),
    /**
     * 'patient_funds' (what patients paid in), 'practice_balance' (owed to the practice, paid out by the
     * processor), 'practice_cash' (paid to the practice in its office), 'platform_fees' (the platform's revenue),
     * 'disputed_funds' (held while a payer's bank decides a dispute), 'practice_payouts' (paid out to the practice's
     * bank).
     */
    account: text('account').notNull(),
    /** Signed: what the account gained. A transaction's entries sum to zero. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    memberId: integer('member_id'),
  },
  (t) => [
    foreignKey({
      columns: [t.organizationId, t.transactionId],
      foreignColumns: [ledgerTransactions.organizationId, ledgerTransactions.id],
    }),
    index('ledger_entries_transaction_idx').on(t.organizationId, t.transactionId),
    index('ledger_entries_account_idx').on(t.organizationId, t.account),
  ],
);

/** A patient invited by email to enrol (spec 01 section 3 'Invite payload'); the link's click is logged. */
export const patientInvites = pgTable(
  'patient_invites',
  {
    /** Random, as it is public in the mailed link. */
    id: text('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    officeId: integer('office_id').notNull(),
    email: text('email').notNull(),
    spanish: boolean('spanish').notNull().default(false),
    sentByUserId: integer('sent_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    firstClickedAt: ts('first_clicked_at'),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    index('patient_invites_office_idx').on(t.organizationId, t.officeId, t.createdAt),
  ],
);
