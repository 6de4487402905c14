import type {
  GroupPlansResponse,
  ManagePlansQuery,
  ManagePlansResponse,
  MasterPlanDetailsResponse,
  MasterPlanSaveRequest,
  MasterPlanSaveResponse,
  OrgPlan,
} from '@mhq/contract';
import { type PlanTarget, planTargetOf, storedTarget } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { organizations } from '../../db/schema';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { type Actor, auditPlanChange, planView } from '../plans/plan-access';
import { type Change, changeStatus, createPlan, updatePlanFields } from '../plans/plan-save.service';
import { memberStatsOfPlans, type PlanRow, updatePlan } from '../plans/plans.queries';
import { memberCountsByLocation, plansOfOrganization } from './org-plans.queries';
import { targetOfPlan, toOrgPlan } from './org-plans.view';
import { canSeePlan, checkMayChangeAt, checkTargetExists, type Scope, scopeOf, visiblePlan } from './org-plans-scope';

/** Catalogue entries for these plans, with their members per location. */
export async function catalogueOf(db: Db, ctx: Ctx, scope: Scope, rows: readonly PlanRow[]): Promise<OrgPlan[]> {
  const ids = rows.map((p) => p.id);
  const [counts, stats] = await Promise.all([
    memberCountsByLocation(db, scope.key.organizationId, ids),
    memberStatsOfPlans(db, scope.key.organizationId, ids),
  ]);
  return rows.map((p) => toOrgPlan(p, scope.org, counts, stats.get(p.id), ctx.tenant.id));
}

/** The filter of the catalogue page: a target type, one group's plans, or the plans one location offers. */
function matches(plan: OrgPlan, q: ManagePlansQuery): boolean {
  if (q.locationId !== undefined) return plan.locations.includes(q.locationId);
  if (q.groupId !== undefined) return plan.targetType === 'group' && plan.target === q.groupId;
  if (q.targetType !== undefined) return plan.targetType === q.targetType;
  return true;
}

/** The organization's plans the caller can see, with where each is offered; filtered as the page asks. */
export async function managePlans(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  q: ManagePlansQuery,
): Promise<ManagePlansResponse> {
  const scope = await scopeOf(ctx.db, actor, officeId);
  if (q.locationId !== undefined && !scope.visible.some((l) => l.id === q.locationId)) throw notFound();
  if (q.groupId !== undefined && !scope.org.groups.some((g) => g.id === q.groupId)) throw notFound();
  const rows = (await plansOfOrganization(ctx.db, scope.key.organizationId)).filter((p) => canSeePlan(scope, p));
  const plans = (await catalogueOf(ctx.db, ctx, scope, rows)).filter((p) => matches(p, q));
  const seen = new Set(scope.visible.map((l) => l.id));
  return {
    organizationName: await organizationName(ctx, scope),
    locations: scope.visible,
    groups: scope.org.groups
      .filter((g) => g.locationIds.some((id) => seen.has(id)) || g.locationIds.length === 0)
      .map((g) => ({ id: g.id, name: g.name, locationIds: [...g.locationIds] })),
    plans,
  };
}

async function organizationName(ctx: Ctx, scope: Scope): Promise<string> {
  const [row] = await ctx.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, scope.key.organizationId))
    .limit(1);
  return row?.name ?? scope.office.officeName;
}

/** The plans offered to one group (the guard has matched the group to the organization). */
export async function groupPlans(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  groupId: number,
): Promise<GroupPlansResponse> {
  const scope = await scopeOf(ctx.db, actor, officeId);
  const group = scope.org.groups.find((g) => g.id === groupId);
  if (!group) throw notFound();
  const rows = (await plansOfOrganization(ctx.db, scope.key.organizationId)).filter(
    (p) => p.targetType === 'group' && p.targetId === groupId && canSeePlan(scope, p),
  );
  return {
    group: { ...group, locationIds: [...group.locationIds] },
    plans: await catalogueOf(ctx.db, ctx, scope, rows),
  };
}

/** One plan of the organization in full, with where it is offered. */
export async function masterPlanDetails(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  planId: number,
): Promise<MasterPlanDetailsResponse> {
  const scope = await scopeOf(ctx.db, actor, officeId);
  const plan = await visiblePlan(ctx.db, scope, planId);
  const [catalogue] = await catalogueOf(ctx.db, ctx, scope, [plan]);
  if (!catalogue) throw notFound();
  return { plan: await planView(ctx.db, ctx, scope.key, plan), catalogue };
}

/**
 * Creates a plan for a target (the spec's new-plan defaults: a draft unless published at once) or saves one, through
 * the one plan save service; a saved plan's target is changed by change-target, which says who keeps it.
 */
export async function saveMasterPlan(
  ctx: Ctx,
  actor: Actor,
  req: MasterPlanSaveRequest,
): Promise<MasterPlanSaveResponse> {
  const scope = await scopeOf(ctx.db, actor, req.dentistInfoId);
  const target = planTargetOf(req.targetType, req.target, req.dentistInfoId);
  const saved = await ctx.db.transaction(async (tx) => {
    const change: Change = { ctx: { ...ctx, db: tx }, actor, key: scope.key };
    let plan: PlanRow;
    let message: string;
    if (req.planId === undefined) {
      checkTargetExists(scope, target);
      checkMayChangeAt(scope, [target]);
      const created = await createPlan(change, req.plan, storedTarget(target));
      if (!created.plan) throw notFound();
      plan = created.plan;
      message = created.message;
    } else {
      const current = await visiblePlan(tx, scope, req.planId, true);
      checkMayChangeAt(scope, [targetOfPlan(current)]);
      const updated = await updatePlanFields(change, req.planId, req.plan);
      if (!updated.plan) throw notFound();
      plan = updated.plan;
      message = updated.message;
    }
    if (plan.viewStatus !== req.viewStatus) {
      const moved = await changeStatus(change, plan.id, req.viewStatus);
      if (moved.plan) plan = moved.plan;
      message = moved.message;
    }
    return { plan, message };
  });
  const [catalogue] = await catalogueOf(ctx.db, ctx, scope, [saved.plan]);
  if (!catalogue) throw notFound();
  return { plan: await planView(ctx.db, ctx, scope.key, saved.plan), catalogue, _message: saved.message };
}

/** Writes a plan's new target (change-target), audited in the same transaction. */
export async function writeTarget(db: Db, ctx: Ctx, actor: Actor, scope: Scope, plan: PlanRow, to: PlanTarget) {
  const stored = storedTarget(to);
  await updatePlan(db, scope.key, plan.id, {
    targetType: stored.targetType,
    targetId: stored.targetId,
    updatedByUserId: actor.auth.userId,
    updatedAt: ctx.clock.now(),
  });
  await auditPlanChange(
    db,
    actor,
    scope.key,
    'plan.target',
    { type: 'plan', id: plan.id },
    { from: { targetType: plan.targetType, target: plan.targetId }, to: stored },
  );
}
