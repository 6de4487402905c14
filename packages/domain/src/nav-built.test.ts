import { describe, expect, it } from 'vitest';
import { adminMenu, associationMenu, businessMenu, type NavItem, type NavLink, patientMenu, practiceMenu } from './nav';
import { BUILT_AREAS, builtOnly, NAV_AREAS } from './nav-built';
import type { ShellOffice } from './shell';
import { TENANTS } from './tenants';

const office = (over: Partial<ShellOffice> = {}): ShellOffice => ({
  id: 1,
  verified: true,
  stripeAccountId: 'acct_1',
  last4: null,
  membershipCount: 4,
  accountStatus: 1,
  standardStripeAccountId: null,
  standardStripeDateConverted: null,
  onboardingDateComplete: '2026-01-01T00:00:00.000Z',
  ...over,
});

const flat = (items: NavItem[]): NavLink[] => items.flatMap((i) => (i.kind === 'group' ? i.children : [i]));
const keys = (items: NavItem[]) => flat(items).map((l) => l.key);
const all = { devMailbox: true };
const flags = TENANTS.dental.featureFlags;

/** Every menu of the seven demo roles (owner, office admin, staff dentist share the practice menu). */
const everyMenu = (): [string, NavItem[]][] => [
  ['dental practice', practiceMenu({ tenant: TENANTS.dental, office: office(), businessConnectOn: true })],
  [
    'dental practice, connect off',
    practiceMenu({ tenant: TENANTS.dental, office: office(), businessConnectOn: false }),
  ],
  ['vision practice', practiceMenu({ tenant: TENANTS.vision, office: office(), businessConnectOn: false })],
  ['admin', adminMenu('admin', flags, all)],
  ['super admin', adminMenu('super_admin', [...flags, 'businessConnect', 'leadSource'], all)],
  ['business', businessMenu()],
  ['association', associationMenu()],
  ['patient', patientMenu()],
];

describe('menus show only built areas', () => {
  it('leaves every entry of an unbuilt area out of every role menu', () => {
    for (const [who, menu] of everyMenu()) {
      const shown = flat(builtOnly(menu));
      expect(shown.length, who).toBeGreaterThan(0);
      for (const l of shown) expect(BUILT_AREAS, `${who}: ${l.key} (${l.path})`).toContain(l.area);
    }
  });

  it('keeps the built practice entries', () => {
    const menu = builtOnly(practiceMenu({ tenant: TENANTS.dental, office: office(), businessConnectOn: true }));
    // Activity (issue 26) is built.
    expect(keys(menu)).toContain('activity');
    // CommunityConnect (issue 25) is built: shown, and disabled with a tooltip until onboarding completes.
    expect(keys(menu)).toContain('community-connect');
    // Locations (issue 23) is built.
    expect(keys(menu)).toEqual(
      expect.arrayContaining(['dashboard', 'enrollment-form', 'membership-plans', 'marketing', 'users', 'locations']),
    );
  });

  it('keeps the admin menu to the built pages', () => {
    expect(keys(builtOnly(adminMenu('super_admin', flags, all)))).toEqual([
      'dentists',
      'members',
      'reports',
      'users',
      'associations',
      'kpi',
      'admin',
      'promos',
      'error-logs',
      'support-inbox',
      'small-businesses',
      'lead-sources',
      'super-admin',
      'sms-setup',
      'sms-report',
      'billing-run',
      'dev-mailbox',
      'reviews',
      'audit-log',
    ]);
  });

  it('brings an area back in one line: adding it to the built list', () => {
    const menu = practiceMenu({ tenant: TENANTS.dental, office: office(), businessConnectOn: true });
    expect(keys(builtOnly(menu, [...BUILT_AREAS, 'multi-location']))).toContain('locations');
    expect(keys(builtOnly(patientMenu(), [...BUILT_AREAS, 'patient-settings']))).toContain('settings');
  });

  it('drops a group whose entries are all unbuilt, and keeps a group with one built entry', () => {
    const menu = practiceMenu({ tenant: TENANTS.dental, office: office(), businessConnectOn: true });
    const onlyDashboard = builtOnly(menu, ['dashboard']);
    expect(onlyDashboard.map((i) => i.key)).toEqual(['dashboard']);
    const manage = builtOnly(menu, ['dashboard', 'plans']).find((i) => i.key === 'manage');
    expect(manage?.kind === 'group' && manage.children.map((c) => c.key)).toEqual(['membership-plans']);
  });

  it('lists only known areas as built', () => {
    for (const area of BUILT_AREAS) expect(NAV_AREAS).toContain(area);
  });
});
