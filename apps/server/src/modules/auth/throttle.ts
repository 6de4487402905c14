import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { type AttemptKind, countFailures } from './auth.queries';

type Limits = { windowMs: number; perAccount?: number; perAddress?: number };

/**
 * Refuses once the account (email from this address, or from anywhere when `accountAnywhere`) or the address has
 * used up its attempts within the window. Call it inside the transaction that holds lockAttempts for the same
 * kind, email and address, so parallel requests cannot all slip past the count.
 */
export async function throttle(
  db: Db,
  kind: AttemptKind,
  who: { email: string; ip: string },
  limits: Limits,
  now: Date,
  opts: { includeSuccesses: boolean; accountAnywhere?: boolean; what: string },
): Promise<AppError | null> {
  const since = new Date(now.getTime() - limits.windowMs);
  const checks: [number | undefined, { email?: string; ip?: string }][] = [
    [limits.perAccount, opts.accountAnywhere ? { email: who.email } : { email: who.email, ip: who.ip }],
    [limits.perAddress, { ip: who.ip }],
  ];
  for (const [limit, by] of checks) {
    if (limit === undefined) continue;
    const used = await countFailures(db, kind, since, { ...by, includeSuccesses: opts.includeSuccesses });
    if (used.n >= limit) {
      const from = used.oldest ?? now;
      const minutes = Math.max(1, Math.ceil((from.getTime() + limits.windowMs - now.getTime()) / 60_000));
      return new AppError(
        'TOO_MANY_REQUESTS',
        `${opts.what} Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      );
    }
  }
  return null;
}
