// The members benchmark's seed: the practices, plans and front-desk user with generate_series, then the households
// (members-households.ts) with one INSERT ... SELECT FROM unnest(...) per table, so member_list's triggers
// (migration 0008) refresh all rows in a few big statements.
import { SUBSCRIPTION_STATUSES } from '@mhq/domain';
import type pg from 'pg';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { BIG_OFFICE, type Column, households, OFFICES, officeSizes, organizationsOf } from './members-households';

export { BIG_OFFICE, MEMBERS, OFFICES } from './members-households';
export const BENCH_USER = { email: 'frontdesk@bench.test', password: 'bench-password-1' };

/** One INSERT ... SELECT FROM unnest of one array per column: the whole table in one statement. */
async function insertAll(db: pg.Client, table: string, columns: Column[]): Promise<number> {
  const names = columns.map(([n]) => n).join(', ');
  const arrays = columns.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ');
  const res = await db.query(
    `insert into ${table} (${names}) select * from unnest(${arrays})`,
    columns.map(([, , v]) => v),
  );
  return res.rowCount ?? 0;
}

export type SeedStep = { step: string; rows: number; ms: number };

/** Seeds the practices, plans, households and the bench's front-desk user; answers how long each statement took. */
export async function seedMembers(db: pg.Client, now: number): Promise<SeedStep[]> {
  const steps: SeedStep[] = [];
  const timed = async (step: string, run: () => Promise<number>) => {
    const t0 = performance.now();
    const rows = await run();
    steps.push({ step, rows, ms: Math.round(performance.now() - t0) });
  };
  const sizes = officeSizes();
  const { orgOf, orgs } = organizationsOf();
  const passwordHash = await hashPassword(BENCH_USER.password);
  await timed('organizations, offices, plans, the front-desk user', async () => {
    await db.query(`insert into organizations (id, name, tier_level)
      select g, 'Bench Practice ' || g, 1 from generate_series(1, ${orgs}) g`);
    await db.query(
      `insert into offices (id, organization_id, office_name, slug, verified, account_status, gpp_active)
       select g, ($1::int[])[g],
         case when g = 1 then 'Bench Big Smiles' else 'Bench Office ' || g end, 'bench-office-' || g, true, 1, g % 5 < 2
       from generate_series(1, ${OFFICES}) g`,
      [orgOf.slice(1)],
    );
    // Four plans per office, ids 4(o-1)+1..4: adult, child, perio, senior.
    await db.query(`insert into plans (id, organization_id, office_id, name, type, price_cents, annual_price_cents,
        subscription_age_group, view_status)
      select (o.id - 1) * 4 + p.k, o.organization_id, o.id, p.name, 'custom', p.monthly, p.annual, p.age, 'active'
      from offices o cross join (values (1, 'Adult Wellness', 2900, 31900, 'adult'), (2, 'Child Wellness', 1900, 20900, 'child'),
        (3, 'Perio Care', 3900, 42900, 'adult'), (4, 'Senior Care', 3400, 37400, 'adult')) p(k, name, monthly, annual, age)`);
    await db.query(
      `insert into small_businesses (id, name) select g, 'Bench Employer ' || g from generate_series(1, 20) g`,
    );
    const [user] = (
      await db.query(
        `insert into users (email, password_hash, type, first_name, last_name, organization_id)
         values ($1, $2, 'office_admin', 'Front', 'Desk', $3) returning id`,
        [BENCH_USER.email, passwordHash, BIG_OFFICE.organizationId],
      )
    ).rows as { id: number }[];
    await db.query(
      `insert into office_users (organization_id, office_id, user_id, job_title) values ($1, $2, $3, 'officeManager')`,
      [BIG_OFFICE.organizationId, BIG_OFFICE.id, user?.id],
    );
    return orgs + OFFICES * 5 + 21;
  });

  const { members, subs, enrolments, methods } = households(now, orgOf, sizes);
  // The members and subscriptions statements each refresh member_list (migration 0008's statement triggers) for
  // every member. The payment methods' trigger is skipped for its one statement: it finds the households' members
  // with an OR join that, for 91,000 methods at once, compares every member of an organization with every method
  // of it (77 s, 94 million rows removed by the join filter); the subscriptions' refresh that follows rewrites every
  // row with a plan anyway, and a member without a plan shows no payment kind.
  await timed('members (trigger: member_list rows)', () => insertAll(db, 'members', members));
  await timed('enrolments', () => insertAll(db, 'enrolments', enrolments));
  await timed('member_payment_methods (its trigger skipped)', async () => {
    await db.query('ALTER TABLE member_payment_methods DISABLE TRIGGER member_list_payment_methods_inserted');
    try {
      return await insertAll(db, 'member_payment_methods', methods);
    } finally {
      await db.query('ALTER TABLE member_payment_methods ENABLE TRIGGER member_list_payment_methods_inserted');
    }
  });
  await timed('subscriptions (trigger: member_list refresh)', () => insertAll(db, 'subscriptions', subs));
  await timed('sequences, VACUUM ANALYZE', async () => {
    for (const table of ['organizations', 'offices', 'plans', 'small_businesses', 'members', 'enrolments']) {
      await db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
    await db.query('vacuum analyze');
    await db.query(`insert into system_settings (key, value) values ('bench_members_seeded', to_jsonb(now()))`);
    return 0;
  });
  return steps;
}

/** The big office's list rows by status (every one of SUBSCRIPTION_STATUSES is present), term and payment kind. */
export async function statusMix(db: pg.Client): Promise<Record<string, string | number>[]> {
  const { rows } = await db.query(
    `select coalesce(status, '(no plan)') as status, count(*)::int as n,
       count(*) filter (where term = 'monthly')::int as monthly, count(*) filter (where term = 'annual')::int as annual,
       count(*) filter (where payment_kind = 'card')::int as card, count(*) filter (where payment_kind = 'bank')::int as bank,
       count(*) filter (where payment_kind = 'cash')::int as cash, count(*) filter (where change_pending)::int as change_pending
     from member_list where office_id = $1 group by status`,
    [BIG_OFFICE.id],
  );
  const by = new Map((rows as Record<string, string | number>[]).map((r) => [r.status, r]));
  return [...SUBSCRIPTION_STATUSES, '(no plan)'].map((s) => by.get(s) ?? { status: s, n: 0 });
}
