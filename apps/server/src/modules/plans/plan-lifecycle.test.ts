/* A plan's life: published, archived, restored, copied, deleted, ordered, and offered publicly (issue 5). */

import type { AllPlansResponse } from '@mhq/contract';
import { PLAN_MESSAGES } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plans, subscriptions } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import {
  createPlan,
  officeBySlug,
  officeSession,
  planCalls,
  planFields,
  signedIn,
  snapshot,
  storedPlans,
} from './plans.fixtures';

const t = await createTestApp();
const downtown = await officeBySlug(t, 'demo-downtown');
const uptown = await officeBySlug(t, 'demo-uptown');
const lakeside = await officeBySlug(t, 'second-lakeside');
const owner = await signedIn(t, 'owner@demo.test');
const staff = await signedIn(t, 'staff@demo.test');
const api = planCalls(t, owner);
const lakesidePlan = (await storedPlans(t, lakeside.id))[0];
if (!lakesidePlan) throw new Error('Lakeside has no plans');

const { planNamed, saveState, publicPlans } = officeSession(t, owner, downtown.id);

describe('publishing, archiving and restoring (status)', () => {
  it('refuses to create a draft or change its price below the minimum, saying the minimum, and writes nothing', async () => {
    const untouched = await snapshot(t);
    const cheap = planFields('general_adult', { planName: 'Cheap', pricing: { monthly: 1500, annually: 16500 } });
    const created = await saveState({ action: 'save', plan: cheap }, 400);
    expect(created._message).toBe('The monthly price must be at least $19.99');
    expect(await snapshot(t)).toBe(untouched);
    const draft = await createPlan(t, owner, downtown.id, planFields('general_adult', { planName: 'Draft' }));
    const before = await snapshot(t);
    const cheapYear = planFields('general_adult', { planName: 'Draft', pricing: { monthly: 2000, annually: 9900 } });
    const lowered = await saveState({ action: 'save', planId: draft.id, plan: cheapYear }, 400);
    expect(lowered._message).toBe(
      'The annual price must be at least $199.90, or 0 when the plan is not sold by the year',
    );
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses to publish a draft kept below the monthly or annual minimum with a message naming it, and writes nothing', async () => {
    // Drafts priced before the minimum was held while editing (saving one below it is refused now).
    const monthly = await createPlan(t, owner, downtown.id, planFields('general_adult', { planName: 'Cheap' }));
    const annual = await createPlan(t, owner, downtown.id, planFields('general_adult', { planName: 'Cheap year' }));
    await t.db.update(plans).set({ priceCents: 1500, annualPriceCents: 16500 }).where(eq(plans.id, monthly.id));
    await t.db.update(plans).set({ priceCents: 2000, annualPriceCents: 9900 }).where(eq(plans.id, annual.id));
    const before = await snapshot(t);
    expect((await saveState({ action: 'status', planId: monthly.id, target: 'active' }, 400))._message).toBe(
      'The monthly price must be at least $19.99',
    );
    expect((await saveState({ action: 'status', planId: annual.id, target: 'active' }, 400))._message).toBe(
      'The annual price must be at least $199.90, or 0 when the plan is not sold by the year',
    );
    expect(await snapshot(t)).toBe(before);
  });

  it('publishes a draft by the next-status rule (choosing draft on a draft publishes it)', async () => {
    const plan = await createPlan(t, owner, downtown.id, planFields('general_adult', { planName: 'Publish Me' }));
    const body = await saveState({ action: 'status', planId: plan.id, target: 'draft' });
    expect(body).toMatchObject({ _message: PLAN_MESSAGES.published, plan: { viewStatus: 'active' } });
    expect((await publicPlans()).map((p) => p.name)).toContain('Publish Me');
  });

  it('archives a plan with members keeping their subscriptions, and restores it as a draft', async () => {
    const perio = await planNamed('Perio Maintenance');
    const subsBefore = await t.db.select().from(subscriptions).where(eq(subscriptions.planId, perio.id));
    expect(subsBefore.length).toBeGreaterThan(0);
    const archived = await saveState({ action: 'status', planId: perio.id, target: 'archived' });
    expect(archived).toMatchObject({
      _message: PLAN_MESSAGES.archived,
      plan: { viewStatus: 'archived', memberCount: perio.memberCount },
    });
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.planId, perio.id))).toEqual(subsBefore);
    expect((await publicPlans()).map((p) => p.id)).not.toContain(perio.id);
    const restored = await saveState({ action: 'status', planId: perio.id, target: 'active' });
    expect(restored).toMatchObject({ _message: PLAN_MESSAGES.restored, plan: { viewStatus: 'draft' } });
    const republished = await saveState({ action: 'status', planId: perio.id, target: 'active' });
    expect(republished.plan?.viewStatus).toBe('active');
  });
});

describe('copying and deleting', () => {
  it("copies a plan as a draft named 'Copy of ...' and 'Copia de ...' in Spanish, counting up when the name is taken, with no members", async () => {
    const adult = await planNamed('Adult Wellness');
    const first = await saveState({ action: 'copy', planId: adult.id });
    expect(first).toMatchObject({
      _message: PLAN_MESSAGES.copied,
      plan: {
        planName: 'Copy of Adult Wellness',
        viewStatus: 'draft',
        pricing: adult.pricing,
        priceCodes: adult.priceCodes,
        memberCount: { monthly: 0, annually: 0 },
        hasActiveMembers: false,
      },
    });
    expect(adult.spanishName).not.toBe('');
    expect(first.plan?.spanishName).toBe(`Copia de ${adult.spanishName}`);
    const second = await saveState({ action: 'copy', planId: adult.id });
    expect(second.plan?.planName).toBe('Copy of Adult Wellness (1)');
    expect(second.plan?.spanishName).toBe(`Copia de ${adult.spanishName} (1)`);
    const order = (await storedPlans(t, downtown.id)).filter((p) => !p.isDeleted).map((p) => p.id);
    expect(order.slice(-2)).toEqual([first.plan?.id, second.plan?.id]);
  });

  it('deletes a plan no one was ever subscribed to; it is gone from every view', async () => {
    const plan = await createPlan(t, owner, downtown.id, planFields('general_adult', { planName: 'Short Lived' }));
    const body = await saveState({ action: 'delete', planId: plan.id });
    expect(body).toEqual({ plan: null, _message: PLAN_MESSAGES.deleted });
    const [row] = await t.db.select().from(plans).where(eq(plans.id, plan.id));
    expect(row?.isDeleted).toBe(true);
    const listed = ((await api.allPlans(downtown.id)).body as AllPlansResponse).plans.map((p) => p.id);
    expect(listed).not.toContain(plan.id);
    expect((await api.detail(downtown.id, plan.id)).status).toBe(404);
  });

  it('refuses to delete a plan that has had members, even canceled ones, and writes nothing', async () => {
    const [sub] = await t.db
      .select({ planId: subscriptions.planId })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(eq(plans.officeId, downtown.id), eq(subscriptions.status, 'canceled')))
      .limit(1);
    if (!sub) throw new Error('no canceled subscription at Downtown');
    const before = await snapshot(t);
    const body = await saveState({ action: 'delete', planId: sub.planId }, 400);
    expect(body._message).toBe('This plan has members and cannot be deleted; archive it instead.');
    expect(await snapshot(t)).toBe(before);
  });
});

describe('the order patients see (memberships/sort)', () => {
  it('sets the order, which every view follows', async () => {
    const ids = (await storedPlans(t, uptown.id)).filter((p) => !p.isDeleted).map((p) => p.id);
    const reversed = [...ids].reverse();
    const res = await api.sort(uptown.id, reversed);
    expect(res).toMatchObject({ status: 200, body: { _message: PLAN_MESSAGES.sorted } });
    expect(((await api.allPlans(uptown.id)).body as AllPlansResponse).plans.map((p) => p.id)).toEqual(reversed);
    const offered = (await publicPlans(uptown.id)).map((p) => p.id);
    expect(offered).toEqual(reversed.filter((id) => offered.includes(id)));
  });

  it('refuses a list that leaves a plan out or names another office plan, writing nothing', async () => {
    const ids = (await storedPlans(t, uptown.id)).filter((p) => !p.isDeleted).map((p) => p.id);
    const before = await snapshot(t);
    for (const planIds of [ids.slice(1), [...ids.slice(1), lakesidePlan.id], [...ids, lakesidePlan.id]]) {
      const res = await api.sort(uptown.id, planIds);
      expect(res).toMatchObject({ status: 400, body: { _message: 'Invalid data' } });
    }
    expect((await planCalls(t, staff).sort(downtown.id, ids)).status).toBe(403);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('the public plans page (dentists/details/{id}/no-auth)', () => {
  it('shows only active plans offered on external enrolment, in order, without internal fields', async () => {
    const offered = await publicPlans();
    const stored = (await storedPlans(t, downtown.id)).filter((p) => !p.isDeleted && p.viewStatus === 'active');
    expect(offered.map((p) => p.id)).toEqual(stored.map((p) => p.id));
    expect(offered.every((p) => p.showOnEnrollmentMonthly || p.showOnEnrollmentAnnual)).toBe(true);
    expect(JSON.stringify(offered)).not.toMatch(/notes|memberCount|priceCodes/);
    const res = await t.call({ method: 'GET', url: `/api/v1/dentists/details/${downtown.id}/no-auth` });
    expect(res.body).toMatchObject({
      office: { id: downtown.id, slug: 'demo-downtown' },
      programName: `${downtown.officeName} Membership`,
    });
  });

  it('offers a term only when its flag is on and it has a price, and leaves out a plan offering neither', async () => {
    const yearly = await createPlan(
      t,
      owner,
      downtown.id,
      planFields('general_adult', { planName: 'Yearly Only', showOnEnrollmentMonthly: false }),
    );
    const hidden = await createPlan(
      t,
      owner,
      downtown.id,
      planFields('general_adult', {
        planName: 'Internal Only',
        showOnEnrollmentMonthly: false,
        showOnEnrollmentAnnual: false,
      }),
    );
    for (const id of [yearly.id, hidden.id]) await saveState({ action: 'status', planId: id, target: 'active' });
    const offered = await publicPlans();
    expect(offered.find((p) => p.id === yearly.id)).toMatchObject({
      showOnEnrollmentMonthly: false,
      showOnEnrollmentAnnual: true,
    });
    expect(offered.map((p) => p.id)).not.toContain(hidden.id);
  });

  it('answers 404 for an office that does not exist', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/dentists/details/999999/no-auth' });
    expect(res.status).toBe(404);
  });
});
