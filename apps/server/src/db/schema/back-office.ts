import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { offices, users } from './practices';

// Lists the platform owns and edits in its back office (issue 24): lead sources, services, release notes, fee
// overrides and text-message opt-outs. A brand column holds 'dental' or 'vision': one database serves both brands.

/** The 'how did you hear about us' partners and associations a practice may name at sign-up (flag leadSource). */
export const leadSources = pgTable(
  'lead_sources',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    /** association or partner. */
    kind: text('kind').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lead_sources_name_unique').on(t.brand, sql`lower(${t.name})`)],
);

/** The services offered under a specialty (spec 01 §3 'dentist specialties and services'), edited by the platform. */
export const specialtyServices = pgTable(
  'specialty_services',
  {
    id: serial('id').primaryKey(),
    specialtyId: integer('specialty_id').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('specialty_services_name_unique').on(t.specialtyId, sql`lower(${t.name})`)],
);

/** What changed in the product, written by the platform and shown to each office user once after sign-in. */
export const releaseNotes = pgTable(
  'release_notes',
  {
    id: serial('id').primaryKey(),
    /** dental, vision, or null for both brands. */
    brand: text('brand'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Null while a draft; office users see a note from this moment on. */
    publishedAt: ts('published_at'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('release_notes_published_idx').on(t.publishedAt)],
);

/** Which release notes a user has seen (and closed), so each shows once. */
export const releaseNoteReads = pgTable(
  'release_note_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    releaseNoteId: integer('release_note_id')
      .notNull()
      .references(() => releaseNotes.id),
    seenAt: ts('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.releaseNoteId] })],
);

/** An office's own platform fees, where the platform agreed terms other than its defaults (system_settings). */
export const officeFeeOverrides = pgTable('office_fee_overrides', {
  officeId: integer('office_id')
    .primaryKey()
    .references(() => offices.id),
  organizationId: integer('organization_id').notNull(),
  /** Null keeps the platform's default for that fee. */
  perMemberMonthCents: integer('per_member_month_cents'),
  setupFeePercent: numeric('setup_fee_percent', { precision: 5, scale: 2, mode: 'number' }),
  note: text('note'),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Phone numbers that replied STOP (or were stopped by an admin): no text goes to them until they reply START. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  /** E.164 digits as the provider reports them. */
  phone: text('phone').primaryKey(),
  /** reply or admin. */
  source: text('source').notNull(),
  optedOutAt: ts('opted_out_at').notNull().defaultNow(),
});
