// Household enrolments per second through the API on PostgreSQL (issue 7's target: at least 100/s). Each is a
// complete self-enrolment of three people (owner, spouse, child) with a card charged through the simulated
// processor: checked, priced, charged, and written in one transaction with its ledger and confirmation mail.
// Cards are tokenized first, as browsers would at the processor (a separate service), and not timed.
// Prints tables; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PublicOfficeResponse } from '@mhq/contract';
import { quoteEnrolment } from '@mhq/domain';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const port = 3191;
const base = `http://localhost:${port}`;
const SERVER_URL = 'postgres://postgres@127.0.0.1:5432/';
const DB = 'mhq_bench_enrolment';

const admin = new pg.Client({ connectionString: `${SERVER_URL}postgres` });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DB}`);

function startServer(): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        // A demo installation, as `npm start` runs it: demo data, mail kept in the outbox (no SMTP needed).
        DEMO: 'true',
        PORT: String(port),
        DATABASE_URL: `${SERVER_URL}${DB}`,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mhq-bench-')),
        // Each simulated browser has its own address (the processor's token endpoint is limited per address).
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  );
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return { child, ready };
}

const server = startServer();
await server.ready;

const page = (await (
  await fetch(`${base}/api/v1/dentists/details/slug/demo-downtown/no-auth`)
).json()) as PublicOfficeResponse;
const planNamed = (name: string) => page.plans.find((p) => p.name === name)?.id ?? 0;
const adult = planNamed('Adult Wellness');
const child = planNamed('Child Wellness');
const year = new Date().getUTCFullYear();

let ip = 0;
async function cardToken(): Promise<string> {
  ip++;
  const res = await fetch(`${base}/sim-processor/v1/tokens`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
    },
    body: JSON.stringify({ card: { number: '4242424242424242', exp_month: 12, exp_year: year + 2, cvc: '123' } }),
  });
  return ((await res.json()) as { id: string }).id;
}

/** A day of a year, spread like real birthdays. */
const birthday = (y: number, n: number) => new Date(Date.UTC(y, 0, 1 + ((n * 37) % 365))).toISOString().slice(0, 10);

function household(n: number, token: string) {
  const people = [
    {
      firstName: 'Bench',
      lastName: `Owner${n}`,
      birthDate: birthday(1960 + (n % 40), n),
      planId: adult,
      insured: false,
    },
    {
      firstName: 'Bench',
      lastName: `Spouse${n}`,
      birthDate: birthday(1961 + (n % 40), n + 7),
      planId: adult,
      insured: false,
    },
    {
      firstName: 'Bench',
      lastName: `Child${n}`,
      birthDate: birthday(year - 5 - (n % 6), n + 3),
      planId: child,
      insured: false,
    },
  ];
  const quote = quoteEnrolment({
    plans: page.plans,
    people,
    term: 'monthly',
    gppActive: page.gppActive,
    setupFeePercent: page.setupFeePercent,
  });
  const [owner, spouse, kid] = people;
  return {
    owner: {
      ...owner,
      email: `bench.${n}.${Date.now().toString(36)}@example.test`,
      phone: '512-555-0142',
      address: { line1: '1 Bench St', line2: '', city: 'Austin', state: 'TX', zip: '78704' },
    },
    members: [
      { ...spouse, relationship: 'partner' },
      { ...kid, relationship: 'son' },
    ],
    term: 'monthly',
    payment: { method: 'card', token },
    agreements: { terms: true, autoRenew: true, planConfirm: true },
    expected: { todayCents: quote.todayCents, recurringCents: quote.recurringCents },
    language: 'en',
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

let serial = 0;
async function run(total: number, concurrency: number) {
  const tokens = await Promise.all(Array.from({ length: total }, cardToken));
  const bodies = tokens.map((token) => JSON.stringify(household(++serial, token)));
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++];
        const t0 = performance.now();
        const res = await fetch(`${base}/api/v1/dentists/${page.office.id}/members/enroll`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body,
        });
        await res.arrayBuffer();
        if (res.status !== 200) failed++;
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    concurrency,
    households: total,
    failed,
    per_second: Math.round((total / seconds) * 10) / 10,
    p50_ms: percentile(times, 0.5).toFixed(1),
    p95_ms: percentile(times, 0.95).toFixed(1),
  };
}

try {
  await run(50, 4); // warm-up
  const rows = [await run(400, 4), await run(600, 8), await run(800, 16)];
  const db = new pg.Client({ connectionString: `${SERVER_URL}${DB}` });
  await db.connect();
  const counts = (
    await db.query(`select (select count(*) from enrolments)::int as enrolments, (select count(*) from charges)::int as charges,
      (select count(*) from members)::int as members, (select count(*) from sim_charges)::int as processor_charges,
      (select count(*) from (select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0) x)::int as unbalanced`)
  ).rows[0];
  await db.end();
  console.log('\nHousehold enrolments (3 people, card charged) through the API on PostgreSQL (target: at least 100/s)');
  console.table(rows);
  console.log('What was written (warm-up included)');
  console.table([counts]);
} finally {
  await new Promise<void>((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.end();
}
