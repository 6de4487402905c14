import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth } from './age';
import { addDays, addMonths, daysBetween, formatUsDay, utcDayOf } from './calendar';

const day = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2150-12-31T00:00:00Z'), noInvalidDate: true })
  .map(utcDayOf);

describe('calendar days', () => {
  it('reads an instant as its UTC day', () => {
    expect(utcDayOf(new Date('2025-03-01T23:59:59Z'))).toBe('2025-03-01');
    expect(utcDayOf(new Date('2025-03-02T00:00:00Z'))).toBe('2025-03-02');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-15', 30)).toBe('2026-01-14');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('adds months on the same day, or the last day of a shorter month', () => {
    expect(addMonths('2025-01-15', 1)).toBe('2025-02-15');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 2)).toBe('2025-03-31');
    expect(addMonths('2025-01-31', 3)).toBe('2025-04-30');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2025-01-10', -13)).toBe('2023-12-10');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => addDays('2025-02-29', 1)).toThrow(RangeError);
    expect(() => addMonths('31/01/2025', 1)).toThrow(RangeError);
  });

  it('counts the days between two days', () => {
    expect(daysBetween('2025-01-01', '2025-01-31')).toBe(30);
    expect(daysBetween('2025-03-31', '2025-03-01')).toBe(-30);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('shows a day as MM/dd/yyyy', () => {
    expect(formatUsDay('2025-07-04')).toBe('07/04/2025');
  });

  it('knows the length of every month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2025, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });

  it('adds days exactly as counted (property)', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -2000, max: 2000 }), (d, n) => {
        expect(daysBetween(d, addDays(d, n))).toBe(n);
      }),
    );
  });

  it('adds months to a real day in the right month, never past the original day of the month (property)', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -240, max: 240 }), (d, n) => {
        const result = addMonths(d, n);
        const [y, m, dd] = d.split('-').map(Number) as [number, number, number];
        const [ry, rm, rd] = result.split('-').map(Number) as [number, number, number];
        expect(ry * 12 + rm - (y * 12 + m)).toBe(n);
        expect(rd).toBe(Math.min(dd, daysInMonth(ry, rm)));
      }),
    );
  });
});
