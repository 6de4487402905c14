import { describe, expect, it } from 'vitest';
import {
  addMemberEntry,
  canInvitePatient,
  hasMasterDashboard,
  isCommunityConnectEnabled,
  isDashboardPath,
  isSideMenuDisabled,
  isSignupPath,
  isUpgradeDue,
  isUpgradeModalClosable,
  paymentAccountEntry,
  type ShellOffice,
  UPGRADE_MODAL_LAST_CLOSABLE_DAY,
} from './shell';
import { TENANTS } from './tenants';

/** A verified, onboarded office with plans and a complete payment account; tests change one thing. */
const office = (over: Partial<ShellOffice> = {}): ShellOffice => ({
  id: 42,
  verified: true,
  stripeAccountId: 'acct_42',
  last4: '6789',
  membershipCount: 3,
  accountStatus: 1,
  standardStripeAccountId: null,
  standardStripeDateConverted: null,
  onboardingDateComplete: '2024-01-15T00:00:00.000Z',
  ...over,
});

describe('side-menu overlay (spec 01 section 4)', () => {
  it('covers the menu when the office has no membership plans', () => {
    expect(isSideMenuDisabled(office({ membershipCount: 0 }), { tierLevel: 1, stripeCustomerId: null })).toBe(true);
  });

  it('covers the menu when the tier level is 0 and a tier payment customer exists', () => {
    expect(isSideMenuDisabled(office(), { tierLevel: 0, stripeCustomerId: 'cus_1' })).toBe(true);
  });

  it('leaves the menu usable at tier 0 without a tier customer, or with a customer at another tier', () => {
    expect(isSideMenuDisabled(office(), { tierLevel: 0, stripeCustomerId: null })).toBe(false);
    expect(isSideMenuDisabled(office(), { tierLevel: 1, stripeCustomerId: 'cus_1' })).toBe(false);
    expect(isSideMenuDisabled(office(), { tierLevel: null, stripeCustomerId: 'cus_1' })).toBe(false);
    expect(isSideMenuDisabled(office(), null)).toBe(false);
  });

  it('leaves the menu usable when no office is selected', () => {
    expect(isSideMenuDisabled(null, { tierLevel: 0, stripeCustomerId: 'cus_1' })).toBe(false);
  });
});

describe('Add Member entry', () => {
  it('is shown for a selected, verified office whose accountStatus is not 3', () => {
    expect(addMemberEntry(office())).toBe('shown');
    expect(addMemberEntry(office({ accountStatus: null }))).toBe('shown');
    expect(addMemberEntry(office({ accountStatus: 2 }))).toBe('shown');
  });

  it('is greyed when the office is not verified', () => {
    expect(addMemberEntry(office({ verified: false }))).toBe('greyed');
  });

  it('is hidden when accountStatus is 3', () => {
    expect(addMemberEntry(office({ accountStatus: 3 }))).toBe('hidden');
  });

  it('is hidden when no office is selected', () => {
    expect(addMemberEntry(null)).toBe('hidden');
  });
});

describe('Invite Patient', () => {
  it('is offered when the office has a payment account id', () => {
    expect(canInvitePatient(office({ stripeAccountId: 'acct_1' }), TENANTS.dental.specialUserIds)).toBe(true);
  });

  it('is not offered without a payment account id', () => {
    expect(canInvitePatient(office({ stripeAccountId: null }), TENANTS.dental.specialUserIds)).toBe(false);
    expect(canInvitePatient(office({ stripeAccountId: '' }), TENANTS.dental.specialUserIds)).toBe(false);
  });

  it("is offered without a payment account to the brand's special office id only", () => {
    expect(canInvitePatient(office({ id: 561, stripeAccountId: null }), TENANTS.dental.specialUserIds)).toBe(true);
    expect(canInvitePatient(office({ id: 1101, stripeAccountId: null }), TENANTS.dental.specialUserIds)).toBe(false);
    expect(canInvitePatient(office({ id: 1101, stripeAccountId: null }), TENANTS.vision.specialUserIds)).toBe(true);
  });

  it('is not offered when no office is selected', () => {
    expect(canInvitePatient(null, [561])).toBe(false);
  });
});

describe('payment-account entry of the Manage menu', () => {
  it('offers account setup with neither an account id nor a standard id', () => {
    expect(paymentAccountEntry(office({ stripeAccountId: null, standardStripeAccountId: null }))).toBe('account-setup');
  });

  it('offers Connect Bank Account with a standard id only', () => {
    expect(paymentAccountEntry(office({ stripeAccountId: null, standardStripeAccountId: 'acct_std' }))).toBe(
      'connect-bank',
    );
  });

  it("links to the provider's account view for an account id without last4", () => {
    expect(paymentAccountEntry(office({ stripeAccountId: 'acct_1', last4: null }))).toBe('view-account');
  });

  it("offers I'm Ready to Upgrade when the account id equals the standard id and is not yet converted", () => {
    const same = { stripeAccountId: 'acct_std', standardStripeAccountId: 'acct_std' };
    expect(paymentAccountEntry(office({ ...same, standardStripeDateConverted: null }))).toBe('ready-to-upgrade');
  });

  it('offers nothing once the standard account is converted or the account is complete', () => {
    const same = { stripeAccountId: 'acct_std', standardStripeAccountId: 'acct_std' };
    expect(paymentAccountEntry(office({ ...same, standardStripeDateConverted: '2024-02-01T00:00:00.000Z' }))).toBe(
      null,
    );
    expect(paymentAccountEntry(office())).toBe(null);
    expect(paymentAccountEntry(null)).toBe(null);
  });
});

describe('other shell rules', () => {
  it('locks CommunityConnect until initial onboarding completes', () => {
    expect(isCommunityConnectEnabled(office())).toBe(true);
    expect(isCommunityConnectEnabled(office({ onboardingDateComplete: null }))).toBe(false);
    expect(isCommunityConnectEnabled(null)).toBe(false);
  });

  it('offers the Master Dashboard only with more than one office', () => {
    expect(hasMasterDashboard(0)).toBe(false);
    expect(hasMasterDashboard(1)).toBe(false);
    expect(hasMasterDashboard(2)).toBe(true);
  });

  it('highlights dashboard paths, including every patient-details page', () => {
    expect(isDashboardPath('/admin/dentists')).toBe(true);
    expect(isDashboardPath('/dentist/new-members')).toBe(true);
    expect(isDashboardPath('/patient-details/payment-history')).toBe(true);
    expect(isDashboardPath('/admin/users')).toBe(false);
    expect(isDashboardPath('/admin/dentists/7')).toBe(false);
  });

  it('treats signup, enrolment and account pages as sidebar-free signup paths', () => {
    for (const p of ['/signup/my-hq', '/enroll', '/checkout', '/office-enroll', '/single-setup', '/accounts/login']) {
      expect(isSignupPath(p), p).toBe(true);
    }
    for (const p of ['/account/dashboard', '/dentist-new/members', '/admin/dentists']) {
      expect(isSignupPath(p), p).toBe(false);
    }
  });
});

describe('upgrade modal (spec 01 section 9)', () => {
  it('can be closed up to and on the fixed day in August, and no longer after it', () => {
    expect(UPGRADE_MODAL_LAST_CLOSABLE_DAY).toMatch(/^\d{4}-08-\d{2}$/);
    expect(isUpgradeModalClosable('2026-11-23', false)).toBe(true);
    expect(isUpgradeModalClosable(UPGRADE_MODAL_LAST_CLOSABLE_DAY, false)).toBe(true);
    expect(isUpgradeModalClosable('2027-08-02', false)).toBe(false);
    expect(isUpgradeModalClosable('2028-01-01', false)).toBe(false);
  });

  it('can always be closed when the admin cookie is set', () => {
    expect(isUpgradeModalClosable('2027-08-02', true)).toBe(true);
  });

  it('is due for an office on its previous-platform account or part way through, on a brand that offers it', () => {
    expect(isUpgradeDue(TENANTS.dental, office())).toBe(true);
    expect(isUpgradeDue(TENANTS.dental, office({ standardStripeAccountId: 'acct_std' }))).toBe(true);
  });

  it('is not due once converted, without an account to move, on a brand without the upgrade, or with no office', () => {
    const converted = office({ standardStripeAccountId: 'acct_std', standardStripeDateConverted: '2026-01-02' });
    expect(isUpgradeDue(TENANTS.dental, converted)).toBe(false);
    expect(isUpgradeDue(TENANTS.dental, office({ stripeAccountId: null, last4: null }))).toBe(false);
    expect(isUpgradeDue(TENANTS.dental, office({ last4: null }))).toBe(false);
    expect(isUpgradeDue(TENANTS.vision, office())).toBe(false);
    expect(isUpgradeDue(TENANTS.dental, null)).toBe(false);
  });
});
