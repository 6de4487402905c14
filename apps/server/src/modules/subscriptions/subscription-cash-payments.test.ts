import type { CashPaymentResponse } from '@mhq/contract';
import { addDays, addMonths, periodEnd } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chargeItems } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import {
  chargesOf,
  enrolByCard,
  enrolToPayInOffice,
  footprint,
  lastEvent,
  listRow,
  moneyOf,
  setSubscription,
  subscriptionRow,
  todayOf,
} from './subscription-cash.fixtures';

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const lakeside = await officePage(t, 'second-lakeside');
const downtown = page.office.id;
const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');
const lakesideOwner = await t.login('owner2@demo.test');
const today = todayOf(t);

const headers = (key?: string) => (key ? { headers: { 'idempotency-key': key } } : {});

type Pay = { memberId: number; subscriptionId: number; expectedCents: number };
const payInOffice = (body: Pay, token = staff, key?: string) =>
  t.call({
    method: 'POST',
    url: '/api/v1/subscriptions/in-office-payment',
    payload: { dentistInfoId: downtown, ...body },
    token,
    ...headers(key),
  });
const renew = ({ memberId, ...body }: Pay, token = staff, key?: string) =>
  t.call({
    method: 'POST',
    url: `/api/v1/subscriptions/members/${memberId}/renew_cash`,
    payload: { dentistInfoId: downtown, ...body },
    token,
    ...headers(key),
  });

/** A household paying in the office, its first payment taken: active_cash, renewing on `next`. */
async function activeCash() {
  const r = await enrolToPayInOffice(t, page, owner);
  const [subscriptionId = 0] = r.subscriptionIds;
  const sub = await subscriptionRow(t, subscriptionId);
  const res = await payInOffice({
    memberId: r.ownerMemberId,
    subscriptionId,
    expectedCents: sub.priceCents + sub.feeDueCents,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { memberId: r.ownerMemberId, subscriptionId, priceCents: sub.priceCents, next: periodEnd(today, 'monthly') };
}

/** What a cash charge must look like: one membership line for the period, a ledger that balances. */
async function expectCashCharge(
  memberId: number,
  subscriptionId: number,
  period: { start: string; end: string },
  cents: number,
) {
  const charge = (await chargesOf(t, memberId)).at(-1);
  expect(charge).toMatchObject({ method: 'cash', amountCents: cents, processorChargeId: null, status: 'succeeded' });
  const money = await moneyOf(t, charge?.id ?? 0);
  expect(money.items).toEqual([
    {
      subscription_id: subscriptionId,
      kind: 'membership',
      period_start: period.start,
      period_end: period.end,
      amount_cents: cents,
      platform_fee_cents: 100,
    },
  ]);
  expect(money.accounts).toEqual({
    patient_funds: -cents,
    practice_cash: cents,
    practice_balance: -100,
    platform_fees: 100,
  });
  expect(money.total).toBe(0);
}

describe('in-office-payment: a member who owes pays at the front desk', () => {
  it('starts a plan waiting for its first payment, as activate_cash does, and answers what was paid until when', async () => {
    const r = await enrolToPayInOffice(t, page, owner);
    const [subscriptionId = 0] = r.subscriptionIds;
    const sub = await subscriptionRow(t, subscriptionId);
    const due = sub.priceCents + sub.feeDueCents;
    const before = await footprint(t, r.ownerMemberId);
    const wrong = await payInOffice({ memberId: r.ownerMemberId, subscriptionId, expectedCents: due - 1 });
    expect(wrong).toMatchObject({ status: 409, body: { amountDueCents: due } });
    expect(await footprint(t, r.ownerMemberId)).toEqual(before);

    const res = await payInOffice({ memberId: r.ownerMemberId, subscriptionId, expectedCents: due });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as CashPaymentResponse;
    expect(answer.payment).toEqual({ amountCents: due, paidFrom: today, paidThrough: periodEnd(today, 'monthly') });
    expect(answer.subscription).toMatchObject({
      status: 'active_cash',
      feeDueCents: 0,
      nextRenewalOn: answer.payment.paidThrough,
    });
    const money = await moneyOf(t, (await chargesOf(t, r.ownerMemberId)).at(-1)?.id ?? 0);
    expect(money.total).toBe(0);
    expect(money.accounts.practice_cash).toBe(due);
    expect(await listRow(t, r.ownerMemberId)).toMatchObject({ status: 'active_cash', paymentKind: 'cash' });
    expect(await lastEvent(t, r.ownerMemberId)).toMatchObject({ kind: 'payment.in_office' });
    // Paid: nothing more is owed.
    expect((await payInOffice({ memberId: r.ownerMemberId, subscriptionId, expectedCents: due })).status).toBe(409);
  });

  it('pays the period a late plan owes in cash, at the noticed new price, and makes it active again', async () => {
    const r = await enrolByCard(t, page);
    const [subscriptionId = 0] = r.subscriptionIds;
    const sub = await subscriptionRow(t, subscriptionId);
    // The billing engine (a later issue) marks a plan late when its renewal's charge fails: here, the one due next.
    const due = sub.nextRenewalOn ?? '';
    await setSubscription(t, subscriptionId, { status: 'past_due', pendingPriceCents: 3333, pendingPriceFrom: due });
    expect(await listRow(t, r.ownerMemberId)).toMatchObject({ summaryStatus: 'late' });

    const res = await payInOffice({ memberId: r.ownerMemberId, subscriptionId, expectedCents: 3333 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const period = { start: due, end: periodEnd(due, 'monthly') };
    expect((res.body as CashPaymentResponse).payment).toEqual({
      amountCents: 3333,
      paidFrom: period.start,
      paidThrough: period.end,
    });
    expect((res.body as CashPaymentResponse)._message).toMatch(/active again/);
    expect(await subscriptionRow(t, subscriptionId)).toMatchObject({
      status: 'active',
      priceCents: 3333,
      pendingPriceCents: null,
      pendingPriceFrom: null,
      currentPeriodStart: period.start,
      nextRenewalOn: period.end,
    });
    await expectCashCharge(r.ownerMemberId, subscriptionId, period, 3333);
    expect(await listRow(t, r.ownerMemberId)).toMatchObject({
      status: 'active',
      summaryStatus: 'active',
      nextPaymentOn: period.end,
    });
    expect((await lastEvent(t, r.ownerMemberId))?.summary).toMatch(
      /^Paid the late \$33\.33 in the office for Adult Wellness/,
    );
  });

  it('refuses a plan that owes nothing (409), bad input (400), strangers (404), writing nothing', async () => {
    const card = await enrolByCard(t, page);
    const other = await enrolByCard(t, page);
    const before = await footprint(t, card.ownerMemberId);
    const own = { memberId: card.ownerMemberId, subscriptionId: card.subscriptionIds[0] ?? 0, expectedCents: 4900 };
    expect(await payInOffice(own)).toMatchObject({
      status: 409,
      body: { _message: expect.stringMatching(/^Only a late plan/) },
    });
    expect((await payInOffice({ ...own, expectedCents: -1 })).status).toBe(400);
    expect((await payInOffice({ ...own, expectedCents: 12.5 })).status).toBe(400);
    expect((await payInOffice({ ...own, subscriptionId: other.subscriptionIds[0] ?? 0 })).status).toBe(404);
    expect((await payInOffice(own, lakesideOwner)).status).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/v1/subscriptions/in-office-payment',
          payload: { ...own, dentistInfoId: lakeside.office.id },
          token: lakesideOwner,
        })
      ).status,
    ).toBe(404);
    expect(await footprint(t, card.ownerMemberId)).toEqual(before);
  });
});

describe('renew_cash: a plan paid in the office pays its next period at the front desk', () => {
  it('charges the next term from the renewal day and moves the renewal on by one term', async () => {
    const c = await activeCash();
    const res = await renew({ memberId: c.memberId, subscriptionId: c.subscriptionId, expectedCents: c.priceCents });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const period = { start: c.next, end: periodEnd(c.next, 'monthly') };
    const answer = res.body as CashPaymentResponse;
    expect(answer.payment).toEqual({ amountCents: c.priceCents, paidFrom: period.start, paidThrough: period.end });
    expect(answer.subscription).toMatchObject({
      status: 'active_cash',
      currentPeriodStart: period.start,
      nextRenewalOn: period.end,
    });
    await expectCashCharge(c.memberId, c.subscriptionId, period, c.priceCents);
    expect(await listRow(t, c.memberId)).toMatchObject({ nextPaymentOn: period.end, paymentKind: 'cash' });
    expect(await lastEvent(t, c.memberId)).toMatchObject({
      kind: 'payment.in_office',
      subscriptionId: c.subscriptionId,
    });

    // Paid more than a term ahead now: a second renewal is refused.
    const before = await footprint(t, c.memberId);
    const again = await renew({ memberId: c.memberId, subscriptionId: c.subscriptionId, expectedCents: c.priceCents });
    expect(again).toMatchObject({ status: 409, body: { _message: expect.stringMatching(/already paid until/) } });
    expect(await footprint(t, c.memberId)).toEqual(before);
  });

  it('starts today when the renewal day has passed, at the noticed new price when it is due', async () => {
    const c = await activeCash();
    // Paid a month ago, renewal due five days ago and not paid yet.
    const due = addDays(today, -5);
    await setSubscription(t, c.subscriptionId, { nextRenewalOn: due, pendingPriceCents: 5100, pendingPriceFrom: due });
    await t.db
      .update(chargeItems)
      .set({ periodStart: addMonths(due, -1), periodEnd: due })
      .where(eq(chargeItems.subscriptionId, c.subscriptionId));
    const stale = await renew({ memberId: c.memberId, subscriptionId: c.subscriptionId, expectedCents: c.priceCents });
    expect(stale).toMatchObject({ status: 409, body: { amountDueCents: 5100 } });
    const res = await renew({ memberId: c.memberId, subscriptionId: c.subscriptionId, expectedCents: 5100 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const period = { start: today, end: periodEnd(today, 'monthly') };
    await expectCashCharge(c.memberId, c.subscriptionId, period, 5100);
    expect(await subscriptionRow(t, c.subscriptionId)).toMatchObject({ priceCents: 5100, pendingPriceCents: null });

    // A period paid already is never charged again, whatever the renewal day says.
    await setSubscription(t, c.subscriptionId, { nextRenewalOn: today });
    const before = await footprint(t, c.memberId);
    const twice = await renew({ memberId: c.memberId, subscriptionId: c.subscriptionId, expectedCents: 5100 });
    expect(twice).toMatchObject({ status: 409, body: { _message: expect.stringMatching(/already paid/) } });
    expect(await footprint(t, c.memberId)).toEqual(before);
  });

  it('refuses a plan paid by card (409), bad input (400), strangers (404), writing nothing', async () => {
    const card = await enrolByCard(t, page);
    const c = await activeCash();
    const before = [await footprint(t, card.ownerMemberId), await footprint(t, c.memberId)];
    const byCard = { memberId: card.ownerMemberId, subscriptionId: card.subscriptionIds[0] ?? 0, expectedCents: 4900 };
    expect((await renew(byCard)).status).toBe(409);
    const own = { memberId: c.memberId, subscriptionId: c.subscriptionId, expectedCents: c.priceCents };
    expect((await renew({ ...own, expectedCents: 'all' as unknown as number })).status).toBe(400);
    expect((await renew({ ...own, subscriptionId: byCard.subscriptionId })).status).toBe(404);
    expect((await renew(own, lakesideOwner)).status).toBe(404);
    expect((await renew(own, staff, 'bad key')).status).toBe(400);
    expect([await footprint(t, card.ownerMemberId), await footprint(t, c.memberId)]).toEqual(before);
  });
});

describe('the same payment sent again with one Idempotency-Key', () => {
  it('records one renewal for the same request sent twice, and answers the same', async () => {
    const c = await activeCash();
    const key = `renew-${crypto.randomUUID()}`;
    const body = { memberId: c.memberId, subscriptionId: c.subscriptionId, expectedCents: c.priceCents };
    const a = await renew(body, staff, key);
    const b = await renew(body, staff, key);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(await chargesOf(t, c.memberId)).toHaveLength(2);
  });

  it('records one charge for 10 renewals at once', async () => {
    const c = await activeCash();
    const key = `renew-${crypto.randomUUID()}`;
    const body = { memberId: c.memberId, subscriptionId: c.subscriptionId, expectedCents: c.priceCents };
    const answers = await Promise.all(Array.from({ length: 10 }, () => renew(body, staff, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await chargesOf(t, c.memberId)).toHaveLength(2);
  });

  it('records one charge for 10 in-office payments at once, with or without a key', async () => {
    for (const key of [`pay-${crypto.randomUUID()}`, undefined]) {
      const r = await enrolByCard(t, page);
      const [subscriptionId = 0] = r.subscriptionIds;
      await setSubscription(t, subscriptionId, { status: 'past_due' });
      const sub = await subscriptionRow(t, subscriptionId);
      const body = { memberId: r.ownerMemberId, subscriptionId, expectedCents: sub.priceCents };
      const answers = await Promise.all(Array.from({ length: 10 }, () => payInOffice(body, staff, key)));
      const statuses = answers.map((a) => a.status);
      // With the key every answer is the first one's; without, the others find nothing owed any more.
      expect(statuses.filter((s) => s === 200)).toHaveLength(key ? 10 : 1);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      expect(await chargesOf(t, r.ownerMemberId)).toHaveLength(2);
    }
  });

  it('records one first payment for 10 at once, with or without a key', async () => {
    for (const key of [`first-${crypto.randomUUID()}`, undefined]) {
      const r = await enrolToPayInOffice(t, page, owner);
      const [subscriptionId = 0] = r.subscriptionIds;
      const sub = await subscriptionRow(t, subscriptionId);
      const body = { memberId: r.ownerMemberId, subscriptionId, expectedCents: sub.priceCents + sub.feeDueCents };
      const answers = await Promise.all(Array.from({ length: 10 }, () => payInOffice(body, staff, key)));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(key ? 10 : 1);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      expect(await chargesOf(t, r.ownerMemberId)).toHaveLength(1);
    }
  });
});
