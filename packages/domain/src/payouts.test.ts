import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import {
  isPayoutDay,
  nextPayoutDay,
  PAYOUT_SCHEDULE_DEFAULT,
  payoutCutoff,
  payoutScheduleProblem,
  payoutScheduleWords,
} from './payouts';

describe('the payout schedule', () => {
  it('pays on Mondays by default, what was paid until the Saturday before', () => {
    // 11/30/2026 is a Monday.
    expect(isPayoutDay('2026-11-30', PAYOUT_SCHEDULE_DEFAULT)).toBe(true);
    expect(isPayoutDay('2026-12-01', PAYOUT_SCHEDULE_DEFAULT)).toBe(false);
    expect(payoutCutoff('2026-11-30', PAYOUT_SCHEDULE_DEFAULT)).toBe('2026-11-28');
    expect(payoutScheduleWords(PAYOUT_SCHEDULE_DEFAULT)).toBe(
      'Every Monday, with what was paid until the Saturday before',
    );
    expect(payoutScheduleWords({ weekday: 5, delayDays: 0 })).toBe('Every Friday, with what was paid until then');
  });

  it('finds the next payout day within a week, the day itself when it is one', () => {
    expect(nextPayoutDay('2026-11-30', PAYOUT_SCHEDULE_DEFAULT)).toBe('2026-11-30');
    expect(nextPayoutDay('2026-12-01', PAYOUT_SCHEDULE_DEFAULT)).toBe('2026-12-07');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 6 }), (offset, weekday) => {
        const day = addDays('2026-01-01', offset);
        const next = nextPayoutDay(day, { weekday, delayDays: 2 });
        expect(isPayoutDay(next, { weekday, delayDays: 2 })).toBe(true);
        expect(next >= day && next <= addDays(day, 6)).toBe(true);
      }),
    );
  });

  it('refuses a day that is not one of the week, or a delay past a week', () => {
    expect(payoutScheduleProblem({ weekday: 7, delayDays: 2 })).toBe('Choose a day of the week.');
    expect(payoutScheduleProblem({ weekday: 1, delayDays: 8 })).toBe(
      'Money settles 0 to 7 days before it is paid out.',
    );
    expect(payoutScheduleProblem({ weekday: 1.5, delayDays: 2 })).not.toBeNull();
    expect(payoutScheduleProblem({ weekday: 0, delayDays: 0 })).toBeNull();
  });
});
