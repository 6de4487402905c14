import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { members } from './members';
import { offices, users } from './practices';

// How a practice markets its plans (issue 26): its look (template theme), email and text campaigns with their
// recipients and opt-outs, printed materials it orders, and the launch rewards it earns as its members grow.

/** An office's marketing settings: the template theme of its enrolment page, documents and mails; the leaderboard. */
export const officeMarketing = pgTable(
  'office_marketing',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    /** One of the brand's template themes (TEMPLATE_THEMES): classic, blue_green, navy_orange, ... or custom. */
    theme: text('theme').notNull().default('classic'),
    /** The custom theme's colours (#rrggbb), checked to read at AA contrast; null unless the theme is custom. */
    customPrimary: text('custom_primary'),
    customAccent: text('custom_accent'),
    /** Whether the office's name is shown on the /leaderboard (otherwise 'A practice in {city}'). */
    leaderboardOptIn: boolean('leaderboard_opt_in').notNull().default(false),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.officeId] }),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
  ],
);

/** A message an office saved to start its campaigns from (the brand's built-in ones are in the domain package). */
export const campaignTemplates = pgTable(
  'campaign_templates',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    /** 'email' or 'sms'. */
    channel: text('channel').notNull(),
    /** 'en' or 'es'. */
    language: text('language').notNull(),
    name: text('name').notNull(),
    /** The mail's subject; null for a text. */
    subject: text('subject'),
    body: text('body').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('campaign_templates_org_id_unique').on(t.organizationId, t.id),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    index('campaign_templates_office_idx').on(t.organizationId, t.officeId),
  ],
);

/**
 * An email or text blast an office sends to chosen people: 'draft' while it is written and its list imported,
 * 'scheduled' for a time, 'sending' once the run took it, 'sent', or 'canceled' before it went.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    name: text('name').notNull(),
    /** 'email' or 'sms'. */
    channel: text('channel').notNull(),
    /** 'en' or 'es': the message's language and the enrolment page its link opens. */
    language: text('language').notNull().default('en'),
    subject: text('subject'),
    body: text('body').notNull(),
    /** 'draft', 'scheduled', 'sending', 'sent' or 'canceled'. */
    status: text('status').notNull().default('draft'),
    scheduledFor: ts('scheduled_for'),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('campaigns_org_id_unique').on(t.organizationId, t.id),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    index('campaigns_office_idx').on(t.organizationId, t.officeId, t.createdAt),
    index('campaigns_due_idx').on(t.scheduledFor).where(sql`${t.status} = 'scheduled'`),
  ],
);

/**
 * One person a campaign goes to: from an imported list, the office's patients or its practice-management system. Its
 * token names it in the message's link (the enrolment it brings) and its unsubscribe link.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    /** E.164. */
    phone: text('phone'),
    memberId: integer('member_id'),
    /** 'csv', 'members' or 'pms'. */
    source: text('source').notNull(),
    /** When and how the person agreed to texts (required for a text): the import's consent column, or the office's word. */
    consentAt: ts('consent_at'),
    consentNote: text('consent_note'),
    /** 'pending', 'sent', 'delivered', 'failed', 'opted_out' or 'no_consent' (never sent). */
    status: text('status').notNull().default('pending'),
    error: text('error'),
    sentAt: ts('sent_at'),
    token: text('token').notNull().unique(),
    clickedAt: ts('clicked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('campaign_recipients_org_id_unique').on(t.organizationId, t.id),
    foreignKey({ columns: [t.organizationId, t.campaignId], foreignColumns: [campaigns.organizationId, campaigns.id] }),
    foreignKey({ columns: [t.organizationId, t.memberId], foreignColumns: [members.organizationId, members.id] }),
    index('campaign_recipients_campaign_idx').on(t.organizationId, t.campaignId, t.status),
  ],
);

/**
 * An address that must get no more of a practice's campaigns: unsubscribed from a mail, replied STOP to a text, or
 * removed by the office. Per organization; a platform-wide STOP is sms_opt_outs.
 */
export const marketingOptOuts = pgTable(
  'marketing_opt_outs',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    /** 'email' or 'sms'. */
    channel: text('channel').notNull(),
    /** A lower-cased e-mail or an E.164 number. */
    address: text('address').notNull(),
    /** 'unsubscribe', 'stop' or 'office'. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('marketing_opt_outs_once').on(t.organizationId, t.channel, t.address)],
);

/**
 * Printed materials an office orders (/account/order-info-cards): member cards or brochures in the brand's
 * quantities and prices, paid with the practice's tier payment method. 'ordered' until paid ('payment_failed' when
 * refused), then the platform's admins move it through 'in_production', 'shipped' and 'delivered' (or 'canceled').
 */
export const printOrders = pgTable(
  'print_orders',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    /** 'member_cards' or 'brochures'. */
    product: text('product').notNull(),
    /** The plans printed on them. */
    planIds: jsonb('plan_ids').$type<number[]>().notNull().default([]),
    language: text('language').notNull().default('en'),
    quantity: integer('quantity').notNull(),
    /** 'standard' or 'premium' (the spec's higher price). */
    finish: text('finish').notNull().default('standard'),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    /** Where it ships: { name, line1, line2, city, state, zip }. */
    shipTo: jsonb('ship_to').$type<Record<string, string>>().notNull(),
    status: text('status').notNull().default('ordered'),
    statusNote: text('status_note'),
    trackingNumber: text('tracking_number'),
    processorChargeId: text('processor_charge_id'),
    failureMessage: text('failure_message'),
    orderedByUserId: integer('ordered_by_user_id').references(() => users.id),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
    paidAt: ts('paid_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('print_orders_org_id_unique').on(t.organizationId, t.id),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    index('print_orders_office_idx').on(t.organizationId, t.officeId, t.createdAt),
  ],
);

/** A launch reward an office earned when its members first reached a threshold (30, 60, 90: LAUNCH_REWARDS). */
export const launchRewards = pgTable(
  'launch_rewards',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    threshold: integer('threshold').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    membersAtEarning: integer('members_at_earning').notNull(),
    /** 'earned' until the platform pays it, then 'paid'. */
    status: text('status').notNull().default('earned'),
    earnedAt: ts('earned_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    paidByUserId: integer('paid_by_user_id').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.officeId, t.threshold] }),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
  ],
);
