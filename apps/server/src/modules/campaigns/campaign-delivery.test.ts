import type {
  CampaignChangeResponse,
  CampaignsResponse,
  EnrolmentResponse,
  UnsubscribePageResponse,
} from '@mhq/contract';
import { resolveTenant } from '@mhq/domain';
import { and, eq, like } from 'drizzle-orm';
import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { outboxSms } from '../../adapters/sms/sms.port';
import { auditLog, campaignRecipients, enrolments, mailOutbox, marketingOptOuts, smsOutbox } from '../../db/schema';
import { sendDueCampaigns } from '../../jobs/campaign-sends';
import { createTestApp } from '../../test/harness';
import { cardToken, household, officePage, planNamed } from '../enrolment/enrolment.fixtures';

// A campaign on its way: scheduled and sent by the job (or canceled before), its mail's unsubscribe page, a STOP
// replied to its text, and a patient enrolling through its link, counted for the campaign.

const AUTH_TOKEN = 'test-auth-token-0123456789abcdef';
const t = await createTestApp({
  twilio: {
    accountSid: `AC${'0'.repeat(28)}1234`,
    authToken: AUTH_TOKEN,
    sender: { kind: 'number', from: '+15125550100' },
  },
});
const page = await officePage(t, 'demo-downtown');
const lakeside = await officePage(t, 'second-lakeside');
const downtown = page.office.id;
const owner = await t.login('owner@demo.test');
const owner2 = await t.login('owner2@demo.test');
const jobCtx = {
  db: t.db,
  clock: t.clock,
  mail: t.deps.mail,
  sms: outboxSms(t.clock),
  config: t.config,
  tenant: resolveTenant('dental'),
};

const base = (officeId = downtown) => `/api/v1/office/${officeId}/marketing/campaigns`;
let serial = 0;
const freshPhone = () => `512-58${serial % 10}-${String(2000 + ++serial).padStart(4, '0')}`;
const e164 = (phone: string) => `+1${phone.replace(/\D/g, '')}`;
const csvOf = (...rows: string[]) => ['first name,last name,email,phone,consent to texts', ...rows].join('\n');

async function create(body: Record<string, unknown>, token = owner, officeId = downtown) {
  const res = await t.call({
    method: 'POST',
    url: base(officeId),
    token,
    payload: { consentNote: '', subject: null, sendAt: null, language: 'en', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as CampaignChangeResponse).campaign;
}
const campaignOf = async (id: number, token = owner, officeId = downtown) =>
  ((await t.call({ method: 'GET', url: base(officeId), token })).body as CampaignsResponse).campaigns.find(
    (c) => c.id === id,
  );
const tokenOf = async (campaignId: number) =>
  (await t.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId)))[0]?.token ?? '';

describe('a scheduled campaign', () => {
  it('waits for its time, is sent by the job then (once), and a canceled one never goes', async () => {
    const phone = freshPhone();
    const at = new Date(t.clock.now().getTime() + 3 * 3600_000).toISOString();
    const body = { name: 'Later', channel: 'sms', body: 'Hi {firstName}: {link}', sendAt: at };
    const scheduled = await create({ ...body, audience: { kind: 'csv', csv: csvOf(`Ann,Lee,,${phone},yes`) } });
    const other = freshPhone();
    const canceled = await create({ ...body, audience: { kind: 'csv', csv: csvOf(`Bo,Lee,,${other},yes`) } });
    expect(scheduled.status).toBe('scheduled');
    const cancel = await t.call({ method: 'POST', url: `${base()}/${canceled.id}/cancel`, token: owner });
    expect(cancel.status).toBe(200);
    expect((cancel.body as CampaignChangeResponse).campaign.status).toBe('canceled');

    expect((await sendDueCampaigns(jobCtx)).campaigns).toBe(0);
    t.clock.advance(3 * 3600_000 + 1000);
    const pass = await sendDueCampaigns(jobCtx);
    expect(pass).toMatchObject({ campaigns: 1, sent: 1 });
    expect((await sendDueCampaigns(jobCtx)).campaigns).toBe(0);
    expect(
      await t.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.to, e164(phone))),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.to, e164(other))),
    ).toHaveLength(0);
    expect((await campaignOf(scheduled.id))?.status).toBe('sent');
    const again = await t.call({ method: 'POST', url: `${base()}/${scheduled.id}/cancel`, token: owner });
    expect(again.status).toBe(409);

    // The provider's word follows: the text delivered, the recipient too.
    await t.db
      .update(smsOutbox)
      .set({ status: 'delivered' })
      .where(eq(smsOutbox.to, e164(phone)));
    await sendDueCampaigns(jobCtx);
    expect((await campaignOf(scheduled.id))?.counts).toMatchObject({ sent: 1, delivered: 1 });
    const actions = await t.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'campaign'), eq(auditLog.targetId, String(scheduled.id))));
    expect(actions.map((a) => a.action)).toEqual(['campaign.created', 'campaign.sent']);
    expect(actions[1]?.actor).toBeNull();
  });

  it('is refused in the past and its id is not another office’s to cancel', async () => {
    const res = await t.call({
      method: 'POST',
      url: base(),
      token: owner,
      payload: {
        name: 'Past',
        channel: 'sms',
        language: 'en',
        body: 'Hi {link}',
        subject: null,
        consentNote: '',
        sendAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
        audience: { kind: 'csv', csv: csvOf(`A,B,,${freshPhone()},yes`) },
      },
    });
    expect(res.status).toBe(400);
    expect((res.body as { errors: Record<string, string> }).errors.sendAt).toBe('Choose a time in the future.');
  });
});

describe('a mail campaign', () => {
  it('carries an unsubscribe link whose page records the opt-out, and the next campaign skips the address', async () => {
    const email = `zoe.${Date.now()}@example.test`;
    const body = {
      name: 'Invite',
      channel: 'email',
      subject: 'Join {officeName}',
      body: 'Hi {firstName}, join: {link}',
      audience: { kind: 'csv', csv: csvOf(`Zoe,Kim,${email},,`) },
    };
    const campaign = await create(body);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail?.subject).toBe(`Join ${page.office.officeName}`);
    const token = await tokenOf(campaign.id);
    expect(mail?.text).toContain(`/unsubscribe/${token}`);
    const opened = await t.call({ method: 'GET', url: `/api/v1/marketing/unsubscribe/${token}` });
    expect(opened.body as UnsubscribePageResponse).toMatchObject({ address: 'z***@example.test', optedOut: false });
    const res = await t.call({ method: 'POST', url: `/api/v1/marketing/unsubscribe/${token}` });
    expect(res.status).toBe(200);
    expect((res.body as { _message: string })._message).toMatch(/You are unsubscribed/);
    const after = await t.call({ method: 'GET', url: `/api/v1/marketing/unsubscribe/${token}` });
    expect((after.body as UnsubscribePageResponse).optedOut).toBe(true);
    const refused = await t.call({
      method: 'POST',
      url: base(),
      token: owner,
      payload: { ...body, consentNote: '', language: 'en', sendAt: null },
    });
    expect(refused.status).toBe(400);
    const bogus = await t.call({ method: 'GET', url: '/api/v1/marketing/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(bogus.status).toBe(404);
  });
});

describe('a STOP replied to a campaign text', () => {
  it('stops every text and keeps the practice’s own opt-out', async () => {
    const phone = freshPhone();
    await create({
      name: 'Texts',
      channel: 'sms',
      body: 'Hi {link}',
      audience: { kind: 'csv', csv: csvOf(`A,B,,${phone},yes`) },
    });
    const fields = { From: e164(phone), To: '+15125550100', Body: 'STOP', MessageSid: 'SMstop' };
    const path = '/webhooks/twilio/inbound';
    const res = await t.call({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilio.getExpectedTwilioSignature(AUTH_TOKEN, `http://app.test${path}`, fields),
      },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(res.status).toBe(200);
    const kept = await t.db
      .select()
      .from(marketingOptOuts)
      .where(and(eq(marketingOptOuts.address, e164(phone)), eq(marketingOptOuts.source, 'stop')));
    expect(kept).toHaveLength(1);
  });
});

describe('a patient who enrols through the link', () => {
  it('counts as the campaign’s click and enrolment; a token of another office counts for nothing', async () => {
    const phone = freshPhone();
    const campaign = await create({
      name: 'Enrol',
      channel: 'sms',
      language: 'es',
      body: 'Hola {firstName}: {link}',
      audience: { kind: 'csv', csv: csvOf(`Lucia,Garcia,,${phone},yes`) },
    });
    const token = await tokenOf(campaign.id);
    const [text] = await t.db
      .select()
      .from(smsOutbox)
      .where(like(smsOutbox.text, `%c=${token}%`));
    expect(text?.text).toContain(`/signup/demo-downtown?c=${token}&lang=es`);
    const click = await t.call({ method: 'POST', url: `/api/v1/marketing/campaign-links/${token}/opened` });
    expect(click.body).toEqual({ counted: true });
    expect((await t.call({ method: 'POST', url: `/api/v1/marketing/campaign-links/${token}/opened` })).body).toEqual({
      counted: false,
    });

    const adult = planNamed(page, 'Adult Wellness');
    const h = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${downtown}/members/enroll`,
      payload: { ...h, campaignToken: token },
      remoteAddress: t.newIp(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as EnrolmentResponse).enrolmentId).toBeGreaterThan(0);
    expect(await campaignOf(campaign.id)).toMatchObject({ clicks: 1, enrolments: 1 });

    // The same token on another office's page: that enrolment is not the campaign's.
    const other = household(t, lakeside, {
      adultPlan: lakeside.plans[0]?.id ?? 0,
      payment: { method: 'card', token: await cardToken(t) },
    });
    const foreign = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${lakeside.office.id}/members/enroll`,
      payload: { ...other, campaignToken: token },
      remoteAddress: t.newIp(),
    });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(200);
    const counted = await t.db.select().from(enrolments).where(eq(enrolments.officeId, lakeside.office.id));
    expect(counted.every((e) => e.campaignRecipientId === null)).toBe(true);
    expect((await campaignOf(campaign.id))?.enrolments).toBe(1);
    expect(owner2).toBeTruthy();
  });
});
