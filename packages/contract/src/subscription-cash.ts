import { z } from 'zod';
import { BodyId, Text } from './common';
import { CancellationReasonValue, MemberSubscription, OfficeMemberBody } from './members';

// Paying in the office and moving a household to another office (issue 8): a plan switched between card and cash,
// a renewal or a late period paid at the front desk, an unpaid cash enrolment dropped, a household transferred.
// The state table: apps/server/src/modules/subscriptions/STATES.md, section 'Cash and transfers'.

/**
 * The amount the page showed the front desk, in cents: what is taken at the desk must be what was announced. When it
 * differs the call answers 409 with the amount due now (`CashAmountChangedBody`).
 */
const ExpectedCents = z.number().int().min(0).max(100_000_000);

/** A subscription of a member of an office. */
const CashSubscriptionOfMember = OfficeMemberBody.extend({ subscriptionId: BodyId });

/** The answer of the calls that change one subscription: the success toast and the subscription as it now stands. */
export const SubscriptionCashResponse = z
  .object({ _message: z.string(), subscription: MemberSubscription })
  .meta({ id: 'SubscriptionCashResponse' });
export type SubscriptionCashResponse = z.infer<typeof SubscriptionCashResponse>;

/**
 * `POST /subscriptions/to-cash`: `toCash` true: an active plan paid by card is paid at the front desk from its next
 * renewal on (active_cash); false: back to the household's card or bank account on file (active).
 */
export const ToCashRequest = CashSubscriptionOfMember.extend({ toCash: z.boolean() }).meta({ id: 'ToCashRequest' });
export type ToCashRequest = z.infer<typeof ToCashRequest>;

/** `POST /subscriptions/members/{id}/renew_cash` ({id}: the member): the next period of an active_cash plan. */
export const RenewCashRequest = z
  .object({ dentistInfoId: BodyId, subscriptionId: BodyId, expectedCents: ExpectedCents })
  .meta({ id: 'RenewCashRequest' });
export type RenewCashRequest = z.infer<typeof RenewCashRequest>;

/** `POST /subscriptions/in-office-payment`: a late plan, or one waiting for its first payment, paid at the desk. */
export const InOfficePaymentRequest = CashSubscriptionOfMember.extend({ expectedCents: ExpectedCents }).meta({
  id: 'InOfficePaymentRequest',
});
export type InOfficePaymentRequest = z.infer<typeof InOfficePaymentRequest>;

/** What a payment taken at the front desk paid: the amount, and the period it covers (`paidThrough`: its renewal day). */
export const CashPayment = z.object({
  amountCents: z.number().int(),
  paidFrom: z.string(),
  paidThrough: z.string(),
});
export type CashPayment = z.infer<typeof CashPayment>;

export const CashPaymentResponse = z
  .object({ _message: z.string(), subscription: MemberSubscription, payment: CashPayment })
  .meta({ id: 'CashPaymentResponse' });
export type CashPaymentResponse = z.infer<typeof CashPaymentResponse>;

/** The answer of a 409 when the amount due differs from `expectedCents`. */
export const CashAmountChangedBody = z
  .object({ _message: z.string(), amountDueCents: z.number().int() })
  .meta({ id: 'CashAmountChangedBody' });
export type CashAmountChangedBody = z.infer<typeof CashAmountChangedBody>;

/**
 * `DELETE /dentists/{id}/subscription/cancel_cash` ({id}: the office): an enrolment waiting for its payment in the
 * office, never paid, is canceled. `reason` is one of the cancellation reasons, 11 (Office request) when left out.
 */
export const CancelCashRequest = z
  .object({
    memberId: BodyId,
    subscriptionId: BodyId,
    reason: CancellationReasonValue.optional(),
    note: Text(500).optional(),
  })
  .meta({ id: 'CancelCashRequest' });
export type CancelCashRequest = z.infer<typeof CancelCashRequest>;

/** One running plan of the household and the plan of the new office it becomes. */
export const TransferPlan = z.object({ subscriptionId: BodyId, planId: BodyId });

/**
 * `POST /office/{id}/members/transfer-member` ({id}: the office the household is at): the whole household of
 * `memberId` moves to `targetOfficeId`, an office of the same organization; `plans` maps each of its running plans to
 * a plan the new office offers that member.
 */
export const TransferMemberRequest = z
  .object({
    memberId: BodyId,
    targetOfficeId: BodyId,
    plans: z
      .array(TransferPlan)
      .min(1)
      .max(50)
      .refine(
        (plans) => new Set(plans.map((p) => p.subscriptionId)).size === plans.length,
        'Choose one new plan for each plan.',
      ),
  })
  .meta({ id: 'TransferMemberRequest' });
export type TransferMemberRequest = z.infer<typeof TransferMemberRequest>;

export const TransferMemberResponse = z
  .object({
    _message: z.string(),
    /** The office the household is at now. */
    officeId: z.number().int(),
    /** The household's new subscriptions (active_transferred), in the order of `plans`. */
    subscriptions: z.array(MemberSubscription),
  })
  .meta({ id: 'TransferMemberResponse' });
export type TransferMemberResponse = z.infer<typeof TransferMemberResponse>;
