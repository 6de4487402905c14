/**
 * Which areas of the product are built. Every menu entry names its area; an entry whose area is not in BUILT_AREAS
 * is left out of every menu, so no role is ever sent to 'Page not found' (and a view of an unbuilt area, like the
 * members list's 'PMS Not Connected' filter, stays hidden). The issue that builds an area adds it to BUILT_AREAS
 * (one line) and its entries come back wherever they are shown.
 */
import type { NavItem } from './nav';

export const NAV_AREAS = [
  // practice
  'dashboard',
  'enrollment',
  'marketing',
  'business-connect',
  'community',
  'guarantee',
  'activity',
  'plans',
  'offices',
  'users',
  'payouts',
  'multi-location',
  'support',
  'faq',
  // platform admin
  'admin-offices',
  'admin-members',
  'admin-reports',
  'admin-users',
  'admin-associations',
  'admin-kpis',
  'admin-settings',
  'promo-codes',
  'error-logs',
  'admin-support',
  'admin-business-connect',
  'lead-sources',
  'admin-services',
  'release-notes',
  'admin-fees',
  'admin-plans',
  'super-admin',
  'sms',
  'billing-run',
  'dev-mailbox',
  'audit-log',
  // employer (small business)
  'business-members',
  'business-reports',
  'business-settings',
  // association
  'association-offices',
  'association-reports',
  'association-plans',
  'association-users',
  'association-profile',
  // patient
  'patient-dashboard',
  'patient-payments',
  'patient-settings',
  'patient-membership',
  'patient-practice',
  'patient-reviews',
  // patient reviews: the office answers them, platform admins moderate them
  'reviews',
  'admin-reviews',
  // practice-management system link (members matched to chart ids)
  'pms',
] as const;

export type NavArea = (typeof NAV_AREAS)[number];

/** The areas whose pages exist today. */
export const BUILT_AREAS: readonly NavArea[] = [
  'dashboard',
  'enrollment',
  'marketing',
  'guarantee',
  'plans',
  'offices',
  'users',
  'payouts',
  'multi-location',
  'support',
  'faq',
  'admin-offices',
  'admin-members',
  'admin-settings',
  'promo-codes',
  'admin-users',
  'super-admin',
  'sms',
  'billing-run',
  'dev-mailbox',
  'audit-log',
  'admin-support',
  'error-logs',
  'admin-kpis',
  'admin-reports',
  'reviews',
  'admin-reviews',
  'lead-sources',
  'admin-services',
  'release-notes',
  'admin-fees',
  'admin-plans',
  'admin-associations',
  'community',
  'admin-business-connect',
  'business-connect',
  'business-members',
  'business-reports',
  'business-settings',
  'association-offices',
  'association-reports',
  'association-plans',
  'association-users',
  'association-profile',
  'patient-dashboard',
  'patient-payments',
  'patient-membership',
  'patient-practice',
  'patient-settings',
  'patient-reviews',
  'activity',
  // Issue 28: the practice-management system link (the members list's 'PMS Not Connected' filter).
  'pms',
];

export function isAreaBuilt(area: NavArea, built: readonly NavArea[] = BUILT_AREAS): boolean {
  return built.includes(area);
}

/** The menu with the entries of unbuilt areas left out; a group left with no entry goes too. */
export function builtOnly(items: readonly NavItem[], built: readonly NavArea[] = BUILT_AREAS): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    if (item.kind === 'link') return isAreaBuilt(item.area, built) ? [item] : [];
    const children = item.children.filter((c) => isAreaBuilt(c.area, built));
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
