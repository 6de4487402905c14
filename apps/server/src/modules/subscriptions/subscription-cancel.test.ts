import type { ReEnrollResponse } from '@mhq/contract';
import { formatMoney, formatUsDay, utcDayOf } from '@mhq/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { charges, subscriptions } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { officePage, planNamed } from '../enrolment/enrolment.fixtures';
import {
  answered,
  enrolFamily,
  expectNothingWritten,
  lastEvent,
  listRow,
  putInStatus,
  subscriptionRow,
} from './subscription-changes.fixtures';

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const lakeside = await officePage(t, 'second-lakeside');
const downtown = page.office.id;
const owner = await t.login('owner@demo.test');
const lakesideOwner = await t.login('owner2@demo.test');
const adult = planNamed(page, 'Adult Wellness');
const perio = planNamed(page, 'Perio Maintenance');
const org = (await subscriptionRow(t, 1)).organizationId;
const today = () => utcDayOf(t.clock.now());

type Body = Record<string, unknown>;
const cancel = (body: Body, token = owner, officeId = downtown) =>
  t.call({
    method: 'POST',
    url: `/api/v1/dentists/${officeId}/subscription/cancel_contract_plan`,
    payload: { reason: 12, when: 'periodEnd', ...body },
    token,
  });
const reEnroll = (memberId: number, planId: number, body: Body = {}, opts: { token?: string; key?: string } = {}) =>
  t.call({
    method: 'PUT',
    url: `/api/v1/dentists/${downtown}/subscription/plan/${memberId}/re-enroll?membershipId=${planId}`,
    payload: body,
    token: opts.token ?? owner,
    ...(opts.key ? { headers: { 'idempotency-key': opts.key } } : {}),
  });

const REFUSAL_TITLE = "WE'VE GOT GOOD NEWS... AND BAD NEWS.";

describe('cancelling a plan', () => {
  it('at the end of the paid period: keeps it until the renewal, with reason and note, drops a waiting change', async () => {
    const f = await enrolFamily(t, page, owner);
    const renewal = (await subscriptionRow(t, f.ownerSub)).nextRenewalOn ?? '';
    await t.db
      .update(subscriptions)
      .set({ pendingPlanId: perio, pendingPlanFrom: renewal })
      .where(eq(subscriptions.id, f.ownerSub));
    const res = await cancel({ memberId: f.ownerId, subscriptionId: f.ownerSub, note: 'Moving to Denver.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      _message: `Maria's Adult Wellness is canceled: it ends on ${formatUsDay(renewal)}, at the end of the paid period. The plan change waiting for renewal was dropped.`,
    });
    expect(answered(res)).toMatchObject({
      status: 'cancellation_requested',
      endsOn: renewal,
      cancelReason: 12,
      cancelNote: 'Moving to Denver.',
      pendingPlan: null,
      canceledAt: expect.any(String),
    });
    expect(await lastEvent(t, f.ownerSub)).toMatchObject({
      kind: 'subscription.cancellation_requested',
      detail: expect.objectContaining({ fromStatus: 'active', reason: 12 }),
    });
    // The child still holds an active plan: the list shows the owner by their plan, ending.
    expect(await listRow(t, org, f.ownerId)).toMatchObject({
      status: 'cancellation_requested',
      summaryStatus: 'canceled',
    });
    await expectNothingWritten(
      t,
      () => cancel({ memberId: f.ownerId, subscriptionId: f.ownerSub }),
      409,
      `The cancellation is already requested: this plan ends on ${formatUsDay(renewal)}.`,
    );
  });

  it('now: canceled today, no next payment; a late plan asked to end at period end ends today', async () => {
    const f = await enrolFamily(t, page, owner);
    const res = await cancel({ memberId: f.childId, subscriptionId: f.childSub, reason: 3, when: 'now' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(answered(res)).toMatchObject({ status: 'canceled', endsOn: today(), nextRenewalOn: null, cancelReason: 3 });
    expect(await lastEvent(t, f.childSub)).toMatchObject({ kind: 'subscription.canceled' });
    expect(await listRow(t, org, f.childId)).toMatchObject({ status: 'canceled', nextPaymentOn: null });

    await putInStatus(t, f.ownerSub, 'past_due');
    const late = await cancel({ memberId: f.ownerId, subscriptionId: f.ownerSub });
    expect(answered(late)).toMatchObject({ status: 'cancellation_requested', endsOn: today() });
  });

  it('now with a full refund within 90 days: gives back what the plan was paid, never its setup fee', async () => {
    const f = await enrolFamily(t, page, owner);
    const [charge] = await t.db.select().from(charges).where(eq(charges.ownerMemberId, f.ownerId));
    if (!charge) throw new Error('no enrolment charge');
    const [lines] = await queryRows<{ membership: number }>(
      t.db,
      sql`select coalesce(sum(amount_cents) filter (where kind <> 'setup_fee'), 0)::int as membership
        from charge_items where charge_id = ${charge.id} and subscription_id = ${f.childSub}`,
    );
    const paidForPlan = lines?.membership ?? 0;
    expect(paidForPlan).toBeGreaterThan(0);
    // Only with a cancellation now.
    const later = await expectNothingWritten(
      t,
      () => cancel({ memberId: f.childId, subscriptionId: f.childSub, refund: true }),
      409,
    );
    expect(later.body).toMatchObject({ _message: 'A refund comes with a cancellation that takes effect now.' });

    const res = await cancel({ memberId: f.childId, subscriptionId: f.childSub, when: 'now', refund: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as { _message: string })._message).toContain(
      `${formatMoney(paidForPlan, { decimals: 2 })} was refunded (the setup fee is not refundable).`,
    );
    expect(answered(res)).toMatchObject({ status: 'canceled' });
    const refunded = await queryRows<{ amount_cents: number; member_id: number; reason: string }>(
      t.db,
      sql`select amount_cents::int, member_id, reason from refunds where charge_id = ${charge.id}`,
    );
    expect(refunded).toEqual([{ amount_cents: paidForPlan, member_id: f.childId, reason: 'cancellation' }]);
    // The owner's plan, on the same payment, is untouched and still refundable from the payment history.
    expect((await subscriptionRow(t, f.ownerSub)).status).toBe('active');
  });

  it('refuses a full refund once 90 days have passed since the plan began, writing nothing', async () => {
    const f = await enrolFamily(t, page, owner);
    const started = t.clock.now();
    t.clock.set(new Date(started.getTime() + 90 * 86_400_000));
    try {
      const token = await t.login('owner@demo.test');
      const res = await expectNothingWritten(
        t,
        () => cancel({ memberId: f.ownerId, subscriptionId: f.ownerSub, when: 'now', refund: true }, token),
        409,
      );
      expect((res.body as { _message: string })._message).toMatch(/^A full refund is possible within 90 days/);
    } finally {
      t.clock.set(started);
    }
  });

  it("refuses what the spec's cancellable rule refuses, with the modal's heading and why (409), writing nothing", async () => {
    const f = await enrolFamily(t, page, owner);
    const body = { memberId: f.ownerId, subscriptionId: f.ownerSub };
    const refusals: [string, string][] = [
      ['pending_cash', 'This plan is waiting for its first payment in the office: use Cancel cash enrollment instead.'],
      ['canceled', 'This plan is already canceled.'],
      [
        'delinquent',
        'This plan is delinquent after missed payments: charge the missed payment, or clear the delinquency to end it.',
      ],
      ['inactive_transferred', 'This plan moved to another office with the member: cancel it there.'],
    ];
    for (const [status, why] of refusals) {
      await putInStatus(t, f.ownerSub, status);
      const res = await expectNothingWritten(t, () => cancel(body), 409, why);
      expect(res.body).toEqual({ _message: why, title: REFUSAL_TITLE, description: why });
    }
  });

  it('refuses bad input (400) and another practice (404), writing nothing', async () => {
    const f = await enrolFamily(t, page, owner);
    const body = { memberId: f.ownerId, subscriptionId: f.ownerSub };
    await expectNothingWritten(t, () => cancel({ ...body, reason: 4 }), 400, /Choose a reason/);
    await expectNothingWritten(t, () => cancel({ ...body, note: 'x'.repeat(501) }), 400);
    await expectNothingWritten(t, () => cancel({ ...body, when: 'someday' }), 400);
    await expectNothingWritten(t, () => cancel(body, lakesideOwner), 404);
    await expectNothingWritten(t, () => cancel(body, lakesideOwner, lakeside.office.id), 404);
    await expectNothingWritten(t, () => cancel({ ...body, subscriptionId: f.childSub }), 404);
  });

  it('lets one of two simultaneous cancellations through; the other sees it done (409)', async () => {
    const f = await enrolFamily(t, page, owner);
    const body = { memberId: f.ownerId, subscriptionId: f.ownerSub };
    const answers = await Promise.all([cancel(body), cancel(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lines = await t.db.select().from(subscriptions).where(eq(subscriptions.id, f.ownerSub));
    expect(lines[0]?.status).toBe('cancellation_requested');
  });
});

describe('re-enrolling', () => {
  it('undoes a requested cancellation: back to the status it had, cancel fields cleared, nothing charged', async () => {
    const f = await enrolFamily(t, page, owner, { payment: 'cash' });
    expect((await cancel({ memberId: f.ownerId, subscriptionId: f.ownerSub, note: 'Too far.' })).status).toBe(200);
    const chargesBefore = await countRows(t.db, 'charges');
    const res = await reEnroll(f.ownerId, adult);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body as ReEnrollResponse;
    expect(r).toMatchObject({
      _message: 'The cancellation is undone: Maria keeps Adult Wellness. Nothing was charged.',
      outcome: 'undone',
      quote: null,
    });
    expect(r.subscription).toMatchObject({
      subscriptionId: f.ownerSub,
      status: 'active_cash',
      endsOn: null,
      canceledAt: null,
      cancelReason: null,
      cancelNote: null,
    });
    expect(await countRows(t.db, 'charges')).toBe(chargesBefore);
    expect(await lastEvent(t, f.ownerSub)).toMatchObject({
      kind: 'subscription.cancellation_undone',
      detail: expect.objectContaining({ note: 'Too far.', toStatus: 'active_cash' }),
    });
    expect(await listRow(t, org, f.ownerId)).toMatchObject({ status: 'active_cash', summaryStatus: 'active' });
  });

  it("undoes the demo's cancellation of unknown origin as active for a household paying by card", async () => {
    // Seed member 5 waits for the end of Perio Maintenance, their household with a card on file.
    const res = await reEnroll(5, perio);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as ReEnrollResponse).subscription).toMatchObject({ status: 'active', endsOn: null });
  });

  it('starts a canceled plan again like adding one: 409 with the new figures, then charged once per key', async () => {
    const f = await enrolFamily(t, page, owner);
    expect((await cancel({ memberId: f.ownerId, subscriptionId: f.ownerSub, when: 'now' })).status).toBe(200);
    await expectNothingWritten(t, () => reEnroll(f.ownerId, adult, { term: 'monthly' }), 400, /Choose the term/);
    const stale = await expectNothingWritten(
      t,
      () =>
        reEnroll(f.ownerId, adult, {
          term: 'monthly',
          payment: 'card_on_file',
          expected: { todayCents: 1, recurringCents: 1 },
        }),
      409,
    );
    const quote = (stale.body as { quote: { todayCents: number; recurringCents: number } }).quote;
    const body = {
      term: 'monthly',
      payment: 'card_on_file',
      expected: { todayCents: quote.todayCents, recurringCents: quote.recurringCents },
    };
    const before = await countRows(t.db, 'charges');
    const key = `re-enroll-${crypto.randomUUID()}`;
    const [a, b] = await Promise.all([
      reEnroll(f.ownerId, adult, body, { key }),
      reEnroll(f.ownerId, adult, body, { key }),
    ]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(await countRows(t.db, 'charges')).toBe(before + 1);
    const r = a.body as ReEnrollResponse;
    expect(r).toMatchObject({ outcome: 'restarted', _message: 'Maria is re-enrolled in Adult Wellness.' });
    expect(r.subscription).toMatchObject({ status: 'active', planId: adult, priceCents: quote.recurringCents });
    expect(r.subscription.subscriptionId).not.toBe(f.ownerSub);
    const [charge] = await t.db.select().from(charges).where(eq(charges.amountCents, quote.todayCents)).limit(1);
    expect(charge).toBeDefined();
    expect(await lastEvent(t, r.subscription.subscriptionId)).toMatchObject({ kind: 'subscription.re_enrolled' });
    expect(await listRow(t, org, f.ownerId)).toMatchObject({
      status: 'active',
      subscriptionId: r.subscription.subscriptionId,
    });
    // Now running: nothing to re-enroll.
    await expectNothingWritten(t, () => reEnroll(f.ownerId, adult, body), 409, 'The member already has this plan.');
  });

  it("is refused for another practice's member or plan (404) and for a plan owed or disputed (409)", async () => {
    const f = await enrolFamily(t, page, owner);
    await expectNothingWritten(t, () => reEnroll(f.ownerId, adult, {}, { token: lakesideOwner }), 404);
    await expectNothingWritten(t, () => reEnroll(f.ownerId, planNamed(lakeside, 'Adult Wellness')), 404);
    await expectNothingWritten(t, () => reEnroll(f.ownerId, adult, { term: 'weekly' }), 400);
    await putInStatus(t, f.ownerSub, 'disputed');
    await expectNothingWritten(t, () => reEnroll(f.ownerId, adult), 409, /disputed/);
  });
});
