/**
 * Calendar days as 'YYYY-MM-DD' strings (the database's `date`): renewals, notice periods. A day is not an
 * instant, so the arithmetic is done on year, month and day, never on milliseconds across time zones.
 */
import { daysInMonth, parseIsoDate } from './age';

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDay = string;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function mustParse(day: IsoDay): { year: number; month: number; day: number } {
  const parsed = parseIsoDate(day);
  if (!parsed) throw new RangeError(`Not a calendar day: '${day}'`);
  return parsed;
}

/**
 * The UTC calendar day of an instant. The server keeps time in UTC (ARCHITECTURE 'Data'), so 'today' for a
 * rule that counts days is the UTC day; a practice's own time zone is at most a day off, far inside a 30-day notice.
 */
export function utcDayOf(instant: Date): IsoDay {
  return `${pad(instant.getUTCFullYear(), 4)}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())}`;
}

/** The day `days` days after (or before, when negative) a day. */
export function addDays(day: IsoDay, days: number): IsoDay {
  const { year, month, day: d } = mustParse(day);
  return utcDayOf(new Date(Date.UTC(year, month - 1, d + days)));
}

/**
 * The day `months` months after a day, kept on the same day of the month, or on the month's last day when the
 * month is shorter: 31 January plus one month is 28 (or 29) February, plus two months is 31 March. Always
 * counted from the given day, so stepping month by month from an anchor never drifts to the 28th.
 */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const { year, month, day: d } = mustParse(day);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(d, daysInMonth(y, m)))}`;
}

/** Whole days from one day to another (negative when `to` is earlier). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  const a = mustParse(from);
  const b = mustParse(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** A day as the product shows dates (spec 01 section 9 'Date format MM/dd/yyyy'). */
export function formatUsDay(day: IsoDay): string {
  const { year, month, day: d } = mustParse(day);
  return `${pad(month)}/${pad(d)}/${pad(year, 4)}`;
}
