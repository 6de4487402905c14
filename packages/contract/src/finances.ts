import { LEDGER_LINE_KINDS } from '@mhq/domain';
import { z } from 'zod';
import { Id } from './common';

// A member's payment history (spec 02 section 7 'Billing': /office/{id}/members/finances/{userId}/1970): every
// charge of the household, newest first, with what each paid for. Refunds and disputes (issue 9) fill the fields
// kept for them here, so the shape does not change when they come.

/** `{id}`: the office; `{userId}`: a member of it (any of the household). */
export const FinancesParams = z.object({ id: Id, userId: Id });
export type FinancesParams = z.infer<typeof FinancesParams>;

/** One thing a charge paid for. */
export const FinanceLine = z.object({
  memberId: z.number().int(),
  memberName: z.string(),
  /** 'membership' (a period of a plan), 'setup_fee' or 'activation_fee'. */
  kind: z.enum(['membership', 'setup_fee', 'activation_fee']),
  planName: z.string(),
  /** The period paid (for a fee, the period it came with), yyyy-MM-dd. */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The line in words: 'Adult Wellness, 11/24/2026 – 12/24/2026', 'Setup fee'. */
  what: z.string(),
  listCents: z.number().int(),
  discountCents: z.number().int(),
  amountCents: z.number().int(),
});
export type FinanceLine = z.infer<typeof FinanceLine>;

export const FinanceCharge = z.object({
  chargeId: z.number().int(),
  /** When it was paid (ISO timestamp). */
  at: z.string(),
  amountCents: z.number().int(),
  /** Given back so far. */
  refundedCents: z.number().int(),
  /** What may still be refunded: of the payment, or (a member's own history) of their share of it. */
  refundableCents: z.number().int(),
  /**
   * Whether all of refundableCents may go back in one refund: only within 90 days of the payment (spec 01); after
   * that a refund must leave part of it.
   */
  fullRefundAllowed: z.boolean(),
  /** Held by the payer's bank in an open dispute, or taken back by it in a lost one. */
  disputedCents: z.number().int(),
  /** 'card', 'us_bank_account' or 'cash' (paid in the office). */
  method: z.enum(['card', 'us_bank_account', 'cash']),
  /** The card or bank account charged; null when paid in the office (or when it is no longer known). */
  paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The method in words: 'Visa ending in 4242', 'Bank account ending in 6789', 'Paid in the office'. */
  methodLabel: z.string(),
  /** 'succeeded', 'partially_refunded', 'refunded', 'disputed' (its bank decides) or 'dispute_lost'. */
  status: z.string(),
  /** Who took it: a user of the office, or null when the patient paid online. */
  recordedBy: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  description: z.string(),
  lines: z.array(FinanceLine),
});
export type FinanceCharge = z.infer<typeof FinanceCharge>;

export const FinancesResponse = z
  .object({
    /** The member asked about and their household's account owner (who pays). */
    memberId: z.number().int(),
    ownerMemberId: z.number().int(),
    /** 'household': every charge with all its lines; 'member': only the charges and lines of this one member. */
    scope: z.enum(['household', 'member']),
    charges: z.array(FinanceCharge),
  })
  .meta({ id: 'FinancesResponse' });
export type FinancesResponse = z.infer<typeof FinancesResponse>;

/** `GET /users/{id}/receipts/{chargeId}`: `{id}` the caller's own user id; the payment's receipt as a PDF. */
export const ReceiptParams = z.object({ id: Id, chargeId: Id });
export type ReceiptParams = z.infer<typeof ReceiptParams>;

/**
 * `GET /office/{id}/members/finances/reports?memberId&single`: the member's payment history as a spreadsheet (xlsx),
 * the household's or (single) only this member's lines.
 */
export const FinancesReportParams = z.object({ id: Id });
export const FinancesReportQuery = z.object({
  memberId: Id,
  single: z.enum(['true', 'false']).default('false'),
});
export type FinancesReportQuery = z.infer<typeof FinancesReportQuery>;

/** `GET /dentists/{id}/payment-ledger?month=YYYY-MM`: the office's money of a month, line by line (this month by default). */
export const PaymentLedgerParams = z.object({ id: Id });
export const PaymentLedgerQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM.')
    .optional(),
});
export type PaymentLedgerQuery = z.infer<typeof PaymentLedgerQuery>;

/**
 * One movement of the office's money: a payment by card or bank, one taken in the office, a refund, a dispute's step
 * (the amount held when the payer's bank opened it, released when the practice won, returned when it lost), or what
 * the guaranteed payment plan paid for a member who stopped paying.
 */
export const LedgerLine = z.object({
  transactionId: z.number().int(),
  at: z.string(),
  kind: z.enum(LEDGER_LINE_KINDS),
  chargeId: z.number().int().nullable(),
  /** The household's account owner who paid (or was refunded); the member, for a guarantee claim. */
  memberName: z.string().nullable(),
  methodLabel: z.string(),
  description: z.string(),
  /** What the patient paid (positive) or got back (negative). */
  paidCents: z.number().int(),
  /** The platform's fee kept (positive) or given back (negative). */
  platformFeeCents: z.number().int(),
  /** What it changed of the practice's money: its processor balance and the cash in its hands together. */
  toPracticeCents: z.number().int(),
  /** What it changed of the practice's processor balance alone: what a payout carries of it. */
  toBalanceCents: z.number().int(),
});
export type LedgerLine = z.infer<typeof LedgerLine>;

export const PaymentLedgerResponse = z
  .object({
    month: z.string(),
    totals: z.object({
      /** Paid by card or bank through the processor. */
      processorCents: z.number().int(),
      /** Paid in the office. */
      cashCents: z.number().int(),
      refundedCents: z.number().int(),
      /** What disputes moved of the practice's money: held (negative) less released (positive). */
      disputesCents: z.number().int(),
      /** Paid to the practice by the guarantee (claims of guaranteed plans whose payments stopped). */
      guaranteeCents: z.number().int(),
      platformFeeCents: z.number().int(),
      toPracticeCents: z.number().int(),
      /** Of that, what moved the practice's processor balance (the rest is cash in its hands). */
      toBalanceCents: z.number().int(),
      lines: z.number().int(),
    }),
    /** The newest lines of the month (at most 500; the totals count them all). */
    lines: z.array(LedgerLine),
  })
  .meta({ id: 'PaymentLedgerResponse' });
export type PaymentLedgerResponse = z.infer<typeof PaymentLedgerResponse>;
