import { isPatientCancellationReason } from '@mhq/domain';
import { z } from 'zod';
import { BodyId, Id, Text } from './common';
import { CancellationReasonValue, MemberSubscription } from './members';

// A household asks from its portal to cancel a member's plan, and the office confirms or keeps it (issue 22, 'Leave').
// The state table: apps/server/src/modules/subscriptions/STATES.md.

/** The plan a household's request is about: the office, the member and the subscription, each checked by the guard. */
export const CancellationRequestQuery = z
  .object({ dentistInfoId: Id, memberId: Id, subscriptionId: Id })
  .meta({ id: 'CancellationRequestQuery' });
export type CancellationRequestQuery = z.infer<typeof CancellationRequestQuery>;

const Day = z.string();

/** What the household is told before it asks (leavingTerms), and whether it may ask at all. */
export const LeavingTermsResponse = z
  .object({
    memberFirstName: z.string(),
    planName: z.string(),
    officeName: z.string(),
    officePhone: z.string().nullable(),
    term: z.enum(['monthly', 'annual']),
    priceCents: z.number().int(),
    /** Coverage runs through this day once the office confirms (the end of the paid period). */
    paidThrough: Day.nullable(),
    /** A guaranteed monthly plan: the end of its current 12-month commitment year. */
    commitmentEndsOn: Day.nullable(),
    /** The office may still refund the plan in full until this day (its decision); null once past. */
    refundPossibleUntil: Day.nullable(),
    setupFeePaid: z.boolean(),
    /** A request of the household already waits for the office. */
    requestedAt: z.string().nullable(),
    requestedReason: z.number().int().nullable(),
    /** Why the household cannot ask (cancellationRequestRefusal's code); null when it can. */
    refusal: z.enum(['alreadyRequested', 'alreadyEnding', 'late', 'notStarted', 'officePays', 'ended']).nullable(),
  })
  .meta({ id: 'LeavingTermsResponse' });
export type LeavingTermsResponse = z.infer<typeof LeavingTermsResponse>;

/** `POST /users/me/account/cancellation-request`: the household asks; the reason is one the patient may give. */
export const CancellationRequestBody = z
  .object({
    dentistInfoId: BodyId,
    memberId: BodyId,
    subscriptionId: BodyId,
    reason: CancellationReasonValue.refine(isPatientCancellationReason, 'Choose a reason.'),
    note: Text(500).optional(),
    /** The household read the terms of leaving (the page shows them before the button). */
    termsRead: z.literal(true, 'Please read the terms before sending the request.'),
  })
  .meta({ id: 'CancellationRequestBody' });
export type CancellationRequestBody = z.infer<typeof CancellationRequestBody>;

/** The request's answer: the sentence in the household's language, and the terms as they now stand. */
export const CancellationRequestResponse = z
  .object({ _message: z.string(), terms: LeavingTermsResponse })
  .meta({ id: 'CancellationRequestResponse' });
export type CancellationRequestResponse = z.infer<typeof CancellationRequestResponse>;

/** One request waiting for the office. */
export const PendingCancellationRequest = z.object({
  memberId: z.number().int(),
  subscriptionId: z.number().int(),
  memberName: z.string(),
  /** The account owner who asked (the member themselves for an owner). */
  accountOwnerName: z.string(),
  accountOwnerEmail: z.string().nullable(),
  accountOwnerPhone: z.string().nullable(),
  planName: z.string(),
  term: z.enum(['monthly', 'annual']),
  priceCents: z.number().int(),
  guaranteed: z.boolean(),
  requestedAt: z.string(),
  reason: z.number().int(),
  reasonLabel: z.string(),
  note: z.string().nullable(),
  /** The renewal that waits for the decision: its day passed when it is before today. */
  nextRenewalOn: z.string().nullable(),
  /** The day the plan would end if confirmed today (the end of the paid period, else today). */
  endsIfConfirmed: z.string(),
});
export type PendingCancellationRequest = z.infer<typeof PendingCancellationRequest>;

export const PendingCancellationRequestsResponse = z
  .object({ requests: z.array(PendingCancellationRequest) })
  .meta({ id: 'PendingCancellationRequestsResponse' });
export type PendingCancellationRequestsResponse = z.infer<typeof PendingCancellationRequestsResponse>;

/** The office decides on one request. */
export const CancellationDecisionBody = z
  .object({ memberId: BodyId, subscriptionId: BodyId, note: Text(500).optional() })
  .meta({ id: 'CancellationDecisionBody' });
export type CancellationDecisionBody = z.infer<typeof CancellationDecisionBody>;

export const CancellationDecisionResponse = z
  .object({ _message: z.string(), subscription: MemberSubscription })
  .meta({ id: 'CancellationDecisionResponse' });
export type CancellationDecisionResponse = z.infer<typeof CancellationDecisionResponse>;
