import type {
  BillingStatusResponse,
  CashPaymentResponse,
  MemberDetailsResponse,
  MemberSearchResponse,
} from '@mhq/contract';
import { addDays, periodEnd } from '@mhq/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/rows';
import { mailOutbox, smsOutbox } from '../db/schema';
import {
  chargesOf,
  enrolToPayInOffice,
  moneyOf,
  subscriptionRow,
} from '../modules/subscriptions/subscription-cash.fixtures';
import { createTestApp } from '../test/harness';
import { billingFixtures } from './billing.fixtures';

// Plans paid in the office that go unpaid (issue 21, STATES.md 'Cash lateness'): a week's grace after the due day,
// then Late with a reminder to the household and a line on the members list, then Delinquent 14 days later; the
// payment taken at the desk makes the plan active_cash again. Driven through HTTP with the demo's moving clock.

const t = await createTestApp();
const { page, downtown, admin, staff, today, moveTo, runNow, mailsTo, eventsOf } = await billingFixtures(t);

/** A household the desk enrolled to pay in the office, its first payment taken today: active_cash until `dueOn`. */
async function payingInOffice() {
  const desk = await staff();
  const r = await enrolToPayInOffice(t, page, desk);
  const [subscriptionId = 0] = r.subscriptionIds;
  const sub = await subscriptionRow(t, subscriptionId);
  const paid = await pay(r.members[0]?.memberId ?? 0, subscriptionId, sub.priceCents + sub.feeDueCents);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const after = await subscriptionRow(t, subscriptionId);
  expect(after.status).toBe('active_cash');
  const ownerId = r.members[0]?.memberId ?? 0;
  const [owner] = await queryRows<{ email: string; phone: string }>(
    t.db,
    sql`select email, phone from members where id = ${ownerId}`,
  );
  return {
    ownerId,
    subscriptionId,
    priceCents: after.priceCents,
    dueOn: after.nextRenewalOn ?? '',
    email: owner?.email ?? '',
    phone: owner?.phone ?? '',
  };
}

const pay = async (memberId: number, subscriptionId: number, expectedCents: number) =>
  t.call({
    method: 'POST',
    url: '/api/v1/subscriptions/in-office-payment',
    payload: { dentistInfoId: downtown, memberId, subscriptionId, expectedCents },
    token: await staff(),
  });

const textsTo = (phone: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.to, phone));
const statusOf = async (id: number) => (await subscriptionRow(t, id)).status;

/** The household owner's row of the members list (found by the unique email), under a filter. */
async function listed(h: { ownerId: number; email: string }, searchFilter = 'all') {
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/dentists/${downtown}/members/upgraded-search`,
    payload: { searchFilter, searchQuery: h.email },
    token: await staff(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as MemberSearchResponse).members.find((m) => m.memberId === h.ownerId);
}

async function details(memberId: number) {
  const desk = await staff();
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/users/${await t.userIdOf(desk)}/members/memberDetails`,
    payload: { dentistInfoId: downtown, memberId },
    token: desk,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as MemberDetailsResponse;
}

describe('the Guaranteed badge', () => {
  it('is not shown for a household paying in the office, at an office with guaranteed payments on', async () => {
    const h = await payingInOffice();
    // Enrolled monthly at Downtown (guaranteed payments on): the enrolment's flag, which the desk's payments do not back.
    expect((await subscriptionRow(t, h.subscriptionId)).guaranteed).toBe(true);
    expect((await listed(h))?.guaranteed).toBe(false);
    expect(await listed(h, 'isGPP')).toBeUndefined();
    const sub = (await details(h.ownerId)).household.members
      .flatMap((m) => m.subscriptions)
      .find((s) => s.subscriptionId === h.subscriptionId);
    expect(sub).toMatchObject({ status: 'active_cash', guaranteed: false });
  });
});

describe('a plan paid in the office whose period goes unpaid', () => {
  it('stays active through the grace week, is Late the day after with a reminder, and active_cash again once paid', async () => {
    const h = await payingInOffice();
    await moveTo(addDays(h.dueOn, 7));
    expect(await statusOf(h.subscriptionId)).toBe('active_cash');

    await moveTo(addDays(h.dueOn, 8));
    const late = await subscriptionRow(t, h.subscriptionId);
    expect(late).toMatchObject({ status: 'past_due', lateInOfficeOn: addDays(h.dueOn, 8), nextRetryOn: null });
    expect(await eventsOf(h.ownerId)).toContain('payment.late_in_office');
    const mails = await mailsTo(h.email);
    expect(mails.at(-1)?.subject).toMatch(/membership payment is late/);
    expect(mails.at(-1)?.text).toContain(`pay it at the office by`);
    expect((await textsTo(h.phone)).at(-1)?.text).toMatch(/is late\. Please pay it at the office/);
    const row = await listed(h, 'lateInOffice');
    expect(row).toMatchObject({ status: 'past_due', lateInOfficeOn: addDays(h.dueOn, 8), paymentMethod: 'cash' });

    // A second run the same day changes nothing and tells no one twice.
    const before = (await mailsTo(h.email)).length;
    await runNow();
    expect((await mailsTo(h.email)).length).toBe(before);
    expect(await statusOf(h.subscriptionId)).toBe('past_due');

    // The desk takes the late period: the one that began on the due day, and the plan keeps being paid there.
    const paid = await pay(h.ownerId, h.subscriptionId, h.priceCents);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((paid.body as CashPaymentResponse).payment).toMatchObject({
      paidFrom: h.dueOn,
      paidThrough: periodEnd(h.dueOn, 'monthly'),
    });
    expect(await subscriptionRow(t, h.subscriptionId)).toMatchObject({ status: 'active_cash', lateInOfficeOn: null });
    const money = await moneyOf(t, (await chargesOf(t, h.ownerId)).at(-1)?.id ?? 0);
    expect(money.total).toBe(0);
    expect(await listed(h, 'lateInOffice')).toBeUndefined();
    await runNow();
    expect(await statusOf(h.subscriptionId)).toBe('active_cash');
  });

  it('is Delinquent 14 days after it went late, the office told; the desk then takes one period from today', async () => {
    const h = await payingInOffice();
    await moveTo(addDays(h.dueOn, 21));
    expect(await statusOf(h.subscriptionId)).toBe('past_due');
    await moveTo(addDays(h.dueOn, 22));
    // Delinquent, never delinquent_gpp: the guarantee does not cover what the desk collects.
    expect(await statusOf(h.subscriptionId)).toBe('delinquent');
    expect((await mailsTo(h.email)).at(-1)?.subject).toMatch(/on hold/);
    const office = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(like(mailOutbox.subject, '%membership is delinquent'), like(mailOutbox.text, '%due in the office on%')),
      );
    expect(office.length).toBeGreaterThan(0);
    expect((await listed(h))?.summaryStatus).toBe('canceled');

    const day = today();
    const paid = await pay(h.ownerId, h.subscriptionId, h.priceCents);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((paid.body as CashPaymentResponse).payment).toMatchObject({
      paidFrom: day,
      paidThrough: periodEnd(day, 'monthly'),
    });
    expect(await subscriptionRow(t, h.subscriptionId)).toMatchObject({
      status: 'active_cash',
      lateInOfficeOn: null,
      nextRenewalOn: periodEnd(day, 'monthly'),
    });
  });

  it('follows the grace and late periods the platform admin sets, and refuses settings out of range', async () => {
    const token = await admin();
    const status = await t.call({ method: 'GET', url: '/api/v1/admin/billing', token });
    const settings = (status.body as BillingStatusResponse).settings;
    expect(settings).toMatchObject({ cashGraceDays: 7, cashDelinquentAfterDays: 14 });

    const bad = await t.call({
      method: 'PUT',
      url: '/api/v1/admin/billing/settings',
      payload: { ...settings, cashGraceDays: 61 },
      token,
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { _message: string })._message).toMatch(/0 to 60 days/);

    const saved = await t.call({
      method: 'PUT',
      url: '/api/v1/admin/billing/settings',
      payload: { ...settings, cashGraceDays: 2, cashDelinquentAfterDays: 3 },
      token,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      const h = await payingInOffice();
      await moveTo(addDays(h.dueOn, 2));
      expect(await statusOf(h.subscriptionId)).toBe('active_cash');
      await moveTo(addDays(h.dueOn, 3));
      expect(await statusOf(h.subscriptionId)).toBe('past_due');
      await moveTo(addDays(h.dueOn, 5));
      expect(await statusOf(h.subscriptionId)).toBe('past_due');
      await moveTo(addDays(h.dueOn, 6));
      expect(await statusOf(h.subscriptionId)).toBe('delinquent');
    } finally {
      await t.call({ method: 'PUT', url: '/api/v1/admin/billing/settings', payload: settings, token: await admin() });
    }
  });
});
