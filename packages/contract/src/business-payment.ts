import { z } from 'zod';
import { Id } from './common';
import { PaymentToken } from './enrolment';

// An employer that pays for its employees (issue 25): its card on file and the switch that makes it pay. While it pays,
// the households that enrol through its link are charged on its card (their first payment and every renewal); it may
// stop paying for one employee, or for all, and the household is told to pay with its own card from then on.

export const BUSINESS_PAYMENT_MESSAGES = {
  cardSaved: 'Your card was saved',
  cardRemoved: 'Your card was removed',
  noCard: 'There is no card on file',
  cardOnly: 'Add a card: a bank account cannot pay for employees',
  cardNeeded: 'Add a card first: memberships are charged to it',
  stopFirst: 'Stop paying for your employees first, or replace the card instead',
  paying: 'You now pay for the employees who enrol through your link',
  notPaying: 'You no longer pay for your employees. Each of them was told to add a card of their own.',
  stoppedOne: 'You no longer pay for this employee. They were told to add a card of their own.',
  notPaidByYou: 'You do not pay for this employee',
} as const;

export const BusinessCard = z
  .object({
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().nullable(),
    expYear: z.number().nullable(),
  })
  .meta({ id: 'BusinessCard' });

export const BusinessPaymentResponse = z
  .object({
    _message: z.string().optional(),
    paysForEmployees: z.boolean(),
    card: BusinessCard.nullable(),
    /** Households the employer pays for now. */
    paidHouseholds: z.number(),
    /** What their plans cost each month (annual plans by the month), in cents. */
    monthlyCents: z.number(),
    /** Charged on its card in the last 30 days, in cents (less refunds). */
    last30DaysCents: z.number(),
    processor: z.enum(['simulated', 'stripe']),
    publishableKey: z.string().nullable(),
  })
  .meta({ id: 'BusinessPaymentResponse' });
export type BusinessPaymentResponse = z.infer<typeof BusinessPaymentResponse>;

export const BusinessCardRequest = z.object({ token: PaymentToken }).meta({ id: 'BusinessCardRequest' });
export const BusinessPaysRequest = z.object({ paysForEmployees: z.boolean() }).meta({ id: 'BusinessPaysRequest' });

/** An employee household the employer stops paying for: its enrolment id (BusinessMember.id). */
export const BusinessMemberParams = z.object({ enrolmentId: Id });
