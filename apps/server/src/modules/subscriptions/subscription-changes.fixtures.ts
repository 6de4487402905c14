import type { EnrolmentResponse, MemberSubscription, PublicOfficeResponse } from '@mhq/contract';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { memberEvents, memberList, subscriptions } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { bornYearsAgo, cardToken, type Household, household, planNamed } from '../enrolment/enrolment.fixtures';

/** What the subscription tests share: households enrolled through the front desk, calls, and what they wrote. */

export type Answer = { status: number; body: unknown };

export type Family = {
  ownerId: number;
  childId: number;
  ownerSub: number;
  childSub: number;
};

let families = 0;

/**
 * A household the front desk enrolled: an adult owner (Maria) on Adult Wellness and a child on Child Wellness, paying
 * by card (or in the office, then paid there so both are active_cash), monthly unless told otherwise.
 */
export async function enrolFamily(
  t: TestApp,
  page: PublicOfficeResponse,
  token: string,
  opts: { payment?: 'card' | 'cash'; term?: 'monthly' | 'annual' } = {},
): Promise<Family> {
  const lastName = `Reyes${++families}`;
  const payment: Household['payment'] =
    opts.payment === 'cash' ? { method: 'cash' } : { method: 'card', token: await cardToken(t) };
  const body = household(t, page, {
    adultPlan: planNamed(page, 'Adult Wellness'),
    payment,
    term: opts.term ?? 'monthly',
    family: [
      {
        firstName: 'Tomas',
        lastName,
        birthDate: bornYearsAgo(t, 8),
        planId: planNamed(page, 'Child Wellness'),
        insured: false,
        relationship: 'son',
      },
    ],
  });
  const userId = await t.userIdOf(token);
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/users/${userId}/members/add`,
    payload: { ...body, owner: { ...body.owner, firstName: 'Maria', lastName }, dentistInfoId: page.office.id },
    token,
    remoteAddress: t.newIp(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const r = res.body as EnrolmentResponse;
  const [owner, child] = r.members;
  if (!owner?.subscriptionId || !child?.subscriptionId) throw new Error('enrolment without subscriptions');
  const family = {
    ownerId: owner.memberId,
    childId: child.memberId,
    ownerSub: owner.subscriptionId,
    childSub: child.subscriptionId,
  };
  if (opts.payment === 'cash') {
    for (const [memberId, planName] of [
      [family.ownerId, 'Adult Wellness'],
      [family.childId, 'Child Wellness'],
    ] as const) {
      const paid = await t.call({
        method: 'POST',
        url: `/api/v1/dentists/${page.office.id}/subscription/members/${memberId}/activate_cash`,
        payload: { membershipId: planNamed(page, planName) },
        token,
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
  }
  return family;
}

/** The subscription row as stored. */
export async function subscriptionRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw new Error(`no subscription ${id}`);
  return row;
}

/** Sets a subscription's status directly: arranging a state the tests then act on. */
export async function putInStatus(t: TestApp, id: number, status: string, more: Record<string, unknown> = {}) {
  await t.db
    .update(subscriptions)
    .set({ status, ...more })
    .where(eq(subscriptions.id, id));
}

/** The last line of a subscription's history. */
export async function lastEvent(t: TestApp, subscriptionId: number) {
  const [row] = await t.db
    .select()
    .from(memberEvents)
    .where(eq(memberEvents.subscriptionId, subscriptionId))
    .orderBy(desc(memberEvents.id))
    .limit(1);
  return row;
}

/** The member's row of the members list (kept by the database's triggers). */
export async function listRow(t: TestApp, organizationId: number, memberId: number) {
  const [row] = await t.db
    .select()
    .from(memberList)
    .where(and(eq(memberList.organizationId, organizationId), eq(memberList.memberId, memberId)));
  return row;
}

/** Expects `call` to answer `status` with a `_message`, and the whole database unchanged. */
export async function expectNothingWritten(
  t: TestApp,
  call: () => Promise<Answer>,
  status: number,
  message?: string | RegExp,
): Promise<Answer> {
  const before = await databaseWrites(t.db);
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ _message: message ?? expect.any(String) });
  expect(await databaseWrites(t.db), 'a refused call wrote to the database').toBe(before);
  return res;
}

/** The subscription of a change's answer. */
export const answered = (res: Answer) => (res.body as { subscription: MemberSubscription }).subscription;
