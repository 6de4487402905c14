import type {
  ChangeMasterPlanPriceResponse,
  ChangeTargetRequest,
  ChangeTargetResponse,
  PlanPricing,
} from '@mhq/contract';
import { locationsLosingPlan, planTargetOf, priceChangedMessage, utcDayOf } from '@mhq/domain';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import { type Actor, auditPlanChange, checkOfferedPrice } from '../plans/plan-access';
import {
  checkRenewingTerms,
  type Household,
  households,
  mailNotices,
  type Outcome,
  priceOutcomes,
  recordPending,
} from '../plans/plan-price.service';
import { officeRow } from '../plans/plan-settings.queries';
import {
  type RenewingSubscription,
  renewingSubscriptionsOfPlan,
  setPendingPrice,
  updatePlan,
} from '../plans/plans.queries';
import { memberCountsByLocation } from './org-plans.queries';
import { catalogueOf, writeTarget } from './org-plans.service';
import { targetOfPlan } from './org-plans.view';
import { checkMayChangeAt, checkTargetExists, type Scope, scopeOf, visiblePlan } from './org-plans-scope';

type Moved = { sub: RenewingSubscription; outcome: Outcome };

/** The households to tell, location by location: each is mailed by (and names) the location its members belong to. */
function byLocation(scope: Scope, outcomes: readonly Moved[]) {
  const ids = [...new Set(outcomes.map((o) => o.sub.member.officeId))];
  return ids.map((locationId) => {
    const here = outcomes.filter((o) => o.sub.member.officeId === locationId);
    const all = households(here);
    return {
      locationId,
      location: scope.org.locations.find((l) => l.id === locationId)?.name ?? '',
      all,
      members: here.filter((o) => o.outcome.kind === 'notify').length,
    };
  });
}

/**
 * Changes a plan's price wherever it is offered, with the same rules as one office's price change: new members pay the
 * new price at once; each household on the plan is mailed by its own location and pays the new price from its first
 * renewal at least 30 days away; a household without an email keeps its price. `preview` says who, changing nothing.
 */
export async function changeMasterPlanPrice(
  ctx: Ctx,
  actor: Actor,
  req: { dentistInfoId: number; planId: number; pricing: PlanPricing; preview: boolean },
): Promise<ChangeMasterPlanPriceResponse> {
  const scope = await scopeOf(ctx.db, actor, req.dentistInfoId);
  const now = ctx.clock.now();
  const after = req.pricing;
  const result = await ctx.db.transaction(async (tx) => {
    const plan = await visiblePlan(tx, scope, req.planId, true);
    checkMayChangeAt(scope, [targetOfPlan(plan)]);
    if (plan.viewStatus === 'active') checkOfferedPrice(ctx, after, plan.presetType);
    if (plan.priceCents === after.monthly && plan.annualPriceCents === after.annually) {
      throw badRequest('The new price is the same as the current one', { pricing: 'Enter a different price' });
    }
    const before = { monthly: plan.priceCents, annually: plan.annualPriceCents };
    const subs = await renewingSubscriptionsOfPlan(tx, scope.key.organizationId, plan.id);
    checkRenewingTerms(subs, after);
    const repriced = { ...plan, priceCents: after.monthly, annualPriceCents: after.annually };
    const outcomes = await priceOutcomes(tx, scope.key.organizationId, repriced, before, subs, utcDayOf(now));
    const locations = byLocation(scope, outcomes);
    const summary = locations.map((l) => ({
      locationId: l.locationId,
      location: l.location,
      members: l.members,
      households: l.all.filter((h) => h.to).length,
      unreachable: l.all.filter((h) => !h.to).length,
    }));
    const notified = summary.reduce((n, l) => n + l.households, 0);
    const unreachable = summary.reduce((n, l) => n + l.unreachable, 0);
    if (req.preview) return { summary, notified, unreachable };
    const withdrawn = outcomes.filter((o) => o.outcome.kind === 'withdraw').map((o) => o.sub.id);
    await setPendingPrice(tx, scope.key.organizationId, withdrawn, { cents: null, from: null, notifiedAt: null });
    for (const l of locations) {
      const told: Household[] = l.all.filter((h) => h.to);
      await recordPending(tx, scope.key.organizationId, told, now);
      const office = await officeRow(tx, l.locationId);
      if (office) await mailNotices(ctx, tx, office, plan, told);
    }
    await updatePlan(tx, scope.key, plan.id, {
      priceCents: after.monthly,
      annualPriceCents: after.annually,
      updatedByUserId: actor.auth.userId,
      updatedAt: now,
    });
    await auditPlanChange(
      tx,
      actor,
      scope.key,
      'plan.price_change',
      { type: 'plan', id: plan.id },
      { from: before, to: after, notified, withdrawn: withdrawn.length, organizationWide: true },
    );
    return { summary, notified, unreachable };
  });
  if (!req.preview && result.notified > 0) ctx.mail.wake();
  const [catalogue] = await catalogueOf(ctx.db, ctx, scope, [await visiblePlan(ctx.db, scope, req.planId)]);
  if (!catalogue) throw notFound();
  return {
    preview: req.preview,
    catalogue,
    notified: result.notified,
    unreachable: result.unreachable,
    byLocation: result.summary,
    _message: req.preview
      ? `${result.notified} ${result.notified === 1 ? 'household' : 'households'} would be sent the price-change notice`
      : priceChangedMessage(result.notified, result.unreachable),
  };
}

/**
 * Moves a plan between the whole organization, a group and one location in one transaction. Locations that stop
 * offering it keep their members on it, at their price, until they change plan; nobody is charged or repriced.
 */
export async function changeTarget(ctx: Ctx, actor: Actor, req: ChangeTargetRequest): Promise<ChangeTargetResponse> {
  const scope = await scopeOf(ctx.db, actor, req.dentistInfoId);
  const to = planTargetOf(req.targetType, req.target, req.dentistInfoId);
  checkTargetExists(scope, to);
  const preview = req.preview ?? false;
  const result = await ctx.db.transaction(async (tx) => {
    const plan = await visiblePlan(tx, scope, req.planId, true);
    const from = targetOfPlan(plan);
    checkMayChangeAt(scope, [from, to]);
    const stopping = locationsLosingPlan(from, to, scope.org);
    const counts = await memberCountsByLocation(tx, scope.key.organizationId, [plan.id]);
    const stopsAt = stopping.map((locationId) => {
      const c = counts.find((x) => x.locationId === locationId);
      return {
        locationId,
        location: scope.org.locations.find((l) => l.id === locationId)?.name ?? '',
        members: (c?.monthly ?? 0) + (c?.annually ?? 0),
      };
    });
    const startsAt = locationsLosingPlan(to, from, scope.org);
    if (!preview) await writeTarget(tx, ctx, actor, scope, plan, to);
    return { stopsAt, startsAt };
  });
  const [catalogue] = await catalogueOf(ctx.db, ctx, scope, [await visiblePlan(ctx.db, scope, req.planId)]);
  if (!catalogue) throw notFound();
  const keeping = result.stopsAt.reduce((n, l) => n + l.members, 0);
  const kept =
    keeping === 0
      ? ''
      : ` ${keeping} ${keeping === 1 ? 'member keeps' : 'members keep'} the plan at ${result.stopsAt
          .filter((l) => l.members > 0)
          .map((l) => l.location)
          .join(', ')} until they change it; new members there can no longer choose it.`;
  return {
    preview,
    catalogue,
    ...result,
    _message: `${preview ? 'Moving the plan changes where it is offered.' : 'The plan is now offered where you chose.'}${kept}`,
  };
}
