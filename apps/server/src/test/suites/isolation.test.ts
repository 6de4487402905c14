import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { globalBanners, users } from '../../db/schema';
import { createTestApp } from '../harness';
import { type Caller, seedOffices, signInEveryone } from './callers';
import { databaseChecksum } from './checksum';
import {
  type ApiRequest,
  type ApiRoute,
  apiRoutes,
  type ClassifiedRoute,
  exampleRequest,
  withinTime,
} from './route-table';

/*
 * Tenant isolation, generated from the route table (issue 4, part 1): every /api/v1 route the app
 * registers is called as every seeded role, in offices the caller has no business in, and must answer
 * 'not found' (or 'forbidden' for a role the route does not serve) without writing a single row.
 */

const t = await createTestApp();
const started = performance.now();

/** Callable without a session, and why. Anything else public is a leak until it is added here. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/v1/openapi.json': 'the API documentation',
  'HEAD /api/v1/openapi.json': 'the API documentation',
  'POST /api/v1/accounts/login': 'signing in',
  'POST /api/v1/accounts/forgot-password': 'asking for a reset link',
  'POST /api/v1/accounts/reset-password': 'using a reset link',
  'POST /api/v1/accounts/set-password': 'accepting an invitation',
};
/** Public routes registered outside the contract, so carrying no access declaration. */
const UNDECLARED_PUBLIC = new Set(['GET /api/v1/openapi.json', 'HEAD /api/v1/openapi.json']);

const routes = apiRoutes(t.app);
const officesBySlug = await seedOffices(t.db);
// Everyone signs in before the first checksum is taken, so no sign-in can pass for a leaked write.
const callers = await signInEveryone(t, officesBySlug);
const slugOf = new Map([...officesBySlug].map(([slug, id]) => [id, slug]));
const officeName = (id: number) => slugOf.get(id) ?? `nonexistent ${id}`;

let requests = 0;
const visited = new Set<string>();

const isPublic = (r: ApiRoute) => r.meta?.access === 'public' || (r.meta === null && UNDECLARED_PUBLIC.has(r.key));
const classified = routes.filter((r): r is ClassifiedRoute => r.meta !== null);
const guarded = classified.filter((r) => !isPublic(r));

async function send(route: ApiRoute, req: ApiRequest, token?: string) {
  requests++;
  visited.add(route.key);
  const res = await withinTime(
    10_000,
    route.key,
    t.call({
      method: req.method as InjectOptions['method'],
      url: req.url,
      ...(req.query ? { query: req.query } : {}),
      ...(req.body !== undefined ? { payload: req.body as InjectOptions['payload'] } : {}),
      remoteAddress: t.newIp(),
      ...(token ? { token } : {}),
    }),
  );
  return res;
}

/** Sends the request and expects `status` with the error body, and the whole database unchanged. */
async function expectRefused(
  route: ApiRoute,
  req: ApiRequest,
  status: 401 | 403 | 404,
  token: string | undefined,
  label: string,
) {
  const before = await databaseChecksum(t.db);
  const res = await send(route, req, token);
  expect(res.status, `${label}: ${JSON.stringify(res.body)?.slice(0, 300)}`).toBe(status);
  // HEAD answers carry no body; their GET twin is checked for the message.
  if (route.method !== 'HEAD') expect(res.body, label).toMatchObject({ _message: expect.any(String) });
  expect(await databaseChecksum(t.db), `${label} wrote to the database`).toBe(before);
}

const who = (c: Caller) => `${c.email} (${c.type})`;

describe('every /api/v1 route declares who may call it', () => {
  it('finds the routes in the app itself', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  it.each(routes.map((r) => [r.key, r] as const))('%s is classified', (_, route) => {
    expect(
      route.meta !== null || UNDECLARED_PUBLIC.has(route.key),
      `${route.key} is unclassified: register it with route()`,
    ).toBe(true);
  });

  it('keeps public only the routes on the allow-list, and the allow-list names only real routes', () => {
    const publicKeys = routes.filter(isPublic).map((r) => r.key);
    expect(
      publicKeys.filter((k) => !(k in PUBLIC_ROUTES)),
      'public but not on the allow-list',
    ).toEqual([]);
    const keys = new Set(routes.map((r) => r.key));
    expect(
      Object.keys(PUBLIC_ROUTES).filter((k) => !keys.has(k)),
      'on the allow-list but not registered',
    ).toEqual([]);
  });

  it('has a database checksum that notices a one-character change and is stable otherwise', async () => {
    const before = await databaseChecksum(t.db);
    expect(await databaseChecksum(t.db)).toBe(before);
    await t.db.update(globalBanners).set({ message: sql`${globalBanners.message} || '.'` });
    expect(await databaseChecksum(t.db)).not.toBe(before);
    await t.db.update(globalBanners).set({ message: sql`left(${globalBanners.message}, -1)` });
    expect(await databaseChecksum(t.db)).toBe(before);
  });

  it('signs in as every role the seed holds', async () => {
    const seeded = await t.db.selectDistinct({ type: users.type }).from(users);
    const covered = new Set(callers.map((c) => c.type));
    expect(seeded.map((s) => s.type).filter((type) => !covered.has(type as Caller['type']))).toEqual([]);
  });
});

describe('public routes answer without a session', () => {
  it.each(routes.filter(isPublic).map((r) => [r.key, r] as const))('%s', async (_, route) => {
    const req = route.meta ? exampleRequest(route as ClassifiedRoute) : { method: route.method, url: route.url };
    const res = await send(route, req);
    expect(res.status, JSON.stringify(res.body)).not.toBe(401);
    expect(res.status).toBeLessThan(500);
  });
});

for (const route of guarded) {
  const access = route.meta.access;
  if (access === 'public') continue;
  const office = access.office;

  describe(route.key, () => {
    it('refuses a caller without a session (401) and writes nothing', async () => {
      await expectRefused(route, exampleRequest(route), 401, undefined, `${route.key} without a session`);
    });

    for (const caller of callers) {
      if (access.roles && !access.roles.includes(caller.type)) {
        it(`refuses ${who(caller)} (403) and writes nothing`, async () => {
          await expectRefused(route, exampleRequest(route), 403, caller.token, `${route.key} as ${who(caller)}`);
        });
        continue;
      }
      if (!office) continue;

      it(`answers 404 to ${who(caller)} in every office outside theirs and writes nothing`, async () => {
        for (const id of caller.foreign) {
          const label = `${route.key} as ${who(caller)} with ${office.in}.${office.field} = ${officeName(id)}`;
          await expectRefused(route, exampleRequest(route, { ref: office, id }), 404, caller.token, label);
        }
      });

      // The control: in the caller's own offices the same request gets past the guard, so the 404s above
      // come from the office, not from something else wrong with the request.
      if (caller.own.length > 0) {
        it(`lets ${who(caller)} act in the offices they may act in`, async () => {
          for (const id of caller.own) {
            const res = await send(route, exampleRequest(route, { ref: office, id }), caller.token);
            const label = `${officeName(id)}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
            expect([401, 403, 404], label).not.toContain(res.status);
            expect(res.status, label).toBeLessThan(500);
          }
        });
      }
    }
  });
}

it('visited every registered /api/v1 route', () => {
  const missed = routes.map((r) => r.key).filter((k) => !visited.has(k));
  expect(missed, 'routes no request reached').toEqual([]);
});

afterAll(() => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `isolation: ${visited.size}/${routes.length} /api/v1 routes covered, ${requests} requests, ${callers.length} roles, ${seconds} s`,
  );
});
