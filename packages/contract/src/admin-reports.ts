import { z } from 'zod';
import { Id } from './common';

// The platform admins' figures and reports (issue 24): the KPIs of spec 01 section 3 'Admin stats', the monthly master
// report by office, an office's (or its organization's) active members, and the platform's revenue and fees by month.

/** A calendar month, 'YYYY-MM' (UTC). */
const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const AdminStatsMonth = z.object({ month: Month, enrolled: z.number().int() }).meta({ id: 'AdminStatsMonth' });
export type AdminStatsMonth = z.infer<typeof AdminStatsMonth>;

/**
 * Spec 01 section 3 'Admin stats', computed from the data when asked. Money in cents: `feesLastMonth` and `feesYTD`
 * are the platform's fees kept from the practices' payments (less what refunds and disputes gave back), read from the
 * ledger's platform_fees account.
 */
export const AdminStatsResponse = z
  .object({
    asOf: z.string(),
    /** Offices on the platform (not closed). */
    dentistOfficeCount: z.number().int(),
    /** Of them, offices with at least one active member. */
    officesWithMembers: z.number().int(),
    /** Users who may sign in (not deactivated), and by kind. */
    activeUserCount: z.number().int(),
    activeUsers: z.object({
      office: z.number().int(),
      patient: z.number().int(),
      platform: z.number().int(),
      partner: z.number().int(),
    }),
    /** Members enrolled in the last 7 days. */
    membersLastWeek: z.number().int(),
    /** Members enrolled in each of the last 12 months, oldest first (the current month last). */
    membersByMonth: z.array(AdminStatsMonth),
    /** Practices that signed up and have not finished setup, and where they stopped (each counted once, first step). */
    onBoardingCount: z.number().int(),
    onBoarding: z.object({
      awaitingEmail: z.number().int(),
      noPlan: z.number().int(),
      noPayoutAccount: z.number().int(),
    }),
    lastMonth: Month,
    feesLastMonth: z.number().int(),
    year: z.number().int(),
    feesYTD: z.number().int(),
  })
  .meta({ id: 'AdminStatsResponse' });
export type AdminStatsResponse = z.infer<typeof AdminStatsResponse>;

/** `POST /DBreports/admin/master_report_monthly/{year}/{month}/by_dentist/{userId}`: the office owner's user id. */
export const MasterReportParams = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
  userId: Id,
});

export const ActiveMembersParams = z.object({ dentistInfoId: Id });

export const RevenueReportQuery = z.object({
  /** How many months back, the current month included. */
  months: z.coerce.number().int().min(1).max(36).default(12),
  format: z.enum(['json', 'csv']).default('json'),
});

/**
 * One month of the platform's money, from the ledger (cents): what households paid (card, bank and in the office),
 * refunds, what disputes held back (net of what they released), the platform's fees, what the guarantee paid practices
 * from them, what the practices netted and were paid out, and the practices' tier payments to the platform.
 */
export const RevenueMonth = z
  .object({
    month: Month,
    payments: z.number().int(),
    grossCents: z.number().int(),
    refundsCents: z.number().int(),
    disputesCents: z.number().int(),
    platformFeesCents: z.number().int(),
    guaranteeClaimsCents: z.number().int(),
    netToPracticesCents: z.number().int(),
    paidOutCents: z.number().int(),
    tierRevenueCents: z.number().int(),
  })
  .meta({ id: 'RevenueMonth' });
export type RevenueMonth = z.infer<typeof RevenueMonth>;

export const RevenueReportResponse = z
  .object({ months: z.array(RevenueMonth), totals: RevenueMonth.omit({ month: true }) })
  .meta({ id: 'RevenueReportResponse' });
export type RevenueReportResponse = z.infer<typeof RevenueReportResponse>;
