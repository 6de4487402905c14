import { boolean, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { users } from './practices';

// Sessions, sign-in throttling and password tokens.

/** A signed-in session; the token carries its id, so ending the row ends the token at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The platform admin acting as this user, if any. */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Sign-in and reset attempts, for throttling per account and address. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_attempts_email_idx').on(t.kind, t.email, t.createdAt),
    index('auth_attempts_ip_idx').on(t.kind, t.ip, t.createdAt),
  ],
);

/** Single-use, expiring tokens for password reset and first password; only their hash is kept. */
export const passwordTokens = pgTable('password_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  purpose: text('purpose').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});
