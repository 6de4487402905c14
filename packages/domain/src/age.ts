/** A member's age from the date of birth, as the plan picker needs it (spec 01 and 02 section 5 'Plan picker'). */

type CalendarDate = { year: number; month: number; day: number };

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The number of days in a month (1 to 12) of a year. */
export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Reads 'YYYY-MM-DD' as a calendar day; null unless it is a real date (no 2023-02-29, no 2024-13-01). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * A Date is an instant, not a day: it is read as the calendar day it falls on in the running
 * program's time zone (today for the person looking at the screen). Pass 'YYYY-MM-DD' to be exact.
 */
function toCalendarDate(value: string | Date): CalendarDate | null {
  if (typeof value === 'string') return parseIsoDate(value);
  if (Number.isNaN(value.getTime())) return null;
  return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
}

/**
 * Age in whole years on a given day: the number of birthdays that have come by then.
 *
 * Someone born on 29 February turns a year older on 1 March in a common year, as in England and Wales
 * and in Hong Kong (Age of Majority (Related Provisions) Ordinance, Cap. 410, s. 5): the anniversary
 * has not come while 28 February lasts. (New Zealand and Taiwan use 28 February instead.) The rule
 * falls out of comparing (month, day) pairs, so it needs no special case.
 *
 * Null when either date is not a real date, or the day is before the birth: no age can be offered a plan.
 */
export function ageOn(birthDate: string, onDate: string | Date): number | null {
  const birth = parseIsoDate(birthDate);
  const on = toCalendarDate(onDate);
  if (!birth || !on) return null;
  const birthdayPassed = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  const age = on.year - birth.year - (birthdayPassed ? 0 : 1);
  return age < 0 ? null : age;
}
