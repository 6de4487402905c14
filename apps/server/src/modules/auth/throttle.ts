import { LOGIN_THROTTLE } from '@mhq/domain';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { type AttemptKind, countFailures } from './auth.queries';

type Limits = { windowMs: number; perAccount?: number; perAddress?: number };

/** One count that refuses at its limit: whose attempts it counts, and what the refusal says. */
type Check = { limit: number | undefined; by: { email?: string; ip?: string }; what: string };

/**
 * Sign-in failures within the window, after NIST SP 800-63B (5.2.2): counted per account from one address (a user's
 * own typos, or a guesser at one address), per account from anywhere (guessing spread over many addresses), and per
 * address over all accounts with a ceiling so high that the typos of the people of one office, who share an address,
 * never lock out their colleagues.
 */
export const SIGN_IN_THROTTLE = LOGIN_THROTTLE;

const ACCOUNT_LOCKED = 'Too many failed sign-in attempts for this account.';
const ADDRESS_LOCKED = 'Too many failed sign-in attempts from this network.';

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
  const checks: Check[] = [
    {
      limit: limits.perAccount,
      by: opts.accountAnywhere ? { email: who.email } : { email: who.email, ip: who.ip },
      what: opts.what,
    },
    { limit: limits.perAddress, by: { ip: who.ip }, what: opts.what },
  ];
  return firstRefusal(db, kind, checks, limits.windowMs, now, opts.includeSuccesses);
}

/**
 * Refuses a sign-in once any of SIGN_IN_THROTTLE's counts is used up. Call it inside the transaction that holds
 * lockAttempts('login', email, ip): the account lock serializes both per-account counts, the address lock the
 * per-address one, so parallel guesses cannot all slip past.
 */
export async function throttleSignIn(db: Db, who: { email: string; ip: string }, now: Date): Promise<AppError | null> {
  const checks: Check[] = [
    { limit: SIGN_IN_THROTTLE.perAccountAndAddress, by: who, what: ACCOUNT_LOCKED },
    { limit: SIGN_IN_THROTTLE.perAccount, by: { email: who.email }, what: ACCOUNT_LOCKED },
    { limit: SIGN_IN_THROTTLE.perAddress, by: { ip: who.ip }, what: ADDRESS_LOCKED },
  ];
  return firstRefusal(db, 'login', checks, SIGN_IN_THROTTLE.windowMs, now, false);
}

/** The refusal of the first check whose limit is reached, saying when the window frees up. */
async function firstRefusal(
  db: Db,
  kind: AttemptKind,
  checks: Check[],
  windowMs: number,
  now: Date,
  includeSuccesses: boolean,
): Promise<AppError | null> {
  const since = new Date(now.getTime() - windowMs);
  for (const { limit, by, what } of checks) {
    if (limit === undefined) continue;
    const used = await countFailures(db, kind, since, { ...by, includeSuccesses });
    if (used.n >= limit) {
      const from = used.oldest ?? now;
      const minutes = Math.max(1, Math.ceil((from.getTime() + windowMs - now.getTime()) / 60_000));
      return new AppError(
        'TOO_MANY_REQUESTS',
        `${what} Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      );
    }
  }
  return null;
}
