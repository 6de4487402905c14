import { eq } from 'drizzle-orm';
import { simPracticeKey } from '../../adapters/pms/simulated-pms';
import type { Db } from '../../db/connection';
import {
  members,
  pmsConnections,
  pmsMatchCandidates,
  pmsWrites,
  simPmsLedger,
  simPmsPatients,
  simPmsPractices,
  simPmsProcedures,
} from '../../db/schema';

/**
 * Takes the demo's PMS away from an office (the demo seed connects Downtown and fills Uptown's PMS), for a test that
 * starts from an office that never connected. The connection goes first, so clearing the charts queues no writes.
 */
export async function withoutDemoPms(db: Db, officeId: number): Promise<void> {
  const practiceKey = simPracticeKey(officeId);
  await db.delete(pmsConnections).where(eq(pmsConnections.officeId, officeId));
  await db.delete(pmsMatchCandidates).where(eq(pmsMatchCandidates.officeId, officeId));
  await db.delete(pmsWrites).where(eq(pmsWrites.officeId, officeId));
  await db.update(members).set({ chartId: null }).where(eq(members.officeId, officeId));
  for (const table of [simPmsProcedures, simPmsLedger, simPmsPatients]) {
    await db.delete(table).where(eq(table.practiceKey, practiceKey));
  }
  await db.delete(simPmsPractices).where(eq(simPmsPractices.practiceKey, practiceKey));
}
