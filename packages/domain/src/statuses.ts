/** Subscription status values (spec 01 and 02 section 4 'Subscription status values'). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'cancellation_requested',
  'inactive',
  'canceled',
  'pending_cash',
  'active_cash',
  'active_transferred',
  'inactive_transferred',
  'past_due',
  'delinquent',
  'delinquent_gpp',
  'disputed',
  'permanently_disabled',
] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const statusIn =
  (list: readonly SubscriptionStatus[]) =>
  (status: SubscriptionStatus): boolean =>
    list.includes(status);

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

/** The Active flag: active, active_cash, active_transferred or past_due (spec 02 section 4, 'Derived flags'). */
export const ACTIVE_STATUSES = ['active', 'active_cash', 'active_transferred', 'past_due'] as const;
export const isActiveStatus = statusIn(ACTIVE_STATUSES);

/** Cancellable: every status except canceled, pending_cash, delinquent and inactive_transferred (spec 02 section 4). */
export const NOT_CANCELLABLE_STATUSES = ['canceled', 'pending_cash', 'delinquent', 'inactive_transferred'] as const;
export const isCancellable = (status: SubscriptionStatus): boolean => !statusIn(NOT_CANCELLABLE_STATUSES)(status);

/** Delinquent: delinquent or delinquent_gpp (spec 02 section 4). */
export const DELINQUENT_STATUSES = ['delinquent', 'delinquent_gpp'] as const;
export const isDelinquent = statusIn(DELINQUENT_STATUSES);

/** Late: past_due (spec 02 section 4). */
export const isLate = (status: SubscriptionStatus): boolean => status === 'past_due';

/** Extended-inactive (spec 02 section 4 'Derived flags'). */
export const EXTENDED_INACTIVE_STATUSES = [
  'canceled',
  'delinquent',
  'cancellation_requested',
  'pending_cash',
  'inactive_transferred',
  'inactive',
  'permanently_disabled',
] as const;
export const isExtendedInactive = statusIn(EXTENDED_INACTIVE_STATUSES);

/**
 * Whether the member is still covered by the subscription: the Active flag plus cancellation_requested
 * (spec 02 section 4: 'cancellation_requested (counts as active)').
 *
 * Why a separate rule rather than widening the Active flag: the spec's own Active list leaves
 * cancellation_requested out, lists it as extended-inactive and summarises it as 'canceled'. The only
 * reading that keeps all three true is that a requested cancellation ends the membership at the close
 * of the paid term, so until then the member still holds the plan (coverage, 'plans already current',
 * a plan's hasActiveMembers), while lists, filters and counts that say 'active' use isActiveStatus.
 */
export const COVERED_STATUSES = [...ACTIVE_STATUSES, 'cancellation_requested'] as const;
export const countsAsActive = statusIn(COVERED_STATUSES);

export type MemberSummaryStatus = 'late' | 'active' | 'canceled' | 'other';

const SUMMARY_ACTIVE = ['active', 'active_cash', 'active_transferred'] as const;
const SUMMARY_CANCELED = ['canceled', 'delinquent', 'cancellation_requested', 'delinquent_gpp'] as const;

/**
 * A member's summary status across their subscriptions, first match wins (spec 01 section 4):
 * late if any is past_due; else active if any is active, active_cash or active_transferred; else
 * canceled if any is canceled, delinquent, cancellation_requested or delinquent_gpp; else other.
 */
export function memberSummaryStatus(statuses: readonly SubscriptionStatus[]): MemberSummaryStatus {
  if (statuses.some(isLate)) return 'late';
  if (statuses.some(statusIn(SUMMARY_ACTIVE))) return 'active';
  if (statuses.some(statusIn(SUMMARY_CANCELED))) return 'canceled';
  return 'other';
}

/**
 * A member is still enrolling while the status is not active, active_cash or active_transferred
 * (spec 02 section 4). Taken as written: past_due and cancellation_requested count as still enrolling.
 */
export const isStillEnrolling = (status: SubscriptionStatus): boolean => !statusIn(SUMMARY_ACTIVE)(status);

/**
 * Words shown for each status. The spec names past_due 'Late' and calls transferred members
 * 'Imported' and guaranteed-payment ones 'Guaranteed' (spec 02 section 9 'Member filters'); the rest
 * are the status words in title case.
 */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  cancellation_requested: 'Cancellation Requested',
  inactive: 'Inactive',
  canceled: 'Canceled',
  pending_cash: 'Pending Cash',
  active_cash: 'Active (Cash)',
  active_transferred: 'Active (Imported)',
  inactive_transferred: 'Inactive (Imported)',
  past_due: 'Late',
  delinquent: 'Delinquent',
  delinquent_gpp: 'Delinquent (Guaranteed)',
  disputed: 'Disputed',
  permanently_disabled: 'Permanently Disabled',
};

export const statusLabel = (status: SubscriptionStatus): string => SUBSCRIPTION_STATUS_LABELS[status];

export const MEMBER_SUMMARY_LABELS: Record<MemberSummaryStatus, string> = {
  late: 'Late',
  active: 'Active',
  canceled: 'Canceled',
  other: 'Other',
};
