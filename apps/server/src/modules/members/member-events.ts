import type { Db } from '../../db/connection';
import { insertRows } from '../../db/rows';
import { memberEvents } from '../../db/schema';

/** One entry of a member's history, in the office's words (what getMemberHistory shows). */
export type MemberEventEntry = {
  organizationId: number;
  memberId: number;
  subscriptionId?: number | null;
  actorUserId: number | null;
  /** What happened, as a code: 'note.added', 'plan.changed', 'subscription.canceled', ... */
  kind: string;
  /** The event in a sentence: 'Plan changed from Adult Wellness to Perio Maintenance at renewal on 01/05/2027.' */
  summary: string;
  detail?: Record<string, unknown>;
  at: Date;
};

/** Writes entries of members' histories, in the caller's transaction: one statement whatever their number. */
export async function recordMemberEvents(db: Db, entries: readonly MemberEventEntry[]): Promise<void> {
  await insertRows(
    db,
    memberEvents,
    entries.map((e) => ({
      organizationId: e.organizationId,
      memberId: e.memberId,
      subscriptionId: e.subscriptionId ?? null,
      actorUserId: e.actorUserId,
      kind: e.kind,
      summary: e.summary,
      detail: e.detail ?? null,
      at: e.at,
    })),
  );
}
