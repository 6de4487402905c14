import type { Endpoint } from '@mhq/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import {
  applied,
  EXTRA_KEYS,
  hostileJson,
  hostileQuery,
  MALFORMED_JSON,
  mutations,
  type QueryValue,
  RawEncoded,
  SWEEP_JSON,
  SWEEP_QUERY,
  WHOLE_BODIES,
} from './hostile-values';

/*
 * Hostile requests built from a route's contract example, and the oracle: what the server will parse
 * out of them, and whether the contract's zod schema accepts that.
 */

export type BodyCase = { json: unknown } | { raw: string } | { none: true };
export type Case = { body?: BodyCase; query?: Record<string, QueryValue> };
type Query = Record<string, QueryValue>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const stringValues = (o: Record<string, unknown>): Query =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));

/** The fields worth attacking: the schema's and the example's. */
function fieldsOf(schema: z.ZodType | undefined, example: unknown): string[] {
  const shape = (schema as Partial<z.ZodObject> | undefined)?.shape ?? {};
  return [...new Set([...Object.keys(shape), ...Object.keys(isRecord(example) ? example : {})])];
}

/** The route's own example, as a case. */
export function exampleCase(e: Endpoint): Case {
  return {
    ...(e.body ? { body: { json: e.example?.body } } : {}),
    ...(e.query ? { query: stringValues(e.example?.query ?? {}) } : {}),
  };
}

/**
 * Every field given one value of every hostile kind, or left out; an unknown key added; the whole body
 * replaced by a non-object or by text that is not JSON. Each case changes one thing, the rest stays valid.
 */
export function sweep(e: Endpoint): Case[] {
  const valid = exampleCase(e);
  const cases: Case[] = [];
  if (e.body) {
    const example = isRecord(e.example?.body) ? e.example.body : {};
    for (const key of fieldsOf(e.body, example)) {
      for (const value of SWEEP_JSON)
        cases.push({ ...valid, body: { json: applied(example, [{ op: 'set', key, value }]) } });
      cases.push({ ...valid, body: { json: applied(example, [{ op: 'drop', key }]) } });
    }
    for (const key of EXTRA_KEYS) {
      cases.push({ ...valid, body: { json: applied(example, [{ op: 'set', key, value: { isAdmin: true } }]) } });
    }
    for (const json of WHOLE_BODIES) cases.push({ ...valid, body: { json } });
    for (const raw of MALFORMED_JSON) cases.push({ ...valid, body: { raw } });
    cases.push({ ...valid, body: { none: true } });
  }
  if (e.query) {
    const example = stringValues(e.example?.query ?? {});
    for (const key of fieldsOf(e.query, example)) {
      for (const value of SWEEP_QUERY)
        cases.push({ ...valid, query: applied(example, [{ op: 'set', key, value }]) as Query });
      cases.push({ ...valid, query: applied(example, [{ op: 'drop', key }]) as Query });
    }
    cases.push({ ...valid, query: applied(example, [{ op: 'set', key: 'isAdmin', value: 'true' }]) as Query });
  }
  return cases;
}

function bodyCases(schema: z.ZodType, example: unknown): fc.Arbitrary<BodyCase> {
  const base = isRecord(example) ? example : {};
  return fc.oneof(
    {
      weight: 6,
      arbitrary: mutations(fieldsOf(schema, example), hostileJson).map((m) => ({ json: applied(base, m) })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...WHOLE_BODIES).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.constant({ none: true as const }) },
  );
}

function queryCases(schema: z.ZodObject, example: Record<string, unknown>): fc.Arbitrary<Query> {
  const base = stringValues(example);
  return fc.oneof(
    { weight: 8, arbitrary: mutations(fieldsOf(schema, base), hostileQuery).map((m) => applied(base, m) as Query) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** Random combinations: up to three fields changed at once, with any value fast-check thinks of. */
export function randomCases(e: Endpoint): fc.Arbitrary<Case> {
  const valid = exampleCase(e);
  const body = e.body ? bodyCases(e.body, e.example?.body) : fc.constant(undefined);
  const query = e.query ? queryCases(e.query, e.example?.query ?? {}) : fc.constant(undefined);
  // With both a body and a query, each is attacked alone (the other valid) and both together.
  if (e.body && e.query) {
    return fc.oneof(
      fc.record({ body, query: fc.constant(valid.query) }),
      fc.record({ body: fc.constant(valid.body), query }),
      fc.record({ body, query }),
    );
  }
  return fc.record({ body, query });
}

// A URL cannot carry a lone surrogate; a client's encoder sends U+FFFD instead, so that is what is sent.
const wellFormed = (s: string) => s.replace(/[\ud800-\udfff]/gu, '\ufffd');
const encoded = (v: string | RawEncoded) => (v instanceof RawEncoded ? v.raw : encodeURIComponent(wellFormed(v)));
// Malformed escapes are kept verbatim by the server's query parser.
const decoded = (v: string | RawEncoded) => (v instanceof RawEncoded ? v.raw : wellFormed(v));

export function queryString(query: Query): string {
  return Object.entries(query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${encodeURIComponent(k)}=${encoded(one)}`))
    .join('&');
}

/** The query as the server parses it: repeated keys become arrays, percent-escapes are decoded. */
function querySeen(query: Query): Record<string, unknown> {
  const seen: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) {
    const value = Array.isArray(v) ? v.map(decoded) : decoded(v);
    Object.defineProperty(seen, k, { value, enumerable: true, writable: true, configurable: true });
  }
  return seen;
}

const bodyText = (c: BodyCase) => ('none' in c ? undefined : 'raw' in c ? c.raw : JSON.stringify(c.json));

/** The body as the server parses it, or 'unreadable' when it is not JSON at all. */
function bodySeen(c: BodyCase): { readable: boolean; value?: unknown } {
  const text = bodyText(c);
  if (text === undefined) return { readable: true };
  try {
    return { readable: true, value: JSON.parse(text) };
  } catch {
    return { readable: false };
  }
}

export function bodyPayload(c: BodyCase | undefined): Partial<InjectOptions> {
  const text = c && bodyText(c);
  return text === undefined ? {} : { payload: text, headers: { 'content-type': 'application/json' } };
}

/** The input as the route parses it (an absent body or query is `{}`); null when the body is not JSON. */
export function inputSeen(c: Case): { body: unknown; query: Record<string, unknown> } | null {
  const body = c.body ? bodySeen(c.body) : { readable: true };
  if (!body.readable) return null;
  return { body: body.value ?? {}, query: c.query ? querySeen(c.query) : {} };
}

/** Whether the contract accepts the input as the route parses it. */
export function contractAccepts(e: Endpoint, c: Case): boolean {
  const seen = inputSeen(c);
  if (!seen) return false;
  if (e.body && c.body && !e.body.safeParse(seen.body).success) return false;
  if (e.query && c.query && !e.query.safeParse(seen.query).success) return false;
  return true;
}

/** A short description of a case for failure messages (the huge strings shortened). */
export function describeCase(c: Case): string {
  return JSON.stringify(c, (_, v) =>
    typeof v === 'string' && v.length > 80
      ? `${v.slice(0, 20)}…(${v.length} chars)`
      : v instanceof RawEncoded
        ? v.raw
        : v,
  );
}

/** The case, printed short when fast-check reports it. */
export function printable(c: Case): Case {
  Object.defineProperty(c, fc.toStringMethod, { value: () => describeCase(c), enumerable: false });
  return c;
}
