import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EnrolmentResponse, PublicOfficeResponse, RefundResponse } from '@mhq/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { systemClock } from '../clock';
import { household, newEmail, planNamed } from '../modules/enrolment/enrolment.fixtures';
import { DEMO_PASSWORD } from './harness';

// The fault test of issue 20: a real server process, killed (SIGKILL) at the point where the processor has answered
// and nothing of ours is recorded yet, for an enrolment, a late payment charged now (charge_user) and a refund. The
// point is reached by holding each request's recording transaction in PostgreSQL (a trigger that sleeps) until all
// are there, then killing the process: what the processor did is done, and our transactions die with it. After a
// restart on the same database the same requests, sent again with the same Idempotency-Key, answer the finished
// result; one nobody sends again is finished by the billing run; the processor's charges equal our records and the
// ledger balances. PostgreSQL only: an embedded database dies with its process.

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '../../../..');
const database = `mhq_crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const urlOf = (name: string) => {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

const admin = new pg.Client({ connectionString: serverUrl });
let db: pg.Client;
let server: ChildProcess | null = null;
let base = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the server on the test's database (migrated and seeded on its first start) and waits for it to listen. */
async function startServer(): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: urlOf(database),
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: 'true',
      BILLING_EVERY_MINUTES: '0',
      // A dead request's key and attempts are taken over after a second; its charge intents after ten.
      REQUEST_LEASE_SECONDS: '1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mhq-crash-')),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is serving on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  base = `http://127.0.0.1:${port}`;
}

/** Kills the server as a crash would, and ends its database sessions (their open transactions roll back). */
async function killServer(): Promise<void> {
  const child = server;
  if (!child) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  server = null;
  await db.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
}

type Answer = { status: number; body: unknown };
async function api(
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; key?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `JWT ${opts.token}` } : {}),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function login(email: string): Promise<string> {
  const res = await api('POST', '/api/v1/accounts/login', { body: { email, password: DEMO_PASSWORD } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { token: string }).token;
}

async function cardToken(): Promise<string> {
  const year = new Date().getUTCFullYear() + 2;
  const res = await api('POST', '/sim-processor/v1/tokens', {
    body: { card: { number: '4242424242424242', exp_month: 12, exp_year: year, cvc: '123' } },
  });
  if (res.status !== 200) throw new Error(`token: ${res.status}`);
  return (res.body as { id: string }).id;
}

const one = async <T>(text: string, values: unknown[] = []): Promise<T> => {
  const { rows } = await db.query(text, values);
  return rows[0] as T;
};

beforeAll(async () => {
  await admin.connect();
  const template = inject('templateDatabase');
  await admin.query(`CREATE DATABASE ${database}${template ? ` TEMPLATE ${template}` : ''}`);
  db = new pg.Client({ connectionString: urlOf(database) });
  await db.connect();
  await startServer();
}, 300_000);

afterAll(async () => {
  await killServer().catch(() => undefined);
  await db?.end().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
});

describe('the server killed after the processor answered and before anything was recorded', () => {
  it('finishes every payment on restart, from a retry with the same key or the billing run, charging once', async () => {
    const desk = await login('admin@demo.test');
    const deskId = (
      (await api('GET', '/api/v1/users/me/account', { token: desk })).body as { data: { userId: number } }
    ).data.userId;
    const page = (await api('GET', '/api/v1/dentists/details/slug/demo-downtown/no-auth')).body as PublicOfficeResponse;
    const downtown = page.office.id;
    const adult = planNamed(page, 'Adult Wellness');
    const enrolment = (key: string, body: unknown) => ({
      url: `/api/v1/users/${deskId}/members/add`,
      body: { ...(body as object), dentistInfoId: downtown },
      key,
    });
    const retried = household({ clock: systemClock }, page, {
      adultPlan: adult,
      payment: { method: 'card', token: await cardToken() },
      email: newEmail('crash-retried'),
    });
    const forgotten = household({ clock: systemClock }, page, {
      adultPlan: adult,
      payment: { method: 'card', token: await cardToken() },
      email: newEmail('crash-forgotten'),
    });
    // A late household of Downtown (the demo's, its card good) and a payment by card to refund part of.
    const late = await one<{ owner: number }>(
      `select coalesce(m.account_owner_id, m.id) as owner from subscriptions s
        join members m on m.organization_id = s.organization_id and m.id = s.member_id
        where s.status = 'past_due' and s.payor = 'member' and s.billing_attempt_id is null and m.office_id = $1
        order by s.id limit 1`,
      [downtown],
    );
    const paid = await one<{ id: number; processor_charge_id: string }>(
      `select id, processor_charge_id from charges where office_id = $1 and method = 'card' and status = 'succeeded'
        and processor_charge_id is not null order by id desc limit 1`,
      [downtown],
    );
    expect(late?.owner).toBeGreaterThan(0);
    expect(paid?.id).toBeGreaterThan(0);

    // Each recording transaction waits in PostgreSQL: the household's user, the late payment's charge, the refund.
    await db.query(`create function crash_hold() returns trigger language plpgsql as
      $$ begin perform pg_sleep(600); return new; end $$`);
    await db.query('create trigger crash_enrolment before insert on users for each row execute function crash_hold()');
    await db.query('create trigger crash_charge before insert on charges for each row execute function crash_hold()');
    await db.query('create trigger crash_refund before update on refunds for each row execute function crash_hold()');

    const calls = {
      enrolment: enrolment('crash-enrol-retried-01', retried),
      forgotten: enrolment('crash-enrol-forgotten-01', forgotten),
      late: {
        url: `/api/v1/users/${deskId}/account/payment/charge_user`,
        body: { dentistInfoId: downtown, memberId: late.owner },
        key: 'crash-charge-user-01',
      },
      refund: {
        url: '/api/v1/dentists/refunds',
        body: { dentistInfoId: downtown, chargeId: paid.id, amountCents: 100, reason: 'requested_by_customer' },
        key: 'crash-refund-01',
      },
    };
    const inFlight = Object.values(calls).map((c) =>
      api('POST', c.url, { token: desk, body: c.body, key: c.key }).catch((err: Error) => err),
    );
    // All four held: the processor has answered each, nothing of ours is written.
    for (let waited = 0; ; waited += 100) {
      const held = await one<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event = 'PgSleep'`,
        [database],
      );
      if (held.n === 4) break;
      if (waited > 60_000) throw new Error(`only ${held.n} of 4 requests reached their recording`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await killServer();
    for (const answer of await Promise.all(inFlight)) expect(answer).toBeInstanceOf(Error);
    await db.query('drop function crash_hold() cascade');

    // What the crash left: the processor charged and refunded, we recorded nothing.
    const intents = await db.query(
      `select i.status, i.work->'draft'->'owner'->>'email' as email,
        (select count(*)::int from sim_charges s where s.idempotency_key = i.processor_key and s.status = 'succeeded') as charged
        from charge_intents i where i.work->'draft'->'owner'->>'email' in ($1, $2)`,
      [retried.owner.email, forgotten.owner.email],
    );
    expect(intents.rows).toHaveLength(2);
    for (const row of intents.rows) expect(row).toMatchObject({ status: 'pending', charged: 1 });
    expect(
      (
        await one<{ n: number }>('select count(*)::int as n from users where email in ($1, $2)', [
          retried.owner.email,
          forgotten.owner.email,
        ])
      ).n,
    ).toBe(0);
    const attempt = await one<{ status: string; key: string }>(
      `select status, 'billing_' || organization_id || '_' || id as key from billing_attempts
        where owner_member_id = $1 order by id desc limit 1`,
      [late.owner],
    );
    expect(attempt.status).toBe('open');
    expect(
      (await one<{ n: number }>('select count(*)::int as n from sim_charges where idempotency_key = $1', [attempt.key]))
        .n,
    ).toBe(1);
    const refund = await one<{ id: number; status: string }>(
      `select id, status from refunds where charge_id = $1 and request_key is not null`,
      [paid.id],
    );
    expect(refund.status).toBe('pending');
    expect(
      (
        await one<{ n: number }>('select count(*)::int as n from sim_refunds where idempotency_key = $1', [
          `refund_${refund.id}`,
        ])
      ).n,
    ).toBe(1);

    await startServer();
    const token = await login('admin@demo.test');
    // The same requests again, their keys' leases run out: each answers the finished result.
    const again = async (c: { url: string; body: unknown; key: string }) =>
      api('POST', c.url, { token, body: c.body, key: c.key });
    const enrolled = await again(calls.enrolment);
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    expect(enrolled.body).toMatchObject({ status: 'active', charged: { amountCents: retried.expected.todayCents } });
    const charged = await again(calls.late);
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    expect((charged.body as { _message: string })._message).toContain('went through');
    const refunded = await again(calls.refund);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect((refunded.body as RefundResponse).refund).toMatchObject({ refundId: refund.id, status: 'succeeded' });
    // Sent once more, each answers the same.
    expect((await again(calls.enrolment)).body).toEqual(enrolled.body);
    expect((await again(calls.refund)).body).toEqual(refunded.body);

    // The enrolment nobody sent again: the billing run finishes it once its intent's lease has run out.
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    const run = await api('POST', '/api/v1/admin/billing/run', { token: await login('platform@demo.test') });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body).toMatchObject({ summary: { interruptedRecorded: 1, interruptedRefunded: 0 } });
    const kept = await one<{ n: number }>('select count(*)::int as n from users where email = $1', [
      forgotten.owner.email,
    ]);
    expect(kept.n).toBe(1);
    expect((enrolled.body as EnrolmentResponse).members).toHaveLength(1);

    // The processor's money equals ours: every charge it took is recorded once or given back whole, every one we
    // recorded it took, every refund it made is ours or gives back an unrecorded charge; the ledger balances.
    const unrecorded = await one<{ n: number }>(
      `select count(*)::int as n from sim_charges s where s.status = 'succeeded'
        and s.destination_account_id is not null -- the platform's own (tier) charges are kept in tier_charges
        and (select count(*) from charges c where c.processor_charge_id = s.id) <> 1
        and coalesce((select sum(r.amount_cents) from sim_refunds r where r.charge_id = s.id), 0) < s.amount_cents`,
    );
    expect(unrecorded.n).toBe(0);
    const invented = await one<{ n: number }>(
      `select count(*)::int as n from charges c where c.processor_charge_id is not null
        and not exists (select 1 from sim_charges s where s.id = c.processor_charge_id and s.status = 'succeeded')`,
    );
    expect(invented.n).toBe(0);
    const refundsApart = await one<{ ours: number; theirs: number }>(
      `select (select count(*)::int from refunds where charge_id = $1 and status = 'succeeded') as ours,
        (select count(*)::int from sim_refunds where charge_id = $2) as theirs`,
      [paid.id, paid.processor_charge_id],
    );
    expect(refundsApart.ours).toBe(refundsApart.theirs);
    const unbalanced = await one<{ n: number }>(
      `select count(*)::int as n from (select 1 from ledger_entries group by organization_id, transaction_id
        having sum(amount_cents) <> 0) u`,
    );
    expect(unbalanced.n).toBe(0);
  }, 300_000);
});
