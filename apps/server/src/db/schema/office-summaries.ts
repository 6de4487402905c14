import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// Per-location figures the master dashboard (issue 23) reads instead of counting an organization's members and
// charges on every call. Kept by the database itself, in the transaction of the change (statement triggers on
// member_list, charges, refunds, disputes and guarantee_claims, migration 0020): each statement adds what it changed,
// +1 for a row's new state and -1 for its old one, so a figure is always the count of the rows it stands for.
// Never written by the app.

/** How many of an office's members (deleted ones never count) are listed with each status ('' for no plan). */
export const officeStatusCounts = pgTable(
  'office_status_counts',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    /** member_list.status, '' for a member listed with no plan. */
    status: text('status').notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.officeId, t.status] })],
);

/**
 * An office's members (deleted ones never count) by the calendar month (UTC, its first day) their listed subscription
 * began (`enrolled`) and was canceled (`canceled`): the dashboards' enrolments and cancellations.
 */
export const officeEnrolmentMonths = pgTable(
  'office_enrolment_months',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    month: date('month').notNull(),
    enrolled: integer('enrolled').notNull(),
    canceled: integer('canceled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.officeId, t.month] })],
);

/**
 * An office's revenue by calendar month (UTC, its first day), as the office dashboard counts it (dashboard.queries
 * revenueByMonth): charges received in the month they were recorded, less refunds settled and disputes lost in theirs
 * (their fee parts with them), plus guarantee claims paid in theirs. `charges` counts the charges alone.
 */
export const officeRevenueMonths = pgTable(
  'office_revenue_months',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    month: date('month').notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
    platformFeeCents: bigint('platform_fee_cents', { mode: 'number' }).notNull(),
    charges: integer('charges').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.officeId, t.month] })],
);

/**
 * An office's members (deleted ones never count) listed with an active status (ACTIVE_STATUSES, as 'renewal' reads
 * them) by the day (UTC) their listed subscription began, keyed by its month-day first (month * 100 + day, as
 * member_list_anniversary_idx): 'renewal' counts the whole days inside its window from here.
 */
export const officeAnniversaryDays = pgTable(
  'office_anniversary_days',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    monthDay: integer('month_day').notNull(),
    day: date('day').notNull(),
    active: integer('active').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.officeId, t.monthDay, t.day] })],
);
