import type {
  EnrolmentResponse,
  HouseholdReferralResponse,
  OfficeReferralLeadsResponse,
  PatientReferralResponse,
  ReferralReportResponse,
  ReferralRewardResponse,
} from '@mhq/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, officeReferralLeads } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { paymentUniqueIdOf } from '../billing/public-receipt.service';
import { cardToken, household, officePage, planNamed } from '../enrolment/enrolment.fixtures';
import { chargesOf, enrolByCard } from '../subscriptions/subscription-cash.fixtures';

// Issue 22's referrals: a patient's link (a receipt's signed id) opens the practice for a friend with the household's
// code; the enrolment it brings credits the referrer as the office's reward says; the office's report lists it; a
// patient recommends the platform to another practice.

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const downtown = page.office.id;
const key = t.deps.jwtKey;
const owner = await t.login('owner@demo.test');

/** A household of the office that has paid once: its account owner and its receipt's public id. */
async function referrer(opts: { child?: boolean } = {}) {
  const h = await enrolByCard(t, page, opts);
  const [charge] = await chargesOf(t, h.ownerMemberId);
  if (!charge) throw new Error('no charge');
  return { ...h, linkId: paymentUniqueIdOf(key, charge.id) };
}

const openLink = (id: string) => t.call({ method: 'GET', url: `/api/v1/referrals/${id}` });
const setReward = (body: object, token = owner) =>
  t.call({ method: 'PUT', url: `/api/v1/dentists/${downtown}/referral-reward`, token, payload: body });
const creditOf = async (memberId: number) =>
  (
    (await t.call({ method: 'GET', url: `/api/v1/dentists/${downtown}/members/${memberId}/referral`, token: owner }))
      .body as HouseholdReferralResponse
  ).creditCents;

/** A friend enrols with the code the link gave them. */
async function friendEnrols(code: string) {
  const h = household(t, page, {
    adultPlan: planNamed(page, 'Adult Wellness'),
    payment: { method: 'card', token: await cardToken(t) },
  });
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/dentists/${downtown}/members/enroll`,
    payload: { ...h, referralCode: code },
    remoteAddress: t.newIp(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as EnrolmentResponse;
}

describe("a patient's referral link", () => {
  it("shows the practice and the referrer's first name only, and audits the read", async () => {
    const r = await referrer();
    const res = await openLink(r.linkId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as PatientReferralResponse;
    expect(body).toMatchObject({
      office: { id: downtown, officeName: 'Bright Smiles Dental Downtown', slug: 'demo-downtown' },
      referrerFirstName: 'Lucia',
    });
    expect(body.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    // Nothing else of the household: no last name, email, phone, address, plan or amount.
    const text = JSON.stringify(body);
    for (const secret of ['Garcia', '@example.test', '555-0142', 'Oak St', 'Adult Wellness']) {
      expect(text).not.toContain(secret);
    }
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.memberId, r.ownerMemberId))
      .then((rows) => rows.filter((a) => (a.detail as { via?: string } | null)?.via === 'referral_link'));
    expect(audit).toMatchObject({ action: 'member.read', actorUserId: null });
  });

  it('answers not found to a forged, altered or unknown id, the same for each', async () => {
    const r = await referrer();
    const [number, signature] = [r.linkId.slice(0, r.linkId.indexOf('-')), r.linkId.slice(r.linkId.indexOf('-') + 1)];
    const forged = `${Number(number) + 1}-${signature}`;
    const altered = `${number}-${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const id of [forged, altered, paymentUniqueIdOf(key, 999_999)]) {
      const res = await openLink(id);
      expect(res.status, id).toBe(404);
    }
    expect((await openLink('not-a-link')).status).toBe(400);
  });
});

describe("the office's referral reward", () => {
  it('credits the platform credit until the office chooses, then a month free: the referring household’s monthly price', async () => {
    const r = await referrer({ child: true });
    const code = ((await openLink(r.linkId)).body as PatientReferralResponse).referralCode;
    const before = await creditOf(r.ownerMemberId);

    const read = await t.call({ method: 'GET', url: `/api/v1/dentists/${downtown}/referral-reward`, token: owner });
    expect((read.body as ReferralRewardResponse).reward).toEqual({ kind: 'platform' });
    await friendEnrols(code);
    expect(await creditOf(r.ownerMemberId)).toBe(before + 2500);

    const saved = await setReward({ kind: 'month_free' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as ReferralRewardResponse).reward).toEqual({ kind: 'month_free' });
    await friendEnrols(code);
    // The household pays the adult's and the child's monthly price: a month free is that much credit.
    const monthly = r.quote.recurringCents;
    expect(monthly).toBeGreaterThan(2500);
    expect(await creditOf(r.ownerMemberId)).toBe(before + 2500 + monthly);

    await setReward({ kind: 'fixed', amountCents: 1500 });
    await friendEnrols(code);
    expect(await creditOf(r.ownerMemberId)).toBe(before + 2500 + monthly + 1500);

    await setReward({ kind: 'none' });
    await friendEnrols(code);
    expect(await creditOf(r.ownerMemberId)).toBe(before + 2500 + monthly + 1500);
    await setReward({ kind: 'platform' });
  });

  it('refuses an amount out of bounds, and a front-desk user who may not change plans', async () => {
    const bad = await setReward({ kind: 'fixed', amountCents: 999_999 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ _message: expect.any(String) });
    const staff = await t.login('staff@demo.test');
    const refused = await setReward({ kind: 'none' }, staff);
    expect([403, 404]).toContain(refused.status);
    const read = await t.call({ method: 'GET', url: `/api/v1/dentists/${downtown}/referral-reward`, token: owner });
    expect((read.body as ReferralRewardResponse).reward).toEqual({ kind: 'platform' });
  });

  it("lists each referral in the office's report: who referred whom, when, the credit granted and used", async () => {
    const r = await referrer();
    const code = ((await openLink(r.linkId)).body as PatientReferralResponse).referralCode;
    const friend = await friendEnrols(code);
    const res = await t.call({ method: 'GET', url: `/api/v1/dentists/${downtown}/reports/referrals`, token: owner });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body as ReferralReportResponse;
    const row = report.referrals.find((x) => x.referred.memberId === friend.ownerMemberId);
    expect(row).toMatchObject({
      code,
      referrer: { memberId: r.ownerMemberId, name: expect.stringContaining('Lucia') },
      creditGrantedCents: 2500,
      creditUsedCents: 0,
    });
    expect(report.totals.count).toBe(report.referrals.length);
    // Another practice's owner does not read it.
    const other = await t.login('owner2@demo.test');
    expect(
      (await t.call({ method: 'GET', url: `/api/v1/dentists/${downtown}/reports/referrals`, token: other })).status,
    ).toBe(404);
  });
});

describe('recommending the platform to another practice', () => {
  const lead = (email: string) => ({
    practiceName: 'Riverside Family Dental',
    contactName: 'Dr. Ana Ruiz',
    email,
    phone: '512-555-0110',
    note: 'My sister goes there.',
  });
  const recommend = (id: string, body: object, remoteAddress = t.newIp()) =>
    t.call({ method: 'POST', url: `/api/v1/referrals/${id}/office-referral`, payload: body, remoteAddress });

  it('records the lead, mails the practice a sign-up invitation with a ref, and the platform admins see it', async () => {
    const r = await referrer();
    const res = await recommend(r.linkId, lead('ana@riverside.example.test'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ _message: expect.stringContaining('Riverside Family Dental') });
    const [row] = await t.db
      .select()
      .from(officeReferralLeads)
      .where(eq(officeReferralLeads.email, 'ana@riverside.example.test'));
    expect(row).toMatchObject({ referrerOwnerMemberId: r.ownerMemberId, officeId: downtown, phone: '5125550110' });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ana@riverside.example.test'));
    expect(mail?.text).toContain(`/accounts/dentist-signup?ref=${row?.ref}`);
    expect(mail?.text).toContain('Lucia');
    expect(mail?.text).not.toContain('Garcia');

    const admin = await t.login('platform@demo.test');
    const list = await t.call({ method: 'GET', url: '/api/v1/admin/office-referrals', token: admin });
    expect((list.body as OfficeReferralLeadsResponse).leads[0]).toMatchObject({
      practiceName: 'Riverside Family Dental',
      referredBy: { officeId: downtown },
    });
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/office-referrals', token: owner })).status).toBe(404);
  });

  it('refuses bad input and forged links, writing nothing, and throttles a practice mailed again and again', async () => {
    const r = await referrer();
    const before = await countRows(t.db, 'office_referral_leads');
    expect((await recommend(r.linkId, { ...lead('not-an-email') })).status).toBe(400);
    expect((await recommend(r.linkId, { ...lead('x@example.test'), phone: '000-555-0110' })).status).toBe(400);
    expect((await recommend(paymentUniqueIdOf(key, 999_998), lead('y@example.test'))).status).toBe(404);
    expect(await countRows(t.db, 'office_referral_leads')).toBe(before);

    const email = 'busy@practice.example.test';
    expect((await recommend(r.linkId, lead(email))).status).toBe(200);
    expect((await recommend(r.linkId, lead(email))).status).toBe(200);
    const third = await recommend(r.linkId, lead(email));
    expect(third.status).toBe(429);
    expect(await countRows(t.db, 'office_referral_leads')).toBe(before + 2);
  });
});
