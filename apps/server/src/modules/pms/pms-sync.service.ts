import type { MemberPmsSync, MemberPmsSyncResponse } from '@mhq/contract';
import { PmsWrittenMembership } from '@mhq/contract';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { officeOrganization, pmsSystemLabel } from './pms-connection.queries';
import { connectionOf } from './pms-hub';
import { type MemberWritesRow, memberWrites } from './pms-sync.queries';

// A member's write-back status (issue 28): whether their PMS chart holds their membership as it is now, what was last
// written there and when, and a change still waiting (with the hub's last failure) or refused for good. The front desk
// reads it on the member's page before trusting the discount the PMS shows.

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** The membership a written row recorded, as the contract shows it (null: taken off the chart). */
function writtenMembership(row: MemberWritesRow): MemberPmsSync['lastWritten'] {
  const at = iso(row.written_at);
  if (!at || !row.written) return null;
  const parsed = PmsWrittenMembership.nullable().safeParse(row.written.membership ?? null);
  return { at, membership: parsed.success ? parsed.data : null };
}

/** How the chart stands, from the connection and the member's latest write. */
function stateOf(writeBack: boolean | null, row: MemberWritesRow): MemberPmsSync['state'] {
  if (writeBack === null) return 'not_connected';
  if (!writeBack) return 'write_back_off';
  if (!row.chart_id) return 'not_matched';
  if (row.latest_status === 'queued' || row.latest_status === 'sending') return 'waiting';
  if (row.latest_status === 'failed') return 'refused';
  return row.latest_status === 'written' && row.written_at ? 'in_step' : 'not_written';
}

/** One member's write-back status at the office (the access guard checked the member is the office's). */
export async function memberPmsSync(ctx: Ctx, officeId: number, memberId: number): Promise<MemberPmsSyncResponse> {
  const organizationId = await officeOrganization(ctx.db, officeId);
  if (organizationId === null) throw notFound();
  const row = await memberWrites(ctx.db, organizationId, officeId, memberId);
  if (!row) throw notFound();
  const conn = await connectionOf(ctx.db, officeId);
  const live = conn?.status === 'connected' ? conn : null;
  const state = stateOf(live ? live.writeBack : null, row);
  return {
    sync: {
      memberId,
      state,
      system: live ? pmsSystemLabel(ctx.tenant.id, live.system) : null,
      chartId: row.chart_id,
      lastWritten: writtenMembership(row),
      waiting:
        state === 'waiting'
          ? {
              since: iso(row.latest_created_at) ?? '',
              attempts: row.latest_attempts ?? 0,
              nextAttemptAt: iso(row.latest_next_attempt_at) ?? '',
              lastError: row.latest_error,
            }
          : null,
      refused: state === 'refused' ? { at: iso(row.latest_updated_at) ?? '', why: row.latest_error ?? '' } : null,
    },
  };
}
