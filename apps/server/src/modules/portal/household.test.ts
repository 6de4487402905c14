import type { HouseholdResponse } from '@mhq/contract';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, members, plans, subscriptions, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import { enrolByCard, setSubscription, subscriptionRow } from '../subscriptions/subscription-cash.fixtures';

// Issue 22: the patient's own household, as the portal's dashboard, membership info and 'Your dentist' pages read it.

const t = await createTestApp();
const downtown = await officePage(t, 'demo-downtown');
const uptown = await officePage(t, 'demo-uptown');

type Who = { token: string; userId: number };

async function signIn(email: string): Promise<Who> {
  const token = await t.login(email);
  return { token, userId: await t.userIdOf(token) };
}

const read = (who: Who, officeId = downtown.office.id, userId = who.userId) =>
  t.call({
    method: 'GET',
    url: `/api/v1/users/${userId}/patient/household?dentistInfoId=${officeId}`,
    token: who.token,
  });

async function household(who: Who): Promise<HouseholdResponse> {
  const res = await read(who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as HouseholdResponse;
}

/** The demo patient's household as the database holds it: the owner and the family not deleted. */
async function rosasHousehold() {
  const [owner] = await t.db
    .select()
    .from(members)
    .where(and(eq(members.email, 'patient@demo.test'), isNull(members.accountOwnerId)));
  if (!owner) throw new Error('no demo patient');
  const people = await t.db
    .select()
    .from(members)
    .where(and(or(eq(members.id, owner.id), eq(members.accountOwnerId, owner.id)), isNull(members.deletedAt)));
  return { owner, people };
}

/** A new household enrolled online (a parent and a child), given a login with the demo password. */
async function neighbour(language: 'en' | 'es' = 'en') {
  const enrolled = await enrolByCard(t, downtown, { child: true, language });
  const [owner] = await t.db.select().from(members).where(eq(members.id, enrolled.ownerMemberId));
  const [rosa] = await t.db.select().from(users).where(eq(users.email, 'patient@demo.test'));
  if (!owner?.userId || !rosa) throw new Error('the enrolment made no login');
  await t.db.update(users).set({ passwordHash: rosa.passwordHash }).where(eq(users.id, owner.userId));
  const [user] = await t.db.select().from(users).where(eq(users.id, owner.userId));
  return { enrolled, who: await signIn(user?.email ?? '') };
}

describe("the patient's household", () => {
  it('shows the signed-in patient every member of her household, herself first, and no one else', async () => {
    const rosa = await signIn('patient@demo.test');
    const { owner, people } = await rosasHousehold();
    const h = await household(rosa);
    expect(h.accountOwnerId).toBe(owner.id);
    expect(h.members.map((m) => m.memberId).sort()).toEqual(people.map((p) => p.id).sort());
    expect(h.members[0]).toMatchObject({ memberId: owner.id, relationship: 'myself', isAccountOwner: true });
    for (const m of h.members.slice(1)) expect(m.relationship).not.toBe('myself');
  });

  it("never shows a neighbour's member, and a neighbour never sees hers", async () => {
    const other = await neighbour();
    const rosa = await signIn('patient@demo.test');
    const mine = await household(rosa);
    const theirs = await household(other.who);
    const theirIds = other.enrolled.members.map((m) => m.memberId);
    expect(theirIds.length).toBe(2);
    expect(mine.members.some((m) => theirIds.includes(m.memberId))).toBe(false);
    expect(theirs.members.map((m) => m.memberId).sort()).toEqual([...theirIds].sort());
    // Naming the other's user id is 404, whichever way round.
    expect((await read(rosa, downtown.office.id, other.who.userId)).status).toBe(404);
    expect((await read(other.who, downtown.office.id, rosa.userId)).status).toBe(404);
  });

  it('answers 404 for an office where the patient has no household, 403 for the practice team', async () => {
    const rosa = await signIn('patient@demo.test');
    expect((await read(rosa, uptown.office.id)).status).toBe(404);
    const owner = await signIn('owner@demo.test');
    expect((await read(owner)).status).toBe(403);
  });

  it("gives each plan's next payment as the billing run will take it, a pending price counted from its day", async () => {
    const rosa = await signIn('patient@demo.test');
    const before = await household(rosa);
    const plan = before.members.flatMap((m) => m.plans).find((p) => p.status === 'active' && p.pendingPrice === null);
    if (!plan) throw new Error('the demo household has no plain active plan');
    const row = await subscriptionRow(t, plan.subscriptionId);
    expect(plan.nextPayment).toEqual({ on: row.nextRenewalOn, amountCents: row.priceCents });

    await setSubscription(t, plan.subscriptionId, {
      pendingPriceCents: row.priceCents + 500,
      pendingPriceFrom: row.nextRenewalOn,
    });
    const after = (await household(rosa)).members
      .flatMap((m) => m.plans)
      .find((p) => p.subscriptionId === plan.subscriptionId);
    expect(after?.nextPayment).toEqual({ on: row.nextRenewalOn, amountCents: row.priceCents + 500 });
    expect(after?.pendingPrice).toEqual({ priceCents: row.priceCents + 500, from: row.nextRenewalOn });
    await setSubscription(t, plan.subscriptionId, { pendingPriceCents: null, pendingPriceFrom: null });
  });

  it("shows the demo's announced price change, and what each plan covers", async () => {
    const h = await household(await signIn('patient@demo.test'));
    const all = h.members.flatMap((m) => m.plans);
    const changing = all.find((p) => p.pendingPrice !== null);
    expect(changing?.pendingPrice?.from && changing.pendingPrice.from > (changing.nextPayment?.on ?? '')).toBe(true);
    const [first] = all;
    const [plan] = await t.db
      .select()
      .from(plans)
      .where(eq(plans.id, first?.planId ?? 0));
    expect(first?.includes.length).toBe(plan?.priceCodes.length);
    expect(first?.includes.every((c) => c.name !== '' && c.quantity > 0)).toBe(true);
  });

  it('puts a late payment first, and keeps a requested cancellation covered without a next payment', async () => {
    const rosa = await signIn('patient@demo.test');
    const { owner, people } = await rosasHousehold();
    const family = people.find((p) => p.id !== owner.id);
    const subsOf = async (memberId: number) =>
      t.db.select().from(subscriptions).where(eq(subscriptions.memberId, memberId)).orderBy(desc(subscriptions.id));
    const [ownerSub] = await subsOf(owner.id);
    const [familySub] = await subsOf(family?.id ?? 0);
    if (!ownerSub || !familySub) throw new Error('the demo household has no plans');
    await setSubscription(t, ownerSub.id, { status: 'past_due', nextRetryOn: ownerSub.nextRenewalOn });
    await setSubscription(t, familySub.id, { status: 'cancellation_requested' });

    const h = await household(rosa);
    expect(h.attention[0]).toEqual({ kind: 'late_payment', memberIds: [owner.id] });
    expect(h.attention.map((a) => a.kind)).toContain('cancellation_requested');
    const me = h.members.find((m) => m.memberId === owner.id);
    expect(me?.summaryStatus).toBe('late');
    const leaving = h.members
      .find((m) => m.memberId === family?.id)
      ?.plans.find((p) => p.subscriptionId === familySub.id);
    expect(leaving).toMatchObject({ covered: true, statusLabel: 'Cancellation Requested', nextPayment: null });

    await setSubscription(t, ownerSub.id, { status: ownerSub.status, nextRetryOn: ownerSub.nextRetryOn });
    await setSubscription(t, familySub.id, { status: familySub.status });
  });

  it('leaves out a member the office deleted', async () => {
    const other = await neighbour();
    const child = other.enrolled.members.find((m) => m.memberId !== other.enrolled.ownerMemberId);
    await t.db
      .update(members)
      .set({ deletedAt: t.clock.now() })
      .where(eq(members.id, child?.memberId ?? 0));
    const h = await household(other.who);
    expect(h.members.map((m) => m.memberId)).toEqual([other.enrolled.ownerMemberId]);
  });

  it("says how a Spanish household agreed to its membership and gives its plans' Spanish names", async () => {
    const other = await neighbour('es');
    const h = await household(other.who);
    expect(h.agreement).toMatchObject({ channel: 'external', language: 'es', term: 'monthly', enrolledOn: h.today });
    const [plan] = h.members[0]?.plans ?? [];
    const [row] = await t.db
      .select()
      .from(plans)
      .where(eq(plans.id, plan?.planId ?? 0));
    expect(plan?.spanishPlanName).toBe(row?.spanishName || row?.name);
    expect(h.members[1]?.relationship).toBe('son');
    expect(h.members[1]?.age).toBe(8);
  });

  it("gives the office's address, hours, phone, booking and map links for the 'Your dentist' page", async () => {
    const h = await household(await signIn('patient@demo.test'));
    expect(h.office).toMatchObject({
      id: downtown.office.id,
      phone: '5125550101',
      address: { line1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      bookingUrl: 'https://booking.example.com/demo-downtown',
    });
    expect(h.office.hours?.sat).toEqual({ open: true, from: '09:00', to: '13:00' });
    expect(h.office.mapUrl).toContain('https://www.google.com/maps/search/?api=1&query=');
    expect(h.office.mapUrl).toContain(encodeURIComponent('100 Congress Ave'));
  });

  it('writes each read to the audit log', async () => {
    const rosa = await signIn('patient@demo.test');
    await household(rosa);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, rosa.userId), eq(auditLog.action, 'household.read')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(line).toMatchObject({ officeId: downtown.office.id, targetType: 'office' });
  });
});
