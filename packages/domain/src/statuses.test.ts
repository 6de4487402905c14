import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countsAsActive,
  isActiveStatus,
  isCancellable,
  isDelinquent,
  isExtendedInactive,
  isLate,
  isStillEnrolling,
  isSubscriptionStatus,
  MEMBER_SUMMARY_LABELS,
  memberSummaryStatus,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  statusLabel,
} from './statuses';

const FLAG_NAMES = [
  'active',
  'cancellable',
  'delinquent',
  'late',
  'extendedInactive',
  'countsAsActive',
  'stillEnrolling',
] as const;
type Row = readonly [boolean, boolean, boolean, boolean, boolean, boolean, boolean];

const T = true;
const F = false;

/** Every status against every flag, read off spec 02 section 4; columns in the order of FLAG_NAMES. */
const FLAG_TABLE: Record<SubscriptionStatus, Row> = {
  active: [T, T, F, F, F, T, F],
  cancellation_requested: [F, T, F, F, T, T, T],
  inactive: [F, T, F, F, T, F, T],
  canceled: [F, F, F, F, T, F, T],
  pending_cash: [F, F, F, F, T, F, T],
  active_cash: [T, T, F, F, F, T, F],
  active_transferred: [T, T, F, F, F, T, F],
  inactive_transferred: [F, F, F, F, T, F, T],
  past_due: [T, T, F, T, F, T, T],
  delinquent: [F, F, T, F, T, F, T],
  delinquent_gpp: [F, T, T, F, F, F, T],
  disputed: [F, T, F, F, F, F, T],
  permanently_disabled: [F, T, F, F, T, F, T],
};

const RULES = {
  active: isActiveStatus,
  cancellable: isCancellable,
  delinquent: isDelinquent,
  late: isLate,
  extendedInactive: isExtendedInactive,
  countsAsActive,
  stillEnrolling: isStillEnrolling,
} as const;

const flagsOf = (status: SubscriptionStatus) => Object.fromEntries(FLAG_NAMES.map((f) => [f, RULES[f](status)]));
const expectedFlags = (status: SubscriptionStatus) =>
  Object.fromEntries(FLAG_NAMES.map((f, i) => [f, FLAG_TABLE[status][i]]));

const anyStatus = fc.constantFrom(...SUBSCRIPTION_STATUSES);

describe('subscription statuses (spec 01 and 02 section 4)', () => {
  it('knows exactly the thirteen statuses', () => {
    expect(SUBSCRIPTION_STATUSES).toHaveLength(13);
    expect(Object.keys(FLAG_TABLE).sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
  });

  it.each(SUBSCRIPTION_STATUSES)('derives every flag of %s as the spec lists them', (status) => {
    expect(flagsOf(status)).toEqual(expectedFlags(status));
  });

  it('keeps cancellation_requested out of the Active flag yet counts it as active for coverage', () => {
    expect(isActiveStatus('cancellation_requested')).toBe(false);
    expect(countsAsActive('cancellation_requested')).toBe(true);
  });

  it('counts as active exactly the Active flag plus cancellation_requested', () => {
    fc.assert(
      fc.property(anyStatus, (s) => {
        expect(countsAsActive(s)).toBe(isActiveStatus(s) || s === 'cancellation_requested');
      }),
    );
  });

  it('recognises status strings and rejects others', () => {
    for (const s of SUBSCRIPTION_STATUSES) expect(isSubscriptionStatus(s)).toBe(true);
    expect(isSubscriptionStatus('cancelled')).toBe(false);
    expect(isSubscriptionStatus(undefined)).toBe(false);
  });
});

describe('memberSummaryStatus (spec 01 section 4)', () => {
  it('is late when any subscription is past_due, even beside an active one', () => {
    expect(memberSummaryStatus(['active', 'past_due'])).toBe('late');
    expect(memberSummaryStatus(['canceled', 'past_due'])).toBe('late');
  });

  it('is active when none is past_due and one is active, active_cash or active_transferred', () => {
    expect(memberSummaryStatus(['canceled', 'active'])).toBe('active');
    expect(memberSummaryStatus(['delinquent', 'active_cash'])).toBe('active');
    expect(memberSummaryStatus(['active_transferred'])).toBe('active');
  });

  it('is canceled for canceled, delinquent, cancellation_requested or delinquent_gpp with nothing active', () => {
    for (const s of ['canceled', 'delinquent', 'cancellation_requested', 'delinquent_gpp'] as const) {
      expect(memberSummaryStatus([s, 'inactive']), s).toBe('canceled');
    }
  });

  it('is other for everything else and for a member with no subscription', () => {
    expect(memberSummaryStatus([])).toBe('other');
    expect(
      memberSummaryStatus(['inactive', 'pending_cash', 'inactive_transferred', 'disputed', 'permanently_disabled']),
    ).toBe('other');
  });

  it('is late if and only if some subscription is past_due', () => {
    fc.assert(
      fc.property(fc.array(anyStatus, { maxLength: 6 }), (statuses) => {
        expect(memberSummaryStatus(statuses) === 'late').toBe(statuses.includes('past_due'));
      }),
    );
  });

  it('does not depend on the order of the subscriptions', () => {
    fc.assert(
      fc.property(fc.array(anyStatus, { maxLength: 6 }), (statuses) => {
        expect(memberSummaryStatus([...statuses].reverse())).toBe(memberSummaryStatus(statuses));
      }),
    );
  });

  it('never loses a higher rank when a subscription is added', () => {
    const rank = { late: 3, active: 2, canceled: 1, other: 0 } as const;
    fc.assert(
      fc.property(fc.array(anyStatus, { maxLength: 6 }), anyStatus, (statuses, extra) => {
        expect(rank[memberSummaryStatus([...statuses, extra])]).toBeGreaterThanOrEqual(
          rank[memberSummaryStatus(statuses)],
        );
      }),
    );
  });
});

describe('status labels', () => {
  it('shows past_due as Late (spec 02 section 9)', () => {
    expect(statusLabel('past_due')).toBe('Late');
    expect(MEMBER_SUMMARY_LABELS.late).toBe('Late');
  });

  it('gives every status a distinct, non-empty label', () => {
    const labels = SUBSCRIPTION_STATUSES.map(statusLabel);
    expect(labels.every((l) => l.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(SUBSCRIPTION_STATUSES.length);
    expect(Object.keys(SUBSCRIPTION_STATUS_LABELS)).toHaveLength(13);
  });
});
