import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_REQUEST_FROM,
  cancellationRequestRefusal,
  isPatientCancellationReason,
  leavingTerms,
} from './cancellation-request';
import { CANCELLATION_REASONS } from './member-filters';
import { SUBSCRIPTION_STATUSES } from './statuses';

const running = { autoRenew: true, endsOn: null, payor: 'member' as const, requested: false };

describe('a household asking to cancel a plan', () => {
  it('may ask for a plan paid ahead and renewing, in every running status but late', () => {
    for (const status of CANCELLATION_REQUEST_FROM)
      expect(cancellationRequestRefusal({ ...running, status })).toBeNull();
    expect(cancellationRequestRefusal({ ...running, status: 'past_due' })).toBe('late');
  });

  it('is told its request already waits, or that the plan already ends', () => {
    expect(cancellationRequestRefusal({ ...running, status: 'cancellation_requested', requested: true })).toBe(
      'alreadyRequested',
    );
    // The office's own cancellation at the period's end: nothing to ask.
    expect(cancellationRequestRefusal({ ...running, status: 'cancellation_requested', endsOn: '2027-01-05' })).toBe(
      'alreadyEnding',
    );
    expect(cancellationRequestRefusal({ ...running, status: 'active', autoRenew: false, endsOn: '2027-01-05' })).toBe(
      'alreadyEnding',
    );
    expect(cancellationRequestRefusal({ ...running, status: 'active', payor: 'office' })).toBe('officePays');
  });

  it('refuses every status outside the running ones with a reason', () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      const why = cancellationRequestRefusal({ ...running, status });
      expect(why === null).toBe((CANCELLATION_REQUEST_FROM as readonly string[]).includes(status));
    }
    expect(cancellationRequestRefusal({ ...running, status: 'pending_cash' })).toBe('notStarted');
    expect(cancellationRequestRefusal({ ...running, status: 'canceled' })).toBe('ended');
  });

  it("offers the patient the spec's reasons that are theirs to give, never the office's", () => {
    const offered = CANCELLATION_REASONS.filter((r) => isPatientCancellationReason(r.value)).map((r) => r.label);
    expect(offered).toEqual(['Insurance-related', 'Financial', 'Health-related', 'Patient request', 'Other']);
    expect(isPatientCancellationReason(2)).toBe(false);
    expect(isPatientCancellationReason(11)).toBe(false);
  });
});

describe('the terms of leaving', () => {
  const base = {
    term: 'monthly' as const,
    nextRenewalOn: '2026-12-27',
    startedOn: '2026-06-01',
    today: '2026-11-27',
    guaranteed: false,
    commitmentEndsOn: null,
    setupFeePaid: false,
  };

  it('covers the member through the end of the paid period, refunding nothing past 90 days', () => {
    expect(leavingTerms(base)).toEqual({
      term: 'monthly',
      paidThrough: '2026-12-27',
      commitmentEndsOn: null,
      refundPossibleUntil: null,
      setupFeePaid: false,
    });
  });

  it('names the last day the office may still refund in full, within 90 days of the start', () => {
    expect(leavingTerms({ ...base, startedOn: '2026-11-01' }).refundPossibleUntil).toBe('2027-01-29');
    // The 90th day is past the window (fullRefundRefusal: 90 days and more are refused).
    expect(leavingTerms({ ...base, startedOn: '2026-08-29' }).refundPossibleUntil).toBeNull();
  });

  it("tells a guaranteed monthly plan's commitment year, never an annual plan's", () => {
    const g = { ...base, guaranteed: true, commitmentEndsOn: '2027-06-01', setupFeePaid: true };
    expect(leavingTerms(g)).toMatchObject({ commitmentEndsOn: '2027-06-01', setupFeePaid: true });
    expect(leavingTerms({ ...g, term: 'annual' }).commitmentEndsOn).toBeNull();
  });
});
