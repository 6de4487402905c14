import type { ReenrolHouseholdResponse, ReenrolResponse } from '@mhq/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, members, subscriptions, users } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import { enrolByCard } from '../subscriptions/subscription-cash.fixtures';

// A former member rejoins (/reenroll/my-dentist/{dentistInfoId}): signed in, their household prefilled, each
// member's plan started again, never a second household; a current member is sent to their dashboard.

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const downtown = page.office.id;

/** A household enrolled online whose plans have since all been canceled, its owner able to sign in. */
async function formerHousehold() {
  const h = await enrolByCard(t, page, { child: true });
  const [owner] = await t.db.select().from(members).where(eq(members.id, h.ownerMemberId));
  const [demo] = await t.db.select().from(users).where(eq(users.email, 'patient@demo.test'));
  if (!owner?.userId || !demo?.passwordHash) throw new Error('no owner user');
  await t.db.update(users).set({ passwordHash: demo.passwordHash }).where(eq(users.id, owner.userId));
  const household = await t.db
    .select({ id: members.id })
    .from(members)
    .where(or(eq(members.id, owner.id), eq(members.accountOwnerId, owner.id)));
  const ids = household.map((m) => m.id);
  await t.db
    .update(subscriptions)
    .set({ status: 'canceled', nextRenewalOn: null })
    .where(inArray(subscriptions.memberId, ids));
  const [user] = await t.db.select().from(users).where(eq(users.id, owner.userId));
  return { ownerId: owner.id, ids, token: await t.login(user?.email ?? '') };
}

const household = (token: string, officeId = downtown) =>
  t.call({ method: 'GET', url: `/api/v1/reenroll/${officeId}/household`, token });
const rejoin = (token: string, body: object, officeId = downtown) =>
  t.call({ method: 'POST', url: `/api/v1/reenroll/${officeId}`, token, payload: body });

describe('re-enrolling a former member', () => {
  it('prefills the former household for its own signed-in owner only, audited', async () => {
    const f = await formerHousehold();
    const res = await household(f.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body as ReenrolHouseholdResponse;
    expect(r.standing).toBe('former');
    expect(r.household?.ownerMemberId).toBe(f.ownerId);
    expect(r.household?.people.map((p) => p.memberId).sort()).toEqual([...f.ids].sort());
    expect(r.household).toMatchObject({
      address: { line1: '40 Oak St', city: 'Austin' },
      paymentMethod: { last4: '4242' },
    });
    const child = r.household?.people.find((p) => p.relationship === 'son');
    expect(child?.options.length).toBeGreaterThan(0);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, f.ownerId), eq(auditLog.targetId, 'GET /reenroll/{dentistInfoId}/household')));
    expect(audits.length).toBe(1);
  });

  it('restarts each member’s plan in the same household and charges the card on file', async () => {
    const f = await formerHousehold();
    const r = (await household(f.token)).body as ReenrolHouseholdResponse;
    const people = r.household?.people ?? [];
    const chosen = people.map((p) => ({ memberId: p.memberId, planId: p.lastPlanId ?? p.options[0]?.planId ?? 0 }));
    const membersBefore = await countRows(t.db, 'members');
    const res = await rejoin(f.token, { term: 'monthly', members: chosen });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const out = res.body as ReenrolResponse;
    expect(out.rejoined).toHaveLength(people.length);
    expect(out.chargedCents).toBeGreaterThan(0);
    expect(await countRows(t.db, 'members')).toBe(membersBefore);
    const running = await t.db
      .select()
      .from(subscriptions)
      .where(and(inArray(subscriptions.memberId, f.ids), eq(subscriptions.status, 'active')));
    expect(running.map((s) => s.memberId).sort()).toEqual([...f.ids].sort());
    // Now a current member: the page sends them to their dashboard, and rejoining again is refused.
    expect(((await household(f.token)).body as ReenrolHouseholdResponse).standing).toBe('current');
    expect((await rejoin(f.token, { term: 'monthly', members: chosen })).status).toBe(409);
  });

  it('refuses a current member, another household’s member, and an office the patient never joined', async () => {
    const patient = await t.login('patient@demo.test');
    const current = (await household(patient)).body as ReenrolHouseholdResponse;
    expect(current).toMatchObject({ standing: 'current', household: null });
    const f = await formerHousehold();
    const [stranger] = await t.db.select().from(members).where(eq(members.email, 'patient@demo.test'));
    expect(
      (await rejoin(f.token, { term: 'monthly', members: [{ memberId: stranger?.id ?? 1, planId: 1 }] })).status,
    ).toBe(404);
    const [uptown] = await t.db
      .select({ id: members.officeId })
      .from(members)
      .where(eq(members.officeId, downtown + 1));
    if (uptown) expect((await household(f.token, uptown.id)).status).toBe(404);
  });
});
