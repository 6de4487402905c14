import type { PaymentLinkView, PaymentSourceResponse } from '@mhq/contract';
import { addDays } from '@mhq/domain';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, smsOutbox } from '../db/schema';
import { cardToken } from '../modules/enrolment/enrolment.fixtures';
import { setSubscription, subscriptionRow } from '../modules/subscriptions/subscription-cash.fixtures';
import { createTestApp } from '../test/harness';
import { billingFixtures } from './billing.fixtures';

// Issue 21, 'a patient whose card fails is stuck': every refused try of the schedule and the last one reach the
// household by mail and text, and the link they carry works while the debt is open, not a fixed 7 days.

const t = await createTestApp();
const { downtown, staff, moveTo, replaceCard, household, mailsTo } = await billingFixtures(t);

const LINK = /\/patient\/payment-update\/([A-Za-z0-9_-]+)\/(\d+)/;
const textsTo = (to: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.to, to)).orderBy(smsOutbox.id);
const linkIn = (text: string | undefined) => {
  const found = LINK.exec(text ?? '');
  if (!found) throw new Error(`no link in: ${text}`);
  return { key: found[1] as string, memberId: Number(found[2]) };
};
const view = (link: { key: string; memberId: number }) =>
  t.call({ method: 'GET', url: `/api/v1/payment-update/${link.key}/${link.memberId}`, remoteAddress: t.newIp() });
const use = async (link: { key: string; memberId: number }, number: string) =>
  t.call({
    method: 'POST',
    url: `/api/v1/payment-update/${link.key}/${link.memberId}`,
    payload: { payment: { method: 'card', token: await cardToken(t, number) } },
    remoteAddress: t.newIp(),
  });

/** A household whose card is refused at every charge (test card 0341), outside the guarantee. */
async function refusedHousehold() {
  const h = await household();
  const id = h.subscriptionIds[0] ?? 0;
  await setSubscription(t, id, { guaranteed: false });
  await replaceCard(h.ownerId, '4000000000000341');
  return { ...h, id };
}

// Each test moves the clock two weeks, a billing run a day: slow on a loaded machine.
describe('the notices of a refused renewal', { timeout: 180_000 }, () => {
  it('mail and text the household at every try of the schedule; the last says the plan ended and how to come back', async () => {
    const h = await refusedHousehold();
    const mailsBefore = (await mailsTo(h.email)).length;
    await moveTo(addDays(h.renewsOn, 14));
    expect((await subscriptionRow(t, h.id)).status).toBe('delinquent');

    const mails = (await mailsTo(h.email)).slice(mailsBefore);
    const failed = mails.filter((m) => m.subject.includes('did not go through'));
    const ended = mails.filter((m) => m.subject.includes('ended for non-payment'));
    // Tries on the renewal day and days 3 and 7 failed with a next try; day 14's was the last.
    expect(failed).toHaveLength(3);
    expect(ended).toHaveLength(1);
    for (const m of failed) expect(m.text).toContain('/patient-details/dashboard');
    expect(ended[0]?.text).toContain('has ended for non-payment');
    expect(ended[0]?.text).toContain('To come back, put a new card or bank account on file');
    expect(ended[0]?.text).toMatch(LINK);

    const texts = await textsTo(h.phone);
    expect(texts).toHaveLength(4);
    expect(texts.slice(0, 3).every((s) => s.text.includes('did not go through'))).toBe(true);
    expect(texts[3]?.text).toContain('ended for non-payment');
    expect(texts[3]?.text).toMatch(LINK);
  });

  it('send no text to a household without a phone number, and still mail every try', async () => {
    const h = await refusedHousehold();
    await t.db.execute(`update members set phone = null where id = ${h.ownerId}`);
    const mailsBefore = (await mailsTo(h.email)).length;
    const textsBefore = (await textsTo(h.phone)).length;
    await moveTo(addDays(h.renewsOn, 7));
    expect((await mailsTo(h.email)).length - mailsBefore).toBe(3);
    expect(await textsTo(h.phone)).toHaveLength(textsBefore);
  });
});

describe('the link of a refused renewal', { timeout: 180_000 }, () => {
  it('works past 7 days while the debt is open, again after a refused card, and stops once the debt is paid', async () => {
    const h = await refusedHousehold();
    await moveTo(h.renewsOn);
    const first = linkIn((await mailsTo(h.email)).at(-1)?.text);
    // Nine days on, two more notices have gone out: the first mail's link still works, saying what is owed.
    await moveTo(addDays(h.renewsOn, 9));
    const opened = await view(first);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const page = opened.body as PaymentLinkView;
    expect(page.expiresAt).toBeNull();
    expect(page.pastDueCents).toBe((await subscriptionRow(t, h.id)).priceCents);

    // Another refused card is kept but the payment is refused again, with the reason: the link keeps working.
    const refused = await use(first, '4000000000000341');
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect((refused.body as PaymentSourceResponse).lateRetry).toMatchObject({
      paid: false,
      failureMessage: expect.stringContaining('declined'),
    });
    expect((await view(first)).status).toBe(200);

    const paid = await use(first, '4242424242424242');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((paid.body as PaymentSourceResponse).lateRetry).toMatchObject({ paid: true });
    expect((await subscriptionRow(t, h.id)).status).toBe('active');
    // Paid: every link of the debt stops.
    expect((await view(first)).status).toBe(404);
    const notices = (await mailsTo(h.email)).filter((m) => m.subject.includes('did not go through'));
    expect(notices.length).toBeGreaterThan(1);
    for (const m of notices) expect((await view(linkIn(m.text))).status).toBe(404);
  });

  it('stops once the office writes the debt off', async () => {
    const h = await refusedHousehold();
    await moveTo(addDays(h.renewsOn, 14));
    const last = linkIn((await mailsTo(h.email)).at(-1)?.text);
    expect((await view(last)).status).toBe(200);
    const cleared = await t.call({
      method: 'POST',
      url: '/api/v1/users/me/members/clearDelinquency',
      payload: { dentistInfoId: downtown, memberId: h.ownerId, subscriptionId: h.id },
      token: await t.login('owner@demo.test'),
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect((await view(last)).status).toBe(404);
  });

  it('sent by the desk while the household owes, works until the debt is settled, not once for 7 days', async () => {
    const h = await refusedHousehold();
    await moveTo(h.renewsOn);
    const sent = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${downtown}/members/sendSecurePaymentUpdateLink`,
      payload: { memberId: h.ownerId },
      token: await staff(),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, h.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.text).toContain('works until your late payment is settled');
    const link = linkIn(mail?.text);
    await moveTo(addDays(h.renewsOn, 10));
    expect((await view(link)).status).toBe(200);
  });
});
