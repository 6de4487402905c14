import { describe, expect, it } from 'vitest';
import { adminMenu, type NavItem, type NavLink, practiceMenu } from './nav';
import type { ShellOffice } from './shell';
import { TENANTS } from './tenants';

const office = (over: Partial<ShellOffice> = {}): ShellOffice => ({
  id: 1,
  verified: true,
  stripeAccountId: 'acct_1',
  last4: '6789',
  membershipCount: 4,
  accountStatus: 1,
  standardStripeAccountId: null,
  standardStripeDateConverted: null,
  onboardingDateComplete: '2026-01-01T00:00:00.000Z',
  ...over,
});

const flat = (items: NavItem[]): NavLink[] => items.flatMap((i) => (i.kind === 'group' ? i.children : [i]));
const keys = (items: NavItem[]) => flat(items).map((l) => l.key);
const entry = (items: NavItem[], key: string) => flat(items).find((l) => l.key === key);

describe('practice side menu', () => {
  it('carries the spec entries for a verified office with a payment account', () => {
    const menu = practiceMenu({ tenant: TENANTS.dental, office: office(), businessConnectOn: true });
    expect(menu.map((i) => i.key)).toEqual([
      'dashboard',
      'add-member',
      'business-connect',
      'community-connect',
      'financial-solutions',
      'activity',
      'reviews',
      'manage',
    ]);
    expect(keys(menu)).toEqual(
      expect.arrayContaining(['enrollment-form', 'invite-patient', 'printable-form', 'membership-plans', 'locations']),
    );
    expect(entry(menu, 'dashboard')?.path).toBe('/dentist-new/members');
  });

  it('sends the vision dashboard entry to the vision landing page and leaves out dental-only entries', () => {
    const menu = practiceMenu({ tenant: TENANTS.vision, office: office(), businessConnectOn: false });
    expect(entry(menu, 'dashboard')?.path).toBe('/account/dashboard');
    expect(keys(menu)).not.toContain('business-connect');
  });

  it('greys Add Member with a reason when the office is not verified, and hides it at account status 3', () => {
    const unverified = practiceMenu({
      tenant: TENANTS.dental,
      office: office({ verified: false }),
      businessConnectOn: false,
    });
    expect(entry(unverified, 'enrollment-form')).toMatchObject({ disabled: true, tooltip: 'nav.addMemberUnverified' });
    const suspended = practiceMenu({
      tenant: TENANTS.dental,
      office: office({ accountStatus: 3 }),
      businessConnectOn: false,
    });
    expect(keys(suspended)).not.toContain('enrollment-form');
  });

  it('offers Invite Patient only with a payment account', () => {
    const menu = practiceMenu({
      tenant: TENANTS.dental,
      office: office({ stripeAccountId: null }),
      businessConnectOn: false,
    });
    expect(keys(menu)).not.toContain('invite-patient');
  });

  it('locks CommunityConnect until onboarding is complete', () => {
    const menu = practiceMenu({
      tenant: TENANTS.dental,
      office: office({ onboardingDateComplete: null }),
      businessConnectOn: false,
    });
    expect(entry(menu, 'community-connect')).toMatchObject({ disabled: true, tooltip: 'nav.communityConnectLocked' });
  });

  it('names the payment-account entry by the office account state', () => {
    const label = (o: ShellOffice) =>
      entry(practiceMenu({ tenant: TENANTS.dental, office: o, businessConnectOn: false }), 'payment-account')?.label;
    expect(label(office({ stripeAccountId: null }))).toBe('nav.paymentAccountSetup');
    expect(label(office({ stripeAccountId: null, standardStripeAccountId: 'acct_std' }))).toBe('nav.connectBank');
    expect(label(office({ last4: null }))).toBe('nav.viewPaymentAccount');
    expect(label(office({ stripeAccountId: 'acct_std', standardStripeAccountId: 'acct_std' }))).toBe(
      'nav.readyToUpgrade',
    );
    expect(label(office())).toBeUndefined();
  });
});

describe('admin side menu', () => {
  const demo = { devMailbox: true };

  it('shows Super Admin, SMS Setup and SMS Report to super admins only', () => {
    const superOnly = ['super-admin', 'sms-setup', 'sms-report'];
    expect(keys(adminMenu('super_admin', [], demo))).toEqual(expect.arrayContaining(superOnly));
    for (const type of ['admin', 'almost_super'] as const) {
      for (const key of superOnly) expect(keys(adminMenu(type, [], demo))).not.toContain(key);
    }
  });

  it('shows Small Businesses and Lead Sources only with their feature flags', () => {
    expect(keys(adminMenu('admin', [], demo))).not.toContain('small-businesses');
    expect(keys(adminMenu('admin', [], demo))).not.toContain('lead-sources');
    expect(keys(adminMenu('admin', ['businessConnect', 'leadSource'], demo))).toEqual(
      expect.arrayContaining(['small-businesses', 'lead-sources']),
    );
  });

  it('shows the Dev Mailbox only where the installation has one (a demo)', () => {
    expect(keys(adminMenu('admin', [], demo))).toContain('dev-mailbox');
    expect(keys(adminMenu('admin', [], { devMailbox: false }))).not.toContain('dev-mailbox');
    expect(keys(adminMenu('admin', [], { devMailbox: false }))).toEqual(
      expect.arrayContaining(['billing-run', 'reviews', 'audit-log']),
    );
  });
});
