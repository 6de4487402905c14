import type { TransferMemberResponse } from '@mhq/contract';
import { addDays } from '@mhq/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberPaymentMethods, members } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { officePage, planNamed } from '../enrolment/enrolment.fixtures';
import {
  chargesOf,
  type Enrolled,
  enrolByCard,
  enrolToPayInOffice,
  footprint,
  lastEvent,
  listRow,
  setSubscription,
  subscriptionRow,
  todayOf,
} from './subscription-cash.fixtures';

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const uptown = await officePage(t, 'demo-uptown');
const lakeside = await officePage(t, 'second-lakeside');
const downtown = page.office.id;
const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');
const platform = await t.login('platform@demo.test');
const lakesideOwner = await t.login('owner2@demo.test');
const patient = await t.login('patient@demo.test');
const uptownAdult = planNamed(uptown, 'Adult Wellness');
const uptownChild = planNamed(uptown, 'Child Wellness');
const today = todayOf(t);

type Body = { memberId: number; targetOfficeId?: number; plans: { subscriptionId: number; planId: number }[] };
const transfer = (body: Body, token = owner, officeId = downtown) =>
  t.call({
    method: 'POST',
    url: `/api/v1/office/${officeId}/members/transfer-member`,
    payload: { targetOfficeId: uptown.office.id, ...body },
    token,
  });

/** The household's mapping to Uptown: the adult's plan to Adult Wellness, the child's to Child Wellness. */
const toUptown = (r: Enrolled) =>
  r.subscriptionIds.map((subscriptionId, i) => ({ subscriptionId, planId: i === 0 ? uptownAdult : uptownChild }));

/** Where the household's members are and what their subscriptions and histories hold: what a refusal leaves as it was. */
async function snapshot(r: Enrolled) {
  const ids = r.members.map((m) => m.memberId);
  const where = await t.db
    .select({ id: members.id, officeId: members.officeId })
    .from(members)
    .where(inArray(members.id, ids));
  return { where, people: await Promise.all(ids.map((id) => footprint(t, id))) };
}

describe('transfer-member: a household moves to another office of the organization', () => {
  it('moves the whole household named by any member, each running plan to a plan there, money and card unchanged', async () => {
    const r = await enrolByCard(t, page, { child: true });
    const child = r.members[1]?.memberId ?? 0;
    const old = await Promise.all(r.subscriptionIds.map((id) => subscriptionRow(t, id)));
    const charges = await chargesOf(t, r.ownerMemberId);
    const res = await transfer({ memberId: child, plans: toUptown(r) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as TransferMemberResponse;
    expect(answer._message).toBe(`Lucia Garcia's household moved to ${uptown.office.officeName}.`);
    expect(answer.officeId).toBe(uptown.office.id);

    for (const [i, before] of old.entries()) {
      const moved = answer.subscriptions[i];
      const plan = uptown.plans.find((p) => p.id === moved?.planId);
      const list = plan?.pricing.monthly ?? 0;
      expect(moved).toMatchObject({
        memberId: before.memberId,
        planId: i === 0 ? uptownAdult : uptownChild,
        status: 'active_transferred',
        term: before.term,
        priceCents: before.priceCents,
        nextRenewalOn: before.nextRenewalOn,
        currentPeriodStart: before.currentPeriodStart,
        pendingPrice: list === before.priceCents ? null : { priceCents: list, from: before.nextRenewalOn },
      });
      expect(await subscriptionRow(t, before.id)).toMatchObject({ status: 'inactive_transferred', endsOn: today });
    }
    // The family discount the household paid holds until the renewal; the new office's prices apply from then.
    expect(answer.subscriptions.some((s) => s.pendingPrice !== null)).toBe(true);

    for (const m of r.members) {
      const [row] = await t.db.select({ officeId: members.officeId }).from(members).where(eq(members.id, m.memberId));
      expect(row?.officeId).toBe(uptown.office.id);
      expect(await listRow(t, m.memberId)).toMatchObject({
        officeId: uptown.office.id,
        status: 'active_transferred',
        transferred: true,
        paymentKind: 'card',
      });
      expect(await lastEvent(t, m.memberId)).toMatchObject({
        kind: 'member.transferred',
        summary: expect.stringMatching(
          new RegExp(
            `^Transferred from ${page.office.officeName} to ${uptown.office.officeName}: (Adult|Child) Wellness continues as (Adult|Child) Wellness`,
          ),
        ),
      });
    }
    const methods = await t.db
      .select()
      .from(memberPaymentMethods)
      .where(and(eq(memberPaymentMethods.ownerMemberId, r.ownerMemberId), isNull(memberPaymentMethods.removedAt)));
    expect(methods).toHaveLength(1);
    expect(await chargesOf(t, r.ownerMemberId)).toEqual(charges);

    // The member's page is now Uptown's, not Downtown's.
    const details = (officeId: number) =>
      t.userIdOf(owner).then((id) =>
        t.call({
          method: 'POST',
          url: `/api/v1/users/${id}/members/memberDetails`,
          payload: { dentistInfoId: officeId, memberId: r.ownerMemberId },
          token: owner,
        }),
      );
    expect((await details(uptown.office.id)).status).toBe(200);
    expect((await details(downtown)).status).toBe(404);
  });

  it('moves a household paying in the office: its plan continues as active_transferred', async () => {
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
      token: owner,
    });
    expect(paid.status).toBe(200);
    const res = await transfer({ memberId: r.ownerMemberId, plans: [{ subscriptionId, planId: uptownAdult }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as TransferMemberResponse).subscriptions[0]).toMatchObject({ status: 'active_transferred' });
  });

  it('refuses what the household does not allow (409) and a mapping that does not fit (400), writing nothing', async () => {
    const r = await enrolByCard(t, page, { child: true });
    const waiting = await enrolToPayInOffice(t, page, owner);
    const ending = await enrolByCard(t, page);
    await setSubscription(t, ending.subscriptionIds[0] ?? 0, {
      status: 'cancellation_requested',
      endsOn: addDays(today, 20),
    });
    const before = await snapshot(r);
    const [adultSub = 0, childSub = 0] = r.subscriptionIds;
    const refusals: [Body, number, RegExp][] = [
      [{ memberId: r.ownerMemberId, targetOfficeId: downtown, plans: toUptown(r) }, 400, /already at this office/],
      [
        { memberId: r.ownerMemberId, plans: [{ subscriptionId: adultSub, planId: uptownAdult }] },
        400,
        /each running plan/,
      ],
      [
        {
          memberId: r.ownerMemberId,
          plans: [
            { subscriptionId: adultSub, planId: uptownChild },
            { subscriptionId: childSub, planId: uptownChild },
          ],
        },
        400,
        /not offered to Lucia Garcia/,
      ],
      [{ memberId: r.ownerMemberId, plans: [] }, 400, /.+/],
      [
        {
          memberId: r.ownerMemberId,
          plans: [
            { subscriptionId: adultSub, planId: uptownAdult },
            { subscriptionId: adultSub, planId: uptownAdult },
          ],
        },
        400,
        /.+/,
      ],
      [{ memberId: waiting.ownerMemberId, plans: toUptown(waiting) }, 409, /waiting for its first payment/],
      [{ memberId: ending.ownerMemberId, plans: toUptown(ending) }, 409, /set to end on/],
    ];
    for (const [body, status, message] of refusals) {
      const res = await transfer(body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect((res.body as { _message: string })._message).toMatch(message);
    }
    expect(await snapshot(r)).toEqual(before);
  });

  it('answers 404 for a stranger, a subscription outside the household, or an office the caller may not use', async () => {
    const r = await enrolByCard(t, page, { child: true });
    const other = await enrolByCard(t, page);
    const before = await snapshot(r);
    const plans = toUptown(r);
    const notFound: [Body, string, number][] = [
      // Every running plan mapped, and someone else's plan besides.
      [
        {
          memberId: r.ownerMemberId,
          plans: [...plans, { subscriptionId: other.subscriptionIds[0] ?? 0, planId: uptownAdult }],
        },
        owner,
        downtown,
      ],
      // Staff work at Downtown only: the new office is not theirs.
      [{ memberId: r.ownerMemberId, plans }, staff, downtown],
      // Another organization's office, even to a platform admin.
      [{ memberId: r.ownerMemberId, targetOfficeId: lakeside.office.id, plans }, owner, downtown],
      [{ memberId: r.ownerMemberId, targetOfficeId: lakeside.office.id, plans }, platform, downtown],
      [{ memberId: r.ownerMemberId, targetOfficeId: 999_999, plans }, owner, downtown],
      // Another organization's caller, in their office or in ours.
      [{ memberId: r.ownerMemberId, plans }, lakesideOwner, lakeside.office.id],
      [{ memberId: r.ownerMemberId, plans }, lakesideOwner, downtown],
    ];
    for (const [body, token, officeId] of notFound) {
      const res = await transfer(body, token, officeId);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
    }
    expect((await transfer({ memberId: r.ownerMemberId, plans }, patient)).status).toBe(403);
    expect(await snapshot(r)).toEqual(before);
  });

  it('moves the household once when the same move is sent 10 times at once', async () => {
    const r = await enrolByCard(t, page, { child: true });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => transfer({ memberId: r.ownerMemberId, plans: toUptown(r) })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The others find the household changed under the lock (409), or no longer at Downtown (404).
    expect(statuses.every((s) => [200, 404, 409].includes(s))).toBe(true);
    for (const m of r.members) {
      const subs = (await footprint(t, m.memberId)).subs;
      expect(subs.map((s) => s.status)).toEqual(['inactive_transferred', 'active_transferred']);
    }
  });
});
