// `npm run bench:load`: the API under concurrency (issue 29). wrk loads a bare Fastify route (the ceiling, in its
// own process), /healthz, a static page, the current user, the members list's first page and search in a
// 20,000-member office, and the sign-in, at 1, 8 and 32 connections, on PostgreSQL and on PGlite; each figure
// beside the bare route's at the same connection count, and the issue's targets beside them. Prints tables;
// asserts nothing. The seeded members (PostgreSQL database mhq_bench_load, PGlite folder .tmp/bench-load-pglite) are
// kept for the next run: seeding takes minutes, the load steps about three; BENCH_RESEED=1 seeds them anew.
// BENCH_LOAD_SECONDS sets each cell's length (4 s); BENCH_LOAD_ON=postgres (or pglite) runs on that database alone.
import { cpus, loadavg } from 'node:os';
import { endpoints, MemberSearchRequest } from '@mhq/contract';
import {
  argon2Cost,
  ensureWebBuilt,
  LOAD_DB,
  PGLITE_DIR,
  preparePglite,
  preparePostgres,
  signIn,
  startApp,
  startBare,
} from './load-env';
import { type Cell, runWrk, type Target, wrkProblem } from './load-wrk';
import { BENCH_USER, BIG_OFFICE } from './members-seed';

const problem = wrkProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
const reuse = process.env.BENCH_RESEED !== '1';
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 4);
const CONNECTIONS = [1, 8, 32] as const;
const BARE_PORT = 3196;
const PORTS = { postgres: 3197, pglite: 3198 } as const;
const started = performance.now();
const load = () =>
  `${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (1, 5, 15 min; ${cpus().length} CPUs)`;

const built = ensureWebBuilt();
if (built) console.log(built);
const argon2 = await argon2Cost();
// The sign-in holds its address's advisory lock (auth.queries.ts lockAttempts) across the password check, so the
// sign-ins from one address, as here, run one at a time: at most one argon2 verify per verify time.
const oneAddress = 1000 / argon2.verifyMs;
console.log("\nargon2id in this process, the server's parameters (19 MiB, 2 passes, 1 lane), median of 9");
console.table([
  { step: 'hash (a new password)', ms: round(argon2.hashMs, 1) },
  { step: 'verify (what a sign-in runs)', ms: round(argon2.verifyMs, 1) },
  {
    step: 'sign-ins per second it allows: one address (one at a time) / any addresses on all CPUs',
    ms: `${Math.round(oneAddress)} / ${Math.round(oneAddress * cpus().length)}`,
  },
]);

/** What the issue asks of a request at a connection count: a ratio to the bare route or a latency bound. */
type Goal = { conns: number | 'all'; text: string; met(c: Cell, ratio: number): string };
const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
const atLeast = (conns: number | 'all', r: number): Goal => ({
  conns,
  text: `>= ${r} of bare`,
  met: (_c, ratio) => yes(ratio >= r),
});
const under = (conns: number, key: 'p95' | 'p99', limit: number): Goal => ({
  conns,
  text: `${key} < ${limit} ms`,
  met: (c) => yes(c[key] < limit),
});
type Row = Target & { goals: Goal[] };

/** The requests, signed in as the big office's front desk (an office admin: the shell's full current user). */
function targetsOf(base: string, token: string): Row[] {
  const api = `${base}/api/v1`;
  const members = `${api}${endpoints.memberSearch.path.replace('{id}', String(BIG_OFFICE.id))}`;
  // The first page as the web asks for it: with its count (initial: true), as for a search's first page.
  const page = (searchQuery: string) =>
    JSON.stringify(MemberSearchRequest.parse({ searchFilter: 'all', searchQuery, sort: 'name', initial: true }));
  const desk = { authorization: `JWT ${token}` };
  return [
    { name: 'GET /healthz', url: `${base}/healthz`, goals: [atLeast('all', 0.5)] },
    { name: 'GET /accounts/login (index.html)', url: `${base}/accounts/login`, goals: [atLeast('all', 0.5)] },
    {
      name: 'GET /users/me/account (front desk)',
      url: `${api}${endpoints.currentUser.path}`,
      headers: desk,
      goals: [under(8, 'p99', 20), atLeast(32, 0.3)],
    },
    {
      name: `POST members list, first page (${BIG_OFFICE.members / 1000}k office)`,
      url: members,
      method: 'POST',
      headers: desk,
      body: page(''),
      goals: [under(1, 'p95', 10), atLeast(32, 0.15)],
    },
    {
      name: "POST members search 'son', first page",
      url: members,
      method: 'POST',
      headers: desk,
      body: page('son'),
      goals: [under(1, 'p95', 10), atLeast(32, 0.15)],
    },
    {
      name: 'POST /accounts/login (argon2id)',
      url: `${api}${endpoints.login.path}`,
      method: 'POST',
      body: JSON.stringify(BENCH_USER),
      goals: [
        {
          conns: 'all',
          text: `argon2 bound ${Math.round(oneAddress)}/s`,
          met: (c) => `${round(c.rps / oneAddress, 2)} of it`,
        },
      ],
    },
  ];
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

console.log(
  `\nSigned in as ${BENCH_USER.email}, the front desk (an office admin) of the ${BIG_OFFICE.members.toLocaleString()}-member office among 200,000 members; no demo data beside them (load-env.ts says why).`,
);
const bare = await startBare(BARE_PORT);
const bareTarget: Row = { name: 'bare Fastify GET /hello (ceiling)', url: bare.url, goals: [] };
try {
  const only = process.env.BENCH_LOAD_ON;
  for (const kind of (['postgres', 'pglite'] as const).filter((k) => !only || k === only)) {
    const title = kind === 'postgres' ? 'PostgreSQL (127.0.0.1:5432)' : `PGlite (embedded, ${PGLITE_DIR})`;
    const seeding = kind === 'postgres' ? await preparePostgres(reuse) : await preparePglite(reuse);
    console.log(
      `\n${title}: ${seeding.seeded ? `seeded 200,000 members (one office of 20,000) in ${round(seeding.ms / 1000, 1)} s` : 'the members seeded by an earlier run (BENCH_RESEED=1 seeds them anew)'}`,
    );
    const t0 = performance.now();
    const server = await startApp(kind, PORTS[kind]);
    console.log(`Server answering /healthz after ${round((performance.now() - t0) / 1000, 1)} s`);
    try {
      const base = server.base.replace('localhost', '127.0.0.1');
      const targets = [bareTarget, ...targetsOf(base, await signIn(base, BENCH_USER.email, BENCH_USER.password))];
      // One short pass first: the JIT, prepared plans and the buffer cache warm on it, not on the first cell.
      for (const t of targets) await runWrk(t, 8, 1);
      const rows: Record<string, string | number>[] = [];
      for (const conns of CONNECTIONS) {
        let bareRps = 0;
        for (const t of targets) {
          const cell = await runWrk(t, conns, SECONDS);
          if (t === bareTarget) bareRps = cell.rps;
          const ratio = cell.rps / bareRps;
          const goal = t.goals.find((g) => g.conns === conns || g.conns === 'all');
          rows.push({
            request: t.name,
            conns,
            'req/s': Math.round(cell.rps),
            p50_ms: round(cell.p50, 2),
            p95_ms: round(cell.p95, 2),
            p99_ms: round(cell.p99, 2),
            'x bare': round(ratio, 3),
            target: goal?.text ?? '',
            met: goal?.met(cell, ratio) ?? '',
            failed: cell.failed,
          });
        }
      }
      console.log(
        `\nLoad on ${title}: wrk, 1 thread, ${SECONDS} s per cell, keep-alive; 'x bare': req/s over the bare route's at the same connections, measured just before. Load average: ${load()}`,
      );
      console.table(rows);
      if (rows.some((r) => Number(r.failed) > 0))
        console.log('!! Some answers were not 2xx/3xx: their cells mean little.');
    } finally {
      await server.stop();
    }
  }
} finally {
  await bare.stop();
}
console.log(
  `\nThe load benchmark took ${Math.round((performance.now() - started) / 1000)} s. Its members stay for the next run: DROP DATABASE ${LOAD_DB} and remove ${PGLITE_DIR} to free the space.`,
);
