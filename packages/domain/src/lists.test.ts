import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_DEBOUNCE_MS,
  DATE_FORMAT,
  formatUsDate,
  JOB_TITLES,
  LAYOUT_BREAKPOINTS,
  MEMBER_SEARCH_MIN_LENGTH,
  MIN_PLAN_PRICE_CENTS,
  MONTHS,
  meetsPlanMinimum,
  OFFICE_SELECTOR_DEFAULT,
  PAGE_SIZE,
  PAGE_SIZE_SECONDARY,
  PMS_CONNECT_MIN_MS,
  PMS_OPTIONS,
  PMS_TOGGLE_MIN_MS,
  planMinimumCents,
  REFERRAL_SOURCES,
  RELATIONSHIPS,
  TEMPLATE_THEMES,
  UNEXPLAINED_IDS,
  US_STATES,
} from './lists';
import { TENANT_IDS, TENANTS } from './tenants';

const values = (options: readonly { value: string }[]) => options.map((o) => o.value);

describe('job titles per brand (spec 01 section 3)', () => {
  it('lists the dental titles, dental assistant and hygienist before other', () => {
    expect(values(JOB_TITLES.dental)).toEqual([
      'officeManager',
      'frontDesk',
      'treatmentCoordinator',
      'financeInsuranceCoordinator',
      'regionalManager',
      'marketingGuru',
      'dentist',
      'executive',
      'controller',
      'dentalAssistant',
      'hygienist',
      'other',
    ]);
  });

  it('leaves dental assistant and hygienist out of vision', () => {
    expect(values(JOB_TITLES.vision)).toEqual(
      values(JOB_TITLES.dental).filter((v) => v !== 'dentalAssistant' && v !== 'hygienist'),
    );
  });

  it('shows the professional as Dentist on dental and Optometrist on vision', () => {
    expect(JOB_TITLES.dental.find((t) => t.value === 'dentist')?.label).toBe('Dentist');
    expect(JOB_TITLES.vision.find((t) => t.value === 'dentist')?.label).toBe('Optometrist');
  });
});

describe('practice-management systems (spec 01 section 3)', () => {
  it('offers 24 dental entries, 23 distinct systems then other', () => {
    expect(PMS_OPTIONS.dental).toHaveLength(24);
    expect(PMS_OPTIONS.dental.at(-1)).toEqual({ value: 'other', label: 'Other' });
    expect(new Set(values(PMS_OPTIONS.dental)).size).toBe(24);
    expect(new Set(PMS_OPTIONS.dental.map((o) => o.label)).size).toBe(24);
  });

  it.each(['Dentrix', 'Eaglesoft', 'Open Dental', 'Curve Dental', 'Denticon'])('includes %s for dental', (label) => {
    expect(PMS_OPTIONS.dental.map((o) => o.label)).toContain(label);
  });

  it('offers OfficeMate, Crystal, Revolution, Compulink and other for vision', () => {
    expect(PMS_OPTIONS.vision.map((o) => o.label)).toEqual([
      'OfficeMate',
      'Crystal',
      'Revolution',
      'Compulink',
      'Other',
    ]);
  });
});

describe('other lists (spec 01 section 3)', () => {
  it.each([
    ['partner', 'Spouse'],
    ['son', 'Son'],
    ['daughter', 'Daughter'],
    ['child', 'Child'],
    ['other', 'Other'],
    ['myself', 'Account owner'],
  ])('relationship %s reads %s', (value, label) => {
    expect(RELATIONSHIPS.find((r) => r.value === value)?.label).toBe(label);
  });

  it('has exactly six relationships', () => {
    expect(RELATIONSHIPS).toHaveLength(6);
  });

  it('lists fifty states plus DC, each code two capital letters and unique', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    for (const state of US_STATES) expect(state.code).toMatch(/^[A-Z]{2}$/);
    expect(US_STATES.find((s) => s.code === 'DC')?.name).toBe('District of Columbia');
    expect(US_STATES.map((s) => s.code)).not.toContain('PR');
  });

  it('offers the seven referral sources', () => {
    expect(REFERRAL_SOURCES.map((r) => r.label)).toEqual([
      'Webinar',
      'Conference',
      'Friend or colleague',
      'Endorsement',
      'Affiliate',
      'Publication ad',
      'Social media ad',
    ]);
  });

  it('numbers the months 1 to 12', () => {
    expect(MONTHS).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('starts the office selector with All Locations', () => {
    expect(OFFICE_SELECTOR_DEFAULT).toEqual({ label: 'All Locations', value: 'all' });
  });

  it('has five dental template themes and four vision ones, Custom last', () => {
    expect(TEMPLATE_THEMES.dental.map((t) => t.label)).toEqual([
      'Classic',
      'Blue & Green',
      'Navy & Orange',
      'Purple & Gray',
      'Custom',
    ]);
    expect(TEMPLATE_THEMES.vision.map((t) => t.label)).toEqual([
      'Classic',
      'Blue & Green',
      'Yellow & Charcoal',
      'Custom',
    ]);
  });
});

describe('UI constants (spec 01 section 9, 02 section 9)', () => {
  it.each([
    ['page size', PAGE_SIZE, 15],
    ['secondary page size', PAGE_SIZE_SECONDARY, 10],
    ['address debounce', ADDRESS_DEBOUNCE_MS, 500],
    ['member search minimum', MEMBER_SEARCH_MIN_LENGTH, 2],
    ['PMS connect minimum', PMS_CONNECT_MIN_MS, 3000],
    ['PMS toggle minimum', PMS_TOGGLE_MIN_MS, 2000],
  ])('%s is %s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('formats dates MM/dd/yyyy and changes layout at 1280, 1480 and 1600', () => {
    expect(DATE_FORMAT).toBe('MM/dd/yyyy');
    expect(formatUsDate('2027-02-05')).toBe('02/05/2027');
    expect(LAYOUT_BREAKPOINTS).toEqual([1280, 1480, 1600]);
  });

  it('keeps the seven unexplained ids', () => {
    expect(UNEXPLAINED_IDS).toEqual([8, 38, 12, 79, 8159, 8163, 8164]);
  });
});

describe('plan minimum read as a monthly price', () => {
  it('is the tenant planMinimum in dollars, held in cents', () => {
    for (const tenant of TENANT_IDS) expect(MIN_PLAN_PRICE_CENTS[tenant]).toBe(TENANTS[tenant].planMinimum * 100);
  });

  it.each([
    [1000, 'dental', true],
    [999, 'dental', false],
    [700, 'vision', true],
    [699, 'vision', false],
    [0, 'vision', false],
  ] as const)('%s cents on %s meets the minimum: %s', (cents, tenant, expected) => {
    expect(meetsPlanMinimum(cents, tenant)).toBe(expected);
  });

  it("lets a preset's own minimum replace the brand floor", () => {
    expect(planMinimumCents('dental', 500)).toBe(500);
    expect(planMinimumCents('dental', null)).toBe(1000);
    expect(meetsPlanMinimum(500, 'dental', 500)).toBe(true);
    expect(meetsPlanMinimum(100, 'vision', 100)).toBe(true);
  });

  it('never lets a price below the floor through, nor stops one at or above it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TENANT_IDS), fc.integer({ min: 0, max: 1_000_000 }), (tenant, cents) => {
        expect(meetsPlanMinimum(cents, tenant)).toBe(cents >= MIN_PLAN_PRICE_CENTS[tenant]);
      }),
    );
  });
});
