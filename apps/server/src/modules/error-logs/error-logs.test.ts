import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorLogs, offices } from '../../db/schema';
import { billingDepsOf } from '../../jobs/billing-deps';
import { runBilling } from '../../jobs/billing-run';
import { countRows, createTestApp } from '../../test/harness';
import { findUserByEmail } from '../auth/auth.queries';
import { describeError, recordJobFailure } from './error-logs.record';

const t = await createTestApp();
const LOGS = '/api/v1/admin/error-logs';
const platform = await t.login('platform@demo.test');
const owner = await t.login('owner@demo.test');
const dana = await findUserByEmail(t.db, 'owner@demo.test');
const [uptown] = await t.db.select().from(offices).where(eq(offices.slug, 'demo-uptown'));
if (!dana || !uptown) throw new Error('seed missing');

const newest = async () => (await t.db.select().from(errorLogs).orderBy(desc(errorLogs.id)).limit(1))[0];

/** Runs `work` while a table is out of reach (renamed), as when the database fails under a route or a job. */
async function withTableGone<T>(table: string, work: () => Promise<T>): Promise<T> {
  await t.db.execute(`alter table ${table} rename to ${table}_away`);
  try {
    return await work();
  } finally {
    await t.db.execute(`alter table ${table}_away rename to ${table}`);
  }
}

type Row = { id: number; requestId: string | null; route: string | null; message: string; job: string | null };

describe('server errors are logged', () => {
  it('logs a route that fails with its route pattern, request id and caller, never the body it was sent', async () => {
    const secret = 'Card 4242 4242 4242 4242 and my password hunter2-SECRET-BODY';
    const res = await withTableGone('support_requests', () =>
      t.call({
        method: 'POST',
        url: '/api/v1/dentists/contact_account_support?utm=should-not-be-kept',
        token: owner,
        payload: { name: 'Dana Whitfield', email: 'dana@practice.example', message: secret, dentistInfoId: uptown.id },
      }),
    );
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ _message: expect.any(String) });
    const requestId = res.headers['x-request-id'];
    expect(requestId).toBeTruthy();

    const row = await newest();
    expect(row).toMatchObject({
      kind: 'request',
      requestId,
      method: 'POST',
      route: '/api/v1/dentists/contact_account_support',
      status: 500,
      userId: dana.id,
      officeId: uptown.id,
      organizationId: uptown.organizationId,
    });
    expect(row?.message).toMatch(/support_requests/);
    const kept = JSON.stringify(row);
    for (const leak of ['hunter2', 'SECRET-BODY', '4242', 'dana@practice.example', 'utm', 'Dana Whitfield']) {
      expect(kept).not.toContain(leak);
    }

    // Support finds it by its request id, and opens its stack.
    const list = await t.call({ method: 'GET', url: `${LOGS}?search=${requestId}`, token: platform });
    expect(list.status).toBe(200);
    const logs = (list.body as { logs: Row[] }).logs;
    expect(logs.map((l) => l.id)).toEqual([row?.id]);
    expect(logs[0]).toMatchObject({ user: { id: dana.id }, office: { id: uptown.id, name: uptown.officeName } });
    const one = await t.call({ method: 'GET', url: `${LOGS}/${row?.id}`, token: platform });
    expect((one.body as { log: { stack: string } }).log.stack).toMatch(/\n\s+at /);
  });

  it('logs a failed background job under its name', async () => {
    const before = await countRows(t.db, 'error_logs');
    const failure = await withTableGone('system_settings', () =>
      runBilling(billingDepsOf(t.deps)).then(
        () => null,
        (err: unknown) => err,
      ),
    );
    expect(failure).toBeInstanceOf(Error);
    await recordJobFailure(t.db, 'billing-run', failure);
    expect(await countRows(t.db, 'error_logs')).toBe(before + 1);
    const row = await newest();
    expect(row).toMatchObject({ kind: 'job', job: 'billing-run', requestId: null, route: null, userId: null });
    expect(row?.message).toMatch(/system_settings/);

    const jobs = await t.call({ method: 'GET', url: `${LOGS}?kind=job`, token: platform });
    expect((jobs.body as { logs: Row[] }).logs[0]).toMatchObject({ id: row?.id, job: 'billing-run' });
  });

  it('never fails twice: a log that cannot be written leaves the answer as it was', async () => {
    const res = await withTableGone('error_logs', () =>
      withTableGone('support_requests', () =>
        t.call({
          method: 'POST',
          url: '/api/v1/dentists/contact_account_support',
          token: owner,
          payload: { name: 'Dana Whitfield', email: 'dana@practice.example', message: 'Hello' },
        }),
      ),
    );
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ _message: expect.any(String) });
    await expect(recordJobFailure(t.db, 'x', new Error('y'))).resolves.toBeUndefined();
  });

  it('keeps a failed query’s reason and SQL but not its values, and scrubs tokens and card numbers', () => {
    const query = Object.assign(new Error('Failed query: select 1 where a = $1\nparams: hunter2'), {
      query: 'select 1 where a = $1',
      params: ['hunter2'],
      cause: new Error('relation "x" does not exist'),
    });
    const kept = describeError(query);
    expect(kept.message).toBe('relation "x" does not exist (query: select 1 where a = $1)');
    expect(`${kept.message}${kept.stack}`).not.toContain('hunter2');
    const plain = describeError(new Error('token=abc.def card 4000000000000002 JWT eyJa.eyJb.sig'));
    expect(plain.message).not.toMatch(/abc\.def|4000000000000002|eyJ/);
    expect(describeError(new Error('x'.repeat(5000))).message.length).toBeLessThanOrEqual(2000);
  });
});

describe('the error logs page', () => {
  it('filters by kind and office, pages newest first, and is for platform admins only', async () => {
    const page = await t.call({ method: 'GET', url: `${LOGS}?pageSize=5`, token: platform });
    const body = page.body as { logs: Row[]; total: number; offices: { id: number }[] };
    expect(body.total).toBe(await countRows(t.db, 'error_logs'));
    const ids = body.logs.map((l) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.offices.map((o) => o.id)).toContain(uptown.id);
    const inUptown = await t.call({ method: 'GET', url: `${LOGS}?officeId=${uptown.id}`, token: platform });
    for (const l of (inUptown.body as { logs: { office: { id: number } | null }[] }).logs) {
      expect(l.office?.id).toBe(uptown.id);
    }
    expect((await t.call({ method: 'GET', url: LOGS, token: owner })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `${LOGS}/999999`, token: platform })).status).toBe(404);
  });
});
