import { DISPUTE_DESCRIPTION_MAX, DISPUTE_STATUSES } from '@mhq/domain';
import { z } from 'zod';
import { Id, Text } from './common';

// Disputes (/account/disputes): a payer's bank disputing a payment of a household of the office. The spec names the
// entity (created with id, amount and reason; responded to with agreement, description and terms; can be accepted)
// but not its paths: these are ours, under the office like its payment ledger.

export const DisputesParams = z.object({ id: Id });
export const DisputeParams = z.object({ id: Id, disputeId: Id });

export const DisputesQuery = z.object({
  /** Open (waiting for the office or with the bank), closed (decided), or all; all by default. */
  status: z.enum(['open', 'closed', 'all']).default('all'),
});
export type DisputesQuery = z.input<typeof DisputesQuery>;

/** What the office sent the bank, or may send: the patient's agreement and the plan's terms as the bank reads them. */
export const DisputeEvidenceView = z.object({
  description: z.string(),
  agreement: z.string().nullable(),
  terms: z.string().nullable(),
});

export const DisputeView = z
  .object({
    disputeId: z.number().int(),
    chargeId: z.number().int(),
    /** The household's account owner, who paid. */
    memberId: z.number().int(),
    memberName: z.string(),
    amountCents: z.number().int(),
    /** The whole payment disputed (the dispute may be for part of it). */
    paymentCents: z.number().int(),
    paidOn: z.string(),
    methodLabel: z.string(),
    reason: z.string(),
    reasonLabel: z.string(),
    status: z.enum(DISPUTE_STATUSES),
    /** The bank's deadline for the office's answer (YYYY-MM-DD), and the days left to it; null when none is set. */
    respondBy: z.string().nullable(),
    daysLeft: z.number().int().nullable(),
    openedAt: z.string(),
    closedAt: z.string().nullable(),
    /** The office conceded it (accepted) rather than the bank deciding. */
    accepted: z.boolean(),
    /** The plans the payment paid for that the dispute holds (or held), as they stand now. */
    plans: z.array(
      z.object({
        subscriptionId: z.number().int(),
        memberName: z.string(),
        planName: z.string(),
        status: z.string(),
      }),
    ),
    /** What the office sent; null until it answers. */
    evidence: DisputeEvidenceView.nullable(),
    /**
     * While it needs an answer: what the answer would carry besides the office's words, read from the records (the
     * patient's enrolment, the plan's terms), so the office sees it before sending.
     */
    draft: z.object({ agreement: z.string(), terms: z.string() }).nullable(),
  })
  .meta({ id: 'Dispute' });
export type DisputeView = z.infer<typeof DisputeView>;

export const DisputesResponse = z
  .object({
    /** Waiting for the office's answer, and what all open disputes hold from the practice. */
    needsResponse: z.number().int(),
    heldCents: z.number().int(),
    disputes: z.array(DisputeView),
  })
  .meta({ id: 'DisputesResponse' });
export type DisputesResponse = z.infer<typeof DisputesResponse>;

/** The office's answer: its account of the payment, with the patient's agreement and the plan's terms if chosen. */
export const DisputeRespondRequest = z
  .object({
    description: Text(DISPUTE_DESCRIPTION_MAX).pipe(
      z.string().min(20, 'Describe the membership and the care it paid for (at least 20 characters).'),
    ),
    agreement: z.boolean(),
    terms: z.boolean(),
  })
  .meta({ id: 'DisputeRespondRequest' });
export type DisputeRespondRequest = z.infer<typeof DisputeRespondRequest>;

export const DisputeAcceptRequest = z.object({}).meta({ id: 'DisputeAcceptRequest' });

export const DisputeActionResponse = z
  .object({ _message: z.string(), dispute: DisputeView })
  .meta({ id: 'DisputeActionResponse' });
export type DisputeActionResponse = z.infer<typeof DisputeActionResponse>;
