import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, parseIsoDate } from './age';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const addDays = (day: string, days: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The day someone born on `birth` has their birthday in `year`: 1 March for a leap-day birth in a common year. */
const birthdayIn = (birth: string, year: number) =>
  birth.endsWith('-02-29') && !isLeap(year) ? `${year}-03-01` : `${year}${birth.slice(4)}`;

const day = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map(iso);
const leapDayBirth = fc
  .integer({ min: 1900, max: 2096 })
  .filter(isLeap)
  .map((y) => `${y}-02-29`);
const birthDay = fc.oneof(day, leapDayBirth);

describe('ageOn (spec 02 section 5, age from birth date)', () => {
  it('counts whole years, turning over on the birthday itself', () => {
    expect(ageOn('2015-06-15', '2024-06-14')).toBe(8);
    expect(ageOn('2015-06-15', '2024-06-15')).toBe(9);
    expect(ageOn('2015-06-15', '2024-12-31')).toBe(9);
  });

  it('is 0 on the day of birth and through the first year', () => {
    expect(ageOn('2024-03-10', '2024-03-10')).toBe(0);
    expect(ageOn('2024-03-10', '2025-03-09')).toBe(0);
  });

  it('ages a leap-day baby on 1 March in a common year', () => {
    expect(ageOn('2012-02-29', '2023-02-28')).toBe(10);
    expect(ageOn('2012-02-29', '2023-03-01')).toBe(11);
  });

  it('ages a leap-day baby on 29 February in a leap year', () => {
    expect(ageOn('2012-02-29', '2024-02-28')).toBe(11);
    expect(ageOn('2012-02-29', '2024-02-29')).toBe(12);
  });

  it('reads a Date as its calendar day in the local time zone', () => {
    expect(ageOn('2015-06-15', new Date(2024, 5, 14, 23, 59))).toBe(8);
    expect(ageOn('2015-06-15', new Date(2024, 5, 15, 0, 1))).toBe(9);
  });

  it('gives no age for a date that is not real, malformed, or before the birth', () => {
    expect(ageOn('2023-02-29', '2024-01-01')).toBeNull();
    expect(ageOn('2015-13-01', '2024-01-01')).toBeNull();
    expect(ageOn('06/15/2015', '2024-01-01')).toBeNull();
    expect(ageOn('', '2024-01-01')).toBeNull();
    expect(ageOn('2015-06-15', 'today')).toBeNull();
    expect(ageOn('2015-06-15', new Date(Number.NaN))).toBeNull();
    expect(ageOn('2015-06-15', '2015-06-14')).toBeNull();
  });

  it('is never negative from the day of birth on', () => {
    fc.assert(
      fc.property(birthDay, fc.nat({ max: 80_000 }), (birth, later) => {
        const age = ageOn(birth, addDays(birth, later));
        expect(age).not.toBeNull();
        expect(age).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('goes up by exactly 1 across each birthday, leap-day births included', () => {
    fc.assert(
      fc.property(birthDay, fc.integer({ min: 1, max: 120 }), (birth, years) => {
        const year = Number(birth.slice(0, 4)) + years;
        const birthday = birthdayIn(birth, year);
        expect(ageOn(birth, birthday)).toBe(years);
        expect(ageOn(birth, addDays(birthday, -1))).toBe(years - 1);
      }),
    );
  });

  it('never goes down and rises by at most 1 from one day to the next', () => {
    fc.assert(
      fc.property(birthDay, fc.nat({ max: 40_000 }), (birth, later) => {
        const today = addDays(birth, later);
        const step = (ageOn(birth, addDays(today, 1)) ?? 0) - (ageOn(birth, today) ?? 0);
        expect([0, 1]).toContain(step);
      }),
    );
  });
});

describe('parseIsoDate', () => {
  it('accepts 29 February only in a leap year', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('1900-02-29')).toBeNull();
    expect(parseIsoDate('2024-04-31')).toBeNull();
  });
});
