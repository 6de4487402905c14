import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from './calendar';
import { periodEnd } from './enrolment';
import {
  type DrawInput,
  drawSchedule,
  GUARANTEE_COMMITMENT_MONTHS,
  guaranteeClaimRefusal,
  guaranteedMonthCents,
  guaranteeEnrolmentRefusal,
} from './guarantee';

/** Monthly periods paid back to back from `start`, as the billing run chains them (31 Jan, 28 Feb, 28 Mar, ...). */
function chained(start: string, count: number) {
  const periods: { start: string; end: string }[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    const end = periodEnd(at, 'monthly');
    periods.push({ start: at, end });
    at = end;
  }
  return { periods, next: at };
}

const base = (over: Partial<DrawInput>): DrawInput => ({
  start: '2026-01-15',
  term: 'monthly',
  priceCents: 2900,
  perMemberMonthCents: 100,
  paid: [],
  unpaidFrom: null,
  today: '2026-01-15',
  ...over,
});

describe('the draw schedule of a guaranteed plan', () => {
  it('pays, for a plan that stopped after five payments, the seven months left of its year, each less the fee', () => {
    // $29.00 a month, $1.00 of it the platform's: the practice would have received $28.00 a month.
    const { periods, next } = chained('2026-01-15', 5);
    const s = drawSchedule(base({ paid: periods, unpaidFrom: next, today: '2026-07-01' }));
    expect(s).toMatchObject({ commitmentYear: 1, yearStart: '2026-01-15', yearEnd: '2027-01-15' });
    expect(s.months.map((m) => m.status)).toEqual([...Array(5).fill('paid'), ...Array(7).fill('unpaid')]);
    expect(s.months[5]).toEqual({ start: '2026-06-15', end: '2026-07-15', status: 'unpaid', amountCents: 2800 });
    expect(s).toMatchObject({ guaranteedCents: 7 * 2800, unpaidMonths: 7 });
  });

  it('counts months from the start day, so a plan started on 31 January keeps its year whatever its periods drift to', () => {
    // The billing run's periods drift to the 28th after February; the schedule's months stay on the 31st (or last day).
    const { periods, next } = chained('2026-01-31', 3);
    expect(next).toBe('2026-04-28');
    const s = drawSchedule(base({ start: '2026-01-31', paid: periods, unpaidFrom: next, today: '2026-05-20' }));
    expect(s.months.slice(0, 4).map((m) => [m.start, m.status])).toEqual([
      ['2026-01-31', 'paid'],
      ['2026-02-28', 'paid'],
      ['2026-03-31', 'paid'],
      ['2026-04-30', 'unpaid'],
    ]);
    expect(s.months.at(-1)?.end).toBe('2027-01-31');
    expect(s.unpaidMonths).toBe(9);
  });

  it('starts a new commitment year at the anniversary: a plan that stops on its 13th payment is owed twelve months', () => {
    const { periods, next } = chained('2025-03-10', 12);
    expect(next).toBe('2026-03-10');
    const s = drawSchedule(base({ start: '2025-03-10', paid: periods, unpaidFrom: next, today: '2026-03-30' }));
    expect(s).toMatchObject({
      commitmentYear: 2,
      yearStart: '2026-03-10',
      unpaidMonths: 12,
      guaranteedCents: 12 * 2800,
    });
  });

  it('shows a running plan its paid and upcoming months, and nothing owed', () => {
    const { periods } = chained('2026-01-15', 3);
    const s = drawSchedule(base({ paid: periods, today: '2026-03-20' }));
    expect(s.months.map((m) => m.status)).toEqual([...Array(3).fill('paid'), ...Array(9).fill('upcoming')]);
    expect(s.guaranteedCents).toBe(0);
  });

  it('marks the months a claim paid as claimed, and owes nothing more', () => {
    const { periods, next } = chained('2026-01-15', 4);
    const s = drawSchedule(base({ paid: periods, unpaidFrom: null, claimedFrom: next, today: '2026-06-01' }));
    expect(s.months.map((m) => m.status)).toEqual([...Array(4).fill('paid'), ...Array(8).fill('claimed')]);
    expect(s.guaranteedCents).toBe(0);
  });

  it('leaves a month written off when the plan was started again from a later day as missed, never claimed', () => {
    // Paid Jan to Mar; April missed; the desk charged one period from 10 May; then the payments stopped.
    const paid = [...chained('2026-01-15', 3).periods, ...chained('2026-05-10', 1).periods];
    const s = drawSchedule(base({ paid, unpaidFrom: '2026-06-10', today: '2026-07-01' }));
    expect(s.months.slice(0, 6).map((m) => m.status)).toEqual(['paid', 'paid', 'paid', 'missed', 'paid', 'unpaid']);
    expect(s.unpaidMonths).toBe(7);
  });

  it('is empty for an annual plan, which is never guaranteed', () => {
    expect(drawSchedule(base({ term: 'annual', unpaidFrom: '2026-01-15' }))).toMatchObject({
      months: [],
      guaranteedCents: 0,
    });
  });

  it('never pays a month less than nothing: a price below the fee is owed nothing', () => {
    expect(guaranteedMonthCents(80, 100)).toBe(0);
    expect(guaranteedMonthCents(2900, 0)).toBe(2900);
  });

  const day = fc
    .integer({ min: 0, max: 3000 })
    .map((n) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));

  it('owes at most twelve months, never a negative amount, exactly the unpaid months, in whole cents', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 400_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 30 }),
        (start, paidCount, price, fee, owing, monthsLater) => {
          const { periods, next } = chained(start, paidCount);
          const unpaidFrom = owing ? next : null;
          const s = drawSchedule({
            start,
            term: 'monthly',
            priceCents: price,
            perMemberMonthCents: fee,
            paid: periods,
            unpaidFrom,
            today: addMonths(next, monthsLater),
          });
          expect(s.months).toHaveLength(GUARANTEE_COMMITMENT_MONTHS);
          expect(s.unpaidMonths).toBeLessThanOrEqual(GUARANTEE_COMMITMENT_MONTHS);
          expect(s.guaranteedCents).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(s.guaranteedCents)).toBe(true);
          const unpaid = s.months.filter((m) => m.status === 'unpaid');
          expect(s.guaranteedCents).toBe(unpaid.reduce((sum, m) => sum + m.amountCents, 0));
          // The months are one year, back to back, from an anniversary of the start.
          expect(s.months[0]?.start).toBe(s.yearStart);
          expect(s.months.at(-1)?.end).toBe(s.yearEnd);
          s.months.slice(1).forEach((m, i) => {
            expect(m.start).toBe(s.months[i]?.end);
          });
          // Owing from a day, every later month of the year is owed too; nothing is owed without an unpaid day.
          const firstUnpaid = s.months.findIndex((m) => m.status === 'unpaid');
          if (firstUnpaid >= 0) expect(s.months.slice(firstUnpaid).every((m) => m.status === 'unpaid')).toBe(true);
          if (unpaidFrom === null) expect(s.guaranteedCents).toBe(0);
        },
      ),
    );
  });
});

describe('claiming the guarantee', () => {
  it('is for a guaranteed plan whose payments stopped, once a commitment year', () => {
    expect(guaranteeClaimRefusal({ status: 'delinquent_gpp', guaranteed: true, claimed: false })).toBeNull();
    expect(guaranteeClaimRefusal({ status: 'past_due', guaranteed: true, claimed: false })).toBe(
      "The guarantee is claimed once a guaranteed plan's payments have stopped (Delinquent (Guaranteed)); this plan is Late.",
    );
    expect(guaranteeClaimRefusal({ status: 'delinquent_gpp', guaranteed: true, claimed: true })).toMatch(/already/);
    expect(guaranteeClaimRefusal({ status: 'delinquent', guaranteed: false, claimed: false })).toMatch(/not under/);
  });
});

describe("the office's enrolment in the guarantee", () => {
  it('needs payouts on and the terms accepted, the first time only', () => {
    expect(guaranteeEnrolmentRefusal({ enrolled: false, payoutsOn: false, acceptTerms: true })).toMatch(/payout/);
    expect(guaranteeEnrolmentRefusal({ enrolled: false, payoutsOn: true, acceptTerms: false })).toMatch(/accept/);
    expect(guaranteeEnrolmentRefusal({ enrolled: false, payoutsOn: true, acceptTerms: true })).toBeNull();
    expect(guaranteeEnrolmentRefusal({ enrolled: true, payoutsOn: true, acceptTerms: false })).toBeNull();
    expect(guaranteeEnrolmentRefusal({ enrolled: true, payoutsOn: false, acceptTerms: false })).toMatch(/payout/);
  });
});
