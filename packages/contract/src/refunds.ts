import { REFUND_REASONS } from '@mhq/domain';
import { z } from 'zod';
import { BodyId, Text } from './common';

// Refunds (spec 02 section 7 'Billing': /dentists/refunds and /dentists/refunds/single): money given back from a
// payment of a household of the office, all that is left of it, part of it, or one member's share.

/** `POST /dentists/refunds`: a payment refunded, in full (what is left of it) unless an amount is given. */
export const RefundRequest = z
  .object({
    dentistInfoId: BodyId,
    chargeId: BodyId,
    /** Cents; what is left of the payment when absent. */
    amountCents: z.number().int().positive().max(100_000_000).optional(),
    reason: z.enum(REFUND_REASONS).default('requested_by_customer'),
    note: Text(500).optional(),
  })
  .meta({ id: 'RefundRequest' });
export type RefundRequest = z.input<typeof RefundRequest>;

/** `POST /dentists/refunds/single`: one member's share of a household's payment (their lines), or part of it. */
export const SingleRefundRequest = RefundRequest.extend({ memberId: BodyId }).meta({ id: 'SingleRefundRequest' });
export type SingleRefundRequest = z.input<typeof SingleRefundRequest>;

export const RefundResponse = z
  .object({
    _message: z.string(),
    refund: z.object({
      refundId: z.number().int(),
      chargeId: z.number().int(),
      memberId: z.number().int().nullable(),
      amountCents: z.number().int(),
      /** The platform's fee given back with it, in proportion. */
      platformFeeCents: z.number().int(),
      status: z.enum(['succeeded', 'pending']),
    }),
    charge: z.object({
      chargeId: z.number().int(),
      amountCents: z.number().int(),
      refundedCents: z.number().int(),
      status: z.string(),
    }),
  })
  .meta({ id: 'RefundResponse' });
export type RefundResponse = z.infer<typeof RefundResponse>;
