import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { simTokenRequests } from '../../db/schema';

/**
 * How many requests one client address may make to the simulated processor's token endpoints in a window. A
 * person adding a card or a bank account makes a handful, retries included; a script trying card numbers makes
 * hundreds. Real processors limit their tokenization the same way (it is where stolen cards get tested).
 */
export const SIM_TOKEN_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts this request against its address's current window and says whether it may go on. One upsert counts
 * atomically, so parallel requests cannot all slip past the count, in every server process alike.
 */
export async function countTokenRequest(db: Db, clientIp: string, now: Date): Promise<LimitVerdict> {
  const { max, windowMs } = SIM_TOKEN_LIMIT;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(simTokenRequests)
    .values({ clientIp, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [simTokenRequests.clientIp, simTokenRequests.windowStart],
      set: { hits: sql`${simTokenRequests.hits} + 1` },
    })
    .returning({ hits: simTokenRequests.hits });
  // Windows before the previous one count for nothing any more.
  await db.delete(simTokenRequests).where(lt(simTokenRequests.windowStart, new Date(windowStart.getTime() - windowMs)));
  if ((row?.hits ?? 0) <= max) return { allowed: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: false, retryAfterSeconds };
}
