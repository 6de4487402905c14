import type Stripe from 'stripe';
import type { ConnectedAccount } from './payment-gateway';

/** A Stripe account as the port's connected account: onboarding flags and its payout bank account. */
export function connectedAccount(a: Stripe.Account): ConnectedAccount {
  const banks = (a.external_accounts?.data ?? []).filter((x): x is Stripe.BankAccount => x.object === 'bank_account');
  // Payouts go to the default one for the currency.
  const bank = banks.find((b) => b.default_for_currency) ?? banks[0];
  return {
    id: a.id,
    accountType: a.type === 'standard' ? 'standard' : 'express',
    payoutsEnabled: a.payouts_enabled ?? false,
    chargesEnabled: a.charges_enabled ?? false,
    detailsSubmitted: a.details_submitted ?? false,
    bankAccount: bank
      ? {
          id: bank.id,
          bankName: bank.bank_name ?? '',
          last4: bank.last4,
          accountHolderName: bank.account_holder_name ?? '',
          status: bank.status,
        }
      : null,
  };
}
