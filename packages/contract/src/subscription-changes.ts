import { z } from 'zod';
import { BodyId, ErrorBody, Id, Text } from './common';
import { EnrolmentQuote, ExpectedAmounts } from './enrolment';
import { CancellationReasonValue, MemberSubscription, OfficeMemberBody } from './members';

// A member's subscription changed from the member's page (issue 8): the plan (now or at renewal), the term, automatic
// renewal, a cancellation, a re-enrolment; and what waits for the next renewal. Every change answers the
// subscription as the page shows it. The state table: apps/server/src/modules/subscriptions/STATES.md.

const Term = z.enum(['monthly', 'annual']);

/** A subscription of a member of an office: what every change names. */
const SubscriptionOfMember = OfficeMemberBody.extend({ subscriptionId: BodyId });

/** Every change's answer: the success toast and the subscription as it now stands. */
export const SubscriptionChangeResponse = z
  .object({ _message: z.string(), subscription: MemberSubscription })
  .meta({ id: 'SubscriptionChangeResponse' });
export type SubscriptionChangeResponse = z.infer<typeof SubscriptionChangeResponse>;

/**
 * `POST /users/me/members/clearDelinquency`: a delinquent plan's missed payment is written off and the plan ends
 * (canceled), so it leaves the delinquent list and the member may re-enroll later.
 */
export const ClearDelinquencyRequest = SubscriptionOfMember.meta({ id: 'ClearDelinquencyRequest' });
export type ClearDelinquencyRequest = z.infer<typeof ClearDelinquencyRequest>;

/**
 * `PUT /subscriptions/change_contract_plan`: another plan, from today ('now': the new price from the next payment,
 * no proration) or from the next renewal ('renewal').
 */
export const ChangePlanRequest = SubscriptionOfMember.extend({
  planId: BodyId,
  when: z.enum(['now', 'renewal']),
}).meta({ id: 'ChangePlanRequest' });
export type ChangePlanRequest = z.infer<typeof ChangePlanRequest>;

/** `DELETE /subscriptions/change_contract_plan`: drop the plan change waiting for the next renewal. */
export const DropPlanChangeRequest = SubscriptionOfMember.meta({ id: 'DropPlanChangeRequest' });
export type DropPlanChangeRequest = z.infer<typeof DropPlanChangeRequest>;

/** `POST /subscriptions/pending_contract`: what waits for a member's next renewals. */
export const PendingContractRequest = OfficeMemberBody.meta({ id: 'PendingContractRequest' });

export const PendingContract = z.object({
  subscription: MemberSubscription,
  /** A plan change set for the next renewal, with what it would cost at today's prices. */
  planChange: z
    .object({
      planId: z.number().int(),
      planName: z.string(),
      from: z.string(),
      priceCents: z.number().int(),
      term: Term,
    })
    .nullable(),
  /** A price change of the plan the member was already told of (spec: 'Change Pending'). */
  priceChange: z.object({ priceCents: z.number().int(), from: z.string() }).nullable(),
  /** The plan ends instead of renewing: a cancellation at the end of the period, or automatic renewal off. */
  ending: z.object({ on: z.string(), why: z.enum(['cancellation', 'autoRenewOff']) }).nullable(),
});
export type PendingContract = z.infer<typeof PendingContract>;

export const PendingContractResponse = z
  .object({ memberId: z.number().int(), pending: z.array(PendingContract) })
  .meta({ id: 'PendingContractResponse' });
export type PendingContractResponse = z.infer<typeof PendingContractResponse>;

/** `POST /office/{id}/members/subscriptions/updateTerm`: monthly to annual, or back; from the next payment. */
export const UpdateTermRequest = z
  .object({
    memberId: BodyId,
    subscriptionId: BodyId,
    term: Term,
    /**
     * The office confirmed that switching a guaranteed monthly plan to annual ends its guarantee
     * (termChangeGuaranteeNotice); without it such a switch is refused (400) with that sentence.
     */
    acceptGuaranteeEnd: z.boolean().optional(),
  })
  .meta({ id: 'UpdateTermRequest' });
export type UpdateTermRequest = z.infer<typeof UpdateTermRequest>;

/** `POST /subscriptions/toggleAutoRenew`: automatic renewal on or off (off: the plan ends with its paid period). */
export const AutoRenewRequest = SubscriptionOfMember.extend({ autoRenew: z.boolean() }).meta({
  id: 'AutoRenewRequest',
});
export type AutoRenewRequest = z.infer<typeof AutoRenewRequest>;

/** `POST /dentists/{id}/subscription/cancel_contract_plan`: cancel, at the end of the paid period or now. */
export const CancelPlanRequest = z
  .object({
    memberId: BodyId,
    subscriptionId: BodyId,
    /** One of CANCELLATION_REASONS (spec 02 section 9). */
    reason: CancellationReasonValue,
    note: Text(500).optional(),
    when: z.enum(['periodEnd', 'now']),
    /** Give back what was paid for this plan (never its setup fee): with a cancellation now, within 90 days of its start. */
    refund: z.boolean().optional(),
  })
  .meta({ id: 'CancelPlanRequest' });
export type CancelPlanRequest = z.infer<typeof CancelPlanRequest>;

/** A refused cancellation (409): the cancellation error modal's heading and why (spec 01 section 2 'Modals'). */
export const CancellationRefusal = ErrorBody.extend({ title: z.string(), description: z.string() }).meta({
  id: 'CancellationRefusal',
});
export type CancellationRefusal = z.infer<typeof CancellationRefusal>;

/** `PUT /dentists/{officeId}/subscription/plan/{memberId}/re-enroll?membershipId=`: the plan is `membershipId`. */
export const ReEnrollParams = z.object({ officeId: Id, memberId: Id });
export const ReEnrollQuery = z.object({ membershipId: Id });

/**
 * Undoing a requested cancellation charges nothing and reads none of these. Starting the plan again (it was canceled,
 * or the member has none running) is adding a plan: its term, how it is paid (the card on file, in the office, or by
 * the office), the fee waiver, and the amounts the page showed (409 with the new figures when they changed).
 */
export const ReEnrollRequest = z
  .object({
    term: Term.optional(),
    payment: z.enum(['card_on_file', 'cash', 'office']).optional(),
    waiveFee: z.boolean().optional(),
    expected: ExpectedAmounts.optional(),
  })
  .meta({ id: 'ReEnrollRequest' });
export type ReEnrollRequest = z.infer<typeof ReEnrollRequest>;

export const ReEnrollResponse = z
  .object({
    _message: z.string(),
    /** 'undone': the requested cancellation was withdrawn; 'restarted': the plan started again. */
    outcome: z.enum(['undone', 'restarted']),
    subscription: MemberSubscription,
    /** What starting again cost (null when a cancellation was undone). */
    quote: EnrolmentQuote.nullable(),
  })
  .meta({ id: 'ReEnrollResponse' });
export type ReEnrollResponse = z.infer<typeof ReEnrollResponse>;
