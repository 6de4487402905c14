import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';

// What the write-back queue (pms_writes) holds for one member: their chart now, the latest membership write that is
// not superseded, and the last one written to that chart.

export type MemberWritesRow = {
  chart_id: string | null;
  latest_status: string | null;
  latest_created_at: Date | string | null;
  latest_updated_at: Date | string | null;
  latest_attempts: number | null;
  latest_next_attempt_at: Date | string | null;
  latest_error: string | null;
  written_at: Date | string | null;
  written: { chartId?: string; membership?: Record<string, unknown> | null } | null;
};

/** The member's chart and membership writes in the office; null when the office has no such member. */
export async function memberWrites(
  db: Db,
  organizationId: number,
  officeId: number,
  memberId: number,
): Promise<MemberWritesRow | null> {
  // A 'skipped' row was superseded by a newer one or had nothing to write: it says nothing of the chart.
  const [row] = await queryRows<MemberWritesRow>(
    db,
    sql`select m.chart_id,
          latest.status as latest_status, latest.created_at as latest_created_at,
          latest.updated_at as latest_updated_at, latest.attempts as latest_attempts,
          latest.next_attempt_at as latest_next_attempt_at, latest.last_error as latest_error,
          done.written_at, done.written
        from members m
        left join lateral (
          select w.status, w.created_at, w.updated_at, w.attempts, w.next_attempt_at, w.last_error from pms_writes w
          where w.organization_id = m.organization_id and w.office_id = m.office_id and w.member_id = m.id
            and w.kind = 'membership' and w.status <> 'skipped'
          order by w.id desc limit 1
        ) latest on true
        left join lateral (
          select w.written_at, w.written from pms_writes w
          where w.organization_id = m.organization_id and w.office_id = m.office_id and w.member_id = m.id
            and w.kind = 'membership' and w.status = 'written' and w.written->>'chartId' = m.chart_id
          order by w.written_at desc, w.id desc limit 1
        ) done on true
        where m.organization_id = ${organizationId} and m.office_id = ${officeId} and m.id = ${memberId}`,
  );
  return row ?? null;
}
