import { and, eq } from 'drizzle-orm';
import { type PmsPort, type PmsPractice, PmsRefused, PmsUnavailable } from '../../adapters/pms/pms.port';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { pmsConnections } from '../../db/schema';
import { AppError } from '../../http/app-error';

// The one way the PMS module reaches the hub for an office: its connection, and each call's outcome recorded as the
// connection's health (last answer, last failure), so the settings page tells the truth about the link.

export type PmsConnectionRow = typeof pmsConnections.$inferSelect;

export const PMS_WORDS = {
  notConnected: 'This office is not connected to a practice-management system. Connect it in Settings > PMS.',
  unavailable:
    'The practice-management system is not answering right now. Nothing was changed; please try again in a few minutes.',
} as const;

/** The office's connection row, whatever its status; null when it never connected. */
export async function connectionOf(db: Db, officeId: number): Promise<PmsConnectionRow | null> {
  const [row] = await db.select().from(pmsConnections).where(eq(pmsConnections.officeId, officeId)).limit(1);
  return row ?? null;
}

/** The office's live connection, or null when it has none or it is disconnected or failed. */
export async function liveConnectionOf(db: Db, officeId: number): Promise<PmsConnectionRow | null> {
  const row = await connectionOf(db, officeId);
  return row?.status === 'connected' ? row : null;
}

/** The office's live connection, or 409 saying how to connect. */
export async function requireConnection(db: Db, officeId: number): Promise<PmsConnectionRow> {
  const row = await liveConnectionOf(db, officeId);
  if (!row) throw new AppError('CONFLICT', PMS_WORDS.notConnected);
  return row;
}

/** Records the hub's answer (or failure) on the connection. */
async function recordHealth(db: Db, conn: PmsConnectionRow, at: Date, error: string | null) {
  await db
    .update(pmsConnections)
    .set(
      error === null ? { lastSyncAt: at, lastError: null, lastErrorAt: null } : { lastError: error, lastErrorAt: at },
    )
    .where(and(eq(pmsConnections.organizationId, conn.organizationId), eq(pmsConnections.officeId, conn.officeId)));
}

/**
 * Calls the hub for the office and records how it went. A hub that does not answer or refuses becomes a 503 with plain
 * words (nothing was changed) unless `raw` asks for the adapter's own error (the delivery job decides on retries).
 */
export async function callHub<T>(
  deps: { db: Db; clock: Clock; pms: PmsPort },
  conn: PmsConnectionRow,
  call: (pms: PmsPort, practice: PmsPractice) => Promise<T>,
  raw = false,
): Promise<T> {
  try {
    const answer = await call(deps.pms, { practiceKey: conn.practiceKey });
    await recordHealth(deps.db, conn, deps.clock.now(), null);
    return answer;
  } catch (err) {
    if (!(err instanceof PmsUnavailable || err instanceof PmsRefused)) throw err;
    await recordHealth(deps.db, conn, deps.clock.now(), err.message);
    if (raw) throw err;
    throw new AppError('UNAVAILABLE', err instanceof PmsUnavailable ? PMS_WORDS.unavailable : err.message);
  }
}
