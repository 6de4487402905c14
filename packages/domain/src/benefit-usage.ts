import { addDays, addMonths, type IsoDay } from './calendar';
import { canonicalProcedureCode } from './usual-fees';

// A member's use of their plan's included care (issue 28): the plan lists what it includes per year (price codes with
// quantities); the practice-management system records what was done. What a member has left is what the plan includes
// this plan year less what the PMS shows done in it. Codes count exactly: an adult cleaning (D1110) never uses up a
// child cleaning (D1120), since a plan lists the one it means.

/** One service a plan includes each plan year (its `price_codes`). */
export type IncludedCode = { code: string; quantity: number };

/** A procedure the PMS recorded as done. */
export type DoneProcedure = { code: string; on: IsoDay };

/** From the last anniversary of the membership's start to the day before the next, both days included. */
export type PlanYear = { from: IsoDay; to: IsoDay };

export type ServiceUse = {
  code: string;
  name: string;
  included: number;
  /** Done this plan year; may pass `included` (a visit paid for apart from the plan). */
  used: number;
  /** The days they were done, latest first. */
  usedOn: IsoDay[];
};

export type BenefitUse = { services: ServiceUse[]; remaining: number };

/**
 * The plan year `today` falls in for a membership started on `start`: anniversaries are counted from the start itself,
 * so a membership started on 29 February runs its years from 28 February in other years and from 29 February again
 * in leap years. Before the start (a plan dated ahead), the first year.
 */
export function planYearOf(start: IsoDay, today: IsoDay): PlanYear {
  if (today <= start) return { from: start, to: addDays(addMonths(start, 12), -1) };
  let years = Math.max(0, Number(today.slice(0, 4)) - Number(start.slice(0, 4)));
  while (years > 0 && addMonths(start, years * 12) > today) years--;
  while (addMonths(start, (years + 1) * 12) <= today) years++;
  return { from: addMonths(start, years * 12), to: addDays(addMonths(start, (years + 1) * 12), -1) };
}

/** Days from `today` to the plan year's last day, counting that day (1 on the last day). */
export function daysLeftInYear(year: PlanYear, today: IsoDay): number {
  const ms = Date.parse(`${year.to}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000) + 1);
}

/** A plan's included services, one per code (a code listed twice adds up), in the plan's order, without zeros. */
export function includedCodes(priceCodes: readonly IncludedCode[]): IncludedCode[] {
  const byCode = new Map<string, number>();
  for (const { code, quantity } of priceCodes) {
    if (!(quantity > 0)) continue;
    const key = canonicalProcedureCode(code);
    byCode.set(key, (byCode.get(key) ?? 0) + Math.floor(quantity));
  }
  return [...byCode].map(([code, quantity]) => ({ code, quantity }));
}

/**
 * What the member used of each included service in the plan year, and the visits left: each service's included
 * quantity less its use, never below zero (an extra cleaning does not pay back a missing exam).
 */
export function benefitUse(
  priceCodes: readonly IncludedCode[],
  done: readonly DoneProcedure[],
  year: PlanYear,
  nameOf: (code: string) => string,
): BenefitUse {
  const inYear = done.filter((p) => p.on >= year.from && p.on <= year.to);
  const services = includedCodes(priceCodes).map(({ code, quantity }) => {
    const usedOn = inYear
      .filter((p) => canonicalProcedureCode(p.code) === code)
      .map((p) => p.on)
      .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    return { code, name: nameOf(code), included: quantity, used: usedOn.length, usedOn };
  });
  const remaining = services.reduce((sum, s) => sum + Math.max(0, s.included - s.used), 0);
  return { services, remaining };
}

/** The latest day any of the procedures was done, or null. */
export function lastVisitOn(done: readonly DoneProcedure[]): IsoDay | null {
  return done.reduce<IsoDay | null>((latest, p) => (latest === null || p.on > latest ? p.on : latest), null);
}
