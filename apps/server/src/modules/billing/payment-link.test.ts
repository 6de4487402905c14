import type { EnrolmentResponse, PaymentLinkView, PaymentSourceResponse } from '@mhq/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, memberEvents, memberPaymentMethods, members, paymentUpdateLinks } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { bornYearsAgo, cardToken, household, officePage, planNamed } from '../enrolment/enrolment.fixtures';

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const adult = planNamed(page, 'Adult Wellness');
const child = planNamed(page, 'Child Wellness');
const downtown = page.office.id;
const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');
const lakesideOwner = await t.login('owner2@demo.test');

const GONE = 'This link has expired or was already used. Please ask your practice for a new one.';
const DAY = 24 * 60 * 60_000;

let families = 0;
/** A household that enrolled online paying by card (Visa 4242): the owner and a child. */
async function enrolled(language: 'en' | 'es' = 'en') {
  const h = household(t, page, {
    adultPlan: adult,
    payment: { method: 'card', token: await cardToken(t) },
    language,
    family: [
      {
        firstName: 'Tomas',
        lastName: `Link${++families}`,
        birthDate: bornYearsAgo(t, 9),
        planId: child,
        insured: false,
        relationship: 'son',
      },
    ],
  });
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/dentists/${downtown}/members/enroll`,
    payload: h,
    remoteAddress: t.newIp(),
  });
  if (res.status !== 200) throw new Error(`enrol: ${res.status} ${JSON.stringify(res.body)}`);
  const r = res.body as EnrolmentResponse;
  return { ownerId: r.ownerMemberId, childId: r.members[1]?.memberId ?? 0, email: h.owner.email };
}

const send = (memberId: number, as = staff, officeId = downtown) =>
  t.call({
    method: 'POST',
    url: `/api/v1/dentists/${officeId}/members/sendSecurePaymentUpdateLink`,
    payload: { memberId },
    token: as,
  });

const LINK = /http:\/\/app\.test\/patient\/payment-update\/([A-Za-z0-9_-]+)\/(\d+)/;

/** The newest mail to an address, and the key and member id of the link in it. */
async function mailedLink(email: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const found = LINK.exec(mail?.text ?? '');
  if (!mail || !found) throw new Error(`no link mailed to ${email}`);
  return { mail, key: found[1] as string, memberId: Number(found[2]) };
}

const view = (key: string, memberId: number, ip = t.newIp()) =>
  t.call({ method: 'GET', url: `/api/v1/payment-update/${key}/${memberId}`, remoteAddress: ip });

const use = async (key: string, memberId: number, number = '5555555555554444', ip = t.newIp()) =>
  t.call({
    method: 'POST',
    url: `/api/v1/payment-update/${key}/${memberId}`,
    payload: { payment: { method: 'card', token: await cardToken(t, number) } },
    remoteAddress: ip,
  });

const methodsOf = (ownerId: number) =>
  t.db.select().from(memberPaymentMethods).where(eq(memberPaymentMethods.ownerMemberId, ownerId));

const historyOf = async (memberId: number) =>
  (await t.db.select().from(memberEvents).where(eq(memberEvents.memberId, memberId))).map((e) => e.summary);

const randomKey = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

describe('the secure payment-update link', () => {
  it("mails the account owner a link (only its hash kept) that opens the household's page", async () => {
    const h = await enrolled();
    const sent = await send(h.childId);
    const masked = `${h.email.slice(0, 1)}***@example.test`;
    expect(sent).toMatchObject({
      status: 200,
      body: { _message: `A secure link to update the card was sent to ${masked}.` },
    });
    const { mail, key, memberId } = await mailedLink(h.email);
    expect(mail.subject).toBe(`Update your card for ${page.office.officeName}`);
    expect(memberId).toBe(h.ownerId);
    const [link] = await t.db.select().from(paymentUpdateLinks).where(eq(paymentUpdateLinks.ownerMemberId, h.ownerId));
    expect(link?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link?.tokenHash).not.toContain(key);
    expect(link?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 7 * DAY);
    expect(await historyOf(h.ownerId)).toContain(`Secure link to update the card sent to ${masked}.`);

    const res = await view(key, memberId);
    expect(res.status).toBe(200);
    const body = res.body as PaymentLinkView;
    expect(body).toMatchObject({
      office: { id: downtown, officeName: page.office.officeName, phone: page.office.phone },
      firstName: 'Lucia',
      language: 'en',
      paymentMethod: { kind: 'card', brand: 'visa', last4: '4242', expMonth: 12 },
      allowBankDraft: true,
      processor: 'simulated',
      publishableKey: null,
      pastDueCents: 0,
    });
  });

  it('mails a Spanish-speaking household in Spanish', async () => {
    const h = await enrolled('es');
    expect((await send(h.ownerId, owner)).status).toBe(200);
    const { mail, key, memberId } = await mailedLink(h.email);
    expect(mail.subject).toBe(`Actualice su tarjeta para ${page.office.officeName}`);
    expect(mail.text).toContain('Hola Lucia:');
    expect(((await view(key, memberId)).body as PaymentLinkView).language).toBe('es');
  });

  it('refuses (400) a household without an email, and writes nothing', async () => {
    const h = await enrolled();
    await t.db.update(members).set({ email: null }).where(eq(members.id, h.ownerId));
    const [links, mails] = [await countRows(t.db, 'payment_update_links'), await countRows(t.db, 'mail_outbox')];
    const res = await send(h.childId);
    expect(res).toMatchObject({ status: 400, body: { _message: expect.stringContaining('no email address') } });
    expect(await countRows(t.db, 'payment_update_links')).toBe(links);
    expect(await countRows(t.db, 'mail_outbox')).toBe(mails);
  });

  it("answers 404 for another practice's member, and sends nothing", async () => {
    const h = await enrolled();
    const links = await countRows(t.db, 'payment_update_links');
    expect((await send(h.ownerId, lakesideOwner)).status).toBe(404);
    const lakeside = await officePage(t, 'second-lakeside');
    expect((await send(h.ownerId, lakesideOwner, lakeside.office.id)).status).toBe(404);
    expect(await countRows(t.db, 'payment_update_links')).toBe(links);
  });

  it('replaces the card once: the old one retired, the link used, the owner told', async () => {
    const h = await enrolled();
    await send(h.ownerId);
    const { key, memberId } = await mailedLink(h.email);
    const [before] = await methodsOf(h.ownerId);

    const res = await use(key, memberId);
    expect(res.status).toBe(200);
    expect(res.body as PaymentSourceResponse).toMatchObject({
      _message: 'Payment method updated: Mastercard ending 4444.',
      paymentMethod: { kind: 'card', brand: 'mastercard', last4: '4444' },
    });
    const methods = await methodsOf(h.ownerId);
    expect(methods.find((m) => m.id === before?.id)?.removedAt).not.toBeNull();
    expect(methods.filter((m) => m.removedAt === null).map((m) => m.last4)).toEqual(['4444']);
    const [link] = await t.db.select().from(paymentUpdateLinks).where(eq(paymentUpdateLinks.ownerMemberId, h.ownerId));
    expect(link?.usedAt).not.toBeNull();
    expect(await historyOf(h.ownerId)).toContain(
      'Payment method changed to Mastercard ending 4444 by the account owner, through the secure link.',
    );
    const [told] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, h.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(told?.subject).toBe(`Your payment method for ${page.office.officeName} was updated`);

    // Used: the page and the call both answer as for any link that does not work.
    expect(await view(key, memberId)).toMatchObject({ status: 404, body: { _message: GONE } });
    expect(await use(key, memberId)).toMatchObject({ status: 404, body: { _message: GONE } });
  });

  it('answers 402 to a declined card, writes nothing, and the link still works', async () => {
    const h = await enrolled();
    await send(h.ownerId);
    const { key, memberId } = await mailedLink(h.email);
    const [methods, events] = [await countRows(t.db, 'member_payment_methods'), await countRows(t.db, 'member_events')];
    const refused = await use(key, memberId, '4000000000000002');
    expect(refused).toMatchObject({ status: 402, body: { _message: expect.stringContaining('declined') } });
    expect(await countRows(t.db, 'member_payment_methods')).toBe(methods);
    expect(await countRows(t.db, 'member_events')).toBe(events);
    const [link] = await t.db.select().from(paymentUpdateLinks).where(eq(paymentUpdateLinks.ownerMemberId, h.ownerId));
    expect(link?.usedAt).toBeNull();
    expect((await use(key, memberId)).status).toBe(200);
  });

  it('stops working after 7 days', async () => {
    const h = await enrolled();
    await send(h.ownerId);
    const { key, memberId } = await mailedLink(h.email);
    const sentAt = t.clock.now();
    try {
      t.clock.set(new Date(sentAt.getTime() + 7 * DAY - 60_000));
      expect((await view(key, memberId)).status).toBe(200);
      t.clock.set(new Date(sentAt.getTime() + 7 * DAY));
      expect(await view(key, memberId)).toMatchObject({ status: 404, body: { _message: GONE } });
      expect((await use(key, memberId)).status).toBe(404);
    } finally {
      t.clock.set(sentAt);
    }
  });

  it('retires the older link when a second one is sent', async () => {
    const h = await enrolled();
    await send(h.ownerId);
    const first = await mailedLink(h.email);
    await send(h.childId, owner);
    const second = await mailedLink(h.email);
    expect(second.key).not.toBe(first.key);
    expect((await view(first.key, first.memberId)).status).toBe(404);
    expect((await use(first.key, first.memberId)).status).toBe(404);
    expect((await view(second.key, second.memberId)).status).toBe(200);
    const live = await t.db
      .select()
      .from(paymentUpdateLinks)
      .where(and(eq(paymentUpdateLinks.ownerMemberId, h.ownerId), isNull(paymentUpdateLinks.usedAt)));
    expect(live.filter((l) => l.expiresAt > t.clock.now())).toHaveLength(1);
  });

  it('answers unknown, used and expired keys alike, and 429 after 20 wrong keys an hour from one address', async () => {
    const h = await enrolled();
    await send(h.ownerId);
    const { key, memberId } = await mailedLink(h.email);
    const ip = t.newIp();
    const gone = { _message: GONE, office: { id: downtown, phone: page.office.phone } };
    for (let i = 0; i < 20; i++) {
      expect(await view(randomKey(), memberId, ip)).toMatchObject({ status: 404, body: gone });
    }
    // Past the limit even the right key is refused from that address, before it is looked up.
    const limited = await view(key, memberId, ip);
    expect(limited).toMatchObject({ status: 429, body: { _message: expect.stringContaining('Please try again in') } });
    expect((await use(key, memberId, undefined, ip)).status).toBe(429);
    // Elsewhere the link works; an hour later the address may try again.
    expect((await view(key, memberId)).status).toBe(200);
    const now = t.clock.now();
    try {
      t.clock.set(new Date(now.getTime() + 60 * 60_000 + 1000));
      expect((await view(key, memberId, ip)).status).toBe(200);
    } finally {
      t.clock.set(now);
    }
    // A member who was never sent a link: the same words, and no office to name.
    expect(await view(randomKey(), 999_999)).toMatchObject({ status: 404, body: { _message: GONE, office: null } });
  });

  it('lets one of two uses of the same link at once win; the other keeps nothing', async () => {
    const h = await enrolled();
    await send(h.ownerId);
    const { key, memberId } = await mailedLink(h.email);
    const results = await Promise.all([use(key, memberId), use(key, memberId, '4242424242424242')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await methodsOf(h.ownerId)).filter((m) => m.removedAt === null)).toHaveLength(1);
  });

  it('settles a new link sent while the old one is used: the card kept with it, or the old link refused', async () => {
    const h = await enrolled();
    await send(h.ownerId);
    const old = await mailedLink(h.email);
    const [used, sent] = await Promise.all([use(old.key, old.memberId), send(h.ownerId)]);
    expect(sent.status).toBe(200);
    expect([200, 404]).toContain(used.status);
    const current = (await methodsOf(h.ownerId)).filter((m) => m.removedAt === null).map((m) => m.last4);
    expect(current).toEqual([used.status === 200 ? '4444' : '4242']);
    // Whatever the order, the newest link mailed still works.
    const newest = await t.db
      .select()
      .from(paymentUpdateLinks)
      .where(eq(paymentUpdateLinks.ownerMemberId, h.ownerId))
      .orderBy(desc(paymentUpdateLinks.id))
      .limit(1);
    expect(newest[0]?.usedAt).toBeNull();
    expect(newest[0]?.expiresAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
  });
});
