import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './calendar';
import {
  CASH_LATENESS_DEFAULT,
  type CashLatenessSubscription,
  cashLatenessDays,
  cashLatenessProblem,
  cashLatenessStatus,
} from './cash-lateness';
import { SUBSCRIPTION_STATUSES } from './statuses';

const due = '2026-11-01';
const cashPlan: CashLatenessSubscription = {
  status: 'active_cash',
  nextRenewalOn: due,
  lateInOfficeOn: null,
  autoRenew: true,
  endsOn: null,
  payor: 'member',
};
const settings = { graceDays: 7, delinquentAfterDays: 14 };

describe('a plan paid in the office that goes unpaid', () => {
  it('stays active through its grace, is late the day after, and delinquent 14 days later', () => {
    expect(cashLatenessDays(due, settings)).toEqual({ pastDueOn: '2026-11-09', delinquentOn: '2026-11-23' });
    expect(cashLatenessStatus(cashPlan, '2026-11-08', settings)).toBeNull();
    expect(cashLatenessStatus(cashPlan, '2026-11-09', settings)).toBe('past_due');
    const late = { ...cashPlan, status: 'past_due' as const, lateInOfficeOn: '2026-11-09' };
    expect(cashLatenessStatus(late, '2026-11-22', settings)).toBeNull();
    expect(cashLatenessStatus(late, '2026-11-23', settings)).toBe('delinquent');
  });

  it('goes straight to delinquent when no run came for the whole late period', () => {
    expect(cashLatenessStatus(cashPlan, '2026-12-20', settings)).toBe('delinquent');
  });

  it('defaults to a week of grace and the 14 days a card household is tried for', () => {
    expect(CASH_LATENESS_DEFAULT).toEqual({ graceDays: 7, delinquentAfterDays: 14 });
  });

  it('leaves card plans late by a failed charge, office-paid, ending and non-renewing plans to their own rules', () => {
    const far = '2027-06-01';
    expect(cashLatenessStatus({ ...cashPlan, status: 'past_due' }, far, settings)).toBeNull();
    const triedByCard = { status: 'past_due', lateInOfficeOn: '2026-11-09', nextRetryOn: '2026-11-12' } as const;
    expect(cashLatenessStatus({ ...cashPlan, ...triedByCard }, far, settings)).toBeNull();
    expect(cashLatenessStatus({ ...cashPlan, payor: 'office' }, far, settings)).toBeNull();
    expect(cashLatenessStatus({ ...cashPlan, autoRenew: false }, far, settings)).toBeNull();
    expect(cashLatenessStatus({ ...cashPlan, endsOn: '2026-12-01' }, far, settings)).toBeNull();
    expect(cashLatenessStatus({ ...cashPlan, nextRenewalOn: null }, far, settings)).toBeNull();
    const others = SUBSCRIPTION_STATUSES.filter((s) => s !== 'active_cash' && s !== 'past_due');
    for (const status of others) {
      expect(cashLatenessStatus({ ...cashPlan, status, lateInOfficeOn: '2026-11-09' }, far, settings)).toBeNull();
    }
  });

  it('never makes a plan delinquent before it was late for the whole further period (any settings, any day)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: -30, max: 200 }),
        (graceDays, delinquentAfterDays, offset) => {
          const s = { graceDays, delinquentAfterDays };
          const today = addDays(due, offset);
          const status = cashLatenessStatus(cashPlan, today, s);
          const daysLate = daysBetween(due, today);
          if (daysLate <= graceDays) return status === null;
          if (daysLate <= graceDays + delinquentAfterDays) return status === 'past_due';
          return status === 'delinquent';
        },
      ),
    );
  });

  it('accepts the settings an admin may store and names the problem of others', () => {
    expect(cashLatenessProblem(settings)).toBeNull();
    expect(cashLatenessProblem({ graceDays: 0, delinquentAfterDays: 1 })).toBeNull();
    expect(cashLatenessProblem({ graceDays: -1, delinquentAfterDays: 14 })).toMatch(/0 to 60 days/);
    expect(cashLatenessProblem({ graceDays: 2.5, delinquentAfterDays: 14 })).toMatch(/0 to 60 days/);
    expect(cashLatenessProblem({ graceDays: 7, delinquentAfterDays: 0 })).toMatch(/1 to 90 days/);
  });
});
