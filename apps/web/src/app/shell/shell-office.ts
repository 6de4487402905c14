import type { CurrentUser } from '@mhq/contract';
import type { ShellOffice } from '@mhq/domain';

/** The office of the current user as the shell rules (@mhq/domain shell.ts) read it. */
export function shellOfficeOf(user: CurrentUser): ShellOffice | null {
  const office = user.dentistInfo;
  if (!office) return null;
  return {
    id: office.id,
    verified: office.verified,
    stripeAccountId: office.stripeAccountId,
    last4: office.last4,
    membershipCount: office.memberships.length,
    accountStatus: office.daoi.accountStatus,
    standardStripeAccountId: office.daoi.standardStripeAccountId,
    standardStripeDateConverted: office.daoi.standardStripeDateConverted,
    onboardingDateComplete: office.daoi.onboardingDateComplete,
  };
}

export const fullName = (user: Pick<CurrentUser, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`.trim();
