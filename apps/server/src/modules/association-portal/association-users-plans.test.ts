import type {
  AssociationPlanChangeResponse,
  AssociationPlansResponse,
  AssociationUserChangeResponse,
  AssociationUsersResponse,
  OfficeAssociationPlansResponse,
} from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { associations, auditLog, mailOutbox, offices, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';

const t = await createTestApp();
const [me] = await t.db.select().from(users).where(eq(users.email, 'association@demo.test'));
if (!me?.associationId) throw new Error('demo association user missing');
const associationId = me.associationId;
let n = 0;

/** A user of an association, signed in, with their id. */
async function person(type: string, association = associationId) {
  const email = `${type}-${++n}-${Date.now().toString(36)}@portal.test`;
  const [u] = await t.db
    .insert(users)
    .values({
      email,
      type,
      firstName: 'Pat',
      lastName: `${type} ${n}`,
      associationId: association,
      passwordHash: me?.passwordHash ?? null,
    })
    .returning();
  return { id: u?.id ?? 0, email, token: await t.login(email) };
}
const manager = { id: me.id, token: await t.login('association@demo.test') };
const standard = await person('association_standard');
const affiliate = await person('affiliate');
const [elsewhere] = await t.db
  .insert(associations)
  .values({ name: 'Lakes Society', urlSlug: 'lakes-society-test' })
  .returning();
const foreign = await person('association', elsewhere?.id);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.call({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
const auditOf = async (action: string, targetId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));

describe("the association's users", () => {
  it('lists only its own users, marking the caller, for every role', async () => {
    const res = await call('GET', '/association/users', affiliate.token);
    expect(res.status).toBe(200);
    const body = res.body as AssociationUsersResponse;
    expect(body.canManage).toBe(false);
    expect(body.users.map((u) => u.email)).toEqual(expect.arrayContaining(['association@demo.test', standard.email]));
    expect(body.users.map((u) => u.email)).not.toContain(foreign.email);
    expect(body.users.find((u) => u.isYou)?.id).toBe(affiliate.id);
  });

  it('invites a user with a mailed set-password link, audited; a taken email is refused writing nothing', async () => {
    const payload = { firstName: 'Morgan', lastName: 'Lee', email: 'Morgan.Lee@portal.test', role: 'affiliate' };
    const res = await call('POST', '/association/users', manager.token, payload);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { user } = res.body as AssociationUserChangeResponse;
    expect(user).toMatchObject({ email: 'morgan.lee@portal.test', role: 'affiliate', invitationPending: true });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'morgan.lee@portal.test'));
    expect(mail?.text ?? '').toContain('/accounts/set-password/');
    expect(await auditOf('association_user.invite', user.id)).toHaveLength(1);

    const before = await databaseWrites(t.db);
    const again = await call('POST', '/association/users', manager.token, payload);
    expect(again.status).toBe(400);
    expect((again.body as { errors: object }).errors).toHaveProperty('email');
    const bad = await call('POST', '/association/users', manager.token, { ...payload, role: 'dentist' });
    expect(bad.status).toBe(400);
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it('refuses invitations and changes from standard users and affiliates (403) writing nothing', async () => {
    for (const token of [standard.token, affiliate.token]) {
      const before = await databaseWrites(t.db);
      const payload = { firstName: 'No', lastName: 'One', email: `no-${++n}@portal.test`, role: 'association' };
      expect((await call('POST', '/association/users', token, payload)).status).toBe(403);
      expect((await call('PUT', `/association/users/${standard.id}/role`, token, { role: 'association' })).status).toBe(
        403,
      );
      expect(await databaseWrites(t.db)).toBe(before);
    }
  });

  it("answers 404 for another association's user", async () => {
    const before = await databaseWrites(t.db);
    expect(
      (await call('PUT', `/association/users/${foreign.id}/role`, manager.token, { role: 'affiliate' })).status,
    ).toBe(404);
    expect(
      (await call('PUT', `/association/users/${foreign.id}/active`, manager.token, { active: false })).status,
    ).toBe(404);
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it('changes a role and deactivates a user (their sessions end), audited; never oneself', async () => {
    const colleague = await person('association_standard');
    const promoted = await call('PUT', `/association/users/${colleague.id}/role`, manager.token, {
      role: 'association',
    });
    expect(promoted.status).toBe(200);
    expect((promoted.body as AssociationUserChangeResponse).user.role).toBe('association');
    expect(await auditOf('association_user.role', colleague.id)).toHaveLength(1);

    const off = await call('PUT', `/association/users/${colleague.id}/active`, manager.token, { active: false });
    expect(off.status).toBe(200);
    expect((await call('GET', '/association/users', colleague.token)).status).toBe(401);
    expect(await auditOf('association_user.deactivate', colleague.id)).toHaveLength(1);

    const before = await databaseWrites(t.db);
    const self = await call('PUT', `/association/users/${manager.id}/role`, manager.token, { role: 'affiliate' });
    expect(self.status).toBe(400);
    expect((self.body as { _message: string })._message).toContain('yourself');
    const selfOff = await call('PUT', `/association/users/${manager.id}/active`, manager.token, { active: false });
    expect(selfOff.status).toBe(400);
    expect(await databaseWrites(t.db)).toBe(before);

    const back = await call('PUT', `/association/users/${colleague.id}/active`, manager.token, { active: true });
    expect((back.body as AssociationUserChangeResponse).user.active).toBe(true);
    expect(await auditOf('association_user.reactivate', colleague.id)).toHaveLength(1);
  });
});

const plan = {
  name: 'Portal Test Preventive',
  description: 'Two cleanings, exams and x-rays a year',
  ageGroup: 'adult',
  monthlyCents: 2900,
  annualCents: 31900,
  benefits: ['Two cleanings a year', 'Exams and x-rays'],
  treatmentDiscountPercent: 15,
};

describe('the plans the association recommends', () => {
  it('are created, edited, reordered and retired by a manager, audited, and seen by its practices', async () => {
    const created = await call('POST', '/association/plans', manager.token, plan);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const first = (created.body as AssociationPlanChangeResponse).plans.find((p) => p.name === plan.name);
    expect(first).toMatchObject({ monthlyCents: 2900, active: true, benefits: plan.benefits });
    const second = (
      (await call('POST', '/association/plans', manager.token, { ...plan, name: 'Kids Club', ageGroup: 'child' }))
        .body as AssociationPlanChangeResponse
    ).plans.find((p) => p.name === 'Kids Club');
    if (!first || !second) throw new Error('plans not created');
    const edited = await call('PUT', `/association/plans/${first.id}`, manager.token, { ...plan, annualCents: null });
    expect((edited.body as AssociationPlanChangeResponse).plans.find((p) => p.id === first.id)?.annualCents).toBeNull();

    const active = (await call('GET', '/association/plans', standard.token)).body as AssociationPlansResponse;
    expect(active.canEdit).toBe(false);
    const ids = active.plans.filter((p) => p.active).map((p) => p.id);
    const sorted = await call('POST', '/association/plans/sort', manager.token, { ids: [...ids].reverse() });
    expect(sorted.status, JSON.stringify(sorted.body)).toBe(200);
    expect((sorted.body as AssociationPlanChangeResponse).plans.map((p) => p.id)).toEqual([...ids].reverse());

    const owner = await t.login('owner@demo.test');
    const [downtown] = await t.db.select().from(offices).where(eq(offices.slug, 'demo-downtown'));
    const seen = (await call('GET', `/dentists/${downtown?.id}/association-plans`, owner))
      .body as OfficeAssociationPlansResponse;
    expect(seen.association?.name).toContain('Association');
    expect(seen.plans.map((p) => p.id)).toEqual(expect.arrayContaining([first.id, second.id]));

    const retired = await call('PUT', `/association/plans/${second.id}/active`, manager.token, { active: false });
    expect(retired.status).toBe(200);
    const after = (await call('GET', `/dentists/${downtown?.id}/association-plans`, owner))
      .body as OfficeAssociationPlansResponse;
    expect(after.plans.map((p) => p.id)).not.toContain(second.id);
    for (const action of ['created', 'updated', 'sorted', 'retired']) {
      const lines = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, `association_plan.${action}`));
      expect(lines.length, action).toBeGreaterThan(0);
    }

    const [uptown] = await t.db.select().from(offices).where(eq(offices.slug, 'demo-uptown'));
    const none = (await call('GET', `/dentists/${uptown?.id}/association-plans`, owner))
      .body as OfficeAssociationPlansResponse;
    expect(none).toEqual({ association: null, plans: [] });
  });

  it('refuses bad plans with the field, other roles (403) and other associations (404), writing nothing', async () => {
    const mine = ((await call('GET', '/association/plans', manager.token)).body as AssociationPlansResponse).plans[0];
    const theirs = (
      (await call('POST', '/association/plans', foreign.token, plan)).body as AssociationPlanChangeResponse
    ).plans[0];
    const before = await databaseWrites(t.db);
    for (const [payload, field] of [
      [{ ...plan, monthlyCents: null, annualCents: null }, 'monthlyCents'],
      [{ ...plan, name: '' }, 'name'],
      [{ ...plan, treatmentDiscountPercent: 80 }, 'treatmentDiscountPercent'],
      [{ ...plan, ageGroup: 'senior' }, 'ageGroup'],
    ] as const) {
      const res = await call('POST', '/association/plans', manager.token, payload);
      expect(res.status, field).toBe(400);
      expect((res.body as { errors: object }).errors, field).toHaveProperty(field);
    }
    expect((await call('POST', '/association/plans', affiliate.token, plan)).status).toBe(403);
    expect((await call('PUT', `/association/plans/${mine?.id}`, standard.token, plan)).status).toBe(403);
    expect((await call('PUT', `/association/plans/${theirs?.id}`, manager.token, plan)).status).toBe(404);
    expect(
      (await call('PUT', `/association/plans/${theirs?.id}/active`, manager.token, { active: false })).status,
    ).toBe(404);
    expect((await call('POST', '/association/plans/sort', manager.token, { ids: [theirs?.id] })).status).toBe(400);
    expect(await databaseWrites(t.db)).toBe(before);
  });
});
