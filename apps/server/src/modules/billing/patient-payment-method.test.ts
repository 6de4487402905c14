import type { PastDueResponse, PaymentSourceResponse } from '@mhq/contract';
import { addDays, utcDayOf } from '@mhq/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { auditLog, mailOutbox } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { cardToken, officePage } from '../enrolment/enrolment.fixtures';
import { setSubscription, subscriptionRow } from '../subscriptions/subscription-cash.fixtures';

// Issue 21: the account owner puts a new card or bank account on file in their portal at any time; when a debt is open,
// saving it pays the debt at once (a delinquent plan too, one period from today) and says plainly how it went.

const t = await createTestApp();
const downtown = (await officePage(t, 'demo-downtown')).office.id;
const patient = () => t.login('patient@demo.test');
const today = () => utcDayOf(t.clock.now());

/** The demo patient's own household: her member id and her plans. */
async function rosa() {
  const token = await patient();
  const userId = await t.userIdOf(token);
  const rows = await queryRows<{ id: number; sub: number }>(
    t.db,
    sql`select m.id, s.id as sub from members m join subscriptions s on s.member_id = m.id
        where m.user_id = ${userId} and m.account_owner_id is null order by s.id`,
  );
  if (!rows[0]) throw new Error('the demo patient has no plan');
  return { token, userId, ownerId: rows[0].id, subs: rows.map((r) => r.sub) };
}

const card = async (number: string) => ({ method: 'card', token: await cardToken(t, number) });

const save = async (
  who: { token: string; userId: number },
  memberId: number,
  payment: { method: string; token: string },
  key?: string,
) =>
  t.call({
    method: 'POST',
    url: `/api/v1/users/${who.userId}/update-account/payment/sources`,
    payload: { dentistInfoId: downtown, memberId, payment },
    token: who.token,
    remoteAddress: t.newIp(),
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const pastDue = (who: { token: string; userId: number }) =>
  t.call({
    method: 'POST',
    url: `/api/v1/users/${who.userId}/account/payment/past_due`,
    payload: { dentistInfoId: downtown },
    token: who.token,
  });

describe("the account owner's payment method, in the portal", () => {
  it('tells the portal how to tokenize a new card for the office', async () => {
    const r = await rosa();
    const res = await pastDue(r);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as PastDueResponse).payWith).toEqual({
      processor: 'simulated',
      publishableKey: null,
      allowBankDraft: expect.any(Boolean),
    });
  });

  it('a late household saving a good card pays the late period at once', async () => {
    const r = await rosa();
    const sub = r.subs[0] ?? 0;
    const before = await subscriptionRow(t, sub);
    await setSubscription(t, sub, {
      status: 'past_due',
      failedTries: 1,
      firstFailedOn: today(),
      nextRetryOn: addDays(today(), 3),
      nextRenewalOn: addDays(today(), -1),
    });
    const paid = await save(r, r.ownerId, await card('5555555555554444'));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((paid.body as PaymentSourceResponse).lateRetry).toMatchObject({ paid: true, reinstated: false });
    expect((await subscriptionRow(t, sub)).status).toBe('active');
    expect(before.priceCents).toBeGreaterThan(0);
  });

  it('a delinquent household saving a refused card is told why, and its plan stays delinquent', async () => {
    const r = await rosa();
    const sub = r.subs[0] ?? 0;
    const missedFrom = addDays(today(), -14);
    await setSubscription(t, sub, {
      status: 'delinquent',
      guaranteed: false,
      failedTries: 4,
      firstFailedOn: missedFrom,
      nextRetryOn: null,
      nextRenewalOn: missedFrom,
    });
    const notices = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'patient@demo.test'))).filter((m) =>
        /did not go through|ended for non-payment/.test(m.subject),
      ).length;
    const noticesBefore = await notices();
    const refused = await save(r, r.ownerId, await card('4000000000000341'));
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    const answer = refused.body as PaymentSourceResponse;
    expect(answer.lateRetry).toMatchObject({ paid: false, reinstated: false });
    expect(answer.lateRetry?.failureMessage).toContain('declined');
    expect(answer._message).toContain('was declined');
    expect((await subscriptionRow(t, sub)).status).toBe('delinquent');
    // Her own try, answered on her screen, is not mailed to her as a notice again.
    expect(await notices()).toBe(noticesBefore);

    // A good card: paid for one period from today, the plan active again, said so; the same key answers alike.
    const key = `portal-${Date.now()}`;
    const good = await card('4242424242424242');
    const paid = await save(r, r.ownerId, good, key);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const ok = paid.body as PaymentSourceResponse;
    const row = await subscriptionRow(t, sub);
    expect(ok.lateRetry).toEqual({ paid: true, amountCents: row.priceCents, failureMessage: null, reinstated: true });
    expect(ok._message).toContain('active again');
    expect(row).toMatchObject({ status: 'active', failedTries: 0, currentPeriodStart: today() });
    const again = await save(r, r.ownerId, good, key);
    expect(again.body).toEqual(paid.body);

    // Audited as the account owner's own change, in the portal.
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.payment-method'), eq(auditLog.actorUserId, r.userId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.detail).toMatchObject({ via: 'patient_portal' });
  });

  it("refuses another household's member (404) and another user's path (404)", async () => {
    const r = await rosa();
    const [other] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from members where office_id = ${downtown} and account_owner_id is null
          and (user_id is null or user_id <> ${r.userId}) order by id limit 1`,
    );
    expect((await save(r, other?.id ?? 0, await card('4242424242424242'))).status).toBe(404);
    const staffId = await t.userIdOf(await t.login('staff@demo.test'));
    expect((await save({ ...r, userId: staffId }, r.ownerId, await card('4242424242424242'))).status).toBe(404);
  });
});
