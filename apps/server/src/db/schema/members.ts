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
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { plans } from './plans';
import { offices, smallBusinesses, users } from './practices';

// Members and their subscriptions.

/** A person covered by a plan; the account owner has no accountOwnerId, family members point to theirs. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    userId: integer('user_id').references(() => users.id),
    accountOwnerId: integer('account_owner_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    birthDate: date('birth_date').notNull(),
    relationship: text('relationship').notNull().default('myself'),
    spanish: boolean('spanish').notNull().default(false),
    /** The account owner's home address: { line1, line2, city, state, zip }. */
    address: jsonb('address').$type<{ line1: string; line2: string; city: string; state: string; zip: string }>(),
    /** The patient's chart id in the office's practice-management system, when the front desk gives one. */
    chartId: text('chart_id'),
    /** Insured or uninsured: which of the office's plans the patient may pick (spec 01 section 4). */
    insured: boolean('insured').notNull().default(false),
    /** The account owner's customer at the payment processor (cus_...), who pays the household's charges. */
    processorCustomerId: text('processor_customer_id'),
    /**
     * On an account owner: the employer that pays for the household (it enrolled through the employer's link while
     * the employer paid for its employees). Its charges go on the employer's card while the employer still pays and
     * has one; otherwise on the household's own.
     */
    paidByBusinessId: integer('paid_by_business_id').references(() => smallBusinesses.id),
    /** Who enrolled the household: 'external' (the patient online) or 'internal' (the front desk). */
    channel: text('channel').notNull().default('internal'),
    /** Marked deleted by the office: kept for its history and money, left out of every list. */
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('members_org_id_unique').on(t.organizationId, t.id),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    foreignKey({ columns: [t.organizationId, t.accountOwnerId], foreignColumns: [t.organizationId, t.id] }),
    index('members_office_idx').on(t.organizationId, t.officeId),
    // A household's members: its payment method changes every member's list row.
    index('members_owner_idx').on(t.organizationId, t.accountOwnerId),
    // Enrolment looks up who an office already covers by date of birth (and name).
    index('members_office_birth_idx').on(t.organizationId, t.officeId, t.birthDate),
    // A patient's offices are found by their user (the guard's office check, the current user): not a scan of members.
    index('members_user_idx').on(t.userId),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    memberId: integer('member_id').notNull(),
    planId: integer('plan_id').notNull(),
    status: text('status').notNull(),
    /** 'monthly' or 'annual'. */
    term: text('term').notNull().default('monthly'),
    /** What the member pays each period, kept when the plan's price changes until pending_price_from. */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull().default(0),
    /** The day the next period starts (the next renewal). */
    nextRenewalOn: date('next_renewal_on'),
    /** A price change the member has been told of, applying from the first renewal on or after pending_price_from. */
    pendingPriceCents: bigint('pending_price_cents', { mode: 'number' }),
    pendingPriceFrom: date('pending_price_from'),
    pendingPriceNotifiedAt: ts('pending_price_notified_at'),
    /** Who pays: 'member' or 'office' (spec 02 section 3 'payor'). */
    payor: text('payor').notNull().default('member'),
    /** The setup or activation fee was waived at enrolment (spec 01 section 6). */
    feeWaived: boolean('fee_waived').notNull().default(false),
    /** A setup or activation fee owed with the first period and not yet paid (paying in the office). */
    feeDueCents: bigint('fee_due_cents', { mode: 'number' }).notNull().default(0),
    autoRenew: boolean('auto_renew').notNull().default(true),
    /** The first day of the period paid last (or, for pending_cash, the period waiting to be paid). */
    currentPeriodStart: date('current_period_start'),
    /** The household enrolment that created it, for its receipt and for idempotent retries. */
    enrolmentId: integer('enrolment_id'),
    /**
     * Enrolled under the office's guaranteed payment plan (a monthly plan the member pays, with its setup fee): a
     * 12-month commitment the platform guarantees (delinquent_gpp rather than delinquent).
     */
    guaranteed: boolean('guaranteed').notNull().default(false),
    /** A plan change the office set for the next renewal (change at renewal): the plan, and the day it applies. */
    pendingPlanId: integer('pending_plan_id'),
    pendingPlanFrom: date('pending_plan_from'),
    /** When the office asked to cancel (cancellation_requested or canceled), why (CANCELLATION_REASONS), and a note. */
    canceledAt: ts('canceled_at'),
    cancelReason: integer('cancel_reason'),
    cancelNote: text('cancel_note'),
    /**
     * The household asked to cancel from its portal and the office has not decided yet (cancellation_requested with no
     * ends_on): the request's time. Cleared when the office confirms (the plan then ends like its own cancellation) or
     * keeps the plan. Until then the billing run neither renews nor ends the plan: its renewal waits for the decision.
     */
    cancelRequestedAt: ts('cancel_requested_at'),
    /** The last day covered: a cancellation takes effect after it (the end of the paid period). */
    endsOn: date('ends_on'),
    /**
     * The billing run's payment for this plan while it is being taken (billing_attempts.id): set when the run claims
     * the plan, cleared when the processor's answer is recorded. A claimed plan is never claimed again.
     */
    billingAttemptId: integer('billing_attempt_id'),
    /** Failed tries of the unpaid period (past_due), the day of the first, and the day of the next try. */
    failedTries: integer('failed_tries').notNull().default(0),
    firstFailedOn: date('first_failed_on'),
    nextRetryOn: date('next_retry_on'),
    /**
     * The day a plan paid in the office went late because its period ended unpaid past the grace (cash lateness,
     * cashLatenessStatus); null for every other plan. It tells a late desk plan from a card plan late by a failed
     * charge, and is cleared once the period is paid.
     */
    lateInOfficeOn: date('late_in_office_on'),
    /** The renewal day an annual member was last reminded of (30 days before), so each renewal is told once. */
    remindedForRenewal: date('reminded_for_renewal'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('subscriptions_org_id_unique').on(t.organizationId, t.id),
    // The billing run's queues: plans due to renew, late plans due another try.
    index('subscriptions_due_idx')
      .on(t.nextRenewalOn)
      .where(sql`${t.billingAttemptId} is null and ${t.status} in ('active', 'active_transferred')`),
    index('subscriptions_retry_idx')
      .on(t.nextRetryOn)
      .where(sql`${t.billingAttemptId} is null and ${t.status} = 'past_due'`),
    foreignKey({ columns: [t.organizationId, t.memberId], foreignColumns: [members.organizationId, members.id] }),
    foreignKey({ columns: [t.organizationId, t.planId], foreignColumns: [plans.organizationId, plans.id] }),
    foreignKey({ columns: [t.organizationId, t.pendingPlanId], foreignColumns: [plans.organizationId, plans.id] }),
    index('subscriptions_member_idx').on(t.organizationId, t.memberId),
    // Member counts and price changes read a plan's subscriptions.
    index('subscriptions_plan_idx').on(t.organizationId, t.planId),
    // The office's list of cancellations its households asked for: few rows among many.
    index('subscriptions_cancel_requested_idx')
      .on(t.organizationId, t.cancelRequestedAt)
      .where(sql`${t.cancelRequestedAt} is not null`),
  ],
);
