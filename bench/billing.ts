// `npm run bench:billing`: the billing run over 10,000, 50,000 and 100,000 due subscriptions on PostgreSQL with the
// simulated processor (issue 9's target: at least 5,000 renewals a second, memory flat as the count grows), in batches
// of 200 and of 1000 households (the run's default), and the same writes as one plain SQL statement as the floor.
// Prints tables with the machine's load beside each figure; asserts nothing. BENCH_BILLING_SIZES and
// BENCH_BILLING_HOUSEHOLDS (comma-separated) choose the runs.
import { loadavg } from 'node:os';
import { resolveTenant } from '@mhq/domain';
import pg from 'pg';
import { outboxMail } from '../apps/server/src/adapters/mail/outbox';
import { paymentGatewayFor } from '../apps/server/src/adapters/payments/select';
import { outboxSms } from '../apps/server/src/adapters/sms/sms.port';
import { manualClock } from '../apps/server/src/clock';
import { loadConfig } from '../apps/server/src/config';
import { openPostgres } from '../apps/server/src/db/connection';
import { saveSetting } from '../apps/server/src/db/settings';
import { runBilling } from '../apps/server/src/jobs/billing-run';
import { runPayouts } from '../apps/server/src/modules/payouts/payout-run';
import { PAYOUT_SCHEDULE_KEY } from '../apps/server/src/modules/payouts/payout-schedule';
import { freshDatabase } from './members-env';

const DB = 'mhq_bench_billing';
const url = (name = DB) => `postgres://postgres@127.0.0.1:5432/${name}`;
const SIZES = (process.env.BENCH_BILLING_SIZES ?? '10000,50000,100000').split(',').map(Number);
/** Households per batch: the run's default (1000), and a smaller batch beside it. */
const BATCHES = (process.env.BENCH_BILLING_HOUSEHOLDS ?? '200,1000').split(',').map(Number);
/**
 * Without and with every office writing memberships back to its PMS (issue 28: every member has a chart, and the
 * members list's trigger checks each changed row against the office's link): the write-back must not slow billing.
 */
const PMS = (process.env.BENCH_BILLING_PMS ?? 'off,on').split(',').map((v) => v === 'on');
/** The machine's load while a figure was taken (1-minute average): other work on the machine slows every figure. */
const load = () => Number((loadavg()[0] ?? 0).toFixed(1));
const OFFICES = 100;
const TODAY = '2027-03-01';

const admin = new pg.Client({ connectionString: url('postgres') });
await admin.connect();

/**
 * A fresh database with `n` households of one monthly plan each, all due today, paying by a card that works, each
 * with last month's renewal paid.
 */
async function seed(n: number, pms: boolean): Promise<void> {
  const db = await freshDatabase(admin, DB);
  try {
    await db.query(
      `insert into organizations (id, name, tier_level) select g, 'Bench ' || g, 1 from generate_series(1, ${OFFICES}) g`,
    );
    await db.query(`insert into sim_connected_accounts (id, email, business_name, account_type, payouts_enabled, charges_enabled, details_submitted)
      select 'acct_bench_' || g, 'o' || g || '@bench.test', 'Bench ' || g, 'express', true, true, true from generate_series(1, ${OFFICES}) g`);
    await db.query(`insert into sim_bank_accounts (id, connected_account_id, account_holder_name, bank_name, routing_number, last4, status)
      select 'ba_bench_' || g, 'acct_bench_' || g, 'Bench ' || g, 'STRIPE TEST BANK', '110000000', '6789', 'verified'
      from generate_series(1, ${OFFICES}) g`);
    await db.query(`insert into offices (id, organization_id, office_name, slug, verified, account_status, stripe_account_id)
      select g, g, 'Bench Office ' || g, 'bench-' || g, true, 1, 'acct_bench_' || g from generate_series(1, ${OFFICES}) g`);
    await db.query(`insert into plans (id, organization_id, office_id, name, type, price_cents, annual_price_cents, subscription_age_group, view_status)
      select g, g, g, 'Adult Wellness', 'custom', 2900, 31900, 'adult', 'active' from generate_series(1, ${OFFICES}) g`);
    await db.query(
      `insert into sim_customers (id, email) select 'cus_b_' || g, 'h' || g || '@bench.test' from generate_series(1, ${n}) g`,
    );
    await db.query(`insert into sim_payment_methods (id, customer_id, kind, brand, last4, exp_month, exp_year, behaviour)
      select 'pm_b_' || g, 'cus_b_' || g, 'card', 'visa', '4242', 12, 2030, 'ok' from generate_series(1, ${n}) g`);
    // The members list's triggers are off while seeding (they would refresh every row three times); one refresh after.
    await db.query('alter table members disable trigger user');
    await db.query('alter table subscriptions disable trigger user');
    await db.query('alter table member_payment_methods disable trigger user');
    await db.query(`insert into members (id, organization_id, office_id, first_name, last_name, email, birth_date, processor_customer_id)
      select g, 1 + g % ${OFFICES}, 1 + g % ${OFFICES}, 'Pat', 'Bench' || g, 'h' || g || '@bench.test', '1980-01-01', 'cus_b_' || g
      from generate_series(1, ${n}) g`);
    if (pms) await db.query(`update members set chart_id = 'C' || id`);
    await db.query(`insert into member_payment_methods (organization_id, owner_member_id, processor_payment_method_id, kind, brand, last4, exp_month, exp_year)
      select 1 + g % ${OFFICES}, g, 'pm_b_' || g, 'card', 'visa', '4242', 12, 2030 from generate_series(1, ${n}) g`);
    await db.query(`insert into subscriptions (organization_id, member_id, plan_id, status, term, price_cents, next_renewal_on, current_period_start, payor, auto_renew)
      select 1 + g % ${OFFICES}, g, 1 + g % ${OFFICES}, 'active', 'monthly', 2900, '${TODAY}', '2027-02-01', 'member', true
      from generate_series(1, ${n}) g`);
    await lastMonthPaid(db, n);
    await db.query('alter table members enable trigger user');
    await db.query('alter table subscriptions enable trigger user');
    await db.query('alter table member_payment_methods enable trigger user');
    await db.query(`select member_list_refresh(array(select id from members order by id))`);
    if (pms) {
      await db.query(`insert into pms_connections (organization_id, office_id, system, via, status, practice_key, write_back)
        select g, g, 'dentrix', 'simulated', 'connected', 'sim-office-' || g, true from generate_series(1, ${OFFICES}) g`);
    }
    for (const table of [
      'organizations',
      'offices',
      'plans',
      'members',
      'billing_attempts',
      'charges',
      'ledger_transactions',
    ]) {
      await db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
    // The run measured bills renewals only: this Monday is no payout day (the payouts are measured on their own).
    await db.query(
      `insert into system_settings (key, value) values ('payout_schedule', '{"weekday": 2, "delayDays": 2}')`,
    );
    await db.query('vacuum analyze');
  } finally {
    await db.end();
  }
}

/**
 * Last month's renewal of every household, paid, as the billing run left it (its attempt, the processor's charge, the
 * charge with its line and ledger, the history line, the receipt): the database a month into billing, whose tables
 * the run writes to are not empty. On empty tables PostgreSQL plans its foreign-key checks for empty tables and keeps
 * those plans in each connection, so every check would read the whole table as it grows during the run.
 */
async function lastMonthPaid(db: pg.Client, n: number): Promise<void> {
  const series = `from generate_series(1, ${n}) g`;
  const org = `1 + g % ${OFFICES}`;
  const at = `'2027-02-01T06:00:00Z'::timestamptz`;
  await db.query(`insert into sim_charges (id, idempotency_key, customer_id, payment_method_id, destination_account_id,
      amount_cents, application_fee_cents, status, description, created_at)
    select 'ch_b_' || g, 'billing_' || (${org}) || '_' || g, 'cus_b_' || g, 'pm_b_' || g, 'acct_bench_' || (${org}),
      2900, 100, 'succeeded', 'Bench Office membership', ${at} ${series}`);
  await db.query(`insert into billing_attempts (id, organization_id, office_id, owner_member_id, kind, status, amount_cents,
      platform_fee_cents, request, processor_charge_id, charge_id, created_at, settled_at, lease_until)
    select g, ${org}, ${org}, g, 'renewal', 'succeeded', 2900, 100, '{}', 'ch_b_' || g, g, ${at}, ${at}, ${at} ${series}`);
  await db.query(`insert into charges (id, organization_id, office_id, owner_member_id, method, processor_charge_id,
      payment_method_id, amount_cents, platform_fee_cents, status, description, created_at)
    select g, ${org}, ${org}, g, 'card', 'ch_b_' || g, g, 2900, 100, 'succeeded', 'Bench Office membership, renewal', ${at}
    ${series}`);
  await db.query(`insert into charge_items (organization_id, charge_id, subscription_id, member_id, kind, period_start,
      period_end, list_cents, discount_cents, amount_cents, platform_fee_cents)
    select ${org}, g, g, g, 'membership', '2027-02-01', '${TODAY}', 2900, 0, 2900, 100 ${series}`);
  await db.query(`insert into ledger_transactions (id, organization_id, office_id, kind, charge_id, description, occurred_at)
    select g, ${org}, ${org}, 'charge', g, 'Bench Office membership, renewal', ${at} ${series}`);
  await db.query(`insert into ledger_entries (organization_id, transaction_id, account, amount_cents, member_id)
    select ${org}, g, a.account, a.cents, case when a.account = 'patient_funds' then g end ${series}
    cross join (values ('patient_funds', -2900), ('practice_balance', 2800), ('platform_fees', 100)) a(account, cents)`);
  await db.query(`insert into member_events (organization_id, member_id, kind, summary, detail, at)
    select ${org}, g, 'payment.renewal', 'Renewal of $29.00 paid: Pat Bench' || g || '.',
      json_build_object('attemptId', g, 'chargeId', g), ${at} ${series}`);
  await db.query(`insert into mail_outbox (organization_id, to_address, subject, text, created_at, next_attempt_at, sent_at)
    select ${org}, 'h' || g || '@bench.test', 'Payment received', 'Thank you.', ${at}, ${at}, ${at} ${series}`);
}

/** Peak resident memory while `work` runs, sampled every 20 ms. */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peakRssMb: number; peakHeapMb: number }> {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  try {
    const result = await work();
    return { result, peakRssMb: Math.round(rss / 1e6), peakHeapMb: Math.round(heap / 1e6) };
  } finally {
    clearInterval(timer);
  }
}

const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
const rows: Record<string, string | number>[] = [];
const payoutRows: Record<string, string | number>[] = [];
for (const n of SIZES) {
  for (const [households, pms] of BATCHES.flatMap((b) => PMS.map((p) => [b, p] as const))) {
    await seed(n, pms);
    const database = openPostgres(url());
    const clock = manualClock(new Date(`${TODAY}T06:00:00Z`));
    const deps = {
      db: database.db,
      clock,
      mail: outboxMail(clock),
      config,
      tenant: resolveTenant('dental'),
      gateway: paymentGatewayFor(config, database.db, clock),
      sms: outboxSms(clock),
      jwtKey: new TextEncoder().encode('bench-billing-secret'),
    };
    global.gc?.();
    const t0 = performance.now();
    const { result, peakRssMb, peakHeapMb } = await peakMemory(() => runBilling(deps, { households }));
    const ms = performance.now() - t0;
    rows.push({
      due: n,
      'households per batch': households,
      'PMS write-back': pms ? 'on' : 'off',
      paid: result.paid,
      seconds: Number((ms / 1000).toFixed(1)),
      'renewals/s': Math.round(result.paid / (ms / 1000)),
      'peak RSS MB': peakRssMb,
      'peak heap MB': peakHeapMb,
      load: load(),
    });
    // Then the same Monday as a payout day: every office's last month paid out (its payments' ledger lines carried).
    await saveSetting(database.db, PAYOUT_SCHEDULE_KEY, { weekday: 1, delayDays: 2 });
    const p0 = performance.now();
    const paidOut = await runPayouts(deps);
    payoutRows.push({
      due: n,
      offices: paidOut.paid,
      refused: paidOut.failed,
      'paid out': `$${(paidOut.paidCents / 100).toFixed(2)}`,
      seconds: Number(((performance.now() - p0) / 1000).toFixed(2)),
      load: load(),
    });
    await database.close();
    console.table(rows.slice(-1));
  }
}
console.log(`\nThe billing run (runBilling, in this process; PostgreSQL at 127.0.0.1:5432, the simulated processor)`);
console.table(rows);
console.log(`\nThe payouts of that Monday: each office's balance (last month's payments) to its bank`);
console.table(payoutRows);

// The floor: the same writes for every due subscription as one set-based statement (no processor, no mail).
const floor: Record<string, string | number>[] = [];
for (const n of SIZES) {
  await seed(n, false);
  const db = new pg.Client({ connectionString: url() });
  await db.connect();
  const t0 = performance.now();
  await db.query(`with due as (
      select s.id, s.organization_id, s.member_id, m.office_id, s.price_cents, s.next_renewal_on from subscriptions s
      join members m on m.organization_id = s.organization_id and m.id = s.member_id
      where s.status = 'active' and s.next_renewal_on <= '${TODAY}' for update of s skip locked),
    c as (insert into charges (id, organization_id, office_id, owner_member_id, method, amount_cents, platform_fee_cents, status, description, created_at)
      select nextval(pg_get_serial_sequence('charges', 'id')), organization_id, office_id, member_id, 'card', price_cents, 100, 'succeeded', 'renewal', now() from due
      returning id, organization_id, office_id, owner_member_id, amount_cents),
    i as (insert into charge_items (organization_id, charge_id, subscription_id, member_id, kind, period_start, period_end, list_cents, discount_cents, amount_cents, platform_fee_cents)
      select c.organization_id, c.id, due.id, due.member_id, 'membership', due.next_renewal_on, (due.next_renewal_on + interval '1 month')::date, c.amount_cents, 0, c.amount_cents, 100
      from c join due on due.organization_id = c.organization_id and due.member_id = c.owner_member_id returning 1),
    t as (insert into ledger_transactions (id, organization_id, office_id, kind, charge_id, description, occurred_at)
      select nextval(pg_get_serial_sequence('ledger_transactions', 'id')), c.organization_id, c.office_id, 'charge', c.id, 'renewal', now() from c
      returning id, organization_id, charge_id),
    e as (insert into ledger_entries (organization_id, transaction_id, account, amount_cents, member_id)
      select t.organization_id, t.id, a.account, a.sign * c.amount_cents + a.fee, null
      from t join c on c.id = t.charge_id
      cross join (values ('patient_funds', -1, 0), ('practice_balance', 1, -100), ('platform_fees', 0, 100)) a(account, sign, fee)
      returning 1)
    update subscriptions s set current_period_start = due.next_renewal_on,
      next_renewal_on = (due.next_renewal_on + interval '1 month')::date
    from due where s.id = due.id and (select count(*) from i) >= 0 and (select count(*) from e) >= 0`);
  const ms = performance.now() - t0;
  floor.push({
    due: n,
    seconds: Number((ms / 1000).toFixed(2)),
    'renewals/s': Math.round(n / (ms / 1000)),
    load: load(),
  });
  await db.end();
}
console.log(
  '\nThe floor: one plain SQL statement claiming every due subscription, with its charge, line, three ledger entries and next period',
);
console.table(floor);

await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
await admin.end();
