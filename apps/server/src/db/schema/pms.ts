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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { offices, users } from './practices';

// The practice-management system (issue 28): each office's link to its PMS through the hub, how it posts membership
// payments there, the matcher's candidates, and the queue of membership writes to the PMS. The sim_pms_* tables
// stand for the outside system itself (the embedded default), read and written only by the simulated adapter.

/** An office's link to its PMS. Kept after a disconnect (status 'disconnected'): the chart matches stay with members. */
export const pmsConnections = pgTable(
  'pms_connections',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    /** The system's code in the brand's list (PMS_OPTIONS). */
    system: text('system').notNull(),
    /** 'simulated' or 'sikka': the adapter that was connected. */
    via: text('via').notNull(),
    /** 'connected', 'disconnected' or 'failed'. */
    status: text('status').notNull(),
    /** The hub's key for the practice (Sikka's office id; the simulated PMS's practice key). */
    practiceKey: text('practice_key').notNull(),
    writeBack: boolean('write_back').notNull().default(false),
    notifyUninsured: boolean('notify_uninsured').notNull().default(false),
    /** Patients the PMS held at the last count. */
    pmsPatients: integer('pms_patients'),
    connectedAt: ts('connected_at'),
    disconnectedAt: ts('disconnected_at'),
    lastSyncAt: ts('last_sync_at'),
    lastError: text('last_error'),
    lastErrorAt: ts('last_error_at'),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.officeId] }),
    uniqueIndex('pms_connections_office').on(t.officeId),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
  ],
);

/** How an office posts the membership payments it receives in its PMS ledger (setProviderPayment). */
export const pmsProviderPayments = pgTable(
  'pms_provider_payments',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    providerId: text('provider_id').notNull(),
    paymentType: text('payment_type').notNull(),
    /** 'payment' or 'adjustment'. */
    postAs: text('post_as').notNull(),
    postPayments: boolean('post_payments').notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.officeId] }),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
  ],
);

/**
 * A PMS patient who could be a member without a chart, as the matcher scored them. 'open' waits for staff; 'dismissed'
 * is a pair staff said is not the same person (removeChartMatch or a rejected candidate): never suggested again.
 */
export const pmsMatchCandidates = pgTable(
  'pms_match_candidates',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    memberId: integer('member_id').notNull(),
    chartId: text('chart_id').notNull(),
    /** 0 to 100. */
    score: integer('score').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    /** 'open' or 'dismissed'. */
    status: text('status').notNull().default('open'),
    /** The PMS patient as the matcher saw them (names, birth date, contact), to show without asking the hub again. */
    patient: jsonb('patient').$type<Record<string, string | null>>().notNull(),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('pms_match_candidates_member_chart').on(t.organizationId, t.memberId, t.chartId),
    index('pms_match_candidates_office_idx').on(t.organizationId, t.officeId, t.status),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
  ],
);

/**
 * The write-back queue (an outbox): a member's membership to write to their PMS chart, or a membership payment to
 * post to its ledger. Rows are added in the transaction that changed the member (a trigger on member_list, migration
 * 0027) and delivered by the pms-delivery job, retried with backoff while the hub fails. One queued membership row
 * per member: later changes fold into it, and the job writes the state as it is when it runs.
 */
export const pmsWrites = pgTable(
  'pms_writes',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    memberId: integer('member_id').notNull(),
    /**
     * 'membership' (write the member's membership to their chart, as it is when delivered), 'clear' (take it off
     * `chartId`, a chart the member no longer matches), 'payment' (post `chargeId` to the chart's ledger) or 'refund'
     * (post `refundId` of that charge against it, on the chart the payment went to).
     */
    kind: text('kind').notNull().default('membership'),
    chartId: text('chart_id'),
    chargeId: integer('charge_id'),
    refundId: integer('refund_id'),
    /**
     * 'queued'; 'sending' (claimed by the job, which talks to the hub outside any transaction: a change meanwhile
     * queues a new row); 'written'; 'skipped' (nothing to write any more); 'failed' (the PMS refused it for good).
     */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    /** When the job claimed it: a 'sending' row claimed long ago was left by a crash and is queued again. */
    claimedAt: ts('claimed_at'),
    /** What was written (the membership or the payment), once written. */
    written: jsonb('written').$type<Record<string, unknown>>(),
    lastError: text('last_error'),
    writtenAt: ts('written_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pms_writes_queued_membership')
      .on(t.organizationId, t.memberId)
      .where(sql`${t.status} = 'queued' and ${t.kind} = 'membership'`),
    uniqueIndex('pms_writes_payment').on(t.organizationId, t.chargeId).where(sql`${t.kind} = 'payment'`),
    uniqueIndex('pms_writes_refund').on(t.organizationId, t.refundId).where(sql`${t.kind} = 'refund'`),
    index('pms_writes_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('pms_writes_office_idx').on(t.organizationId, t.officeId, t.status),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
  ],
);

/** Simulated PMS: how the practice's system behaves (its hub answers slowly, or not at all until a time). */
export const simPmsPractices = pgTable('sim_pms_practices', {
  practiceKey: text('practice_key').primaryKey(),
  /** Added to every answer, as a real hub's round trip. */
  latencyMs: integer('latency_ms').notNull().default(0),
  /** Every call fails until then (an outage of the office's server or the hub). */
  outageUntil: ts('outage_until'),
  /** The providers (dentists, doctors) the PMS lists. */
  providers: jsonb('providers').$type<{ id: string; name: string }[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** Simulated PMS: a patient's chart, with the membership written back to it. */
export const simPmsPatients = pgTable(
  'sim_pms_patients',
  {
    id: serial('id').primaryKey(),
    practiceKey: text('practice_key').notNull(),
    chartId: text('chart_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date'),
    email: text('email'),
    phone: text('phone'),
    /** The primary insurance carrier; null: uninsured. */
    carrier: text('carrier'),
    /** The membership the platform wrote (status, plan, discount, note), as the PMS shows it on the chart. */
    membership: jsonb('membership').$type<Record<string, unknown>>(),
    membershipWrittenAt: ts('membership_written_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sim_pms_patients_chart').on(t.practiceKey, t.chartId),
    index('sim_pms_patients_name_idx').on(t.practiceKey, t.lastName, t.firstName),
  ],
);

/** Simulated PMS: completed procedures (the chart's history) and appointments still to come (doneOn in the future). */
export const simPmsProcedures = pgTable(
  'sim_pms_procedures',
  {
    id: serial('id').primaryKey(),
    practiceKey: text('practice_key').notNull(),
    chartId: text('chart_id').notNull(),
    /** CDT (dental) or CPT (vision) code. */
    code: text('code').notNull(),
    description: text('description').notNull(),
    doneOn: date('done_on').notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    /** 'completed' or 'scheduled'. */
    status: text('status').notNull().default('completed'),
  },
  (t) => [index('sim_pms_procedures_chart_idx').on(t.practiceKey, t.chartId, t.doneOn)],
);

/** Simulated PMS: the ledger lines the platform posted (membership payments, by the office's provider payment). */
export const simPmsLedger = pgTable(
  'sim_pms_ledger',
  {
    id: serial('id').primaryKey(),
    practiceKey: text('practice_key').notNull(),
    chartId: text('chart_id').notNull(),
    postedOn: date('posted_on').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    providerId: text('provider_id').notNull(),
    paymentType: text('payment_type').notNull(),
    postAs: text('post_as').notNull(),
    description: text('description').notNull(),
    /** The platform's reference (its charge id): posting the same one twice adds nothing. */
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('sim_pms_ledger_reference').on(t.practiceKey, t.reference)],
);
