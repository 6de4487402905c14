import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anniversaryMonthDay,
  anniversaryMonthDays,
  CANCELLATION_REASONS,
  DEFAULT_CANCELLATION_REASON,
  DEFAULT_QUICK_FILTERS,
  type FilterableMember,
  ISSUE_TYPES,
  isCancellationReason,
  isLegacyNewMember,
  isLegacyRenewal,
  isNewMember,
  isRecentDate,
  isRecentlyCanceledWindow,
  isUpcomingRenewal,
  LEGACY_MEMBER_FILTERS,
  MEMBER_FILTERS,
  type MemberFilter,
  matchesFilter,
  matchesLegacyFilter,
  nextAnniversary,
} from './member-filters';
import { SUBSCRIPTION_STATUSES } from './statuses';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2024-06-15T12:00:00.000Z');
/** An ISO instant the given number of days (fractions allowed) before NOW; negative is after. */
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

function createMember(overrides: Partial<FilterableMember> = {}): FilterableMember {
  return {
    status: 'active',
    createdAt: daysAgo(100),
    canceledAt: null,
    planType: 'month',
    autoRenew: true,
    paymentMethod: 'card',
    source: null,
    underContract: true,
    pendingPriceChange: false,
    transferred: false,
    pmsChartId: 'C-1',
    gpp: false,
    ...overrides,
  };
}

describe('member filter lists (spec 02 section 9)', () => {
  it('offers the twenty current filters in the spec order, and the unpaid in-office plans (issue 21) after In-Office', () => {
    expect(MEMBER_FILTERS.map((f) => f.value).join(' ')).toBe(
      'all active past_due canceled inactive new renewal monthly annual nonautorenew inoffice lateInOffice delinquent disputed business community notUnderContract pendingPriceChange transferred pmsNotConnected isGPP',
    );
  });

  it.each([
    ['past_due', 'Late'],
    ['pendingPriceChange', 'Change Pending'],
    ['transferred', 'Imported'],
    ['isGPP', 'Guaranteed'],
  ])('labels %s as %s', (value, label) => {
    expect(MEMBER_FILTERS.find((f) => f.value === value)?.label).toBe(label);
  });

  it('explains new as the last 30 days and renewal as the upcoming 30 days', () => {
    expect(MEMBER_FILTERS.find((f) => f.value === 'new')).toMatchObject({ hint: 'last 30 days' });
    expect(MEMBER_FILTERS.find((f) => f.value === 'renewal')).toMatchObject({ hint: 'upcoming 30 days' });
  });

  it('shows all, active, past_due, canceled, inactive, new, monthly and annual as quick filters', () => {
    expect(DEFAULT_QUICK_FILTERS).toEqual([
      'all',
      'active',
      'past_due',
      'canceled',
      'inactive',
      'new',
      'monthly',
      'annual',
    ]);
    const known = MEMBER_FILTERS.map((f) => f.value as string);
    for (const quick of DEFAULT_QUICK_FILTERS) expect(known).toContain(quick);
  });

  it('keeps the legacy list of ten filters', () => {
    expect(LEGACY_MEMBER_FILTERS.map((f) => f.value).join(' ')).toBe(
      'all new uncancel cash transferred not_cash disputed renewal inactive active',
    );
  });
});

describe('new-member windows', () => {
  it.each([
    [0, true],
    [29.9, true],
    [30, true],
    [30.001, false],
    [-1, false],
  ])('current reading: created %s days ago is new: %s', (days, expected) => {
    expect(isNewMember(daysAgo(days), NOW)).toBe(expected);
  });

  it.each([
    [30, true],
    [30.999, true],
    [31, false],
    [-0.5, false],
  ])('legacy reading: created %s days ago is new: %s', (days, expected) => {
    expect(isLegacyNewMember(daysAgo(days), NOW)).toBe(expected);
  });

  it('treats an unreadable date as not new', () => {
    expect(isNewMember('not a date', NOW)).toBe(false);
    expect(isLegacyNewMember('', NOW)).toBe(false);
  });
});

describe('legacy uncancel window: canceled under 91 days ago', () => {
  it.each([
    ['canceled', 0, true],
    ['canceled', 90.9, true],
    ['canceled', 91, false],
    ['active', 10, false],
    ['cancellation_requested', 10, false],
  ] as const)('%s, canceled %s days ago: %s', (status, days, expected) => {
    expect(isRecentlyCanceledWindow({ status, canceledAt: daysAgo(days) }, NOW)).toBe(expected);
  });

  it('needs a cancellation date', () => {
    expect(isRecentlyCanceledWindow({ status: 'canceled', canceledAt: null }, NOW)).toBe(false);
  });
});

describe('legacy renewal: active and subscription age in days mod 365 above 335', () => {
  it.each([
    [335, 'active', false],
    [336, 'active', true],
    [364, 'active', true],
    [365, 'active', false],
    [365 + 336, 'active', true],
    [336.5, 'past_due', true],
    [340, 'canceled', false],
    [340, 'inactive', false],
    [340, 'cancellation_requested', false],
  ] as const)('%s days old and %s: %s', (days, status, expected) => {
    expect(isLegacyRenewal({ status, createdAt: daysAgo(days) }, NOW)).toBe(expected);
  });
});

describe('upcoming renewal: active and next anniversary within 30 days', () => {
  it.each([
    ['2023-07-15T12:00:00.000Z', true],
    ['2023-07-15T12:00:01.000Z', false],
    ['2023-06-15T12:00:00.000Z', true],
    ['2020-07-01T00:00:00.000Z', true],
    ['2023-06-15T11:59:59.000Z', false],
    ['2024-06-01T00:00:00.000Z', false],
  ])('subscription created %s renews soon: %s', (createdAt, expected) => {
    expect(isUpcomingRenewal({ status: 'active', createdAt }, NOW)).toBe(expected);
  });

  it('does not call a canceled subscription a renewal', () => {
    expect(isUpcomingRenewal({ status: 'canceled', createdAt: '2023-07-01T00:00:00.000Z' }, NOW)).toBe(false);
  });

  it('counts the first anniversary, not the day the subscription began', () => {
    expect(nextAnniversary('2024-06-20T00:00:00.000Z', NOW)?.toISOString()).toBe('2025-06-20T00:00:00.000Z');
  });

  it('renews a 29 February subscription on 28 February of a common year', () => {
    const now = new Date('2025-02-10T00:00:00.000Z');
    expect(nextAnniversary('2024-02-29T09:00:00.000Z', now)?.toISOString()).toBe('2025-02-28T09:00:00.000Z');
  });

  it('always finds the next anniversary within a year from now, on the same month and day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.date({ min: new Date('2030-01-02'), max: new Date('2060-01-01'), noInvalidDate: true }),
        (created, now) => {
          const next = nextAnniversary(created.toISOString(), now);
          expect(next).not.toBeNull();
          const ahead = next!.getTime() - now.getTime();
          expect(ahead).toBeGreaterThanOrEqual(0);
          expect(ahead).toBeLessThanOrEqual(366 * DAY);
          expect(next!.getUTCMonth()).toBe(created.getUTCMonth());
        },
      ),
    );
  });

  it('names the 31 calendar days of the window as month-days, across the new year', () => {
    const days = anniversaryMonthDays(new Date('2025-12-20T23:00:00.000Z'), 30);
    expect(days).toHaveLength(31);
    expect(days.slice(0, 2)).toEqual([1220, 1221]);
    expect(days.at(-1)).toBe(119);
  });

  it('brings 29 February along with 28 February in a common year only', () => {
    expect(anniversaryMonthDays(new Date('2027-02-20T00:00:00.000Z'), 30)).toContain(229);
    const leap = anniversaryMonthDays(new Date('2028-02-20T00:00:00.000Z'), 30);
    expect(leap).toContain(229);
    expect(leap).toHaveLength(31);
    expect(anniversaryMonthDays(new Date('2027-01-01T00:00:00.000Z'), 30)).not.toContain(229);
  });

  it('holds the start day of every upcoming renewal (the index narrows, the exact rule decides)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 40 * 366 }),
        fc.integer({ min: 0, max: DAY - 1 }),
        (created, daysLater, ms) => {
          const now = new Date(created.getTime() + daysLater * DAY + ms);
          if (isUpcomingRenewal({ status: 'active', createdAt: created.toISOString() }, now)) {
            expect(anniversaryMonthDays(now, 30)).toContain(anniversaryMonthDay(created));
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('matchesFilter (current list)', () => {
  it.each<[MemberFilter, Partial<FilterableMember>, Partial<FilterableMember>]>([
    ['active', { status: 'active' }, { status: 'canceled' }],
    ['active', { status: 'active_transferred' }, { status: 'cancellation_requested' }],
    ['active', { status: 'past_due' }, { status: 'pending_cash' }],
    ['past_due', { status: 'past_due' }, { status: 'active' }],
    ['canceled', { status: 'canceled' }, { status: 'cancellation_requested' }],
    ['inactive', { status: 'inactive_transferred' }, { status: 'permanently_disabled' }],
    ['delinquent', { status: 'delinquent_gpp' }, { status: 'past_due' }],
    ['disputed', { status: 'disputed' }, { status: 'active' }],
    ['new', { createdAt: daysAgo(5) }, { createdAt: daysAgo(45) }],
    ['renewal', { createdAt: daysAgo(350) }, { createdAt: daysAgo(300) }],
    ['monthly', { planType: 'month' }, { planType: 'year' }],
    ['annual', { planType: 'year' }, { planType: 'month' }],
    ['nonautorenew', { autoRenew: false }, { autoRenew: true }],
    ['inoffice', { paymentMethod: 'cash' }, { paymentMethod: 'bank' }],
    ['inoffice', { status: 'active_cash' }, { paymentMethod: 'card' }],
    ['inoffice', { status: 'delinquent', lateInOfficeOn: '2026-11-09' }, { status: 'delinquent' }],
    ['lateInOffice', { status: 'past_due', lateInOfficeOn: '2026-11-09' }, { status: 'past_due' }],
    ['lateInOffice', { status: 'past_due', lateInOfficeOn: '2026-11-09' }, { status: 'active_cash' }],
    ['business', { source: 'business' }, { source: 'community' }],
    ['community', { source: 'community' }, { source: null }],
    ['notUnderContract', { underContract: false }, { underContract: true }],
    ['pendingPriceChange', { pendingPriceChange: true }, { pendingPriceChange: false }],
    ['transferred', { transferred: true }, { transferred: false }],
    ['transferred', { status: 'active_transferred' }, { status: 'active' }],
    ['pmsNotConnected', { pmsChartId: null }, { pmsChartId: '42' }],
    ['pmsNotConnected', { pmsChartId: '' }, { pmsChartId: 'A7' }],
    ['isGPP', { gpp: true }, { gpp: false }],
  ])('%s keeps %o and leaves out %o', (filter, kept, left) => {
    expect(matchesFilter(createMember(kept), filter, NOW)).toBe(true);
    expect(matchesFilter(createMember(left), filter, NOW)).toBe(false);
  });

  it('lets every member through all', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUBSCRIPTION_STATUSES), (status) => {
        expect(matchesFilter(createMember({ status }), 'all', NOW)).toBe(true);
      }),
    );
  });
});

describe('matchesLegacyFilter', () => {
  it.each([
    ['new', { createdAt: daysAgo(30.5) }, { createdAt: daysAgo(31) }],
    ['uncancel', { status: 'canceled', canceledAt: daysAgo(90) }, { status: 'canceled', canceledAt: daysAgo(92) }],
    ['cash', { paymentMethod: 'cash' }, { paymentMethod: 'card' }],
    ['cash', { status: 'pending_cash' }, { status: 'active' }],
    ['not_cash', { paymentMethod: 'bank' }, { status: 'active_cash' }],
    ['transferred', { status: 'inactive_transferred' }, { status: 'inactive' }],
    ['disputed', { status: 'disputed' }, { status: 'active' }],
    ['renewal', { createdAt: daysAgo(340) }, { createdAt: daysAgo(330) }],
    ['inactive', { status: 'inactive' }, { status: 'active' }],
    ['active', { status: 'active_cash' }, { status: 'delinquent' }],
  ] as const)('%s keeps %o and leaves out %o', (filter, kept, left) => {
    expect(matchesLegacyFilter(createMember(kept), filter, NOW)).toBe(true);
    expect(matchesLegacyFilter(createMember(left), filter, NOW)).toBe(false);
  });

  it('splits every member between cash and not_cash', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUBSCRIPTION_STATUSES),
        fc.constantFrom(...(['card', 'bank', 'cash'] as const)),
        (status, paymentMethod) => {
          const member = createMember({ status, paymentMethod });
          expect(matchesLegacyFilter(member, 'cash', NOW)).toBe(!matchesLegacyFilter(member, 'not_cash', NOW));
        },
      ),
    );
  });
});

describe('cancellation reasons and issue types (spec 02 section 9)', () => {
  it.each([
    [1, 'Insurance-related'],
    [2, 'Inactive patient'],
    [3, 'Financial'],
    [5, 'Clerical/administrative'],
    [6, 'Health-related'],
    [11, 'Office request'],
    [12, 'Patient request'],
    [7, 'Other'],
  ])('reason %s reads %s', (value, label) => {
    expect(CANCELLATION_REASONS.find((r) => r.value === value)?.label).toBe(label);
  });

  it('has exactly eight reasons, other last and the default', () => {
    expect(CANCELLATION_REASONS).toHaveLength(8);
    expect(CANCELLATION_REASONS.at(-1)?.value).toBe(7);
    expect(DEFAULT_CANCELLATION_REASON).toBe(7);
  });

  it('knows no reasons 4, 8, 9 or 10', () => {
    for (const value of [4, 8, 9, 10, '7']) expect(isCancellationReason(value)).toBe(false);
    expect(isCancellationReason(12)).toBe(true);
  });

  it('sorts issues into billing, member, plan and treatment', () => {
    expect(ISSUE_TYPES).toEqual(['billing', 'member', 'plan', 'treatment']);
  });
});

describe('recent date: between 1 day ago and 30 days from now', () => {
  it.each([
    [1, true],
    [1.0001, false],
    [0, true],
    [-30, true],
    [-30.0001, false],
  ])('%s days ago is recent: %s', (days, expected) => {
    expect(isRecentDate(daysAgo(days), NOW)).toBe(expected);
    expect(isRecentDate(new Date(daysAgo(days)), NOW)).toBe(expected);
  });

  it('does not call an unreadable date recent', () => {
    expect(isRecentDate('soon', NOW)).toBe(false);
  });
});
