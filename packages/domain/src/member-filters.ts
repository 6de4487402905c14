/** Member list filters, cancellation reasons and issue types (spec 01 section 4, 02 section 9). */
import { isLeapYear } from './age';
import { ACTIVE_STATUSES, DELINQUENT_STATUSES, type SubscriptionStatus } from './statuses';

const DAY_MS = 24 * 60 * 60 * 1000;

export type MemberPlanType = 'month' | 'year';
export type PaymentMethod = 'card' | 'bank' | 'cash';
export type MemberSource = 'business' | 'community';

/**
 * One row of the member list as the filters see it: the member with the subscription it is listed by.
 * Custom plan types are given as their period (custom is month, custom_year is year).
 */
export type FilterableMember = {
  status: SubscriptionStatus;
  /** When the subscription was created (ISO 8601); the 'new' and 'renewal' windows count from here. */
  createdAt: string;
  /** When the subscription was canceled (ISO 8601), null if it never was; the 'uncancel' window counts from here. */
  canceledAt: string | null;
  planType: MemberPlanType;
  autoRenew: boolean;
  /** Null when nothing is paid by the member (the office pays) or no method is known. */
  paymentMethod: PaymentMethod | null;
  /** Enrolled through a business (employer) or a community programme; null for the office's own members. */
  source: MemberSource | null;
  underContract: boolean;
  pendingPriceChange: boolean;
  /** Imported from another platform. */
  transferred: boolean;
  /** The member's chart id in the practice-management system, null when not linked. */
  pmsChartId: string | null;
  /** On a guaranteed payment plan. */
  gpp: boolean;
  /** The day a plan paid in the office went late unpaid (cash lateness); null or absent otherwise. */
  lateInOfficeOn?: string | null;
};

/** The current member list filters with their labels (spec 02 section 9 'Member filters'). */
export const MEMBER_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'past_due', label: 'Late' },
  { value: 'canceled', label: 'Canceled' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'new', label: 'New', hint: 'last 30 days' },
  { value: 'renewal', label: 'Renewal', hint: 'upcoming 30 days' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
  { value: 'nonautorenew', label: 'Non-Auto-Renew' },
  { value: 'inoffice', label: 'In-Office' },
  { value: 'lateInOffice', label: 'Unpaid In-Office', hint: 'late, to pay at the desk' },
  { value: 'delinquent', label: 'Delinquent' },
  { value: 'disputed', label: 'Disputed' },
  { value: 'business', label: 'Business' },
  { value: 'community', label: 'Community' },
  { value: 'notUnderContract', label: 'Not Under Contract' },
  { value: 'pendingPriceChange', label: 'Change Pending' },
  { value: 'transferred', label: 'Imported' },
  { value: 'pmsNotConnected', label: 'PMS Not Connected' },
  { value: 'isGPP', label: 'Guaranteed' },
] as const;

export type MemberFilter = (typeof MEMBER_FILTERS)[number]['value'];

/** The filters offered as quick buttons (spec 02 section 9). */
export const DEFAULT_QUICK_FILTERS: readonly MemberFilter[] = [
  'all',
  'active',
  'past_due',
  'canceled',
  'inactive',
  'new',
  'monthly',
  'annual',
];

/** The alternative, legacy filter list (spec 01 section 4 'Member list filters (legacy)', 02 section 9). */
export const LEGACY_MEMBER_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New', hint: 'created under 31 days ago' },
  { value: 'uncancel', label: 'Uncancel', hint: 'canceled under 91 days ago' },
  { value: 'cash', label: 'Cash' },
  { value: 'transferred', label: 'Transferred' },
  { value: 'not_cash', label: 'Not Cash' },
  { value: 'disputed', label: 'Disputed' },
  { value: 'renewal', label: 'Renewal' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'active', label: 'Active' },
] as const;

export type LegacyMemberFilter = (typeof LEGACY_MEMBER_FILTERS)[number]['value'];

/**
 * The statuses each status filter selects (spec 01 and 02 section 4). Active and delinquent are the spec's
 * Active and Delinquent flags; cancellation_requested is left out of Active as statuses.ts decides for every
 * list, filter and count. Inactive includes the imported inactive status.
 */
export const STATUS_FILTER_STATUSES = {
  active: ACTIVE_STATUSES,
  past_due: ['past_due'],
  canceled: ['canceled'],
  inactive: ['inactive', 'inactive_transferred'],
  delinquent: DELINQUENT_STATUSES,
  disputed: ['disputed'],
} as const satisfies Record<string, readonly SubscriptionStatus[]>;

type StatusFilter = keyof typeof STATUS_FILTER_STATUSES;

function hasStatusOf(filter: StatusFilter, status: SubscriptionStatus): boolean {
  return (STATUS_FILTER_STATUSES[filter] as readonly SubscriptionStatus[]).includes(status);
}

/** Milliseconds from an ISO date to now; null when the date does not parse. */
function elapsedMs(iso: string | null, now: Date): number | null {
  if (iso === null) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : now.getTime() - t;
}

/** Current 'new': the subscription was created within the last 30 days (30 days ago included). */
export function isNewMember(createdAt: string, now: Date): boolean {
  const age = elapsedMs(createdAt, now);
  return age !== null && age >= 0 && age <= 30 * DAY_MS;
}

/** Legacy 'new': the subscription was created under 31 days ago (30 whole days, a fraction of the 31st). */
export function isLegacyNewMember(createdAt: string, now: Date): boolean {
  const age = elapsedMs(createdAt, now);
  return age !== null && age >= 0 && age < 31 * DAY_MS;
}

/** Legacy 'uncancel': canceled, and the cancellation is under 91 days old. */
export function isRecentlyCanceledWindow(member: Pick<FilterableMember, 'status' | 'canceledAt'>, now: Date): boolean {
  const age = elapsedMs(member.canceledAt, now);
  return member.status === 'canceled' && age !== null && age >= 0 && age < 91 * DAY_MS;
}

/** Legacy 'renewal': active, and the subscription's age in whole days, mod 365, is above 335. */
export function isLegacyRenewal(member: Pick<FilterableMember, 'status' | 'createdAt'>, now: Date): boolean {
  const age = elapsedMs(member.createdAt, now);
  if (age === null || age < 0 || !hasStatusOf('active', member.status)) return false;
  return Math.floor(age / DAY_MS) % 365 > 335;
}

/** The date `years` after `date`, same UTC time of day; 29 February falls back to 28 February. */
function addYearsUtc(date: Date, years: number): Date {
  const year = date.getUTCFullYear() + years;
  const month = date.getUTCMonth();
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month + 1, 0);
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay.getUTCDate()));
  return result;
}

/** The first anniversary of the subscription (one year or more after it began) that is not before now. */
export function nextAnniversary(createdAt: string, now: Date): Date | null {
  const created = new Date(createdAt);
  if (Number.isNaN(created.getTime())) return null;
  let years = Math.max(1, now.getUTCFullYear() - created.getUTCFullYear());
  let anniversary = addYearsUtc(created, years);
  while (anniversary.getTime() < now.getTime()) {
    years += 1;
    anniversary = addYearsUtc(created, years);
  }
  return anniversary;
}

/** When a subscription began, as its UTC month * 100 + day (5 March: 305): its anniversaries fall on that day. */
export const anniversaryMonthDay = (createdAt: Date): number =>
  (createdAt.getUTCMonth() + 1) * 100 + createdAt.getUTCDate();

/**
 * Every month-day (as anniversaryMonthDay) of the calendar days from `now` to `days` days later, UTC. A subscription
 * whose next anniversary falls in that window began on one of them (a 29 February start renews on 28 February in
 * other years, so a common year's 28 February brings 29 February with it): the list narrows 'renewal' by it.
 */
export function anniversaryMonthDays(now: Date, days: number): number[] {
  const monthDays = new Set<number>();
  for (let d = 0; d <= days; d++) {
    const day = new Date(now.getTime() + d * DAY_MS);
    monthDays.add(anniversaryMonthDay(day));
    if (anniversaryMonthDay(day) === 228 && !isLeapYear(day.getUTCFullYear())) monthDays.add(229);
  }
  return [...monthDays];
}

/** Current 'renewal': active, and the subscription's next anniversary is within the next 30 days. */
export function isUpcomingRenewal(member: Pick<FilterableMember, 'status' | 'createdAt'>, now: Date): boolean {
  if (!hasStatusOf('active', member.status)) return false;
  const anniversary = nextAnniversary(member.createdAt, now);
  return anniversary !== null && anniversary.getTime() - now.getTime() <= 30 * DAY_MS;
}

/** Paid in cash at the office: cash payment method, one of the cash statuses, or late or delinquent in the office. */
export function isCashMember(member: Pick<FilterableMember, 'status' | 'paymentMethod' | 'lateInOfficeOn'>): boolean {
  if (member.lateInOfficeOn && (member.status === 'past_due' || member.status === 'delinquent')) return true;
  return member.paymentMethod === 'cash' || member.status === 'pending_cash' || member.status === 'active_cash';
}

/** Imported from another platform: flagged as transferred or in one of the transferred statuses. */
export function isTransferredMember(member: Pick<FilterableMember, 'status' | 'transferred'>): boolean {
  return member.transferred || member.status === 'active_transferred' || member.status === 'inactive_transferred';
}

/**
 * Whether a member row passes a current filter (spec 02 section 9):
 * all: every row; active, past_due, canceled, inactive, delinquent, disputed: by STATUS_FILTER_STATUSES;
 * new: isNewMember; renewal: isUpcomingRenewal; monthly and annual: by plan period;
 * nonautorenew: auto-renew off; inoffice: paid in cash at the office; business and community: by source;
 * notUnderContract: no contract; pendingPriceChange: a price change waits; transferred: imported;
 * pmsNotConnected: no PMS chart id; isGPP: on a guaranteed payment plan.
 */
export function matchesFilter(member: FilterableMember, filter: MemberFilter, now: Date): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'active':
    case 'past_due':
    case 'canceled':
    case 'inactive':
    case 'delinquent':
    case 'disputed':
      return hasStatusOf(filter, member.status);
    case 'new':
      return isNewMember(member.createdAt, now);
    case 'renewal':
      return isUpcomingRenewal(member, now);
    case 'monthly':
      return member.planType === 'month';
    case 'annual':
      return member.planType === 'year';
    case 'nonautorenew':
      return !member.autoRenew;
    case 'inoffice':
      return isCashMember(member);
    case 'lateInOffice':
      return member.status === 'past_due' && !!member.lateInOfficeOn;
    case 'business':
    case 'community':
      return member.source === filter;
    case 'notUnderContract':
      return !member.underContract;
    case 'pendingPriceChange':
      return member.pendingPriceChange;
    case 'transferred':
      return isTransferredMember(member);
    case 'pmsNotConnected':
      return !member.pmsChartId;
    case 'isGPP':
      return member.gpp;
  }
}

/**
 * Whether a member row passes a legacy filter (spec 01 section 4): all: every row; new: isLegacyNewMember;
 * uncancel: isRecentlyCanceledWindow; cash and not_cash: isCashMember or not; transferred: isTransferredMember;
 * disputed, inactive, active: by STATUS_FILTER_STATUSES; renewal: isLegacyRenewal.
 */
export function matchesLegacyFilter(member: FilterableMember, filter: LegacyMemberFilter, now: Date): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'new':
      return isLegacyNewMember(member.createdAt, now);
    case 'uncancel':
      return isRecentlyCanceledWindow(member, now);
    case 'cash':
      return isCashMember(member);
    case 'not_cash':
      return !isCashMember(member);
    case 'transferred':
      return isTransferredMember(member);
    case 'disputed':
    case 'inactive':
    case 'active':
      return hasStatusOf(filter, member.status);
    case 'renewal':
      return isLegacyRenewal(member, now);
  }
}

/** Why a membership was canceled, value and label; 7 (other) is the default (spec 02 section 9). */
export const CANCELLATION_REASONS = [
  { value: 1, label: 'Insurance-related' },
  { value: 2, label: 'Inactive patient' },
  { value: 3, label: 'Financial' },
  { value: 5, label: 'Clerical/administrative' },
  { value: 6, label: 'Health-related' },
  { value: 11, label: 'Office request' },
  { value: 12, label: 'Patient request' },
  { value: 7, label: 'Other' },
] as const;

export type CancellationReason = (typeof CANCELLATION_REASONS)[number]['value'];

export const DEFAULT_CANCELLATION_REASON: CancellationReason = 7;

export function isCancellationReason(value: unknown): value is CancellationReason {
  return CANCELLATION_REASONS.some((reason) => reason.value === value);
}

/** What an issue report is about (spec 02 section 9). */
export const ISSUE_TYPES = ['billing', 'member', 'plan', 'treatment'] as const;

export type IssueType = (typeof ISSUE_TYPES)[number];

/** A date is recent when it lies between 1 day ago and 30 days from now, both ends included (spec 02 section 9). */
export function isRecentDate(date: string | Date, now: Date): boolean {
  const t = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (Number.isNaN(t)) return false;
  return t >= now.getTime() - DAY_MS && t <= now.getTime() + 30 * DAY_MS;
}
