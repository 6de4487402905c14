import { TENANTS } from '@mhq/domain';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, offices, supportRequests } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { findUserByEmail } from '../auth/auth.queries';

const t = await createTestApp();
const SUPPORT_URL = '/api/v1/dentists/contact_account_support';

const officeBySlug = async (slug: string) => {
  const [o] = await t.db.select().from(offices).where(eq(offices.slug, slug));
  if (!o) throw new Error(`seed office ${slug} missing`);
  return o;
};
const uptown = await officeBySlug('demo-uptown');
const lakeside = await officeBySlug('second-lakeside');

/** A filled-in 'Need Assistance?' form; tests change one field. */
const form = (over: Record<string, unknown> = {}) => ({
  name: 'Dana Whitfield',
  email: 'dana.whitfield@practice.example',
  message: 'Our card reader stopped syncing with the member list this morning.',
  ...over,
});
const send = (token: string | undefined, payload: object) =>
  t.call({ method: 'POST', url: SUPPORT_URL, payload, token });
const written = async () => ({
  requests: await countRows(t.db, 'support_requests'),
  mails: await countRows(t.db, 'mail_outbox'),
});
const newestMail = async () => (await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0];
const newestRequest = async () =>
  (await t.db.select().from(supportRequests).orderBy(desc(supportRequests.id)).limit(1))[0];

describe('POST /dentists/contact_account_support', () => {
  it("stores the request and mails the brand's support address, replying to the sender", async () => {
    const token = await t.login('owner@demo.test');
    const owner = await findUserByEmail(t.db, 'owner@demo.test');
    const before = await written();
    const res = await send(token, form({ dentistInfoId: uptown.id }));
    expect(res.status).toBe(200);
    expect((res.body as { _message: string })._message).toMatch(/sent to our support team/);
    expect(await written()).toEqual({ requests: before.requests + 1, mails: before.mails + 1 });

    const request = await newestRequest();
    expect(request).toMatchObject({
      userId: owner?.id,
      officeId: uptown.id,
      organizationId: uptown.organizationId,
      name: 'Dana Whitfield',
      email: 'dana.whitfield@practice.example',
      message: form().message,
    });
    const mail = await newestMail();
    expect(mail).toMatchObject({
      to: TENANTS.dental.supportEmail,
      replyTo: 'dana.whitfield@practice.example',
      organizationId: uptown.organizationId,
      sentAt: null,
    });
    expect(mail?.subject).toBe(`Support request #${request?.id} from ${uptown.officeName}`);
    expect(mail?.text).toContain(form().message);
    expect(mail?.text).toContain('Dana Whitfield <dana.whitfield@practice.example>');
    expect(mail?.text).toContain(`Office: ${uptown.officeName} (id ${uptown.id})`);
  });

  it("files a request without an office under the sender's own organization", async () => {
    const patient = await findUserByEmail(t.db, 'patient@demo.test');
    const res = await send(await t.login('patient@demo.test'), form({ name: 'Rosa Delgado' }));
    expect(res.status).toBe(200);
    expect(await newestRequest()).toMatchObject({
      userId: patient?.id,
      officeId: null,
      organizationId: patient?.organizationId,
      name: 'Rosa Delgado',
    });
    expect((await newestMail())?.subject).toMatch(/^Support request #\d+$/);
  });

  it('trims the fields and stores the email in lower case', async () => {
    const res = await send(
      await t.login('staff@demo.test'),
      form({ name: '  Priya Shah ', email: ' Priya@Practice.Example ', message: '  Help, please.  ' }),
    );
    expect(res.status).toBe(200);
    expect(await newestRequest()).toMatchObject({
      name: 'Priya Shah',
      email: 'priya@practice.example',
      message: 'Help, please.',
    });
    expect((await newestMail())?.replyTo).toBe('priya@practice.example');
  });

  it('answers 400 with an error per field for a missing or blank message, and writes nothing', async () => {
    const token = await t.login('owner@demo.test');
    const before = await written();
    for (const message of [undefined, '', '   ']) {
      const res = await send(token, form({ message }));
      expect(res.status, JSON.stringify(message)).toBe(400);
      expect(res.body).toMatchObject({ errors: { message: 'This field is required' } });
      expect((res.body as { _message: string })._message).toMatch(/^message: /);
    }
    expect(await written()).toEqual(before);
  });

  it('answers 400 naming every bad field at once, and writes nothing', async () => {
    const token = await t.login('owner@demo.test');
    const before = await written();
    const res = await send(token, { name: '', email: 'not-an-email', message: '' });
    expect(res.status).toBe(400);
    const errors = (res.body as { errors: Record<string, string> }).errors;
    expect(errors).toEqual({
      name: 'This field is required',
      email: 'Invalid email',
      message: 'This field is required',
    });
    expect(await written()).toEqual(before);
  });

  it('answers 400 for an invalid email, a message that is too long or a bad office id, and writes nothing', async () => {
    const token = await t.login('owner@demo.test');
    const before = await written();
    const cases = [
      [{ email: 'dana@' }, 'email'],
      [{ email: 42 }, 'email'],
      [{ message: 'x'.repeat(5001) }, 'message'],
      [{ dentistInfoId: 'abc' }, 'dentistInfoId'],
      [{ dentistInfoId: -3 }, 'dentistInfoId'],
    ] as const;
    for (const [over, field] of cases) {
      const res = await send(token, form(over));
      expect(res.status, field).toBe(400);
      expect(Object.keys((res.body as { errors: Record<string, string> }).errors), field).toEqual([field]);
    }
    expect(await written()).toEqual(before);
  });

  it("answers 404 for another organization's office and writes nothing", async () => {
    const token = await t.login('owner@demo.test');
    const before = await written();
    const res = await send(token, form({ dentistInfoId: lakeside.id }));
    expect(res).toMatchObject({ status: 404, body: { _message: 'Not Found' } });
    expect(await written()).toEqual(before);
  });

  it('answers 401 without a token and writes nothing', async () => {
    const before = await written();
    const res = await send(undefined, form());
    expect(res).toMatchObject({ status: 401, body: { _message: 'Failed to authenticate' } });
    expect(await written()).toEqual(before);
  });
});

describe('reporting an issue (the report-issue modal, through the same call)', () => {
  it('files the report with its subject and tells support what it is about', async () => {
    const token = await t.login('admin@demo.test', undefined, t.newIp());
    const before = await written();
    const message = 'A member was charged twice for March.';
    const res = await send(token, form({ dentistInfoId: uptown.id, issueType: 'billing', message }));
    expect(res.status).toBe(200);
    expect((res.body as { _message: string })._message).toBe(
      'Thank you for reporting this. Our team will look into it and reply by email.',
    );
    expect(await written()).toEqual({ requests: before.requests + 1, mails: before.mails + 1 });
    const request = await newestRequest();
    expect(request).toMatchObject({ issueType: 'billing', message, officeId: uptown.id });
    const mail = await newestMail();
    expect(mail?.subject).toBe(`Issue report #${request?.id} from ${uptown.officeName}`);
    expect(mail?.text).toContain('About: Billing');
  });

  it('holds a report to 500 characters (a plain message may be longer), and writes nothing past it', async () => {
    const token = await t.login('admin@demo.test', undefined, t.newIp());
    const before = await written();
    const long = 'x'.repeat(501);
    const res = await send(token, form({ issueType: 'plan', message: long }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { message: 'Must be at most 500 characters' } });
    expect(await written()).toEqual(before);
    expect((await send(token, form({ issueType: 'plan', message: 'x'.repeat(500) }))).status).toBe(200);
    expect((await send(token, form({ message: long }))).status).toBe(200);
  });

  it('refuses a subject that is not one of the four, and writes nothing', async () => {
    const token = await t.login('admin@demo.test', undefined, t.newIp());
    const before = await written();
    const res = await send(token, form({ issueType: 'payroll' }));
    expect(res.status).toBe(400);
    expect((res.body as { _message: string })._message).toBeTruthy();
    expect(await written()).toEqual(before);
  });
});
