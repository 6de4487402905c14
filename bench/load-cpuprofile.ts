// Reads a V8 .cpuprofile (node --cpu-prof) and says where the CPU went while the load ran: self time by kind of
// code (ours, node-postgres, drizzle, Fastify, pino, jose, zod, Node's own http and streams, JSON, the garbage
// collector) and the functions that took most. Only the samples inside the load's window count, so the server's
// start (module loading, migrations) is left out.
import { readFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** The package a file belongs to: the segment after the last node_modules/ (with its @scope). */
function packageOf(url: string): string | null {
  const at = url.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [first, second] = url.slice(at + '/node_modules/'.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : (first ?? null);
}

const PACKAGE_KINDS: [RegExp, string][] = [
  [/^(pg|pg-protocol|pg-pool|pg-types|pg-connection-string|postgres-.*|pgpass)$/, 'pg (node-postgres driver)'],
  [/^drizzle-orm$/, 'drizzle-orm (query building, row mapping)'],
  [
    /^(fastify|@fastify\/(?!helmet|static).*|find-my-way|avvio|fast-json-stringify|fast-querystring|secure-json-parse|fastify-plugin|ajv.*|fast-uri|light-my-request|toad-cache|process-warning|rfdc|abstract-logging)$/,
    'fastify (routing, hooks, reply)',
  ],
  [/^(@fastify\/helmet|helmet)$/, 'helmet (security headers)'],
  [/^(@fastify\/static|@fastify\/send|send|mime|content-disposition|glob|@lukeed\/ms)$/, '@fastify/static (files)'],
  [
    /^(pino|sonic-boom|thread-stream|pino-std-serializers|fast-redact|on-exit-leak-free|quick-format-unescaped|atomic-sleep|safe-stable-stringify|real-require)$/,
    'logging (pino)',
  ],
  [/^jose$/, 'jose (JWT verify)'],
  [/^zod$/, 'zod (validation)'],
  [/^(tsx|esbuild|get-tsconfig)$/, 'tsx (TypeScript loader)'],
  [/^@electric-sql\/pglite$/, 'PGlite (embedded PostgreSQL, wasm)'],
];

/** The kind of code a frame is, for the summary. */
export function kindOf(f: CallFrame): string {
  if (f.functionName === '(idle)') return '(idle: waiting for I/O)';
  if (f.functionName === '(garbage collector)') return 'garbage collector';
  if (f.functionName === '(program)') return 'V8/native outside JS (program)';
  if (f.functionName === '(root)') return '(root)';
  const pkg = packageOf(f.url);
  if (pkg) return PACKAGE_KINDS.find(([re]) => re.test(pkg))?.[1] ?? `other package: ${pkg}`;
  if (f.url.includes('/apps/server/src/')) return 'our code (apps/server)';
  if (f.url.includes('/packages/')) return 'our code (packages: contract, domain)';
  if (f.url.startsWith('node:')) {
    const m = f.url.slice(5).replace(/^internal\//, '');
    return `node core: ${m.startsWith('_http') || m.startsWith('http') ? 'http' : (m.split('/')[0] ?? m)}`;
  }
  if (f.url === '' && (f.functionName === 'stringify' || f.functionName === 'parse')) return 'JSON (native)';
  if (f.url === '') return `V8 builtin: ${f.functionName || '(anonymous)'}`;
  return 'other';
}

export type Summary = {
  windowMs: number;
  busyMs: number;
  kinds: { kind: string; ms: number; pct: number; us_per_request: number }[];
  functions: { function: string; where: string; kind: string; ms: number; pct: number }[];
  /** Each busy sample charged to the innermost function of ours on its stack: what our calls cost, all in. */
  ours: { function: string; where: string; ms: number; pct: number; us_per_request: number }[];
};

const isOurs = (f: CallFrame) => f.url.includes('/apps/server/src/') || /\/packages\/[^/]+\/src\//.test(f.url);

/** Self time by kind and by function over [fromUs, toUs] (the profile's clock: CLOCK_MONOTONIC, microseconds). */
export function summarise(file: string, fromUs: number, toUs: number, requests: number, top = 20): Summary {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  /** The innermost frame of ours on a sample's stack, or null when none is (Node's own or a library's callback). */
  const oursOf = (id: number): CallFrame | null => {
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const f = byId.get(at)?.callFrame;
      if (f && isOurs(f)) return f;
    }
    return null;
  };
  const selfUs = new Map<number, number>();
  let t = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    const dt = p.timeDeltas[i] ?? 0;
    t += dt;
    if (t < fromUs || t > toUs) continue;
    // A sample stands for the interval up to the next one; the delta before it is as good an estimate.
    const id = p.samples[i] as number;
    selfUs.set(id, (selfUs.get(id) ?? 0) + (p.timeDeltas[i + 1] ?? dt));
  }
  const kinds = new Map<string, number>();
  const fns = new Map<string, { f: CallFrame; us: number }>();
  const ours = new Map<string, { f: CallFrame | null; us: number }>();
  for (const [id, us] of selfUs) {
    const f = (byId.get(id) as ProfileNode).callFrame;
    const kind = kindOf(f);
    if (kind !== '(idle: waiting for I/O)') {
      const o = oursOf(id);
      const key = o ? `${o.functionName}|${o.url}|${o.lineNumber}` : '(none of ours on the stack)';
      ours.set(key, { f: o, us: (ours.get(key)?.us ?? 0) + us });
    }
    kinds.set(kind, (kinds.get(kind) ?? 0) + us);
    const key = `${f.functionName}|${f.url}|${f.lineNumber}`;
    fns.set(key, { f, us: (fns.get(key)?.us ?? 0) + us });
  }
  const idle = kinds.get('(idle: waiting for I/O)') ?? 0;
  const total = [...kinds.values()].reduce((a, b) => a + b, 0);
  const busy = total - idle;
  const ms = (us: number) => Math.round(us / 100) / 10;
  const pct = (us: number) => Math.round((us / (busy || 1)) * 1000) / 10;
  const short = (url: string) =>
    url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/');
  return {
    windowMs: (toUs - fromUs) / 1000,
    busyMs: busy / 1000,
    kinds: [...kinds.entries()]
      .filter(([k]) => k !== '(idle: waiting for I/O)')
      .sort((a, b) => b[1] - a[1])
      .map(([kind, us]) => ({ kind, ms: ms(us), pct: pct(us), us_per_request: Math.round(us / (requests || 1)) })),
    functions: [...fns.values()]
      .filter(({ f }) => f.functionName !== '(idle)')
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map(({ f, us }) => ({
        function: f.functionName || '(anonymous)',
        where: f.url ? `${short(f.url)}:${f.lineNumber + 1}` : '',
        kind: kindOf(f),
        ms: ms(us),
        pct: pct(us),
      })),
    ours: [...ours.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map(({ f, us }) => ({
        function: f ? f.functionName || '(anonymous)' : '(none of ours on the stack: Node, Fastify, pg callbacks)',
        where: f ? `${short(f.url)}:${f.lineNumber + 1}` : '',
        ms: ms(us),
        pct: pct(us),
        us_per_request: Math.round(us / (requests || 1)),
      })),
  };
}
