// The members benchmark's ways of asking one question: through the API (a real server, signed in); the server's
// own use case run in this process (every statement the route runs, without HTTP); and the page (and count)
// statements alone, built by the server's modules (member-search.queries.ts, member-filters.sql.ts) and run with
// drizzle on a node-postgres pool, so the SQL is the server's by construction.
import {
  MemberSearchRequest,
  type MemberSearchResponse,
  type MemberSort,
  type MemberSearchRequest as SearchBody,
} from '@mhq/contract';
import type { MemberFilter } from '@mhq/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { systemClock } from '../apps/server/src/clock';
import type { Db } from '../apps/server/src/db/connection';
import * as schema from '../apps/server/src/db/schema';
import type { Ctx } from '../apps/server/src/deps';
import { assertOfficeAccess, authenticate } from '../apps/server/src/http/guard';
import { recordAudit, recordReadAudit } from '../apps/server/src/modules/audit/audit.queries';
import { currentFilterSql } from '../apps/server/src/modules/members/member-filters.sql';
import {
  type Cursor,
  memberCount,
  memberPage,
  type Scope,
  searchCondition,
} from '../apps/server/src/modules/members/member-search.queries';
import { searchMembers, searchWords } from '../apps/server/src/modules/members/member-search.service';
import { loadJwtKey } from '../apps/server/src/secrets';

export const WARM_UP = 20;
export const CALLS = 200;

export type Case = { name: string; filter?: MemberFilter; query?: string; sort?: MemberSort; deepPages?: number };
export type Statement = { sql: string; params: unknown[] };
export type Stat = { p50: number; p95: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/**
 * p50 and p95 of each call over `CALLS` sequential rounds after a warm-up. The calls take turns within a round,
 * so all of them meet the same machine load (other processes share this machine's CPUs).
 */
export async function timeEach<K extends string>(calls: Record<K, () => Promise<unknown>>): Promise<Record<K, Stat>> {
  const keys = Object.keys(calls) as K[];
  for (let i = 0; i < WARM_UP; i++) for (const k of keys) await calls[k]();
  const times = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < CALLS; i++) {
    for (const k of keys) {
      const t0 = performance.now();
      await calls[k]();
      times[k].push(performance.now() - t0);
    }
  }
  return Object.fromEntries(
    keys.map((k) => {
      const sorted = times[k].sort((a, b) => a - b);
      return [k, { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) }];
    }),
  ) as Record<K, Stat>;
}

const bodyOf = (c: Case, initial: boolean, startingAt?: string): SearchBody =>
  MemberSearchRequest.parse({
    searchFilter: c.filter ?? 'all',
    searchQuery: c.query ?? '',
    sort: c.sort ?? 'name',
    initial,
    ...(startingAt ? { startingAt } : {}),
  });

/** The API as the web calls it, signed in as the big office's front desk. */
export function apiClient(base: string, token: string, officeId: number) {
  let failures = 0;
  const search = async (c: Case, initial: boolean, startingAt?: string): Promise<MemberSearchResponse> => {
    const res = await fetch(`${base}/api/v1/dentists/${officeId}/members/upgraded-search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify(bodyOf(c, initial, startingAt)),
    });
    const body = (await res.json()) as MemberSearchResponse;
    if (res.status !== 200 && failures++ < 3) console.error(`${c.name}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  return { search, failures: () => failures };
}

/** The cursor the API hands back (base64url of [key, id]), read as the server reads it. */
export function cursorOf(startingAt: string | undefined): Cursor | null {
  if (!startingAt) return null;
  const [key, id] = JSON.parse(Buffer.from(startingAt, 'base64url').toString('utf8')) as [string | null, number];
  return { key, id };
}

/** The server's member-search statements on a pool of our own; `capture` records the SQL they send. */
export function sqlClient(pool: pg.Pool, scope: Scope) {
  let captured: Statement[] | null = null;
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured?.push({ sql, params }) },
  }) as unknown as Db;
  /** Page and count together, as searchMembers runs them (two connections of the pool). */
  const run = (c: Case, initial: boolean, cursor: Cursor | null) => {
    const q = {
      scope,
      filter: currentFilterSql(c.filter ?? 'all', new Date()),
      search: searchCondition(searchWords(c.query ?? '')),
    };
    return Promise.all([
      memberPage(db, { ...q, sort: c.sort ?? 'name', cursor }),
      initial ? memberCount(db, q) : Promise.resolve(null),
    ]);
  };
  /** The page statement (and the count statement when `initial`) of a case, with its parameters. */
  const capture = async (c: Case, initial: boolean, cursor: Cursor | null): Promise<Statement[]> => {
    captured = [];
    await run(c, initial, cursor);
    const out = captured;
    captured = null;
    return out;
  };
  return { db, run, capture };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a captured statement, as text. */
export async function explain(db: pg.Pool | pg.Client, s: Statement): Promise<string> {
  const { rows } = await db.query(`explain (analyze, buffers) ${s.sql}`, s.params);
  return (rows as Record<string, string>[]).map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * Where an API call's time goes: the call; the route's work in this process (authenticate, the office check, then
 * searchMembers: scope, page, its audit line committed without waiting for the disk); and its parts, beside the audit
 * line committed synchronously as a change's line is.
 */
export async function breakdown(o: {
  pool: pg.Pool;
  api: ReturnType<typeof apiClient>;
  token: string;
  officeId: number;
  scope: Scope;
  c: Case;
}) {
  const db = drizzle(o.pool, { schema }) as unknown as Db;
  const jwtKey = await loadJwtKey(db, undefined);
  const request = { headers: { authorization: `JWT ${o.token}` } } as unknown as FastifyRequest;
  const body = bodyOf(o.c, false);
  const useCase = async (d: Db) => {
    const ctx = { db: d, clock: systemClock } as Ctx;
    const auth = await authenticate(d, jwtKey, new Date(), request);
    await assertOfficeAccess(d, auth, o.officeId);
    return searchMembers(ctx, auth, o.officeId, body, '127.0.0.1');
  };
  const auth = await authenticate(db, jwtKey, new Date(), request);
  const line = {
    organizationId: o.scope.organizationId,
    officeId: o.officeId,
    actorUserId: auth.userId,
    action: 'members.search',
    targetType: 'members',
    targetId: 15,
    detail: { filter: 'all', reading: 'current', searched: false, locations: 'office' },
    ip: '127.0.0.1',
  };
  const sql = sqlClient(o.pool, o.scope);
  const t = await timeEach({
    api: () => o.api.search(o.c, false),
    useCase: () => useCase(db),
    authenticate: () => authenticate(db, jwtKey, new Date(), request),
    officeCheck: () => assertOfficeAccess(db, auth, o.officeId),
    page: () => sql.run(o.c, false, null),
    audit: () => recordAudit(db, line),
    auditRead: () => recordReadAudit(db, line),
  });
  const row = (step: string, s: Stat) => ({ step, p50: ms(s.p50), p95: ms(s.p95) });
  return [
    row('API call (HTTP, JSON, zod, everything below)', t.api),
    row('route work in-process: authenticate + office check + searchMembers', t.useCase),
    row('  authenticate: JWT + session row', t.authenticate),
    row('  assertOfficeAccess: office_users row', t.officeCheck),
    row('  page statement (searchMembers also reads the office: one more)', t.page),
    row('  audit line as searchMembers writes it (recordReadAudit: synchronous_commit off)', t.auditRead),
    row('  audit line as a change writes it (recordAudit: waits for the WAL flush)', t.audit),
  ];
}

export const ms = (n: number) => Number(n.toFixed(2));
