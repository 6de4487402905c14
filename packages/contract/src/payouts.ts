import { PAYOUT_STATUSES } from '@mhq/domain';
import { z } from 'zod';
import { Id } from './common';
import { LedgerLine, PaymentLedgerResponse } from './finances';

// Payouts (spec 02 section 7 'Reports'): each practice's balance paid to its bank on a schedule, and each payout's
// report, line by line: the payments, refunds, fees, disputes and guarantee claims it carries.

export const PayoutListParams = z.object({ id: Id });

export const PayoutView = z
  .object({
    payoutId: z.number().int(),
    /** The schedule's day it was made for, and the day before which the money it carries moved. */
    payoutOn: z.string(),
    cutoff: z.string(),
    amountCents: z.number().int(),
    status: z.enum(PAYOUT_STATUSES),
    arrivalOn: z.string().nullable(),
    /** Where it went: 'STRIPE TEST BANK ending in 6789'. */
    bankLabel: z.string(),
    /** Paid to the office's own standard account (after the upgrade): its report is at upgrade_payout. */
    upgrade: z.boolean(),
    failureMessage: z.string().nullable(),
  })
  .meta({ id: 'Payout' });
export type PayoutView = z.infer<typeof PayoutView>;

export const PayoutListResponse = z
  .object({
    /** The platform's schedule in words, and the next payout day. */
    schedule: z.string(),
    nextPayoutOn: z.string(),
    /** What the practice is owed now (its balance in the ledger): what the next payouts will carry. */
    balanceCents: z.number().int(),
    /** Whether the office's payout account can receive payouts now; its balance waits while it cannot. */
    payoutsOn: z.boolean(),
    payouts: z.array(PayoutView),
  })
  .meta({ id: 'PayoutListResponse' });
export type PayoutListResponse = z.infer<typeof PayoutListResponse>;

export const PayoutReportParams = z.object({ dentistInfoId: Id, id: Id });
export const PayoutReportQuery = z.object({
  /** The report as a file (csv, xlsx or pdf), or as data for its page (json, the default). */
  type: z.enum(['json', 'csv', 'xlsx', 'pdf']).default('json'),
});
export type PayoutReportQuery = z.input<typeof PayoutReportQuery>;

export const PayoutReportResponse = z
  .object({
    officeName: z.string(),
    payout: PayoutView,
    totals: PaymentLedgerResponse.shape.totals,
    lines: z.array(LedgerLine),
  })
  .meta({ id: 'PayoutReportResponse' });
export type PayoutReportResponse = z.infer<typeof PayoutReportResponse>;

/** `GET /dentists/{id}/monthly-statement?month=`: the office's month for /dentist-new/web-report/{year}/{month}. */
export const MonthlyStatementQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM.'),
});
export const MonthlyStatementResponse = z
  .object({
    month: z.string(),
    officeName: z.string(),
    /** The month's money from the ledger, as the payment ledger adds it up. */
    totals: PaymentLedgerResponse.shape.totals,
    /**
     * The practice's balance (what the processor owes it) at the start of the month and at its end: the opening, plus
     * what the month earned to it, less what payouts took to the bank, is the closing.
     */
    openingBalanceCents: z.number().int(),
    earnedCents: z.number().int(),
    paidOutCents: z.number().int(),
    closingBalanceCents: z.number().int(),
    /** Taken in the office, net of what was handed back: in the practice's hands, never in a payout. */
    cashInHandCents: z.number().int(),
    /** The payouts made in the month. */
    payouts: z.array(PayoutView),
    members: z.object({
      /** Members enrolled in the month, plans that ended in it, and members covered at its end. */
      enrolled: z.number().int(),
      ended: z.number().int(),
      coveredAtEnd: z.number().int(),
    }),
  })
  .meta({ id: 'MonthlyStatementResponse' });
export type MonthlyStatementResponse = z.infer<typeof MonthlyStatementResponse>;
