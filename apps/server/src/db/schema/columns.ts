import { timestamp } from 'drizzle-orm/pg-core';

/** Columns every area writes alike: timestamps are timestamptz in UTC. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true });
