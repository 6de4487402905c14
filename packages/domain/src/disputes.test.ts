import { describe, expect, it } from 'vitest';
import {
  afterDisputeWon,
  DISPUTE_HOLDS,
  disputeActionRefusal,
  disputeDaysLeft,
  disputeReasonLabel,
  disputeSummary,
  isDisputeOpen,
} from './disputes';
import { refundRefusal } from './refunds';
import { COVERED_STATUSES } from './statuses';

describe('a dispute', () => {
  it('is open while it needs a response or the bank reviews it', () => {
    expect(isDisputeOpen('needs_response')).toBe(true);
    expect(isDisputeOpen('under_review')).toBe(true);
    expect(isDisputeOpen('won')).toBe(false);
    expect(isDisputeOpen('lost')).toBe(false);
  });

  it('holds exactly the plans that cover the member now', () => {
    expect([...DISPUTE_HOLDS].sort()).toEqual([...COVERED_STATUSES].sort());
  });

  it("names the bank's reason in the practice's words, and an unknown one as no specific reason", () => {
    expect(disputeReasonLabel('fraudulent')).toBe('The cardholder says they did not make this payment');
    expect(disputeReasonLabel('something_new')).toBe('The bank gave no specific reason');
  });

  it('may be answered or accepted only while it needs a response', () => {
    expect(disputeActionRefusal('needs_response', 'respond')).toBeNull();
    expect(disputeActionRefusal('needs_response', 'accept')).toBeNull();
    expect(disputeActionRefusal('under_review', 'respond')).toBe('Your response was sent: the bank is reviewing it.');
    expect(disputeActionRefusal('under_review', 'accept')).toMatch(/can no longer be accepted/);
    expect(disputeActionRefusal('won', 'respond')).toBe('This dispute is closed: it was decided for the practice.');
    expect(disputeActionRefusal('lost', 'accept')).toBe('This dispute is closed: it was decided for the cardholder.');
  });

  it('counts the days left to respond, 0 on the last day', () => {
    expect(disputeDaysLeft('2026-12-10', '2026-12-01')).toBe(9);
    expect(disputeDaysLeft('2026-12-10', '2026-12-10')).toBe(0);
    expect(disputeDaysLeft('2026-12-10', '2026-12-12')).toBe(-2);
    // Across the change to winter time, still whole days.
    expect(disputeDaysLeft('2026-11-05', '2026-10-28')).toBe(8);
  });

  it('says each step in a sentence with the amount and the payment day', () => {
    expect(disputeSummary('held', 2900, '2026-11-02')).toBe(
      "The payer's bank disputed $29.00 of the payment of 11/02/2026: the amount is held until the bank decides.",
    );
    expect(disputeSummary('won', 2900, '2026-11-02')).toMatch(/decided for the practice: the amount is released/);
    expect(disputeSummary('lost', 2900, '2026-11-02')).toMatch(/went back to them/);
  });
});

describe('a plan held by a dispute the practice won', () => {
  it('returns to the status it came from, its renewal day unchanged when still ahead', () => {
    expect(afterDisputeWon({ fromStatus: 'active', nextRenewalOn: '2026-12-02' }, '2026-11-20')).toEqual({
      status: 'active',
      nextRenewalOn: '2026-12-02',
    });
  });

  it('starts its next period today when its renewal day passed while it was held (the held time is not charged)', () => {
    expect(afterDisputeWon({ fromStatus: 'active', nextRenewalOn: '2026-12-02' }, '2027-01-15')).toEqual({
      status: 'active',
      nextRenewalOn: '2027-01-15',
    });
    expect(afterDisputeWon({ fromStatus: 'active_transferred', nextRenewalOn: '2026-12-02' }, '2027-01-15')).toEqual({
      status: 'active_transferred',
      nextRenewalOn: '2027-01-15',
    });
  });

  it('keeps the dates of a plan that was late or ending: its schedule picks it up again', () => {
    expect(afterDisputeWon({ fromStatus: 'past_due', nextRenewalOn: '2026-12-02' }, '2027-01-15')).toEqual({
      status: 'past_due',
      nextRenewalOn: '2026-12-02',
    });
    expect(
      afterDisputeWon({ fromStatus: 'cancellation_requested', nextRenewalOn: '2026-12-02' }, '2027-01-15'),
    ).toEqual({ status: 'cancellation_requested', nextRenewalOn: '2026-12-02' });
  });
});

describe('a payment in a dispute', () => {
  it('cannot be refunded while disputed, nor once the bank gave it back', () => {
    expect(refundRefusal('disputed', 2900, 100)).toMatch(/disputed/);
    expect(refundRefusal('dispute_lost', 2900, 100)).toBe(
      'The bank gave this payment back to the cardholder in a dispute.',
    );
  });
});
