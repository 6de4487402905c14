import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import { afterAll, describe, expect, it } from 'vitest';
import { isTwilioSigned, SmsSendFailed, twilioProvider } from './twilio';

const SID = `AC${'a'.repeat(32)}`;
const TOKEN = 'secret-token';

type Seen = { method: string; url: string; auth: string; form: Record<string, string> };
const seen: Seen[] = [];
/** What the stand-in for api.twilio.com answers next. */
let answer: { status: number; body: unknown } = { status: 201, body: {} };

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });

const server = createServer(async (req, res) => {
  const body = await read(req);
  seen.push({
    method: req.method ?? '',
    url: req.url ?? '',
    auth: req.headers.authorization ?? '',
    form: Object.fromEntries(new URLSearchParams(body)),
  });
  res.writeHead(answer.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(answer.body));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Twilio adapter', () => {
  it("posts the text to Twilio's Messages API with the account's credentials, sender and status callback", async () => {
    answer = { status: 201, body: { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' } };
    const provider = twilioProvider(
      { accountSid: SID, authToken: TOKEN, sender: { kind: 'number', from: '+15125550100' } },
      { apiBaseUrl, statusCallbackUrl: 'https://app.example/webhooks/twilio/status' },
    );
    const receipt = await provider.send({ to: '+15125550101', text: 'Your payment failed' });
    expect(receipt).toEqual({ providerMessageId: 'SM0123456789abcdef0123456789abcdef', status: 'sent' });
    const request = seen.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      url: `/2010-04-01/Accounts/${SID}/Messages.json`,
      form: {
        To: '+15125550101',
        From: '+15125550100',
        Body: 'Your payment failed',
        StatusCallback: 'https://app.example/webhooks/twilio/status',
      },
    });
    expect(request?.auth).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
  });

  it('sends from a messaging service when one is set', async () => {
    answer = { status: 201, body: { sid: 'SMffff', status: 'accepted' } };
    const provider = twilioProvider(
      {
        accountSid: SID,
        authToken: TOKEN,
        sender: { kind: 'messaging_service', messagingServiceSid: `MG${'b'.repeat(32)}` },
      },
      { apiBaseUrl },
    );
    await provider.send({ to: '+15125550102', text: 'Hi' });
    expect(seen.at(-1)?.form).toEqual({ To: '+15125550102', MessagingServiceSid: `MG${'b'.repeat(32)}`, Body: 'Hi' });
  });

  it("turns Twilio's refusal into a failure with its code and words", async () => {
    answer = {
      status: 400,
      body: { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400, more_info: '' },
    };
    const provider = twilioProvider(
      { accountSid: SID, authToken: TOKEN, sender: { kind: 'number', from: '+15125550100' } },
      { apiBaseUrl },
    );
    const err = await provider.send({ to: '+15125550103', text: 'Hi' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendFailed);
    expect(err).toMatchObject({ code: 21610, message: 'Twilio 21610: Attempt to send to unsubscribed recipient' });
  });
});

describe('the webhook signature check', () => {
  const url = 'https://app.example/webhooks/twilio/inbound';
  const form = { From: '+15125550101', Body: 'STOP', MessageSid: 'SM1' };
  const signature = twilio.getExpectedTwilioSignature(TOKEN, url, form);

  it("accepts Twilio's signature of the address and fields", () => {
    expect(isTwilioSigned(TOKEN, signature, url, form)).toBe(true);
  });

  it('refuses no signature, another token, another address, or a changed field', () => {
    expect(isTwilioSigned(TOKEN, undefined, url, form)).toBe(false);
    expect(isTwilioSigned('other', signature, url, form)).toBe(false);
    expect(isTwilioSigned(TOKEN, signature, 'https://evil.example/webhooks/twilio/inbound', form)).toBe(false);
    expect(isTwilioSigned(TOKEN, signature, url, { ...form, Body: 'START' })).toBe(false);
  });
});
