/**
 * The payments port (ARCHITECTURE.md 'Payments'): everything the platform asks of a card processor, in the
 * platform's words. Two adapters: `simulated` (a stateful processor kept in our own sim_* tables, the default)
 * and `stripe` (the official SDK, when STRIPE_SECRET_KEY is set).
 *
 * Card and bank numbers never reach this port: the browser tokenizes them at the processor (the simulated
 * processor's own token endpoint, or Stripe.js) and the API hands the port only tokens.
 *
 * Issue 6 uses the connected-account, bank-link and customer parts. Issue 7 adds `PaymentGatewayCharges` (typed
 * below, not implemented yet) to the port: charges with an idempotency key and an application fee, refunds,
 * disputes.
 */

/** A refusal by the processor (a declined card, a failing bank account): the user's message, and a code. */
export class PaymentDeclined extends Error {
  readonly declineCode: DeclineCode;
  constructor(declineCode: DeclineCode, message: string) {
    super(message);
    this.declineCode = declineCode;
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
};

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
  /** Attaches a tokenized card or bank account; throws PaymentDeclined when the processor refuses it. */
  attachPaymentMethod(customerId: string, token: string): Promise<PaymentMethodSummary>;
  detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
};

// ---- Issue 7: charges, refunds, disputes (typed here so the port is designed for them; not implemented) ----

export type ChargeRequest = {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: 'usd';
  /** The practice's connected account the charge settles to. */
  destinationAccountId: string;
  /** The platform's fee, kept from the charge. */
  applicationFeeCents: number;
  /** One per (subscription, billing period): a retry never charges twice. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
};

export type Charge = {
  id: string;
  status: 'succeeded' | 'failed';
  amountCents: number;
  applicationFeeCents: number;
  failureCode: DeclineCode | null;
};

export type RefundRequest = { chargeId: string; amountCents: number; idempotencyKey: string; reason: string };
export type Refund = { id: string; chargeId: string; amountCents: number; status: 'succeeded' | 'failed' };
export type Dispute = { id: string; chargeId: string; amountCents: number; status: 'needs_response' | 'won' | 'lost' };

export type PaymentGatewayCharges = {
  charge(input: ChargeRequest): Promise<Charge>;
  refund(input: RefundRequest): Promise<Refund>;
  disputesSince(since: Date): Promise<Dispute[]>;
};

/** The port as issue 6 needs it; issue 7 extends it with PaymentGatewayCharges. */
export type PaymentGateway = PaymentGatewayAccounts &
  PaymentGatewayCustomers & {
    name: 'simulated' | 'stripe';
  };
