import type { AddFamilyMemberResponse, FamilyMemberPreviewResponse, NewFamilyMember } from '@mhq/contract';
import { ageOn, formatMoney, lessPercent, utcDayOf } from '@mhq/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { auditLog, mailOutbox, members, subscriptions, users } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { bornYearsAgo, cardToken, officePage } from './enrolment.fixtures';

// Issue 22 'Family': the account owner adds a family member in the portal, sees what it costs before paying, and pays
// with the household's card on file. Everything through HTTP on the real app.

const t = await createTestApp();
const downtown = (await officePage(t, 'demo-downtown')).office.id;
const uptown = (await officePage(t, 'demo-uptown')).office.id;

async function rosa() {
  const token = await t.login('patient@demo.test');
  const userId = await t.userIdOf(token);
  const [owner] = await t.db
    .select()
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.officeId, downtown)));
  if (!owner) throw new Error('the demo patient has no household');
  return { token, userId, ownerId: owner.id };
}

let serial = 0;
const child = (years = 7): NewFamilyMember => ({
  firstName: `Lucas${String.fromCharCode(65 + (serial % 26))}`,
  lastName: `Delgado${++serial}`,
  birthDate: bornYearsAgo(t, years),
  relationship: 'son',
});

const preview = (who: { token: string; userId: number }, member: NewFamilyMember, officeId = downtown) =>
  t.call({
    method: 'POST',
    url: `/api/v1/users/${who.userId}/members/add-family-member/preview`,
    payload: { dentistInfoId: officeId, member },
    token: who.token,
  });

const add = (
  who: { token: string; userId: number },
  body: { member: NewFamilyMember; planId: number; expected: { todayCents: number; recurringCents: number } },
  key = `fam-${Date.now()}-${++serial}`,
) =>
  t.call({
    method: 'POST',
    url: `/api/v1/users/${who.userId}/members/add-family-member`,
    payload: { dentistInfoId: downtown, ...body },
    token: who.token,
    headers: { 'idempotency-key': key },
  });

const householdPrices = async (ownerId: number) =>
  queryRows<{ id: number; price_cents: number }>(
    t.db,
    sql`select s.id, s.price_cents::int from subscriptions s join members m on m.id = s.member_id
        where (m.id = ${ownerId} or m.account_owner_id = ${ownerId}) order by s.id`,
  );

const writtenCounts = async () => ({
  members: await countRows(t.db, 'members'),
  subscriptions: await countRows(t.db, 'subscriptions'),
  charges: await countRows(t.db, 'charges'),
});

describe('the account owner adds a family member in the portal', () => {
  it('offers the plans for the age, charges what the preview said, and lowers the others by the family discount', async () => {
    const r = await rosa();
    const person = child(7);
    const res = await preview(r, person);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = res.body as FamilyMemberPreviewResponse;
    expect(p.refusal).toBeNull();
    expect(p.paymentMethod?.last4).toMatch(/^\d{4}$/);
    expect(p.options.length).toBeGreaterThan(0);
    const option = p.options[0];
    if (!option) throw new Error('no plan offered for a child');
    // Only plans whose ages take a 7-year-old.
    const plansById = await queryRows<{ id: number; min_age: number | null; max_age: number | null }>(
      t.db,
      sql`select id, min_age, max_age from plans where office_id = ${downtown}`,
    );
    const age = ageOn(person.birthDate, utcDayOf(t.clock.now())) ?? 0;
    for (const o of p.options) {
      const plan = plansById.find((x) => x.id === o.planId);
      expect(plan?.min_age ?? 0).toBeLessThanOrEqual(age);
      expect(plan?.max_age ?? 200).toBeGreaterThanOrEqual(age);
    }
    expect(option.todayCents).toBe(option.periodCents + option.setupFeeCents + option.activationFeeCents);
    expect(option.familySize).toBeGreaterThanOrEqual(2);

    const before = await householdPrices(r.ownerId);
    const key = `fam-once-${Date.now()}`;
    const done = await add(r, { member: person, planId: option.planId, expected: option.expected }, key);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const answer = done.body as AddFamilyMemberResponse;
    expect(answer.charged.amountCents).toBe(option.todayCents);
    expect(answer.nextPaymentOn).toBe(p.nextPaymentOn);

    // The payment recorded is the amount shown, for the new member's plan.
    const [charge] = await queryRows<{ amount_cents: number; owner_member_id: number }>(
      t.db,
      sql`select c.amount_cents::int, c.owner_member_id from charges c
          join charge_items i on i.charge_id = c.id where i.subscription_id = ${answer.subscriptionId}`,
    );
    expect(charge).toEqual({ amount_cents: option.todayCents, owner_member_id: r.ownerId });

    // The new member is in the household with their plan, active.
    const [added] = await t.db.select().from(members).where(eq(members.id, answer.memberId));
    expect(added).toMatchObject({ accountOwnerId: r.ownerId, relationship: 'son', birthDate: person.birthDate });
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, answer.subscriptionId));
    expect(sub).toMatchObject({ status: 'active', planId: option.planId, priceCents: option.periodCents });

    // Every other member now pays what the preview said (the family discount recomputed, never higher).
    const after = await householdPrices(r.ownerId);
    for (const line of option.household) expect(line.afterCents).toBeLessThanOrEqual(line.beforeCents);
    const othersAfter = after.filter((row) => row.id !== answer.subscriptionId).map((row) => row.price_cents);
    const othersBefore = before.map((row) => row.price_cents);
    expect(othersAfter.reduce((a, b) => a + b, 0)).toBe(
      othersBefore.reduce((a, b) => a + b, 0) -
        option.household.reduce((sum, l) => sum + (l.beforeCents - l.afterCents), 0),
    );

    // Sent again with the same key: the same answer, nothing charged twice.
    const counts = await writtenCounts();
    const again = await add(r, { member: person, planId: option.planId, expected: option.expected }, key);
    expect(again.body).toEqual(done.body);
    expect(await writtenCounts()).toEqual(counts);

    // The receipt mail to the account owner, and the audit line.
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'patient@demo.test'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toContain(`${person.firstName} ${person.lastName}`);
    expect(mail?.text).toContain(`Paid today: ${formatMoney(option.todayCents)}`);
    expect(mail?.text).toMatch(/Your receipt: http/);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.memberId, answer.memberId));
    expect(audits.map((a) => a.action)).toContain('member.add-family');

    // The office's members list shows the new member.
    const staff = await t.login('owner@demo.test');
    const list = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/${downtown}/members/upgraded-search`,
      payload: { searchQuery: person.lastName, initial: true },
      token: staff,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(JSON.stringify(list.body)).toContain(person.lastName);

    // Added once: the same person again is refused.
    const twice = await preview(r, person);
    expect(twice.status).toBe(400);
    expect((twice.body as { _message: string })._message).toContain('already a member');
  });

  it('refuses a plan not offered for the age with 400, writing nothing', async () => {
    const r = await rosa();
    const adult = await preview(r, { ...child(40), relationship: 'partner' });
    const kid = await preview(r, child(6));
    const adultPlans = (adult.body as FamilyMemberPreviewResponse).options.map((o) => o.planId);
    const kidPlans = new Set((kid.body as FamilyMemberPreviewResponse).options.map((o) => o.planId));
    const adultOnly = adultPlans.find((id) => !kidPlans.has(id));
    if (!adultOnly) throw new Error('the demo office offers no adult-only plan');
    const counts = await writtenCounts();
    const res = await add(r, { member: child(6), planId: adultOnly, expected: { todayCents: 1, recurringCents: 1 } });
    expect(res.status).toBe(400);
    expect((res.body as { _message: string })._message).toContain('not offered');
    expect(await writtenCounts()).toEqual(counts);
  });

  it("answers 403 to a family member's own login and 404 for an office not theirs", async () => {
    const r = await rosa();
    const [family] = await t.db.select().from(members).where(eq(members.accountOwnerId, r.ownerId)).limit(1);
    const [rosaUser] = await t.db.select().from(users).where(eq(users.id, r.userId));
    if (!family || !rosaUser) throw new Error('the demo household has no family');
    const email = `teen.${Date.now()}@example.test`;
    const [teen] = await t.db
      .insert(users)
      .values({
        email,
        type: 'client',
        firstName: family.firstName,
        lastName: family.lastName,
        passwordHash: rosaUser.passwordHash,
        organizationId: rosaUser.organizationId,
      })
      .returning();
    await t.db.update(members).set({ userId: teen?.id }).where(eq(members.id, family.id));
    const token = await t.login(email);
    const who = { token, userId: await t.userIdOf(token) };
    const counts = await writtenCounts();
    const res = await preview(who, child(5));
    expect(res.status).toBe(403);
    expect((res.body as { _message: string })._message).toContain('account holder');
    expect(await writtenCounts()).toEqual(counts);

    expect((await preview(r, child(5), uptown)).status).toBe(404);
    // Another user's id in the path.
    expect((await preview({ token: r.token, userId: who.userId }, child(5))).status).toBe(404);
    // The office's staff do not add members this way.
    const staff = await t.login('owner@demo.test');
    expect((await preview({ token: staff, userId: await t.userIdOf(staff) }, child(5))).status).toBe(403);
  });

  it("recomputes the family discount: a household of one reaching two lowers the owner's price", async () => {
    const r = await rosa();
    // Rosa alone counts: her family's plans ended; her plan gives 10% to a household of two.
    await t.db.execute(sql`update subscriptions set status = 'canceled' where member_id in
      (select id from members where account_owner_id = ${r.ownerId})`);
    const [own] = await queryRows<{ id: number; plan_id: number; price: number; term: string }>(
      t.db,
      sql`select s.id, s.plan_id, p.price_cents::int as price, s.term from subscriptions s
          join plans p on p.id = s.plan_id where s.member_id = ${r.ownerId} and s.status = 'active' limit 1`,
    );
    if (!own) throw new Error('Rosa has no active plan');
    await t.db.execute(sql`update plans set family_discount_two = 10, disable_family_discounts = false
      where office_id = ${downtown}`);
    await t.db.execute(sql`update subscriptions set price_cents = ${own.price}, term = 'monthly' where id = ${own.id}`);
    const person = child(8);
    const p = (await preview(r, person)).body as FamilyMemberPreviewResponse;
    const option = p.options[0];
    if (!option) throw new Error('no plan offered');
    expect(option.familySize).toBe(2);
    expect(option.discountPercent).toBe(10);
    const line = option.household.find((h) => h.memberId === r.ownerId);
    expect(line).toMatchObject({ beforeCents: own.price, afterCents: lessPercent(own.price, 10) });
    expect(option.householdAfterCents).toBe(lessPercent(own.price, 10) + option.periodCents);

    const done = await add(r, { member: person, planId: option.planId, expected: option.expected });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, own.id));
    expect(after?.priceCents).toBe(lessPercent(own.price, 10));
  });

  it('a declined card writes nothing and says why', async () => {
    const r = await rosa();
    const token = await cardToken(t, '4000000000000341');
    const saved = await t.call({
      method: 'POST',
      url: `/api/v1/users/${r.userId}/update-account/payment/sources`,
      payload: { dentistInfoId: downtown, memberId: r.ownerId, payment: { method: 'card', token } },
      token: r.token,
      remoteAddress: t.newIp(),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const person = child(9);
    const p = (await preview(r, person)).body as FamilyMemberPreviewResponse;
    const option = p.options[0];
    if (!option) throw new Error('no plan offered');
    const pricesBefore = await householdPrices(r.ownerId);
    const counts = await writtenCounts();
    const res = await add(r, { member: person, planId: option.planId, expected: option.expected });
    expect(res.status).toBe(402);
    expect((res.body as { _message: string })._message).toContain('declined');
    expect(await writtenCounts()).toEqual(counts);
    expect(await householdPrices(r.ownerId)).toEqual(pricesBefore);
  });
});
