// `npm run bench:rls` (= `npx tsx bench/rls.ts`): evaluates PostgreSQL row-level security (RLS) on the tenant
// tables as defence in depth, on PGlite (in memory) and on the PostgreSQL server at 127.0.0.1:5432 (user postgres,
// trust auth; a scratch database mhq_rls_bench is created and dropped, and the role mhq_app if the script made it).
//
// Data: 20 organizations x 1 office x 3 plans x 2,500 members (50,000 members, one subscription each), generated
// with INSERT ... SELECT generate_series, then ANALYZE. RLS: the role mhq_app (NOLOGIN, not superuser, no BYPASSRLS,
// owns nothing) gets SELECT/INSERT/UPDATE/DELETE on the tables; offices, plans, members and subscriptions get RLS
// ENABLEd and FORCEd with the policy `organization_id = nullif(current_setting('app.organization_id', true), '')::int`
// (USING and WITH CHECK).
//
// Measured, per backend: the members page's search (page of 15 ordered by name, plus count(*) of all matches; one
// "request" = both queries, in sequence) over several terms and all 20 organizations, as
//   baseline             owner (superuser), explicit organization_id/office_id filter, no transaction
//   tx-only              the same inside BEGIN; set_config('app.organization_id', ..., true); ...; COMMIT
//   rls                  BEGIN; SET LOCAL ROLE mhq_app; set_config(...); the same query (explicit filter kept); COMMIT
//   rls, 1 stmt          as rls, but role and organization set in one statement (one round trip fewer)
//   rls-forgotten-where  as rls, with no organization/office filter at all: RLS alone must scope it
// p50/p95/mean per variant and the difference to baseline; on PostgreSQL also throughput with 8 concurrent clients
// over the pool of 10; on both, what awaiting non-database work (argon2, mail, payment gateway) inside the request
// transaction does to concurrent requests. Correctness checks are printed as a table.
//
// Asserts nothing, except: if RLS lets mhq_app see or write another organization's rows (or any row with no
// organization set), it prints a loud error and exits 1.
import { type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type Db, openPglite, openPostgres } from '../apps/server/src/db/connection';

const SERVER_URL = 'postgres://postgres@127.0.0.1:5432/';
const SCRATCH_DB = 'mhq_rls_bench';
const ORGS = 20;
const MEMBERS_PER_ORG = 2500;
const TENANT_TABLES = ['offices', 'plans', 'members', 'subscriptions'] as const;
/** '' is the first page (no search); the others hit many, some, one or no members. */
const TERMS = ['', 'smith', 'mar', 'gmail', '0142', 'nguyen', 'xyzzy'];
const WARMUP = 35;
const ITERATIONS = 700; // per variant and backend, after warm-up (100 per term)
const CLIENTS = 8;
const REQUESTS_PER_CLIENT = 100;
const ROUNDS = 3;

type Row = Record<string, unknown>;
type Exec = Pick<Db, 'execute'>;
type Tenant = { org: number; office: number };
type SearchResult = { page: Row[]; total: number };
type Variant = { name: string; run: (db: Db, t: Tenant, term: string) => Promise<SearchResult> };
type Check = { backend: string; check: string; expected: string; got: string; result: 'ok' | 'FAIL' | 'info' };

const rowsOf = (res: unknown): Row[] => (res as { rows: Row[] }).rows;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

/** Raised when RLS did not filter: the script stops at once and exits 1. */
class RlsLeak extends Error {}

// ---------------------------------------------------------------------------------------------------------------
// Data and RLS setup

const FIRST = `Liam Olivia Noah Emma James Ava William Sophia Benjamin Isabella Lucas Mia Henry Evelyn Theodore Harper
  Mateo Camila Santiago Valentina Diego Lucia Jose Maria Juan Sofia Carlos Ximena Luis Mariana Wei Mei Hiroshi Yuki
  Minh Linh Arjun Priya Rahul Ananya Mohammed Fatima Omar Aisha Kwame Amara Chidi Ngozi Dmitri Anastasia Marco Giulia
  Pierre Camille Sean Siobhan Erik Ingrid Mark Martha Marcus Margaret Martin Marisol Tyler Brianna Jordan Taylor`;
const LAST = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson
  Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson
  Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell
  Carter Roberts Kim Patel Shah Chen Wang Tran Le Pham Yamamoto Tanaka Okafor Mensah Ivanov Rossi Dubois Murphy
  Larsen Marquez Smithson Goldsmith OBrien Kowalski Novak Schmidt Muller Fischer Weber Haddad Khan Ali Singh Castillo`;
const DOMAINS = 'gmail.com yahoo.com outlook.com icloud.com hotmail.com aol.com example.net comcast.net';
const pgArray = (words: string) =>
  `ARRAY[${words
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `'${w}'`)
    .join(',')}]`;

/** Synthetic practices through the real tables; constant SQL (no user input), so sql.raw is fine here. */
async function seed(db: Db): Promise<void> {
  const first = pgArray(FIRST);
  const last = pgArray(LAST);
  const domains = pgArray(DOMAINS);
  const pick = (arr: string, seed: string) => `(${arr})[1 + abs(hashint4(${seed})) % cardinality(${arr})]`;
  const statements = [
    `INSERT INTO organizations (name, tier_level) SELECT 'Practice ' || g, 1 FROM generate_series(1, ${ORGS}) g`,
    `INSERT INTO offices (organization_id, office_name, slug, email, phone, verified)
       SELECT id, name || ' Main Office', 'practice-' || id, 'office' || id || '@practice.test', '(512) 555-0100', true
       FROM organizations`,
    `INSERT INTO plans (organization_id, office_id, name, type, price_cents, subscription_age_group, view_status)
       SELECT o.organization_id, o.id, pl.name, pl.type, pl.price, pl.age, 'active' FROM offices o
       CROSS JOIN (VALUES ('Adult Wellness', 'month', 2900, 'adult'), ('Adult Wellness', 'year', 31900, 'adult'),
                          ('Child Wellness', 'month', 1900, 'child')) pl(name, type, price, age)`,
    `INSERT INTO members (organization_id, office_id, first_name, last_name, email, phone, birth_date, relationship,
                          spanish)
       SELECT o.organization_id, o.id, n.fn, n.ln,
              lower(n.fn || '.' || n.ln || (g % 100)) || '@' || n.dom,
              '(' || (200 + abs(hashint4(g * 3 + o.id)) % 800) || ') 555-' || lpad((abs(hashint4(g * 5 + o.id)) % 10000)::text, 4, '0'),
              date '1940-01-01' + abs(hashint4(g * 11 + o.id)) % 29000, 'myself', g % 9 = 0
       FROM offices o CROSS JOIN generate_series(1, ${MEMBERS_PER_ORG}) g
       CROSS JOIN LATERAL (SELECT ${pick(first, 'g * 7 + o.id * 1000')} AS fn, ${pick(last, 'g * 13 + o.id * 1000 + 1')} AS ln,
                                  ${pick(domains, 'g * 17 + o.id * 1000 + 2')} AS dom) n`,
    `INSERT INTO subscriptions (organization_id, member_id, plan_id, status)
       SELECT m.organization_id, m.id, p.id,
              CASE WHEN h < 70 THEN 'active' WHEN h < 82 THEN 'past_due' WHEN h < 92 THEN 'inactive' ELSE 'canceled' END
       FROM members m
       JOIN (SELECT id, organization_id, row_number() OVER (PARTITION BY organization_id ORDER BY id) - 1 AS k
             FROM plans) p ON p.organization_id = m.organization_id AND p.k = m.id % 3
       CROSS JOIN LATERAL (SELECT abs(hashint4(m.id * 31)) % 100 AS h) x`,
    'ANALYZE',
  ];
  for (const s of statements) await db.execute(sql.raw(s));
}

const POLICY = `organization_id = nullif(current_setting('app.organization_id', true), '')::int`;

/** The non-owner application role, its grants, and the tenant policies. */
async function enableRls(db: Db): Promise<void> {
  const statements = [
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'mhq_app') THEN
         CREATE ROLE mhq_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
       END IF;
     END $$`,
    'GRANT USAGE ON SCHEMA public TO mhq_app',
    'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO mhq_app',
    'GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO mhq_app',
    ...TENANT_TABLES.flatMap((t) => [
      `ALTER TABLE ${t} ENABLE ROW LEVEL SECURITY`,
      `ALTER TABLE ${t} FORCE ROW LEVEL SECURITY`,
      `CREATE POLICY tenant_isolation ON ${t} USING (${POLICY}) WITH CHECK (${POLICY})`,
    ]),
  ];
  for (const s of statements) await db.execute(sql.raw(s));
}

// ---------------------------------------------------------------------------------------------------------------
// The members page's search and its variants

/** The front desk's search: one office's members with subscription and plan; page of 15 plus the total. */
function searchSql(term: string, scope: Tenant | null): { page: SQL; count: SQL } {
  const where: SQL[] = [];
  if (scope) where.push(sql`m.organization_id = ${scope.org} AND m.office_id = ${scope.office}`);
  if (term) {
    const p = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(m.first_name ILIKE ${p} OR m.last_name ILIKE ${p} OR m.email ILIKE ${p} OR m.phone ILIKE ${p})`);
  }
  const whereSql = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  return {
    page: sql`SELECT m.id, m.organization_id AS org, m.first_name, m.last_name, m.email, m.phone,
                     s.status, p.name AS plan_name, p.type AS plan_type
              FROM members m
              LEFT JOIN subscriptions s ON s.organization_id = m.organization_id AND s.member_id = m.id
              LEFT JOIN plans p ON p.organization_id = s.organization_id AND p.id = s.plan_id
              ${whereSql}
              ORDER BY m.last_name, m.first_name, m.id
              LIMIT 15`,
    count: sql`SELECT count(*)::int AS n FROM members m ${whereSql}`,
  };
}

async function search(ex: Exec, term: string, scope: Tenant | null): Promise<SearchResult> {
  const q = searchSql(term, scope);
  const page = rowsOf(await ex.execute(q.page));
  const total = Number(rowsOf(await ex.execute(q.count))[0]?.n);
  return { page, total };
}

const setOrg = (org: number | null) =>
  sql`SELECT set_config('app.organization_id', ${org === null ? '' : String(org)}, true)`;
const setRole = sql`SET LOCAL ROLE mhq_app`;
const setRoleAndOrg = (org: number) =>
  sql`SELECT set_config('role', 'mhq_app', true), set_config('app.organization_id', ${String(org)}, true)`;

const VARIANTS: Variant[] = [
  { name: 'baseline', run: (db, t, term) => search(db, term, t) },
  {
    name: 'tx-only',
    run: (db, t, term) =>
      db.transaction(async (tx) => {
        await tx.execute(setOrg(t.org));
        return search(tx, term, t);
      }),
  },
  {
    name: 'rls',
    run: (db, t, term) =>
      db.transaction(async (tx) => {
        await tx.execute(setRole);
        await tx.execute(setOrg(t.org));
        return search(tx, term, t);
      }),
  },
  {
    name: 'rls, 1 stmt',
    run: (db, t, term) =>
      db.transaction(async (tx) => {
        await tx.execute(setRoleAndOrg(t.org));
        return search(tx, term, t);
      }),
  },
  {
    name: 'rls-forgotten-where',
    run: (db, t, term) =>
      db.transaction(async (tx) => {
        await tx.execute(setRole);
        await tx.execute(setOrg(t.org));
        return search(tx, term, null);
      }),
  },
];
const variant = (name: string) => VARIANTS.find((v) => v.name === name)!;

// ---------------------------------------------------------------------------------------------------------------
// Statistics and verification

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const ms = (x: number) => Number(x.toFixed(2));
const diff = (x: number, base: number) => `${x >= base ? '+' : ''}${(((x - base) / base) * 100).toFixed(1)}%`;

function summary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return { n: s.length, p50: pct(s, 0.5), p95: pct(s, 0.95), mean: mean(s) };
}

/** Every variant must give the owner's answer; an RLS variant that shows another organization's row aborts. */
function verify(backend: string, v: Variant, t: Tenant, term: string, r: SearchResult, expected: Map<string, number>) {
  const foreign = r.page.filter((row) => Number(row.org) !== t.org);
  if (foreign.length > 0 && v.name.startsWith('rls'))
    throw new RlsLeak(
      `${backend}: '${v.name}' for organization ${t.org}, term '${term}' returned ${foreign.length} row(s) of organization(s) ${[...new Set(foreign.map((f) => f.org))].join(', ')}`,
    );
  const want = expected.get(`${t.org}|${term}`);
  if (r.total !== want) {
    const msg = `${backend}: '${v.name}' for organization ${t.org}, term '${term}' counted ${r.total}, owner counted ${want}`;
    if (v.name.startsWith('rls') && r.total > (want ?? 0)) throw new RlsLeak(msg);
    throw new Error(msg);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Correctness checks of the policies themselves

async function asApp<T>(db: Db, org: number | null, fn: (tx: Exec) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(setRole);
    if (org !== null) await tx.execute(setOrg(org));
    return fn(tx);
  });
}

const tableCounts = async (ex: Exec) =>
  rowsOf(
    await ex.execute(
      sql`SELECT current_user AS role, current_setting('app.organization_id', true) AS org_setting,
                 (SELECT count(*)::int FROM offices) AS offices, (SELECT count(*)::int FROM plans) AS plans,
                 (SELECT count(*)::int FROM members) AS members, (SELECT count(*)::int FROM subscriptions) AS subs`,
    ),
  )[0]!;
const countsText = (r: Row) => `${r.offices}/${r.plans}/${r.members}/${r.subs}`;
const settingText = (v: unknown) => (v === null ? 'NULL' : `'${String(v)}'`);

async function errorOf(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
    return 'accepted';
  } catch (e) {
    const err = e as { code?: string; cause?: { code?: string; message?: string }; message: string };
    const code = err.code ?? err.cause?.code;
    const message = err.cause?.message ?? err.message;
    return `refused ${code ?? ''}: ${message.split('\n')[0]}`;
  }
}

/** With no organization set, mhq_app must see nothing, whether the setting is unset (NULL) or left as ''. */
async function unsetCheck(backend: string, db: Db, when: string, checks: Check[]) {
  const r = await asApp(db, null, tableCounts);
  const ok = countsText(r) === '0/0/0/0';
  checks.push({
    backend,
    check: `mhq_app, no app.organization_id (${when}: setting = ${settingText(r.org_setting)}): offices/plans/members/subs`,
    expected: '0/0/0/0',
    got: countsText(r),
    result: ok ? 'ok' : 'FAIL',
  });
  if (!ok) throw new RlsLeak(`${backend}: mhq_app with no organization set sees ${countsText(r)}`);
}

async function policyChecks(backend: string, db: Db, tenants: Tenant[], checks: Check[]) {
  const push = (check: string, expected: string, got: string, ok: boolean | null) =>
    checks.push({ backend, check, expected, got, result: ok === null ? 'info' : ok ? 'ok' : 'FAIL' });
  const [a, b] = [tenants[2]!, tenants[5]!];

  const role = rowsOf(
    await db.execute(
      sql`SELECT r.rolsuper, r.rolbypassrls, r.rolcanlogin,
                 (SELECT string_agg(DISTINCT pg_get_userbyid(c.relowner), ',') FROM pg_class c
                  WHERE c.relname IN ('offices', 'plans', 'members', 'subscriptions')) AS owner,
                 (SELECT count(*)::int FROM pg_class c WHERE c.relname IN ('offices', 'plans', 'members', 'subscriptions')
                  AND c.relkind = 'r' AND c.relrowsecurity AND c.relforcerowsecurity) AS forced
          FROM pg_roles r WHERE r.rolname = 'mhq_app'`,
    ),
  )[0]!;
  const roleText = `super=${role.rolsuper} bypassrls=${role.rolbypassrls} login=${role.rolcanlogin} owner=${role.owner} rls+force on ${role.forced}/4`;
  const roleWant = 'super=false bypassrls=false login=false owner=postgres rls+force on 4/4';
  push('mhq_app attributes; owner of the tenant tables; RLS enabled+forced', roleWant, roleText, roleText === roleWant);

  const owner = await tableCounts(db);
  push(
    'owner (superuser), no SET ROLE: current_user; offices/plans/members/subs',
    `postgres ${ORGS}/${ORGS * 3}/${ORGS * MEMBERS_PER_ORG}/${ORGS * MEMBERS_PER_ORG}`,
    `${owner.role} ${countsText(owner)}`,
    null,
  );

  const app = await asApp(db, a.org, tableCounts);
  const appWant = `mhq_app 1/3/${MEMBERS_PER_ORG}/${MEMBERS_PER_ORG}`;
  const appGot = `${app.role} ${countsText(app)}`;
  push(
    `SET LOCAL ROLE mhq_app + org ${a.org}: current_user; offices/plans/members/subs`,
    appWant,
    appGot,
    appGot === appWant,
  );
  if (appGot !== appWant) throw new RlsLeak(`${backend}: mhq_app with organization ${a.org} sees ${appGot}`);

  const one = await db.transaction(async (tx) => {
    await tx.execute(setRoleAndOrg(a.org));
    return tableCounts(tx);
  });
  const oneGot = `${one.role} ${countsText(one)}`;
  push(`set_config('role', 'mhq_app', true) + org in one statement`, appWant, oneGot, oneGot === appWant);
  if (oneGot !== appWant) throw new RlsLeak(`${backend}: one-statement role+org sees ${oneGot}`);

  const after = rowsOf(await db.execute(sql`SELECT current_user AS role`))[0]!.role;
  push(
    'after COMMIT the connection is back to its own role (SET LOCAL)',
    'postgres',
    String(after),
    after === 'postgres',
  );

  // Writes: another organization's member can be neither inserted, updated nor deleted; the own one can.
  const foreignId = Number(
    rowsOf(await db.execute(sql`SELECT min(id) AS id FROM members WHERE organization_id = ${b.org}`))[0]!.id,
  );
  const insertOther = await errorOf(() =>
    asApp(db, a.org, (tx) =>
      tx.execute(sql`INSERT INTO members (organization_id, office_id, first_name, last_name, birth_date)
                     VALUES (${b.org}, ${b.office}, 'Mallory', 'Intruder', '1990-01-01')`),
    ),
  );
  const insertOtherOk = insertOther.startsWith('refused 42501');
  push(
    `mhq_app (org ${a.org}) INSERTs a member into org ${b.org}`,
    'refused 42501 (WITH CHECK)',
    insertOther,
    insertOtherOk,
  );
  if (!insertOtherOk) throw new RlsLeak(`${backend}: mhq_app could insert into another organization: ${insertOther}`);

  const touched = await asApp(db, a.org, async (tx) => {
    const u = rowsOf(
      await tx.execute(sql`UPDATE members SET first_name = 'Hacked' WHERE id = ${foreignId} RETURNING id`),
    ).length;
    const d = rowsOf(
      await tx.execute(sql`DELETE FROM subscriptions WHERE member_id = ${foreignId} RETURNING id`),
    ).length;
    return `${u} updated, ${d} deleted`;
  });
  push(
    `mhq_app (org ${a.org}) UPDATEs/DELETEs org ${b.org}'s member ${foreignId} by id`,
    '0 updated, 0 deleted',
    touched,
    touched === '0 updated, 0 deleted',
  );
  if (touched !== '0 updated, 0 deleted') throw new RlsLeak(`${backend}: mhq_app changed another organization's rows`);

  const moveOut = await errorOf(() =>
    asApp(db, a.org, (tx) =>
      tx.execute(
        sql`UPDATE subscriptions SET organization_id = ${b.org} WHERE id = (SELECT min(id) FROM subscriptions)`,
      ),
    ),
  );
  push(
    `mhq_app (org ${a.org}) moves its own subscription to org ${b.org}`,
    'refused 42501 (WITH CHECK)',
    moveOut,
    moveOut.startsWith('refused 42501'),
  );
  if (!moveOut.startsWith('refused 42501'))
    throw new RlsLeak(`${backend}: a row could be moved out of its organization`);

  let ownInsert = 'not run';
  try {
    await asApp(db, a.org, async (tx) => {
      const r = rowsOf(
        await tx.execute(sql`INSERT INTO members (organization_id, office_id, first_name, last_name, birth_date)
                             VALUES (${a.org}, ${a.office}, 'Nina', 'Newcomer', '1990-01-01') RETURNING id`),
      );
      ownInsert = `accepted (id ${r[0]?.id}), rolled back`;
      (tx as unknown as { rollback(): never }).rollback();
    });
  } catch (e) {
    if (!(e instanceof TransactionRollbackError)) ownInsert = `refused: ${(e as Error).message}`;
  }
  push(
    `mhq_app (org ${a.org}) INSERTs a member into its own org (sequence USAGE)`,
    'accepted',
    ownInsert,
    ownInsert.startsWith('accepted'),
  );

  // The forgotten WHERE as the owner, for contrast: this is the leak RLS is there to stop.
  const leak = await search(db, '', null);
  const leakOrgs = new Set(leak.page.map((r) => r.org)).size;
  push(
    'contrast: forgotten WHERE as owner (no RLS), first page',
    'leaks across orgs',
    `total ${leak.total}, page from ${leakOrgs} org(s)`,
    null,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Measurements

async function latency(backend: string, db: Db, tenants: Tenant[], expected: Map<string, number>) {
  const samples = new Map<string, number[]>(VARIANTS.map((v) => [v.name, []]));
  const byTerm = new Map<string, number[]>(); // `${variant}|${term}`
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    const term = TERMS[i % TERMS.length]!;
    const t = tenants[i % tenants.length]!;
    for (let k = 0; k < VARIANTS.length; k++) {
      const v = VARIANTS[(i + k) % VARIANTS.length]!; // rotate the order so no variant always runs first
      const t0 = now();
      const r = await v.run(db, t, term);
      const elapsed = now() - t0;
      verify(backend, v, t, term, r, expected);
      if (i < WARMUP) continue;
      samples.get(v.name)!.push(elapsed);
      const key = `${v.name}|${term}`;
      byTerm.set(key, [...(byTerm.get(key) ?? []), elapsed]);
    }
  }
  const base = summary(samples.get('baseline')!);
  console.log(`\n${backend}: member search, one request = page of 15 + count(*) (ms, ${ITERATIONS} requests each)`);
  console.table(
    VARIANTS.map((v) => {
      const s = summary(samples.get(v.name)!);
      return {
        variant: v.name,
        n: s.n,
        p50_ms: ms(s.p50),
        p95_ms: ms(s.p95),
        mean_ms: ms(s.mean),
        p50_vs_baseline: v.name === 'baseline' ? '' : diff(s.p50, base.p50),
        mean_vs_baseline: v.name === 'baseline' ? '' : diff(s.mean, base.mean),
      };
    }),
  );
  console.log(`${backend}: p50 ms per search term (matches: mean count(*) over the 20 organizations)`);
  console.table(
    TERMS.map((term) => {
      const matches = mean(tenants.map((t) => expected.get(`${t.org}|${term}`) ?? 0));
      const row: Record<string, string | number> = { term: term === '' ? "'' (first page)" : term, matches };
      for (const v of VARIANTS) row[v.name] = ms(summary(byTerm.get(`${v.name}|${term}`) ?? []).p50);
      return row;
    }),
  );
}

/** PostgreSQL: 8 clients at once over the pool of 10, each running requests back to back. */
async function throughput(backend: string, db: Db, tenants: Tenant[], expected: Map<string, number>) {
  const names = ['baseline', 'tx-only', 'rls'];
  const acc = new Map(names.map((n) => [n, { seconds: 0, requests: 0, lat: [] as number[] }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length]!;
      const v = variant(name);
      const a = acc.get(name)!;
      const t0 = now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, c) => {
          for (let i = 0; i < REQUESTS_PER_CLIENT; i++) {
            const term = TERMS[(c + i) % TERMS.length]!;
            const t = tenants[(c * 3 + i) % tenants.length]!;
            const s = now();
            const r = await v.run(db, t, term);
            a.lat.push(now() - s);
            verify(backend, v, t, term, r, expected);
          }
        }),
      );
      a.seconds += (now() - t0) / 1000;
      a.requests += CLIENTS * REQUESTS_PER_CLIENT;
    }
  }
  const baseRps = acc.get('baseline')!.requests / acc.get('baseline')!.seconds;
  console.log(
    `\n${backend}: throughput, ${CLIENTS} concurrent clients over a pool of 10 (${ROUNDS} rounds x ${CLIENTS * REQUESTS_PER_CLIENT} requests; 2 search queries per request)`,
  );
  console.table(
    names.map((name) => {
      const a = acc.get(name)!;
      const rps = a.requests / a.seconds;
      const s = summary(a.lat);
      return {
        variant: name,
        requests: a.requests,
        requests_per_s: Math.round(rps),
        search_queries_per_s: Math.round(rps * 2),
        vs_baseline: name === 'baseline' ? '' : diff(rps, baseRps),
        p50_ms: ms(s.p50),
        p95_ms: ms(s.p95),
      };
    }),
  );
}

/**
 * What a request that awaits non-database work (argon2, mail, payment gateway; here a 50 ms sleep) inside its
 * transaction does to the others: 8 such requests at once, the sleep inside vs after the transaction, and how long a
 * plain query issued meanwhile waits.
 */
async function awaitInsideTransaction(backend: string, db: Db, tenants: Tenant[]) {
  const request = async (t: Tenant, inside: boolean) => {
    await db.transaction(async (tx) => {
      await tx.execute(setRoleAndOrg(t.org));
      await search(tx, 'smith', t);
      if (inside) await sleep(50);
    });
    if (!inside) await sleep(50);
  };
  const wall = async (inside: boolean) => {
    const t0 = now();
    await Promise.all(tenants.slice(0, CLIENTS).map((t) => request(t, inside)));
    return now() - t0;
  };
  const probe = async () => {
    const t0 = now();
    await db.execute(sql`SELECT 1`);
    return now() - t0;
  };
  await wall(false);
  const outside = Math.min(await wall(false), await wall(false));
  const inside = Math.min(await wall(true), await wall(true));
  const idle = Math.min(await probe(), await probe(), await probe());
  const held = db.transaction(async (tx) => {
    await tx.execute(setRoleAndOrg(tenants[0]!.org));
    await sleep(100);
  });
  await sleep(10);
  const blocked = await probe();
  await held;
  return {
    backend,
    '8 requests, 50 ms await after tx (ms)': Math.round(outside),
    '8 requests, 50 ms await inside tx (ms)': Math.round(inside),
    'SELECT 1 alone (ms)': ms(idle),
    'SELECT 1 while another tx awaits 100 ms (ms)': ms(blocked),
  };
}

/**
 * PGlite only: BEGIN / SET LOCAL issued as separate db.execute calls instead of db.transaction. PGlite's query()
 * takes its lock per statement, so another request's query runs inside this transaction, with its role and org.
 */
async function rawBeginHazard(backend: string, db: Db, tenants: Tenant[], checks: Check[]) {
  const a = tenants[3]!;
  const requestA = (async () => {
    await db.execute(sql`BEGIN`);
    await db.execute(setRoleAndOrg(a.org));
    await sleep(50); // awaits argon2 / the payment gateway
    await db.execute(sql`COMMIT`);
  })();
  await sleep(10);
  const seen = rowsOf(
    await db.execute(
      sql`SELECT current_user AS role, current_setting('app.organization_id', true) AS org,
                 (SELECT count(*)::int FROM members) AS members`,
    ),
  )[0]!;
  await requestA;
  checks.push({
    backend,
    check:
      "hazard: request A does BEGIN/set_config via separate db.execute (not db.transaction) and awaits; request B's plain query meanwhile runs as",
    expected: `postgres, all ${ORGS * MEMBERS_PER_ORG} members`,
    got: `${seen.role}, org ${settingText(seen.org)}, ${seen.members} members`,
    result: 'info',
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Per backend

async function runBackend(backend: string, database: Database, setupSeconds: number, checks: Check[], lockRows: Row[]) {
  const { db } = database;
  const tenants = rowsOf(
    await db.execute(sql`SELECT organization_id AS org, id AS office FROM offices ORDER BY id`),
  ).map((r) => ({ org: Number(r.org), office: Number(r.office) }));
  const sizes = rowsOf(
    await db.execute(sql`SELECT (SELECT count(*)::int FROM members) AS members, (SELECT count(*)::int FROM subscriptions) AS subs,
                                pg_size_pretty(pg_database_size(current_database())) AS db_size`),
  )[0]!;
  console.log(`\n=== ${backend} ===`);
  console.table([
    {
      backend,
      organizations: tenants.length,
      members: sizes.members,
      subscriptions: sizes.subs,
      database_size: sizes.db_size,
      'setup s (create, migrate, insert, ANALYZE, RLS)': Number(setupSeconds.toFixed(1)),
    },
  ]);

  await unsetCheck(backend, db, 'never set on this connection', checks);
  await policyChecks(backend, db, tenants, checks);

  const expected = new Map<string, number>();
  for (const t of tenants)
    for (const term of TERMS) expected.set(`${t.org}|${term}`, (await search(db, term, t)).total);

  await latency(backend, db, tenants, expected);
  checks.push({
    backend,
    check: `rls-forgotten-where (no org/office filter) over ${WARMUP + ITERATIONS} requests: rows of other orgs; count = owner's scoped count`,
    expected: '0 foreign rows, counts equal',
    got: '0 foreign rows, counts equal',
    result: 'ok',
  }); // verify() would have thrown otherwise
  if (database.kind === 'postgres') await throughput(backend, db, tenants, expected);
  lockRows.push(await awaitInsideTransaction(backend, db, tenants));
  if (database.kind === 'pglite') await rawBeginHazard(backend, db, tenants, checks);
  await unsetCheck(backend, db, 'after use on this connection', checks);
}

async function setUp(database: Database): Promise<void> {
  await database.migrate();
  await seed(database.db);
  await enableRls(database.db);
}

// ---------------------------------------------------------------------------------------------------------------
// Main

const checks: Check[] = [];
const lockRows: Row[] = [];
const admin = new pg.Client({ connectionString: `${SERVER_URL}postgres` });
let adminConnected = false;
let createdRole = false;
let failure: unknown = null;
try {
  let t0 = now();
  const lite = await openPglite(null);
  try {
    await setUp(lite);
    await runBackend('PGlite', lite, (now() - t0) / 1000, checks, lockRows);
  } finally {
    await lite.close();
  }

  t0 = now();
  await admin.connect();
  adminConnected = true;
  await admin.query(`DROP DATABASE IF EXISTS ${SCRATCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${SCRATCH_DB}`);
  createdRole = (await admin.query(`SELECT 1 FROM pg_roles WHERE rolname = 'mhq_app'`)).rowCount === 0;
  const server = openPostgres(`${SERVER_URL}${SCRATCH_DB}`);
  try {
    await setUp(server);
    await runBackend('PostgreSQL', server, (now() - t0) / 1000, checks, lockRows);
  } finally {
    await server.close();
    await sleep(300); // pool.end() resolves before the sockets are closed; let them go before DROP ... FORCE
  }
} catch (e) {
  failure = e;
} finally {
  // Nothing was created on the server before the admin connection opened (and an unconnected pg.Client would
  // queue these queries forever).
  if (adminConnected) {
    await admin.query(`DROP DATABASE IF EXISTS ${SCRATCH_DB} WITH (FORCE)`);
    if (createdRole) await admin.query('DROP ROLE IF EXISTS mhq_app');
    await admin.end();
  }
}

if (lockRows.length > 0) {
  console.log(
    '\nAwaiting non-database work inside the per-request transaction (PGlite: one connection, its transaction() holds an exclusive lock until COMMIT)',
  );
  console.table(lockRows);
}
console.log('\nCorrectness checks');
console.table(checks);

if (failure instanceof RlsLeak) {
  console.error(`\n${'!'.repeat(100)}\nRLS DID NOT FILTER: ${failure.message}\n${'!'.repeat(100)}`);
  process.exit(1);
}
if (failure) throw failure;
