// `npm run bench:members`: the members list (upgraded-search) of a 20,000-member office among 200,000 members on
// PostgreSQL, through the API and as the same SQL, with where the API's time goes and the plans of the cases that
// matter (issue 8's target: p95 under 10 ms through the API on every case). Prints tables; asserts nothing. BENCH_REUSE_DB=1 keeps the seeded database between runs (seeding only when it is missing).
import { cpus, loadavg } from 'node:os';
import { MEMBER_FILTERS } from '@mhq/domain';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/connection';
import { type BenchServer, DB, dbUrl, seeded, startServer } from './members-env';
import {
  apiClient,
  breakdown,
  CALLS,
  type Case,
  cursorOf,
  explain,
  ms,
  sqlClient,
  timeEach,
  WARM_UP,
} from './members-measure';
import { BENCH_USER, BIG_OFFICE, MEMBERS, OFFICES, seedMembers, statusMix } from './members-seed';

const reuse = process.env.BENCH_REUSE_DB === '1';
/** Other work on this machine (tests, builds) shares its CPUs and shows in the p95s. */
const load = () =>
  `${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (1, 5, 15 min; ${cpus().length} CPUs)`;
const admin = new pg.Client({ connectionString: dbUrl('postgres') });
await admin.connect();
const db = new pg.Client({ connectionString: dbUrl() });
if (!reuse || !(await seeded(admin))) {
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB}`);
  const database = openPostgres(dbUrl());
  await database.migrate();
  await database.close();
  await db.connect();
  const t0 = performance.now();
  const steps = await seedMembers(db, Date.now());
  // What autovacuum does after a bulk load, at once rather than within the next minute.
  await db.query('ANALYZE member_list');
  const total = Math.round(performance.now() - t0);
  console.log(`\nSeed: ${MEMBERS.toLocaleString()} members in ${OFFICES} offices, set-based (${total} ms in all)`);
  console.table([...steps, { step: 'total (generating the rows in memory included)', rows: MEMBERS, ms: total }]);
} else {
  await db.connect();
  console.log(`\nReusing the seeded database ${DB} (BENCH_REUSE_DB=1).`);
}
const sizes = await db.query(
  `select count(*)::int as offices, min(n)::int as smallest, percentile_disc(0.5) within group (order by n)::int as median,
     max(n) filter (where office_id <> $1)::int as largest_other, max(n) filter (where office_id = $1)::int as big_office,
     sum(n)::int as members
   from (select office_id, count(*) as n from member_list group by office_id) o`,
  [BIG_OFFICE.id],
);
console.log('Members per office');
console.table(sizes.rows);
console.log("The big office's list rows by listed status (every one of SUBSCRIPTION_STATUSES), term and payment kind");
console.table(await statusMix(db));

const scope = { organizationId: BIG_OFFICE.organizationId, officeIds: [BIG_OFFICE.id] };
const pool = new pg.Pool({ connectionString: dbUrl(), max: 4 });
const server: BenchServer = await startServer();
try {
  const login = await fetch(`${server.base}/api/v1/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  const { token } = (await login.json()) as { token: string };
  const api = apiClient(server.base, token, BIG_OFFICE.id);
  const sql = sqlClient(pool, scope);

  // 'first last' of a member whose name is theirs alone in the office, of the most common last name that has one.
  const { rows: named } = await db.query(
    `select lower(first_name || ' ' || last_name) as name from member_list where office_id = $1 and not deleted
     group by first_name, last_name having count(*) = 1 order by count(*) over (partition by last_name) desc, 1 limit 1`,
    [BIG_OFFICE.id],
  );
  const fullName = (named[0] as { name: string } | undefined)?.name ?? 'ezra smith';
  const cases: Case[] = [
    { name: 'first page (no filter)' },
    ...MEMBER_FILTERS.filter((f) => f.value !== 'all').map((f) => ({ name: `filter ${f.value}`, filter: f.value })),
    { name: "search 'ma' (2 letters)", query: 'ma' },
    { name: "search 'son' (3 letters, many)", query: 'son' },
    { name: "search 'ezr' (3 letters, few)", query: 'ezr' },
    { name: `search '${fullName}' (full name)`, query: fullName },
    { name: 'deep page 51 (name)', deepPages: 50 },
    { name: 'sort newest, first page', sort: 'newest' },
    { name: 'sort newest, deep page 51', sort: 'newest', deepPages: 50 },
    { name: 'sort nextPayment, first page', sort: 'nextPayment' },
    { name: 'sort nextPayment, deep page 51', sort: 'nextPayment', deepPages: 50 },
    { name: "search 'son', deep page 51", query: 'son', deepPages: 50 },
  ];

  /** The `startingAt` of the page `deepPages` pages in, followed through the API. */
  async function startingAtOf(c: Case): Promise<string | undefined> {
    let at: string | undefined;
    for (let p = 0; p < (c.deepPages ?? 0); p++) {
      const page = await api.search(c, false, at);
      if (!page.nextStartingAt) return at;
      at = page.nextStartingAt;
    }
    return at;
  }

  type Row = Record<string, string | number>;
  /** Every case through the API and as SQL, alternating; a deep page has no initial: true (it is not a first page). */
  async function measure() {
    const pages: Row[] = [];
    const counted: Row[] = [];
    for (const c of cases) {
      const at = await startingAtOf(c);
      const cursor = cursorOf(at);
      const total = (await api.search(c, true)).total ?? 0;
      const row = async (initial: boolean): Promise<Row> => {
        const t = await timeEach({ api: () => api.search(c, initial, at), sql: () => sql.run(c, initial, cursor) });
        return {
          case: c.name,
          matches: total,
          api_p50: ms(t.api.p50),
          api_p95: ms(t.api.p95),
          sql_p50: ms(t.sql.p50),
          sql_p95: ms(t.sql.p95),
          'api/sql_p50': ms(t.api.p50 / t.sql.p50),
          'p95<10ms': t.api.p95 < 10 ? 'yes' : 'NO',
        };
      };
      pages.push(await row(false));
      if (!c.deepPages) counted.push(await row(true));
    }
    return { pages, counted };
  }
  const how = `${CALLS} sequential calls each after ${WARM_UP} warm-up, one client, API and SQL taking turns; ms`;
  const print = (title: string, m: Awaited<ReturnType<typeof measure>>) => {
    console.log(`\n${title}: one page (initial: false). ${how}. Load average: ${load()}`);
    console.table(m.pages);
    console.log(`${title}: the first pages with their count (initial: true: page and count(*) together)`);
    console.table(m.counted);
  };

  // The server's first few hundred calls run colder code (the JIT, prepared plans, the buffer cache): one pass over
  // every case first, so the first case measured is not the one that pays for it.
  for (const c of cases) for (let i = 0; i < WARM_UP; i++) await api.search(c, i % 2 === 0);
  const result = await measure();
  print(`upgraded-search, office of ${BIG_OFFICE.members.toLocaleString()} members`, result);

  console.log(`\nWhere the API's time goes (first page, initial: false). ${how}`);
  console.table(await breakdown({ pool, api, token, officeId: BIG_OFFICE.id, scope, c: cases[0] as Case }));

  const plans: [string, Case, boolean][] = [
    ['first page', cases[0] as Case, false],
    ["status filter 'past_due'", { name: 'past_due', filter: 'past_due' }, false],
    ['deep keyset page 51 (name)', { name: 'deep', deepPages: 50 }, false],
    ["2-letter search 'ma'", { name: 'ma', query: 'ma' }, false],
    ["3-letter search 'son', with its count", { name: 'son', query: 'son' }, true],
    ["filter 'renewal', with its count", { name: 'renewal', filter: 'renewal' }, true],
    ["filter 'monthly', with its count", { name: 'monthly', filter: 'monthly' }, true],
    ["filter 'community', with its count", { name: 'community', filter: 'community' }, true],
    ["filter 'delinquent', with its count", { name: 'delinquent', filter: 'delinquent' }, true],
    ["filter 'pendingPriceChange', with its count", { name: 'pendingPriceChange', filter: 'pendingPriceChange' }, true],
  ];
  for (const [title, c, initial] of plans) {
    const statements = await sql.capture(c, initial, cursorOf(await startingAtOf(c)));
    for (const [i, s] of statements.entries()) {
      const what = `${title}${i === 0 ? '' : ': the count'}`;
      console.log(`\n--- EXPLAIN (ANALYZE, BUFFERS): ${what}\n${s.sql}\n-- ${JSON.stringify(s.params)}`);
      console.log(await explain(pool, s));
    }
  }

  if (api.failures() > 0) console.log(`!! ${api.failures()} API calls did not answer 200: their times mean nothing.`);

  const hits = (rows: Row[]) => `${rows.filter((r) => r['p95<10ms'] === 'yes').length} of ${rows.length}`;
  const worst = (rows: Row[]) =>
    rows.reduce((w, r) => (Number(r.api_p95) > Number(w.api_p95) ? r : w), rows[0] ?? { case: '', api_p95: 0 });
  console.log('\nSummary: cases whose p95 through the API is under 10 ms');
  console.table([
    {
      calls: 'one page (initial: false)',
      under_10ms: hits(result.pages),
      slowest: `${worst(result.pages).case} ${worst(result.pages).api_p95}`,
    },
    {
      calls: 'first page with its count',
      under_10ms: hits(result.counted),
      slowest: `${worst(result.counted).case} ${worst(result.counted).api_p95}`,
    },
  ]);
} finally {
  await server.stop();
  await pool.end();
  await db.end();
  if (!reuse) await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.end();
}
