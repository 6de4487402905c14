import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { members, subscriptions } from './members';
import { offices, users } from './practices';

// The guaranteed payment plan's claims: the platform paying a practice what a guaranteed plan left unpaid.

/**
 * A claim of the guarantee of one subscription whose payments stopped (delinquent_gpp): the platform pays the practice
 * each month from the first unpaid one to the end of the commitment year, less its fee. Written (pending) with the
 * subscription locked before the processor is asked to send the money (idempotency key `guarantee_<id>`), so a claim
 * interrupted is asked again with the same key and never pays twice; settled once. One claim on its way or made per
 * subscription and commitment year (a partial unique index): two desks claiming at once pay once.
 */
export const guaranteeClaims = pgTable(
  'guarantee_claims',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    memberId: integer('member_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The commitment year it pays for (its first day), and the months paid: from period_start to period_end (the end
     * of the commitment year, excluded), `months` of them. */
    commitmentYearStart: date('commitment_year_start').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    months: integer('months').notNull(),
    /** 'pending' (the processor not yet answered), 'succeeded' or 'failed'. */
    status: text('status').notNull(),
    /** The processor's transfer to the practice's connected account. */
    processorTransferId: text('processor_transfer_id'),
    failureMessage: text('failure_message'),
    /** Who claimed it; null for the billing run's automatic claim. */
    requestedByUserId: integer('requested_by_user_id').references(() => users.id),
    /** When it was claimed, by the app's clock. */
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
    /** Real time until which the call that wrote it is presumed to be asking the processor; later, it is resumed. */
    leaseUntil: ts('lease_until').notNull(),
    /**
     * The request that claimed it (its route, caller and Idempotency-Key): the same request sent again after a crash
     * finishes this claim, or answers what became of it, rather than being told the plan was already claimed.
     */
    requestKey: text('request_key'),
  },
  (t) => [
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    foreignKey({
      columns: [t.organizationId, t.subscriptionId],
      foreignColumns: [subscriptions.organizationId, subscriptions.id],
    }),
    foreignKey({ columns: [t.organizationId, t.memberId], foreignColumns: [members.organizationId, members.id] }),
    uniqueIndex('guarantee_claims_once')
      .on(t.organizationId, t.subscriptionId, t.commitmentYearStart)
      .where(sql`${t.status} in ('pending', 'succeeded')`),
    unique('guarantee_claims_request_key_unique').on(t.organizationId, t.requestKey),
    index('guarantee_claims_office_idx').on(t.organizationId, t.officeId, t.createdAt),
    index('guarantee_claims_pending_idx').on(t.leaseUntil).where(sql`${t.status} = 'pending'`),
  ],
);
