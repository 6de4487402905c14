// `npm run bench:multi-location`: an organization of 50 locations and 200,000 members on PostgreSQL (seeded in bulk
// with generate_series), and the two calls of issue 23 that read all of it: the master dashboard and the members list
// of all locations (upgraded-search, locations=all), through the API (app.inject: the route, guard and contract as
// served) beside the same statements as plain SQL. Target: p95 under 50 ms through the API, within 2x of the SQL.
// Prints tables; asserts nothing. BENCH_REUSE_DB=1 keeps the seeded database between runs.
import { cpus, loadavg } from 'node:os';
import { MemberSearchRequest } from '@mhq/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyRequest, InjectOptions } from 'fastify';
import pg from 'pg';
import { outboxMail } from '../apps/server/src/adapters/mail/outbox';
import { buildApp } from '../apps/server/src/app';
import { systemClock } from '../apps/server/src/clock';
import { loadConfig } from '../apps/server/src/config';
import { type Db, openPostgres } from '../apps/server/src/db/connection';
import * as schema from '../apps/server/src/db/schema';
import type { Ctx } from '../apps/server/src/deps';
import { assertOfficeAccess, authenticate } from '../apps/server/src/http/guard';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { currentFilterSql } from '../apps/server/src/modules/members/member-filters.sql';
import { memberPage } from '../apps/server/src/modules/members/member-search.queries';
import { searchMembers } from '../apps/server/src/modules/members/member-search.service';
import { dashboardRows } from '../apps/server/src/modules/multi-location/multi-dashboard.service';
import { loadJwtKey } from '../apps/server/src/secrets';
import { freshDatabase } from './members-env';
import { CALLS, timeEach, WARM_UP } from './members-measure';

const DB = 'bench_ml';
const dbUrl = (name = DB) => `postgres://postgres@127.0.0.1:5432/${name}`;
const LOCATIONS = 50;
const MEMBERS = 200_000;
const OWNER = { email: 'owner@bench-ml.test', password: 'bench-password-1' };
const reuse = process.env.BENCH_REUSE_DB === '1';

/** The organization, its 50 offices and their plans, the owner working at every one, the members and a year of money. */
async function seed(db: pg.Client) {
  const t0 = performance.now();
  await db.query(`insert into organizations (id, name, tier_level) values (1, 'Bench Dental Group', 3)`);
  await db.query(`insert into offices (id, organization_id, office_name, slug, verified, account_status)
    select g, 1, 'Bench Location ' || lpad(g::text, 2, '0'), 'bench-location-' || g, true, 1
    from generate_series(1, ${LOCATIONS}) g`);
  await db.query(`insert into plans (id, organization_id, office_id, name, type, price_cents, annual_price_cents,
      subscription_age_group, view_status)
    select (o.id - 1) * 2 + p.k, 1, o.id, p.name, 'custom', p.monthly, p.annual, p.age, 'active'
    from offices o cross join (values (1, 'Adult Wellness', 2900, 31900, 'adult'),
      (2, 'Child Wellness', 1900, 20900, 'child')) p(k, name, monthly, annual, age)`);
  const hash = await hashPassword(OWNER.password);
  const { rows } = await db.query(
    `insert into users (email, password_hash, type, first_name, last_name, organization_id)
     values ($1, $2, 'dentist', 'Bench', 'Owner', 1) returning id`,
    [OWNER.email, hash],
  );
  await db.query(
    `insert into office_users (organization_id, office_id, user_id, is_owner)
     select 1, g, $1, true from generate_series(1, ${LOCATIONS}) g`,
    [rows[0]?.id],
  );
  // Members spread over the locations, enrolled over the last three years; their statement triggers fill member_list.
  await db.query(`insert into members (id, organization_id, office_id, first_name, last_name, email, birth_date, created_at)
    select g, 1, 1 + (g % ${LOCATIONS}), (array['Ana','Ben','Carla','Dev','Eli','Fay','Gus','Hana'])[1 + g % 8],
      'Member' || g, 'm' || g || '@bench-ml.test', date '1960-01-01' + (g % 20000),
      now() - ((g % 1095) || ' days')::interval
    from generate_series(1, ${MEMBERS}) g`);
  // Most active; some late, delinquent and canceled, as a practice has.
  await db.query(`insert into subscriptions (id, organization_id, member_id, plan_id, status, term, price_cents,
      next_renewal_on, current_period_start, created_at, canceled_at)
    select m.id, 1, m.id, (m.office_id - 1) * 2 + 1 + (m.id % 2),
      case when m.id % 50 = 0 then 'past_due' when m.id % 97 = 0 then 'delinquent' when m.id % 13 = 0 then 'canceled'
        else 'active' end,
      case when m.id % 5 = 0 then 'annual' else 'monthly' end, 2900,
      current_date + (m.id % 28), current_date - (m.id % 28), m.created_at,
      case when m.id % 13 = 0 then now() - ((m.id % 300) || ' days')::interval end
    from members m`);
  // A charge per member in the last 12 months: the revenue figures' rows.
  await db.query(`insert into charges (organization_id, office_id, owner_member_id, method, amount_cents,
      platform_fee_cents, status, description, created_at)
    select 1, m.office_id, m.id, 'card', 2900, 100, 'succeeded', 'Adult Wellness', now() - ((m.id % 360) || ' days')::interval
    from members m`);
  for (const table of ['organizations', 'offices', 'plans', 'members', 'subscriptions']) {
    await db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
  await db.query('vacuum analyze');
  await db.query(`insert into system_settings (key, value) values ('bench_ml_seeded', to_jsonb(now()))`);
  return Math.round(performance.now() - t0);
}

async function seeded(admin: pg.Client) {
  if ((await admin.query('select 1 from pg_database where datname = $1', [DB])).rowCount !== 1) return false;
  const probe = new pg.Client({ connectionString: dbUrl() });
  await probe.connect();
  try {
    const { rows } = await probe.query(
      `select exists (select 1 from system_settings where key = 'bench_ml_seeded') as ok`,
    );
    return rows[0]?.ok === true;
  } catch {
    return false;
  } finally {
    await probe.end();
  }
}

const admin = new pg.Client({ connectionString: dbUrl('postgres') });
await admin.connect();
if (!reuse || !(await seeded(admin))) {
  const db = await freshDatabase(admin, DB);
  console.log(`\nSeed: ${MEMBERS.toLocaleString()} members in ${LOCATIONS} locations in ${await seed(db)} ms`);
  await db.end();
}

const database = openPostgres(dbUrl());
// A reused database gets the migrations written since it was seeded (the summaries' backfill among them).
await database.migrate();
const config = loadConfig({
  ...process.env,
  DATABASE_URL: dbUrl(),
  DEMO: 'true',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
});
const jwtKey = await loadJwtKey(database.db, config.jwtSecret);
const app = await buildApp(
  { config, database, clock: systemClock, mail: outboxMail(systemClock), jwtKey },
  { logger: false },
);
const pool = new pg.Pool({ connectionString: dbUrl(), max: 4 });
try {
  const login = await app.inject({ method: 'POST', url: '/api/v1/accounts/login', payload: OWNER });
  const token = (login.json() as { token: string }).token;
  const headers = { authorization: `JWT ${token}` };
  let failures = 0;
  const inject = async (opts: InjectOptions) => {
    const res = await app.inject(opts);
    if (res.statusCode !== 200) failures++;
    return res;
  };
  const dashboard = () =>
    inject({ method: 'GET', url: '/api/v1/multi-location/dashboard/1?period=this_month', headers });
  const members = () =>
    inject({
      method: 'POST',
      url: '/api/v1/dentists/1/members/upgraded-search',
      headers,
      payload: { searchFilter: 'all', locations: 'all', initial: false },
    });
  // The same questions as plain SQL: the very statements the API runs, built by the server's modules and run with drizzle
  // on a node-postgres pool of our own (so the SQL is the server's by construction), without the route, the guard, the
  // session and the caller's locations around them.
  const db = drizzle(pool, { schema }) as unknown as Db;
  const scope = { organizationId: 1, officeIds: Array.from({ length: LOCATIONS }, (_, i) => i + 1) };
  const sqlDashboard = () => {
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    return dashboardRows(db, scope, now, from, to);
  };
  const sqlMembers = () =>
    memberPage(db, {
      scope,
      filter: currentFilterSql('all', new Date()),
      search: undefined,
      sort: 'name',
      cursor: null,
    });
  // The members list's call does more than its page: the session, the office check, the caller's locations and the
  // audit line every read of patient data owes. Those statements, run as the route runs them but without HTTP, JSON
  // and the contract, are its floor; the page alone is printed beside it.
  const signedIn = { headers: { authorization: `JWT ${token}` } } as unknown as FastifyRequest;
  const allLocations = MemberSearchRequest.parse({ searchFilter: 'all', locations: 'all', initial: false });
  const sqlMembersCall = async () => {
    const auth = await authenticate(db, jwtKey, new Date(), signedIn);
    await assertOfficeAccess(db, auth, 1);
    return searchMembers({ db, clock: systemClock } as Ctx, auth, 1, allLocations, '127.0.0.1');
  };
  const d = await dashboard();
  if (d.statusCode !== 200) throw new Error(`master dashboard answered ${d.statusCode}: ${d.body}`);
  const t = await timeEach({ dashboard, sqlDashboard, members, sqlMembersCall, sqlMembers });
  const ms = (n: number) => Math.round(n * 10) / 10;
  const row = (name: string, api: { p50: number; p95: number }, sql: { p50: number; p95: number }) => ({
    call: name,
    api_p50: ms(api.p50),
    api_p95: ms(api.p95),
    sql_p50: ms(sql.p50),
    sql_p95: ms(sql.p95),
    'api/sql_p95': ms(api.p95 / sql.p95),
    'p95<50ms': api.p95 < 50 ? 'yes' : 'NO',
    'within 2x': api.p95 <= 2 * sql.p95 ? 'yes' : 'NO',
  });
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\n${LOCATIONS} locations, ${MEMBERS.toLocaleString()} members: ${CALLS} sequential calls each after ${WARM_UP} ` +
      `warm-up, API (app.inject) and SQL taking turns; ms. Load average ${load} (${cpus().length} CPUs)`,
  );
  console.table([
    row('master dashboard (this month, 50 locations)', t.dashboard, t.sqlDashboard),
    row("members list, all locations (first page): the call's statements", t.members, t.sqlMembersCall),
    row('members list, all locations (first page): its page statement alone', t.members, t.sqlMembers),
  ]);
  if (failures > 0) console.log(`!! ${failures} API calls did not answer 200: their times mean nothing.`);
} finally {
  await app.close();
  await pool.end();
  await database.close();
  if (!reuse) await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.end();
}
