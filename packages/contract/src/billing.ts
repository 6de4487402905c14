import { z } from 'zod';
import { BodyId } from './common';
import { PaymentToken } from './enrolment';

// A household's own payments after it has enrolled (spec 02 section 7 'Billing'): the card or bank account on file,
// and paying for plans still waiting for their first payment. The front desk acts for a household of its office; a
// signed-in account owner for their own.

const Language = z.enum(['en', 'es']).optional();

/** `POST /users/{id}/update-account/payment/sources`: a new card or bank account replaces the one on file. */
export const PaymentSourceRequest = z
  .object({
    dentistInfoId: BodyId,
    /** Any member of the household: its account owner's method is replaced. */
    memberId: BodyId,
    payment: z.discriminatedUnion('method', [
      z.object({ method: z.literal('card'), token: PaymentToken }),
      z.object({ method: z.literal('us_bank_account'), token: PaymentToken }),
    ]),
    /** The language refusals are answered in; the account owner's own by default. */
    language: Language,
  })
  .meta({ id: 'PaymentSourceRequest' });
export type PaymentSourceRequest = z.infer<typeof PaymentSourceRequest>;

/** The method a household pays with, as kept: never more than brand, last four and expiry. */
export const PaymentMethodOnFile = z.object({
  kind: z.enum(['card', 'us_bank_account']),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
});
export type PaymentMethodOnFile = z.infer<typeof PaymentMethodOnFile>;

export const PaymentSourceResponse = z
  .object({
    _message: z.string(),
    paymentMethod: PaymentMethodOnFile,
    /** What the household's plans waiting for their first payment come to: what `subscribe` would charge now. */
    pendingCents: z.number().int(),
    /**
     * The household's open debt tried at once with the new method, and whether it went through; null when nothing was
     * owed. The account owner's own change also pays delinquent plans again (`reinstated`: they run again from today).
     */
    lateRetry: z
      .object({
        paid: z.boolean(),
        amountCents: z.number().int(),
        /** Why the processor refused it (null when paid, or when it gave no reason). */
        failureMessage: z.string().nullable(),
        reinstated: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: 'PaymentSourceResponse' });
export type PaymentSourceResponse = z.infer<typeof PaymentSourceResponse>;

/**
 * `POST /users/{id}/account/payment/subscribe`: the household's plans waiting for their first payment (enrolled to
 * pay in the office) are paid now with the method on file and start. `expectedCents` is the amount the page showed:
 * anything else answers 409 with the amount due now.
 */
export const SubscribeRequest = z
  .object({
    dentistInfoId: BodyId,
    memberId: BodyId,
    expectedCents: z.number().int().min(0).max(100_000_000),
    language: Language,
  })
  .meta({ id: 'SubscribeRequest' });
export type SubscribeRequest = z.infer<typeof SubscribeRequest>;

export const SubscribeResponse = z
  .object({
    _message: z.string(),
    amountCents: z.number().int(),
    paymentMethod: PaymentMethodOnFile,
    subscriptions: z.array(
      z.object({
        subscriptionId: z.number().int(),
        memberId: z.number().int(),
        status: z.literal('active'),
        paidThrough: z.string(),
      }),
    ),
  })
  .meta({ id: 'SubscribeResponse' });
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;

/** The answer of a 409: what is due now differs from what the page showed. */
export const AmountDueChangedBody = z
  .object({ _message: z.string(), pendingCents: z.number().int() })
  .meta({ id: 'AmountDueChangedBody' });

/**
 * `POST /users/{id}/account/payment/charge_user`: the household's late payment (plans `past_due`) is tried now with
 * the method on file, rather than on the next day of the retry schedule. A refusal answers 402 and counts as a try.
 */
export const ChargeLateRequest = z
  .object({ dentistInfoId: BodyId, memberId: BodyId, language: Language })
  .meta({ id: 'ChargeLateRequest' });
export type ChargeLateRequest = z.infer<typeof ChargeLateRequest>;

/**
 * `POST /users/{id}/account/payment/charge_user_delinquency`: the household's delinquent plans are paid again with
 * the method on file: one period from today (the missed one is not charged on top), and they run again.
 */
export const ChargeDelinquentRequest = ChargeLateRequest.meta({ id: 'ChargeDelinquentRequest' });
export type ChargeDelinquentRequest = z.infer<typeof ChargeDelinquentRequest>;

export const ChargeLateResponse = z
  .object({ _message: z.string(), amountCents: z.number().int() })
  .meta({ id: 'ChargeLateResponse' });
export type ChargeLateResponse = z.infer<typeof ChargeLateResponse>;

/**
 * `POST /users/{id}/account/payment/past_due`: what a household owes late, plan by plan: the late plans (tried again on
 * the retry schedule) and the delinquent ones (tries ran out). The front desk names a member of its office; an account
 * owner may leave `memberId` out for their own household.
 */
export const PastDueRequest = z
  .object({ dentistInfoId: BodyId, memberId: BodyId.optional(), language: Language })
  .meta({ id: 'PastDueRequest' });
export type PastDueRequest = z.infer<typeof PastDueRequest>;

export const PastDuePlan = z.object({
  subscriptionId: z.number().int(),
  memberId: z.number().int(),
  name: z.string(),
  planName: z.string(),
  status: z.enum(['past_due', 'delinquent', 'delinquent_gpp']),
  /** The unpaid period's price, and the day it began. */
  amountCents: z.number().int(),
  periodStart: z.string().nullable(),
  failedTries: z.number().int(),
  /** The next try of the schedule; null once the tries ran out. */
  nextRetryOn: z.string().nullable(),
});
export type PastDuePlan = z.infer<typeof PastDuePlan>;

export const PastDueResponse = z
  .object({
    /** The household's account owner: whose payments these are (the member of its payment history). */
    ownerMemberId: z.number().int(),
    /** What the late plans come to (tried again on the schedule, or at once with `retryPayment`). */
    lateCents: z.number().int(),
    /** What the delinquent plans missed. */
    delinquentCents: z.number().int(),
    plans: z.array(PastDuePlan),
    paymentMethod: PaymentMethodOnFile.nullable(),
    /** The processor's reason for the household's last refused payment, when it has one. */
    lastFailure: z.string().nullable(),
    /**
     * How a new card or bank account is tokenized in the browser for this household's office (the account owner's
     * portal puts one on file): the processor, its publishable key for Stripe, and whether bank drafts are taken.
     */
    payWith: z
      .object({
        processor: z.enum(['simulated', 'stripe']),
        publishableKey: z.string().nullable(),
        allowBankDraft: z.boolean(),
      })
      .optional(),
  })
  .meta({ id: 'PastDueResponse' });
export type PastDueResponse = z.infer<typeof PastDueResponse>;

/** `POST /users/me/update-account/retryPayment`: the signed-in account owner tries their late payment again now. */
export const RetryPaymentRequest = z.object({ language: Language }).meta({ id: 'RetryPaymentRequest' });
export type RetryPaymentRequest = z.infer<typeof RetryPaymentRequest>;
