import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema';
import type { Ctx } from '../deps';
import { AppError, appErrorFrom, badRequest } from './app-error';

/**
 * Idempotent writes (ARCHITECTURE.md 'HTTP API'): a request sent with an `Idempotency-Key` header claims the key
 * (a primary key on scope and key), does its work once and stores its answer. The same key again — a double click,
 * a retried network request, twenty at once — waits for the first to finish and gets the same answer, creating
 * and charging nothing more. The same key with a different request is refused (422).
 *
 * Answers the caller should see again are stored (successes and the use case's refusals: a declined card, changed
 * prices). An unexpected failure releases the key, so the same request may be tried again.
 *
 * A request that dies holding its key (a crash, a killed process) stops renewing the key's lease; the same request
 * sent again after the lease takes the key over and runs the work again. Work that asks the processor for money
 * writes what it asks first (charge intents, refunds, billing attempts, claims), so running it again finishes what
 * the dead request started rather than starting anew.
 */

const KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,255}$/;
const WAIT_STEP_MS = 40;
/** How long a duplicate waits for a request that is alive (renewing its lease) before it is told to check later. */
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

/** Gives back a stored answer: the stored success, or the stored refusal thrown again. */
function replay<T>(status: number, body: unknown): T {
  if (status < 400) return body as T;
  throw appErrorFrom(status, body);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Real time until which a request that claims or renews a key now is presumed alive. */
const leaseFrom = (ctx: Ctx) => new Date(Date.now() + ctx.config.requestLeaseMs);

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
    .values({ scope, key, requestHash: hash, createdAt: ctx.clock.now(), leaseUntil: leaseFrom(ctx) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) return waitForFirst<T>(ctx, scope, key, hash, work);
  return holding(ctx, scope, key, work);
}

/** Runs the work of a key this request holds, renewing its lease meanwhile, and stores (or releases) its answer. */
async function holding<T>(ctx: Ctx, scope: string, key: string, work: () => Promise<T>): Promise<T> {
  const where = and(
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
    isNull(idempotencyKeys.completedAt),
  );
  const renew = setInterval(() => {
    void ctx.db
      .update(idempotencyKeys)
      .set({ leaseUntil: leaseFrom(ctx) })
      .where(where)
      .catch(() => undefined);
  }, ctx.config.requestLeaseMs / 3);
  const store = (status: number, body: unknown) =>
    ctx.db
      .update(idempotencyKeys)
      .set({ responseStatus: status, responseBody: body, completedAt: ctx.clock.now() })
      .where(where);
  try {
    const result = await work();
    clearInterval(renew);
    await store(200, result);
    return result;
  } catch (err) {
    clearInterval(renew);
    if (err instanceof AppError && err.status < 500) await store(err.status, err.body());
    else await ctx.db.delete(idempotencyKeys).where(where);
    throw err;
  } finally {
    clearInterval(renew);
  }
}

/** Takes over a key whose request stopped renewing its lease (it died); true when this request now holds it. */
async function takeOver(ctx: Ctx, scope: string, key: string): Promise<boolean> {
  const taken = await ctx.db
    .update(idempotencyKeys)
    .set({ leaseUntil: leaseFrom(ctx) })
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.completedAt),
        or(isNull(idempotencyKeys.leaseUntil), lt(idempotencyKeys.leaseUntil, new Date())),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

async function waitForFirst<T>(ctx: Ctx, scope: string, key: string, hash: string, work: () => Promise<T>): Promise<T> {
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
    // The request holding the key died: this one finishes its work.
    if ((row.leaseUntil === null || row.leaseUntil.getTime() < Date.now()) && (await takeOver(ctx, scope, key))) {
      return holding(ctx, scope, key, work);
    }
    if (Date.now() - started > WAIT_LIMIT_MS) throw new AppError('CONFLICT', MESSAGES.stillWorking);
    await sleep(WAIT_STEP_MS);
  }
}
