import type { ChangePlanPriceResponse } from '@mhq/contract';
import { changedPriceCents, familyMembersCountedBesides, priceForTerm } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, plans } from '../db/schema';
import { enrolPlan } from '../modules/enrolment/household';
import { chargesOf, subscriptionRow } from '../modules/subscriptions/subscription-cash.fixtures';
import { householdForDiscount } from '../modules/subscriptions/subscription-changes.queries';
import { createTestApp } from '../test/harness';
import { billingFixtures } from './billing.fixtures';

// Issue 21: a renewal keeps the family discount the household qualifies for, also when the plan's price changed in
// between (the new price reaches members less their family discount, and the billing run charges exactly that).

const t = await createTestApp();
const { downtown, moveTo, household } = await billingFixtures(t);
const owner = await t.login('owner@demo.test');

/** What a member of the household pays on the plan at these prices, by the rule enrolment prices with. */
async function discountedPrice(subscriptionId: number, pricing: { monthly: number; annually: number }) {
  const sub = await subscriptionRow(t, subscriptionId);
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

describe('a renewal after a price change', () => {
  it("charges the new price less the household's family discount", async () => {
    const h = await household({ child: true });
    const [ownerSub] = h.subscriptionIds as [number, number];
    const enrolled = await subscriptionRow(t, ownerSub);
    const [plan] = await t.db.select().from(plans).where(eq(plans.id, enrolled.planId));
    if (!plan) throw new Error('no plan');
    const list = priceForTerm({ monthly: plan.priceCents, annually: plan.annualPriceCents }, 'monthly');
    // Enrolled as a household of two: the family discount is in the price.
    expect(enrolled.priceCents).toBeLessThan(list);

    const pricing = { monthly: plan.priceCents + 600, annually: plan.annualPriceCents + 6_000 };
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${downtown}/custom-memberships/changePlanPrice`,
      payload: { planId: plan.id, pricing },
      token: owner,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as ChangePlanPriceResponse).notified).toBeGreaterThan(0);
    const expected = await discountedPrice(ownerSub, pricing);
    expect(expected).toBeLessThan(pricing.monthly);
    const told = await subscriptionRow(t, ownerSub);
    expect(told.pendingPriceCents).toBe(expected);

    await moveTo(told.pendingPriceFrom ?? '');
    const renewed = await subscriptionRow(t, ownerSub);
    expect(renewed).toMatchObject({ priceCents: expected, pendingPriceCents: null });
    const charges = await chargesOf(t, h.ownerId);
    const last = charges.at(-1);
    const [, childSub] = h.subscriptionIds as [number, number];
    expect(last?.amountCents).toBe(expected + (await subscriptionRow(t, childSub)).priceCents);
  });
});
