import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benefitUse, daysLeftInYear, includedCodes, lastVisitOn, planYearOf } from './benefit-usage';
import { addDays, utcDayOf } from './calendar';

// Adult Wellness as the dental preset prices it: two cleanings, two exams and a set of bitewings a year.
const ADULT = [
  { code: 'D1110', quantity: 2 },
  { code: 'D0120', quantity: 2 },
  { code: 'D0274', quantity: 1 },
];
const NAMES: Record<string, string> = {
  D1110: 'Basic Cleaning adult',
  D1120: 'Basic Cleaning child',
  D0120: 'Periodic Exam',
  D0274: '4 Bitewing X-Rays',
};
const nameOf = (code: string) => NAMES[code] ?? code;

describe('planYearOf', () => {
  it('runs from the last anniversary of the start to the day before the next', () => {
    expect(planYearOf('2024-04-27', '2026-11-29')).toEqual({ from: '2026-04-27', to: '2027-04-26' });
    expect(planYearOf('2024-04-27', '2026-04-26')).toEqual({ from: '2025-04-27', to: '2026-04-26' });
  });

  it('starts a new plan year on the anniversary itself', () => {
    expect(planYearOf('2025-04-27', '2026-04-27')).toEqual({ from: '2026-04-27', to: '2027-04-26' });
  });

  it('is the first year on the start day, and for a plan dated ahead', () => {
    expect(planYearOf('2026-11-29', '2026-11-29')).toEqual({ from: '2026-11-29', to: '2027-11-28' });
    expect(planYearOf('2026-12-15', '2026-11-29')).toEqual({ from: '2026-12-15', to: '2027-12-14' });
  });

  it('crosses the new year: a year started 15 December ends 14 December', () => {
    expect(planYearOf('2025-12-15', '2026-01-10')).toEqual({ from: '2025-12-15', to: '2026-12-14' });
    expect(planYearOf('2025-12-15', '2026-12-14')).toEqual({ from: '2025-12-15', to: '2026-12-14' });
    expect(planYearOf('2025-12-15', '2026-12-15')).toEqual({ from: '2026-12-15', to: '2027-12-14' });
  });

  it('keeps a 29 February start on 28 February in other years and on 29 February in leap years', () => {
    expect(planYearOf('2024-02-29', '2024-12-31')).toEqual({ from: '2024-02-29', to: '2025-02-27' });
    expect(planYearOf('2024-02-29', '2025-02-28')).toEqual({ from: '2025-02-28', to: '2026-02-27' });
    expect(planYearOf('2024-02-29', '2027-03-01')).toEqual({ from: '2027-02-28', to: '2028-02-28' });
    expect(planYearOf('2024-02-29', '2028-02-29')).toEqual({ from: '2028-02-29', to: '2029-02-27' });
  });

  it('always holds today, and is one anniversary long', () => {
    const day = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
      .map(utcDayOf);
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 5000 }), (start, after) => {
        const today = addDays(start, after);
        const year = planYearOf(start, today);
        expect(year.from <= today && today <= year.to).toBe(true);
        expect(year.from >= start).toBe(true);
        const next = planYearOf(start, addDays(year.to, 1));
        expect(next.from).toBe(addDays(year.to, 1));
      }),
    );
  });
});

describe('daysLeftInYear', () => {
  it('counts today and the last day', () => {
    expect(daysLeftInYear({ from: '2026-04-27', to: '2027-04-26' }, '2027-04-26')).toBe(1);
    expect(daysLeftInYear({ from: '2026-04-27', to: '2027-04-26' }, '2027-04-20')).toBe(7);
    expect(daysLeftInYear({ from: '2026-01-01', to: '2026-12-31' }, '2026-01-01')).toBe(365);
  });
});

describe('benefitUse', () => {
  const year = { from: '2026-04-27', to: '2027-04-26' };

  it('counts what was done this plan year against what the plan includes', () => {
    const done = [
      { code: 'D1110', on: '2026-06-02' },
      { code: 'D0120', on: '2026-06-02' },
      { code: 'D0274', on: '2026-06-02' },
      // Last plan year: not counted.
      { code: 'D1110', on: '2026-01-15' },
      { code: 'D0120', on: '2026-04-26' },
    ];
    const use = benefitUse(ADULT, done, year, nameOf);
    expect(use.services).toEqual([
      { code: 'D1110', name: 'Basic Cleaning adult', included: 2, used: 1, usedOn: ['2026-06-02'] },
      { code: 'D0120', name: 'Periodic Exam', included: 2, used: 1, usedOn: ['2026-06-02'] },
      { code: 'D0274', name: '4 Bitewing X-Rays', included: 1, used: 1, usedOn: ['2026-06-02'] },
    ]);
    expect(use.remaining).toBe(2);
  });

  it('counts the first and the last day of the plan year', () => {
    const done = [
      { code: 'D1110', on: '2026-04-27' },
      { code: 'D1110', on: '2027-04-26' },
      { code: 'D1110', on: '2027-04-27' },
    ];
    const [cleaning] = benefitUse(ADULT, done, year, nameOf).services;
    expect(cleaning?.used).toBe(2);
    expect(cleaning?.usedOn).toEqual(['2027-04-26', '2026-04-27']);
  });

  it('never counts an extra cleaning against a missing exam', () => {
    const done = ['2026-05-01', '2026-08-01', '2026-11-01'].map((on) => ({ code: 'D1110', on }));
    const use = benefitUse(ADULT, done, year, nameOf);
    expect(use.services[0]?.used).toBe(3);
    // Cleanings: none left (not -1); exams 2 and bitewings 1 still left.
    expect(use.remaining).toBe(3);
  });

  it('keeps codes exact: a child cleaning does not use an adult one, and a code without its D prefix is the same', () => {
    const done = [
      { code: 'D1120', on: '2026-05-01' },
      { code: '1110', on: '2026-05-02' },
      { code: 'd0120', on: '2026-05-02' },
    ];
    const use = benefitUse(ADULT, done, year, nameOf);
    expect(use.services.map((s) => [s.code, s.used])).toEqual([
      ['D1110', 1],
      ['D0120', 1],
      ['D0274', 0],
    ]);
    expect(use.remaining).toBe(3);
  });

  it('adds a code the plan lists twice, and leaves out services of no quantity', () => {
    expect(
      includedCodes([
        { code: '1110', quantity: 1 },
        { code: 'D1110', quantity: 1 },
        { code: 'D0120', quantity: 0 },
      ]),
    ).toEqual([{ code: 'D1110', quantity: 2 }]);
  });

  it('has nothing to use for a plan that includes nothing', () => {
    expect(benefitUse([], [{ code: 'D1110', on: '2026-05-01' }], year, nameOf)).toEqual({ services: [], remaining: 0 });
  });
});

describe('lastVisitOn', () => {
  it('is the latest day any procedure was done', () => {
    expect(
      lastVisitOn([
        { code: 'D1110', on: '2025-03-01' },
        { code: 'D0120', on: '2026-02-10' },
        { code: 'D0274', on: '2025-11-30' },
      ]),
    ).toBe('2026-02-10');
    expect(lastVisitOn([])).toBeNull();
  });
});
