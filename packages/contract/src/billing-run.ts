import { retryScheduleProblem } from '@mhq/domain';
import { z } from 'zod';

// The platform's billing run as its admins see and drive it (issue 9): what is due, what a run did, and the demo's
// clock, which they may move forward like a payment processor's test clock.

const Count = z.number().int().min(0);

export const BillingRunSummary = z
  .object({
    day: z.string(),
    ended: Count,
    officePaid: Count,
    reminded: Count,
    resumed: Count,
    paid: Count,
    refused: Count,
    refundedDuplicates: Count,
    unanswered: Count,
    disputesOpened: Count,
    disputesDecided: Count,
    payoutsPaid: Count,
    payoutsCents: Count,
    /** Payments whose request died (a crash mid-enrolment, say), found charged and recorded, or refunded. */
    interruptedRecorded: Count,
    interruptedRefunded: Count,
    /** Plans paid in the office whose period went unpaid: late past the grace, delinquent after the late period. */
    lateInOffice: Count,
    delinquentInOffice: Count,
  })
  .meta({ id: 'BillingRunSummary' });
export type BillingRunSummary = z.infer<typeof BillingRunSummary>;

/** What the platform's admins set for billing: the platform's fees and the retry schedule of failed payments. */
export const BillingSettings = z
  .object({
    /** The platform's fee per covered member and month, in cents (the feePerMember setting). */
    perMemberMonthCents: z
      .number()
      .int('Whole cents only.')
      .min(0, 'The fee cannot be negative.')
      .max(10_000, 'At most $100.00 per member and month.'),
    /** The one-time setup fee, in percent of a monthly plan's annual commitment under guaranteed payment. */
    setupFeePercent: z
      .number()
      .min(0, 'The percent cannot be negative.')
      .max(50, 'At most 50 percent.')
      .refine((p) => Number(p.toFixed(2)) === p, 'At most two decimals.'),
    /** Days after the first failed try on which a payment is tried again. */
    retryDays: z.array(z.number().int()).superRefine((days, ctx) => {
      const problem = retryScheduleProblem(days);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    /** The day of the week practices are paid out (0 Sunday to 6 Saturday). */
    payoutWeekday: z
      .number()
      .int('Choose a day of the week.')
      .min(0, 'Choose a day of the week.')
      .max(6, 'Choose a day of the week.'),
    /** Days money settles before a payout carries it (the cut-off is this many days before the payout day). */
    payoutDelayDays: z
      .number()
      .int('Whole days only.')
      .min(0, 'Money settles 0 to 7 days before it is paid out.')
      .max(7, 'Money settles 0 to 7 days before it is paid out.'),
    /** Days after a plan paid in the office was due on which it is still simply active (cash lateness). */
    cashGraceDays: z
      .number()
      .int('Whole days only.')
      .min(0, 'The grace period for payments in the office is 0 to 60 days.')
      .max(60, 'The grace period for payments in the office is 0 to 60 days.'),
    /** Days a plan paid in the office stays late before it is delinquent. */
    cashDelinquentAfterDays: z
      .number()
      .int('Whole days only.')
      .min(1, 'A plan paid in the office is late 1 to 90 days before it is delinquent.')
      .max(90, 'A plan paid in the office is late 1 to 90 days before it is delinquent.'),
  })
  .meta({ id: 'BillingSettings' });
export type BillingSettings = z.infer<typeof BillingSettings>;

/** What `PUT /admin/billing/settings` takes: the settings, the payout schedule kept as it is when left out. */
export const BillingSettingsUpdate = BillingSettings.partial({
  payoutWeekday: true,
  payoutDelayDays: true,
  cashGraceDays: true,
  cashDelinquentAfterDays: true,
}).meta({
  id: 'BillingSettingsUpdate',
});
export type BillingSettingsUpdate = z.infer<typeof BillingSettingsUpdate>;

export const BillingSettingsResponse = z
  .object({ _message: z.string(), settings: BillingSettings })
  .meta({ id: 'BillingSettingsResponse' });
export type BillingSettingsResponse = z.infer<typeof BillingSettingsResponse>;

export const BillingStatusResponse = z
  .object({
    /** The platform's present time (the demo's clock, when it was moved). */
    now: z.string(),
    day: z.string(),
    /** Whether this installation lets its admins move the clock (the demo and tests; never production). */
    canMoveClock: z.boolean(),
    /** Days after the first failed try on which a payment is tried again. */
    retryDays: z.array(z.number().int()),
    /** The billing settings in force (the retry days among them). */
    settings: BillingSettings,
    due: z.object({ renewals: Count, retries: Count }),
    openAttempts: Count,
    pastDue: Count,
    delinquent: Count,
  })
  .meta({ id: 'BillingStatusResponse' });
export type BillingStatusResponse = z.infer<typeof BillingStatusResponse>;

export const BillingRunResponse = z
  .object({ _message: z.string(), summary: BillingRunSummary })
  .meta({ id: 'BillingRunResponse' });
export type BillingRunResponse = z.infer<typeof BillingRunResponse>;

export const MoveClockRequest = z.object({
  /** Days to move forward; the billing run runs on each of them, as it would have. */
  days: z.number().int().min(1, 'Move the clock at least one day.').max(60, 'Move the clock at most 60 days at once.'),
});
export type MoveClockRequest = z.infer<typeof MoveClockRequest>;

export const MoveClockResponse = z
  .object({ _message: z.string(), now: z.string(), day: z.string(), totals: BillingRunSummary })
  .meta({ id: 'MoveClockResponse' });
export type MoveClockResponse = z.infer<typeof MoveClockResponse>;
