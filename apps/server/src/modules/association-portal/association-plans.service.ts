import type {
  AssociationPlan,
  AssociationPlanChangeResponse,
  AssociationPlanFields,
  AssociationPlansResponse,
  OfficeAssociationPlansResponse,
} from '@mhq/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { wellFormedJson } from '../../db/rows';
import { associationPlans, associations, offices } from '../../db/schema';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.queries';
import { lockAssociation } from './association-portal.queries';
import { type Actor, isManager } from './association-portal.service';

// The plans an association recommends to the practices that joined through it: templates a practice copies into its
// own plans. The association's managers keep them; its practices see the active ones, in the association's order.

type Row = typeof associationPlans.$inferSelect;

const viewOf = (p: Row): AssociationPlan => ({
  id: p.id,
  name: p.name,
  description: p.description,
  ageGroup: p.ageGroup === 'child' ? 'child' : 'adult',
  monthlyCents: p.monthlyCents === null ? null : Number(p.monthlyCents),
  annualCents: p.annualCents === null ? null : Number(p.annualCents),
  benefits: p.benefits,
  treatmentDiscountPercent: p.treatmentDiscountPercent,
  active: p.isActive,
  sortOrder: p.sortOrder,
});

/** The association's plans: the active ones in their order, then the retired ones. */
async function plansOf(db: Db, associationId: number, activeOnly = false) {
  const rows = await db
    .select()
    .from(associationPlans)
    .where(
      and(
        eq(associationPlans.associationId, associationId),
        activeOnly ? eq(associationPlans.isActive, true) : undefined,
      ),
    )
    .orderBy(desc(associationPlans.isActive), asc(associationPlans.sortOrder), asc(associationPlans.id));
  return rows.map(viewOf);
}

export async function associationPlanList(
  ctx: Ctx,
  actor: Actor,
  associationId: number,
): Promise<AssociationPlansResponse> {
  return { plans: await plansOf(ctx.db, associationId), canEdit: isManager(actor.auth) };
}

const valuesOf = (f: AssociationPlanFields) => ({
  name: f.name,
  description: f.description,
  ageGroup: f.ageGroup,
  monthlyCents: f.monthlyCents,
  annualCents: f.annualCents,
  benefits: wellFormedJson(f.benefits),
  treatmentDiscountPercent: f.treatmentDiscountPercent,
});

const audit = (tx: Db, actor: Actor, action: string, planId: number, detail: Record<string, unknown>) =>
  recordAudit(tx, {
    actorUserId: actor.auth.userId,
    ip: actor.ip,
    action: `association_plan.${action}`,
    targetType: 'association_plan',
    targetId: planId,
    detail,
  });

/** One change to the association's plans, its row locked so concurrent orderings apply one after the other. */
async function change(
  ctx: Ctx,
  associationId: number,
  work: (tx: Db) => Promise<string>,
): Promise<AssociationPlanChangeResponse> {
  const message = await ctx.db.transaction(async (tx) => {
    await lockAssociation(tx, associationId);
    return work(tx);
  });
  return { _message: message, plans: await plansOf(ctx.db, associationId) };
}

async function planOf(db: Db, associationId: number, planId: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(associationPlans)
    .where(and(eq(associationPlans.id, planId), eq(associationPlans.associationId, associationId)));
  // Another association's plan is as if it did not exist.
  if (!row) throw notFound();
  return row;
}

/** Adds a recommended plan at the end of the list. */
export function createAssociationPlan(ctx: Ctx, actor: Actor, associationId: number, f: AssociationPlanFields) {
  return change(ctx, associationId, async (tx) => {
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${associationPlans.sortOrder}), -1)::int` })
      .from(associationPlans)
      .where(eq(associationPlans.associationId, associationId));
    const [created] = await tx
      .insert(associationPlans)
      .values({ ...valuesOf(f), associationId, sortOrder: Number(last?.n ?? -1) + 1, updatedAt: ctx.clock.now() })
      .returning({ id: associationPlans.id });
    if (!created) throw new Error('association plan insert returned nothing');
    await audit(tx, actor, 'created', created.id, valuesOf(f));
    return `${f.name} was added to your recommended plans`;
  });
}

export function updateAssociationPlan(
  ctx: Ctx,
  actor: Actor,
  associationId: number,
  planId: number,
  f: AssociationPlanFields,
) {
  return change(ctx, associationId, async (tx) => {
    const before = await planOf(tx, associationId, planId);
    await tx
      .update(associationPlans)
      .set({ ...valuesOf(f), updatedAt: ctx.clock.now() })
      .where(eq(associationPlans.id, planId));
    const { id: _id, active: _a, sortOrder: _s, ...was } = viewOf(before);
    await audit(tx, actor, 'updated', planId, { before: was, after: valuesOf(f) });
    return `${f.name} was saved`;
  });
}

/** Retires a plan (practices stop seeing it) or brings it back at the end of the active ones. */
export function setAssociationPlanActive(
  ctx: Ctx,
  actor: Actor,
  associationId: number,
  planId: number,
  active: boolean,
) {
  return change(ctx, associationId, async (tx) => {
    const before = await planOf(tx, associationId, planId);
    if (before.isActive === active) {
      throw badRequest(active ? `${before.name} is already recommended` : `${before.name} is already retired`);
    }
    await tx
      .update(associationPlans)
      .set({ isActive: active, updatedAt: ctx.clock.now() })
      .where(eq(associationPlans.id, planId));
    await audit(tx, actor, active ? 'restored' : 'retired', planId, { name: before.name });
    return active
      ? `${before.name} is recommended to your practices again`
      : `${before.name} was retired: your practices no longer see it`;
  });
}

const SORT_WORDS = 'Give every one of your active plans once, in the new order';

/** Puts the active plans in the order given: each of them exactly once. */
export function sortAssociationPlans(ctx: Ctx, actor: Actor, associationId: number, ids: number[]) {
  return change(ctx, associationId, async (tx) => {
    const current = (await plansOf(tx, associationId, true)).map((p) => p.id);
    const same =
      ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw badRequest(SORT_WORDS, { ids: SORT_WORDS });
    for (const [index, id] of ids.entries()) {
      await tx.update(associationPlans).set({ sortOrder: index }).where(eq(associationPlans.id, id));
    }
    await audit(tx, actor, 'sorted', ids[0] ?? 0, { from: current, to: ids });
    return 'The new order was saved';
  });
}

/** The office's association's active recommended plans; none when the office joined through no association. */
export async function officeAssociationPlans(ctx: Ctx, officeId: number): Promise<OfficeAssociationPlansResponse> {
  const [row] = await ctx.db
    .select({ id: associations.id, name: associations.name, logo: associations.logo })
    .from(offices)
    .innerJoin(associations, eq(associations.id, offices.associationId))
    .where(eq(offices.id, officeId));
  if (!row) return { association: null, plans: [] };
  return { association: { name: row.name, logo: row.logo }, plans: await plansOf(ctx.db, row.id, true) };
}
