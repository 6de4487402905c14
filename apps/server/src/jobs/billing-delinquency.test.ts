import { addDays, periodEnd } from '@mhq/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/rows';
import {
  chargesOf,
  moneyOf,
  setSubscription,
  subscriptionRow,
} from '../modules/subscriptions/subscription-cash.fixtures';
import { expectNothingWritten } from '../modules/subscriptions/subscription-changes.fixtures';
import { createTestApp } from '../test/harness';
import { billingFixtures } from './billing.fixtures';

// A delinquent plan (the retry schedule ran out): the desk charges it again for one period from today
// (charge_user_delinquency), or clears it, writing the missed payment off (clearDelinquency).

const t = await createTestApp();
const { downtown, staffId, staff, today, runNow, replaceCard, eventsOf, household } = await billingFixtures(t);

/** A household whose renewal was refused four times over 14 days: delinquent since today, its period unpaid. */
async function delinquentHousehold(opts: { child?: boolean } = {}) {
  const h = await household(opts);
  const missedFrom = h.renewsOn;
  t.clock.set(new Date(`${addDays(missedFrom, 14)}T15:00:00Z`));
  for (const id of h.subscriptionIds) {
    await setSubscription(t, id, {
      status: 'delinquent',
      guaranteed: false,
      failedTries: 4,
      firstFailedOn: missedFrom,
      nextRetryOn: null,
    });
  }
  // Signed in at the moved clock, before any call whose writes a test counts.
  // The desk charges; writing a missed payment off is an office admin's (the office permission matrix).
  return { ...h, missedFrom, desk: await staff(), admin: await t.login('admin@demo.test') };
}

const call = (path: string, payload: Record<string, unknown>, token: string) =>
  t.call({ method: 'POST', url: `/api/v1${path}`, payload, token });
const chargeDelinquency = (memberId: number, token: string) =>
  call(`/users/${staffId}/account/payment/charge_user_delinquency`, { dentistInfoId: downtown, memberId }, token);
const clear = (memberId: number, subscriptionId: number, token: string) =>
  call('/users/me/members/clearDelinquency', { dentistInfoId: downtown, memberId, subscriptionId }, token);

describe('charging a delinquency (charge_user_delinquency)', () => {
  it('charges one period from today, not the missed one on top, and the plans run again', async () => {
    const h = await delinquentHousehold({ child: true });
    const day = today();
    const subs = await Promise.all(h.subscriptionIds.map((id) => subscriptionRow(t, id)));
    // Not late any more: charge_user has nothing to try.
    const late = await call(
      `/users/${staffId}/account/payment/charge_user`,
      { dentistInfoId: downtown, memberId: h.ownerId },
      h.desk,
    );
    expect(late.status).toBe(409);

    const paid = await chargeDelinquency(h.members[1]?.memberId ?? 0, h.desk);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const due = subs.reduce((sum, s) => sum + s.priceCents, 0);
    expect(paid.body).toEqual({ _message: expect.stringContaining('active again'), amountCents: due });
    for (const id of h.subscriptionIds) {
      expect(await subscriptionRow(t, id)).toMatchObject({
        status: 'active',
        failedTries: 0,
        firstFailedOn: null,
        nextRetryOn: null,
        currentPeriodStart: day,
        nextRenewalOn: periodEnd(day, 'monthly'),
        billingAttemptId: null,
      });
    }
    const charges = await chargesOf(t, h.ownerId);
    expect(charges).toHaveLength(2);
    const money = await moneyOf(t, charges[1]?.id ?? 0);
    expect(money.total).toBe(0);
    // The period paid starts today; the missed one (from the renewal day) is never charged.
    expect(money.items.map((i) => [i.period_start, i.period_end])).toEqual(
      h.subscriptionIds.map(() => [day, periodEnd(day, 'monthly')]),
    );
    expect(await eventsOf(h.ownerId)).toContain('payment.late_paid');

    const again = await chargeDelinquency(h.ownerId, h.desk);
    expect(again.status).toBe(409);
    expect(await chargesOf(t, h.ownerId)).toHaveLength(2);
    // The next billing run has nothing of this household to take.
    await runNow();
    expect(await chargesOf(t, h.ownerId)).toHaveLength(2);
  });

  it('answers 402 with the reason when refused, and the plans stay delinquent', async () => {
    const h = await delinquentHousehold();
    await replaceCard(h.ownerId, '4000000000000341');
    const id = h.subscriptionIds[0] ?? 0;
    const refused = await chargeDelinquency(h.ownerId, h.desk);
    expect(refused.status, JSON.stringify(refused.body)).toBe(402);
    expect(refused.body).toMatchObject({ _message: expect.stringContaining('was declined') });
    expect(await subscriptionRow(t, id)).toMatchObject({ status: 'delinquent', failedTries: 5, nextRetryOn: null });
    expect(await chargesOf(t, h.ownerId)).toHaveLength(1);
    // And no billing run charges it later by itself.
    await runNow();
    expect(await chargesOf(t, h.ownerId)).toHaveLength(1);
  });

  it('leaves a plan that was set to end (automatic renewal off) to re-enrolment', async () => {
    const h = await delinquentHousehold();
    const id = h.subscriptionIds[0] ?? 0;
    await setSubscription(t, id, { autoRenew: false });
    const res = await expectNothingWritten(t, () => chargeDelinquency(h.ownerId, h.desk), 409);
    expect(res.body).toEqual({ _message: expect.stringContaining('No plan of this household is delinquent') });
  });
});

describe('clearing a delinquency (clearDelinquency)', () => {
  it('writes the missed payment off and ends the plan, charging nothing', async () => {
    const h = await delinquentHousehold();
    const id = h.subscriptionIds[0] ?? 0;
    const before = await subscriptionRow(t, id);
    const res = await clear(h.ownerId, id, h.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      _message: expect.stringContaining('written off'),
      subscription: { subscriptionId: id, status: 'canceled' },
    });
    expect(await subscriptionRow(t, id)).toMatchObject({
      status: 'canceled',
      endsOn: today(),
      nextRenewalOn: null,
      nextRetryOn: null,
      cancelReason: 3,
    });
    expect(await eventsOf(h.ownerId)).toContain('subscription.delinquency_cleared');
    expect(await chargesOf(t, h.ownerId)).toHaveLength(1);
    expect(before.priceCents).toBeGreaterThan(0);

    // Cleared once: a second clear is refused, and nothing is charged later.
    const again = await expectNothingWritten(t, () => clear(h.ownerId, id, h.admin), 409);
    expect(again.body).toEqual({
      _message: 'Only a delinquent plan has a missed payment to clear; this one is Canceled.',
    });
    await runNow();
    expect(await chargesOf(t, h.ownerId)).toHaveLength(1);
  });

  it('refuses a plan the guarantee covers, the household itself, and a member the office does not have', async () => {
    const h = await delinquentHousehold();
    const id = h.subscriptionIds[0] ?? 0;
    await setSubscription(t, id, { status: 'delinquent_gpp', guaranteed: true });
    const gpp = await expectNothingWritten(t, () => clear(h.ownerId, id, h.admin), 409);
    expect(gpp.body).toEqual({ _message: expect.stringContaining('covered by the guarantee') });
    await setSubscription(t, id, { status: 'delinquent', guaranteed: false });

    const patient = await t.login('patient@demo.test');
    expect((await expectNothingWritten(t, () => clear(h.ownerId, id, patient), 403)).status).toBe(403);
    const uptown = await call(
      '/users/me/members/clearDelinquency',
      { dentistInfoId: downtown, memberId: h.ownerId + 100_000, subscriptionId: id },
      h.admin,
    );
    expect(uptown.status).toBe(404);
    expect((await subscriptionRow(t, id)).status).toBe('delinquent');
  });
});

describe('what a household owes (past_due), and the patient trying again (retryPayment)', () => {
  const pastDue = (body: Record<string, unknown>, token: string, userId: number) =>
    call(`/users/${userId}/account/payment/past_due`, body, token);

  it('lists the late and delinquent plans with their amounts, for the desk and for the account owner', async () => {
    const h = await delinquentHousehold({ child: true });
    const [ownerSub, childSub] = h.subscriptionIds as [number, number];
    await setSubscription(t, childSub, { status: 'past_due', failedTries: 1, nextRetryOn: addDays(today(), 3) });
    const [owner, child] = await Promise.all([subscriptionRow(t, ownerSub), subscriptionRow(t, childSub)]);
    const res = await pastDue({ dentistInfoId: downtown, memberId: h.ownerId }, h.desk, staffId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      lateCents: child.priceCents,
      delinquentCents: owner.priceCents,
      paymentMethod: { kind: 'card', last4: '4242' },
      plans: [
        {
          subscriptionId: ownerSub,
          status: 'delinquent',
          periodStart: h.missedFrom,
          failedTries: 4,
          nextRetryOn: null,
        },
        { subscriptionId: childSub, status: 'past_due', nextRetryOn: addDays(today(), 3) },
      ],
    });
    // The desk must say whose payments it reads.
    expect((await pastDue({ dentistInfoId: downtown }, h.desk, staffId)).status).toBe(400);
  });

  it('lets the account owner read their own and try the late payment again, and no one else', async () => {
    // Another household (it moves the clock on: the patient signs in after).
    const other = await delinquentHousehold();
    const patient = await t.login('patient@demo.test');
    const patientId = await t.userIdOf(patient);
    const [rosa] = await queryRows<{ id: number; sub: number }>(
      t.db,
      sql`select m.id, s.id as sub from members m join subscriptions s on s.member_id = m.id
          where m.user_id = ${patientId} and m.account_owner_id is null order by s.id limit 1`,
    );
    if (!rosa) throw new Error('the demo patient has no plan');
    const before = await subscriptionRow(t, rosa.sub);
    await setSubscription(t, rosa.sub, {
      status: 'past_due',
      failedTries: 1,
      firstFailedOn: today(),
      nextRetryOn: addDays(today(), 3),
    });
    const own = await pastDue({ dentistInfoId: downtown }, patient, patientId);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toMatchObject({ lateCents: before.priceCents, plans: [{ subscriptionId: rosa.sub }] });
    // Another household's member, or another user's path: not found.
    expect((await pastDue({ dentistInfoId: downtown, memberId: other.ownerId }, patient, patientId)).status).toBe(404);
    expect((await pastDue({ dentistInfoId: downtown }, patient, staffId)).status).toBe(404);
    // The desk cannot use the patient's own call.
    expect((await call('/users/me/update-account/retryPayment', {}, other.desk)).status).toBe(403);

    const paid = await call('/users/me/update-account/retryPayment', {}, await t.login('patient@demo.test'));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // The household's run also takes the family's renewals that fell due while this file moved the clock on.
    const answer = paid.body as { _message: string; amountCents: number };
    expect(answer._message).toContain('went through');
    expect(answer.amountCents).toBeGreaterThanOrEqual(before.priceCents);
    expect(await subscriptionRow(t, rosa.sub)).toMatchObject({ status: 'active', failedTries: 0 });
    const after = await pastDue({ dentistInfoId: downtown }, await t.login('patient@demo.test'), patientId);
    expect(after.body).toMatchObject({ lateCents: 0, delinquentCents: 0, plans: [], lastFailure: null });
    const again = await call('/users/me/update-account/retryPayment', {}, await t.login('patient@demo.test'));
    expect(again.status).toBe(409);
  });
});
