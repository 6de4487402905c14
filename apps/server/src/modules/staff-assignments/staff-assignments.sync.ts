import type { Db } from '../../db/connection';
import { syncGroupAssignments } from '../locations/groups.service';
import { markGranted, officeLinks } from './staff-assignments.queries';

/**
 * Runs the locations module's group sync for each group (every user assigned to a group works at each of its
 * locations) and marks the office_users rows it created as given by a group, so taking the group away takes them
 * back. Rows that already existed keep their standing (a direct assignment stays direct).
 */
export async function groupSync(tx: Db, organizationId: number, groupIds: readonly number[]): Promise<void> {
  if (groupIds.length === 0) return;
  const key = (l: { userId: number; officeId: number }) => `${l.userId}:${l.officeId}`;
  const before = new Set((await officeLinks(tx, organizationId)).map(key));
  for (const groupId of groupIds) await syncGroupAssignments(tx, organizationId, groupId);
  const created = (await officeLinks(tx, organizationId)).filter((l) => !before.has(key(l)));
  await markGranted(tx, organizationId, created);
}
