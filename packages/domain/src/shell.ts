/** Rules of the practice shell (spec 01 section 4 'Shell behaviour'). */

import type { IsoDay } from './calendar';
import { upgradeState } from './payout-rules';
import { hasFeature, type TenantConfig } from './tenants';

export type ShellOffice = {
  id: number;
  verified: boolean;
  stripeAccountId: string | null;
  last4: string | null;
  membershipCount: number;
  accountStatus: number | null;
  standardStripeAccountId: string | null;
  standardStripeDateConverted: string | null;
  onboardingDateComplete: string | null;
};

export type TieredPayment = { tierLevel: number | null; stripeCustomerId: string | null };

/**
 * The practice side menu is covered by a disabling overlay when the office has no membership plans,
 * or when tier level is 0 and a tier payment customer exists.
 */
export function isSideMenuDisabled(office: ShellOffice | null, tiered: TieredPayment | null): boolean {
  if (!office) return false;
  if (office.membershipCount === 0) return true;
  return tiered?.tierLevel === 0 && Boolean(tiered.stripeCustomerId);
}

export type AddMemberEntry = 'shown' | 'greyed' | 'hidden';

/**
 * Add Member shows only when an office is selected, the office is verified and accountStatus is
 * not 3; a greyed version shows when the office is not verified.
 */
export function addMemberEntry(office: ShellOffice | null): AddMemberEntry {
  if (!office) return 'hidden';
  if (!office.verified) return 'greyed';
  return office.accountStatus === 3 ? 'hidden' : 'shown';
}

/** Invite Patient only with a payment account, or for an office on the brand's allow-list. */
export function canInvitePatient(office: ShellOffice | null, specialUserIds: readonly number[]): boolean {
  if (!office) return false;
  return Boolean(office.stripeAccountId) || specialUserIds.includes(office.id);
}

export type PaymentAccountEntry = 'account-setup' | 'connect-bank' | 'view-account' | 'ready-to-upgrade' | null;

/** Which payment-account entry the Manage menu carries, by the office's account state. */
export function paymentAccountEntry(office: ShellOffice | null): PaymentAccountEntry {
  if (!office) return null;
  const { stripeAccountId, standardStripeAccountId, last4, standardStripeDateConverted } = office;
  if (!stripeAccountId && !standardStripeAccountId) return 'account-setup';
  if (!stripeAccountId && standardStripeAccountId) return 'connect-bank';
  if (stripeAccountId && stripeAccountId === standardStripeAccountId && !standardStripeDateConverted) {
    return 'ready-to-upgrade';
  }
  if (stripeAccountId && !last4) return 'view-account';
  return null;
}

/** CommunityConnect is disabled with a tooltip until initial onboarding completes. */
export function isCommunityConnectEnabled(office: ShellOffice | null): boolean {
  return Boolean(office?.onboardingDateComplete);
}

/** The office switcher offers a Master Dashboard entry when the user has more than one office. */
export function hasMasterDashboard(officeCount: number): boolean {
  return officeCount > 1;
}

/** Paths highlighted as 'dashboard' in the navigation (spec 01 section 2 'Shell elements'). */
export const DASHBOARD_PATHS = [
  '/dentist/members',
  '/dentist/new-members',
  '/dentist/new-reviews',
  '/patient/payment-history',
  '/patient/profile',
  '/patient/membership-info',
  '/patient/your-dentist',
  '/patient/your-reviews',
  '/admin/dentists',
  '/admin/incomplete',
  '/admin/members',
  '/admin/reviews',
  '/admin/manage',
] as const;

export function isDashboardPath(path: string): boolean {
  return path.startsWith('/patient-details/') || (DASHBOARD_PATHS as readonly string[]).includes(path);
}

/** Paths on which the sidebar is absent: signup paths (clients never get one). */
export function isSignupPath(path: string): boolean {
  return /^\/(signup|enroll|checkout|office-enroll|subscribe|single-setup|multi-setup|start|accounts\/)/.test(path);
}

/**
 * The last day the upgrade modal can be closed. Spec 01 section 9: 'after a fixed date in August it can no longer
 * be closed (unless an admin cookie is set)'. The spec gives neither the year nor the day: this one is ours.
 */
export const UPGRADE_MODAL_LAST_CLOSABLE_DAY: IsoDay = '2027-08-01';

/** Whether the upgrade modal can be closed on this (local) day: until the fixed day, or for an admin signed in as the office. */
export function isUpgradeModalClosable(today: IsoDay, adminCookie: boolean): boolean {
  return adminCookie || today <= UPGRADE_MODAL_LAST_CLOSABLE_DAY;
}

/**
 * Whether the shell asks the office to upgrade its payment account: the brand offers the upgrade (its
 * `upgradeOffice` flag) and the office is on its previous-platform account, or part way through moving.
 */
export function isUpgradeDue(tenant: TenantConfig, office: ShellOffice | null): boolean {
  if (!office || !hasFeature(tenant, 'upgradeOffice')) return false;
  const state = upgradeState(office);
  return state === 'eligible' || state === 'started';
}
