import { isPlatformAdmin, type UserType } from './roles';

/**
 * Who may change where a practice's money goes, or how it pays the platform: the practice owner (a dentist
 * marked owner of the office) and platform admins acting for them. Office admins and standard staff may look
 * but not change: a payout account redirects the practice's income, so it is the careful choice.
 */
export function mayChangePayouts(type: UserType, isOwner: boolean): boolean {
  if (isPlatformAdmin(type)) return true;
  return type === 'dentist' && isOwner;
}

/** A tier payment is owed while the organization is on a paid platform tier (tier level above 0). */
export function tierPaymentOwed(tierLevel: number | null): boolean {
  return tierLevel !== null && tierLevel > 0;
}

export type TierMethodRemoval = 'ok' | 'default-while-owed';

/**
 * Removing a tier payment method: any method but the default may go; the default may go only while nothing
 * is owed (else the next tier invoice would have nothing to charge). Make another method default first.
 */
export function tierMethodRemoval(isDefault: boolean, tierLevel: number | null): TierMethodRemoval {
  return isDefault && tierPaymentOwed(tierLevel) ? 'default-while-owed' : 'ok';
}

/**
 * A bank account entered by hand is confirmed by two small deposits before it can be charged (the processor's
 * microdeposits): until then it cannot be the default, so the tier invoice never goes to an account it cannot debit.
 */
export function tierMethodMayBeDefault(awaitingVerification: boolean): boolean {
  return !awaitingVerification;
}

export const PAYOUT_MESSAGES = {
  ownerOnly: 'Only the practice owner can change payout and billing details.',
  removeDefault: 'This is your default payment method. Make another card or account the default before removing it.',
  verifyFirst: 'Verify this bank account first: confirm the two small deposits it receives, then make it the default.',
  baaRequired: 'Please sign the Business Associate Agreement before enrolling members.',
} as const;

export type UpgradeOffice = {
  stripeAccountId: string | null;
  last4: string | null;
  standardStripeAccountId: string | null;
  standardStripeDateConverted: string | null;
};

/** The payout account as the processor last reported it: on connecting a bank, and by its webhook since. */
export type ReportedPayoutAccount = { accountId: string; payoutsEnabled: boolean };

/**
 * Whether an office's payouts are on: its previous-platform account (whose bank's last four the office keeps), or
 * the office's own account, as the processor last reported it, with payouts enabled. A report about another account
 * (one an upgrade opened, or a replaced one) says nothing about the office's.
 */
export function payoutsOn(
  office: Pick<UpgradeOffice, 'stripeAccountId' | 'last4'>,
  reported: ReportedPayoutAccount | null,
): boolean {
  if (!office.stripeAccountId) return false;
  if (office.last4) return true;
  return reported?.accountId === office.stripeAccountId && reported.payoutsEnabled;
}

export type UpgradeState = 'not-eligible' | 'eligible' | 'started' | 'converted';

/**
 * Where an office stands in the upgrade from the old platform's account to a standard connected account
 * (spec 01 section 4): an old-platform account (its bank's last four kept on the office) may start; once started
 * the office's account is the standard one until it is converted ('I'm Ready to Upgrade' in the side menu).
 */
export function upgradeState(office: UpgradeOffice): UpgradeState {
  if (office.standardStripeAccountId && office.standardStripeDateConverted) return 'converted';
  if (office.standardStripeAccountId) return 'started';
  return office.stripeAccountId && office.last4 ? 'eligible' : 'not-eligible';
}

export const UPGRADE_MESSAGES = {
  notEligible: 'This office has no account from the previous platform to upgrade. Connect a bank account instead.',
  alreadyStarted: 'The upgrade is already under way for this office.',
  notStarted: 'Start the upgrade first.',
  needsBank: 'Connect a bank account to your new account before you proceed.',
  started: 'Your new account is open. Connect its bank account, then proceed.',
  converted: 'Your office now runs on its new account. Enrollment is open again.',
  reset: 'The upgrade was reset: your office is back on its previous account.',
} as const;
