import { describe, expect, it } from 'vitest';
import { DUNNING_RETRY_DAYS_DEFAULT } from './dunning';
import { tierAfterFailure, tierPaymentIsOverdue, tierPeriodStart, tierScheduleAfterRestore } from './tier-billing';

describe('a tier period', () => {
  it('starts a month or a year after the one before, counted from the anchor so it never drifts', () => {
    expect(tierPeriodStart('2026-01-15', 1, 'monthly')).toBe('2026-02-15');
    expect(tierPeriodStart('2026-01-31', 1, 'monthly')).toBe('2026-02-28');
    expect(tierPeriodStart('2026-01-31', 2, 'monthly')).toBe('2026-03-31');
    expect(tierPeriodStart('2026-03-01', 1, 'annual')).toBe('2027-03-01');
  });
});

describe('a refused tier payment', () => {
  it('is tried again 3, 7 and 14 days after the first refusal, then suspends the tier', () => {
    const s = DUNNING_RETRY_DAYS_DEFAULT;
    expect(tierAfterFailure('2026-05-01', 1, s)).toEqual({ kind: 'retry', nextTryOn: '2026-05-04' });
    expect(tierAfterFailure('2026-05-01', 2, s)).toEqual({ kind: 'retry', nextTryOn: '2026-05-08' });
    expect(tierAfterFailure('2026-05-01', 3, s)).toEqual({ kind: 'retry', nextTryOn: '2026-05-15' });
    expect(tierAfterFailure('2026-05-01', 4, s)).toEqual({ kind: 'suspended' });
  });

  it('follows a schedule the platform stored', () => {
    expect(tierAfterFailure('2026-05-01', 1, [2])).toEqual({ kind: 'retry', nextTryOn: '2026-05-03' });
    expect(tierAfterFailure('2026-05-01', 2, [2])).toEqual({ kind: 'suspended' });
  });

  it('is charged at once on a new card only once it was refused', () => {
    expect(tierPaymentIsOverdue({ status: 'due', failedTries: 0 })).toBe(false);
    expect(tierPaymentIsOverdue({ status: 'due', failedTries: 2 })).toBe(true);
    expect(tierPaymentIsOverdue({ status: 'owed', failedTries: 4 })).toBe(true);
    expect(tierPaymentIsOverdue({ status: 'paid', failedTries: 1 })).toBe(false);
  });

  it('once paid after suspension, bills the next period from its own start or from today, never the days locked', () => {
    const schedule = { anchorOn: '2026-05-01', periodsOpened: 1 };
    expect(tierScheduleAfterRestore(schedule, '2026-06-01', '2026-05-20')).toBe(schedule);
    expect(tierScheduleAfterRestore(schedule, '2026-06-01', '2026-07-10')).toEqual({
      anchorOn: '2026-07-10',
      periodsOpened: 0,
    });
  });
});
