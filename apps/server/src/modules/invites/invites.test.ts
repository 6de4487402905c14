import { BUSINESS_CONNECT_DISCOUNT_PERCENT } from '@mhq/domain';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, offices, patientInvites, smallBusinesses } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { findUserByEmail } from '../auth/auth.queries';
import { INVITE_LIMITS } from './invites.service';

const t = await createTestApp();
const INVITE_URL = '/api/v1/invite/upgrade-patient';
const GROUP_URL = '/api/v1/invite/upgrade-patient/group';
const clickUrl = (id: string) => `/api/v1/send-invite/log-clicked-invite/${id}`;
const DISCOUNT_URL = '/api/v1/dentists/get-office-discount';
const VISION_HOST = 'visionhq.app.test';

const officeBySlug = async (slug: string) => {
  const [o] = await t.db.select().from(offices).where(eq(offices.slug, slug));
  if (!o) throw new Error(`seed office ${slug} missing`);
  return o;
};
const downtown = await officeBySlug('demo-downtown');
const uptown = await officeBySlug('demo-uptown');
const lakeside = await officeBySlug('second-lakeside');
const [business] = await t.db.select().from(smallBusinesses).limit(1);
if (!business) throw new Error('seed small business missing');

const ownerToken = await t.login('owner@demo.test', undefined, t.newIp());
const owner = await findUserByEmail(t.db, 'owner@demo.test');

let counter = 0;
/** A patient's address no other test uses, so the same-address limit never crosses tests. */
const newEmail = (name = 'patient') => `${name}.${++counter}@example.test`;

/** The spec's invite payload (spec 01 section 3); tests change one field. */
const payload = (over: Record<string, unknown> = {}) => ({
  dentistInfoId: downtown.id,
  email: newEmail(),
  officeName: downtown.officeName,
  officeEmail: downtown.email,
  officeLogo: downtown.logo,
  spanish: false,
  ...over,
});
const invite = (body: object, token = ownerToken, host?: string) =>
  t.call({ method: 'POST', url: INVITE_URL, payload: body, token, ...(host ? { headers: { host } } : {}) });
const inviteGroup = (body: object, token = ownerToken) =>
  t.call({ method: 'POST', url: GROUP_URL, payload: body, token });

const written = async () => ({
  invites: await countRows(t.db, 'patient_invites'),
  mails: await countRows(t.db, 'mail_outbox'),
});
const newestMailTo = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1))[0];
const invitesTo = (email: string) =>
  t.db.select().from(patientInvites).where(eq(patientInvites.email, email)).orderBy(desc(patientInvites.createdAt));
const linkIn = (text: string) => /https?:\/\/\S+\/signup\/\S+/.exec(text)?.[0] ?? '';
const message = (body: unknown) => (body as { _message: string })._message;

describe('POST /invite/upgrade-patient', () => {
  it("stores the invite and mails an English link to the office's enrolment page on the brand's address", async () => {
    const email = newEmail('lucia');
    const before = await written();
    const res = await invite(payload({ email }));
    expect(res).toMatchObject({ status: 200, body: { _message: `Invitation sent to ${email}` } });
    expect(await written()).toEqual({ invites: before.invites + 1, mails: before.mails + 1 });

    const [row] = await invitesTo(email);
    expect(row).toMatchObject({
      organizationId: downtown.organizationId,
      officeId: downtown.id,
      spanish: false,
      sentByUserId: owner?.id,
      clicks: 0,
      firstClickedAt: null,
    });
    expect(row?.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const mail = await newestMailTo(email);
    expect(mail).toMatchObject({
      subject: `${downtown.officeName} invites you to join its membership plan`,
      replyTo: downtown.email,
      organizationId: downtown.organizationId,
      sentAt: null,
    });
    const link = `http://app.test/signup/demo-downtown?invite=${row?.id}&lang=en`;
    expect(linkIn(mail?.text ?? '')).toBe(link);
    expect(mail?.text).toContain('Membership plans are not insurance.');
    expect(mail?.html).toContain(`href="${link.replace('&', '&amp;')}"`);
  });

  it('writes the mail in Spanish and opens the page in Spanish when spanish is true', async () => {
    const email = newEmail('mateo');
    const res = await invite(payload({ email, spanish: true }));
    expect(res.status).toBe(200);
    const [row] = await invitesTo(email);
    expect(row?.spanish).toBe(true);
    const mail = await newestMailTo(email);
    expect(mail?.subject).toBe(`${downtown.officeName} le invita a unirse a su plan de membresía`);
    expect(mail?.text).toContain('Vea los planes e inscríbase');
    expect(mail?.text).toContain('Los planes de membresía no son un seguro.');
    expect(linkIn(mail?.text ?? '')).toBe(`http://app.test/signup/demo-downtown?invite=${row?.id}&lang=es`);
  });

  it("puts the vision brand's own address in a mail sent from the vision brand", async () => {
    const email = newEmail('vision');
    const res = await invite(payload({ email }), ownerToken, VISION_HOST);
    expect(res.status).toBe(200);
    const [row] = await invitesTo(email);
    expect(linkIn((await newestMailTo(email))?.text ?? '')).toBe(
      `http://visionhq.app.test/signup/demo-downtown?invite=${row?.id}&lang=en`,
    );
  });

  it("writes the mail from the office's own record, whatever name, email and logo the request carries", async () => {
    const email = newEmail('spoof');
    const res = await invite(
      payload({
        email,
        officeName: 'Win a prize at <a href="https://evil.example">evil.example</a>',
        officeEmail: 'attacker@evil.example',
        officeLogo: 'https://evil.example/logo.png',
      }),
    );
    expect(res.status).toBe(200);
    const mail = await newestMailTo(email);
    expect(mail?.subject).toContain(downtown.officeName);
    expect(mail?.replyTo).toBe(downtown.email);
    expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toContain('evil.example');
  });

  it('accepts the payload without the office fields, and stores the address in lower case', async () => {
    const email = newEmail('Upper').toUpperCase();
    const res = await invite({ dentistInfoId: uptown.id, email: ` ${email} ` });
    expect(res.status).toBe(200);
    expect(message(res.body)).toBe(`Invitation sent to ${email.toLowerCase()}`);
    const [row] = await invitesTo(email.toLowerCase());
    expect(row).toMatchObject({ officeId: uptown.id, spanish: false });
  });

  it('lets a standard user of the office invite too', async () => {
    const token = await t.login('staff@demo.test', undefined, t.newIp());
    expect((await invite(payload(), token)).status).toBe(200);
  });

  it("answers 404 for another organization's office, or none, and writes nothing", async () => {
    const before = await written();
    for (const dentistInfoId of [lakeside.id, 999_999]) {
      const res = await invite(payload({ dentistInfoId }));
      expect(res, String(dentistInfoId)).toMatchObject({ status: 404, body: { _message: 'Not Found' } });
    }
    expect(await written()).toEqual(before);
  });

  it('refuses patients (403) and callers without a session (401), and writes nothing', async () => {
    const before = await written();
    const patient = await t.login('patient@demo.test', undefined, t.newIp());
    expect((await invite(payload(), patient)).status).toBe(403);
    const signedOut = await t.call({ method: 'POST', url: INVITE_URL, payload: payload() });
    expect(signedOut).toMatchObject({ status: 401, body: { _message: 'Failed to authenticate' } });
    expect(await written()).toEqual(before);
  });

  it('refuses an office without a payment account (409, as the side menu hides Invite Patient), and writes nothing', async () => {
    await t.db.update(offices).set({ stripeAccountId: null }).where(eq(offices.id, uptown.id));
    try {
      const before = await written();
      const res = await invite(payload({ dentistInfoId: uptown.id }));
      expect(res.status).toBe(409);
      expect(message(res.body)).toMatch(/once your office has a payment account/);
      expect((await inviteGroup({ dentistInfoId: uptown.id, emails: [newEmail()] })).status).toBe(409);
      expect(await written()).toEqual(before);
    } finally {
      await t.db.update(offices).set({ stripeAccountId: uptown.stripeAccountId }).where(eq(offices.id, uptown.id));
    }
  });

  it('answers 400 with a message per bad field, and writes nothing', async () => {
    const before = await written();
    const cases = [
      [{ email: undefined }, 'email', 'This field is required'],
      [{ email: '' }, 'email', 'This field is required'],
      [{ email: 'lucia@' }, 'email', 'Invalid email'],
      [{ email: 42 }, 'email', undefined],
      [{ spanish: 'yes' }, 'spanish', undefined],
      [{ dentistInfoId: 'abc' }, 'dentistInfoId', undefined],
      [{ dentistInfoId: -1 }, 'dentistInfoId', undefined],
      [{ officeName: 'x'.repeat(201) }, 'officeName', undefined],
    ] as const;
    for (const [over, field, text] of cases) {
      const res = await invite(payload(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      const errors = (res.body as { errors: Record<string, string> }).errors;
      expect(Object.keys(errors), JSON.stringify(over)).toEqual([field]);
      if (text) expect(errors[field]).toBe(text);
      expect(message(res.body)).toMatch(new RegExp(`^${field}: `));
    }
    expect(await written()).toEqual(before);
  });
});

describe('how often an office may invite', () => {
  it('sends the same address once in 10 minutes, and says when it can be sent again', async () => {
    const email = newEmail('twice');
    expect((await invite(payload({ email }))).status).toBe(200);
    t.clock.advance(4 * 60_000);
    const before = await written();
    const res = await invite(payload({ email, spanish: true }));
    expect(res.status).toBe(429);
    expect(message(res.body)).toBe(
      `An invitation was sent to ${email} a few minutes ago. You can send another in 6 minutes.`,
    );
    expect(res.headers['retry-after']).toBe('360');
    expect(await written()).toEqual(before);
    // Another office of the practice may invite the same person.
    expect((await invite(payload({ email, dentistInfoId: uptown.id }))).status).toBe(200);
    t.clock.advance(6 * 60_000);
    expect((await invite(payload({ email }))).status).toBe(200);
    expect(await invitesTo(email)).toHaveLength(3);
  });

  it('sends one invite when the same address is sent several times at once (the limits are counted in turn)', async () => {
    const email = newEmail('race');
    const answers = await Promise.all(Array.from({ length: 6 }, () => invite(payload({ email }))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await invitesTo(email)).toHaveLength(1);
  });

  it('sends at most 50 invites an hour from one office, counting the group variant, then again an hour later', async () => {
    // A fresh hour: the invites of the tests above are out of the window.
    t.clock.advance(INVITE_LIMITS.perOfficeWindowMs);
    const emails = Array.from({ length: INVITE_LIMITS.perOffice - 1 }, () => newEmail('bulk'));
    expect((await inviteGroup({ dentistInfoId: downtown.id, emails })).status).toBe(200);
    t.clock.advance(20 * 60_000);
    expect((await invite(payload())).status).toBe(200);

    const before = await written();
    const res = await invite(payload());
    expect(res.status).toBe(429);
    expect(message(res.body)).toBe(
      'Your office has sent 50 invitations in the last hour, the most allowed. You can send more in 40 minutes.',
    );
    expect(res.headers['retry-after']).toBe(String(40 * 60));
    const group = await inviteGroup({ dentistInfoId: downtown.id, emails: [newEmail(), newEmail()] });
    expect(group.status).toBe(429);
    expect(await written()).toEqual(before);
    // The limit is the office's: the practice's other office still invites.
    expect((await invite(payload({ dentistInfoId: uptown.id }))).status).toBe(200);

    t.clock.advance(40 * 60_000);
    expect((await invite(payload())).status).toBe(200);
  });
});

describe('POST /invite/upgrade-patient/group', () => {
  it('invites every address once, skips those invited in the last 10 minutes, and names them', async () => {
    t.clock.advance(INVITE_LIMITS.perOfficeWindowMs);
    const recent = newEmail('recent');
    expect((await invite(payload({ dentistInfoId: uptown.id, email: recent }))).status).toBe(200);
    const [a, b] = [newEmail('ana'), newEmail('ben')];
    const before = await written();
    const res = await inviteGroup({ dentistInfoId: uptown.id, emails: [a, recent, b, a.toUpperCase()], spanish: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _message: '2 invitations sent',
      sent: [a, b],
      skipped: [{ email: recent, reason: 'Already invited in the last 10 minutes' }],
    });
    expect(await written()).toEqual({ invites: before.invites + 2, mails: before.mails + 2 });
    for (const email of [a, b]) {
      const [row] = await invitesTo(email);
      expect(row).toMatchObject({ officeId: uptown.id, spanish: true });
      expect(linkIn((await newestMailTo(email))?.text ?? '')).toBe(
        `http://app.test/signup/demo-uptown?invite=${row?.id}&lang=es`,
      );
    }
  });

  it('answers 429 and sends nothing when every address was just invited', async () => {
    const email = newEmail('again');
    expect((await inviteGroup({ dentistInfoId: uptown.id, emails: [email] })).body).toMatchObject({
      _message: `Invitation sent to ${email}`,
    });
    const before = await written();
    const res = await inviteGroup({ dentistInfoId: uptown.id, emails: [email] });
    expect(res.status).toBe(429);
    expect(message(res.body)).toBe('No invitation was sent: every address was invited in the last 10 minutes.');
    expect(await written()).toEqual(before);
  });

  it('refuses a list that would pass the hourly limit whole, saying how many more may go', async () => {
    t.clock.advance(INVITE_LIMITS.perOfficeWindowMs);
    const first = Array.from({ length: 45 }, () => newEmail('first'));
    expect((await inviteGroup({ dentistInfoId: uptown.id, emails: first })).status).toBe(200);
    const before = await written();
    const res = await inviteGroup({ dentistInfoId: uptown.id, emails: Array.from({ length: 6 }, () => newEmail()) });
    expect(res.status).toBe(429);
    expect(message(res.body)).toMatch(/^Your office can send 5 more invitations this hour/);
    expect(await written()).toEqual(before);
  });

  it('answers 400 for an empty list, more than 50 addresses or a bad address (naming it), and writes nothing', async () => {
    const before = await written();
    const empty = await inviteGroup({ dentistInfoId: uptown.id, emails: [] });
    expect(empty.status).toBe(400);
    expect((empty.body as { errors: Record<string, string> }).errors).toEqual({ emails: 'This field is required' });
    const many = await inviteGroup({ dentistInfoId: uptown.id, emails: Array.from({ length: 51 }, () => newEmail()) });
    expect(many.status).toBe(400);
    expect(message(many.body)).toBe('emails: At most 50 addresses at a time');
    const bad = await inviteGroup({ dentistInfoId: uptown.id, emails: [newEmail(), 'not-an-email'] });
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: Record<string, string> }).errors).toEqual({ 'emails.1': 'Invalid email' });
    expect(await written()).toEqual(before);
  });

  it("answers 404 for another organization's office and writes nothing", async () => {
    const before = await written();
    const res = await inviteGroup({ dentistInfoId: lakeside.id, emails: [newEmail()] });
    expect(res.status).toBe(404);
    expect(await written()).toEqual(before);
  });
});

describe('GET /send-invite/log-clicked-invite/{inviteId}', () => {
  it("counts each click without a session and keeps the first click's time", async () => {
    t.clock.advance(INVITE_LIMITS.perOfficeWindowMs);
    const email = newEmail('clicker');
    expect((await invite(payload({ email }))).status).toBe(200);
    const [sent] = await invitesTo(email);
    const id = sent?.id ?? '';

    const firstAt = t.clock.now();
    expect(await t.call({ method: 'GET', url: clickUrl(id) })).toMatchObject({ status: 200, body: { logged: true } });
    t.clock.advance(60_000);
    expect((await t.call({ method: 'GET', url: clickUrl(id) })).status).toBe(200);
    const [after] = await invitesTo(email);
    expect(after?.clicks).toBe(2);
    expect(after?.firstClickedAt?.getTime()).toBe(firstAt.getTime());
  });

  it('does not count a HEAD request (a link checker), though it answers like a click', async () => {
    const email = newEmail('head');
    expect((await invite(payload({ email }))).status).toBe(200);
    const [sent] = await invitesTo(email);
    expect((await t.call({ method: 'HEAD', url: clickUrl(sent?.id ?? '') })).status).toBe(200);
    expect((await invitesTo(email))[0]).toMatchObject({ clicks: 0, firstClickedAt: null });
  });

  it('answers 404 for an unknown invite and 400 for an id that cannot be one, and writes nothing', async () => {
    const before = await written();
    expect(await t.call({ method: 'GET', url: clickUrl('Qx3v9TgH2pLmN8wRkY4sZa7b') })).toMatchObject({
      status: 404,
      body: { _message: 'Not Found' },
    });
    for (const bad of ['short', 'has%20space%20in%20it%20xxxxxxxx', 'x'.repeat(65)]) {
      const res = await t.call({ method: 'GET', url: clickUrl(bad) });
      expect(res.status, bad).toBe(400);
      expect(message(res.body)).toBeTruthy();
    }
    expect(await written()).toEqual(before);
  });
});

describe('POST /dentists/get-office-discount', () => {
  const discount = (body: object, host?: string) =>
    t.call({ method: 'POST', url: DISCOUNT_URL, payload: body, ...(host ? { headers: { host } } : {}) });

  it('gives the BusinessConnect discount of an office that has BusinessConnect on, without a session', async () => {
    expect(downtown.businessConnectOn).toBe(true);
    const res = await discount({ dentistInfoId: downtown.id, smBusinessInfoId: business.id });
    expect(res).toMatchObject({ status: 200, body: { discountPercent: BUSINESS_CONNECT_DISCOUNT_PERCENT } });
  });

  it('gives 0 at an office the business does not work with, and on a brand without BusinessConnect', async () => {
    expect(uptown.businessConnectOn).toBe(false);
    expect((await discount({ dentistInfoId: uptown.id, smBusinessInfoId: business.id })).body).toEqual({
      discountPercent: 0,
    });
    expect((await discount({ dentistInfoId: downtown.id, smBusinessInfoId: business.id }, VISION_HOST)).body).toEqual({
      discountPercent: 0,
    });
  });

  it('answers 404 for an unknown office or business, and 400 for bad ids', async () => {
    expect((await discount({ dentistInfoId: 999_999, smBusinessInfoId: business.id })).status).toBe(404);
    expect((await discount({ dentistInfoId: downtown.id, smBusinessInfoId: 999_999 })).status).toBe(404);
    const bad = await discount({ dentistInfoId: 'abc' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: Record<string, string> }).errors).sort()).toEqual([
      'dentistInfoId',
      'smBusinessInfoId',
    ]);
  });
});
