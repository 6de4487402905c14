// `npx tsx bench/marketplace.ts`: the public practice search (issue 27) among 10,000 listed practices across the US
// on PostgreSQL, through the API, around dense and sparse ZIP codes; with a floor (a bare route through the same
// server, and `select 1`) to compare with. Target: p95 under 20 ms at 25 miles. Prints tables; asserts nothing.
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { allZips } from '../apps/server/src/modules/marketplace/zip-radius';
import { freshDatabase, startServer } from './members-env';

const DB = 'mhq_bench_marketplace';
const dbUrl = (name = DB) => `postgres://postgres@127.0.0.1:5432/${name}`;
const PORT = 3193;
const PRACTICES = 10_000;
const WARM_UP = 20;
const CALLS = 200;
/** Dense (big cities) and sparse (small towns, far from others) places to search around. */
const ZIPS = {
  dense: ['10001', '60601', '90012', '77002', '78701', '30303'],
  sparse: ['59601', '82001', '99501', '79830', '58501', '83201'],
};

/** A fixed pseudo-random sequence (mulberry32), so every run seeds the same practices. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 10,000 practices of one organization each, at random real ZIP codes, each with one active plan: set-based. */
async function seed(db: pg.Client): Promise<number> {
  const t0 = performance.now();
  const rand = random(27);
  const zips = allZips();
  const picked = Array.from({ length: PRACTICES }, () => zips[Math.floor(rand() * zips.length)] ?? '10001');
  const prices = Array.from({ length: PRACTICES }, () => 1500 + Math.floor(rand() * 40) * 100);
  await db.query('BEGIN');
  await db.query(
    `insert into organizations (name, tier_level) select 'Bench practice ' || i, 1 from generate_series(1, $1) i`,
    [PRACTICES],
  );
  await db.query(
    `insert into offices (organization_id, office_name, slug, verified, account_status, brand, address)
     select o.id, o.name, 'bench-' || o.id, true, 1, 'dental', '1 Main St'
     from organizations o order by o.id`,
  );
  await db.query(
    `insert into office_profiles (organization_id, office_id, address_line1, city, state, zip, specialty_id, marketplace_listed)
     select f.organization_id, f.id, '1 Main St', 'Town', 'ST', z.zip, 1 + (f.id % 3), true
     from (select organization_id, id, row_number() over (order by id) as n from offices) f
     join unnest($1::text[]) with ordinality as z(zip, n) on z.n = f.n`,
    [picked],
  );
  await db.query(
    `insert into plans (organization_id, office_id, name, spanish_name, type, price_cents, annual_price_cents,
       subscription_age_group, view_status)
     select f.organization_id, f.id, 'Adult Wellness', 'Bienestar para adultos', 'custom', p.price, p.price * 10,
       'adult', 'active'
     from (select organization_id, id, row_number() over (order by id) as n from offices) f
     join unnest($1::int[]) with ordinality as p(price, n) on p.n = f.n`,
    [prices],
  );
  await db.query('COMMIT');
  await db.query('ANALYZE');
  return Math.round(performance.now() - t0);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
type Stat = { p50: number; p95: number; p99: number; results: number };

/** Times `call` CALLS times after a warm-up, one at a time. */
async function time(call: () => Promise<number>): Promise<Stat> {
  for (let i = 0; i < WARM_UP; i++) await call();
  const took: number[] = [];
  let results = 0;
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    results = await call();
    took.push(performance.now() - t0);
  }
  took.sort((a, b) => a - b);
  return { p50: percentile(took, 0.5), p95: percentile(took, 0.95), p99: percentile(took, 0.99), results };
}

const ms = (n: number) => Number(n.toFixed(2));

const admin = new pg.Client({ connectionString: dbUrl('postgres') });
await admin.connect();
const db = await freshDatabase(admin, DB);
console.log(`\nSeed: ${PRACTICES.toLocaleString()} listed practices at random US ZIP codes in ${await seed(db)} ms`);

const server = await startServer({ port: PORT, databaseUrl: dbUrl(), name: 'marketplace', env: { TENANT: 'dental' } });
try {
  const search =
    (zip: string, miles = 25) =>
    async () => {
      const res = await fetch(`${server.base}/api/v1/marketplace/search?zip=${zip}&miles=${miles}`);
      if (!res.ok) throw new Error(`search ${zip}: ${res.status}`);
      return ((await res.json()) as { total: number }).total;
    };
  const floor = await time(async () => ((await fetch(`${server.base}/healthz`)).ok ? 0 : 0));
  const selectOne = await time(async () => ((await db.query('select 1')).rowCount ?? 0) - 1);
  const rows: Record<string, unknown>[] = [
    { case: 'floor: GET /healthz (bare route)', ...stat(floor) },
    { case: 'floor: select 1 (SQL only)', ...stat(selectOne) },
  ];
  const all: Stat[] = [];
  for (const [kind, zips] of Object.entries(ZIPS)) {
    for (const zip of zips) {
      const s = await time(search(zip));
      all.push(s);
      rows.push({ case: `${kind} ${zip}, 25 mi`, ...stat(s), 'p95 / floor': ms(s.p95 / floor.p95) });
    }
  }
  const wide = await time(search('10001', 100));
  rows.push({ case: 'dense 10001, 100 mi (widest)', ...stat(wide), 'p95 / floor': ms(wide.p95 / floor.p95) });
  console.log(`Search through the API (${CALLS} calls each after ${WARM_UP} to warm up; ms)`);
  console.table(rows);
  const worst = Math.max(...all.map((s) => s.p95));
  console.log(`Worst p95 at 25 miles: ${ms(worst)} ms (target under 20 ms). Load: ${load()}`);
} finally {
  await server.stop();
  await db.end();
  await admin.end();
}

function stat(s: Stat) {
  return { practices: s.results, p50: ms(s.p50), p95: ms(s.p95), p99: ms(s.p99) };
}

function load() {
  return `${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (1, 5, 15 min; ${cpus().length} CPUs)`;
}
