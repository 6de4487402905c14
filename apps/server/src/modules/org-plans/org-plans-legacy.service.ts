import type {
  LegacyOrgPlansResponse,
  LegacyPlan,
  MergeLegacyPlansResponse,
  MultiPlanSettingsResponse,
  PlanSettingsFields,
} from '@mhq/contract';
import { looksLikeMasterPlan, type PlanViewStatus, priceForTerm, utcDayOf } from '@mhq/domain';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import { type Actor, auditPlanChange } from '../plans/plan-access';
import { households, mailNotices, priceOutcomes, recordPending } from '../plans/plan-price.service';
import { officeRow } from '../plans/plan-settings.queries';
import { updatePlanSettings } from '../plans/plan-settings.service';
import { type PlanRow, renewingSubscriptionsOfPlan, setPendingPrice, updatePlan } from '../plans/plans.queries';
import {
  keepPaidPrice,
  memberCountsByLocation,
  movePlanOfSubscriptions,
  plansOfOrganization,
} from './org-plans.queries';
import { targetOfPlan } from './org-plans.view';
import { canSeePlan, checkMayChangeAt, type Scope, scopeOf, visiblePlan } from './org-plans-scope';

const likeness = (p: PlanRow) => ({ name: p.name, presetType: p.presetType, ageGroup: p.subscriptionAgeGroup });
const locationName = (scope: Scope, id: number) => scope.org.locations.find((l) => l.id === id)?.name ?? '';

/** The locations' own plans (not archived) that duplicate a master plan, each with the master plan it matches. */
export async function legacyOrgPlans(
  ctx: Ctx,
  actor: Actor,
  req: { dentistInfoId: number; masterPlanId?: number },
): Promise<LegacyOrgPlansResponse> {
  const scope = await scopeOf(ctx.db, actor, req.dentistInfoId);
  const all = (await plansOfOrganization(ctx.db, scope.key.organizationId)).filter((p) => canSeePlan(scope, p));
  const masters = all.filter(
    (p) => p.targetType === 'master' && p.viewStatus !== 'archived' && (req.masterPlanId ?? p.id) === p.id,
  );
  // The guard has found the plan in the organization's catalogue: one that is not a master plan is the wrong choice.
  if (req.masterPlanId !== undefined && masters.length === 0) {
    throw badRequest('Choose a plan offered at all locations to merge into', { masterPlanId: 'Not a master plan' });
  }
  const found: { plan: PlanRow; master: PlanRow; locationId: number }[] = [];
  for (const plan of all) {
    const target = targetOfPlan(plan);
    if (target.type !== 'location' || plan.viewStatus === 'archived') continue;
    const master = masters.find((m) => looksLikeMasterPlan(likeness(plan), likeness(m)));
    if (master) found.push({ plan, master, locationId: target.locationId });
  }
  const counts = await memberCountsByLocation(
    ctx.db,
    scope.key.organizationId,
    found.map((f) => f.plan.id),
  );
  const legacyPlans: LegacyPlan[] = found.map(({ plan, master, locationId }) => {
    const mine = counts.filter((c) => c.planId === plan.id);
    return {
      id: plan.id,
      name: plan.name,
      description: plan.description,
      locationId,
      location: locationName(scope, locationId),
      internalName: `${plan.name} (${locationName(scope, locationId)})`,
      price: { month: plan.priceCents, year: plan.annualPriceCents },
      status: plan.viewStatus as PlanViewStatus,
      members_monthly: mine.reduce((n, c) => n + c.monthly, 0),
      members_yearly: mine.reduce((n, c) => n + c.annually, 0),
      masterPlanId: master.id,
      masterPlanName: master.name,
    };
  });
  return { legacyPlans };
}

/**
 * Moves the renewing members of legacy plans onto a master plan. What they pay stays as it is until their next
 * renewal at least 30 days after a notice (the pending price a price change keeps); a household that cannot be
 * mailed keeps its price. The legacy plans are archived: no longer offered, history kept. `preview` changes nothing.
 */
export async function mergeLegacyPlans(
  ctx: Ctx,
  actor: Actor,
  req: { dentistInfoId: number; masterPlanId: number; legacyPlanIds: number[]; preview: boolean },
): Promise<MergeLegacyPlansResponse> {
  const scope = await scopeOf(ctx.db, actor, req.dentistInfoId);
  const now = ctx.clock.now();
  const org = scope.key.organizationId;
  const result = await ctx.db.transaction(async (tx) => {
    const master = await visiblePlan(tx, scope, req.masterPlanId, true);
    if (master.targetType !== 'master') {
      throw badRequest('Choose a plan offered at all locations to merge into', { masterPlanId: 'Not a master plan' });
    }
    const members: MergeLegacyPlansResponse['members'] = [];
    let moved = 0;
    let notified = 0;
    for (const legacyId of req.legacyPlanIds) {
      const legacy = await visiblePlan(tx, scope, legacyId, true);
      const target = targetOfPlan(legacy);
      if (target.type !== 'location' || legacy.id === master.id) {
        throw badRequest('Only a location’s own plans can be merged', { legacyPlanIds: 'Not a location plan' });
      }
      checkMayChangeAt(scope, [target]);
      const before = { monthly: legacy.priceCents, annually: legacy.annualPriceCents };
      const subs = await renewingSubscriptionsOfPlan(tx, org, legacy.id);
      const outcomes = await priceOutcomes(tx, org, master, before, subs, utcDayOf(now));
      const byLocation = new Map<number, typeof outcomes>();
      for (const o of outcomes)
        byLocation.set(o.sub.member.officeId, [...(byLocation.get(o.sub.member.officeId) ?? []), o]);
      const toldSubs = new Set<number>();
      for (const [locationId, here] of byLocation) {
        const told = households(here).filter((h) => h.to);
        for (const h of told) for (const s of h.subs) toldSubs.add(s.id);
        notified += told.length;
        if (req.preview) continue;
        await recordPending(tx, org, told, now);
        const office = await officeRow(tx, locationId);
        if (office) await mailNotices(ctx, tx, office, master, told);
      }
      for (const { sub, outcome } of outcomes) {
        const term = sub.term === 'annual' ? 'annual' : 'monthly';
        const paying = sub.priceCents > 0 ? sub.priceCents : priceForTerm(before, term);
        const changes = outcome.kind === 'notify' && toldSubs.has(sub.id);
        members.push({
          memberName: `${sub.member.firstName} ${sub.member.lastName}`,
          location: locationName(scope, sub.member.officeId),
          legacyPlanName: legacy.name,
          term,
          payingCents: paying,
          masterCents: outcome.kind === 'notify' ? outcome.cents : paying,
          changesFrom: changes && outcome.kind === 'notify' ? outcome.line.from : null,
        });
        // Rows from before per-subscription prices carry 0 and pay the plan's price: keep the legacy plan's.
        if (!req.preview && sub.priceCents === 0) await keepPaidPrice(tx, org, sub.id, paying);
      }
      moved += subs.length;
      if (req.preview) continue;
      const withdrawn = outcomes.filter((o) => o.outcome.kind === 'withdraw').map((o) => o.sub.id);
      await setPendingPrice(tx, org, withdrawn, { cents: null, from: null, notifiedAt: null });
      await movePlanOfSubscriptions(
        tx,
        org,
        subs.map((s) => s.id),
        master.id,
      );
      await updatePlan(tx, scope.key, legacy.id, {
        viewStatus: 'archived',
        updatedByUserId: actor.auth.userId,
        updatedAt: now,
      });
      await auditPlanChange(
        tx,
        actor,
        scope.key,
        'plan.merge_legacy',
        { type: 'plan', id: legacy.id },
        { into: master.id, moved: subs.length },
      );
    }
    return { members, moved, notified };
  });
  if (!req.preview && result.notified > 0) ctx.mail.wake();
  const who = `${result.moved} ${result.moved === 1 ? 'member' : 'members'}`;
  return {
    preview: req.preview,
    ...result,
    _message: req.preview
      ? `${who} would move to the master plan, each keeping their price until their notice date`
      : `${who} moved to the master plan; ${result.notified} ${result.notified === 1 ? 'household was' : 'households were'} sent a price notice`,
  };
}

/** Saves the plan settings at several locations in one transaction, each keeping its own guaranteed-payment switches. */
export async function savePlanSettingsAt(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  locationIds: readonly number[] | 'all',
  fields: PlanSettingsFields,
): Promise<MultiPlanSettingsResponse> {
  const scope = await scopeOf(ctx.db, actor, officeId);
  const open = scope.visible.filter((l) => !l.closed);
  const chosen = locationIds === 'all' ? open : locationIds.map((id) => open.find((l) => l.id === id));
  if (chosen.some((l) => !l)) throw notFound();
  const locations = chosen.filter((l) => l !== undefined);
  await ctx.db.transaction(async (tx) => {
    for (const l of locations) {
      const office = await officeRow(tx, l.id);
      if (!office) throw notFound();
      // The switches are each location's own (set on its Guaranteed Payment Plan page), never copied across.
      const own = { ...fields, gppActive: office.gppActive, gppAdminOnlyWaive: office.gppAdminOnlyWaive };
      await updatePlanSettings({ ...ctx, db: tx }, actor, l.id, own);
    }
  });
  const names = locations.map((l) => l.name);
  return {
    locations: locations.map((l) => ({ id: l.id, name: l.name })),
    _message: `Plan settings saved for ${names.length === 1 ? names[0] : `${names.length} locations`}`,
  };
}
