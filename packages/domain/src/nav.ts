/** Navigation menus of the signed-in areas (spec 01 section 2 'Practice side menu', 'Admin side menu'). */

import type { NavArea } from './nav-built';
import type { UserType } from './roles';
import { isSuperAdmin } from './roles';
import {
  addMemberEntry,
  canInvitePatient,
  isCommunityConnectEnabled,
  type PaymentAccountEntry,
  paymentAccountEntry,
  type ShellOffice,
} from './shell';
import type { FeatureFlag, TenantConfig } from './tenants';

/** A menu entry; `label` is an i18n key, `icon` a name the web maps to an icon. */
export type NavLink = {
  kind: 'link';
  key: string;
  label: string;
  icon?: string;
  path: string;
  /** The area whose page the entry opens: entries of areas not built yet stay out of the menus (nav-built.ts). */
  area: NavArea;
  /** A browser navigation outside the single-page app (e.g. the payment provider's account view). */
  external?: boolean;
  /** Shown but not usable; `tooltip` (an i18n key) says why. */
  disabled?: boolean;
  tooltip?: string;
};

export type NavGroup = { kind: 'group'; key: string; label: string; icon?: string; children: NavLink[] };
export type NavItem = NavLink | NavGroup;

const link = (
  key: string,
  label: string,
  path: string,
  area: NavArea,
  extra: Partial<Omit<NavLink, 'area'>> = {},
): NavLink => ({
  kind: 'link',
  key,
  label,
  path,
  area,
  ...extra,
});

/** The members page the top-bar search goes to, per brand (current layout for vision, legacy for dental). */
export function membersPath(tenant: TenantConfig): string {
  return tenant.id === 'dental' ? '/dentist-new/members' : '/account/members';
}

export const MASTER_DASHBOARD_PATH = '/account/multi-location-dashboard';

/** The public questions-and-answers page the top bar and the announcement's 'Learn more' open. */
export const FAQ_PATH = '/faq';

const PAYMENT_ACCOUNT_LINKS: Record<Exclude<PaymentAccountEntry, null>, (officeId: number) => NavLink> = {
  'account-setup': () =>
    link('payment-account', 'nav.paymentAccountSetup', '/account/settings/billing', 'payouts', { icon: 'card' }),
  'connect-bank': () =>
    link('payment-account', 'nav.connectBank', '/account/settings/billing?connect=bank', 'payouts', { icon: 'bank' }),
  // An in-app page that calls /stripe-connect/viewAccount with the Authorization header: the spec's browser
  // navigation with ?jwt= would leave the session token in server and proxy logs and in the browser history.
  'view-account': () =>
    link('payment-account', 'nav.viewPaymentAccount', '/account/settings/billing?view=account', 'payouts', {
      icon: 'card',
    }),
  'ready-to-upgrade': (officeId) =>
    link('payment-account', 'nav.readyToUpgrade', `/account/upgrade?dentistInfoId=${officeId}`, 'payouts', {
      icon: 'rocket',
    }),
};

export type PracticeMenuInput = {
  tenant: TenantConfig;
  office: ShellOffice | null;
  businessConnectOn: boolean;
};

/** The practice side menu, with the shell rules applied. */
export function practiceMenu({ tenant, office, businessConnectOn }: PracticeMenuInput): NavItem[] {
  const has = (flag: FeatureFlag) => tenant.featureFlags.includes(flag);
  const items: NavItem[] = [
    link('dashboard', 'nav.dashboard', tenant.officeDashboardPath, 'dashboard', { icon: 'dashboard' }),
  ];

  const addMember = addMemberEntry(office);
  if (addMember !== 'hidden') {
    const greyed = addMember === 'greyed';
    const children = [
      link('enrollment-form', 'nav.enrollmentForm', '/account/patient-signup', 'enrollment', { disabled: greyed }),
      ...(canInvitePatient(office, tenant.specialUserIds)
        ? [
            link('invite-patient', 'nav.invitePatient', '/account/marketing?tab=invite', 'marketing', {
              disabled: greyed,
            }),
          ]
        : []),
      link('printable-form', 'nav.printableEnrollmentForm', '/account/marketing?tab=print', 'marketing', {
        disabled: greyed,
      }),
    ].map((c) => (greyed ? { ...c, tooltip: 'nav.addMemberUnverified' } : c));
    items.push({ kind: 'group', key: 'add-member', label: 'nav.addMember', icon: 'userPlus', children });
  }

  if (has('businessConnect')) {
    items.push(
      link(
        'business-connect',
        'nav.businessConnect',
        businessConnectOn ? '/account/business-connect' : '/dentist-new/landing-connect',
        'business-connect',
        {
          icon: 'building',
        },
      ),
    );
  }
  items.push(
    link('community-connect', 'nav.communityConnect', '/account/community-connect', 'community', {
      icon: 'community',
      ...(isCommunityConnectEnabled(office) ? {} : { disabled: true, tooltip: 'nav.communityConnectLocked' }),
    }),
  );
  if (has('gpp') || has('inhouseFinancing')) {
    items.push({
      kind: 'group',
      key: 'financial-solutions',
      label: 'nav.financialSolutions',
      icon: 'coins',
      children: [link('gpp', 'nav.guaranteedPaymentPlan', '/account/inhouse-financing', 'guarantee')],
    });
  }
  items.push(link('activity', 'nav.activity', '/dentist-new/activity', 'activity', { icon: 'activity' }));
  items.push(link('reviews', 'nav.reviews', '/dentist-new/reviews', 'reviews', { icon: 'star' }));

  const payment = paymentAccountEntry(office);
  items.push({
    kind: 'group',
    key: 'manage',
    label: 'nav.manage',
    icon: 'settings',
    children: [
      link('membership-plans', 'nav.membershipPlans', '/account/manage-plans', 'plans'),
      link('marketing', 'nav.marketingPortal', '/account/marketing', 'marketing'),
      // Issue 26: the office's template theme, and its printed cards or brochures (both brands print).
      link('branding', 'nav.branding', '/account/branding', 'marketing'),
      ...(has('printMaterials')
        ? [link('order-info-cards', 'nav.printMaterials', '/account/order-info-cards', 'marketing')]
        : []),
      link('office-profile', 'nav.editOfficeProfile', '/account/settings/office?tab=profile', 'offices'),
      link('users', 'nav.users', '/account/manage-users', 'users'),
      ...(payment && office ? [PAYMENT_ACCOUNT_LINKS[payment](office.id)] : []),
      link('locations', 'nav.locations', '/account/manage-locations', 'multi-location'),
    ],
  });
  return items;
}

/** What the admin menu needs to know of the installation: only a demo (mail kept in the outbox) has a dev mailbox. */
export type AdminInstallation = { devMailbox: boolean };

/** The admin side menu: super-admin items, flag-dependent and installation-dependent items only where they apply. */
export function adminMenu(type: UserType, flags: readonly FeatureFlag[], installation: AdminInstallation): NavItem[] {
  const items: NavItem[] = [
    link('dentists', 'nav.dentists', '/admin/dentists', 'admin-offices', { icon: 'stethoscope' }),
    link('members', 'nav.members', '/admin/members', 'admin-members', { icon: 'users' }),
    link('reports', 'nav.reports', '/admin/reports', 'admin-reports', { icon: 'report' }),
    link('users', 'nav.users', '/admin/users', 'admin-users', { icon: 'user' }),
    link('associations', 'nav.associations', '/admin/associations', 'admin-associations', { icon: 'community' }),
    link('kpi', 'nav.kpis', '/admin/kpi', 'admin-kpis', { icon: 'chart' }),
    link('admin', 'nav.admin', '/admin/manage', 'admin-settings', { icon: 'settings' }),
    link('promos', 'nav.promoCodes', '/admin/promos', 'promo-codes', { icon: 'ticket' }),
    link('error-logs', 'nav.errorLogs', '/admin/errorLogs', 'error-logs', { icon: 'bug' }),
    link('support-inbox', 'nav.supportInbox', '/admin/contact-admin', 'admin-support', { icon: 'help' }),
  ];
  if (flags.includes('businessConnect')) {
    items.push(
      link('small-businesses', 'nav.smallBusinesses', '/admin/business-connect', 'admin-business-connect', {
        icon: 'building',
      }),
    );
  }
  if (flags.includes('leadSource')) {
    items.push(link('lead-sources', 'nav.leadSources', '/admin/leadSource', 'lead-sources', { icon: 'target' }));
  }
  if (isSuperAdmin(type)) {
    items.push(
      link('super-admin', 'nav.superAdmin', '/admin/super_admin', 'super-admin', { icon: 'shield' }),
      link('sms-setup', 'nav.smsSetup', '/admin/smsSetup', 'sms', { icon: 'message' }),
      link('sms-report', 'nav.smsReport', '/admin/smsLogs', 'sms', { icon: 'messages' }),
    );
  }
  items.push(link('billing-run', 'nav.billingRun', '/admin/toolbox', 'billing-run', { icon: 'coins' }));
  if (installation.devMailbox)
    items.push(link('dev-mailbox', 'nav.devMailbox', '/admin/dev-mailbox', 'dev-mailbox', { icon: 'mail' }));
  items.push(link('reviews', 'nav.reviews', '/admin/reviews', 'admin-reviews', { icon: 'star' }));
  items.push(link('audit-log', 'nav.auditLog', '/admin/audit-log', 'audit-log', { icon: 'history' }));
  return items;
}

/** Admin pages outside the side menu (spec 01 lists them under /admin): /admin/more lists them with the menu's. */
export function adminMoreTools(): NavLink[] {
  return [
    link('services', 'nav.services', '/admin/services', 'admin-services', { icon: 'plans' }),
    link('release-notes', 'nav.releaseNotes', '/admin/releaseNotes', 'release-notes', { icon: 'rocket' }),
    link('fees', 'nav.fees', '/admin/fees', 'admin-fees', { icon: 'coins' }),
    link('custom-membership', 'nav.customMembership', '/admin/custom-membership', 'admin-plans', { icon: 'plans' }),
  ];
}

export function businessMenu(): NavItem[] {
  return [
    link('members', 'nav.members', '/business/members', 'business-members', { icon: 'users' }),
    link('reports', 'nav.reports', '/business/reports', 'business-reports', { icon: 'report' }),
    link('settings', 'nav.settings', '/business/settings', 'business-settings', { icon: 'settings' }),
    link('contact-admin', 'nav.contactAdmin', '/business/contact-admin', 'support', { icon: 'help' }),
  ];
}

export function associationMenu(): NavItem[] {
  return [
    link('dentists', 'nav.offices', '/associations/dentists', 'association-offices', { icon: 'stethoscope' }),
    link('reporting', 'nav.reporting', '/associations/reporting', 'association-reports', { icon: 'report' }),
    link('custom-membership', 'nav.customMembership', '/associations/custom-membership', 'association-plans', {
      icon: 'plans',
    }),
    link('users', 'nav.users', '/associations/users', 'association-users', { icon: 'users' }),
    link('edit-profile', 'nav.editProfile', '/associations/edit-profile', 'association-profile', { icon: 'building' }),
    link('profile', 'nav.profile', '/associations/profile', 'association-profile', { icon: 'user' }),
  ];
}

export function patientMenu(): NavItem[] {
  return [
    link('dashboard', 'nav.dashboard', '/patient-details/dashboard', 'patient-dashboard', { icon: 'dashboard' }),
    link('payment-history', 'nav.paymentHistory', '/patient-details/payment-history', 'patient-payments', {
      icon: 'receipt',
    }),
    link('membership', 'nav.membership', '/patient/membership-info', 'patient-membership', { icon: 'id' }),
    link('your-practice', 'nav.yourPractice', '/patient/your-dentist', 'patient-practice', { icon: 'building' }),
    link('your-reviews', 'nav.reviews', '/patient/your-reviews', 'patient-reviews', { icon: 'star' }),
    link('settings', 'nav.settings', '/patient-details/settings', 'patient-settings', { icon: 'settings' }),
  ];
}
