import type { CampaignAudienceResponse, CampaignChangeResponse, UninsuredResponse } from '@mhq/contract';
import { ACTIVE_STATUSES } from '@mhq/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simPracticeKey } from '../../adapters/pms/simulated-pms';
import { smsNumberOf } from '../../adapters/sms/phone';
import {
  campaignRecipients,
  mailOutbox,
  memberList,
  simPmsPatients,
  simPmsPractices,
  smsOptOuts,
} from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { officeBySlug } from '../plans/plans.fixtures';
import { PMS_WORDS } from '../pms/pms-hub';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';
import { PMS_AUDIENCE_WORDS } from './campaign-audience';

// A campaign to the uninsured patients of the office's practice-management system (issues 26 and 28): the same
// patients the uninsured list shows, only when the office is connected and asked to be told of them.

const t = await createTestApp();
const downtown = await officeBySlug(t, 'demo-downtown');
const uptown = await officeBySlug(t, 'demo-uptown');
const owner = await t.login('owner@demo.test');
const key = simPracticeKey(downtown.id);

const audienceUrl = (officeId: number) => `/api/v1/office/${officeId}/marketing/campaigns/audience`;
const check = (payload: object, officeId = downtown.id) =>
  t.call({ method: 'POST', url: audienceUrl(officeId), token: owner, payload });
const create = (payload: object) =>
  t.call({ method: 'POST', url: `/api/v1/office/${downtown.id}/marketing/campaigns`, token: owner, payload });
const PMS = { kind: 'pmsUninsured' } as const;
const mailBlast = {
  name: 'Uninsured invitation',
  channel: 'email',
  language: 'en',
  subject: 'A plan at {officeName}',
  body: 'Hi {firstName}, no insurance? Our plan: {link}',
  audience: PMS,
  consentNote: '',
  sendAt: null,
};
const setNotifyUninsured = async (enabled: boolean) => {
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/sikka-connect/toggleNotifyUninsured',
    token: owner,
    payload: { dentistInfoId: downtown.id, enabled },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const campaignWrites = async () => ({
  campaigns: await countRows(t.db, 'campaigns'),
  recipients: await countRows(t.db, 'campaign_recipients'),
  mails: await countRows(t.db, 'mail_outbox'),
});

describe('the uninsured patients of a connected PMS', () => {
  it('are the patients the uninsured list shows, never a running member, the office’s consent note for texts', async () => {
    const list = await t.call({
      method: 'GET',
      url: `/api/v1/sikka-connect/uninsured?dentistInfoId=${downtown.id}`,
      token: owner,
    });
    const uninsured = list.body as UninsuredResponse;
    expect(uninsured.state).toBe('ok');
    const running = await t.db
      .select({ chartId: memberList.chartId })
      .from(memberList)
      .where(
        and(
          eq(memberList.officeId, downtown.id),
          eq(memberList.deleted, false),
          isNotNull(memberList.chartId),
          inArray(memberList.status, [...ACTIVE_STATUSES]),
        ),
      );
    expect(running.length).toBeGreaterThan(10);
    const runningCharts = new Set(running.map((r) => r.chartId));
    expect(uninsured.patients.filter((p) => runningCharts.has(p.chartId))).toEqual([]);

    // Walter Briggs replied STOP to some earlier text: he is named, and skipped.
    await t.db.insert(smsOptOuts).values({ phone: '+15125551902', source: 'reply' });
    const res = await check({ channel: 'sms', audience: PMS, consentNote: 'Signed our texting consent at the desk' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const audience = res.body as CampaignAudienceResponse;
    const seen = new Set<string>();
    const expected = uninsured.patients.flatMap((p) => {
      const phone = p.phone ? smsNumberOf(p.phone) : null;
      if (!phone || seen.has(phone)) return [];
      seen.add(phone);
      return [[`${p.firstName} ${p.lastName}`, phone]];
    });
    expect(audience.people.map((p) => [p.name, p.address])).toEqual(expected);
    const outcomeOf = (name: string) => audience.people.find((p) => p.name === name)?.outcome;
    expect(outcomeOf('Nora Castillo')).toBe('send');
    expect(outcomeOf('Walter Briggs')).toBe('opted_out');
    expect(outcomeOf('Rosa Delgado')).toBeUndefined();
    expect(audience.people.find((p) => p.address === '+15125551901')?.name).toBe('Nora Castillo');
    expect(audience).toMatchObject({ optedOut: 1, noConsent: 0, badRows: [] });

    // Without the office's word on consent, no text goes to them.
    const silent = (await check({ channel: 'sms', audience: PMS, consentNote: '' })).body as CampaignAudienceResponse;
    expect(silent).toMatchObject({ willSend: 0, optedOut: 1, noConsent: audience.people.length - 1 });
  });

  it('mails each address once, lower-cased, leaving out an address that is none', async () => {
    await t.db.insert(simPmsPatients).values([
      { practiceKey: key, chartId: 'T-1', firstName: 'Ada', lastName: 'Quinn', email: ' Ada.Quinn@Example.TEST ' },
      { practiceKey: key, chartId: 'T-2', firstName: 'Ada', lastName: 'Quinn-Moss', email: 'ada.quinn@example.test' },
      { practiceKey: key, chartId: 'T-3', firstName: 'Bo', lastName: 'Nails', email: 'not-an-email' },
      {
        practiceKey: key,
        chartId: 'T-4',
        firstName: 'Cy',
        lastName: 'Covered',
        email: 'cy@example.test',
        carrier: 'Aetna',
      },
    ]);
    const res = await check({ channel: 'email', audience: PMS });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const audience = res.body as CampaignAudienceResponse;
    const addresses = audience.people.map((p) => p.address);
    expect(addresses.filter((a) => a === 'ada.quinn@example.test')).toHaveLength(1);
    expect(addresses).not.toContain('cy@example.test');
    expect(addresses).not.toContain('not-an-email');
    expect(audience.duplicates).toBeGreaterThanOrEqual(1);
    expect(audience.willSend).toBe(audience.people.length);
  });
});

describe('sending to them', () => {
  it('creates recipients from the PMS (no member) and mails them', async () => {
    const res = await create(mailBlast);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { campaign } = res.body as CampaignChangeResponse;
    expect(campaign.status).toBe('sent');
    const recipients = await t.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaign.id));
    expect(recipients.length).toBeGreaterThan(0);
    expect(recipients.every((r) => r.source === 'pms' && r.memberId === null)).toBe(true);
    const ada = recipients.find((r) => r.email === 'ada.quinn@example.test');
    expect(ada).toMatchObject({ firstName: 'Ada', lastName: 'Quinn', status: 'sent', consentNote: null });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ada.quinn@example.test'));
    expect(mail?.text).toMatch(/^Hi Ada, no insurance\? Our plan: \S+\/signup\/demo-downtown\?c=/);
  });
});

describe('refused', () => {
  it('while the office has not asked to be told of uninsured patients: 409 saying where to turn it on', async () => {
    await setNotifyUninsured(false);
    await expectNothingWritten(t, () => check({ channel: 'email', audience: PMS }), 409, PMS_AUDIENCE_WORDS.off);
    await expectNothingWritten(t, () => create(mailBlast), 409, PMS_AUDIENCE_WORDS.off);
    expect(PMS_AUDIENCE_WORDS.off).toMatch(/Tell me about uninsured patients.+Settings > Practice management/);
    await setNotifyUninsured(true);
  });

  it('for an office not connected to its PMS: 409 saying to connect it', async () => {
    await expectNothingWritten(
      t,
      () => check({ channel: 'email', audience: PMS }, uptown.id),
      409,
      PMS_AUDIENCE_WORDS.notConnected,
    );
  });

  it('while the PMS does not answer: 503 in plain words, no campaign written', async () => {
    const outage = (until: Date | null) =>
      t.db.update(simPmsPractices).set({ outageUntil: until }).where(eq(simPmsPractices.practiceKey, key));
    await outage(new Date(t.clock.now().getTime() + 3600_000));
    const before = await campaignWrites();
    const checked = await check({ channel: 'email', audience: PMS });
    expect(checked.status).toBe(503);
    expect(checked.body).toMatchObject({ _message: PMS_WORDS.unavailable });
    const sent = await create(mailBlast);
    expect(sent.status).toBe(503);
    expect(sent.body).toMatchObject({ _message: PMS_WORDS.unavailable });
    expect(await campaignWrites()).toEqual(before);
    await outage(null);
    expect((await check({ channel: 'email', audience: PMS })).status).toBe(200);
  });
});
