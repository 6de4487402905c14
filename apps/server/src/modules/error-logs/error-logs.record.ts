import { MAX_ID } from '@mhq/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import type { ServerErrorHook } from '../../http/error-handler';
import { authenticate } from '../../http/guard';
import type { RouteMeta } from '../../http/route';
import { officeById } from '../account/account.queries';
import { insertErrorLog } from './error-logs.queries';

// What the error logs keep of a failure: where it happened, who and which office it concerned, and the error itself.
// Never the request's body, headers or query: they may hold card data, passwords or tokens. The error's own text is
// cut short and scrubbed, since a failed query's message would otherwise carry the values it was given.

const MESSAGE_MAX = 2_000;
const STACK_MAX = 8_000;

/** Text that must never be kept, even inside an error's message: tokens, card-like numbers, secrets' values. */
const SCRUBS: [RegExp, string][] = [
  [/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]'],
  [/\b(?:JWT|Bearer)\s+\S+/gi, '[token]'],
  [/\b(?:\d[ -]?){12,18}\d\b/g, '[number]'],
  [
    /\b(password|passwd|token|secret|authorization|api[_-]?key|cvc|cvv)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;&]+)/gi,
    '$1$2[hidden]',
  ],
];

export function scrub(text: string, max: number): string {
  let out = text;
  for (const [pattern, replacement] of SCRUBS) out = out.replace(pattern, replacement);
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}

type Described = { name: string; message: string; stack: string | null };

/**
 * An error's name, message and stack as they may be kept. A failed query (drizzle's DrizzleQueryError) says its SQL
 * and the values it was given: only the SQL (placeholders, no values) and the database's own reason are kept.
 */
export function describeError(error: unknown): Described {
  if (!(error instanceof Error)) return { name: 'Error', message: scrub(String(error), MESSAGE_MAX), stack: null };
  const failedQuery = error as Error & { query?: unknown; params?: unknown; cause?: unknown };
  let message = error.message;
  if (typeof failedQuery.query === 'string' && 'params' in failedQuery) {
    const cause = failedQuery.cause instanceof Error ? failedQuery.cause.message : '';
    message = `${cause || 'Query failed'} (query: ${failedQuery.query})`;
  } else if (error.cause instanceof Error) {
    message = `${message} (cause: ${error.cause.message})`;
  }
  // The stack's first lines repeat the raw message: only its frames are kept, under the message as kept.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const kept = scrub(message, MESSAGE_MAX);
  return {
    name: scrub(error.name || 'Error', 200),
    message: kept,
    stack: frames.length > 0 ? scrub(`${error.name}: ${kept}\n${frames.join('\n')}`, STACK_MAX) : null,
  };
}

/** The route's pattern as the contract writes it (/api/v1/members/{id}); never the address with its query. */
const patternOf = (request: FastifyRequest): string | null => {
  const url = request.routeOptions?.url;
  return url ? url.replace(/:(\w+)/g, '{$1}') : null;
};

/** The office a route declares it acts in (its `office` field), when the request named a well-formed one. */
function declaredOffice(request: FastifyRequest): number | null {
  const meta = request.routeOptions?.config as Partial<RouteMeta> | undefined;
  const access = meta?.access;
  if (!access || access === 'public' || !access.office) return null;
  const part = { body: request.body, query: request.query, params: request.params }[access.office.in];
  const value = part && typeof part === 'object' ? (part as Record<string, unknown>)[access.office.field] : undefined;
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

/** Who called, when their session still answers; nobody otherwise (a failure here is no reason to fail again). */
async function callerOf(deps: AppDeps, request: FastifyRequest) {
  if (!request.headers.authorization) return null;
  try {
    return await authenticate(deps.database.db, deps.jwtKey, deps.clock.now(), request);
  } catch {
    return null;
  }
}

/**
 * Records a server error (a 5xx answer) with its request id, method, route pattern, status, the caller and the office
 * the route declares. Never throws: a log that cannot be written is said in the process's log, and the caller still
 * gets the answer the error handler meant. The answer carries the request id, for the user to quote to support.
 */
export function errorLogRecorder(deps: AppDeps): ServerErrorHook {
  return async (error, request, reply, status) => {
    reply.header('x-request-id', request.id);
    try {
      const caller = await callerOf(deps, request);
      const officeId = declaredOffice(request);
      const office = officeId === null ? null : await officeById(deps.database.db, officeId).catch(() => null);
      const described = describeError(error);
      await insertErrorLog(deps.database.db, {
        kind: 'request',
        requestId: String(request.id).slice(0, 100),
        method: request.method,
        route: patternOf(request),
        status,
        userId: caller?.userId ?? null,
        organizationId: office?.organizationId ?? caller?.organizationId ?? null,
        officeId: office?.id ?? null,
        errorName: described.name,
        message: described.message,
        stack: described.stack,
      });
    } catch (err) {
      request.log.error({ err }, 'the error could not be written to the error logs');
    }
  };
}

/**
 * Records a failed background job (the billing run, mail delivery) under its name. Never throws: the scheduler goes on,
 * and a log that cannot be written is said in the process's log.
 */
export async function recordJobFailure(
  db: Db,
  job: string,
  error: unknown,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  try {
    const described = describeError(error);
    await insertErrorLog(db, {
      kind: 'job',
      job: job.slice(0, 100),
      errorName: described.name,
      message: described.message,
      stack: described.stack,
    });
  } catch (err) {
    log?.error({ err, job }, 'the failed job could not be written to the error logs');
  }
}
