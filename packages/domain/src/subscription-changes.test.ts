import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountCents, groupDiscountPercent } from './discounts';
import type { QuotePlan } from './enrolment';
import { isCancellable, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './statuses';
import {
  cancellationOutcome,
  cancellationRefusal,
  changedPriceCents,
  endOfPaidPeriod,
  isRunning,
  perTerm,
  RUNNING_STATUSES,
  reEnrolment,
  renewalChangeRefusal,
  runningChangeRefusal,
  statusAfterUndo,
  termRefusal,
} from './subscription-changes';

const perio: QuotePlan = {
  id: 3,
  pricing: { monthly: 5564, annually: 61200 },
  activationFee: 2500,
  family_discount_two: 5,
  family_discount_three: 10,
  family_discount_four: 15,
  disableFamilyDiscounts: false,
};

describe('which statuses allow changing the plan, the term and automatic renewal', () => {
  it('allows only running plans: active, active_cash, active_transferred and past_due', () => {
    const allowed = SUBSCRIPTION_STATUSES.filter((s) => runningChangeRefusal('changePlan', s) === null);
    expect(allowed).toEqual(['active', 'active_cash', 'active_transferred', 'past_due']);
    expect([...RUNNING_STATUSES]).toEqual(allowed);
    for (const action of ['changeTerm', 'autoRenew'] as const) {
      expect(SUBSCRIPTION_STATUSES.filter((s) => runningChangeRefusal(action, s) === null)).toEqual(allowed);
    }
    expect(SUBSCRIPTION_STATUSES.filter(isRunning)).toEqual(allowed);
  });

  it('tells the front desk to undo a requested cancellation first', () => {
    expect(runningChangeRefusal('changePlan', 'cancellation_requested')).toBe(
      'This plan is set to end with its cancellation. Undo the cancellation first (Re-enroll), then change the plan.',
    );
    expect(runningChangeRefusal('autoRenew', 'cancellation_requested')).toMatch(/undo the cancellation/);
  });

  it('refuses every other status with a plain sentence', () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      if (isRunning(status)) continue;
      for (const action of ['changePlan', 'changeTerm', 'autoRenew'] as const) {
        const why = runningChangeRefusal(action, status);
        expect(why, `${action} on ${status}`).toMatch(/^[A-Z].+\.$/);
      }
    }
    expect(runningChangeRefusal('changePlan', 'pending_cash')).toMatch(/first payment in the office/);
    expect(runningChangeRefusal('changeTerm', 'canceled')).toBe(
      'This plan has ended. Re-enroll the member to start it again.',
    );
  });
});

describe('cancellation', () => {
  it("follows the spec's cancellable rule, and refuses asking twice to cancel at the end of the period", () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(cancellationRefusal(status, 'now', null) === null, status).toBe(isCancellable(status));
    }
    expect(cancellationRefusal('cancellation_requested', 'periodEnd', '2027-01-05')).toBe(
      'The cancellation is already requested: this plan ends on 01/05/2027.',
    );
    expect(cancellationRefusal('cancellation_requested', 'now', '2027-01-05')).toBeNull();
  });

  it('says why a plan waiting for its cash payment cannot be canceled here', () => {
    expect(cancellationRefusal('pending_cash', 'periodEnd', null)).toBe(
      'This plan is waiting for its first payment in the office: use Cancel cash enrollment instead.',
    );
  });

  it('ends at the next renewal when the period is paid ahead, today otherwise, and at once when asked', () => {
    const today = '2026-11-24';
    expect(cancellationOutcome({ status: 'active', when: 'periodEnd', nextRenewalOn: '2026-12-22', today })).toEqual({
      status: 'cancellation_requested',
      endsOn: '2026-12-22',
      nextRenewalOn: '2026-12-22',
    });
    // A late plan has nothing paid ahead: its renewal failed.
    expect(cancellationOutcome({ status: 'past_due', when: 'periodEnd', nextRenewalOn: '2026-12-22', today })).toEqual({
      status: 'cancellation_requested',
      endsOn: today,
      nextRenewalOn: '2026-12-22',
    });
    expect(cancellationOutcome({ status: 'inactive', when: 'periodEnd', nextRenewalOn: null, today }).endsOn).toBe(
      today,
    );
    expect(cancellationOutcome({ status: 'active', when: 'periodEnd', nextRenewalOn: today, today }).endsOn).toBe(
      today,
    );
    expect(cancellationOutcome({ status: 'active_cash', when: 'now', nextRenewalOn: '2027-09-06', today })).toEqual({
      status: 'canceled',
      endsOn: today,
      nextRenewalOn: null,
    });
  });

  it('goes back to the status it had when undone, else active or active_cash by how the household pays', () => {
    expect(statusAfterUndo('active_cash', false)).toBe('active_cash');
    expect(statusAfterUndo('past_due', false)).toBe('past_due');
    expect(statusAfterUndo(null, false)).toBe('active');
    expect(statusAfterUndo(null, true)).toBe('active_cash');
    expect(statusAfterUndo('cancellation_requested', true)).toBe('active_cash');
    expect(statusAfterUndo('canceled', false)).toBe('active');
  });
});

describe('a plan change at renewal', () => {
  it('needs a renewal that will happen', () => {
    expect(renewalChangeRefusal({ autoRenew: true, nextRenewalOn: '2026-12-22' })).toBeNull();
    expect(renewalChangeRefusal({ autoRenew: false, nextRenewalOn: '2026-12-22' })).toMatch(/automatic renewal is off/);
    expect(renewalChangeRefusal({ autoRenew: true, nextRenewalOn: null })).toMatch(/no renewal date/);
  });
});

describe('the new price of a plan or term change', () => {
  it("is the plan's price for the term less the household's family discount, the member counted once", () => {
    expect(changedPriceCents(perio, 'monthly', 0)).toBe(5564);
    // A household of two: 5% off 55.64 = 52.858, rounded half-up to 52.86.
    expect(changedPriceCents(perio, 'monthly', 1)).toBe(5286);
    expect(changedPriceCents(perio, 'annual', 3)).toBe(52020);
    expect(changedPriceCents({ ...perio, disableFamilyDiscounts: true }, 'annual', 3)).toBe(61200);
  });

  it('never exceeds the price and takes off exactly the group discount (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom<'monthly' | 'annual'>('monthly', 'annual'),
        (monthly, annually, others, term) => {
          const plan = { ...perio, pricing: { monthly, annually } };
          const list = term === 'annual' ? annually : monthly;
          const cents = changedPriceCents(plan, term, others);
          expect(cents).toBeLessThanOrEqual(list);
          expect(cents).toBe(list - discountCents(list, groupDiscountPercent(others + 1, plan)));
        },
      ),
    );
  });
});

describe('which term a plan is sold on', () => {
  const plan = {
    name: 'Perio Maintenance',
    pricing: { monthly: 5564, annually: 61200 },
    showOnInternalEnrollmentMonthly: true,
    showOnInternalEnrollmentAnnual: true,
  };

  it('needs the front-desk flag for the term and a price above zero', () => {
    expect(termRefusal(plan, 'annual')).toBeNull();
    expect(termRefusal({ ...plan, showOnInternalEnrollmentAnnual: false }, 'annual')).toBe(
      'Perio Maintenance is not sold by the year in this office.',
    );
    expect(termRefusal({ ...plan, pricing: { monthly: 0, annually: 61200 } }, 'monthly')).toBe(
      'Perio Maintenance has no price by the month in this office.',
    );
    expect(perTerm('annual')).toBe('a year');
    expect(perTerm('monthly')).toBe('a month');
  });
});

it('covers every status in the tables', () => {
  const seen = new Set<SubscriptionStatus>();
  for (const s of SUBSCRIPTION_STATUSES) {
    runningChangeRefusal('changePlan', s);
    cancellationRefusal(s, 'periodEnd', null);
    seen.add(s);
  }
  expect(seen.size).toBe(13);
});

describe('re-enrolling a member in a plan', () => {
  const sub = (subscriptionId: number, status: SubscriptionStatus) => ({ subscriptionId, status });

  it('undoes a requested cancellation, and starts again a plan that ended or never was', () => {
    expect(reEnrolment([sub(4, 'canceled'), sub(9, 'cancellation_requested')])).toEqual({
      kind: 'undo',
      subscriptionId: 9,
    });
    expect(reEnrolment([])).toEqual({ kind: 'restart' });
    expect(reEnrolment([sub(1, 'canceled'), sub(2, 'inactive'), sub(3, 'inactive_transferred')])).toEqual({
      kind: 'restart',
    });
  });

  it('refuses a plan still running, waiting, owed, disputed or permanently disabled', () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      const outcome = reEnrolment([sub(1, status)]).kind;
      const expected =
        status === 'cancellation_requested'
          ? 'undo'
          : ['canceled', 'inactive', 'inactive_transferred'].includes(status)
            ? 'restart'
            : 'refuse';
      expect(outcome, status).toBe(expected);
    }
    expect(reEnrolment([sub(1, 'active')])).toEqual({ kind: 'refuse', why: 'The member already has this plan.' });
  });

  it('ends a plan that will not renew with its paid period, or today when nothing is paid ahead', () => {
    expect(endOfPaidPeriod('active', '2026-12-22', '2026-11-24')).toBe('2026-12-22');
    expect(endOfPaidPeriod('past_due', '2026-11-20', '2026-11-24')).toBe('2026-11-24');
    expect(endOfPaidPeriod('active_cash', null, '2026-11-24')).toBe('2026-11-24');
  });
});
