// `npm run bench:load:profile`: where a request's CPU goes. The app's server runs on the load benchmark's PostgreSQL
// database under `node --cpu-prof` while wrk loads one request at 8 connections; once per
// request (the current user, /healthz, the static page), so each profile holds one request's path. Prints the
// server's self time by kind of code and its top functions, counting only the samples taken while the load ran, and
// the CPU the database's backends spent beside it. Asserts nothing.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '@mhq/contract';
import pg from 'pg';
import { summarise } from './load-cpuprofile';
import { LOAD_DB, preparePostgres, root, signIn } from './load-env';
import { runWrk, type Target, wrkProblem } from './load-wrk';
import { startServer } from './members-env';
import { BENCH_USER } from './members-seed';

const problem = wrkProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const PORT = 3199;
const dir = process.env.BENCH_PROFILE_DIR ?? path.join(root, '.tmp/bench-load-prof');
const url = `postgres://postgres@127.0.0.1:5432/${LOAD_DB}`;

const seeding = await preparePostgres(process.env.BENCH_RESEED !== '1');
if (seeding.seeded) console.log(`Seeded the load database in ${Math.round(seeding.ms / 1000)} s.`);

/** User and system CPU (ms) of the database's backends serving the load database, read from /proc. */
async function databaseCpuMs(): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [LOAD_DB],
  );
  await c.end();
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      // Fields 14 and 15 (utime, stime) after the command name, which is in parentheses.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

type Case = { name: string; target: (base: string, token: string) => Target };
const cases: Case[] = [
  {
    name: 'GET /users/me/account',
    target: (base, token) => ({
      name: 'me',
      url: `${base}/api/v1${endpoints.currentUser.path}`,
      headers: { authorization: `JWT ${token}` },
    }),
  },
  { name: 'GET /healthz', target: (base) => ({ name: 'healthz', url: `${base}/healthz` }) },
  {
    name: 'GET /accounts/login (index.html)',
    target: (base) => ({ name: 'static', url: `${base}/accounts/login` }),
  },
];

for (const c of cases) {
  const out = path.join(dir, c.name.replace(/[^a-z]+/gi, '-'));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const server = await startServer({
    port: PORT,
    databaseUrl: url,
    name: 'load-profile',
    env: { BILLING_EVERY_MINUTES: '0' },
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${out}`],
  });
  const base = server.base.replace('localhost', '127.0.0.1');
  const target = c.target(base, await signIn(base, BENCH_USER.email, BENCH_USER.password));
  await runWrk(target, 8, 2); // warm-up, outside the window
  const dbBefore = await databaseCpuMs();
  const from = monotonicUs();
  const cell = await runWrk(target, 8, SECONDS);
  const to = monotonicUs();
  const dbMs = (await databaseCpuMs()) - dbBefore;
  await server.stop(); // the profile is written as the process exits
  const file = readdirSync(out).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${out}`);
  const s = summarise(path.join(out, file), from, to, cell.requests);
  console.log(
    `\n${c.name}: ${cell.requests} answers in ${SECONDS} s at 8 connections (${Math.round(cell.rps)}/s, p50 ${cell.p50.toFixed(1)} ms, p99 ${cell.p99.toFixed(1)} ms, ${cell.failed} failed).`,
  );
  console.log(
    `Server CPU while loaded: ${Math.round(s.busyMs)} ms of ${Math.round(s.windowMs)} ms (${Math.round((s.busyMs / s.windowMs) * 100)}% of one core), ${Math.round((s.busyMs * 1000) / (cell.requests || 1))} µs per answer; the database's backends: ${dbMs} ms (${Math.round((dbMs * 1000) / (cell.requests || 1))} µs per answer). Profile: ${path.join(out, file)}`,
  );
  console.log('Self time by kind of code (server process)');
  console.table(s.kinds.slice(0, 16));
  console.log('Top functions by self time');
  console.table(s.functions);
  console.log('Busy time by the innermost function of ours on the stack (what it and the libraries it calls cost)');
  console.table(s.ours);
}
