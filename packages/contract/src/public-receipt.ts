import { z } from 'zod';

// A payment's receipt at its public link (/pn/{paymentUniqueId}): the link mailed to the household is the credential,
// as a card processor's receipt link is. The id is the payment's number and a signature of it: unguessable, unforgeable.

export const PaymentUniqueId = z
  .string()
  .regex(/^[1-9]\d{0,9}-[A-Za-z0-9_-]{22}$/, 'This receipt link is not complete: check the address in the mail.');

export const PublicReceiptParams = z.object({ paymentUniqueId: PaymentUniqueId });
export const PublicReceiptQuery = z.object({
  type: z.enum(['json', 'pdf']).default('json'),
  /** The PDF's language: the household's unless asked (the page asks for the one it shows). */
  lang: z.enum(['en', 'es']).optional(),
});
export type PublicReceiptQuery = z.input<typeof PublicReceiptQuery>;

export const PublicReceiptResponse = z
  .object({
    office: z.object({
      officeName: z.string(),
      logo: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
    }),
    /** The household's language, for the page's first words. */
    language: z.enum(['en', 'es']),
    receiptNumber: z.number().int(),
    paidOn: z.string(),
    payerName: z.string(),
    amountCents: z.number().int(),
    /** The platform the plan is paid through (the setup fee's line names it). */
    platformName: z.string(),
    /** 'card', 'us_bank_account' or 'cash' (paid in the office); the page words it in the reader's language. */
    method: z.enum(['card', 'us_bank_account', 'cash']),
    /** The card or bank account charged; null when paid in the office (or when it is no longer known). */
    paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    /** Who and what each part paid for: a plan's period, or one of its fees. */
    lines: z.array(
      z.object({
        memberName: z.string(),
        kind: z.enum(['membership', 'setup_fee', 'activation_fee']),
        planName: z.string(),
        periodStart: z.string(),
        periodEnd: z.string(),
        amountCents: z.number().int(),
      }),
    ),
    refunds: z.array(z.object({ on: z.string(), amountCents: z.number().int() })),
    /** Returned to the cardholder by their bank after a dispute. */
    returnedCents: z.number().int(),
    netCents: z.number().int(),
  })
  .meta({ id: 'PublicReceiptResponse' });
export type PublicReceiptResponse = z.infer<typeof PublicReceiptResponse>;
