import type { ChangePlanPriceResponse, PublicOfficeResponse } from '@mhq/contract';
import {
  ACTIVE_STATUSES,
  addDays,
  changedPriceCents,
  familyMembersCountedBesides,
  formatMoney,
  formatUsDay,
  PRICE_CHANGE_NOTICE_DAYS,
  priceChangeAppliesFrom,
  utcDayOf,
} from '@mhq/domain';
import { and, eq, gt, inArray, max, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { mailOutbox, members, plans, subscriptions } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { enrolPlan } from '../enrolment/household';
import { householdForDiscount } from '../subscriptions/subscription-changes.queries';
import {
  createPlan,
  officeBySlug,
  planCalls,
  planFields,
  signedIn,
  snapshot,
  storedPlan,
  storedPlans,
} from './plans.fixtures';

/*
 * Changing a plan's price (issue 5): members already on it keep their price until their first renewal at least
 * 30 days after they are told, and each household is told by email in its language.
 */

const t = await createTestApp();
const downtown = await officeBySlug(t, 'demo-downtown');
const lakeside = await officeBySlug(t, 'second-lakeside');
const owner = await signedIn(t, 'owner@demo.test');
const staff = await signedIn(t, 'staff@demo.test');
const api = planCalls(t, owner);
const today = utcDayOf(t.clock.now());

const accountOwner = alias(members, 'account_owner');

/** The plan's subscriptions, with who pays for each (the household's account owner). */
async function subscriptionsOf(planId: number) {
  return (
    t.db
      .select({
        sub: subscriptions,
        member: { firstName: members.firstName, lastName: members.lastName },
        payer: { id: accountOwner.id, email: accountOwner.email, spanish: accountOwner.spanish },
      })
      .from(subscriptions)
      .innerJoin(members, eq(members.id, subscriptions.memberId))
      // The household's account owner: the member itself when it has none.
      .innerJoin(accountOwner, eq(accountOwner.id, sql`coalesce(${members.accountOwnerId}, ${members.id})`))
      .where(eq(subscriptions.planId, planId))
      .orderBy(subscriptions.id)
  );
}

const lastMailId = async () => (await t.db.select({ id: max(mailOutbox.id) }).from(mailOutbox))[0]?.id ?? 0;
const mailsAfter = (id: number) => t.db.select().from(mailOutbox).where(gt(mailOutbox.id, id)).orderBy(mailOutbox.id);

async function changePrice(planId: number, pricing: { monthly: number; annually: number }, expected = 200) {
  const res = await api.changePrice(downtown.id, planId, pricing);
  expect(res.status, JSON.stringify(res.body)).toBe(expected);
  return res.body as ChangePlanPriceResponse;
}

/** What the household pays at the new prices, by the rule enrolment prices with. */
async function newPriceOf(
  sub: typeof subscriptions.$inferSelect,
  pricing: { monthly: number; annually: number },
): Promise<number> {
  const [member] = await t.db.select().from(members).where(eq(members.id, sub.memberId));
  const [plan] = await t.db.select().from(plans).where(eq(plans.id, sub.planId));
  if (!member || !plan) throw new Error('no member or plan');
  const household = await householdForDiscount(t.db, sub.organizationId, member.accountOwnerId ?? member.id);
  const term = sub.term as 'monthly' | 'annual';
  return changedPriceCents(
    enrolPlan({ ...plan, priceCents: pricing.monthly, annualPriceCents: pricing.annually }, term),
    term,
    familyMembersCountedBesides(household, member.id),
  );
}

const isRenewing = (status: string) => (ACTIVE_STATUSES as readonly string[]).includes(status);

describe('changePlanPrice on a plan with members', () => {
  it('keeps members on their price, pending the new one from their first renewal at least 30 days away', async () => {
    const adult = await storedPlan(t, downtown.id, 'Adult Wellness');
    const before = await subscriptionsOf(adult.id);
    const renewing = before.filter((r) => isRenewing(r.sub.status));
    expect(renewing.some((r) => r.sub.term === 'annual')).toBe(true);
    const mailMark = await lastMailId();

    const body = await changePrice(adult.id, { monthly: 3500, annually: 38000 });

    const households = new Set(renewing.map((r) => r.payer.id));
    expect(body.notified).toBe(households.size);
    expect(body._message).toMatch(
      new RegExp(`^Prices saved\\. New members pay the new price\\. ${households.size} households`),
    );
    expect(body.plan).toMatchObject({
      pricing: { monthly: 3500, annually: 38000 },
      changePendingCount: renewing.length,
    });
    const after = new Map((await subscriptionsOf(adult.id)).map((r) => [r.sub.id, r.sub]));
    for (const { sub } of renewing) {
      const now = after.get(sub.id);
      const term = sub.term as 'monthly' | 'annual';
      expect(now?.priceCents, 'the member keeps paying the old price').toBe(sub.priceCents);
      // The new price less the family discount the household qualifies for: a price change keeps the discount.
      expect(now?.pendingPriceCents).toBe(await newPriceOf(sub, { monthly: 3500, annually: 38000 }));
      expect(now?.pendingPriceFrom).toBe(priceChangeAppliesFrom(sub.nextRenewalOn, term, today));
      expect((now?.pendingPriceFrom ?? '') >= addDays(today, PRICE_CHANGE_NOTICE_DAYS)).toBe(true);
      expect(now?.pendingPriceNotifiedAt?.getTime()).toBe(t.clock.now().getTime());
    }
    // Households of three or four on the plan keep their family discount in the new price.
    const discounted = renewing.filter((r) => r.sub.priceCents < (r.sub.term === 'annual' ? 38000 : 3500));
    expect(
      renewing.some((r) => (after.get(r.sub.id)?.pendingPriceCents ?? 0) < (r.sub.term === 'annual' ? 38000 : 3500)),
    ).toBe(true);
    expect(discounted.length).toBeGreaterThan(0);
    for (const { sub } of before.filter((r) => !isRenewing(r.sub.status))) {
      expect(after.get(sub.id)?.pendingPriceCents, `${sub.status} does not renew`).toBeNull();
    }
    const mails = await mailsAfter(mailMark);
    expect(mails.length).toBe(households.size);
  });

  it('mails one notice per household, to the account owner, in their language, naming prices and the date', async () => {
    const adult = await storedPlan(t, downtown.id, 'Adult Wellness');
    const paying = new Map((await subscriptionsOf(adult.id)).map((r) => [r.sub.id, r.sub.priceCents]));
    const mailMark = await lastMailId();
    await changePrice(adult.id, { monthly: 3600, annually: 39000 });
    const mails = await mailsAfter(mailMark);
    const renewing = (await subscriptionsOf(adult.id)).filter((r) => isRenewing(r.sub.status));
    const byPayer = new Map<string, typeof renewing>();
    for (const r of renewing) byPayer.set(r.payer.email ?? '', [...(byPayer.get(r.payer.email ?? '') ?? []), r]);
    expect(mails.map((m) => m.to).sort()).toEqual([...byPayer.keys()].sort());
    let spanish = 0;
    for (const mail of mails) {
      const household = byPayer.get(mail.to) ?? [];
      const inSpanish = household[0]?.payer.spanish ?? false;
      expect(mail.organizationId).toBe(downtown.organizationId);
      expect(mail.replyTo).toBe(downtown.email);
      if (inSpanish) {
        spanish++;
        expect(mail.subject).toBe('Cambia el precio de su membresía Bienestar para adultos');
      } else {
        expect(mail.subject).toBe('Your Adult Wellness membership price is changing');
        expect(mail.text).toMatch(
          /you can cancel before that date: call .* at 512-555-0101 or email downtown@demo\.test/,
        );
      }
      for (const { sub, member } of household) {
        const from = formatUsDay(sub.pendingPriceFrom ?? '');
        // What they pay now and will pay (each less the household's family discount, as the first test checks).
        const now = formatMoney(paying.get(sub.id) ?? 0);
        const next = formatMoney(sub.pendingPriceCents ?? 0);
        const name = `${member.firstName} ${member.lastName}`;
        const line =
          sub.term === 'annual'
            ? inSpanish
              ? `- ${name}: ${now} al año ahora, ${next} al año a partir del ${from}`
              : `- ${name}: ${now} a year now, ${next} a year from ${from}`
            : inSpanish
              ? `- ${name}: ${now} al mes ahora, ${next} al mes a partir del ${from}`
              : `- ${name}: ${now} a month now, ${next} a month from ${from}`;
        expect(mail.text).toContain(line);
        expect(sub.pendingPriceCents).toBe(await newPriceOf(sub, { monthly: 3600, annually: 39000 }));
      }
    }
    expect(spanish).toBeGreaterThan(0);
    expect(spanish).toBeLessThan(mails.length);
  });

  it('tells no one twice of the same price, and withdraws the pending change when the price goes back', async () => {
    const adult = await storedPlan(t, downtown.id, 'Adult Wellness');
    const pendingBefore = (await subscriptionsOf(adult.id)).map((r) => [r.sub.id, r.sub.pendingPriceFrom]);
    const mailMark = await lastMailId();
    const again = await changePrice(adult.id, { monthly: 3600, annually: 39000 });
    expect(again.notified).toBe(0);
    expect(await mailsAfter(mailMark)).toEqual([]);
    expect((await subscriptionsOf(adult.id)).map((r) => [r.sub.id, r.sub.pendingPriceFrom])).toEqual(pendingBefore);

    // Back at the old prices, a household that pays them already (its family discount unchanged) is told nothing
    // and its pending change is withdrawn; one that qualifies for less discount now (a late member no longer counts)
    // is told its price.
    const original = { monthly: 3164, annually: 34800 };
    const renewing = (await subscriptionsOf(adult.id)).filter((r) => isRenewing(r.sub.status));
    const changed: typeof renewing = [];
    for (const r of renewing) if ((await newPriceOf(r.sub, original)) !== r.sub.priceCents) changed.push(r);
    const back = await changePrice(adult.id, original);
    expect(back).toMatchObject({
      notified: new Set(changed.map((r) => r.payer.id)).size,
      plan: { changePendingCount: changed.length, pricing: original },
    });
    const unchanged = new Set(renewing.filter((r) => !changed.includes(r)).map((r) => r.sub.id));
    expect(unchanged.size).toBeGreaterThan(0);
    for (const r of await subscriptionsOf(adult.id)) {
      if (unchanged.has(r.sub.id)) expect(r.sub.pendingPriceCents).toBeNull();
    }
  });

  it('offers new members the new price at once', async () => {
    const child = await storedPlan(t, downtown.id, 'Child Wellness');
    await changePrice(child.id, { monthly: 3300, annually: 36000 });
    const res = await t.call({ method: 'GET', url: `/api/v1/dentists/details/${downtown.id}/no-auth` });
    const offered = (res.body as PublicOfficeResponse).plans.find((p) => p.id === child.id);
    expect(offered?.pricing).toEqual({ monthly: 3300, annually: 36000 });
  });

  it('leaves a household that cannot be told on its price, and says so', async () => {
    const perio = await storedPlan(t, downtown.id, 'Perio Maintenance');
    const renewing = (await subscriptionsOf(perio.id)).filter((r) => isRenewing(r.sub.status));
    const silent = renewing[0];
    if (!silent) throw new Error('no renewing member on Perio Maintenance');
    await t.db.update(members).set({ email: null }).where(eq(members.id, silent.payer.id));
    const body = await changePrice(perio.id, { monthly: 6000, annually: 65000 });
    expect(body._message).toMatch(/1 household without an email address keeps the current price\.$/);
    const householdSubs = renewing.filter((r) => r.payer.id === silent.payer.id).map((r) => r.sub.id);
    const rows = await t.db.select().from(subscriptions).where(inArray(subscriptions.id, householdSubs));
    expect(rows.every((s) => s.pendingPriceCents === null)).toBe(true);
    const others = await t.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.planId, perio.id),
          notInArray(subscriptions.id, householdSubs),
          inArray(subscriptions.status, [...ACTIVE_STATUSES]),
        ),
      );
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((s) => s.pendingPriceCents !== null)).toBe(true);
  });
});

describe('changePlanPrice refusals', () => {
  it('keeps an active plan at or above its minimum, saying the minimum, and writes nothing', async () => {
    const adult = await storedPlan(t, downtown.id, 'Adult Wellness');
    const before = await snapshot(t);
    const body = await changePrice(adult.id, { monthly: 1500, annually: 30000 }, 400);
    expect(body).toMatchObject({ _message: 'The monthly price must be at least $19.99' });
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses a zero price for a term members renew on', async () => {
    const adult = await storedPlan(t, downtown.id, 'Adult Wellness');
    const before = await snapshot(t);
    const body = await changePrice(adult.id, { monthly: 3200, annually: 0 }, 400);
    expect(body).toMatchObject({ _message: "Members renew on this plan's annual price, so it cannot be 0" });
    expect(await snapshot(t)).toBe(before);
  });

  it("answers 404 for another organization's plan and 403 to standard staff, writing nothing", async () => {
    const [foreign] = await storedPlans(t, lakeside.id);
    const adult = await storedPlan(t, downtown.id, 'Adult Wellness');
    const before = await snapshot(t);
    expect((await api.changePrice(downtown.id, foreign?.id ?? 0, { monthly: 3000, annually: 33000 })).status).toBe(404);
    expect((await api.changePrice(lakeside.id, adult.id, { monthly: 3000, annually: 33000 })).status).toBe(404);
    expect(
      (await planCalls(t, staff).changePrice(downtown.id, adult.id, { monthly: 3000, annually: 33000 })).status,
    ).toBe(403);
    expect(await snapshot(t)).toBe(before);
  });

  it('re-prices a draft without members freely, telling no one', async () => {
    const draft = await createPlan(t, owner, downtown.id, planFields('general_adult', { planName: 'Reprice Me' }));
    const body = await changePrice(draft.id, { monthly: 100, annually: 0 });
    expect(body).toMatchObject({ notified: 0, _message: 'Prices saved. New members pay the new price.' });
    expect(body.plan.pricing).toEqual({ monthly: 100, annually: 0 });
  });
});
