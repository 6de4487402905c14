import { PlanDraft, type PlanFields } from '@mhq/contract';
import {
  brandPreset,
  canonicalProcedureCode,
  customMembershipDefaults,
  describePreset,
  planDraftProblem,
  recommendedPricing,
  type TenantId,
} from '@mhq/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { practiceSignups } from '../../db/schema';
import type { Ctx } from '../../deps';
import type { Actor } from '../plans/plan-access';
import { createPlan } from '../plans/plan-save.service';
import { saveUsualFees } from '../plans/plan-settings.queries';
import type { OfficeKey } from '../plans/plans.queries';

/*
 * Issue 27: a plan sketched on the public plan builder travels with the sign-up (practice_signups.plan_draft) and
 * becomes the practice's first plan when its office is set up, through the plans page's own saving rules.
 */

/** The plan's fields as the plans page would save them from the same preset, named and priced as the owner chose. */
export function planFieldsOfDraft(tenant: TenantId, draft: PlanDraft): PlanFields | null {
  const preset = brandPreset(tenant, draft.presetType);
  if (!preset) return null;
  const value = recommendedPricing(preset.recommendedPricingFormula, draft.usualFees).valueCents;
  const defaults = customMembershipDefaults();
  return {
    planName: draft.planName,
    spanishName: '',
    description: describePreset(preset.description, value),
    spanishDescription: '',
    notes: '',
    pricing: draft.pricing,
    presetType: preset.presetType,
    subscription_age_group: preset.subscription_age_group,
    minAge: preset.minAge,
    maxAge: preset.maxAge,
    forInsured: defaults.forInsured,
    forUninsured: defaults.forUninsured,
    showOnEnrollmentMonthly: defaults.showOnEnrollmentMonthly,
    showOnEnrollmentAnnual: defaults.showOnEnrollmentAnnual,
    showOnInternalEnrollmentMonthly: defaults.showOnInternalEnrollmentMonthly,
    showOnInternalEnrollmentAnnual: defaults.showOnInternalEnrollmentAnnual,
    showOnBC: defaults.showOnBC,
    worryFree: { month: false, year: false },
    activationFee: defaults.activationFee,
    familyDiscounts: { family_discount_two: 0, family_discount_three: 0, family_discount_four: 0 },
    disableGpp: false,
    disableFamilyDiscounts: false,
    priceCodes: preset.recommendedPricingFormula.map(([code, quantity]) => ({
      code: canonicalProcedureCode(code),
      quantity,
    })),
  };
}

/**
 * Takes the organization's draft: read under a row lock and cleared, so two setups at once never make two plans.
 * (RETURNING would answer the cleared value, hence the read first.)
 */
async function takeDraft(db: Db, organizationId: number): Promise<unknown> {
  const held = and(eq(practiceSignups.organizationId, organizationId), isNotNull(practiceSignups.planDraft));
  const [row] = await db
    .select({ planDraft: practiceSignups.planDraft })
    .from(practiceSignups)
    .where(held)
    .for('update');
  if (!row) return null;
  await db.update(practiceSignups).set({ planDraft: null }).where(held);
  return row.planDraft;
}

/**
 * Makes the office's first plan (a draft plan, for the owner to publish) from the plan-builder draft kept with the
 * sign-up, with the fees the owner entered as the office's usual fees. A draft that can no longer be made a plan
 * is dropped without troubling the owner: the setup has succeeded either way.
 */
export async function applyPlanDraft(ctx: Ctx, actor: Actor, key: OfficeKey, log: DraftLog): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const stored = PlanDraft.safeParse(await takeDraft(tx, key.organizationId));
      if (!stored.success || planDraftProblem(ctx.tenant.id, stored.data)) throw new DraftDropped();
      const fields = planFieldsOfDraft(ctx.tenant.id, stored.data);
      if (!fields) throw new DraftDropped();
      const fees = Object.entries(stored.data.usualFees).map(([code, feeCents]) => ({
        code: canonicalProcedureCode(code),
        feeCents,
      }));
      await saveUsualFees(tx, key, fees, ctx.clock.now());
      await createPlan({ ctx: { ...ctx, db: tx }, actor, key }, fields);
    });
  } catch (error) {
    if (!(error instanceof DraftDropped)) {
      log.warn({ err: error, organizationId: key.organizationId }, 'plan draft dropped');
    }
    // The draft is gone either way: a plan that cannot be made now would fail the same way on the next setup.
    await takeDraft(ctx.db, key.organizationId);
  }
}

class DraftDropped extends Error {}

/** Where an unexpected failure to make the plan is noted (the request's log): the owner is not told. */
export type DraftLog = { warn: (detail: object, message: string) => void };
