import type { EnrolmentResponse, FinancesResponse } from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { bornYearsAgo, cardToken, household, officePage, planNamed } from '../enrolment/enrolment.fixtures';

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const lakeside = await officePage(t, 'second-lakeside');
const adult = planNamed(page, 'Adult Wellness');
const child = planNamed(page, 'Child Wellness');
const downtown = page.office.id;
const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');
const lakesideOwner = await t.login('owner2@demo.test');
const staffId = await t.userIdOf(staff);
const [staffUser] = await t.db.select().from(users).where(eq(users.id, staffId));

let families = 0;
const family = () => [
  {
    firstName: 'Ines',
    lastName: `Ledger${++families}`,
    birthDate: bornYearsAgo(t, 7),
    planId: child,
    insured: false,
    relationship: 'daughter' as const,
  },
];

/** A household that enrolled online with a card: one charge for the owner and the child. */
async function paidOnline() {
  const h = household(t, page, {
    adultPlan: adult,
    payment: { method: 'card', token: await cardToken(t) },
    family: family(),
  });
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/dentists/${downtown}/members/enroll`,
    payload: h,
    remoteAddress: t.newIp(),
  });
  if (res.status !== 200) throw new Error(`enrol: ${res.status} ${JSON.stringify(res.body)}`);
  const r = res.body as EnrolmentResponse;
  return { ...r, childId: r.members[1]?.memberId ?? 0 };
}

/** A household the front desk enrolled to pay in the office, each plan's payment then taken an hour apart. */
async function paidInOffice() {
  const h = household(t, page, { adultPlan: adult, payment: { method: 'cash' }, family: family() });
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/users/${staffId}/members/add`,
    payload: { ...h, dentistInfoId: downtown },
    token: staff,
  });
  if (res.status !== 200) throw new Error(`enrol: ${res.status} ${JSON.stringify(res.body)}`);
  const r = res.body as EnrolmentResponse;
  const childId = r.members[1]?.memberId ?? 0;
  for (const [memberId, planId] of [
    [r.ownerMemberId, adult],
    [childId, child],
  ] as const) {
    const paid = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${downtown}/subscription/members/${memberId}/activate_cash`,
      payload: { membershipId: planId },
      token: staff,
    });
    if (paid.status !== 200) throw new Error(`activate_cash: ${paid.status} ${JSON.stringify(paid.body)}`);
    t.clock.advance(60 * 60_000);
  }
  return { ...r, childId };
}

const finances = (memberId: number, opts: { single?: boolean; as?: string; officeId?: number } = {}) =>
  t.call({
    method: 'POST',
    url: `/api/v1/office/${opts.officeId ?? downtown}/members/finances/${memberId}/1970${opts.single ? '/single' : ''}`,
    token: opts.as ?? owner,
  });

const total = (lines: { amountCents: number }[]) => lines.reduce((sum, l) => sum + l.amountCents, 0);

describe("a member's payment history", () => {
  it("lists the household's card charge with every line, whoever of the household is asked about", async () => {
    const r = await paidOnline();
    const res = await finances(r.childId);
    expect(res.status).toBe(200);
    const body = res.body as FinancesResponse;
    expect(body).toMatchObject({ memberId: r.childId, ownerMemberId: r.ownerMemberId, scope: 'household' });
    expect(body.charges).toHaveLength(1);
    const [charge] = body.charges;
    expect(charge).toMatchObject({
      amountCents: r.charged.amountCents,
      refundedCents: 0,
      disputedCents: 0,
      method: 'card',
      paymentMethod: { brand: 'visa', last4: '4242' },
      methodLabel: 'Visa ending in 4242',
      status: 'succeeded',
      recordedBy: null,
    });
    expect(total(charge?.lines ?? [])).toBe(charge?.amountCents);
    const people = new Set(charge?.lines.map((l) => l.memberId));
    expect(people).toEqual(new Set([r.ownerMemberId, r.childId]));
    const membership = charge?.lines.find((l) => l.memberId === r.childId && l.kind === 'membership');
    expect(membership).toMatchObject({ planName: 'Child Wellness', memberName: expect.stringMatching(/^Ines Ledger/) });
    expect(membership?.what).toMatch(/^Child Wellness, \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/);
    expect((await finances(r.ownerMemberId)).body).toMatchObject({ charges: body.charges });
  });

  it('lists payments taken in the office newest first, with who recorded them', async () => {
    const r = await paidInOffice();
    const body = (await finances(r.ownerMemberId, { as: staff })).body as FinancesResponse;
    expect(body.charges).toHaveLength(2);
    const [newest, oldest] = body.charges;
    expect(new Date(newest?.at ?? 0).getTime()).toBeGreaterThan(new Date(oldest?.at ?? 0).getTime());
    expect(newest?.lines.map((l) => l.memberId)).toEqual(expect.arrayContaining([r.childId]));
    expect(oldest?.lines.every((l) => l.memberId === r.ownerMemberId)).toBe(true);
    for (const charge of body.charges) {
      expect(charge).toMatchObject({
        method: 'cash',
        paymentMethod: null,
        methodLabel: 'Paid in the office',
        recordedBy: { userId: staffId, name: `${staffUser?.firstName} ${staffUser?.lastName}` },
      });
      expect(total(charge.lines)).toBe(charge.amountCents);
    }
  });

  it('with /single, shows only the charges and lines of that one member', async () => {
    const online = await paidOnline();
    const one = (await finances(online.childId, { single: true })).body as FinancesResponse;
    expect(one.scope).toBe('member');
    expect(one.charges).toHaveLength(1);
    expect(one.charges[0]?.lines.length).toBeGreaterThan(0);
    expect(one.charges[0]?.lines.every((l) => l.memberId === online.childId)).toBe(true);
    // The charge itself is still the whole payment: the lines shown are the member's share of it.
    expect(one.charges[0]?.amountCents).toBe(online.charged.amountCents);

    const office = await paidInOffice();
    const owners = (await finances(office.ownerMemberId, { single: true })).body as FinancesResponse;
    expect(owners.charges).toHaveLength(1);
    expect(owners.charges[0]?.lines.every((l) => l.memberId === office.ownerMemberId)).toBe(true);
  });

  it('is audited as reading the member', async () => {
    const r = await paidOnline();
    await finances(r.childId, { as: staff });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, r.childId), eq(auditLog.action, 'member.read')));
    expect(entries.map((e) => e.targetId)).toContain('POST /office/{id}/members/finances/{userId}/1970');
  });

  it("answers 404 for another practice's member", async () => {
    const r = await paidOnline();
    expect((await finances(r.ownerMemberId, { as: lakesideOwner })).status).toBe(404);
    expect((await finances(r.ownerMemberId, { as: lakesideOwner, officeId: lakeside.office.id })).status).toBe(404);
    expect((await finances(r.ownerMemberId, { as: lakesideOwner, single: true })).status).toBe(404);
    expect((await finances(999_999, { single: true })).status).toBe(404);
  });
});
