import { describe, expect, it } from 'vitest';
import { householdStatus, monthlyCounts } from './business-months';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("an employer's households by month", () => {
  it('says late before active, active before canceled, and not started for a household with no running plan', () => {
    expect(householdStatus(['active', 'late'])).toBe('late');
    expect(householdStatus(['canceled', 'active'])).toBe('active');
    expect(householdStatus(['canceled', 'other'])).toBe('canceled');
    expect(householdStatus(['other'])).toBe('pending');
    expect(householdStatus(null)).toBe('pending');
  });

  it('counts enrolments in their month, and a membership as active until the month it was canceled', () => {
    const now = at('2026-11-20');
    const report = monthlyCounts(
      [
        { enrolledAt: at('2026-09-05'), canceledAt: null, status: 'active' },
        { enrolledAt: at('2026-09-20'), canceledAt: at('2026-10-10'), status: 'canceled' },
        { enrolledAt: at('2026-11-02'), canceledAt: null, status: 'late' },
        { enrolledAt: at('2026-11-03'), canceledAt: null, status: 'pending' },
        // Older than the window: counted in the totals and as active, never as enrolled in a shown month.
        { enrolledAt: at('2025-01-15'), canceledAt: null, status: 'active' },
      ],
      now,
    );
    expect(report.months).toHaveLength(12);
    expect(report.months[0]?.month).toBe('2025-12');
    const month = (m: string) => report.months.find((r) => r.month === m);
    expect(month('2026-09')).toEqual({ month: '2026-09', enrolled: 2, active: 3 });
    expect(month('2026-10')).toEqual({ month: '2026-10', enrolled: 0, active: 2 });
    expect(month('2026-11')).toEqual({ month: '2026-11', enrolled: 2, active: 3 });
    expect(report.totals).toEqual({ enrolled: 5, active: 2, late: 1, canceled: 1 });
  });
});
