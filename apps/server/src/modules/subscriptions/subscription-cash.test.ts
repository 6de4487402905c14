import type { SubscriptionCashResponse } from '@mhq/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import {
  chargesOf,
  enrolByCard,
  enrolToPayInOffice,
  footprint,
  lastEvent,
  listRow,
  subscriptionRow,
} from './subscription-cash.fixtures';

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const lakeside = await officePage(t, 'second-lakeside');
const downtown = page.office.id;
const owner = await t.login('owner@demo.test');
// The front desk that may move money back: an office admin (a standard user may not, by the office permission
// matrix of @mhq/domain; the isolation suite's role sweep proves the refusals).
const desk = await t.login('admin@demo.test');
const lakesideOwner = await t.login('owner2@demo.test');
const patient = await t.login('patient@demo.test');

const toCash = (body: Record<string, unknown>, token = desk) =>
  t.call({
    method: 'POST',
    url: '/api/v1/subscriptions/to-cash',
    payload: { dentistInfoId: downtown, ...body },
    token,
  });

const cancelCash = (body: Record<string, unknown>, token = desk, officeId = downtown) =>
  t.call({ method: 'DELETE', url: `/api/v1/dentists/${officeId}/subscription/cancel_cash`, payload: body, token });

/** A household paying in the office whose first payment was taken: active_cash, no card on file. */
async function payingInOffice() {
  const r = await enrolToPayInOffice(t, page, owner);
  const [subscriptionId = 0] = r.subscriptionIds;
  const sub = await subscriptionRow(t, subscriptionId);
  const paid = await t.call({
    method: 'POST',
    url: '/api/v1/subscriptions/in-office-payment',
    payload: {
      dentistInfoId: downtown,
      memberId: r.ownerMemberId,
      subscriptionId,
      expectedCents: sub.priceCents + sub.feeDueCents,
    },
    token: desk,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { memberId: r.ownerMemberId, subscriptionId };
}

describe('to-cash: a plan paid by card moves to the front desk, and back', () => {
  it('makes an active card plan active_cash, with a history line and no money moved', async () => {
    const r = await enrolByCard(t, page);
    const [subscriptionId = 0] = r.subscriptionIds;
    const before = await chargesOf(t, r.ownerMemberId);
    const res = await toCash({ memberId: r.ownerMemberId, subscriptionId, toCash: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as SubscriptionCashResponse;
    expect(answer._message).toMatch(/will be paid at the front desk/);
    expect(answer.subscription).toMatchObject({ subscriptionId, status: 'active_cash', statusLabel: 'Active (Cash)' });
    expect(await listRow(t, r.ownerMemberId)).toMatchObject({ status: 'active_cash', paymentKind: 'cash' });
    expect(await lastEvent(t, r.ownerMemberId)).toMatchObject({ kind: 'subscription.to_cash', subscriptionId });
    expect(await chargesOf(t, r.ownerMemberId)).toEqual(before);

    const back = await toCash({ memberId: r.ownerMemberId, subscriptionId, toCash: false });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((back.body as SubscriptionCashResponse)._message).toMatch(/4242/);
    expect((back.body as SubscriptionCashResponse).subscription.status).toBe('active');
    expect(await listRow(t, r.ownerMemberId)).toMatchObject({ status: 'active', paymentKind: 'card' });
    expect((await lastEvent(t, r.ownerMemberId))?.summary).toMatch(/again from its next renewal/);
  });

  it("answers 'Add a card first' (400) going back to card with no card on file, and writes nothing", async () => {
    const { memberId, subscriptionId } = await payingInOffice();
    const before = await footprint(t, memberId);
    const res = await toCash({ memberId, subscriptionId, toCash: false });
    expect(res).toMatchObject({ status: 400, body: { _message: 'Add a card first' } });
    expect(await footprint(t, memberId)).toEqual(before);
  });

  it('refuses a state that does not allow it (409), writing nothing', async () => {
    const card = await enrolByCard(t, page);
    const cash = await payingInOffice();
    const waiting = await enrolToPayInOffice(t, page, owner);
    const cases = [
      { memberId: card.ownerMemberId, subscriptionId: card.subscriptionIds[0], toCash: false },
      { memberId: cash.memberId, subscriptionId: cash.subscriptionId, toCash: true },
      { memberId: waiting.ownerMemberId, subscriptionId: waiting.subscriptionIds[0], toCash: true },
    ];
    for (const body of cases) {
      const before = await footprint(t, body.memberId);
      const res = await toCash(body);
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect((res.body as { _message: string })._message).toMatch(/^Only /);
      expect(await footprint(t, body.memberId)).toEqual(before);
    }
  });

  it("answers 404 for another member's subscription or another office's member, 403 to a patient", async () => {
    const a = await enrolByCard(t, page);
    const b = await enrolByCard(t, page);
    const before = await footprint(t, a.ownerMemberId);
    const body = { memberId: a.ownerMemberId, subscriptionId: b.subscriptionIds[0], toCash: true };
    expect((await toCash(body)).status).toBe(404);
    const own = { ...body, subscriptionId: a.subscriptionIds[0] };
    expect((await toCash(own, lakesideOwner)).status).toBe(404);
    expect((await toCash({ ...own, dentistInfoId: lakeside.office.id }, lakesideOwner)).status).toBe(404);
    expect((await toCash(own, patient)).status).toBe(403);
    expect(await footprint(t, a.ownerMemberId)).toEqual(before);
  });

  it('answers 400 to bad input and writes nothing', async () => {
    const r = await enrolByCard(t, page);
    const before = await footprint(t, r.ownerMemberId);
    for (const toCashValue of ['yes', null, 1]) {
      const res = await toCash({
        memberId: r.ownerMemberId,
        subscriptionId: r.subscriptionIds[0],
        toCash: toCashValue,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ _message: expect.any(String) });
    }
    expect((await toCash({ memberId: r.ownerMemberId, toCash: true })).status).toBe(400);
    expect(await footprint(t, r.ownerMemberId)).toEqual(before);
  });
});

describe('cancel_cash: an enrolment that waited for its payment in the office, never paid', () => {
  it('is canceled for Office request, nothing charged, and the list and history follow', async () => {
    const r = await enrolToPayInOffice(t, page, owner);
    const [subscriptionId = 0] = r.subscriptionIds;
    const charges = (await footprint(t, r.ownerMemberId)).charges;
    const res = await cancelCash({ memberId: r.ownerMemberId, subscriptionId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as SubscriptionCashResponse;
    expect(answer._message).toMatch(/Nothing was charged/);
    expect(answer.subscription).toMatchObject({ status: 'canceled', cancelReason: 11, feeDueCents: 0 });
    expect(answer.subscription.canceledAt).toBe(t.clock.now().toISOString());
    expect((await footprint(t, r.ownerMemberId)).charges).toBe(charges);
    expect(await listRow(t, r.ownerMemberId)).toMatchObject({ status: 'canceled', summaryStatus: 'canceled' });
    expect(await lastEvent(t, r.ownerMemberId)).toMatchObject({
      kind: 'subscription.canceled',
      summary: 'Adult Wellness canceled before its payment in the office (Office request).',
    });
    // Canceled already: refused.
    expect((await cancelCash({ memberId: r.ownerMemberId, subscriptionId })).status).toBe(409);
  });

  it('keeps the reason and note given', async () => {
    const r = await enrolToPayInOffice(t, page, owner);
    const res = await cancelCash({
      memberId: r.ownerMemberId,
      subscriptionId: r.subscriptionIds[0],
      reason: 12,
      note: 'Changed their mind.',
    });
    expect(res.status).toBe(200);
    expect((res.body as SubscriptionCashResponse).subscription).toMatchObject({
      cancelReason: 12,
      cancelNote: 'Changed their mind.',
    });
  });

  it('refuses a plan that was paid (409), bad input (400), strangers (404), writing nothing', async () => {
    const card = await enrolByCard(t, page);
    const waiting = await enrolToPayInOffice(t, page, owner);
    const before = [await footprint(t, card.ownerMemberId), await footprint(t, waiting.ownerMemberId)];
    const paid = await cancelCash({ memberId: card.ownerMemberId, subscriptionId: card.subscriptionIds[0] });
    expect(paid.status).toBe(409);
    const own = { memberId: waiting.ownerMemberId, subscriptionId: waiting.subscriptionIds[0] };
    expect((await cancelCash({ ...own, reason: 4 })).status).toBe(400);
    expect((await cancelCash({ ...own, note: 'x'.repeat(501) })).status).toBe(400);
    expect((await cancelCash({ ...own, subscriptionId: card.subscriptionIds[0] })).status).toBe(404);
    expect((await cancelCash(own, lakesideOwner, lakeside.office.id)).status).toBe(404);
    expect((await cancelCash(own, lakesideOwner)).status).toBe(404);
    expect([await footprint(t, card.ownerMemberId), await footprint(t, waiting.ownerMemberId)]).toEqual(before);
  });
});
