import type { CurrentUserResponse } from '@mhq/contract';
import { addDays, utcDayOf } from '@mhq/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsOutbox, subscriptions } from '../../db/schema';
import { billingFixtures } from '../../jobs/billing.fixtures';
import { createTestApp } from '../../test/harness';
import { cardToken } from '../enrolment/enrolment.fixtures';
import { profileFixtures } from './patient-profile.fixtures';

// What the household's settings do to the mail it gets (issue 22): the language chosen in the portal is the language
// of every mail that follows, and reminders turned off stop while payment notices keep coming.

const t = await createTestApp();
const f = await profileFixtures(t);
const billing = await billingFixtures(t);

const textsTo = (to: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.to, to)).orderBy(smsOutbox.id);

describe('the household language', () => {
  it('switches the portal and the next mail to Spanish, for the whole family, and back', async () => {
    const p = await f.signedInHousehold({ child: true });
    const res = await f.profileCall(p.token, '/language', { language: 'es' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as { _message: string })._message).toContain('español');
    const me = await t.call({ method: 'GET', url: '/api/v1/users/me/account', token: p.token });
    expect((me.body as CurrentUserResponse).data.language).toBe('es');
    expect((await f.ownerRow(p.ownerId))?.spanish).toBe(true);
    expect((await f.householdRows(p.ownerId)).map((m) => m.spanish)).toEqual([true]);
    expect((await f.auditOf(p.ownerId))[0]).toMatchObject({ action: 'member.language', detail: { to: 'es' } });

    // The front desk puts a new card on file from its English pages: the answer is English, the household's mail Spanish.
    const desk = await t.call({
      method: 'POST',
      url: `/api/v1/users/${billing.staffId}/update-account/payment/sources`,
      payload: {
        dentistInfoId: billing.downtown,
        memberId: p.ownerId,
        payment: { method: 'card', token: await cardToken(t) },
        language: 'en',
      },
      token: await billing.staff(),
      remoteAddress: t.newIp(),
    });
    expect(desk.status, JSON.stringify(desk.body)).toBe(200);
    expect((await f.mailsTo(p.email)).at(-1)?.subject).toMatch(/^Se actualizó su método de pago en /);

    expect((await f.profileCall(p.token, '/language', { language: 'en' })).status).toBe(200);
    await billing.replaceCard(p.ownerId, '4242424242424242');
    expect((await f.mailsTo(p.email)).at(-1)?.subject).toMatch(/^Your payment method for .* was updated$/);
  });

  it('refuses a language the portal does not have, and changes nothing', async () => {
    const p = await f.signedInHousehold();
    const res = await f.profileCall(p.token, '/language', { language: 'fr' });
    expect(res.status).toBe(400);
    expect((await f.ownerRow(p.ownerId))?.spanish).toBe(false);
  });
});

describe('mail and text preferences', () => {
  it('stop renewal reminders for a household that turned them off, never its failed-payment notices', async () => {
    const quiet = await f.signedInHousehold({ term: 'annual' });
    const heard = await f.signedInHousehold({ term: 'annual' });
    const off = await f.profileCall(quiet.token, '/preferences', { reminderMail: false, reminderTexts: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await f.profileOf(quiet.token)).preferences).toEqual({ reminderMail: false, reminderTexts: false });
    // Each household its own mobile, so each one's texts can be told apart.
    const [quietPhone, heardPhone] = ['7375550111', '7375550122'];
    for (const [p, phone] of [
      [quiet, quietPhone],
      [heard, heardPhone],
    ] as const) {
      const details = { firstName: 'Lucia', lastName: 'Garcia', phone, address: (await f.profileOf(p.token)).address };
      expect((await f.profileCall(p.token, '/details', details)).status).toBe(200);
    }

    // Both plans renew in 20 days: inside the 30 days in which annual members are reminded.
    const renewsOn = addDays(utcDayOf(t.clock.now()), 20);
    await t.db
      .update(subscriptions)
      .set({ nextRenewalOn: renewsOn })
      .where(inArray(subscriptions.id, [...quiet.enrolment.subscriptionIds, ...heard.enrolment.subscriptionIds]));
    const [quietMails, quietTexts] = [(await f.mailsTo(quiet.email)).length, (await textsTo(quietPhone)).length];
    await billing.runNow();

    expect((await f.mailsTo(heard.email)).at(-1)?.subject).toContain('renews soon');
    expect((await textsTo(heardPhone)).at(-1)?.text).toContain('renews on');
    expect((await f.mailsTo(quiet.email)).length).toBe(quietMails);
    expect((await textsTo(quietPhone)).length).toBe(quietTexts);

    // The renewal payment fails: the quiet household still hears of it, by mail and by text.
    await billing.replaceCard(quiet.ownerId, '4000000000000341');
    await billing.moveTo(renewsOn);
    expect((await f.mailsTo(quiet.email)).at(-1)?.subject).toContain('did not go through');
    expect((await textsTo(quietPhone)).at(-1)?.text).toContain('did not go through');
  });

  it('refuses preferences that are not yes or no', async () => {
    const p = await f.signedInHousehold();
    const res = await f.profileCall(p.token, '/preferences', { reminderMail: 'no', reminderTexts: true });
    expect(res.status).toBe(400);
    expect((await f.profileOf(p.token)).preferences).toEqual({ reminderMail: true, reminderTexts: true });
  });
});
