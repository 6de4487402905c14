/* The plans of an office as the owner reads, creates and saves them (issue 5). */

import type { AllPlansResponse, Plan } from '@mhq/contract';
import { COVERED_STATUSES, PLAN_MESSAGES, presetsFor } from '@mhq/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, subscriptions } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import {
  createPlan,
  officeBySlug,
  officeSession,
  planCalls,
  planFields,
  signedIn,
  snapshot,
  storedPlan,
  storedPlans,
} from './plans.fixtures';

const t = await createTestApp();
const downtown = await officeBySlug(t, 'demo-downtown');
const uptown = await officeBySlug(t, 'demo-uptown');
const lakeside = await officeBySlug(t, 'second-lakeside');
const owner = await signedIn(t, 'owner@demo.test');
const officeAdmin = await signedIn(t, 'admin@demo.test');
const staff = await signedIn(t, 'staff@demo.test');
const platform = await signedIn(t, 'platform@demo.test');
const api = planCalls(t, owner);
const lakesidePlan = (await storedPlans(t, lakeside.id))[0];
if (!lakesidePlan) throw new Error('Lakeside has no plans');

const { manage, planNamed, saveState } = officeSession(t, owner, downtown.id);

/** Members a plan covers by term, counted straight from the table. */
const coveredByTerm = async (planId: number) => {
  const rows = await t.db
    .select({ term: subscriptions.term, n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(and(eq(subscriptions.planId, planId), inArray(subscriptions.status, [...COVERED_STATUSES])))
    .groupBy(subscriptions.term);
  return {
    monthly: Number(rows.find((r) => r.term === 'monthly')?.n ?? 0),
    annually: Number(rows.find((r) => r.term === 'annual')?.n ?? 0),
  };
};
describe('the plans table (all-plans)', () => {
  it("lists the office's plans in order with status, prices and member counts per term", async () => {
    const res = await api.allPlans(downtown.id);
    expect(res.status).toBe(200);
    const listed = (res.body as AllPlansResponse).plans;
    const stored = (await storedPlans(t, downtown.id)).filter((p) => !p.isDeleted);
    expect(listed.map((p) => p.id)).toEqual(stored.map((p) => p.id));
    expect(listed.map((p) => p.viewStatus)).toEqual(['active', 'active', 'active', 'draft', 'archived']);
    const adult = listed.find((p) => p.planName === 'Adult Wellness');
    expect(adult).toMatchObject({
      spanishName: 'Bienestar para adultos',
      presetType: 'general_adult',
      // The demo household's spouse has been told of a new price from the renewal after next.
      changePendingCount: 1,
    });
    for (const plan of listed) expect(plan.memberCount).toEqual(await coveredByTerm(plan.id));
    expect((adult?.memberCount.monthly ?? 0) + (adult?.memberCount.annually ?? 0)).toBeGreaterThan(0);
    expect(adult?.memberCount.annually).toBeGreaterThan(0);
  });

  it('lets every office user and the platform admins read, each in the offices they may act in', async () => {
    expect((await planCalls(t, staff).allPlans(downtown.id)).status).toBe(200);
    expect((await planCalls(t, officeAdmin).allPlans(uptown.id)).status).toBe(200);
    expect((await planCalls(t, platform).allPlans(lakeside.id)).status).toBe(200);
    expect((await planCalls(t, staff).allPlans(uptown.id)).status).toBe(404);
  });

  it("answers 404 for another organization's office and for another user's id in the path", async () => {
    expect((await api.allPlans(lakeside.id)).status).toBe(404);
    expect((await api.allPlans(downtown.id, staff.userId)).status).toBe(404);
  });
});

describe('the manage view (all-plans/upgrade)', () => {
  it('gives every plan in full with its minimum and the recommended price from the office usual fees', async () => {
    const adult = await planNamed('Adult Wellness');
    expect(adult).toMatchObject({
      type: 'custom',
      targetType: 'location',
      // The demo's adult plans start at 14, where its child plans end.
      limitType: 'over',
      minAge: 14,
      minimumMonthlyCents: 1999,
      priceCodes: [
        { code: 'D1110', quantity: 2 },
        { code: 'D0120', quantity: 2 },
        { code: 'D0274', quantity: 1 },
      ],
      // 2 × $115 + 2 × $60 + $85 = $435 a year at usual fees; less 20% = $348; $348 / 11 → $31.64.
      recommendedPricing: {
        valueCents: 43500,
        annually: 34800,
        monthly: 3164,
        savingsPerYearCents: 8700,
        missingCode: null,
      },
      pricing: { monthly: 3164, annually: 34800 },
      familyDiscounts: { family_discount_two: 5, family_discount_three: 10, family_discount_four: 15 },
      hasActiveMembers: true,
      isDeleted: false,
    });
    expect(adult.description).toMatch(/15% off other treatment\. A \$435 value\.$/);
    expect(adult.spanishDescription).toMatch(/Un valor de \$435\.$/);
    expect((await planNamed('Child Wellness')).limitType).toBe('under');
  });

  it('carries the plan settings, with a usual fee (or null) for every procedure code of the brand', async () => {
    const { settings } = await manage();
    expect(settings).toMatchObject({
      programName: `${downtown.officeName} Membership`,
      familyDiscounts: { family_discount_two: 5, family_discount_three: 10, family_discount_four: 15 },
      worryFree: { adult: { monthly: 500, annual: 5000 } },
      gppActive: true,
      gppApproved: true,
      allowBankDraft: true,
    });
    expect(settings.priceCodes).toContainEqual({ code: 'D1110', name: 'Basic Cleaning adult', feeCents: 11500 });
    expect(settings.priceCodes).toContainEqual({ code: 'D0145', name: 'Oral Exam under 3 years', feeCents: 6500 });
    expect(settings.priceCodes.map((c) => c.code)).not.toContain('92014');
  });

  it('offers every preset of the brand, priced from the office usual fees and never below its minimum', async () => {
    const { presets } = await manage();
    expect(presets.map((p) => p.presetType)).toEqual(presetsFor('dental').map((p) => p.presetType));
    const denture = presets.find((p) => p.presetType === 'denture');
    // One exam a year, $60: $48 a year would be under the $5 monthly minimum's $50.
    expect(denture?.recommendedPricing).toMatchObject({ valueCents: 6000, annually: 5000, monthly: 500 });
    const whitening = presets.find((p) => p.presetType === 'whitening');
    expect(whitening?.recommendedPricing).toEqual({
      valueCents: null,
      annually: null,
      monthly: null,
      savingsPerYearCents: null,
      missingCode: null,
    });
    expect(presets.find((p) => p.presetType === 'general_adult')?.description).toMatch(/A \$435 value\.$/);
  });

  it('answers one plan in full, and 404 for a plan of another organization', async () => {
    const adult = await storedPlan(t, downtown.id, 'Adult Wellness');
    const res = await api.detail(downtown.id, adult.id);
    expect(res.status).toBe(200);
    expect((res.body as { plan: Plan }).plan).toEqual(await planNamed('Adult Wellness'));
    expect((await api.detail(downtown.id, lakesidePlan.id)).status).toBe(404);
    expect((await api.detail(downtown.id, 999_999)).status).toBe(404);
  });
});

describe('creating and saving a plan (membership-plan-save-state, save)', () => {
  it('creates a draft custom plan from preset fields, at the end of the order, with who made it', async () => {
    const before = await storedPlans(t, downtown.id);
    const fields = planFields('general_adult', {
      planName: 'Adult Plus',
      minAge: 14,
      priceCodes: [
        { code: '1110', quantity: 2 },
        { code: 'd0120', quantity: 2 },
      ],
    });
    const body = await saveState({ action: 'save', plan: fields });
    expect(body._message).toBe(PLAN_MESSAGES.created);
    expect(body.plan).toMatchObject({
      planName: 'Adult Plus',
      viewStatus: 'draft',
      type: 'custom',
      targetType: 'location',
      limitType: 'over',
      presetType: 'general_adult',
      sortOrder: Math.max(...before.map((p) => p.sortOrder)) + 1,
      priceCodes: [
        { code: 'D1110', quantity: 2 },
        { code: 'D0120', quantity: 2 },
      ],
      recommendedPricing: { valueCents: 35000 },
      memberCount: { monthly: 0, annually: 0 },
      hasActiveMembers: false,
      updatedBy: 'Dana Whitfield',
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'plan.create'), eq(auditLog.targetId, String(body.plan?.id))));
    expect(audit).toMatchObject({ actorUserId: owner.userId, officeId: downtown.id });
  });

  it('saves every field of a plan without members, prices included', async () => {
    const plan = await createPlan(t, owner, downtown.id, planFields('general_child', { planName: 'Kids Club' }));
    const fields = planFields(null, {
      planName: 'Kids Club Plus',
      spanishName: 'Club infantil',
      description: 'Everything kids need.',
      spanishDescription: 'Todo lo que los niños necesitan.',
      notes: 'internal note',
      pricing: { monthly: 2500, annually: 27000 },
      subscription_age_group: 'child',
      minAge: 4,
      maxAge: 12,
      forInsured: true,
      forUninsured: false,
      showOnEnrollmentMonthly: false,
      showOnEnrollmentAnnual: true,
      showOnInternalEnrollmentMonthly: false,
      showOnInternalEnrollmentAnnual: true,
      showOnBC: false,
      worryFree: { month: true, year: true },
      activationFee: 2500,
      familyDiscounts: { family_discount_two: 2.5, family_discount_three: 7.25, family_discount_four: 12 },
      disableGpp: true,
      disableFamilyDiscounts: true,
      priceCodes: [{ code: 'D1120', quantity: 2 }],
    });
    const body = await saveState({ action: 'save', planId: plan.id, plan: fields });
    expect(body._message).toBe(PLAN_MESSAGES.saved);
    const { priceCodes, ...rest } = fields;
    expect(body.plan).toMatchObject({ ...rest, limitType: 'between', minimumMonthlyCents: 1000, priceCodes });
  });

  it('refuses to save an active plan below its minimum, saying the minimum, and writes nothing', async () => {
    const adult = await storedPlan(t, downtown.id, 'Perio Maintenance');
    const before = await snapshot(t);
    const body = await saveState(
      {
        action: 'save',
        planId: adult.id,
        plan: planFields('general_perio', { pricing: { monthly: 2400, annually: 0 } }),
      },
      400,
    );
    expect(body._message).toBe('The monthly price must be at least $25');
    expect(await snapshot(t)).toBe(before);
  });

  it("refuses a price change through 'save' on a plan with members, pointing to 'Change price'", async () => {
    const adult = await planNamed('Adult Wellness');
    const before = await snapshot(t);
    const fields = planFields('general_adult', { pricing: { monthly: 3500, annually: 38000 } });
    const body = await saveState({ action: 'save', planId: adult.id, plan: fields }, 400);
    expect(body._message).toBe(PLAN_MESSAGES.priceNeedsNotice);
    expect(await snapshot(t)).toBe(before);
  });

  it('saves the other fields of a plan with members when its prices stay', async () => {
    const adult = await planNamed('Adult Wellness');
    const fields = planFields('general_adult', {
      planName: adult.planName,
      notes: 'Front desk: mention the annual option',
      pricing: adult.pricing,
      priceCodes: adult.priceCodes,
    });
    const body = await saveState({ action: 'save', planId: adult.id, plan: fields });
    expect(body.plan).toMatchObject({ notes: 'Front desk: mention the annual option', pricing: adult.pricing });
  });

  it('refuses a procedure code the brand has no fee for, and one listed twice', async () => {
    const before = await snapshot(t);
    const unknown = planFields('general_adult', { priceCodes: [{ code: 'D2140', quantity: 1 }] });
    expect((await saveState({ action: 'save', plan: unknown }, 400))._message).toBe(
      'D2140 is not one of the procedure codes fees can be entered for',
    );
    const twice = planFields('general_adult', {
      priceCodes: [
        { code: 'D1110', quantity: 1 },
        { code: '1110', quantity: 1 },
      ],
    });
    expect((await saveState({ action: 'save', plan: twice }, 400))._message).toMatch(/D1110 is listed twice/);
    expect(await snapshot(t)).toBe(before);
  });

  it('lets an office admin and a platform admin save, and refuses standard staff (403) without writing', async () => {
    const fields = planFields('general_adult', { planName: 'Admin Made' });
    expect(
      (await planCalls(t, officeAdmin).saveState({ action: 'save', dentistInfoId: uptown.id, plan: fields })).status,
    ).toBe(200);
    expect(
      (await planCalls(t, platform).saveState({ action: 'save', dentistInfoId: lakeside.id, plan: fields })).status,
    ).toBe(200);
    const before = await snapshot(t);
    const res = await planCalls(t, staff).saveState({ action: 'save', dentistInfoId: downtown.id, plan: fields });
    expect(res.status).toBe(403);
    expect(await snapshot(t)).toBe(before);
  });

  it("answers 404 for another organization's plan, named in an office of the caller's own", async () => {
    const before = await snapshot(t);
    for (const action of ['save', 'status', 'copy', 'delete']) {
      const res = await api.saveState({
        action,
        dentistInfoId: downtown.id,
        planId: lakesidePlan.id,
        plan: planFields(),
      });
      expect(res.status, action).toBe(404);
    }
    expect(await snapshot(t)).toBe(before);
  });
});
