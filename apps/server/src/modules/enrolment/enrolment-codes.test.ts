import type { EnrolmentResponse, HouseholdReferralResponse, PublicOfficeResponse } from '@mhq/contract';
import { quoteEnrolment } from '@mhq/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrolments, mailOutbox, members, referrals, smallBusinesses, systemSettings } from '../../db/schema';
import { saveSetting } from '../../db/settings';
import { countRows, createTestApp } from '../../test/harness';
import { cardToken, type Household, household, officePage, planNamed } from './enrolment.fixtures';
import { REFERRAL_CREDIT_KEY } from './enrolment-codes';

// The enrolment form's group code and referral code (spec 01 section 5 'Enrollment form fields'): a group code
// applies its group's discount; a referral code records who referred whom and credits the referring household.

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const adult = planNamed(page, 'Adult Wellness');
const downtown = page.office.id;
const [acme] = await t.db.select().from(smallBusinesses).where(eq(smallBusinesses.name, 'Acme Logistics'));
const [rosa] = await t.db
  .select()
  .from(members)
  .where(and(eq(members.email, 'patient@demo.test'), isNull(members.accountOwnerId)));
if (!acme || !rosa) throw new Error('demo seed lacks Acme or the demo patient');

const enrol = (body: unknown, officeId = downtown) =>
  t.call({
    method: 'POST',
    url: `/api/v1/dentists/${officeId}/members/enroll`,
    payload: body as object,
    remoteAddress: t.newIp(),
  });
const pageWith = (query: Record<string, string>, slug = 'demo-downtown') =>
  t.call({ method: 'GET', url: `/api/v1/dentists/details/slug/${slug}/no-auth`, query });
const referralOf = (token: string, memberId = rosa.id, officeId = rosa.officeId) =>
  t.call({ method: 'GET', url: `/api/v1/dentists/${officeId}/members/${memberId}/referral`, token });

/** A household priced as the page prices it with this business's discount. */
function pricedWith(h: Household, discountPercent: number): Household {
  const quote = quoteEnrolment({
    plans: page.plans,
    people: [h.owner, ...h.members].map((p) => ({ planId: p.planId, waiveFee: p.waiveFee, payor: p.payor })),
    term: h.term,
    gppActive: page.gppActive,
    setupFeePercent: page.setupFeePercent,
    dentistDiscountPercent: discountPercent,
  });
  return { ...h, expected: { todayCents: quote.todayCents, recurringCents: quote.recurringCents } };
}

describe('a group code', () => {
  it("opens the page with its group's discount, typed in any case, and answers 'group code is not valid' to others", async () => {
    const res = await pageWith({ groupCode: ' acme-10 ' });
    expect(res.status).toBe(200);
    expect((res.body as PublicOfficeResponse).business).toEqual({
      id: acme.id,
      name: 'Acme Logistics',
      logo: null,
      discountPercent: 10,
      // Acme pays for its employees in the demo (its card on file).
      employerPays: true,
    });
    const bad = await pageWith({ groupCode: 'NOPE99' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { groupCode: 'group code is not valid' } });
  });

  it("enrols at the group's discount and records the group with the enrolment", async () => {
    const h = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const res = await enrol({ ...pricedWith(h, 10), groupCode: 'ACME10' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body as EnrolmentResponse;
    expect(r.quote.lines[0]?.discountPercent).toBe(10);
    const [row] = await t.db.select().from(enrolments).where(eq(enrolments.id, r.enrolmentId));
    expect(row?.smallBusinessId).toBe(acme.id);
  });

  it('refuses an unknown group code on its field, in Spanish too, and writes nothing', async () => {
    const before = await countRows(t.db, 'enrolments');
    const h = household(t, page, {
      adultPlan: adult,
      language: 'es',
      payment: { method: 'card', token: await cardToken(t) },
    });
    const res = await enrol({ ...h, groupCode: 'WRONG1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { groupCode: 'el código de grupo no es válido' } });
    expect(await countRows(t.db, 'enrolments')).toBe(before);
  });
});

describe('a referral code', () => {
  it("is each household's own, shown in its portal, and credits it when a new household enrols with it", async () => {
    const patient = await t.login('patient@demo.test');
    const mine = await referralOf(patient);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const before = mine.body as HouseholdReferralResponse;
    expect(before.code).toMatch(/^[A-Z0-9]{8}$/);

    expect(
      ((await pageWith({ referralCode: before.code.toLowerCase() })).body as PublicOfficeResponse).referralCode,
    ).toBe(before.code);
    const h = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const res = await enrol({ ...h, referralCode: before.code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body as EnrolmentResponse;

    const after = (await referralOf(patient)).body as HouseholdReferralResponse;
    expect(after.creditCents).toBe(before.creditCents + 2500);
    expect(after.referredCount).toBe(before.referredCount + 1);
    expect(after.movements[0]).toMatchObject({ kind: 'referral', amountCents: 2500 });
    const [referral] = await t.db.select().from(referrals).where(eq(referrals.referredOwnerMemberId, r.ownerMemberId));
    expect(referral).toMatchObject({ referrerOwnerMemberId: rosa.id, officeId: downtown, code: before.code });

    // The office reads the same on the member's page; the new household got its own code in its welcome mail.
    const staff = await t.login('staff@demo.test');
    expect(((await referralOf(staff)).body as HouseholdReferralResponse).creditCents).toBe(after.creditCents);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, h.owner.email));
    const own = ((await referralOf(staff, r.ownerMemberId, downtown)).body as HouseholdReferralResponse).code;
    expect(own).not.toBe(before.code);
    expect(mail?.text).toContain(`Your referral code is ${own}.`);
  });

  it("credits the platform's setting when one is stored", async () => {
    await saveSetting(t.db, REFERRAL_CREDIT_KEY, 1000);
    const patient = await t.login('patient@demo.test');
    const { code, creditCents } = (await referralOf(patient)).body as HouseholdReferralResponse;
    const h = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    expect((await enrol({ ...h, referralCode: code })).status).toBe(200);
    expect(((await referralOf(patient)).body as HouseholdReferralResponse).creditCents).toBe(creditCents + 1000);
    await t.db.delete(systemSettings).where(eq(systemSettings.key, REFERRAL_CREDIT_KEY));
  });

  it("answers 'referral code is not valid' to an unknown code and to another practice's household, writing nothing", async () => {
    const before = await countRows(t.db, 'enrolments');
    const h = household(t, page, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const unknown = await enrol({ ...h, referralCode: 'ZZZZ2222' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: { referralCode: 'referral code is not valid' } });
    // Rosa's household is Downtown's practice's: the Lakeside practice does not credit it.
    const patient = await t.login('patient@demo.test');
    const { code } = (await referralOf(patient)).body as HouseholdReferralResponse;
    const lakeside = await pageWith({ referralCode: code }, 'second-lakeside');
    expect(lakeside.status).toBe(400);
    expect(await countRows(t.db, 'enrolments')).toBe(before);
  });

  it("is not another household's to read", async () => {
    const owner2 = await t.login('owner2@demo.test');
    expect((await referralOf(owner2)).status).toBe(404);
  });
});
