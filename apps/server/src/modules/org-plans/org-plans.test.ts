import type {
  ChangeMasterPlanPriceResponse,
  ChangeTargetResponse,
  LegacyOrgPlansResponse,
  ManagePlansResponse,
  MasterPlanDetailsResponse,
  MasterPlanSaveResponse,
  MergeLegacyPlansResponse,
  MultiPlanSettingsResponse,
} from '@mhq/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, plans } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { officeBySlug, planFields, signedIn } from '../plans/plans.fixtures';
import {
  harbor,
  offeredAt,
  offeredPlanIdsAt,
  orgPlanCalls,
  planRow,
  refusedWithoutWrites,
  subscriptionsOnPlan,
} from './org-plans.fixtures';

/*
 * Plans for the whole organization (issue 23): master plans offered at every location, a group's plans, a location's
 * own; price changes with the same notices as one office's; moving plans between targets; merging legacy plans.
 */

const t = await createTestApp();
const h = await harbor(t);
const owner = await signedIn(t, 'group@demo.test');
const frontDesk = await signedIn(t, 'frontdesk@demo.test');
const demoOwner = await signedIn(t, 'owner@demo.test');
const api = orgPlanCalls(t, owner);
const downtown = await officeBySlug(t, 'demo-downtown');
const lakeside = await officeBySlug(t, 'second-lakeside');

async function catalogue(query = '') {
  const res = await api.catalogue(h.north.id, query);
  expect(res.status).toBe(200);
  return res.body as ManagePlansResponse;
}

async function publishMaster(name: string, monthly = 3100) {
  const res = await api.save({
    dentistInfoId: h.north.id,
    targetType: 'master',
    target: null,
    viewStatus: 'active',
    plan: planFields('general_adult', { planName: name, pricing: { monthly, annually: monthly * 11 } }),
  });
  expect(res.status).toBe(200);
  return res.body as MasterPlanSaveResponse;
}

describe('the organization catalogue (manage-plans)', () => {
  it('lists master, group and location plans with the locations each is offered at', async () => {
    const body = await catalogue();
    expect(body.locations.map((l) => l.slug).sort()).toEqual(['harbor-north', 'harbor-south']);
    expect(body.groups.map((g) => g.name)).toContain('Coast');
    const master = body.plans.find((p) => p.targetType === 'master');
    expect(master?.locations.sort()).toEqual([h.north.id, h.south.id].sort());
    const coastPlan = body.plans.find((p) => p.targetType === 'group');
    expect(coastPlan).toMatchObject({ target: h.coast.id, groups: [h.coast.id] });
    const own = body.plans.filter((p) => p.targetType === 'location');
    expect(own.length).toBeGreaterThan(0);
    for (const p of own) expect(p.locations).toEqual([p.target]);
  });

  it('counts members per location, monthly and annual', async () => {
    const body = await catalogue();
    const withMembers = body.plans.filter((p) => p.memberCount.monthly + p.memberCount.annually > 0);
    expect(withMembers.length).toBeGreaterThan(0);
    for (const p of withMembers) {
      const sum = p.memberCountByLocation.reduce((n, c) => n + c.monthly + c.annually, 0);
      expect(sum).toBe(p.memberCount.monthly + p.memberCount.annually);
    }
  });

  it('filters by target: master plans, one group, or what one location offers', async () => {
    expect((await catalogue('?targetType=master')).plans.every((p) => p.targetType === 'master')).toBe(true);
    const coast = await catalogue(`?groupId=${h.coast.id}`);
    expect(coast.plans.length).toBeGreaterThan(0);
    expect(coast.plans.every((p) => p.targetType === 'group' && p.target === h.coast.id)).toBe(true);
    const south = await catalogue(`?locationId=${h.south.id}`);
    expect(south.plans.every((p) => p.locations.includes(h.south.id))).toBe(true);
    const group = await api.groupPlans(h.coast.id, h.north.id);
    expect(group.status).toBe(200);
  });

  it("answers 404 for another organization's office, group, location or plan", async () => {
    expect((await api.catalogue(downtown.id)).status).toBe(404);
    expect((await api.catalogue(h.north.id, `?locationId=${downtown.id}`)).status).toBe(404);
    expect((await api.groupPlans(h.coast.id, downtown.id)).status).toBe(404);
    const [foreign] = await t.db.select().from(plans).where(eq(plans.officeId, downtown.id)).limit(1);
    expect((await api.details(h.north.id, foreign?.id ?? 0)).status).toBe(404);
    const demoApi = orgPlanCalls(t, demoOwner);
    expect((await demoApi.catalogue(h.north.id)).status).toBe(404);
  });

  it('refuses front-desk staff, who do not manage plans', async () => {
    const res = await orgPlanCalls(t, frontDesk).catalogue(h.north.id);
    expect(res.status).toBe(403);
  });
});

describe('which plans each location offers', () => {
  it('keeps single practices apart: an office offers only its own practice’s plans, whatever their names', async () => {
    // Both demo practices start from the same presets, so their plans share names: compare the plans themselves.
    for (const office of [downtown, lakeside]) {
      const offered = await offeredPlanIdsAt(t, office.id);
      expect(offered.length).toBeGreaterThan(0);
      const rows = await t.db.select().from(plans).where(inArray(plans.id, offered));
      expect(rows.every((p) => p.organizationId === office.organizationId && p.officeId === office.id)).toBe(true);
    }
    const stored = await t.db.select().from(plans).where(eq(plans.officeId, lakeside.id));
    for (const p of stored) {
      expect(p.targetType).toBe('location');
      expect(p.targetId ?? lakeside.id).toBe(lakeside.id);
    }
  });

  it('offers a published master plan on every location’s enrolment page, and a location plan only at its location', async () => {
    await publishMaster('Harbor Smile Saver');
    expect(await offeredAt(t, h.north.id)).toContain('Harbor Smile Saver');
    expect(await offeredAt(t, h.south.id)).toContain('Harbor Smile Saver');
    const own = await api.save({
      dentistInfoId: h.north.id,
      targetType: 'location',
      target: h.south.id,
      viewStatus: 'active',
      plan: planFields('general_adult', { planName: 'South Seniors' }),
    });
    expect(own.status).toBe(200);
    expect(await offeredAt(t, h.south.id)).toContain('South Seniors');
    expect(await offeredAt(t, h.north.id)).not.toContain('South Seniors');
  });

  it('creates a draft by default with the target asked for, and refuses a target without its group or location', async () => {
    const res = await api.save({
      dentistInfoId: h.north.id,
      targetType: 'group',
      target: h.coast.id,
      viewStatus: 'draft',
      plan: planFields('general_child', { planName: 'Coast Kids' }),
    });
    expect(res.status).toBe(200);
    const saved = res.body as MasterPlanSaveResponse;
    expect(saved.plan.viewStatus).toBe('draft');
    expect(saved.catalogue.locations.sort()).toEqual([h.north.id, h.south.id].sort());
    const bad = await refusedWithoutWrites(t, () =>
      api.save({
        dentistInfoId: h.north.id,
        targetType: 'group',
        target: null,
        viewStatus: 'draft',
        plan: planFields('general_child'),
      }),
    );
    expect(bad.status).toBe(400);
    expect((bad.body as { _message: string })._message).toBeTruthy();
  });
});

describe('changing a plan’s price for the organization (change-master-plan-price)', () => {
  it('previews who is told per location, then tells each household from its own location', async () => {
    const master = (await catalogue('?targetType=master')).plans.find((p) => p.memberCount.monthly > 0);
    if (!master) throw new Error('seed has no master plan with members');
    const pricing = { monthly: master.pricing.monthly + 300, annually: master.pricing.annually + 3000 };
    const mailsBefore = (await t.db.select().from(mailOutbox)).length;
    const pendingBefore = (await subscriptionsOnPlan(t, master.id)).map((x) => x.pendingPriceCents);
    const preview = await api.price({ dentistInfoId: h.north.id, planId: master.id, pricing, preview: true });
    // A preview changes nothing (only the audit log records that someone looked).
    expect((await subscriptionsOnPlan(t, master.id)).map((x) => x.pendingPriceCents)).toEqual(pendingBefore);
    expect((await t.db.select().from(mailOutbox)).length).toBe(mailsBefore);
    expect(preview.status).toBe(200);
    const seen = preview.body as ChangeMasterPlanPriceResponse;
    expect(seen.preview).toBe(true);
    expect(seen.notified).toBeGreaterThan(0);
    expect(seen.catalogue.pricing).toEqual(master.pricing);

    const res = await api.price({ dentistInfoId: h.north.id, planId: master.id, pricing });
    expect(res.status).toBe(200);
    const done = res.body as ChangeMasterPlanPriceResponse;
    expect(done.notified).toBe(seen.notified);
    expect(done.catalogue.pricing).toEqual(pricing);
    expect((await t.db.select().from(mailOutbox)).length).toBe(mailsBefore + done.notified);
    const pending = (await subscriptionsOnPlan(t, master.id)).filter((s) => s.pendingPriceCents !== null);
    expect(pending.length).toBeGreaterThan(0);
    // Nobody pays the new price before the notice's date.
    for (const s of pending) expect(s.priceCents).not.toBe(s.pendingPriceCents);
  });

  it('refuses a price below the plan’s minimum, writing nothing', async () => {
    const master = (await catalogue('?targetType=master')).plans.find((p) => p.viewStatus === 'active');
    const res = await refusedWithoutWrites(t, () =>
      api.price({ dentistInfoId: h.north.id, planId: master?.id ?? 0, pricing: { monthly: 1, annually: 10 } }),
    );
    expect(res.status).toBe(400);
  });
});

describe('moving a plan between targets (change-target)', () => {
  it('says who keeps the plan at locations that stop offering it, then moves it without touching members', async () => {
    const { catalogue: made } = await publishMaster('Harbor Move Me');
    const preview = await api.target({
      dentistInfoId: h.north.id,
      planId: made.id,
      targetType: 'location',
      target: h.north.id,
      preview: true,
    });
    expect(preview.status).toBe(200);
    expect((preview.body as ChangeTargetResponse).stopsAt.map((l) => l.locationId)).toEqual([h.south.id]);
    expect(await offeredAt(t, h.south.id)).toContain('Harbor Move Me');

    const res = await api.target({
      dentistInfoId: h.north.id,
      planId: made.id,
      targetType: 'location',
      target: h.north.id,
    });
    expect(res.status).toBe(200);
    expect((res.body as ChangeTargetResponse).catalogue).toMatchObject({ targetType: 'location', target: h.north.id });
    expect(await offeredAt(t, h.south.id)).not.toContain('Harbor Move Me');
    expect(await offeredAt(t, h.north.id)).toContain('Harbor Move Me');
  });

  it('keeps members on a plan moved away from their location, and says so', async () => {
    const master = (await catalogue('?targetType=master')).plans.find((p) =>
      p.memberCountByLocation.some((c) => c.locationId === h.south.id),
    );
    if (!master) throw new Error('seed has no master plan with South members');
    const before = await subscriptionsOnPlan(t, master.id);
    const res = await api.target({
      dentistInfoId: h.north.id,
      planId: master.id,
      targetType: 'location',
      target: h.north.id,
    });
    expect(res.status).toBe(200);
    const body = res.body as ChangeTargetResponse;
    expect(body.stopsAt[0]?.members).toBeGreaterThan(0);
    expect(body._message).toMatch(/keep/);
    expect(await subscriptionsOnPlan(t, master.id)).toEqual(before);
    // Back to every location, for the tests after this one.
    expect(
      (await api.target({ dentistInfoId: h.north.id, planId: master.id, targetType: 'master', target: null })).status,
    ).toBe(200);
  });

  it("answers 404 for another organization's group as a target", async () => {
    const master = (await catalogue('?targetType=master')).plans[0];
    const res = await refusedWithoutWrites(t, () =>
      api.target({ dentistInfoId: h.north.id, planId: master?.id ?? 0, targetType: 'location', target: downtown.id }),
    );
    expect(res.status).toBe(404);
  });
});

describe('merging legacy plans (get-legacy-org-plans, merge-legacy-plans)', () => {
  it('finds each location’s own older plans that duplicate a master plan, with their members', async () => {
    const res = await api.legacy(h.north.id);
    expect(res.status).toBe(200);
    const { legacyPlans } = res.body as LegacyOrgPlansResponse;
    const seeded = legacyPlans.filter((l) => ['Adult Cleaning Club', 'Kids Smile Club'].includes(l.name));
    expect(seeded.map((l) => l.locationId).sort()).toEqual([h.north.id, h.south.id].sort());
    for (const l of seeded) {
      expect(l.members_monthly + l.members_yearly).toBeGreaterThan(0);
      expect(l.masterPlanName).toMatch(/Wellness/);
    }
  });

  it('previews who moves, then moves them keeping what they pay and retires the legacy plan', async () => {
    const { legacyPlans } = (await api.legacy(h.north.id)).body as LegacyOrgPlansResponse;
    const legacy = legacyPlans.find((l) => l.name === 'Adult Cleaning Club');
    if (!legacy) throw new Error('no legacy plan');
    const subsBefore = await subscriptionsOnPlan(t, legacy.id);
    const body = { dentistInfoId: h.north.id, masterPlanId: legacy.masterPlanId, legacyPlanIds: [legacy.id] };
    const preview = await api.merge({ ...body, preview: true });
    expect(preview.status).toBe(200);
    expect(await subscriptionsOnPlan(t, legacy.id)).toEqual(subsBefore);
    expect((preview.body as MergeLegacyPlansResponse).members.length).toBeGreaterThan(0);

    const res = await api.merge(body);
    expect(res.status).toBe(200);
    const merged = res.body as MergeLegacyPlansResponse;
    expect(merged.moved).toBeGreaterThan(0);
    expect((await planRow(t, legacy.id)).viewStatus).toBe('archived');
    const moved = await t.db
      .select()
      .from(plans)
      .where(and(eq(plans.id, legacy.masterPlanId)));
    expect(moved).toHaveLength(1);
    const after = await subscriptionsOnPlan(t, legacy.masterPlanId);
    for (const s of subsBefore.filter((x) => merged.members.length > 0 && x.status === 'active')) {
      const now = after.find((a) => a.id === s.id);
      expect(now?.planId).toBe(legacy.masterPlanId);
      // What they pay today is unchanged; any new price waits for its notice date.
      if (s.priceCents > 0) expect(now?.priceCents).toBe(s.priceCents);
    }
  });

  it('refuses merging into a plan that is not a master plan', async () => {
    const { plans: own } = await catalogue('?targetType=location');
    const [a, b] = own;
    const res = await refusedWithoutWrites(t, () =>
      api.merge({ dentistInfoId: h.north.id, masterPlanId: a?.id ?? 0, legacyPlanIds: [b?.id ?? 0] }),
    );
    expect(res.status).toBe(400);
  });
});

describe('plan details and settings across locations', () => {
  it('gives one plan in full with where it is offered', async () => {
    const master = (await catalogue('?targetType=master')).plans[0];
    const res = await api.details(h.north.id, master?.id ?? 0);
    expect(res.status).toBe(200);
    const body = res.body as MasterPlanDetailsResponse;
    expect(body.plan.id).toBe(master?.id);
    expect(body.catalogue.locations).toHaveLength(2);
  });

  it('saves plan settings at the chosen locations, each keeping its guaranteed-payment switch', async () => {
    const current = await t.call({
      method: 'POST',
      url: `/api/v1/users/${owner.userId}/dentist-info/all-plans/upgrade`,
      token: owner.token,
      payload: { dentistInfoId: h.south.id },
    });
    expect(current.status).toBe(200);
    const { settings } = current.body as {
      settings: Record<string, unknown> & { priceCodes: { code: string; feeCents: number | null }[] };
    };
    const { gppApproved: _r, ...fields } = settings;
    const res = await api.multiSettings({
      dentistInfoId: h.north.id,
      locationIds: [h.north.id, h.south.id],
      settings: { ...fields, programName: 'Harbor Smiles Club', priceCodes: [] },
    });
    expect(res.status).toBe(200);
    expect((res.body as MultiPlanSettingsResponse).locations).toHaveLength(2);
    const org = await api.orgSettings(h.north.id, { ...fields, programName: 'Harbor Smiles', priceCodes: [] });
    expect(org.status).toBe(200);
    const bad = await refusedWithoutWrites(t, () =>
      api.multiSettings({
        dentistInfoId: h.north.id,
        locationIds: [downtown.id],
        settings: { ...fields, priceCodes: [] },
      }),
    );
    expect(bad.status).toBe(404);
  });
});

describe('bad input', () => {
  it('answers 400 with a message and writes nothing', async () => {
    const res = await refusedWithoutWrites(t, () =>
      api.merge({ dentistInfoId: h.north.id, masterPlanId: 1, legacyPlanIds: [] }),
    );
    expect(res.status).toBe(400);
    expect((res.body as { _message: string })._message).toBeTruthy();
    const noIds = await t.db
      .select()
      .from(plans)
      .where(inArray(plans.id, [-1]));
    expect(noIds).toHaveLength(0);
  });
});
