import type { HouseholdReferralResponse } from '@mhq/contract';
import { periodEnd } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { householdCredits, systemSettings } from '../db/schema';
import { saveSetting } from '../db/settings';
import { cardToken, household as newHousehold, planNamed } from '../modules/enrolment/enrolment.fixtures';
import { REFERRAL_CREDIT_KEY } from '../modules/enrolment/enrolment-codes';
import { chargesOf, moneyOf, subscriptionRow } from '../modules/subscriptions/subscription-cash.fixtures';
import { createTestApp } from '../test/harness';
import { billingFixtures } from './billing.fixtures';

// Issue 21: a referral code credits the referring household, and that credit is used on its next renewal. The practice
// funds it like a discount (its balance is lower by it, the platform's fee is as the rules compute it); a refused
// renewal spends none of it; a credit bigger than the charge pays it in full, with no processor charge, and the rest
// stays for later.

const t = await createTestApp();
const { page, downtown, moveTo, runNow, replaceCard, attemptsOf, household, staff } = await billingFixtures(t);

afterEach(async () => {
  await t.db.delete(systemSettings).where(eq(systemSettings.key, REFERRAL_CREDIT_KEY));
});

const referralOf = async (memberId: number) => {
  const res = await t.call({
    method: 'GET',
    url: `/api/v1/dentists/${downtown}/members/${memberId}/referral`,
    token: await staff(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as HouseholdReferralResponse;
};

/** A new household enrols online with the referrer's code: the referrer is credited. */
async function refer(referrerId: number) {
  const { code } = await referralOf(referrerId);
  const h = newHousehold(t, page, {
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
}

const creditRows = (ownerId: number) =>
  t.db.select().from(householdCredits).where(eq(householdCredits.ownerMemberId, ownerId)).orderBy(householdCredits.id);

describe("a referring household's credit", () => {
  it('is taken off its next renewal once, and the practice funds it in the ledger', async () => {
    const h = await household();
    const price = (await subscriptionRow(t, h.subscriptionIds[0] ?? 0)).priceCents;
    expect(price).toBeGreaterThan(2500);
    await refer(h.ownerId);
    expect((await referralOf(h.ownerId)).creditCents).toBe(2500);

    await moveTo(h.renewsOn);
    await runNow();
    const charges = await chargesOf(t, h.ownerId);
    expect(charges).toHaveLength(2);
    const renewal = charges.at(-1);
    if (!renewal) throw new Error('no renewal');
    expect(renewal.amountCents).toBe(price - 2500);
    const money = await moneyOf(t, renewal.id);
    expect(money.total).toBe(0);
    const fee = money.items.reduce((sum, i) => sum + i.platform_fee_cents, 0);
    expect(fee).toBeGreaterThan(0);
    // The platform's fee is the one the full price carries (the next, full renewal's); the practice's share is less by
    // the credit.
    expect(renewal.platformFeeCents).toBe(fee);
    expect(money.accounts).toMatchObject({
      patient_funds: -(price - 2500),
      platform_fees: fee,
      practice_balance: price - 2500 - fee,
    });

    const after = await referralOf(h.ownerId);
    expect(after.creditCents).toBe(0);
    expect(after.movements[0]).toMatchObject({ kind: 'used', amountCents: -2500 });
    expect((await creditRows(h.ownerId)).filter((r) => r.kind === 'used').map((r) => r.chargeId)).toEqual([renewal.id]);
    // A charge uses credit once: the database refuses a second row for it.
    await expect(
      t.db.insert(householdCredits).values({
        organizationId: renewal.organizationId,
        ownerMemberId: h.ownerId,
        amountCents: -1,
        kind: 'used',
        chargeId: renewal.id,
      }),
    ).rejects.toThrow();

    // The run again the same day charges nothing; the month after is charged in full.
    await runNow();
    expect(await chargesOf(t, h.ownerId)).toHaveLength(2);
    await moveTo(periodEnd(h.renewsOn, 'monthly'));
    expect((await chargesOf(t, h.ownerId)).at(-1)).toMatchObject({ amountCents: price, platformFeeCents: fee });
    expect((await referralOf(h.ownerId)).creditCents).toBe(0);
  });

  it('is given back when the renewal is refused, and used by the payment that follows', async () => {
    const h = await household();
    const price = (await subscriptionRow(t, h.subscriptionIds[0] ?? 0)).priceCents;
    await refer(h.ownerId);
    await replaceCard(h.ownerId, '4000000000000341');

    await moveTo(h.renewsOn);
    const [refused] = await attemptsOf(h.ownerId);
    expect(refused).toMatchObject({ status: 'failed', amountCents: price - 2500 });
    expect(await chargesOf(t, h.ownerId)).toHaveLength(1);
    expect((await referralOf(h.ownerId)).creditCents).toBe(2500);
    expect((await creditRows(h.ownerId)).map((r) => r.kind)).toEqual(['referral']);

    const paid = await replaceCard(h.ownerId, '4242424242424242');
    expect(paid.lateRetry).toMatchObject({ paid: true, amountCents: price - 2500 });
    expect((await chargesOf(t, h.ownerId)).at(-1)?.amountCents).toBe(price - 2500);
    expect((await referralOf(h.ownerId)).creditCents).toBe(0);
  });

  it('bigger than the charge pays it in full with no processor charge, and the rest stays for later', async () => {
    const h = await household();
    const price = (await subscriptionRow(t, h.subscriptionIds[0] ?? 0)).priceCents;
    await saveSetting(t.db, REFERRAL_CREDIT_KEY, price + 1000);
    await refer(h.ownerId);
    expect((await referralOf(h.ownerId)).creditCents).toBe(price + 1000);

    await moveTo(h.renewsOn);
    await runNow();
    const charges = await chargesOf(t, h.ownerId);
    expect(charges).toHaveLength(2);
    const renewal = charges.at(-1);
    if (!renewal) throw new Error('no renewal');
    expect(renewal).toMatchObject({ amountCents: 0, method: 'account_credit', processorChargeId: null });
    const money = await moneyOf(t, renewal.id);
    expect(money.total).toBe(0);
    // Nothing came from the patient: the practice's balance pays the platform's fee on the period the credit paid.
    expect(money.accounts).toMatchObject({ practice_balance: -renewal.platformFeeCents });
    expect(renewal.platformFeeCents).toBeGreaterThan(0);
    expect(await subscriptionRow(t, h.subscriptionIds[0] ?? 0)).toMatchObject({
      status: 'active',
      currentPeriodStart: h.renewsOn,
    });
    expect((await referralOf(h.ownerId)).creditCents).toBe(1000);

    // The next renewal uses what is left.
    await moveTo(periodEnd(h.renewsOn, 'monthly'));
    expect((await chargesOf(t, h.ownerId)).at(-1)?.amountCents).toBe(price - 1000);
    expect((await referralOf(h.ownerId)).creditCents).toBe(0);
  });
});
