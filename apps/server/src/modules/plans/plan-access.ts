import type { Plan } from '@mhq/contract';
import { type PlanPricing, type PresetType, planMinimumMonthlyCents, planPriceProblem } from '@mhq/domain';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { type OfficeRow, officeRow, usualFeesOf } from './plan-settings.queries';
import { authorOf, memberStatsOfPlans, type OfficeKey, type PlanRow, planOfOffice } from './plans.queries';
import { type PricingContext, toPlan } from './plans.view';

/** Who is making a change, and from where: for updated_by and the audit log. */
export type Actor = { auth: AuthContext; ip: string };

/** The office a call acts in (the route's guard has checked the caller may), with its organization. */
export async function officeOf(ctx: Ctx, officeId: number): Promise<{ office: OfficeRow; key: OfficeKey }> {
  const office = await officeRow(ctx.db, officeId);
  if (!office) throw notFound();
  return { office, key: { organizationId: office.organizationId, officeId: office.id } };
}

export async function pricingContext(db: Db, ctx: Ctx, key: OfficeKey): Promise<PricingContext> {
  return { tenant: ctx.tenant.id, fees: await usualFeesOf(db, key) };
}

/** One plan as the manage view shows it, read in the given transaction (or the pool). */
export async function planView(db: Db, ctx: Ctx, key: OfficeKey, plan: PlanRow): Promise<Plan> {
  const stats = await memberStatsOfPlans(db, key.organizationId, [plan.id]);
  return toPlan(
    { plan, updatedBy: await authorOf(db, plan.updatedByUserId) },
    stats.get(plan.id),
    await pricingContext(db, ctx, key),
  );
}

/** A plan the guard has already matched to the office; gone meanwhile (deleted by another call) is 'not found'. */
export async function existingPlan(db: Db, key: OfficeKey, planId: number, lock = false): Promise<PlanRow> {
  const plan = await planOfOffice(db, key, planId, lock);
  if (!plan) throw notFound();
  return plan;
}

/** Writes a plan change to the audit log of the office's organization, in the change's transaction. */
export async function auditPlanChange(
  db: Db,
  actor: Actor,
  key: OfficeKey,
  action: string,
  target: { type: 'plan' | 'office'; id: number },
  detail: Record<string, unknown> = {},
): Promise<void> {
  await recordAudit(db, {
    organizationId: key.organizationId,
    officeId: key.officeId,
    actorUserId: actor.auth.userId,
    action,
    targetType: target.type,
    targetId: target.id,
    detail: actor.auth.impersonatorUserId ? { ...detail, impersonatedBy: actor.auth.impersonatorUserId } : detail,
    ip: actor.ip,
  });
}

/** An offered plan's prices must meet its minimums: the publishing rule, kept for as long as the plan is active. */
export function checkOfferedPrice(ctx: Ctx, pricing: PlanPricing, presetType: string | null): void {
  const problem = planPriceProblem(pricing, planMinimumMonthlyCents(ctx.tenant.id, presetType as PresetType | null));
  if (problem) throw badRequest(problem, { pricing: problem });
}
