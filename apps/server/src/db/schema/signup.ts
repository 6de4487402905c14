import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { leadSources } from './back-office';
import { createdAt, ts } from './columns';
import { associations, organizations, users } from './practices';

// How a practice signed up: discount codes, its sign-up answers and emailed confirmation codes.

/** Platform discount codes a practice may enter at sign-up; an association's promo names the association. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; compared upper-case. */
    code: text('code').notNull(),
    percentOff: numeric('percent_off', { precision: 5, scale: 2, mode: 'number' }),
    amountOffCents: bigint('amount_off_cents', { mode: 'number' }),
    associationId: integer('association_id').references(() => associations.id),
    /** false: paused by an admin (or retired); a paused code is refused like an unknown one. */
    active: boolean('active').notNull().default(true),
    /** What the code is for, as the admins' promo list shows it. */
    description: text('description'),
    startsAt: ts('starts_at'),
    expiresAt: ts('expires_at'),
    /** How many practices may sign up with it; null: no limit. */
    maxUses: integer('max_uses'),
    /** The platform tiers (1 to 4) it applies to; null: every tier. */
    tierLevels: integer('tier_levels').array(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_unique').on(t.code),
    index('discount_codes_association_idx').on(t.associationId),
  ],
);

/**
 * How a practice signed up: the answers of the sign-up form that belong to no office, and the platform tier
 * period and discount chosen when the owner confirmed the email (the tier level itself is organizations.tier_level).
 */
export const practiceSignups = pgTable('practice_signups', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  ownerUserId: integer('owner_user_id')
    .notNull()
    .references(() => users.id),
  referralSource: text('referral_source').notNull(),
  /** The partner or association the practice named (lead_sources), where the brand asks. */
  leadSourceId: integer('lead_source_id').references(() => leadSources.id),
  pricingPeriod: text('pricing_period'),
  discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
  emailConfirmedAt: ts('email_confirmed_at'),
  /**
   * A plan the owner sketched on the public plan builder (/plan-builder) before signing up, carried into the sign-up
   * and turned into the practice's first plan when its office is set up; null once used or when there was none.
   */
  planDraft: jsonb('plan_draft').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
});

/** Emailed 4-digit confirmation codes; only an HMAC of the code is kept. A newer code voids the older ones. */
export const signupCodes = pgTable(
  'signup_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('signup_codes_user_idx').on(t.userId, t.createdAt)],
);
