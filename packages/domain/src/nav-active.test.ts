import { describe, expect, it } from 'vitest';
import { adminMenu, type NavItem, practiceMenu } from './nav';
import { activeNavLink } from './nav-active';
import type { ShellOffice } from './shell';
import { TENANTS } from './tenants';

const office: ShellOffice = {
  id: 1,
  verified: true,
  stripeAccountId: 'acct_1',
  last4: '4242',
  membershipCount: 3,
  accountStatus: 1,
  standardStripeAccountId: null,
  standardStripeDateConverted: null,
  onboardingDateComplete: '2026-01-01T00:00:00.000Z',
};
const practice: NavItem[] = practiceMenu({ tenant: TENANTS.dental, office, businessConnectOn: false });
const active = (pathname: string, search = '', items = practice, dashboardKey = 'dashboard') =>
  activeNavLink(items, { pathname, search }, dashboardKey)?.key ?? null;

describe('the one highlighted menu entry', () => {
  it('lights only Marketing Portal on the marketing page, not also Invite Patient and Printable form', () => {
    expect(active('/account/marketing')).toBe('marketing');
  });

  it('lights the entry whose tab the page shows', () => {
    expect(active('/account/marketing', '?tab=invite')).toBe('invite-patient');
    expect(active('/account/marketing', '?tab=print')).toBe('printable-form');
    expect(active('/account/marketing', '?tab=qr')).toBe('marketing');
  });

  it("lights an entry whose query the page lacks when it is the page's only entry", () => {
    expect(active('/account/settings/office')).toBe('office-profile');
    expect(active('/account/settings/office', '?tab=users')).toBeNull();
  });

  it("keeps a section's entry lit on its inner pages", () => {
    expect(active('/account/manage-plans/12')).toBe('membership-plans');
    expect(active('/account/manage-plansx')).toBeNull();
  });

  it("lights the dashboard entry on the spec's dashboard paths, and nothing on other pages", () => {
    expect(active('/dentist-new/members')).toBe('dashboard');
    expect(active('/dentist/new-members')).toBe('dashboard');
    expect(active('/account/settings/user')).toBeNull();
  });

  it('lights exactly one admin entry, the first for the admin dashboard paths', () => {
    const admin = adminMenu('super_admin', [], { devMailbox: true });
    expect(activeNavLink(admin, { pathname: '/admin/incomplete' })?.key).toBe('dentists');
    expect(activeNavLink(admin, { pathname: '/admin/audit-log' })?.key).toBe('audit-log');
    expect(activeNavLink(admin, { pathname: '/admin/contact-admin/12' })?.key).toBe('support-inbox');
    expect(activeNavLink(admin, { pathname: '/admin/errorLogs/3' })?.key).toBe('error-logs');
  });
});
