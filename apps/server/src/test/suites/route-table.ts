import type { FastifyInstance } from 'fastify';
import { routesOf } from '../../app';
import type { FieldRef } from '../../http/access';
import type { RouteMeta } from '../../http/route';

/** One registered /api/v1 route (one method), with the access declaration it carries, if any. */
export type ApiRoute = { key: string; method: string; url: string; meta: RouteMeta | null };

export type ClassifiedRoute = ApiRoute & { meta: RouteMeta };

/** A request as the suites send it: the path already filled in, query and body still as values. */
export type ApiRequest = { method: string; url: string; query?: Record<string, string>; body?: unknown };

export const API_PREFIX = '/api/v1';

function isRouteMeta(config: unknown): config is RouteMeta {
  if (typeof config !== 'object' || config === null) return false;
  const c = config as Partial<RouteMeta>;
  return typeof c.endpoint?.path === 'string' && c.access !== undefined;
}

/**
 * Every /api/v1 route the app registered, read from the app itself (HEAD twins of GETs included). SUITE_ROUTES (a
 * regular expression on the route's path) narrows a local run's sweeps to the routes being worked on ('all' ignores
 * it: the checks of the whole table); CI never sets it.
 */
export function apiRoutes(app: FastifyInstance, scope: 'all' | 'asked' = 'asked'): ApiRoute[] {
  const only = scope === 'asked' && process.env.SUITE_ROUTES ? new RegExp(process.env.SUITE_ROUTES) : null;
  return routesOf(app)
    .filter((r) => r.url.startsWith(API_PREFIX) && (!only || only.test(r.url)))
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({
        key: `${method} ${r.url}`,
        method,
        url: r.url,
        meta: isRouteMeta(r.config) ? r.config : null,
      })),
    );
}

/** An id to put into a request in place of the example's: where it goes, and the id. */
export type IdField = { ref: FieldRef; id: number };

/**
 * The route's documented example request, with each given field (the office, the caller's own user id, a plan)
 * pointing at the given id instead of the example's.
 */
export function exampleRequest(route: ClassifiedRoute, ...fields: IdField[]): ApiRequest {
  const e = route.meta.endpoint;
  const example = e.example ?? {};
  if ((e.body && example.body === undefined) || (e.query && example.query === undefined)) {
    throw new Error(`${route.key}: the contract endpoint takes a body or query but has no example`);
  }
  const params: Record<string, unknown> = { ...(example.params ?? {}) };
  const query: Record<string, unknown> = { ...(example.query ?? {}) };
  let body = example.body;
  for (const { ref, id } of fields) {
    if (ref.in === 'params') params[ref.field] = id;
    if (ref.in === 'query') query[ref.field] = id;
    // A field the example gives as a list of ids (a group's locations) names the one id as a list of one.
    const listed = Array.isArray((body as Record<string, unknown> | undefined)?.[ref.field]);
    if (ref.in === 'body') body = { ...(body as object), [ref.field]: listed ? [id] : id };
  }
  const path = e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${route.key}: the example has no value for {${name}}`);
    return encodeURIComponent(String(params[name]));
  });
  return {
    method: route.method,
    url: `${API_PREFIX}${path}`,
    ...(e.query ? { query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) } : {}),
    ...(e.body && route.method !== 'HEAD' && route.method !== 'GET' ? { body } : {}),
  };
}

/** Settles with the request's answer, or fails naming the request when it hangs. */
export async function withinTime<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, hung]);
  } finally {
    clearTimeout(timer);
  }
}
