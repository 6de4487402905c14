import { sql } from 'drizzle-orm';
import { bigint, date, foreignKey, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { members } from './members';
import { charges } from './payments';
import { offices, users } from './practices';

/** What the office sent the bank in answer to a dispute (spec 02 section 3: agreement, description and terms). */
export type DisputeEvidence = {
  description: string;
  /** The patient's enrolment agreement as sent (when and how they agreed); null when the office left it out. */
  agreement: string | null;
  /** The plan's terms as sent; null when left out. */
  terms: string | null;
};

/** A plan a dispute holds (`disputed`), with the status it had, to return to when the practice wins. */
export type DisputeHold = { subscriptionId: number; memberId: number; fromStatus: string };

/**
 * A payer's bank disputing a payment of a household of the office, as the processor reported it (one per processor
 * dispute). While it is open the amount is held from the practice in the ledger (`disputed_funds`) and the plans the
 * payment paid for are `disputed`; the bank's decision settles both.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    chargeId: integer('charge_id').notNull(),
    ownerMemberId: integer('owner_member_id').notNull(),
    processorDisputeId: text('processor_dispute_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The part of the platform's fee held with it (in proportion, as a refund's), returned if the practice wins. */
    platformFeeCents: bigint('platform_fee_cents', { mode: 'number' }).notNull(),
    /** The bank's reason, in the processor's words ('fraudulent', 'subscription_canceled', ...). */
    reason: text('reason').notNull(),
    /** 'needs_response', 'under_review', 'won' or 'lost'. */
    status: text('status').notNull(),
    /** The bank's deadline for the office's response, when the processor gives one. */
    respondBy: date('respond_by'),
    openedAt: ts('opened_at').notNull(),
    evidence: jsonb('evidence').$type<DisputeEvidence>(),
    respondedAt: ts('responded_at'),
    respondedByUserId: integer('responded_by_user_id').references(() => users.id),
    acceptedAt: ts('accepted_at'),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id),
    closedAt: ts('closed_at'),
    held: jsonb('held').$type<DisputeHold[]>().notNull().default([]),
  },
  (t) => [
    unique('disputes_org_id_unique').on(t.organizationId, t.id),
    unique('disputes_processor_unique').on(t.processorDisputeId),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    foreignKey({ columns: [t.organizationId, t.chargeId], foreignColumns: [charges.organizationId, charges.id] }),
    foreignKey({ columns: [t.organizationId, t.ownerMemberId], foreignColumns: [members.organizationId, members.id] }),
    index('disputes_office_idx').on(t.organizationId, t.officeId, t.openedAt),
    index('disputes_open_idx').on(t.openedAt).where(sql`${t.status} in ('needs_response', 'under_review')`),
  ],
);
