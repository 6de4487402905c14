import { z } from 'zod';
import { BodyId } from './common';
import { DashboardResponse, DashboardRevenue } from './dashboard';
import { PlatformPlan, TierChargeLine, TierOwed } from './money';

// An organization's locations together (issue 23): the master dashboard, multi-location billing and reports. The
// `{id}` (or `dentistInfoId`) is the office the caller acts from; the organization is that office's, and the locations
// shown are those of it the caller works in.

/** The period a master dashboard or a report covers, in calendar months (UTC), ending with the current one. */
export const MULTI_PERIODS = ['this_month', 'last_month', 'last_3_months', 'last_12_months', 'year_to_date'] as const;
export const MultiPeriod = z.enum(MULTI_PERIODS);
export type MultiPeriod = z.infer<typeof MultiPeriod>;

const Count = z.number().int().nonnegative();
const Cents = z.number().int();
const Month = z.string().regex(/^\d{4}-\d{2}$/);

/** A location as these pages name it. Closed ones stay listed (their history counts) and say so. */
export const MultiLocation = z.object({
  officeId: z.number().int(),
  name: z.string(),
  /** When the location was closed (ISO 8601), or null while it is open. */
  closedAt: z.string().nullable(),
});
export type MultiLocation = z.infer<typeof MultiLocation>;

/** `GET /multi-location/dashboard/{id}?period=`. */
export const MultiDashboardQuery = z.object({ period: MultiPeriod.default('this_month') });
export type MultiDashboardQuery = z.input<typeof MultiDashboardQuery>;

/** Money of the period: the single-office dashboard's revenue, without its month. */
export const MultiRevenue = DashboardRevenue.omit({ month: true });
export type MultiRevenue = z.infer<typeof MultiRevenue>;

/** What one location (or all together) shows: the office dashboard's member figures, and the period's flows. */
export const MultiFigures = z.object({
  /** The members list's filters now, as the office dashboard counts them (pastDue: late, delinquent). */
  members: DashboardResponse.shape.members,
  /** Members whose current plan began in the period. */
  enrolled: Count,
  /** Members whose plan was canceled in the period. */
  canceled: Count,
  revenue: MultiRevenue,
});
export type MultiFigures = z.infer<typeof MultiFigures>;

/** One month of a location's chart. */
export const MultiMonth = z.object({ month: Month, enrolled: Count, netCents: Cents });
export type MultiMonth = z.infer<typeof MultiMonth>;

export const MultiDashboardLocation = MultiLocation.extend({
  figures: MultiFigures,
  /** The last 12 calendar months, oldest first (the office dashboard's chart). */
  months: z.array(MultiMonth),
});
export type MultiDashboardLocation = z.infer<typeof MultiDashboardLocation>;

export const MultiDashboardResponse = z
  .object({
    officeId: z.number().int(),
    organizationName: z.string(),
    period: MultiPeriod,
    /** First day of the period and the day after its last (ISO dates), as the figures count them. */
    from: z.string(),
    to: z.string(),
    asOf: z.string(),
    locations: z.array(MultiDashboardLocation),
    /** Every location above together. */
    total: MultiFigures,
  })
  .meta({ id: 'MultiDashboardResponse' });
export type MultiDashboardResponse = z.infer<typeof MultiDashboardResponse>;

/** A location's money at the processor: what it holds (from the ledger) and what reached its bank. */
export const MultiBillingLocation = MultiLocation.extend({
  /** The payout account's bank and last digits, or null when the location has none yet. */
  payoutAccount: z.string().nullable(),
  /** What the location's balance holds now, derived from the ledger. */
  balanceCents: Cents,
  /** Paid out to the location's bank in the last 12 months. */
  paidOutCents: Cents,
  lastPayout: z.object({ payoutOn: z.string(), amountCents: Cents, status: z.string() }).nullable(),
});
export type MultiBillingLocation = z.infer<typeof MultiBillingLocation>;

export const MultiBillingResponse = z
  .object({
    organizationId: z.number().int(),
    organizationName: z.string(),
    /** The platform plan the organization pays for; null while it is on none. */
    plan: PlatformPlan.nullable(),
    /** The day the next period of the plan is charged, or null when none is scheduled. */
    nextChargeOn: z.string().nullable(),
    /** The default payment method of the plan. */
    paymentMethod: z
      .object({ kind: z.enum(['card', 'us_bank_account']), brand: z.string(), last4: z.string() })
      .nullable(),
    /** The plan's recent periods and payments, newest first. */
    charges: z.array(TierChargeLine),
    owed: TierOwed.nullable(),
    locations: z.array(MultiBillingLocation),
    totals: z.object({ balanceCents: Cents, paidOutCents: Cents }),
  })
  .meta({ id: 'MultiBillingResponse' });
export type MultiBillingResponse = z.infer<typeof MultiBillingResponse>;

export const MULTI_REPORT_TYPES = ['members', 'enrolments', 'revenue', 'payouts'] as const;
export const MultiReportType = z.enum(MULTI_REPORT_TYPES);
export type MultiReportType = z.infer<typeof MultiReportType>;

export const MultiReportParams = z.object({ reportType: MultiReportType });
/** `?download=true` answers the file; without it, the rows as JSON for the page. */
export const MultiReportQuery = z.object({ download: z.enum(['true', 'false']).default('false') });
export const MultiReportFileType = z.enum(['csv', 'xlsx', 'pdf']);
export type MultiReportFileType = z.infer<typeof MultiReportFileType>;

export const MultiReportRequest = z.object({
  /** The office the caller acts from. */
  dentistInfoId: BodyId,
  period: MultiPeriod.default('last_12_months'),
  /** One location of the organization, or every location the caller works in when absent. */
  locationId: BodyId.optional(),
  fileType: MultiReportFileType.default('csv'),
});
export type MultiReportRequest = z.input<typeof MultiReportRequest>;

/** How a column's values read: text as is, counts as whole numbers, money in cents (shown as dollars), ISO dates. */
export const MultiReportColumn = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'count', 'money', 'date']),
});
export type MultiReportColumn = z.infer<typeof MultiReportColumn>;

const Cell = z.union([z.string(), z.number(), z.null()]);

export const MultiReportResponse = z
  .object({
    reportType: MultiReportType,
    organizationName: z.string(),
    title: z.string(),
    period: MultiPeriod,
    from: z.string(),
    to: z.string(),
    locations: z.array(MultiLocation),
    columns: z.array(MultiReportColumn),
    rows: z.array(z.record(z.string(), Cell)),
    /** The sums of the count and money columns, or null when the report has none. */
    totals: z.record(z.string(), Cell).nullable(),
  })
  .meta({ id: 'MultiReportResponse' });
export type MultiReportResponse = z.infer<typeof MultiReportResponse>;
