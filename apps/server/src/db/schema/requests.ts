import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

// Requests the API answers once, however often they are sent (ARCHITECTURE.md 'HTTP API').

/**
 * Requests sent with an Idempotency-Key: the first claims the key, does the work and stores its answer; the same
 * key again gets that answer, and a key reused for a different request is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it and to what: the route and the caller (a user, or the client address when signed out). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still working. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: ts('created_at').notNull(),
    completedAt: ts('completed_at'),
    /**
     * Real time until which the request holding the key is presumed alive (it renews it while it works); past it, a
     * request with the same key takes the key over and finishes the work. Null on keys written before leases.
     */
    leaseUntil: ts('lease_until'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
