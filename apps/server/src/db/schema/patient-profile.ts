import { boolean, foreignKey, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { members } from './members';
import { users } from './practices';

// What an account owner changes about themselves in the patient's portal: a new email waiting for its confirmation,
// and which of the household's mails and texts they want.

/**
 * A change of a patient's sign-in email, waiting until the link mailed to the new address is opened: single use,
 * expiring, and only the newest of a user's requests counts (a new one retires the older ones). Only the token's
 * hash is kept.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when the link was opened and the email changed. */
    confirmedAt: ts('confirmed_at'),
    /** Set when a newer request replaced this one: its link no longer works. */
    retiredAt: ts('retired_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

/**
 * The household's contact preferences, kept on its account owner; no row means everything is on. Only reminders
 * (renewal reminders, news from the office) can be turned off: notices about payments (receipts, failed payments,
 * payment-update links, price changes) always go, so they have no column here.
 */
export const householdContactPreferences = pgTable(
  'household_contact_preferences',
  {
    organizationId: integer('organization_id').notNull(),
    /** The household's account owner. */
    memberId: integer('member_id').notNull(),
    reminderMail: boolean('reminder_mail').notNull().default(true),
    reminderTexts: boolean('reminder_texts').notNull().default(true),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.memberId] }),
    foreignKey({ columns: [t.organizationId, t.memberId], foreignColumns: [members.organizationId, members.id] }),
  ],
);
