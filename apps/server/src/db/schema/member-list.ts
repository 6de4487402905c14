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
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { members } from './members';
import { users } from './practices';

// The members list as the front desk reads it, and what the office writes about its members.

/**
 * One row per member, kept current by the database itself (triggers on members, subscriptions, payment methods and
 * plans call member_list_refresh, migration 0008): the member, the subscription they are listed by, and every flag
 * the list filters on, in one narrow row per office so that a page of 15 in a 20,000-member office is an index scan.
 * Never written by the app.
 */
export const memberList = pgTable(
  'member_list',
  {
    organizationId: integer('organization_id').notNull(),
    memberId: integer('member_id').notNull(),
    officeId: integer('office_id').notNull(),
    accountOwnerId: integer('account_owner_id'),
    userId: integer('user_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    chartId: text('chart_id'),
    birthDate: date('birth_date').notNull(),
    /** lower(last name, first name): the list's order, and a two-letter search on the last name. */
    sortName: text('sort_name').notNull(),
    /** lower(first name, last name): a two-letter search on the first name. */
    firstSort: text('first_sort').notNull(),
    /** Names, email, chart id and phone digits, lower case: what a search of three letters or more looks in. */
    search: text('search').notNull(),
    /** The subscription the member is listed by: a current one first, else the latest. Null: no plan. */
    subscriptionId: integer('subscription_id'),
    planId: integer('plan_id'),
    planName: text('plan_name'),
    term: text('term'),
    priceCents: bigint('price_cents', { mode: 'number' }),
    status: text('status'),
    /** memberSummaryStatus of all the member's subscriptions: late, active, canceled or other. */
    summaryStatus: text('summary_status').notNull(),
    subscriptionCreatedAt: ts('subscription_created_at'),
    canceledAt: ts('canceled_at'),
    nextPaymentOn: date('next_payment_on'),
    autoRenew: boolean('auto_renew'),
    /** A price change or a plan change waits for the next renewal. */
    changePending: boolean('change_pending').notNull(),
    /** How the household pays: 'card', 'bank', 'cash' (in the office), or null (the office pays, or nothing yet). */
    paymentKind: text('payment_kind'),
    /** 'business' when enrolled through an employer's BusinessConnect link. */
    source: text('source'),
    transferred: boolean('transferred').notNull(),
    guaranteed: boolean('guaranteed').notNull(),
    /** A commitment runs: an annual term, or a monthly plan under the guaranteed payment plan (12 months). */
    underContract: boolean('under_contract').notNull(),
    deleted: boolean('deleted').notNull(),
    memberCreatedAt: ts('member_created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.memberId] }),
    index('member_list_name_idx').on(t.organizationId, t.officeId, t.sortName, t.memberId).where(sql`not ${t.deleted}`),
    // The organization's list across several locations (issue 23), by name: one ordered walk, not a sort of every row.
    index('member_list_org_name_idx').on(t.organizationId, t.sortName, t.memberId).where(sql`not ${t.deleted}`),
    index('member_list_last_prefix_idx')
      .on(t.organizationId, t.officeId, t.sortName.op('text_pattern_ops'))
      .where(sql`not ${t.deleted}`),
    index('member_list_first_prefix_idx')
      .on(t.organizationId, t.officeId, t.firstSort.op('text_pattern_ops'))
      .where(sql`not ${t.deleted}`),
    index('member_list_status_idx')
      .on(t.organizationId, t.officeId, t.status, t.sortName, t.memberId)
      .where(sql`not ${t.deleted}`),
    index('member_list_created_idx')
      .on(t.organizationId, t.officeId, t.subscriptionCreatedAt)
      .where(sql`not ${t.deleted}`),
    index('member_list_newest_idx')
      .on(t.organizationId, t.officeId, t.memberCreatedAt, t.memberId)
      .where(sql`not ${t.deleted}`),
    index('member_list_next_payment_idx')
      .on(t.organizationId, t.officeId, t.nextPaymentOn, t.memberId)
      .where(sql`not ${t.deleted}`),
    // member_list_refresh(ids) locks the rows of the members it refreshes by their ids alone: without this index each
    // refresh (a statement writing subscriptions, say a billing run's batch) read the whole list.
    index('member_list_member_idx').on(t.memberId),
    // btree_gin lets the office be part of the trigram index: a search looks only in the office's rows.
    index('member_list_search_idx').using('gin', t.officeId, t.search.op('gin_trgm_ops')).where(sql`not ${t.deleted}`),
    // Written by hand in migration 0010 (drizzle cannot say INCLUDE or CREATE STATISTICS): member_list_counts_idx
    // (the counts, index-only), member_list_source_idx and member_list_change_pending_idx (rare filters),
    // member_list_anniversary_idx ('renewal'), and the statistics member_list_office_stats.
  ],
);

/** A note the office keeps on a member (loggingNote). */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    memberId: integer('member_id').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.organizationId, t.memberId], foreignColumns: [members.organizationId, members.id] }),
    index('member_notes_member_idx').on(t.organizationId, t.memberId, t.createdAt),
  ],
);

/**
 * What happened to a member, in the office's words, for the member's history (getMemberHistory): enrolled, plan
 * changed, canceled, paid in the office, note added... Written by each use case in its own transaction.
 */
export const memberEvents = pgTable(
  'member_events',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    memberId: integer('member_id').notNull(),
    subscriptionId: integer('subscription_id'),
    actorUserId: integer('actor_user_id').references(() => users.id),
    /** What happened, as a code ('plan.changed', 'subscription.canceled', ...). */
    kind: text('kind').notNull(),
    /** The event in a sentence, as the history shows it. */
    summary: text('summary').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: ts('at').notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.organizationId, t.memberId], foreignColumns: [members.organizationId, members.id] }),
    index('member_events_member_idx').on(t.organizationId, t.memberId, t.at),
  ],
);

/**
 * A secure link mailed to an account owner to replace the household's card (sendSecurePaymentUpdateLink): only its
 * hash is kept; it works once, until it expires.
 */
export const paymentUpdateLinks = pgTable(
  'payment_update_links',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    ownerMemberId: integer('owner_member_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    sentByUserId: integer('sent_by_user_id').references(() => users.id),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /**
     * Sent for an open debt (a refused payment): works, however often used and whatever `expires_at`, until that
     * debt is paid or written off (domain paymentLinkWorks). Retiring such a link clears this.
     */
    untilSettled: boolean('until_settled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.organizationId, t.ownerMemberId],
      foreignColumns: [members.organizationId, members.id],
    }),
  ],
);
