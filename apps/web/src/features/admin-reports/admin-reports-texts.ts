import { formatMoney } from '@mhq/domain';
import { tenant } from '../../app/tenant';

// The admins' KPIs and reports in the brand's words: 'dental offices' or 'eye care offices', never the other brand's.

const dental = tenant.professionalName === 'dentist';
const kind = dental ? 'dental' : 'eye care';

/** 'March 2026' from '2026-03'; 'Mar' when short. */
export function monthName(month: string, style: 'long' | 'short' = 'long'): string {
  const date = new Date(`${month}-01T12:00:00Z`);
  return date.toLocaleString(
    'en-US',
    style === 'long' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'short', timeZone: 'UTC' },
  );
}

export const money = (cents: number) => formatMoney(cents, { decimals: 2 });
export const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

export const kpiTexts = {
  eyebrow: 'Platform admin',
  title: 'KPIs',
  subtitle: `How ${tenant.name} is doing: its ${kind} offices, their members, and the platform's fees, computed from the data now.`,
  loading: 'Loading the KPIs',
  loadFailed: 'The KPIs could not be loaded',
  refresh: 'Refresh',
  asOf: (when: string) => `As of ${when}`,
  offices: dental ? 'Dental offices' : 'Eye care offices',
  officesHint: 'On the platform, not closed',
  withMembers: 'Offices with members',
  withMembersHint: (share: string) => `With at least one active member (${share} of offices)`,
  activeUsers: 'Active users',
  activeUsersHint: (office: number, patient: number, platform: number, partner: number) =>
    `${count(office)} office staff · ${plural(patient, 'patient')} · ${plural(platform, 'platform admin')} · ${plural(partner, 'partner')}`,
  lastWeek: 'Members enrolled last week',
  lastWeekHint: 'In the last 7 days',
  onboarding: 'Practices onboarding',
  onboardingHint: 'Signed up, setup not finished',
  feesLastMonth: 'Platform fees last month',
  feesLastMonthHint: (month: string) => `${monthName(month)}, net of refunds and disputes`,
  feesYtd: 'Platform fees this year',
  feesYtdHint: (year: number) => `January 1, ${year} to today`,
  byMonthTitle: 'Members enrolled by month',
  byMonthLead: (total: number) =>
    `Members added at every ${kind} office in each of the last 12 months: ${count(total)} in all. This month so far is last.`,
  byMonthTotal: 'Total, last 12 months',
  byMonthEmpty: 'No member was enrolled in the last 12 months.',
  month: 'Month',
  enrolled: 'Members enrolled',
  onboardingTitle: 'Where onboarding practices stopped',
  onboardingLead: 'Each practice counts once, at the first step it has not done.',
  awaitingEmail: 'Email not confirmed',
  noPlan: 'No membership plan published',
  noPayoutAccount: 'No payout account connected',
  practices: (n: number) => (n === 1 ? '1 practice' : `${count(n)} practices`),
} as const;

export const reportTexts = {
  eyebrow: 'Platform admin',
  title: 'Reports',
  subtitle: `Monthly master reports of an office owner, and the active members of ${dental ? 'a dental' : 'an eye care'} office or of its whole organization.`,
  toReporting: 'Revenue and fees by month',
  toReports: 'Office reports',
  month: 'Month of the master report',
  search: 'Search offices',
  searchPlaceholder: 'Office, organization or email',
  loading: 'Loading offices',
  loadFailed: 'Offices could not be loaded',
  none: 'No office matches this search.',
  officeCount: (n: number) => (n === 1 ? '1 office' : `${count(n)} offices`),
  owner: (name: string) => `Owner: ${name}`,
  noOwner: 'No owner on record: no master report',
  members: (n: number) => (n === 1 ? '1 member' : `${count(n)} members`),
  masterReport: 'Master report (CSV)',
  masterReportLabel: (owner: string, month: string) =>
    `Master report of ${owner}'s offices for ${monthName(month)} (CSV)`,
  activeMembers: 'Active members (Excel)',
  activeMembersLabel: (office: string) => `Active members of ${office} (Excel)`,
  allLocations: 'All locations (Excel)',
  allLocationsLabel: (organization: string) => `Active members of every office of ${organization} (Excel)`,
  preparing: (what: string) => `Preparing ${what}…`,
  ready: (what: string) => `${what} downloaded.`,
  failed: 'The report could not be downloaded',
  auditNote: 'Member lists are patient data: each download is written to the audit log.',
} as const;

export const revenueTexts = {
  eyebrow: 'Platform admin',
  title: 'Reporting',
  subtitle: `The platform's money by month across every ${kind} office, from the ledger: what households paid, what went back, the platform's fees and what reached the practices.`,
  months: 'Months',
  monthsOption: (n: number) => `Last ${n} months`,
  download: 'Download CSV',
  preparing: 'Preparing the CSV…',
  loading: 'Loading revenue',
  loadFailed: 'Revenue could not be loaded',
  caption: 'Revenue and fees by month, oldest first, with the total',
  total: 'Total',
  columns: {
    month: 'Month',
    payments: 'Payments',
    gross: 'Gross collected',
    refunds: 'Refunds',
    disputes: 'Disputes held',
    fees: 'Platform fees',
    guarantee: 'Guarantee claims',
    net: 'Net to practices',
    paidOut: 'Paid out',
    tier: 'Tier payments',
  },
  note: 'Net to practices is gross collected, less refunds, disputes held and platform fees, plus guarantee claims. Tier payments are what practices paid for their platform plan.',
} as const;
