import { describe, expect, it } from 'vitest';
import { type NavItem, practiceMenu } from './nav';
import { menuForStanding, PRACTICE_ENTRY_ACTIONS } from './nav-permissions';
import { mayInOffice } from './office-permissions';
import type { UserType } from './roles';
import type { ShellOffice } from './shell';
import { TENANTS } from './tenants';

const office: ShellOffice = {
  id: 1,
  verified: true,
  stripeAccountId: 'acct_1',
  // No bank on file yet: the menu offers the payment account.
  last4: null,
  membershipCount: 4,
  accountStatus: 1,
  standardStripeAccountId: null,
  standardStripeDateConverted: null,
  onboardingDateComplete: '2026-01-01T00:00:00.000Z',
};

const keys = (items: NavItem[]) =>
  items.flatMap((i) => (i.kind === 'group' ? [i.key, ...i.children.map((c) => c.key)] : [i.key]));
const menuOf = (type: UserType, isOwner: boolean, planCoordinator = false) =>
  keys(
    menuForStanding(practiceMenu({ tenant: TENANTS.dental, office, businessConnectOn: true }), (a) =>
      mayInOffice(type, { isOwner, planCoordinator }, a),
    ),
  );

describe('the practice menu by office standing', () => {
  it('shows the owner every money entry: the guarantee, the payment account and the team', () => {
    const owner = menuOf('dentist', true);
    expect(owner).toEqual(expect.arrayContaining(['financial-solutions', 'gpp', 'payment-account', 'users']));
    expect(owner).toEqual(keys(practiceMenu({ tenant: TENANTS.dental, office, businessConnectOn: true })));
  });

  it('shows the office admin the guarantee, the payment account and the team too', () => {
    expect(menuOf('office_admin', false)).toEqual(menuOf('dentist', true));
  });

  it('shows a standard dentist no money entry and no team, and drops the group left empty', () => {
    const staff = menuOf('dentist_standard', false);
    for (const key of ['financial-solutions', 'gpp', 'payment-account', 'users', 'activity']) {
      expect(staff).not.toContain(key);
    }
    expect(staff).toEqual(expect.arrayContaining(['dashboard', 'enrollment-form', 'membership-plans', 'manage']));
  });

  it('names only entries the menu has', () => {
    const all = keys(practiceMenu({ tenant: TENANTS.dental, office, businessConnectOn: true }));
    expect(Object.keys(PRACTICE_ENTRY_ACTIONS).filter((k) => !all.includes(k))).toEqual([]);
  });
});
