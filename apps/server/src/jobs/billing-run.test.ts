import type { MemberSearchResponse } from '@mhq/contract';
import { addDays, periodEnd } from '@mhq/domain';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsOutbox, systemSettings } from '../db/schema';
import {
  chargesOf,
  moneyOf,
  setSubscription,
  subscriptionRow,
} from '../modules/subscriptions/subscription-cash.fixtures';
import { createTestApp } from '../test/harness';
import { memberListDrift } from '../test/member-list';
import { billingFixtures } from './billing.fixtures';

const t = await createTestApp();
const {
  page,
  downtown,
  staffId,
  staff,
  perio,
  moveDays,
  moveTo,
  runNow,
  replaceCard,
  mailsTo,
  attemptsOf,
  eventsOf,
  household,
} = await billingFixtures(t);

describe('renewals', () => {
  it('charge each household once for its plans’ next period, mail the receipt and move the period on', async () => {
    const h = await household({ child: true });
    const subs = await Promise.all(h.subscriptionIds.map((id) => subscriptionRow(t, id)));
    await moveTo(addDays(h.renewsOn, -1));
    expect(await chargesOf(t, h.ownerId)).toHaveLength(1);

    const day = await moveDays(1);
    expect(day.totals.paid).toBeGreaterThanOrEqual(1);
    const charges = await chargesOf(t, h.ownerId);
    expect(charges).toHaveLength(2);
    const renewal = charges[1];
    const expected = subs.reduce((sum, s) => sum + s.priceCents, 0);
    expect(renewal).toMatchObject({ amountCents: expected, method: 'card', status: 'succeeded' });
    const money = await moneyOf(t, renewal?.id ?? 0);
    expect(money.total).toBe(0);
    expect(money.items.map((i) => [i.subscription_id, i.period_start, i.period_end])).toEqual(
      subs.map((s) => [s.id, h.renewsOn, periodEnd(h.renewsOn, 'monthly')]),
    );
    expect(money.accounts.platform_fees).toBe(money.items.reduce((sum, i) => sum + i.platform_fee_cents, 0));
    for (const s of subs) {
      expect(await subscriptionRow(t, s.id)).toMatchObject({
        status: 'active',
        currentPeriodStart: h.renewsOn,
        nextRenewalOn: periodEnd(h.renewsOn, 'monthly'),
        billingAttemptId: null,
      });
    }
    const receipts = (await mailsTo(h.email)).filter((m) => m.subject.startsWith('Payment received'));
    expect(receipts.at(-1)?.text).toContain(`paid through ${periodEnd(h.renewsOn, 'monthly').slice(5, 7)}/`);
    expect(await eventsOf(h.ownerId)).toContain('payment.renewal');

    // Again the same day, and a run by hand: nothing more is charged.
    await runNow();
    expect(await chargesOf(t, h.ownerId)).toHaveLength(2);
  });

  it("move the members list's next payment on, as a refresh of the whole list from scratch would show it", async () => {
    const h = await household({ child: true });
    const listed = async () => {
      const res = await t.call({
        method: 'POST',
        url: `/api/v1/dentists/${downtown}/members/upgraded-search`,
        payload: { searchQuery: h.email },
        token: await staff(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as MemberSearchResponse).members.find((m) => m.memberId === h.ownerId);
    };
    expect((await listed())?.nextPaymentOn).toBe(h.renewsOn);
    await moveTo(h.renewsOn);
    expect(await listed()).toMatchObject({ nextPaymentOn: periodEnd(h.renewsOn, 'monthly'), status: 'active' });
    // Every row of the list, after every run so far, is what member_list_refresh makes of it.
    expect(await memberListDrift(t.db)).toBe(0);
  });

  it('take the plan change and the new price waiting for the renewal, once', async () => {
    const h = await household({ child: true });
    const [ownerSub, childSub] = h.subscriptionIds as [number, number];
    const change = await t.call({
      method: 'PUT',
      url: '/api/v1/subscriptions/change_contract_plan',
      payload: {
        dentistInfoId: downtown,
        memberId: h.ownerId,
        subscriptionId: ownerSub,
        planId: perio,
        when: 'renewal',
      },
      token: await staff(),
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    const child = await subscriptionRow(t, childSub);
    await setSubscription(t, childSub, { pendingPriceCents: child.priceCents + 500, pendingPriceFrom: h.renewsOn });

    await moveTo(h.renewsOn);
    const owner = await subscriptionRow(t, ownerSub);
    expect(owner).toMatchObject({ planId: perio, pendingPlanId: null, pendingPlanFrom: null });
    expect(await subscriptionRow(t, childSub)).toMatchObject({
      priceCents: child.priceCents + 500,
      pendingPriceCents: null,
      pendingPriceFrom: null,
    });
    const renewal = (await chargesOf(t, h.ownerId))[1];
    expect(renewal?.amountCents).toBe(owner.priceCents + child.priceCents + 500);
  });

  it('end a cancellation at the period’s end and a plan whose automatic renewal is off, charging neither', async () => {
    const a = await household();
    const b = await household();
    const cancel = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${downtown}/subscription/cancel_contract_plan`,
      payload: { memberId: a.ownerId, subscriptionId: a.subscriptionIds[0], reason: 1, when: 'periodEnd' },
      // Ending a membership is an owner's or office admin's (the office permission matrix).
      token: await t.login('admin@demo.test'),
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const off = await t.call({
      method: 'POST',
      url: '/api/v1/subscriptions/toggleAutoRenew',
      payload: { dentistInfoId: downtown, memberId: b.ownerId, subscriptionId: b.subscriptionIds[0], autoRenew: false },
      token: await t.login('admin@demo.test'),
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);

    await moveTo(a.renewsOn);
    expect((await subscriptionRow(t, a.subscriptionIds[0] ?? 0)).status).toBe('cancellation_requested');
    await moveDays(1);
    expect(await subscriptionRow(t, a.subscriptionIds[0] ?? 0)).toMatchObject({
      status: 'canceled',
      nextRenewalOn: null,
    });
    expect(await subscriptionRow(t, b.subscriptionIds[0] ?? 0)).toMatchObject({
      status: 'inactive',
      nextRenewalOn: null,
    });
    expect(await chargesOf(t, a.ownerId)).toHaveLength(1);
    expect(await chargesOf(t, b.ownerId)).toHaveLength(1);
    expect(await eventsOf(a.ownerId)).toContain('subscription.ended');
  });

  it('move a plan the office pays on without charging anyone', async () => {
    const h = await household();
    const id = h.subscriptionIds[0] ?? 0;
    await setSubscription(t, id, { payor: 'office' });
    await moveTo(h.renewsOn);
    expect(await subscriptionRow(t, id)).toMatchObject({
      status: 'active',
      currentPeriodStart: h.renewsOn,
      nextRenewalOn: periodEnd(h.renewsOn, 'monthly'),
    });
    expect(await chargesOf(t, h.ownerId)).toHaveLength(1);
  });
});

describe('failed payments', () => {
  it('make the plan late, mail and text a link, try again on days 3, 7 and 14, then tell the office it is delinquent', async () => {
    const h = await household();
    const id = h.subscriptionIds[0] ?? 0;
    // Downtown enrols under its guaranteed payment plan; this plan is one outside it.
    await setSubscription(t, id, { guaranteed: false });
    const swapped = await replaceCard(h.ownerId, '4000000000000341');
    expect(swapped.lateRetry).toBeNull();

    await moveTo(h.renewsOn);
    expect(await subscriptionRow(t, id)).toMatchObject({
      status: 'past_due',
      failedTries: 1,
      firstFailedOn: h.renewsOn,
      nextRetryOn: addDays(h.renewsOn, 3),
      nextRenewalOn: h.renewsOn,
    });
    const failed = (await mailsTo(h.email)).at(-1);
    expect(failed?.subject).toContain('did not go through');
    expect(failed?.text).toMatch(/\/patient\/payment-update\/[\w-]+\/\d+/);
    expect(failed?.text).toContain(`We will try again on ${addDays(h.renewsOn, 3).slice(5, 7)}/`);
    const [text] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.to, h.phone)).orderBy(desc(smsOutbox.id));
    expect(text?.text).toContain('/patient/payment-update/');

    await moveDays(2);
    expect((await subscriptionRow(t, id)).failedTries).toBe(1);
    await moveDays(1);
    expect(await subscriptionRow(t, id)).toMatchObject({ failedTries: 2, nextRetryOn: addDays(h.renewsOn, 7) });
    await moveTo(addDays(h.renewsOn, 7));
    expect(await subscriptionRow(t, id)).toMatchObject({ failedTries: 3, nextRetryOn: addDays(h.renewsOn, 14) });
    await moveTo(addDays(h.renewsOn, 14));
    expect(await subscriptionRow(t, id)).toMatchObject({ status: 'delinquent', failedTries: 4, nextRetryOn: null });
    expect((await mailsTo(h.email)).at(-1)?.subject).toContain('membership has ended for non-payment');
    const office = await mailsTo(page.office.email ?? '');
    expect(office.at(-1)?.subject).toContain('membership is delinquent');

    // The next month's renewal day passes: a delinquent plan is not charged again, nor a period stacked on it.
    await moveTo(addDays(periodEnd(h.renewsOn, 'monthly'), 1));
    const attempts = await attemptsOf(h.ownerId);
    expect(attempts.map((a) => [a.kind, a.status])).toEqual([
      ['renewal', 'failed'],
      ['retry', 'failed'],
      ['retry', 'failed'],
      ['retry', 'failed'],
    ]);
    expect(new Set(attempts.map((a) => a.amountCents)).size).toBe(1);
    expect(await chargesOf(t, h.ownerId)).toHaveLength(1);
    expect(await eventsOf(h.ownerId)).toEqual(expect.arrayContaining(['payment.failed', 'payment.delinquent']));
  });

  it('go to delinquent_gpp under the guaranteed payment plan', async () => {
    const h = await household();
    const id = h.subscriptionIds[0] ?? 0;
    await setSubscription(t, id, { guaranteed: true });
    await replaceCard(h.ownerId, '4000000000000341');
    await moveTo(addDays(h.renewsOn, 14));
    expect((await subscriptionRow(t, id)).status).toBe('delinquent_gpp');
  });

  it('are tried at once with a new card, which pays the late period only', async () => {
    const h = await household();
    const id = h.subscriptionIds[0] ?? 0;
    await replaceCard(h.ownerId, '4000000000000341');
    await moveTo(addDays(h.renewsOn, 1));
    expect((await subscriptionRow(t, id)).status).toBe('past_due');

    const paid = await replaceCard(h.ownerId, '4242424242424242');
    const sub = await subscriptionRow(t, id);
    expect(paid.lateRetry).toEqual({
      paid: true,
      amountCents: sub.priceCents,
      failureMessage: null,
      reinstated: false,
    });
    expect(paid._message).toContain('late payment');
    expect(sub).toMatchObject({
      status: 'active',
      failedTries: 0,
      nextRetryOn: null,
      currentPeriodStart: h.renewsOn,
      nextRenewalOn: periodEnd(h.renewsOn, 'monthly'),
    });
    const charges = await chargesOf(t, h.ownerId);
    expect(charges).toHaveLength(2);
    expect((await moneyOf(t, charges[1]?.id ?? 0)).items.map((i) => i.period_start)).toEqual([h.renewsOn]);
  });

  it('are tried at once when the front desk asks (charge_user): paid, or refused as a try', async () => {
    const chargeNow = async (memberId: number) =>
      t.call({
        method: 'POST',
        url: `/api/v1/users/${staffId}/account/payment/charge_user`,
        payload: { dentistInfoId: downtown, memberId },
        token: await staff(),
      });
    // A household whose renewal was refused once (funds short that day), its card good again now.
    const good = await household({ child: true });
    const goodIds = good.subscriptionIds;
    t.clock.set(new Date(`${good.renewsOn}T15:00:00Z`));
    for (const id of goodIds) {
      await setSubscription(t, id, {
        status: 'past_due',
        failedTries: 1,
        firstFailedOn: good.renewsOn,
        nextRetryOn: addDays(good.renewsOn, 3),
      });
    }
    const child = good.members[1]?.memberId ?? 0;
    const paid = await chargeNow(child);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const subs = await Promise.all(goodIds.map((id) => subscriptionRow(t, id)));
    const due = subs.reduce((sum, s) => sum + s.priceCents, 0);
    expect(paid.body).toEqual({ _message: expect.stringContaining('went through'), amountCents: due });
    for (const s of subs) {
      expect(s).toMatchObject({
        status: 'active',
        failedTries: 0,
        nextRetryOn: null,
        currentPeriodStart: good.renewsOn,
      });
    }
    expect(await chargesOf(t, good.ownerId)).toHaveLength(2);
    // Asked again moments later (a second click, a colleague): told it was just taken, charged nothing more.
    const again = await chargeNow(good.ownerId);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      _message: `The payment of $${(due / 100).toFixed(2)} was just taken: nothing more is owed now.`,
    });
    expect(await chargesOf(t, good.ownerId)).toHaveLength(2);

    // A card that fails every charge: refused with the processor's reason, and counted as the second try.
    const bad = await household();
    const badId = bad.subscriptionIds[0] ?? 0;
    await replaceCard(bad.ownerId, '4000000000000341');
    t.clock.set(new Date(`${bad.renewsOn}T15:00:00Z`));
    await runNow();
    expect(await subscriptionRow(t, badId)).toMatchObject({ status: 'past_due', failedTries: 1 });
    const refused = await chargeNow(bad.ownerId);
    expect(refused.status, JSON.stringify(refused.body)).toBe(402);
    expect(refused.body).toMatchObject({ _message: expect.stringContaining('was declined') });
    expect(await subscriptionRow(t, badId)).toMatchObject({
      status: 'past_due',
      failedTries: 2,
      nextRetryOn: addDays(bad.renewsOn, 7),
    });
    expect(await chargesOf(t, bad.ownerId)).toHaveLength(1);
  });

  it('follow the schedule an admin stored', async () => {
    await t.db.insert(systemSettings).values({ key: 'dunning_retry_days', value: [1] });
    try {
      const h = await household();
      const id = h.subscriptionIds[0] ?? 0;
      await setSubscription(t, id, { guaranteed: false });
      await replaceCard(h.ownerId, '4000000000000341');
      await moveTo(h.renewsOn);
      expect((await subscriptionRow(t, id)).nextRetryOn).toBe(addDays(h.renewsOn, 1));
      await moveDays(1);
      expect(await subscriptionRow(t, id)).toMatchObject({ status: 'delinquent', failedTries: 2 });
    } finally {
      await t.db.delete(systemSettings).where(eq(systemSettings.key, 'dunning_retry_days'));
    }
  });
});
