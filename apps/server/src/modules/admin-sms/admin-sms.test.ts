import type { AdminSmsTextsResponse, SmsOptOutsResponse, SmsSetupResponse, SmsTestResponse } from '@mhq/contract';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsProviderFor } from '../../adapters/sms/select';
import { SIMULATED_DELIVERY_MS } from '../../adapters/sms/simulated-sms';
import { outboxSms } from '../../adapters/sms/sms.port';
import { auditLog, members, smsOptOuts, smsOutbox } from '../../db/schema';
import { deliverDueTexts } from '../../jobs/sms-delivery';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';

const t = await createTestApp();
const superAdmin = await t.login('super@demo.test');
const admin = await t.login('platform@demo.test');
const owner = await t.login('owner@demo.test');

let n = 0;
/** A phone number no other test uses (512-55x-xxxx, never ending in 0000 unless asked). */
const freshPhone = (last4?: string) => `512-56${n++ % 10}-${last4 ?? String(1000 + ((Date.now() + n) % 8999))}`;
const digitsOf = (p: string) => p.replace(/\D/g, '');

const get = <T>(url: string, query: Record<string, string> = {}, token = superAdmin) =>
  t.call({ method: 'GET', url: `/api/v1${url}`, query, token }).then((r) => r as { status: number; body: T });
const post = <T>(url: string, payload: unknown, token = superAdmin, method: 'POST' | 'PUT' = 'POST') =>
  t
    .call({ method, url: `/api/v1${url}`, payload: payload as object, token, remoteAddress: '10.3.0.1' })
    .then((r) => r as { status: number; body: T });
const sendTest = (to: string, text = '') => post<SmsTestResponse>('/admin/sms/test', { to, text });
const texts = async (query: Record<string, string>) => {
  const res = await get<AdminSmsTextsResponse>('/admin/sms/texts', query);
  expect(res.status).toBe(200);
  return res.body;
};
const auditLines = (action: string, targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
/** A pass of the delivery job, as the server's loop runs it. */
const deliveryPass = () => deliverDueTexts(t.db, smsProviderFor(t.config), t.clock);

describe('who may see the SMS pages', () => {
  it('is a super admin only: another platform admin is told so (403), an office user finds nothing (404)', async () => {
    for (const [url, method, payload] of [
      ['/admin/sms/setup', 'GET', undefined],
      ['/admin/sms/texts', 'GET', undefined],
      ['/admin/sms/opt-outs', 'GET', undefined],
      ['/admin/sms/test', 'POST', { to: '512-555-0199' }],
      ['/admin/sms/opt-outs', 'POST', { phone: '512-555-0199' }],
      ['/admin/sms/sending', 'PUT', { on: false }],
    ] as const) {
      const asAdmin = await t.call({ method, url: `/api/v1${url}`, payload, token: admin });
      expect(asAdmin.status, url).toBe(403);
      expect((asAdmin.body as { _message: string })._message).toBe(
        'Only a super admin can see the SMS setup and report.',
      );
      expect((await t.call({ method, url: `/api/v1${url}`, payload, token: owner })).status, url).toBe(404);
    }
  });
});

describe('the SMS setup', () => {
  it('shows the simulated provider of a demo without Twilio, the switch, the webhooks and the week by status', async () => {
    const res = await get<SmsSetupResponse>('/admin/sms/setup');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      provider: { kind: 'simulated', accountSidLast4: null },
      sender: { kind: 'simulated' },
      sendingOn: true,
      webhooks: {
        status: 'http://app.test/webhooks/twilio/status',
        inbound: 'http://app.test/webhooks/twilio/inbound',
      },
    });
    expect(Object.keys(res.body.last7Days).sort()).toEqual(['blocked', 'delivered', 'failed', 'queued', 'sent']);
  });

  it('sends a test message through the port and the provider, which later reports it delivered; audited', async () => {
    const phone = freshPhone();
    const before = (await get<SmsSetupResponse>('/admin/sms/setup')).body.last7Days.sent;
    const res = await sendTest(phone, 'Hello from the test');
    expect(res.status).toBe(200);
    expect(res.body.text).toMatchObject({ status: 'sent', text: 'Hello from the test', to: `+1${digitsOf(phone)}` });
    expect(res.body.text.providerMessageId).toMatch(/^SIMSM/);
    expect(res.body._message).toMatch(/sent/);
    expect((await get<SmsSetupResponse>('/admin/sms/setup')).body.last7Days.sent).toBe(before + 1);
    const [line] = await auditLines('sms.test_sent', String(res.body.text.id));
    expect(line?.detail).toMatchObject({ to: `+1${digitsOf(phone)}` });

    t.clock.advance(SIMULATED_DELIVERY_MS + 1);
    await deliveryPass();
    const found = await get<{ text: { status: string } }>(`/admin/sms/texts/${res.body.text.id}`);
    expect(found.body.text.status).toBe('delivered');
  });

  it('reports a text to an unreachable number failed, with the reason', async () => {
    const res = await sendTest(freshPhone('0000'));
    expect(res.body.text.status).toBe('sent');
    t.clock.advance(SIMULATED_DELIVERY_MS + 1);
    await deliveryPass();
    const found = await get<{ text: { status: string; error: string } }>(`/admin/sms/texts/${res.body.text.id}`);
    expect(found.body.text).toMatchObject({ status: 'failed', error: expect.stringMatching(/unreachable/) });
  });

  it('holds texts in the queue while sending is off, and sends them once it is on again; audited', async () => {
    const off = await post<{ sendingOn: boolean }>('/admin/sms/sending', { on: false }, superAdmin, 'PUT');
    expect(off).toMatchObject({ status: 200, body: { sendingOn: false } });
    const held = await sendTest(freshPhone());
    expect(held.body.text.status).toBe('queued');
    await deliveryPass();
    expect((await get<{ text: { status: string } }>(`/admin/sms/texts/${held.body.text.id}`)).body.text.status).toBe(
      'queued',
    );
    expect((await get<SmsSetupResponse>('/admin/sms/setup')).body.sendingOn).toBe(false);
    await post('/admin/sms/sending', { on: true }, superAdmin, 'PUT');
    await deliveryPass();
    expect((await get<{ text: { status: string } }>(`/admin/sms/texts/${held.body.text.id}`)).body.text.status).toBe(
      'sent',
    );
    expect(await auditLines('sms.sending_off', 'sms_sending')).toHaveLength(1);
    expect(await auditLines('sms.sending_on', 'sms_sending')).toHaveLength(1);
  });

  it('refuses a number that is not one, or a text too long, and writes nothing', async () => {
    const before = await databaseWrites(t.db);
    for (const bad of [
      { to: 'call me' },
      { to: '555-0199' },
      { to: '' },
      {},
      { to: freshPhone(), text: 'x'.repeat(400) },
    ]) {
      const res = await post<{ _message: string; errors?: unknown }>('/admin/sms/test', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body._message).toBeTruthy();
    }
    expect((await post('/admin/sms/sending', { on: 'yes' }, superAdmin, 'PUT')).status).toBe(400);
    expect(await databaseWrites(t.db)).toBe(before);
  });
});

describe('the SMS report', () => {
  it('lists every text newest first with its office and household, searched by phone or words, by status and days', async () => {
    const [owned] = await t.db
      .select({ id: members.id, userId: members.userId, organizationId: members.organizationId })
      .from(members)
      .where(and(isNull(members.accountOwnerId), isNull(members.deletedAt), isNotNull(members.userId)))
      .orderBy(asc(members.id))
      .limit(1);
    if (!owned?.userId) throw new Error('no demo member with a portal account');
    const phone = freshPhone();
    const tag = `report-${Date.now().toString(36)}`;
    await outboxSms(t.clock).enqueue(t.db, {
      to: phone,
      text: `Your payment failed ${tag}`,
      organizationId: owned.organizationId,
      patientUserId: owned.userId,
    });
    const byPhone = await texts({
      search: `(${digitsOf(phone).slice(0, 3)}) ${digitsOf(phone).slice(3, 6)}.${digitsOf(phone).slice(6)}`,
    });
    expect(byPhone.texts[0]).toMatchObject({
      text: `Your payment failed ${tag}`,
      status: 'queued',
      officeName: expect.any(String),
      patient: { memberId: owned.id, name: expect.any(String) },
    });
    expect((await texts({ search: tag })).total).toBe(1);
    expect((await texts({ search: tag, status: 'delivered' })).total).toBe(0);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await texts({ search: tag, from: today, to: today })).total).toBe(1);
    expect((await texts({ search: tag, to: '2000-01-01' })).total).toBe(0);

    const all = await texts({});
    expect(all.pageSize).toBe(25);
    const times = all.texts.map((x) => x.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    if (all.total > 25) expect((await texts({ page: '2' })).texts[0]?.id).not.toBe(all.texts[0]?.id);
  });

  it('refuses a bad filter: an unknown status, a malformed day, days out of order', async () => {
    const bad: Record<string, string>[] = [
      { status: 'lost' },
      { from: '2026-13-01' },
      { from: '2026-05-02', to: '2026-05-01' },
      { page: '0' },
    ];
    for (const query of bad) {
      const res = await get<{ _message: string }>('/admin/sms/texts', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    expect((await get('/admin/sms/texts/999999999')).status).toBe(404);
  });
});

describe('the opt-out list', () => {
  it('stops texts to a number (a text to it is blocked, never sent), and allows it again; audited', async () => {
    const phone = freshPhone();
    const e164 = `+1${digitsOf(phone)}`;
    const stop = await post<{ _message: string }>('/admin/sms/opt-outs', { phone });
    expect(stop.status).toBe(200);
    expect(stop.body._message).toMatch(/stopped/);
    expect(await auditLines('sms.opt_out_added', e164)).toHaveLength(1);
    const list = await get<SmsOptOutsResponse>('/admin/sms/opt-outs', { search: digitsOf(phone) });
    expect(list.body.optOuts).toEqual([{ phone: e164, source: 'admin', optedOutAt: expect.any(String) }]);

    const blocked = await sendTest(phone);
    expect(blocked.body.text).toMatchObject({ status: 'blocked', providerMessageId: null });
    expect(blocked.body.text.error).toMatch(/stopped by an admin/);
    // A text queued by the billing run to the number written another way is blocked too.
    const id = await outboxSms(t.clock).enqueue(t.db, { to: digitsOf(phone), text: 'Reminder' });
    await deliveryPass();
    const [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    expect(row?.status).toBe('blocked');

    const allow = await post<{ _message: string }>('/admin/sms/opt-outs/allow', { phone });
    expect(allow.status).toBe(200);
    expect(await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, e164))).toHaveLength(0);
    expect(await auditLines('sms.opt_out_removed', e164)).toHaveLength(1);
    expect((await sendTest(phone)).body.text.status).toBe('sent');
  });

  it('refuses to allow a number not on the list, or a number that is not one, writing nothing', async () => {
    const before = await databaseWrites(t.db);
    expect((await post('/admin/sms/opt-outs/allow', { phone: freshPhone() })).status).toBe(400);
    expect((await post('/admin/sms/opt-outs', { phone: 'nobody' })).status).toBe(400);
    expect((await get('/admin/sms/opt-outs', { page: 'x' })).status).toBe(400);
    expect(await databaseWrites(t.db)).toBe(before);
  });
});

describe("Twilio's webhooks without Twilio configured", () => {
  it('refuses every call (403): there is no token to check a signature with', async () => {
    for (const url of ['/webhooks/twilio/inbound', '/webhooks/twilio/status']) {
      const res = await t.call({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'abc' },
        payload: 'From=%2B15125550101&Body=STOP',
      });
      expect(res.status, url).toBe(403);
    }
  });
});
