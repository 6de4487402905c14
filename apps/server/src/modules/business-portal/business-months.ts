import type { BusinessMemberStatus, BusinessReportResponse } from '@mhq/contract';

// An employer's monthly counts, from its households' enrolment dates, statuses and cancellation dates.

/** A household's status in the employer's words, from its members' summary statuses (late wins, as on the list). */
export function householdStatus(summaries: readonly string[] | null): BusinessMemberStatus {
  const all = summaries ?? [];
  if (all.includes('late')) return 'late';
  if (all.includes('active')) return 'active';
  if (all.includes('canceled')) return 'canceled';
  return 'pending';
}

export type HouseholdDates = { enrolledAt: Date; canceledAt: Date | null; status: BusinessMemberStatus };

const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/**
 * The last `count` months up to `now`'s: employees enrolled in each, and those whose membership ran at its end (today
 * for this month). A late household still runs; a canceled one stopped when it was canceled; one not started never ran.
 */
export function monthlyCounts(households: readonly HouseholdDates[], now: Date, count = 12): BusinessReportResponse {
  const months: BusinessReportResponse['months'] = [];
  for (let back = count - 1; back >= 0; back--) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const end = next < now ? next : now;
    const enrolled = households.filter((h) => h.enrolledAt >= start && h.enrolledAt < next).length;
    const active = households.filter((h) => {
      if (h.status === 'pending' || h.enrolledAt >= end) return false;
      if (h.status !== 'canceled') return true;
      return h.canceledAt !== null && h.canceledAt >= end;
    }).length;
    months.push({ month: monthKey(start), enrolled, active });
  }
  const counted = (s: BusinessMemberStatus) => households.filter((h) => h.status === s).length;
  return {
    months,
    totals: {
      enrolled: households.length,
      active: counted('active'),
      late: counted('late'),
      canceled: counted('canceled'),
    },
  };
}
