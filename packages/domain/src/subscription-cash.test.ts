import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './calendar';
import { SUBSCRIPTION_STATUSES } from './statuses';
import {
  CASH_ACTION_FROM,
  type CashAction,
  cashActionRefusal,
  cashRenewalPeriod,
  cashRenewalRefusal,
  delinquentCashPeriod,
  guaranteeCovers,
  priceForPeriod,
  TRANSFER_BLOCKS,
  TRANSFER_MOVES,
  transferRefusal,
  transferRole,
  transferredPricing,
  unpaidPeriod,
} from './subscription-cash';

const member = { payor: 'member' } as const;
const allowed = (action: CashAction, lateInOfficeOn: string | null = null) =>
  SUBSCRIPTION_STATUSES.filter((status) => cashActionRefusal(action, { ...member, status, lateInOfficeOn }) === null);

describe('which statuses allow each cash action', () => {
  it('moves only an active card plan to cash, and only an active_cash plan back to card or to a desk renewal', () => {
    expect(allowed('toCash')).toEqual(['active']);
    expect(allowed('backToCard')).toEqual(['active_cash']);
    expect(allowed('renewCash')).toEqual(['active_cash']);
  });

  it('takes a payment in the office for a late plan or one waiting for its first payment', () => {
    expect(allowed('payInOffice')).toEqual(['pending_cash', 'past_due']);
  });

  it('takes a delinquent plan at the desk only when it went delinquent unpaid in the office', () => {
    expect(allowed('payInOffice', '2026-11-09')).toEqual(['pending_cash', 'past_due', 'delinquent']);
    expect(cashActionRefusal('payInOffice', { ...member, status: 'delinquent' })).toMatch(/charge the delinquency/);
    expect(delinquentCashPeriod('2026-11-23', 'monthly')).toEqual({ start: '2026-11-23', end: '2026-12-23' });
  });

  it('shows the guarantee only while payments come by card or bank, never for a household paying in the office', () => {
    const g = { guaranteed: true } as const;
    expect(guaranteeCovers({ ...g, status: 'active' })).toBe(true);
    expect(guaranteeCovers({ ...g, status: 'past_due' })).toBe(true);
    expect(guaranteeCovers({ ...g, status: 'delinquent_gpp' })).toBe(true);
    expect(guaranteeCovers({ ...g, status: 'pending_cash' })).toBe(false);
    expect(guaranteeCovers({ ...g, status: 'active_cash' })).toBe(false);
    expect(guaranteeCovers({ ...g, status: 'past_due', lateInOfficeOn: '2026-11-09' })).toBe(false);
    expect(guaranteeCovers({ ...g, status: 'delinquent', lateInOfficeOn: '2026-11-09' })).toBe(false);
    // A plan paid by card again after a late desk period is covered again.
    expect(guaranteeCovers({ ...g, status: 'active', lateInOfficeOn: '2026-11-09' })).toBe(true);
    expect(guaranteeCovers({ guaranteed: false, status: 'active' })).toBe(false);
  });

  it('cancels only an enrolment that waits for its payment in the office', () => {
    expect(allowed('cancelCash')).toEqual(['pending_cash']);
  });

  it('matches the table it documents', () => {
    for (const action of Object.keys(CASH_ACTION_FROM) as CashAction[]) {
      expect([...allowed(action, '2026-11-09')].sort()).toEqual([...CASH_ACTION_FROM[action]].sort());
    }
  });

  it('refuses in a sentence naming the status', () => {
    expect(cashActionRefusal('renewCash', { ...member, status: 'past_due' })).toBe(
      'Only a plan paid in the office can be renewed at the front desk; this one is Late.',
    );
  });

  it('keeps plans the office pays off cash: there is nothing to collect at the desk', () => {
    expect(cashActionRefusal('toCash', { status: 'active', payor: 'office' })).toMatch(/office pays/);
    expect(cashActionRefusal('backToCard', { status: 'active_cash', payor: 'office' })).toBeNull();
  });
});

describe('a renewal paid at the front desk', () => {
  it('covers the next term from the next renewal day', () => {
    expect(cashRenewalPeriod('2026-05-10', '2026-05-01', 'monthly')).toEqual({
      start: '2026-05-10',
      end: '2026-06-10',
    });
    expect(cashRenewalPeriod('2026-05-10', '2026-05-10', 'annual')).toEqual({ start: '2026-05-10', end: '2027-05-10' });
  });

  it('starts today when the renewal day has passed', () => {
    expect(cashRenewalPeriod('2026-04-20', '2026-05-01', 'monthly')).toEqual({
      start: '2026-05-01',
      end: '2026-06-01',
    });
    expect(cashRenewalPeriod(null, '2026-05-01', 'monthly')).toEqual({ start: '2026-05-01', end: '2026-06-01' });
  });

  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(cashRenewalPeriod('2026-01-31', '2026-01-15', 'monthly').end).toBe('2026-02-28');
  });

  it('always covers one whole term starting no earlier than today', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -400, max: 400 }),
        fc.constantFrom('monthly', 'annual' as const),
        (offset, term) => {
          const today = '2026-03-15';
          const { start, end } = cashRenewalPeriod(addDays(today, offset), today, term);
          expect(start >= today).toBe(true);
          const days = daysBetween(start, end);
          if (term === 'monthly') expect(days >= 28 && days <= 31).toBe(true);
          else expect(days === 365 || days === 366).toBe(true);
        },
      ),
    );
  });

  it('is taken once the next renewal is at most one term away, never further ahead', () => {
    expect(cashRenewalRefusal('2026-05-20', '2026-05-01', 'monthly')).toBeNull();
    expect(cashRenewalRefusal('2026-06-01', '2026-05-01', 'monthly')).toBeNull();
    expect(cashRenewalRefusal('2026-06-02', '2026-05-01', 'monthly')).toBe(
      'This plan is already paid until 06/02/2026. It can be renewed once that date is less than a month away.',
    );
    expect(cashRenewalRefusal('2027-04-01', '2026-05-01', 'annual')).toBeNull();
    // Renewing once more right after a renewal is refused.
    const today = '2026-05-01';
    const first = cashRenewalPeriod('2026-05-20', today, 'monthly');
    expect(cashRenewalRefusal(first.end, today, 'monthly')).not.toBeNull();
  });
});

describe('the price of a period', () => {
  const sub = { priceCents: 2900, pendingPriceCents: 3100, pendingPriceFrom: '2026-06-10' };

  it('is the member price until the noticed change is due, then the new price', () => {
    expect(priceForPeriod(sub, '2026-05-10')).toEqual({ priceCents: 2900, pendingApplied: false });
    expect(priceForPeriod(sub, '2026-06-10')).toEqual({ priceCents: 3100, pendingApplied: true });
    expect(priceForPeriod(sub, '2026-07-10')).toEqual({ priceCents: 3100, pendingApplied: true });
  });

  it('is the member price when no change is pending', () => {
    expect(priceForPeriod({ priceCents: 2900, pendingPriceCents: null, pendingPriceFrom: null }, '2030-01-01')).toEqual(
      { priceCents: 2900, pendingApplied: false },
    );
  });
});

describe('the period a late plan owes', () => {
  const late = { currentPeriodStart: '2026-04-10', nextRenewalOn: '2026-05-10', term: 'monthly' } as const;

  it('is the period at next_renewal_on when the current one was paid', () => {
    expect(unpaidPeriod(late, ['2026-04-10'], '2026-05-15')).toEqual({ start: '2026-05-10', end: '2026-06-10' });
  });

  it('is the period at current_period_start when no charge paid it', () => {
    expect(unpaidPeriod(late, ['2026-03-10'], '2026-05-15')).toEqual({ start: '2026-04-10', end: '2026-05-10' });
  });

  it('is the term after the current one when the next renewal was not moved on', () => {
    const sameDay = { ...late, nextRenewalOn: '2026-04-10' };
    expect(unpaidPeriod(sameDay, ['2026-04-10'], '2026-05-15')).toEqual({ start: '2026-05-10', end: '2026-06-10' });
  });

  it('is nothing when both are paid', () => {
    expect(unpaidPeriod(late, ['2026-04-10', '2026-05-10'], '2026-05-15')).toBeNull();
  });

  it('starts at the next renewal, else today, when no period was ever started', () => {
    const fresh = { currentPeriodStart: null, nextRenewalOn: null, term: 'annual' } as const;
    expect(unpaidPeriod(fresh, [], '2026-05-15')).toEqual({ start: '2026-05-15', end: '2027-05-15' });
    expect(unpaidPeriod({ ...fresh, nextRenewalOn: '2026-05-01' }, [], '2026-05-15')?.start).toBe('2026-05-01');
  });
});

describe('moving a household to another office', () => {
  it('moves running plans, is held up by owed, disputed or ending ones, and leaves ended ones behind', () => {
    const by = (role: string) => SUBSCRIPTION_STATUSES.filter((s) => transferRole(s) === role);
    expect(by('moves')).toEqual([...TRANSFER_MOVES]);
    expect([...by('blocks')].sort()).toEqual([...TRANSFER_BLOCKS].sort());
    expect(by('stays')).toEqual(['inactive', 'canceled', 'inactive_transferred', 'delinquent', 'permanently_disabled']);
  });

  it('says what holds the household up, and nothing for a plan that moves or stays', () => {
    const sub = { memberName: 'Rosa Delgado', planName: 'Adult Wellness', endsOn: '2026-06-01' };
    expect(transferRefusal({ ...sub, status: 'cancellation_requested' })).toBe(
      "Rosa Delgado's Adult Wellness is set to end on 06/01/2026. Undo the cancellation, or let it end, before moving the household.",
    );
    expect(transferRefusal({ ...sub, status: 'past_due' })).toMatch(/payment is late/);
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(transferRefusal({ ...sub, status }) === null).toBe(transferRole(status) !== 'blocks');
    }
  });

  it('keeps the price paid until the next renewal, then the new plan price', () => {
    expect(transferredPricing({ priceCents: 2900, nextRenewalOn: '2026-06-01' }, 3300, '2026-05-15')).toEqual({
      priceCents: 2900,
      pendingPriceCents: 3300,
      pendingPriceFrom: '2026-06-01',
    });
    expect(transferredPricing({ priceCents: 2900, nextRenewalOn: '2026-06-01' }, 2900, '2026-05-15')).toEqual({
      priceCents: 2900,
      pendingPriceCents: null,
      pendingPriceFrom: null,
    });
  });
});
