import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { deliverDueMail } from '../../jobs/mail-delivery';
import { createTestApp } from '../../test/harness';
import { decodedBody, startSmtpCatcher } from '../../test/smtp-catcher';
import { smtpTransport } from './smtp';

/** A local port with nothing listening on it: an SMTP server that is down. */
async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

const FROM = 'DentalHQ <support@dentalhq.example>';
const t = await createTestApp();
const smtp = await startSmtpCatcher();
afterAll(() => smtp.close());

const forgot = (email: string) =>
  t.call({ method: 'POST', url: '/api/v1/accounts/forgot-password', payload: { email }, remoteAddress: t.newIp() });
const outboxRowTo = async (to: string) => {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  if (!row) throw new Error(`no outbox row to ${to}`);
  return row;
};

describe('mail delivery over SMTP', () => {
  it('sends a due reset mail to the SMTP server and marks the outbox row sent', async () => {
    expect((await forgot('owner@demo.test')).status).toBe(200);
    const sent = await deliverDueMail(t.db, smtpTransport(smtp.url), t.clock, FROM);
    expect(sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.to).toEqual(['owner@demo.test']);
    expect(message?.from).toBe('support@dentalhq.example');
    const body = decodedBody(message?.raw ?? '');
    expect(body).toMatch(/^From: DentalHQ <support@dentalhq\.example>$/m);
    expect(body).toMatch(/^Subject: Reset your DentalHQ password$/m);
    expect(body).toContain('http://app.test/accounts/reset-password/');

    const row = await outboxRowTo('owner@demo.test');
    expect(row.sentAt?.getTime()).toBe(t.clock.now().getTime());
    expect(row).toMatchObject({ transport: 'smtp', attempts: 1, lastError: null });
  });

  it('mails a link that really resets the password', async () => {
    const body = decodedBody(smtp.received[0]?.raw ?? '');
    const token = /\/accounts\/reset-password\/([\w-]+)/.exec(body)?.[1];
    expect(token).toBeDefined();
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/reset-password',
      payload: { token, password: 'a-password-from-smtp' },
    });
    expect(res.status).toBe(200);
    await expect(t.login('owner@demo.test', 'a-password-from-smtp', t.newIp())).resolves.toBeTruthy();
  });

  it('sends nothing on a second run: a sent mail is never sent again', async () => {
    t.clock.advance(60 * 60 * 1000);
    expect(await deliverDueMail(t.db, smtpTransport(smtp.url), t.clock, FROM)).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the mail when the SMTP server is down, and retries it once the backoff has passed', async () => {
    expect((await forgot('owner2@demo.test')).status).toBe(200);
    const down = smtpTransport(`smtp://127.0.0.1:${await deadPort()}`);
    const failedAt = t.clock.now().getTime();
    expect(await deliverDueMail(t.db, down, t.clock, FROM)).toBe(0);

    const failed = await outboxRowTo('owner2@demo.test');
    expect(failed).toMatchObject({ sentAt: null, transport: null, attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBe(failedAt + 30_000);

    // Not yet due: even with the server back, nothing goes out during the backoff.
    t.clock.advance(29_000);
    expect(await deliverDueMail(t.db, smtpTransport(smtp.url), t.clock, FROM)).toBe(0);
    expect(smtp.received).toHaveLength(1);

    t.clock.advance(2_000);
    expect(await deliverDueMail(t.db, smtpTransport(smtp.url), t.clock, FROM)).toBe(1);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]?.to).toEqual(['owner2@demo.test']);
    const retried = await outboxRowTo('owner2@demo.test');
    expect(retried).toMatchObject({ transport: 'smtp', attempts: 2 });
    expect(retried.sentAt?.getTime()).toBe(t.clock.now().getTime());
  });

  it('backs off twice as long after a second failure', async () => {
    expect((await forgot('staff@demo.test')).status).toBe(200);
    const down = smtpTransport(`smtp://127.0.0.1:${await deadPort()}`);
    expect(await deliverDueMail(t.db, down, t.clock, FROM)).toBe(0);
    t.clock.advance(30_000);
    const secondFailureAt = t.clock.now().getTime();
    expect(await deliverDueMail(t.db, down, t.clock, FROM)).toBe(0);
    const row = await outboxRowTo('staff@demo.test');
    expect(row).toMatchObject({ sentAt: null, attempts: 2 });
    expect(row.nextAttemptAt.getTime()).toBe(secondFailureAt + 60_000);
  });
});
