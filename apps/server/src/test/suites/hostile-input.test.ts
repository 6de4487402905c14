import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Access } from '../../http/access';
import { createTestApp } from '../harness';
import { signIn } from './callers';
import {
  bodyPayload,
  type Case,
  contractAccepts,
  describeCase,
  exampleCase,
  printable,
  queryString,
  randomCases,
  sweep,
} from './hostile-cases';
import { apiRoutes, type ClassifiedRoute, exampleRequest, withinTime } from './route-table';
import { tablesWrittenSince, writeMark } from './write-count';

/*
 * Hostile input on every route with a body or query schema (issue 4, part 2). The contract's own zod
 * schema is the oracle: what it refuses must be answered 400 with a `_message` and leave every row as it
 * was; what it accepts may do its job. Nothing may answer 5xx or hang. Each route gets a sweep (every
 * field, one value of every hostile kind) and then random combinations, within a time budget.
 */

const RANDOM_RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 25);
const TIME_BUDGET_MS = Number(process.env.HOSTILE_BUDGET_MS ?? 40_000);
const REQUEST_TIMEOUT_MS = 10_000;

const t = await createTestApp();
const started = performance.now();

// Signed in before any write count is taken: sign-ins write sessions and attempts.
const owner = await signIn(t, 'owner@demo.test');
const platformAdmin = await signIn(t, 'platform@demo.test');
// For the routes only a super admin calls (the platform's users, SMS).
const superAdmin = await signIn(t, 'super@demo.test');
// For the routes only a patient calls (their own household's: retryPayment).
const patient = await signIn(t, 'patient@demo.test');
// For the association portal's routes (its manager's: they change the caller's own association).
const associationManager = await signIn(t, 'association@demo.test');
// For the employer portal's routes (its own business's).
const employer = await signIn(t, 'business@demo.test');

// HEAD runs its GET twin's handler on the same input, so the GET is the one to attack.
const targets = apiRoutes(t.app).filter(
  (r): r is ClassifiedRoute =>
    r.meta !== null && r.method !== 'HEAD' && Boolean(r.meta.endpoint.body || r.meta.endpoint.query),
);

let requests = 0;
let refusedAsInvalid = 0;
const cutShort: string[] = [];

type Caller = typeof owner;

/**
 * A caller the route serves: nobody for public routes, else the owner, else a platform admin, else a super admin, else
 * a patient.
 */
function callerFor(route: ClassifiedRoute, access: Access): Caller | undefined {
  if (access === 'public') return undefined;
  const caller = [owner, platformAdmin, superAdmin, patient, associationManager, employer].find(
    (c) => !access.roles || access.roles.includes(c.type),
  );
  if (!caller) throw new Error(`${route.key}: no seeded caller may call it; add one`);
  return caller;
}

/** The example's path, with a `/users/{id}/...` id made the caller's own so the attack gets past the guard. */
function urlFor(route: ClassifiedRoute, caller: Caller | undefined): string {
  const access = route.meta.access;
  const self = access !== 'public' && access.self && caller ? [{ ref: access.self, id: caller.userId }] : [];
  return exampleRequest(route, ...self).url;
}

async function send(route: ClassifiedRoute, caller: Caller | undefined, c: Case) {
  const token = caller?.token;
  const url = urlFor(route, caller);
  const search = c.query ? queryString(c.query) : '';
  requests++;
  return withinTime(
    REQUEST_TIMEOUT_MS,
    `${route.key} with ${describeCase(c)}`,
    t.call({
      method: route.method as InjectOptions['method'],
      url: search ? `${url}?${search}` : url,
      remoteAddress: t.newIp(),
      ...bodyPayload(c.body),
      ...(token ? { token } : {}),
    }),
  );
}

/** Where the clock stood before the attacks: a route that moves it (the demo's clock) is put back after each. */
const startedAt = t.clock.now();

async function attack(route: ClassifiedRoute, caller: Caller | undefined, c: Case) {
  const valid = contractAccepts(route.meta.endpoint, c);
  const before = valid ? null : await writeMark(t.db);
  const res = await send(route, caller, c);
  // Moving the clock is that route's job; days later every session of this suite would have ended.
  t.clock.set(startedAt);
  const answer = `${route.key} with ${describeCase(c)} answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
  expect(res.status, answer).toBeLessThan(500);
  if (res.status >= 400) expect(res.body, answer).toMatchObject({ _message: expect.any(String) });
  if (before !== null) {
    refusedAsInvalid++;
    expect(res.status, `the contract refuses it, yet ${answer}`).toBe(400);
    // The tables written, named: a write that lands late (from an earlier call) says where it came from.
    expect(await tablesWrittenSince(t.db, before), `${answer}, refused, yet wrote to the database`).toEqual([]);
  }
}

describe('hostile input on every route with a body or query', () => {
  it('finds routes to attack in the app itself', () => {
    expect(targets.length).toBeGreaterThan(0);
  });

  targets.forEach((route, index) => {
    const e = route.meta.endpoint;

    it(`${route.key}: the contract's own example is valid`, () => {
      expect(e.example, `${route.key} has no example`).toBeDefined();
      expect(contractAccepts(e, exampleCase(e)), `${route.key}: its example fails its own schema`).toBe(true);
    });

    it(`${route.key}: refuses what the contract refuses with 400, writes nothing, never 5xx`, async () => {
      const caller = callerFor(route, route.meta.access);
      let inFlight: Promise<unknown> = Promise.resolve();
      // The example and the sweep always run in full: they are the coverage every route is owed. Only the random
      // combinations after them share the time budget, so a busy machine shortens the run, never the sweep.
      for (const c of [exampleCase(e), ...sweep(e)]) await attack(route, caller, printable(c));
      const budget = Math.max(2_000, (TIME_BUDGET_MS - (performance.now() - started)) / (targets.length - index));
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(randomCases(e).map(printable), async (c) => {
          runs++;
          const run = attack(route, caller, c);
          inFlight = run.catch(() => undefined);
          await run;
        }),
        { numRuns: RANDOM_RUNS_PER_ROUTE, plugins: [fc.interruptAfterTimeLimit(budget)] },
      );
      // The time limit abandons the run in progress rather than stopping it: its request ends here, so what it writes
      // is never counted against the next route's refused requests.
      await inFlight;
      if (runs < RANDOM_RUNS_PER_ROUTE) cutShort.push(route.key);
    }, 60_000);
  });
});

afterAll(() => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `hostile input: ${targets.length} routes, ${requests} requests (${refusedAsInvalid} invalid by the contract), ` +
      `${seconds} s${cutShort.length ? `; random runs cut short by the time budget: ${cutShort.join(', ')}` : ''}`,
  );
});
