/**
 * The payments port (ARCHITECTURE.md 'Payments'): everything the platform asks of a card processor, in the
 * platform's words. Two adapters: `simulated` (a stateful processor kept in our own sim_* tables, the default)
 * and `stripe` (the official SDK, when STRIPE_SECRET_KEY is set).
 *
 * Card and bank numbers never reach this port: the browser tokenizes them at the processor (the simulated
 * processor's own token endpoint, or Stripe.js) and the API hands the port only tokens.
 *
 * Issue 6 uses the connected-account, bank-link and customer parts; issue 7 the charges part
 * (`PaymentGatewayCharges`): charges with an idempotency key and an application fee, refunds, disputes; issue 9 the
 * money that leaves the platform (payouts and transfers, in payment-gateway-payouts.ts).
 */
import type { PaymentGatewayPayouts, PaymentGatewayTransfers } from './payment-gateway-payouts';

export * from './payment-gateway-payouts';

/** A refusal by the processor (a declined card, a failing bank account): the user's message, and a code. */
export class PaymentDeclined extends Error {
  readonly declineCode: DeclineCode;
  constructor(declineCode: DeclineCode, message: string) {
    super(message);
    this.declineCode = declineCode;
  }
}

/**
 * The processor could not be reached, or failed on its side (a network error, its 5xx): nothing was refused, and
 * asking again later may work.
 */
export class ProcessorUnavailable extends Error {}

/**
 * A refund asking more than is left of its charge (two refunds racing, or a page showing an old balance). A
 * PaymentDeclined, so it reaches the user as a refusal with its message; `remainingCents` when the processor says.
 */
export class RefundExceedsCharge extends PaymentDeclined {
  readonly remainingCents: number | null;
  constructor(message: string, remainingCents: number | null) {
    super('processor_error', message);
    this.remainingCents = remainingCents;
  }
}

export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'bank_account_declined'
  | 'invalid_token'
  | 'processor_error';

/** A practice's account at the processor, where its members' payments settle and its payouts go from. */
export type ConnectedAccount = {
  id: string;
  accountType: 'standard' | 'express';
  payoutsEnabled: boolean;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  /** The payout bank account, if one is attached. */
  bankAccount: { id: string; bankName: string; last4: string; accountHolderName: string; status: string } | null;
};

export type CreateConnectedAccount = {
  email: string;
  businessName: string;
  accountType: 'standard' | 'express';
  /** Our ids, kept by the processor for reconciliation (organization, office). */
  metadata: Record<string, string>;
};

/** What the browser needs to start bank linking: a short-lived token, or (Stripe) a hosted onboarding page. */
export type BankLinkToken = { linkToken: string; expiresAt: Date; onboardingUrl: string | null };

/** A payment method as the platform keeps it: never more than brand, last four and expiry. */
export type PaymentMethodSummary = {
  id: string;
  kind: 'card' | 'us_bank_account';
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  /**
   * A bank account entered by hand waits for two small deposits before it can be charged: the processor's page
   * where the payer confirms them (Stripe's microdeposit verification). Null when the method can be charged now.
   */
  verifyUrl: string | null;
};

/** Who agreed to a payment method being debited, and from where (a bank debit needs the payer's mandate). */
export type PayerConsent = { ip: string; userAgent: string | undefined };

export type CreateCustomer = { email: string; name: string; metadata: Record<string, string> };

export type PaymentGatewayAccounts = {
  createConnectedAccount(input: CreateConnectedAccount): Promise<ConnectedAccount>;
  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount>;
  /** A link token for the browser to enter bank details at the processor (Plaid Link's role). */
  createBankLinkToken(input: {
    accountId: string | null;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<BankLinkToken>;
  /**
   * Exchanges the public token the browser got back for a bank account and attaches it to the connected
   * account as its payout account, which onboards it (payouts enabled). Throws PaymentDeclined for a bank
   * account the bank refuses.
   */
  attachPayoutBankAccount(accountId: string, publicToken: string): Promise<ConnectedAccount>;
  /** Where the practice sees its account at the processor (Stripe's Express dashboard); null if nowhere. */
  accountViewUrl(accountId: string): Promise<string | null>;
  /** Removes an account (the upgrade flow's reset removes the standard account first). */
  deleteConnectedAccount(accountId: string): Promise<void>;
};

export type PaymentGatewayCustomers = {
  createCustomer(input: CreateCustomer): Promise<{ id: string }>;
  /**
   * Attaches a tokenized card or bank account for charges made later, off-session, with the payer's consent (a
   * bank debit's mandate); throws PaymentDeclined when the processor refuses it.
   */
  attachPaymentMethod(customerId: string, token: string, consent: PayerConsent): Promise<PaymentMethodSummary>;
  detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
};

// ---- Charges, refunds, disputes (issue 7) ----

export type ChargeRequest = {
  customerId: string;
  paymentMethodId: string;
  /** A positive whole number of cents. */
  amountCents: number;
  currency: 'usd';
  /**
   * The practice's connected account the charge settles to; null for the platform's own charge (a practice paying its
   * platform tier), which has no destination and no application fee.
   */
  destinationAccountId: string | null;
  /** The platform's fee, kept from the charge: 0 up to the amount. */
  applicationFeeCents: number;
  /**
   * One per (subscription, billing period): a retry never charges twice. The processor answers the same key with
   * the same charge, a refused one included, so another attempt (another card) needs another key. The same key
   * with another customer, payment method, amount, fee or destination is a programming mistake (an Error).
   */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
};

/**
 * A charge as the processor answered it. Its id is the processor's (Stripe: the PaymentIntent, pi_...). A bank
 * debit is 'succeeded' once the processor has accepted it (Stripe's 'processing'); a later return by the bank is
 * not reported here.
 */
export type Charge = {
  id: string;
  status: 'succeeded' | 'failed';
  amountCents: number;
  applicationFeeCents: number;
  /** Why a failed charge was refused; null when it succeeded. */
  failureCode: DeclineCode | null;
  /** The refusal in words for the payer (the processor's own when it gives one); null when it succeeded. */
  failureMessage: string | null;
  createdAt: Date;
};

/** Stripe's refund reasons, and 'cancellation' (a membership cancelled with money back), sent as 'requested_by_customer'. */
export type RefundReason = 'requested_by_customer' | 'duplicate' | 'fraudulent' | 'cancellation';

export type RefundRequest = {
  chargeId: string;
  /** A positive whole number of cents, at most what is left of the charge after its earlier refunds. */
  amountCents: number;
  /** The same key again returns the same refund and refunds nothing more. */
  idempotencyKey: string;
  reason: RefundReason;
};

/** A refund: the application fee goes back in proportion and the practice's transfer is reversed. */
export type Refund = {
  id: string;
  chargeId: string;
  amountCents: number;
  /** 'pending' while a bank refund is on its way (Stripe); the simulated processor refunds at once. */
  status: 'pending' | 'succeeded' | 'failed';
};

/** A payer's bank disputing a charge (a chargeback or an inquiry). */
export type Dispute = {
  id: string;
  /** The charge's id as `charge` answered it. */
  chargeId: string;
  amountCents: number;
  /** The bank's reason, in the processor's words ('fraudulent', 'product_not_received', ...). */
  reason: string;
  status: 'needs_response' | 'under_review' | 'won' | 'lost';
  /** When the dispute was opened. */
  createdAt: Date;
  /** The bank's deadline for the platform's evidence; null when the processor gives none. */
  respondBy: Date | null;
};

/**
 * What the platform sends the bank in answer to a dispute (spec 02 section 3: agreement, description and terms), in
 * the practice's words; each adapter maps it onto its processor's evidence fields.
 */
export type DisputeEvidence = {
  /** The practice's account of the payment and the care it paid for. */
  description: string;
  /** What the payment paid for: plans, people, periods. */
  productDescription: string;
  customerName: string | null;
  customerEmail: string | null;
  /** The first day of the period paid for (YYYY-MM-DD). */
  serviceDate: string | null;
  /** How and when the payer agreed to the membership and its automatic renewal; null when not sent. */
  agreement: string | null;
  /** The plan's terms: renewal, cancellation, refunds; null when not sent. */
  terms: string | null;
};

/**
 * What every adapter checks before asking the processor: amounts that are not whole positive cents, or a fee
 * outside 0 to the amount, are the caller's mistake (a plain Error), never the payer's refusal.
 */
export function assertChargeAmounts(input: { amountCents: number; applicationFeeCents: number }): void {
  assertPositiveAmount(input);
  const fee = input.applicationFeeCents;
  if (!Number.isSafeInteger(fee) || fee < 0 || fee > input.amountCents) {
    throw new Error(`Application fee ${fee} must be whole cents between 0 and the amount ${input.amountCents}`);
  }
}

/** An amount to charge or refund: a positive whole number of cents, else the caller's mistake. */
export function assertPositiveAmount(input: { amountCents: number }): void {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error(`Amount ${input.amountCents} must be a positive whole number of cents`);
  }
}

export type PaymentGatewayCharges = {
  /**
   * Charges a customer's payment method off-session, settling to the practice's account less the platform's fee.
   * A refusal (a declined card, a bank account that cannot be debited) resolves to a 'failed' charge, it does not
   * throw. Throws PaymentDeclined('invalid_token') for an unknown customer, or a payment method that is unknown,
   * detached or another customer's; ProcessorUnavailable when the processor cannot be reached or fails on its
   * side (asking again with the same key is safe); a plain Error for a programming mistake (amount or fee out of
   * range, an unknown or deleted destination account, a key reused for another request).
   */
  charge(input: ChargeRequest): Promise<Charge>;
  /**
   * Many charges at once (the billing run's batches): for each request, in order, what `charge` would answer, or the
   * error it would throw (a PaymentDeclined, a ProcessorUnavailable, a plain Error), each request on its own, under
   * its own idempotency key. It throws only for the batch as a whole (the simulated processor's database failing, say),
   * never for one request.
   */
  chargeMany(requests: readonly ChargeRequest[]): Promise<(Charge | Error)[]>;
  /**
   * The charge an idempotency key made for a customer, asked without charging anything: how a request that died after
   * asking the processor is finished (or refunded) by the recovery. Null when the key made no charge.
   */
  findCharge(query: { customerId: string; idempotencyKey: string }): Promise<Charge | null>;
  /**
   * Refunds (part of) a charge. Throws RefundExceedsCharge when more is asked than is left of it (a failed
   * charge has nothing left), PaymentDeclined('invalid_token') for an unknown charge, ProcessorUnavailable as
   * `charge` does.
   */
  refund(input: RefundRequest): Promise<Refund>;
  /** Disputes opened at or after `since`, oldest first. */
  disputesSince(since: Date): Promise<Dispute[]>;
  /** A dispute as it stands now (the bank may have decided it). PaymentDeclined('invalid_token') when unknown. */
  retrieveDispute(disputeId: string): Promise<Dispute>;
  /**
   * Submits the platform's evidence: the dispute goes to the bank (under_review). PaymentDeclined when the dispute
   * no longer takes evidence (answered, accepted, decided or past its deadline) or is unknown.
   */
  respondToDispute(disputeId: string, evidence: DisputeEvidence): Promise<Dispute>;
  /** Concedes a dispute: the amount goes back to the payer (lost). PaymentDeclined as `respondToDispute`. */
  acceptDispute(disputeId: string): Promise<Dispute>;
};

// ---- Events the processor sends us (webhooks), in the port's words ----

/**
 * What an event tells us, once the adapter has verified and read it. Issue 6 acts on accounts and tier payment
 * methods. Charges need none (`charge` answers at once) and new disputes are read with `disputesSince`; issue 9
 * may add refund and dispute changes here, and their handlers beside the others.
 */
export type ProcessorChange =
  /** A connected account changed: onboarding, payouts, its payout bank account. */
  | { kind: 'account_updated'; account: ConnectedAccount }
  /** A payment method was taken off its customer (at the processor, or by the customer's bank). */
  | { kind: 'payment_method_detached'; paymentMethodId: string }
  /** A customer's default payment method changed (at the processor's dashboard, say). */
  | { kind: 'customer_default_changed'; customerId: string; defaultPaymentMethodId: string | null }
  /** A bank account's small deposits were confirmed: it can be charged now. */
  | { kind: 'payment_method_verified'; customerId: string | null; paymentMethodId: string }
  /** A bank account could not be verified (wrong deposits, too many tries, or the bank refused it). */
  | { kind: 'payment_method_verification_failed'; customerId: string | null; paymentMethodId: string }
  /** An event we record and acknowledge but do not act on. */
  | { kind: 'other' };

export type ProcessorEvent = {
  /** The processor's id of the event: the same event redelivered has the same id. */
  id: string;
  /** The processor's own name for it (Stripe's `account.updated`), for the record. */
  type: string;
  /** When the processor produced it: states arriving out of order are told apart by it. */
  occurredAt: Date;
  /** The connected account it happened on (Stripe Connect), if any. */
  accountId: string | null;
  change: ProcessorChange;
};

/** A webhook request whose signature is missing, wrong or too old: nothing in it is believed. */
export class WebhookSignatureInvalid extends Error {}

export type PaymentGatewayWebhooks = {
  /** The path the processor posts to, apart from /api/v1 (configured at the processor's dashboard). */
  path: string;
  /** Verifies the signature over the raw body and reads the event; throws WebhookSignatureInvalid. */
  verifyEvent(rawBody: Buffer, signatureHeader: string | undefined, receivedAt: Date): ProcessorEvent;
};

/**
 * The whole port: accounts and bank links, customers and their payment methods, charges, refunds, disputes, payouts,
 * and transfers of the platform's money to practices.
 */
export type PaymentGateway = PaymentGatewayAccounts &
  PaymentGatewayCustomers &
  PaymentGatewayCharges &
  PaymentGatewayPayouts &
  PaymentGatewayTransfers & {
    name: 'simulated' | 'stripe';
    /** Signed events from the processor; null when it sends none (the simulated one acts at once, in our DB). */
    webhooks: PaymentGatewayWebhooks | null;
  };
