import { BAA_MESSAGES, PRICING_PERIODS, TIER_CHARGE_STATUSES } from '@mhq/domain';
import { z } from 'zod';
import { BodyId, Email, Id, Text } from './common';

/** The office the call acts in (its organization for tier billing). */
const OfficeField = { dentistInfoId: BodyId };

/** A processor token (tok_..., pm_..., public-..., btok_...): letters, digits, '_' and '-' only. */
export const ProcessorToken = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid data');

export const PaymentProcessor = z.enum(['simulated', 'stripe']);

// ---- Payout account (where the practice's money goes) ----

export const PayoutOfficeBody = z.object(OfficeField);
export type PayoutOfficeBody = z.infer<typeof PayoutOfficeBody>;

export const PayoutOfficeQuery = z.object({ dentistInfoId: Id });

export const BankLinkTokenResponse = z
  .object({
    linkToken: z.string(),
    expiresAt: z.string(),
    /** Stripe: the hosted onboarding page to send the browser to; null with the simulated processor. */
    onboardingUrl: z.string().nullable(),
    processor: PaymentProcessor,
  })
  .meta({ id: 'BankLinkTokenResponse' });
export type BankLinkTokenResponse = z.infer<typeof BankLinkTokenResponse>;

export const PlaidTokenRequest = z.object({ ...OfficeField, publicToken: ProcessorToken });
export type PlaidTokenRequest = z.infer<typeof PlaidTokenRequest>;

export const PayoutAccount = z
  .object({
    officeId: z.number().int(),
    /** none: no account yet; legacy: the old platform account with its bank on file; connected: ours. */
    status: z.enum(['none', 'legacy', 'pending', 'active']),
    accountId: z.string().nullable(),
    accountType: z.enum(['standard', 'express']).nullable(),
    payoutsEnabled: z.boolean(),
    chargesEnabled: z.boolean(),
    /** Whether the practice has given the processor everything its onboarding asks (Stripe: details_submitted). */
    detailsSubmitted: z.boolean(),
    bankName: z.string().nullable(),
    bankLast4: z.string().nullable(),
    accountHolderName: z.string().nullable(),
    /** The processor's own page for the account (Stripe's dashboard); null when this page is the view. */
    dashboardUrl: z.string().nullable(),
    processor: PaymentProcessor,
    /** Whether the caller may change it (the practice owner, or a platform admin). */
    canChange: z.boolean(),
  })
  .meta({ id: 'PayoutAccount' });
export type PayoutAccount = z.infer<typeof PayoutAccount>;

export const PayoutAccountResponse = z
  .object({ _message: z.string(), account: PayoutAccount })
  .meta({ id: 'PayoutAccountResponse' });
export type PayoutAccountResponse = z.infer<typeof PayoutAccountResponse>;

// ---- Platform-tier billing of the office itself ----

export const TierPaymentMethod = z
  .object({
    id: z.number().int(),
    kind: z.enum(['card', 'us_bank_account']),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().int().nullable(),
    expYear: z.number().int().nullable(),
    isDefault: z.boolean(),
    /**
     * A bank account entered by hand waits for two small deposits: where the owner confirms them (the processor's
     * page). Null when the method can be charged.
     */
    verifyUrl: z.string().nullable(),
    addedAt: z.string(),
  })
  .meta({ id: 'TierPaymentMethod' });
export type TierPaymentMethod = z.infer<typeof TierPaymentMethod>;

/**
 * The platform plan the practice pays for, as chosen at sign-up: tier, period, and the discount code with what it
 * takes off. Every amount is integer cents, computed by the domain's one rule (the page only shows them).
 */
export const PlatformPlan = z
  .object({
    tierLevel: z.number().int(),
    tierName: z.string(),
    period: z.enum(PRICING_PERIODS),
    priceCents: z.number().int(),
    discount: z
      .object({
        code: z.string(),
        percentOff: z.number().nullable(),
        amountOffCents: z.number().int().nullable(),
        /** What the code takes off each period. */
        discountCents: z.number().int(),
      })
      .nullable(),
    priceAfterDiscountCents: z.number().int(),
  })
  .meta({ id: 'PlatformPlan' });
export type PlatformPlan = z.infer<typeof PlatformPlan>;

/** One period of the platform plan and its payment (the owner's 'Platform subscription' history). */
export const TierChargeLine = z
  .object({
    id: z.number().int(),
    periodStart: z.string(),
    periodEnd: z.string(),
    tierName: z.string(),
    amountCents: z.number().int(),
    /** 'due' (scheduled, or refused and tried again on nextTryOn), 'paid', or 'owed' (every try refused). */
    status: z.enum(TIER_CHARGE_STATUSES),
    failedTries: z.number().int(),
    nextTryOn: z.string().nullable(),
    lastFailure: z.string().nullable(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'TierChargeLine' });
export type TierChargeLine = z.infer<typeof TierChargeLine>;

/** What the practice owes the platform now: refused payments, tried again or (suspended) waiting for a new card. */
export const TierOwed = z
  .object({
    amountCents: z.number().int(),
    tierLevel: z.number().int(),
    /** Every try refused: tier level 0, the practice menu locked until paid. */
    suspended: z.boolean(),
    nextTryOn: z.string().nullable(),
    lastFailure: z.string().nullable(),
  })
  .meta({ id: 'TierOwed' });
export type TierOwed = z.infer<typeof TierOwed>;

export const TierBilling = z
  .object({
    organizationId: z.number().int(),
    tierLevel: z.number().int().nullable(),
    /** Null while the practice is on no tier (level 0: payment owed, or none chosen). */
    plan: PlatformPlan.nullable(),
    methods: z.array(TierPaymentMethod),
    /** The plan's periods and payments, newest first. */
    charges: z.array(TierChargeLine),
    owed: TierOwed.nullable(),
    canChange: z.boolean(),
    processor: PaymentProcessor,
    /** Stripe's publishable key for Stripe.js; null with the simulated processor. */
    publishableKey: z.string().nullable(),
    _message: z.string().optional(),
  })
  .meta({ id: 'TierBilling' });
export type TierBilling = z.infer<typeof TierBilling>;

export const TierBillingRequest = z.object(OfficeField);
export const AddTierPaymentMethodRequest = z.object({ ...OfficeField, token: ProcessorToken });
export type AddTierPaymentMethodRequest = z.infer<typeof AddTierPaymentMethodRequest>;
export const TierPaymentMethodRequest = z.object({ ...OfficeField, paymentMethodId: BodyId });
export type TierPaymentMethodRequest = z.infer<typeof TierPaymentMethodRequest>;

// ---- Business Associate Agreement ----

export const BaaSignature = z
  .object({
    id: z.number().int(),
    signerName: z.string(),
    signerTitle: z.string(),
    signerEmail: z.string(),
    agreementVersion: z.string(),
    agreementSha256: z.string(),
    ip: z.string(),
    signedAt: z.string(),
  })
  .meta({ id: 'BaaSignature' });
export type BaaSignature = z.infer<typeof BaaSignature>;

export const BaaStatus = z
  .object({
    officeId: z.number().int(),
    officeName: z.string(),
    platformName: z.string(),
    baaSigned: z.boolean(),
    signature: BaaSignature.nullable(),
    currentVersion: z.string(),
    sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
    /** Whether the caller may sign (the practice owner, signed in as themselves). */
    canSign: z.boolean(),
    _message: z.string().optional(),
  })
  .meta({ id: 'BaaStatus' });
export type BaaStatus = z.infer<typeof BaaStatus>;

export const BaaOfficeParams = z.object({ id: Id });

export const SignBaaRequest = z.object({
  signerName: Text(120).pipe(z.string().min(2, BAA_MESSAGES.signerName)),
  signerTitle: Text(120).pipe(z.string().min(2, BAA_MESSAGES.signerTitle)),
  agree: z.literal(true, BAA_MESSAGES.agree),
});
export type SignBaaRequest = z.infer<typeof SignBaaRequest>;

// ---- Upgrade from the old platform's account to a standard connected account ----

export const UpgradeStatus = z
  .object({
    officeId: z.number().int(),
    state: z.enum(['not-eligible', 'eligible', 'started', 'converted']),
    email: z.string().nullable(),
    standardAccountId: z.string().nullable(),
    /** Whether the new account has its bank account (the condition to proceed). */
    bankConnected: z.boolean(),
    bankLast4: z.string().nullable(),
    legacyLast4: z.string().nullable(),
    convertedAt: z.string().nullable(),
    canChange: z.boolean(),
    _message: z.string().optional(),
  })
  .meta({ id: 'UpgradeStatus' });
export type UpgradeStatus = z.infer<typeof UpgradeStatus>;

export const UpgradeOfficeParams = z.object({ id: Id });
/** The upgrade modal: email required and well-formed (spec 01 section 5). */
export const StartUpgradeRequest = z.object({ email: Email });
export type StartUpgradeRequest = z.infer<typeof StartUpgradeRequest>;
