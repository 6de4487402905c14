// The payments port's money that leaves the platform for a practice: payouts of its balance to its bank, and
// transfers of the platform's own money (the guarantee's claims). Part of PaymentGateway (payment-gateway.ts).

// ---- Payouts: a practice's balance to its bank ----

export type PayoutRequest = {
  /** The practice's connected account, whose balance is paid to its bank account. */
  accountId: string;
  /** A positive whole number of cents. */
  amountCents: number;
  /** One per payout: asking again answers with the same payout. */
  idempotencyKey: string;
  /** What the practice's bank statement says. */
  description: string;
  metadata: Record<string, string>;
};

/** A payout as the processor answered it. */
export type Payout = {
  /** The processor's id; null when it refused before making one. */
  id: string | null;
  /** 'paid': on its way to (or at) the bank; 'failed': refused (no bank account, payouts off, not enough balance). */
  status: 'paid' | 'failed';
  amountCents: number;
  /** When the bank should show it. */
  arrivalDate: Date;
  failureMessage: string | null;
};

export type PaymentGatewayPayouts = {
  /**
   * Pays part of a connected account's balance to its bank account. A refusal resolves to a 'failed' payout; throws
   * ProcessorUnavailable when the processor cannot be reached (asking again with the same key is safe), a plain Error
   * for a programming mistake (an amount out of range, a key reused for another payout).
   */
  payout(input: PayoutRequest): Promise<Payout>;
};

// ---- Transfers of the platform's own money to a practice (the guarantee's claims) ----

export type TransferRequest = {
  /** The practice's connected account. */
  accountId: string;
  /** A positive whole number of cents, from the platform's balance. */
  amountCents: number;
  /** The same key again returns the same transfer and sends nothing more. */
  idempotencyKey: string;
  description: string;
  metadata?: Record<string, string>;
};

/** Money the platform sent to a connected account (Stripe's Transfer, tr_...). */
export type Transfer = { id: string; accountId: string; amountCents: number; createdAt: Date };

export type PaymentGatewayTransfers = {
  /**
   * Sends the platform's own money to a practice's connected account (a claim of the guarantee pays the practice so).
   * Throws PaymentDeclined when the processor refuses (an unknown or closed account, one that cannot receive
   * transfers, the platform's balance short), ProcessorUnavailable as `charge` does (asking again with the same key
   * is safe), a plain Error for a programming mistake (an amount that is not positive whole cents, a key reused for
   * another account or amount).
   */
  transferToAccount(input: TransferRequest): Promise<Transfer>;
};
