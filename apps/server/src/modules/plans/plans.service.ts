import type { AllPlansResponse, CustomMembershipsResponse, MessageBody, PlanDetailResponse } from '@mhq/contract';
import { PLAN_MESSAGES } from '@mhq/domain';
import type { Ctx } from '../../deps';
import { badRequest } from '../../http/app-error';
import { type Actor, auditPlanChange, existingPlan, officeOf, planView, pricingContext } from './plan-access';
import { planSettingsOf } from './plan-settings.queries';
import { memberStatsOfPlans, planNamesOfOffice, plansOfOffice, setSortOrder } from './plans.queries';
import { presetOffers, toListItem, toPlan, toSettings } from './plans.view';

/** The office's plans as the plans table lists them, in the order patients see them. */
export async function listPlans(ctx: Ctx, officeId: number): Promise<AllPlansResponse> {
  const { key } = await officeOf(ctx, officeId);
  const rows = await plansOfOffice(ctx.db, key);
  const stats = await memberStatsOfPlans(
    ctx.db,
    key.organizationId,
    rows.map((r) => r.plan.id),
  );
  return { plans: rows.map((row) => toListItem(row, stats.get(row.plan.id))) };
}

/** The manage view in one call: every plan in full, the plan settings with usual fees, the priced presets. */
export async function manageView(ctx: Ctx, officeId: number): Promise<CustomMembershipsResponse> {
  const { office, key } = await officeOf(ctx, officeId);
  const [rows, pricing, settings] = await Promise.all([
    plansOfOffice(ctx.db, key),
    pricingContext(ctx.db, ctx, key),
    planSettingsOf(ctx.db, key),
  ]);
  const stats = await memberStatsOfPlans(
    ctx.db,
    key.organizationId,
    rows.map((r) => r.plan.id),
  );
  return {
    custom_memberships: rows.map((row) => toPlan(row, stats.get(row.plan.id), pricing)),
    settings: toSettings(office, settings, pricing),
    presets: presetOffers(pricing),
  };
}

/** One plan in full. */
export async function planDetail(ctx: Ctx, officeId: number, planId: number): Promise<PlanDetailResponse> {
  const { key } = await officeOf(ctx, officeId);
  return { plan: await planView(ctx.db, ctx, key, await existingPlan(ctx.db, key, planId)) };
}

/**
 * Sets the order patients see the office's plans in. The list must name every plan of the office exactly once,
 * so a stale page (a plan added or deleted since it loaded) cannot leave plans out of the order.
 */
export async function sortPlans(ctx: Ctx, actor: Actor, officeId: number, planIds: number[]): Promise<MessageBody> {
  const { key } = await officeOf(ctx, officeId);
  await ctx.db.transaction(async (tx) => {
    const current = await planNamesOfOffice(tx, key);
    const wanted = new Set(planIds);
    if (current.length !== planIds.length || current.some((p) => !wanted.has(p.id))) {
      throw badRequest(PLAN_MESSAGES.sortMismatch, { planIds: PLAN_MESSAGES.sortMismatch });
    }
    await setSortOrder(tx, key, planIds, actor.auth.userId, ctx.clock.now());
    await auditPlanChange(tx, actor, key, 'plan.sort', { type: 'office', id: key.officeId }, { planIds });
  });
  return { _message: PLAN_MESSAGES.sorted };
}
