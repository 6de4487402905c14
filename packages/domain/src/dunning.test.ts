import { describe, expect, it } from 'vitest';
import {
  DUNNING_RETRY_DAYS_DEFAULT,
  nextRetryDay,
  paymentLinkWorks,
  retryScheduleProblem,
  statusWhenTriesRunOut,
} from './dunning';

describe('the retry schedule of a failed payment', () => {
  it('by default tries 4 times over 14 days', () => {
    expect(DUNNING_RETRY_DAYS_DEFAULT).toHaveLength(3);
    expect(nextRetryDay('2026-03-01', 1, DUNNING_RETRY_DAYS_DEFAULT)).toBe('2026-03-04');
    expect(nextRetryDay('2026-03-01', 2, DUNNING_RETRY_DAYS_DEFAULT)).toBe('2026-03-08');
    expect(nextRetryDay('2026-03-01', 3, DUNNING_RETRY_DAYS_DEFAULT)).toBe('2026-03-15');
    expect(nextRetryDay('2026-03-01', 4, DUNNING_RETRY_DAYS_DEFAULT)).toBeNull();
  });

  it('counts from the first failure, across month ends', () => {
    expect(nextRetryDay('2026-01-30', 1, [3])).toBe('2026-02-02');
    expect(nextRetryDay('2026-01-30', 2, [3])).toBeNull();
  });

  it('refuses to count tries that did not fail', () => {
    expect(() => nextRetryDay('2026-01-30', 0, [3])).toThrow();
  });

  it('accepts only increasing schedules an admin could mean', () => {
    expect(retryScheduleProblem([3, 7, 14])).toBeNull();
    expect(retryScheduleProblem([])).toMatch(/between 1 and 10/);
    expect(retryScheduleProblem([7, 3])).toMatch(/increasing/);
    expect(retryScheduleProblem([0, 3])).toMatch(/1 to 60/);
    expect(retryScheduleProblem([2.5])).toMatch(/1 to 60/);
    expect(retryScheduleProblem([90])).toMatch(/1 to 60/);
  });
});

describe('what a plan becomes', () => {
  it('when every try failed: delinquent, or delinquent under the guarantee', () => {
    expect(statusWhenTriesRunOut(false)).toBe('delinquent');
    expect(statusWhenTriesRunOut(true)).toBe('delinquent_gpp');
  });
});

describe('how long a payment-update link works', () => {
  const now = new Date('2026-03-20T12:00:00Z');
  const debtLink = { untilSettled: true, createdOn: '2026-03-01', usedAt: null, expiresAt: new Date('2026-03-08') };

  it('works while the debt it was sent for is open, past 7 days and after being used', () => {
    expect(paymentLinkWorks(debtLink, now, '2026-03-01')).toBe(true);
    expect(paymentLinkWorks({ ...debtLink, usedAt: new Date('2026-03-02') }, now, '2026-03-01')).toBe(true);
  });

  it('stops once the debt is paid or written off, and a later debt does not bring it back', () => {
    expect(paymentLinkWorks(debtLink, now, null)).toBe(false);
    expect(paymentLinkWorks(debtLink, now, '2026-03-15')).toBe(false);
  });

  it('sent while nothing was owed: works once, for 7 days', () => {
    const link = { ...debtLink, untilSettled: false, expiresAt: new Date('2026-03-21T00:00:00Z') };
    expect(paymentLinkWorks(link, now, null)).toBe(true);
    expect(paymentLinkWorks({ ...link, usedAt: now }, now, null)).toBe(false);
    expect(paymentLinkWorks(link, new Date('2026-03-21T00:00:00Z'), '2026-03-01')).toBe(false);
  });
});
