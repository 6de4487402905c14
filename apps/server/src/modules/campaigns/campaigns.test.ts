import type {
  CampaignAudienceResponse,
  CampaignChangeResponse,
  CampaignDetailResponse,
  CampaignsResponse,
} from '@mhq/contract';
import { CAMPAIGN_DAILY_LIMIT } from '@mhq/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, campaignRecipients, marketingOptOuts, offices, smsOptOuts, smsOutbox } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';

// Email and text campaigns of an office (issue 26): audiences from a CSV or the office's patients, opt-outs and
// consent honoured, bad rows listed before anything is written, the daily limit, templates per language, audit lines.

const t = await createTestApp();
const downtown = (await officePage(t, 'demo-downtown')).office.id;
const lakeside = (await officePage(t, 'second-lakeside')).office.id;
const [downtownRow] = await t.db.select({ org: offices.organizationId }).from(offices).where(eq(offices.id, downtown));
const downtownOrg = downtownRow?.org ?? 0;
const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');

const base = (officeId = downtown) => `/api/v1/office/${officeId}/marketing`;
const HEADER = 'First name,Last name,Email,Phone,Consent to texts';
const csvOf = (...rows: string[]) => [HEADER, ...rows].join('\n');
let serial = 0;
/** A number of this test's own (512-59x-xxxx), so no other test's opt-out reaches it. */
const freshPhone = () => `512-59${serial % 10}-${String(1000 + ++serial).padStart(4, '0')}`;
const e164 = (phone: string) => `+1${phone.replace(/\D/g, '')}`;

const textBlast = (csv: string, over: Record<string, unknown> = {}) => ({
  name: 'Spring texts',
  channel: 'sms',
  language: 'es',
  subject: null,
  body: '{officeName}: Hola {firstName}, inscríbase: {link}',
  audience: { kind: 'csv', csv },
  consentNote: '',
  sendAt: null,
  ...over,
});
const create = (body: object, token = owner, officeId = downtown) =>
  t.call({ method: 'POST', url: `${base(officeId)}/campaigns`, token, payload: body });
const list = async (token = owner) =>
  (await t.call({ method: 'GET', url: `${base()}/campaigns`, token })).body as CampaignsResponse;
const detail = async (id: number) =>
  (await t.call({ method: 'GET', url: `${base()}/campaigns/${id}`, token: owner })).body as CampaignDetailResponse;

async function created(body: object) {
  const res = await create(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as CampaignChangeResponse).campaign;
}

describe('an imported list', () => {
  it('lists every bad row with its number and why, and writes nothing', async () => {
    const before = await countRows(t.db, 'campaigns');
    const beforeTexts = await countRows(t.db, 'sms_outbox');
    const csv = csvOf(
      `Ana,Lopez,ana@example.test,${freshPhone()},yes`,
      'Ben,Ortiz,ben@example.test,12,yes',
      `Cara,Diaz,not-an-email,${freshPhone()},maybe`,
      'Dan,Ruiz,dan@example.test,,no',
    );
    const res = await create(textBlast(csv));
    expect(res.status).toBe(400);
    const body = res.body as { _message: string; badRows: { row: number; reason: string }[] };
    expect(body._message).toMatch(/3 rows of the list cannot be used/);
    expect(body.badRows.map((b) => b.row)).toEqual([3, 4, 5]);
    expect(body.badRows[0]?.reason).toMatch(/phone "12" is not a number/);
    expect(body.badRows[1]?.reason).toMatch(/email "not-an-email" is not valid; consent to texts "maybe"/);
    expect(body.badRows[2]?.reason).toBe('no phone number');
    expect(await countRows(t.db, 'campaigns')).toBe(before);
    expect(await countRows(t.db, 'sms_outbox')).toBe(beforeTexts);
  });

  it('is checked before sending: numbers to E.164, duplicates out, opted-out and no-consent people named', async () => {
    const [a, b, c] = [freshPhone(), freshPhone(), freshPhone()];
    await t.db.insert(smsOptOuts).values({ phone: e164(c), source: 'reply' });
    const csv = csvOf(
      `Ana,Lopez,,${a},yes`,
      `Ana,Lopez,,(${a.slice(0, 3)}) ${a.slice(4)},Yes`,
      `Ben,Ortiz,,${b},no`,
      `Cy,Ng,,${c},yes`,
    );
    const res = await t.call({
      method: 'POST',
      url: `${base()}/campaigns/audience`,
      token: owner,
      payload: { channel: 'sms', audience: { kind: 'csv', csv } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const check = res.body as CampaignAudienceResponse;
    expect(check).toMatchObject({ willSend: 1, optedOut: 1, noConsent: 1, duplicates: 1, badRows: [] });
    expect(check.people.map((p) => [p.address, p.outcome])).toEqual([
      [e164(a), 'send'],
      [e164(b), 'no_consent'],
      [e164(c), 'opted_out'],
    ]);
    expect(check.dailyLimit).toBe(CAMPAIGN_DAILY_LIMIT);
  });
});

describe('a Spanish text blast', () => {
  it('texts only numbers with consent that did not opt out, in Spanish with the STOP line and the tracked link', async () => {
    const [ok, noConsent, stopped, unsubscribed] = [freshPhone(), freshPhone(), freshPhone(), freshPhone()];
    await t.db.insert(smsOptOuts).values({ phone: e164(stopped), source: 'reply' });
    await t.db
      .insert(marketingOptOuts)
      .values({ organizationId: downtownOrg, channel: 'sms', address: e164(unsubscribed), source: 'office' });
    const csv = csvOf(
      `Lucía,García,,${ok},sí`,
      `Ben,Ortiz,,${noConsent},no`,
      `Cy,Ng,,${stopped},yes`,
      `Di,Wu,,${unsubscribed},yes`,
    );
    const campaign = await created(textBlast(csv));
    expect(campaign.status).toBe('sent');
    expect(campaign.counts).toMatchObject({ recipients: 4, sent: 1, skipped: 3, pending: 0 });
    const [text] = await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.to, e164(ok)));
    expect(text?.text).toMatch(
      /^.+: Hola Lucía, inscríbase: http:\/\/app\.test\/signup\/demo-downtown\?c=[\w-]+&lang=es\n/,
    );
    expect(text?.text).toMatch(/Responda STOP para no recibir más mensajes\.$/);
    for (const phone of [noConsent, stopped, unsubscribed]) {
      expect(
        await t.db
          .select()
          .from(smsOutbox)
          .where(eq(smsOutbox.to, e164(phone))),
      ).toHaveLength(0);
    }
    const people = (await detail(campaign.id)).recipients;
    expect(people.map((p) => [p.address, p.status])).toEqual([
      [e164(ok), 'sent'],
      [e164(noConsent), 'no_consent'],
      [e164(stopped), 'opted_out'],
      [e164(unsubscribed), 'opted_out'],
    ]);
    const [consent] = await t.db
      .select({ at: campaignRecipients.consentAt, note: campaignRecipients.consentNote })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.phone, e164(ok)));
    expect(consent?.at).toBeInstanceOf(Date);
    expect(consent?.note).toMatch(/consent to texts "sí" \(row 2\)/);

    const lines = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'campaign'), eq(auditLog.targetId, String(campaign.id))));
    expect(lines.map((l) => l.action).sort()).toEqual(['campaign.created', 'campaign.read', 'campaign.sent']);
  });

  it("goes to the office's own patients only with the office's word on consent", async () => {
    const res = await create({ ...textBlast(''), audience: { kind: 'members', filter: 'all' }, consentNote: '' });
    expect(res.status).toBe(400);
    expect((res.body as { _message: string })._message).toMatch(/no consent to texts/);
    const withWord = await created({
      ...textBlast(''),
      audience: { kind: 'members', filter: 'all' },
      consentNote: 'Signed our texting consent at the desk',
    });
    const people = (await detail(withWord.id)).recipients;
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((p) => p.source === 'members' && p.address.startsWith('+1'))).toBe(true);
  });
});

describe('who may send', () => {
  it('refuses the front desk (403) and another office (404)', async () => {
    expect((await t.call({ method: 'GET', url: `${base()}/campaigns`, token: staff })).status).toBe(403);
    const res = await create(textBlast(csvOf(`A,B,,${freshPhone()},yes`)), owner, lakeside);
    expect(res.status).toBe(404);
  });
});

describe('the daily limit', () => {
  it('refuses a campaign that would pass the office’s messages of the day, writing nothing', async () => {
    const { usedToday } = await list();
    const rows = Array.from(
      { length: CAMPAIGN_DAILY_LIMIT - usedToday + 1 },
      (_, i) => `P${i},Q,p${i}.${Date.now()}@example.test,,no`,
    );
    const before = await countRows(t.db, 'campaigns');
    const res = await create({
      ...textBlast(csvOf(...rows)),
      channel: 'email',
      language: 'en',
      subject: 'Join us',
      body: 'Hi {firstName}: {link}',
    });
    expect(res.status).toBe(409);
    expect((res.body as { _message: string })._message).toMatch(
      new RegExp(`may send ${CAMPAIGN_DAILY_LIMIT} a day and has ${CAMPAIGN_DAILY_LIMIT - usedToday} left today`),
    );
    expect(await countRows(t.db, 'campaigns')).toBe(before);
  });
});

describe('templates', () => {
  it('offers the brand’s built-in messages in English and Spanish, and the office’s own saved ones', async () => {
    const { templates } = await list();
    const builtIn = templates.filter((x) => x.id === null);
    expect(new Set(builtIn.map((x) => `${x.channel}-${x.language}`))).toEqual(
      new Set(['email-en', 'email-es', 'sms-en', 'sms-es']),
    );
    expect(builtIn.find((x) => x.key === 'invite-sms-es')?.body).toMatch(/Hola \{firstName\}.*limpiezas/);
    const saved = await t.call({
      method: 'POST',
      url: `${base()}/campaign-templates`,
      token: owner,
      payload: { name: 'Otoño', channel: 'sms', language: 'es', subject: null, body: 'Hola {firstName}: {link}' },
    });
    expect(saved.status).toBe(200);
    const id = (saved.body as { template: { id: number } }).template.id;
    const changed = await t.call({
      method: 'PUT',
      url: `${base()}/campaign-templates/${id}`,
      token: owner,
      payload: { name: 'Otoño 2', channel: 'email', language: 'es', subject: '', body: 'Hola: {link}' },
    });
    expect(changed.status).toBe(400);
    expect((await list()).templates.find((x) => x.id === id)?.name).toBe('Otoño');
    const gone = await t.call({ method: 'DELETE', url: `${base()}/campaign-templates/${id}`, token: owner });
    expect(gone.status).toBe(200);
    expect((await list()).templates.find((x) => x.id === id)).toBeUndefined();
    const foreign = await t.call({ method: 'DELETE', url: `${base(lakeside)}/campaign-templates/${id}`, token: owner });
    expect(foreign.status).toBe(404);
  });
});

describe('a STOP reply', () => {
  it('is kept on the practice’s own list when its campaign texted the number', async () => {
    const phone = freshPhone();
    await created(textBlast(csvOf(`Eva,Sol,,${phone},yes`)));
    const { recordCampaignStop } = await import('./campaign-public.service');
    expect(await recordCampaignStop(t.db, e164(phone), t.clock.now())).toBe(1);
    const [out] = await t.db
      .select()
      .from(marketingOptOuts)
      .where(and(eq(marketingOptOuts.address, e164(phone)), eq(marketingOptOuts.source, 'stop')))
      .orderBy(desc(marketingOptOuts.id));
    expect(out?.channel).toBe('sms');
    const again = await create(textBlast(csvOf(`Eva,Sol,,${phone},yes`)));
    expect(again.status).toBe(400);
    expect(
      await t.db
        .select()
        .from(smsOutbox)
        .where(like(smsOutbox.to, e164(phone))),
    ).toHaveLength(1);
  });
});

describe('the demo', () => {
  it('shows Downtown a sent Spanish text blast that brought one enrolment, a win-back and a scheduled invitation', async () => {
    const { campaigns, templates } = await list();
    const spring = campaigns.find((c) => c.name === 'Primavera: plan de membresía');
    expect(spring).toMatchObject({ status: 'sent', channel: 'sms', language: 'es', clicks: 2, enrolments: 1 });
    expect(spring?.counts).toMatchObject({ recipients: 6, sent: 3, delivered: 3, failed: 1, skipped: 2 });
    expect(campaigns.find((c) => c.name === 'Fall invitation')?.status).toBe('scheduled');
    expect(templates.some((x) => x.name === 'Back-to-school checkups')).toBe(true);
  });
});
