import fc from 'fast-check';

/*
 * What an attacker or a broken client sends in place of a valid field: wrong types, huge and strange
 * strings, injection fragments, out-of-range numbers and impossible dates (issue 4, part 2).
 */

const LENGTH = 100_000;
const HUGE = [
  'a'.repeat(LENGTH),
  '😀'.repeat(LENGTH / 2),
  `${'x'.repeat(LENGTH - 10)}@demo.test`,
  '\u202e'.repeat(LENGTH),
];

const TEXT = [
  '',
  ' ',
  '\t\n',
  '😀🦷',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  '\u0000',
  'a\u0000b',
  'owner@demo.test\u0000',
  '\ud800',
  'x\udfffy',
  'e\u0301',
  '\ufeff',
  '\u200b',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(5)',
  '" OR ""="',
  '%',
  '%%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '${7*7}',
  '../../etc/passwd',
  'OWNER@DEMO.TEST ',
  'a@b',
  '@',
];

/** Numbers as a query string carries them, and as a careless client sends them in JSON. */
const NUMBER_TEXT = [
  '-1',
  '0',
  '1.5',
  '2147483648',
  '9007199254740993',
  '1e308',
  '-1e308',
  'NaN',
  'Infinity',
  '0x10',
  ' 1 ',
];
const DATES = ['2023-02-30', '2023-13-01', '0000-00-00', '9999-99-99', '2023-02-29T25:61:00Z', '1899-12-31'];
const NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53 + 1,
  -(2 ** 53) - 1,
  1e308,
  -1e308,
  Number.NaN,
  Infinity,
];
const WRONG_TYPES: unknown[] = [true, false, null, [], [1, 2], ['a'], {}, { $gt: '' }, { id: 1 }, [{}]];

/** One value of every hostile kind, tried on every field of every route (the random runs add the rest). */
export const SWEEP_JSON: unknown[] = [
  1,
  true,
  [],
  {},
  null,
  HUGE[0],
  '😀🦷',
  '\u202eevil\u202c',
  'a\u0000b',
  '\ud800',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '2023-02-30',
  -1,
  2 ** 31,
  2 ** 53 + 1,
  1e308,
  'NaN',
];

/** Keys a client has no business sending. */
export const EXTRA_KEYS = ['__proto__', 'constructor', 'organizationId', 'type', 'isAdmin', 'userId', '$where', ''];

const anyString = fc.string({ unit: 'binary', maxLength: 40 });

/** A hostile value for a JSON body field. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...WRONG_TYPES),
  fc.constantFrom(...TEXT, ...NUMBER_TEXT, ...DATES),
  fc.constantFrom(...NUMBERS),
  fc.constantFrom(...HUGE),
  anyString,
  fc.integer(),
  fc.double(),
  fc.anything({ maxDepth: 2 }),
);

/** A query value the server must read verbatim: malformed percent-encoding no decoder accepts. */
export class RawEncoded {
  constructor(readonly raw: string) {}
}
const MALFORMED = ['%', '%F', '%FF', '%ZZ', '%E0%A4%A', '%C0%AF', '%ED%A0%80'].map((raw) => new RawEncoded(raw));

export type QueryValue = string | RawEncoded | (string | RawEncoded)[];

const queryText: fc.Arbitrary<string | RawEncoded> = fc.oneof(
  fc.constantFrom(...TEXT, ...NUMBER_TEXT, ...DATES, 'true', 'null', '[]', '{}'),
  fc.constantFrom(...HUGE.slice(0, 2)),
  fc.constantFrom(...MALFORMED),
  anyString,
);

/** The query-string counterpart of SWEEP_JSON: everything in a URL is text, arrays are repeated keys. */
export const SWEEP_QUERY: QueryValue[] = [
  ...SWEEP_JSON.filter((v): v is string => typeof v === 'string'),
  'true',
  '[]',
  '-1',
  '2147483648',
  '9007199254740993',
  '1e308',
  ['a', 'b'],
  new RawEncoded('%FF'),
];

/** A hostile query value; arrays become repeated keys. */
export const hostileQuery: fc.Arbitrary<QueryValue> = fc.oneof(
  { weight: 4, arbitrary: queryText },
  { weight: 1, arbitrary: fc.array(queryText, { minLength: 2, maxLength: 3 }) },
);

/** A whole body that is not an object at all, or not JSON at all. */
export const WHOLE_BODIES: unknown[] = [[], [{}], 'hostile', '', 42, -1, null, true];
export const MALFORMED_JSON = [
  '{',
  '{"email":',
  '[1,',
  'undefined',
  "{'a':1}",
  '\u0000',
  '',
  '{"a":1}}',
  'NaN',
  '{"a":1e999999}',
];

export type Mutation<V> = { op: 'set'; key: string; value: V } | { op: 'drop'; key: string };

/** One to three changes to an example: a field replaced, dropped, or a key added that it never had. */
export function mutations<V>(keys: string[], value: fc.Arbitrary<V>): fc.Arbitrary<Mutation<V>[]> {
  const key = fc.constantFrom(...keys, ...EXTRA_KEYS);
  const change = keys.length
    ? fc.oneof(
        { weight: 3, arbitrary: fc.record({ op: fc.constant('set' as const), key, value }) },
        { weight: 1, arbitrary: fc.record({ op: fc.constant('drop' as const), key: fc.constantFrom(...keys) }) },
      )
    : fc.record({ op: fc.constant('set' as const), key, value });
  return fc.array(change, { minLength: 1, maxLength: 3 });
}

/** The example with the mutations applied; keys are defined, not assigned, so '__proto__' is sent as data. */
export function applied<V>(example: Record<string, unknown>, changes: Mutation<V>[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(example)) define(out, k, v);
  for (const c of changes) {
    if (c.op === 'drop') delete out[c.key];
    else define(out, c.key, c.value);
  }
  return out;
}

function define(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
