import { z } from 'zod';
import { BodyId, Id } from './common';
import { PaymentToken } from './enrolment';
import { PublicOfficeResponse } from './public-office';

// The secure payment-update link (spec 02 section 7 'Members', sendSecurePaymentUpdateLink; spec 01 section 1
// /patient/payment-update/{activationKey}/{userId}): the front desk mails it to a household's account owner, who
// opens it without signing in and replaces the card on file. The link's key is random and works once.

const Language = z.enum(['en', 'es']);

/** `POST /dentists/{id}/members/sendSecurePaymentUpdateLink`: any member of the household; its owner is mailed. */
export const SendPaymentLinkRequest = z.object({ memberId: BodyId }).meta({ id: 'SendPaymentLinkRequest' });
export type SendPaymentLinkRequest = z.infer<typeof SendPaymentLinkRequest>;

/**
 * The link's path: its key as mailed (any text: a mangled or unknown key is simply not found) and the account
 * owner's member id.
 */
export const PaymentLinkParams = z.object({
  activationKey: z.string().min(1).max(200),
  memberId: Id,
});
export type PaymentLinkParams = z.infer<typeof PaymentLinkParams>;

/** The language of the page, for the answers it shows as they are (a refusal, a limit). */
export const PaymentLinkQuery = z.object({ language: Language.optional() });

/** The office as the link's page shows it (the public office's own shape). */
export const PaymentLinkOffice = PublicOfficeResponse.shape.office;
export type PaymentLinkOffice = z.infer<typeof PaymentLinkOffice>;

/** What the link's page shows: whose household, the method on file, and how the browser may tokenize a new one. */
export const PaymentLinkView = z
  .object({
    office: PaymentLinkOffice,
    /** The account owner's first name ('Hello Maria'). */
    firstName: z.string(),
    /** The household's language: the page opens in it. */
    language: Language,
    /** The card or bank account on file now; null when the household pays in the office. */
    paymentMethod: z
      .object({
        kind: z.enum(['card', 'us_bank_account']),
        brand: z.string(),
        last4: z.string(),
        expMonth: z.number().int().nullable(),
        expYear: z.number().int().nullable(),
      })
      .nullable(),
    allowBankDraft: z.boolean(),
    /** Where the browser tokenizes: the simulated processor, or Stripe with this publishable key. */
    processor: PublicOfficeResponse.shape.processor,
    publishableKey: z.string().nullable(),
    /** What the household owes now (late and delinquent plans; 0 when nothing is owed): saving the new method pays it. */
    pastDueCents: z.number().int(),
    /** When the link stops working; null for a link sent for a debt, which works until the debt is settled. */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'PaymentLinkView' });
export type PaymentLinkView = z.infer<typeof PaymentLinkView>;

/** `POST /payment-update/{activationKey}/{memberId}`: the new card or bank account, as the processor's token. */
export const PaymentLinkUpdateRequest = z
  .object({
    payment: z.discriminatedUnion('method', [
      z.object({ method: z.literal('card'), token: PaymentToken }),
      z.object({ method: z.literal('us_bank_account'), token: PaymentToken }),
    ]),
    /** The language refusals are answered in; the household's own by default. */
    language: Language.optional(),
  })
  .meta({ id: 'PaymentLinkUpdateRequest' });
export type PaymentLinkUpdateRequest = z.infer<typeof PaymentLinkUpdateRequest>;

/**
 * The answer of a link that does not work (404), the same for an unknown, used or expired key: the office of the
 * member the path names, when that household was ever sent a link, so the page can say whom to call.
 */
export const PaymentLinkGoneBody = z
  .object({ _message: z.string(), office: PaymentLinkOffice.nullable() })
  .meta({ id: 'PaymentLinkGoneBody' });
export type PaymentLinkGoneBody = z.infer<typeof PaymentLinkGoneBody>;
