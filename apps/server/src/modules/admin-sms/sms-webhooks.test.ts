import { and, eq } from 'drizzle-orm';
import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { outboxSms } from '../../adapters/sms/sms.port';
import { auditLog, smsOptOuts, smsOutbox } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';

const AUTH_TOKEN = 'test-auth-token-0123456789abcdef';
const t = await createTestApp({
  twilio: {
    accountSid: `AC${'0'.repeat(28)}1234`,
    authToken: AUTH_TOKEN,
    sender: { kind: 'number', from: '+15125550100' },
  },
});
const superAdmin = await t.login('super@demo.test');

let n = 0;
const freshNumber = () => `+1512570${String(1000 + ((Date.now() + ++n) % 8999))}`;

/** Posts a form to a Twilio webhook as Twilio would: signed with the auth token over the public address and fields. */
function postForm(path: string, fields: Record<string, string>, signWith: string | null = AUTH_TOKEN) {
  const signature = signWith ? twilio.getExpectedTwilioSignature(signWith, `http://app.test${path}`, fields) : null;
  return t.call({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature ? { 'x-twilio-signature': signature } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}
const reply = (from: string, body: string, signWith?: string | null) =>
  postForm('/webhooks/twilio/inbound', { From: from, To: '+15125550100', Body: body, MessageSid: 'SMreply' }, signWith);
const optOut = async (phone: string) =>
  (await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone)))[0] ?? null;

describe('a patient replying to a text', () => {
  it('STOP (or its kin) puts the number on the opt-out list; START takes it off; audited', async () => {
    for (const word of ['STOP', ' stopall ', 'Unsubscribe', 'CANCEL', 'END', 'QUIT']) {
      const phone = freshNumber();
      const res = await reply(phone, word);
      expect(res.status, word).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/xml/);
      expect(await optOut(phone), word).toMatchObject({ phone, source: 'reply' });
    }
    const phone = freshNumber();
    await reply(phone, 'STOP');
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sms.opt_out_replied'), eq(auditLog.targetId, phone)));
    expect(lines).toHaveLength(1);
    expect((await reply(phone, 'START')).status).toBe(200);
    expect(await optOut(phone)).toBeNull();
    await reply(phone, 'STOP');
    await reply(phone, 'unstop');
    expect(await optOut(phone)).toBeNull();
  });

  it('leaves the list alone for any other reply', async () => {
    const phone = freshNumber();
    expect((await reply(phone, 'Please stop by on Tuesday')).status).toBe(200);
    expect(await optOut(phone)).toBeNull();
  });

  it('refuses (403) a reply without the signature, or signed with another token, writing nothing', async () => {
    const before = await databaseWrites(t.db);
    const phone = freshNumber();
    expect((await reply(phone, 'STOP', null)).status).toBe(403);
    expect((await reply(phone, 'STOP', 'another-token')).status).toBe(403);
    // Signed, then changed on the way: the signature no longer matches.
    const fields = { From: phone, Body: 'START' };
    const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, 'http://app.test/webhooks/twilio/inbound', fields);
    const forged = await t.call({
      method: 'POST',
      url: '/webhooks/twilio/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      payload: new URLSearchParams({ From: phone, Body: 'STOP' }).toString(),
    });
    expect(forged.status).toBe(403);
    expect(await databaseWrites(t.db)).toBe(before);
  });
});

describe("Twilio's status callback", () => {
  async function sentText() {
    const id = await outboxSms(t.clock).enqueue(t.db, { to: freshNumber(), text: 'Your payment failed' });
    const sid = `SM${id.toString(16).padStart(32, '0')}`;
    await t.db.update(smsOutbox).set({ status: 'sent', providerMessageId: sid }).where(eq(smsOutbox.id, id));
    return { id, sid };
  }
  const statusOf = async (id: number) => (await t.db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0];

  it('marks the text it names delivered, or failed with the error code', async () => {
    const a = await sentText();
    const delivered = await postForm('/webhooks/twilio/status', { MessageSid: a.sid, MessageStatus: 'delivered' });
    expect(delivered.status).toBe(204);
    expect(await statusOf(a.id)).toMatchObject({ status: 'delivered', error: null });

    const b = await sentText();
    await postForm('/webhooks/twilio/status', { MessageSid: b.sid, MessageStatus: 'undelivered', ErrorCode: '30003' });
    expect(await statusOf(b.id)).toMatchObject({ status: 'failed', error: 'Twilio 30003: undelivered' });
    // A late 'sent' does not take a delivered text back.
    await postForm('/webhooks/twilio/status', { MessageSid: a.sid, MessageStatus: 'sent' });
    expect((await statusOf(a.id))?.status).toBe('delivered');

    const res = await t.call({ method: 'GET', url: `/api/v1/admin/sms/texts/${b.id}`, token: superAdmin });
    expect(res.body).toMatchObject({ text: { status: 'failed', error: 'Twilio 30003: undelivered' } });
  });

  it('refuses (403) a callback without a valid signature, changing nothing', async () => {
    const a = await sentText();
    const before = await databaseWrites(t.db);
    const res = await postForm('/webhooks/twilio/status', { MessageSid: a.sid, MessageStatus: 'delivered' }, 'nope');
    expect(res.status).toBe(403);
    expect((await statusOf(a.id))?.status).toBe('sent');
    expect(await databaseWrites(t.db)).toBe(before);
  });
});

describe('the setup page with Twilio configured', () => {
  it('names Twilio and its settings, shows only the last 4 of the account SID, and the sending number', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/admin/sms/setup', token: superAdmin });
    expect(res.body).toMatchObject({
      provider: {
        kind: 'twilio',
        settingsFrom: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
        accountSidLast4: '1234',
      },
      sender: { kind: 'number', value: '+15125550100' },
    });
    expect(JSON.stringify(res.body)).not.toContain(AUTH_TOKEN);
    expect(JSON.stringify(res.body)).not.toContain('AC000');
  });
});
