import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema';
import type { Ctx } from '../deps';
import { AppError, badRequest, ERROR_CODES, type ErrorCode } from './app-error';

/**
 * Idempotent writes (ARCHITECTURE.md 'HTTP API'): a request sent with an `Idempotency-Key` header claims the key
 * (a primary key on scope and key), does its work once and stores its answer. The same key again — a double click,
 * a retried network request, twenty at once — waits for the first to finish and gets the same answer, creating
 * and charging nothing more. The same key with a different request is refused (422).
 *
 * Answers the caller should see again are stored (successes and the use case's refusals: a declined card, changed
 * prices). An unexpected failure releases the key, so the same request may be tried again.
 */

const KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,255}$/;
const WAIT_STEP_MS = 40;
const WAIT_LIMIT_MS = 60_000;

const MESSAGES = {
  badKey: 'The Idempotency-Key header must be 8 to 255 letters, digits, or - _ : .',
  reused: 'This Idempotency-Key was already used for a different request.',
  stillWorking: 'The same request is still being processed. Please wait a moment and check again.',
} as const;

/** The key of a request, or null when it carries none. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !KEY_PATTERN.test(value)) throw badRequest(MESSAGES.badKey, { 'Idempotency-Key': MESSAGES.badKey });
  return value;
}

/** A stable hash of what was asked: the same body in any key order hashes alike. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

const codeOf = (status: number): ErrorCode =>
  (Object.entries(ERROR_CODES).find(([, s]) => s === status)?.[0] as ErrorCode | undefined) ?? 'INTERNAL';

/** Gives back a stored answer: the stored success, or the stored refusal thrown again. */
function replay<T>(status: number, body: unknown): T {
  if (status < 400) return body as T;
  const { _message, errors, ...extra } = (body ?? {}) as { _message?: string; errors?: Record<string, string> };
  throw new AppError(codeOf(status), _message, errors, Object.keys(extra).length > 0 ? extra : undefined);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` once per (scope, key). `scope` names the route and who calls it (an office, a user), so two callers'
 * keys never meet.
 */
export async function idempotent<T>(
  ctx: Ctx,
  claim: { scope: string; key: string | null; body: unknown },
  work: () => Promise<T>,
): Promise<T> {
  const { scope, key } = claim;
  if (key === null) return work();
  const hash = requestHash(claim.body);
  const [claimed] = await ctx.db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) return waitForFirst<T>(ctx, scope, key, hash);

  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  const store = (status: number, body: unknown) =>
    ctx.db
      .update(idempotencyKeys)
      .set({ responseStatus: status, responseBody: body, completedAt: ctx.clock.now() })
      .where(and(where, isNull(idempotencyKeys.completedAt)));
  try {
    const result = await work();
    await store(200, result);
    return result;
  } catch (err) {
    if (err instanceof AppError && err.status < 500) await store(err.status, err.body());
    else await ctx.db.delete(idempotencyKeys).where(where);
    throw err;
  }
}

async function waitForFirst<T>(ctx: Ctx, scope: string, key: string, hash: string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const [row] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    // The first request failed unexpectedly and released the key: this one may try.
    if (!row) throw new AppError('CONFLICT', MESSAGES.stillWorking);
    if (row.requestHash !== hash) throw new AppError('UNPROCESSABLE', MESSAGES.reused);
    if (row.responseStatus !== null) return replay<T>(row.responseStatus, row.responseBody);
    if (Date.now() - started > WAIT_LIMIT_MS) throw new AppError('CONFLICT', MESSAGES.stillWorking);
    await sleep(WAIT_STEP_MS);
  }
}
