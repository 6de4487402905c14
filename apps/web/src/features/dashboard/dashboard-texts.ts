import type { DashboardResponse } from '@mhq/contract';
import type { MemberFilter } from '@mhq/domain';

type FigureKey = Exclude<keyof DashboardResponse['members'], 'total'>;

/** Texts of the practice dashboard (English, like the other practice pages). */
export const dashboardTexts = {
  eyebrow: 'Practice dashboard',
  welcome: (name: string) => `Welcome back, ${name}. Here is how your membership program is doing.`,
  allLocationsTitle: 'All locations',
  allLocationsLead: (names: string) => `${names}, together.`,
  locations: 'Show figures for',
  thisOffice: 'This office',
  allLocations: (n: number) => `All locations (${n})`,
  enrollMember: 'Enroll a member',
  membersTitle: 'Members',
  asOf: (when: string) => `As of ${when}`,
  refresh: 'Refresh',
  viewList: 'Open the list',
  followUp: 'Follow up',
  membersCount: (n: number) => (n === 1 ? '1 member' : `${n.toLocaleString('en-US')} members`),
  revenueTitle: 'Payments',
  revenueThisMonth: 'Revenue this month',
  monthSoFar: (month: string) => `${month}, so far`,
  platformFee: 'Platform fee',
  youKeep: 'Yours after the fee',
  openLedger: 'Open the payment ledger',
  openPayouts: 'Payouts and monthly statements',
  paymentsCount: (n: number) =>
    n === 0
      ? 'No payments recorded yet this month.'
      : `${n === 1 ? '1 payment' : `${n.toLocaleString('en-US')} payments`} by card, bank or cash recorded this month.`,
  feeNote: (brand: string, guarantee: boolean) =>
    guarantee
      ? `The platform fee is what ${brand} keeps from each payment, the one-time setup fee of a guaranteed plan included (it pays for the guarantee); the rest is paid out to you.`
      : `The platform fee is what ${brand} keeps from each payment; the rest is paid out to you.`,
  enrolledChartTitle: 'New members per month',
  enrolledChartLead: 'Members counted in the month their current plan began, over the last 12 months.',
  enrolledSeries: 'New members',
  enrolledChartEmpty: 'No plans began in the last 12 months.',
  revenueChartEmpty: 'No payments were recorded in the last 12 months.',
  revenueChartTitle: 'Revenue per month',
  revenueChartLead:
    'What households paid each month (and the payment guarantee, for plans it covered), split into what you keep and the platform fee.',
  netSeries: 'Yours after the fee',
  feeSeries: 'Platform fee',
  tableMonth: 'Month',
  tableGross: 'Received, before the fee',
  emptyTitle: 'No members yet',
  emptyLead: (professional: string) =>
    `Once patients join your membership plans, you will see active members, renewals, late payments and revenue here. Most ${professional}s enroll their first members at the front desk, or send patients the sign-up link.`,
  emptyAllLead: 'None of these locations has members yet.',
  shareLink: 'Share your sign-up link',
  emptyNoPlansLead:
    'Start with your membership plans: once they are published, enroll patients at the front desk or send them your sign-up link, and their figures will show here.',
  createPlan: 'Create a plan',
  loadFailed: 'The figures could not be loaded.',
  tryAgain: 'Try again',
  loading: 'Loading the figures',
} as const;

/** The member figures in the order shown, each with the members-list filter it opens. */
export const FIGURES: readonly {
  key: FigureKey;
  filter: MemberFilter;
  label: string;
  hint: string;
  alert?: boolean;
}[] = [
  { key: 'active', filter: 'active', label: 'Active', hint: 'Plan in force, late payers included' },
  { key: 'new', filter: 'new', label: 'New', hint: 'Joined in the last 30 days' },
  { key: 'renewal', filter: 'renewal', label: 'Renewing soon', hint: 'Renewal in the next 30 days' },
  { key: 'pastDue', filter: 'past_due', label: 'Late', hint: 'Last payment did not go through', alert: true },
  { key: 'delinquent', filter: 'delinquent', label: 'Delinquent', hint: 'Unpaid; plan no longer active', alert: true },
];
