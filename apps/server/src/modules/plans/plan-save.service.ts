import type { PlanFields, PlanSaveStateRequest, PlanSaveStateResponse } from '@mhq/contract';
import {
  canDeletePlan,
  canDisableFamilyDiscounts,
  canonicalProcedureCode,
  copyPlanName,
  copySpanishPlanName,
  duplicatePriceCode,
  duplicatePriceCodeMessage,
  nextViewStatus,
  PLAN_MESSAGES,
  type PlanViewStatus,
  priceChangeNeedsNotice,
  statusChangeMessage,
  type TargetType,
  unknownProcedureCode,
  unknownProcedureCodeMessage,
} from '@mhq/domain';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { badRequest } from '../../http/app-error';
import { type Actor, auditPlanChange, checkOfferedPrice, existingPlan, officeOf, planView } from './plan-access';
import {
  insertPlan,
  memberStatsOfPlans,
  nextSortOrder,
  type OfficeKey,
  type PlanRow,
  planEverSubscribed,
  planNamesOfOffice,
  updatePlan,
} from './plans.queries';

/** One plan change: where it is made from, by whom. Exported for the organization's catalogue (org-plans). */
export type Change = { ctx: Ctx; actor: Actor; key: OfficeKey };
export type Saved = { plan: PlanRow | null; message: string };
/** Where a new plan is offered; a plan made on one office's plans page is that office's own. */
export type NewPlanTarget = { targetType: TargetType; targetId: number | null };

/** Create, update, publish, archive, restore, copy or delete a plan: one change, in one transaction. */
export async function savePlanState(ctx: Ctx, actor: Actor, req: PlanSaveStateRequest): Promise<PlanSaveStateResponse> {
  const { key } = await officeOf(ctx, req.dentistInfoId);
  const saved = await ctx.db.transaction(async (tx): Promise<Saved> => {
    const change = { ctx: { ...ctx, db: tx }, actor, key };
    switch (req.action) {
      case 'save':
        return req.planId === undefined ? createPlan(change, req.plan) : updatePlanFields(change, req.planId, req.plan);
      case 'status':
        return changeStatus(change, req.planId, req.target);
      case 'copy':
        return copyOfPlan(change, req.planId);
      case 'delete':
        return deletePlan(change, req.planId);
    }
  });
  return { plan: saved.plan ? await planView(ctx.db, ctx, key, saved.plan) : null, _message: saved.message };
}

/** Refuses price codes the brand has no fee for, and a procedure listed twice. */
function checkPriceCodes(ctx: Ctx, fields: PlanFields): void {
  const codes = fields.priceCodes.map((p) => p.code);
  const unknown = unknownProcedureCode(codes, ctx.tenant.id);
  if (unknown)
    throw badRequest(unknownProcedureCodeMessage(unknown), { priceCodes: unknownProcedureCodeMessage(unknown) });
  const twice = duplicatePriceCode(fields.priceCodes);
  if (twice) throw badRequest(duplicatePriceCodeMessage(twice), { priceCodes: duplicatePriceCodeMessage(twice) });
}

/** Turning family discounts off is a brand feature; a plan that already has them off keeps that either way. */
function checkFamilyDiscountSwitch(ctx: Ctx, fields: PlanFields, current: PlanRow | null): void {
  if (fields.disableFamilyDiscounts && !current?.disableFamilyDiscounts && !canDisableFamilyDiscounts(ctx.tenant)) {
    throw badRequest('Family discounts cannot be turned off on this plan', {
      disableFamilyDiscounts: 'Family discounts cannot be turned off on this plan',
    });
  }
}

/** The plan columns the manage view edits. */
function editableColumns(fields: PlanFields) {
  return {
    name: fields.planName,
    spanishName: fields.spanishName,
    description: fields.description,
    spanishDescription: fields.spanishDescription,
    notes: fields.notes,
    priceCents: fields.pricing.monthly,
    annualPriceCents: fields.pricing.annually,
    presetType: fields.presetType,
    subscriptionAgeGroup: fields.subscription_age_group,
    minAge: fields.minAge,
    maxAge: fields.maxAge,
    forInsured: fields.forInsured,
    forUninsured: fields.forUninsured,
    showOnEnrollmentMonthly: fields.showOnEnrollmentMonthly,
    showOnEnrollmentAnnual: fields.showOnEnrollmentAnnual,
    showOnInternalEnrollmentMonthly: fields.showOnInternalEnrollmentMonthly,
    showOnInternalEnrollmentAnnual: fields.showOnInternalEnrollmentAnnual,
    showOnBc: fields.showOnBC,
    worryFreeMonth: fields.worryFree.month,
    worryFreeYear: fields.worryFree.year,
    activationFeeCents: fields.activationFee,
    familyDiscountTwo: fields.familyDiscounts.family_discount_two,
    familyDiscountThree: fields.familyDiscounts.family_discount_three,
    familyDiscountFour: fields.familyDiscounts.family_discount_four,
    disableGpp: fields.disableGpp,
    disableFamilyDiscounts: fields.disableFamilyDiscounts,
    priceCodes: fields.priceCodes.map((p) => ({ code: canonicalProcedureCode(p.code), quantity: p.quantity })),
  };
}

const stamp = (c: Change) => ({ updatedByUserId: c.actor.auth.userId, updatedAt: c.ctx.clock.now() });

/** A new plan: a draft at the end of the order, offered where its target says (by default its own office only). */
export async function createPlan(
  c: Change,
  fields: PlanFields,
  target: NewPlanTarget = { targetType: 'location', targetId: c.key.officeId },
): Promise<Saved> {
  checkPriceCodes(c.ctx, fields);
  // A price below the plan's minimum is refused when it is typed, not only at Publish.
  checkOfferedPrice(c.ctx, fields.pricing, fields.presetType);
  checkFamilyDiscountSwitch(c.ctx, fields, null);
  const plan = await insertPlan(c.ctx.db, {
    ...editableColumns(fields),
    organizationId: c.key.organizationId,
    officeId: c.key.officeId,
    type: 'custom',
    viewStatus: 'draft',
    targetType: target.targetType,
    targetId: target.targetId,
    sortOrder: await nextSortOrder(c.ctx.db, c.key),
    ...stamp(c),
  });
  await auditPlanChange(c.ctx.db, c.actor, c.key, 'plan.create', { type: 'plan', id: plan.id });
  return { plan, message: PLAN_MESSAGES.created };
}

async function hasMembers(db: Db, key: OfficeKey, planId: number): Promise<boolean> {
  const stats = (await memberStatsOfPlans(db, key.organizationId, [planId])).get(planId);
  return (stats?.monthly ?? 0) + (stats?.annually ?? 0) > 0;
}

/**
 * Saves every field of the manage view. A changed price, and an active plan's, stays at or above its minimums. Members are never moved
 * to a new price by a plain save: with members on the plan, a price change goes through changePlanPrice, which
 * tells them first.
 */
export async function updatePlanFields(c: Change, planId: number, fields: PlanFields): Promise<Saved> {
  const current = await existingPlan(c.ctx.db, c.key, planId, true);
  checkPriceCodes(c.ctx, fields);
  checkFamilyDiscountSwitch(c.ctx, fields, current);
  const currentPricing = { monthly: current.priceCents, annually: current.annualPriceCents };
  // A price is held to the plan's minimum whenever it is changed; an active plan keeps to it on every save. (A draft
  // kept from before the minimum at an older price may still be edited otherwise; Publish checks it.)
  const priceChanged =
    fields.pricing.monthly !== currentPricing.monthly || fields.pricing.annually !== currentPricing.annually;
  if (current.viewStatus === 'active' || priceChanged) checkOfferedPrice(c.ctx, fields.pricing, fields.presetType);
  if (priceChangeNeedsNotice(await hasMembers(c.ctx.db, c.key, planId), currentPricing, fields.pricing)) {
    throw badRequest(PLAN_MESSAGES.priceNeedsNotice, { pricing: PLAN_MESSAGES.priceNeedsNotice });
  }
  await updatePlan(c.ctx.db, c.key, planId, { ...editableColumns(fields), ...stamp(c) });
  await auditPlanChange(c.ctx.db, c.actor, c.key, 'plan.update', { type: 'plan', id: planId });
  return { plan: await existingPlan(c.ctx.db, c.key, planId), message: PLAN_MESSAGES.saved };
}

/**
 * Moves a plan by the next-status rule. Publishing checks the price against the plan's minimums; archiving keeps
 * every member's subscription (an archived plan is only no longer offered to new members).
 */
export async function changeStatus(c: Change, planId: number, target?: PlanViewStatus): Promise<Saved> {
  const current = await existingPlan(c.ctx.db, c.key, planId, true);
  const from = current.viewStatus as PlanViewStatus;
  const to = nextViewStatus(from, target);
  if (to === 'active' && from !== 'active') {
    checkOfferedPrice(c.ctx, { monthly: current.priceCents, annually: current.annualPriceCents }, current.presetType);
  }
  await updatePlan(c.ctx.db, c.key, planId, { viewStatus: to, ...stamp(c) });
  await auditPlanChange(c.ctx.db, c.actor, c.key, 'plan.status', { type: 'plan', id: planId }, { from, to });
  return { plan: await existingPlan(c.ctx.db, c.key, planId), message: statusChangeMessage(from, to) };
}

/**
 * A draft copy named 'Copy of ...' and, when the plan has a Spanish name, 'Copia de ...' (each with a counter when
 * taken), at the end of the order, with no members.
 */
async function copyOfPlan(c: Change, planId: number): Promise<Saved> {
  const names = await planNamesOfOffice(c.ctx.db, c.key);
  const source = await existingPlan(c.ctx.db, c.key, planId);
  const { id: _id, createdAt: _created, ...columns } = source;
  const plan = await insertPlan(c.ctx.db, {
    ...columns,
    name: copyPlanName(
      source.name,
      names.map((p) => p.name),
    ),
    spanishName: copySpanishPlanName(
      source.spanishName,
      names.map((p) => p.spanishName),
    ),
    viewStatus: 'draft',
    sortOrder: await nextSortOrder(c.ctx.db, c.key),
    ...stamp(c),
  });
  await auditPlanChange(c.ctx.db, c.actor, c.key, 'plan.copy', { type: 'plan', id: plan.id }, { from: planId });
  return { plan, message: PLAN_MESSAGES.copied };
}

/** Removes a plan no one was ever subscribed to (kept as a deleted row); any other plan is archived instead. */
async function deletePlan(c: Change, planId: number): Promise<Saved> {
  await existingPlan(c.ctx.db, c.key, planId, true);
  if (!canDeletePlan(await planEverSubscribed(c.ctx.db, c.key.organizationId, planId))) {
    throw badRequest(PLAN_MESSAGES.deleteRefused);
  }
  await updatePlan(c.ctx.db, c.key, planId, { isDeleted: true, ...stamp(c) });
  await auditPlanChange(c.ctx.db, c.actor, c.key, 'plan.delete', { type: 'plan', id: planId });
  return { plan: null, message: PLAN_MESSAGES.deleted };
}
