import type {
  GuaranteeOffice,
  GuaranteeOfficeResponse,
  GuaranteeToggleRequest,
  GuaranteeToggleResponse,
} from '@mhq/contract';
import { guaranteeEnrolmentRefusal, guaranteeTerms, payoutsOn } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { offices } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { platformFees } from '../enrolment/platform-fees';
import { callerMayChange } from '../money/money-access';
import { payoutAccountState } from '../money/processor-events.queries';
import { planSettingsOf } from '../plans/plan-settings.queries';
import {
  claimsWithNames,
  delinquentGuaranteed,
  guaranteedMemberCount,
  subscriptionWithNames,
} from './guarantee.queries';
import { drawOf, toClaim } from './guarantee-draw';

// The office's guaranteed payment plan (POST /dentists/guaranteed-plan-payments and /toggle): what its page shows,
// and the practice owner's switch. offices.gpp_active is the one switch: enrolment reads it (isGuaranteedMembership),
// the plan settings answer it, and only the toggle here changes it.

export const GUARANTEE_OWNER_ONLY = 'Only the practice owner can turn the guaranteed payment plan on or off.';

/** The guarantee exists on a brand that offers it (the tenant's `gpp` flag); elsewhere its calls find nothing. */
function assertOffered(ctx: Ctx): void {
  if (!ctx.tenant.featureFlags.includes('gpp')) {
    throw notFound(`The guaranteed payment plan is not offered on ${ctx.tenant.name}.`);
  }
}

async function officeOrFail(ctx: Ctx, officeId: number) {
  const [office] = await ctx.db.select().from(offices).where(eq(offices.id, officeId)).limit(1);
  if (!office) throw notFound();
  return office;
}

/** The office's guarantee as its page shows it, for this caller. */
async function guaranteeOf(ctx: Ctx, auth: AuthContext, officeId: number): Promise<GuaranteeOffice> {
  const office = await officeOrFail(ctx, officeId);
  const key = { organizationId: office.organizationId, officeId: office.id };
  const [fees, settings, reported, canChange, members, delinquent, claims] = await Promise.all([
    platformFees(ctx.db, office.id),
    planSettingsOf(ctx.db, key),
    payoutAccountState(ctx.db, office.organizationId, office.id),
    callerMayChange(ctx.db, auth, office.organizationId, office.id),
    guaranteedMemberCount(ctx.db, office.organizationId, office.id),
    delinquentGuaranteed(ctx.db, office.organizationId, office.id),
    claimsWithNames(ctx.db, office.organizationId, { officeId: office.id }),
  ]);
  const now = ctx.clock.now();
  const claimable: GuaranteeOffice['claimable'] = [];
  for (const { id } of delinquent) {
    const row = await subscriptionWithNames(ctx.db, office.organizationId, id);
    if (!row) continue;
    const latest = claims.find((c) => c.claim.subscriptionId === id && c.claim.status !== 'failed') ?? null;
    const draw = await drawOf(ctx.db, row, latest?.claim ?? null, {
      now,
      perMemberMonthCents: fees.perMemberMonthCents,
    });
    if (draw.claimableCents === null) continue;
    claimable.push({
      subscriptionId: row.sub.id,
      memberId: row.sub.memberId,
      memberName: `${row.firstName} ${row.lastName}`,
      planName: row.planName,
      priceCents: row.sub.priceCents,
      unpaidSince: draw.unpaidFrom,
      claimableCents: draw.claimableCents,
      months: draw.schedule.unpaidMonths,
    });
  }
  return {
    officeId: office.id,
    officeName: office.officeName,
    enrolled: office.gppApprovalDate !== null,
    approvalDate: office.gppApprovalDate ? office.gppApprovalDate.toISOString() : null,
    active: office.gppActive,
    adminOnlyWaive: office.gppAdminOnlyWaive,
    automaticClaim: settings?.gppAutomaticClaim ?? false,
    canChange,
    payoutsOn: payoutsOn(office, reported),
    terms: guaranteeTerms(fees.setupFeePercent, fees.perMemberMonthCents),
    guaranteedMembers: members,
    claimable,
    claims: claims.map(toClaim),
  };
}

/** The office's guarantee (POST /dentists/guaranteed-plan-payments). */
export async function guaranteeOffice(ctx: Ctx, auth: AuthContext, officeId: number): Promise<GuaranteeOfficeResponse> {
  assertOffered(ctx);
  return { guarantee: await guaranteeOf(ctx, auth, officeId) };
}

/**
 * Guaranteed payments turned on or off (POST /dentists/guaranteed-plan-payments/toggle) by the practice owner or a
 * platform admin. On needs the office able to take card payments, and the first time the terms accepted, which
 * enrols the office (its approval date). Off: new enrolments are not guaranteed; plans already guaranteed keep their
 * guarantee. Each change is in the audit log, in the change's transaction.
 */
export async function toggleGuarantee(
  ctx: Ctx,
  caller: { auth: AuthContext; ip: string },
  req: GuaranteeToggleRequest,
): Promise<GuaranteeToggleResponse> {
  assertOffered(ctx);
  const { auth } = caller;
  const office = await officeOrFail(ctx, req.dentistInfoId);
  if (!(await callerMayChange(ctx.db, auth, office.organizationId, office.id))) {
    throw new AppError('FORBIDDEN', GUARANTEE_OWNER_ONLY);
  }
  if (req.active) {
    const reported = await payoutAccountState(ctx.db, office.organizationId, office.id);
    const refused = guaranteeEnrolmentRefusal({
      enrolled: office.gppApprovalDate !== null,
      payoutsOn: payoutsOn(office, reported),
      acceptTerms: req.acceptTerms === true,
    });
    if (refused) throw new AppError('CONFLICT', refused);
  }
  const fees = await platformFees(ctx.db, office.id);
  const message = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(offices)
      .where(and(eq(offices.organizationId, office.organizationId), eq(offices.id, office.id)))
      .for('update');
    if (!current) throw notFound();
    const enrolling = req.active && current.gppApprovalDate === null;
    if (current.gppActive === req.active && !enrolling) {
      return req.active ? 'Guaranteed payments are already on.' : 'Guaranteed payments are already off.';
    }
    const now = ctx.clock.now();
    await tx
      .update(offices)
      .set({ gppActive: req.active, ...(enrolling ? { gppApprovalDate: now } : {}) })
      .where(eq(offices.id, current.id));
    await recordAudit(tx, {
      organizationId: current.organizationId,
      officeId: current.id,
      actorUserId: auth.userId,
      action: enrolling ? 'guarantee.enrolled' : req.active ? 'guarantee.turned_on' : 'guarantee.turned_off',
      targetType: 'office',
      targetId: current.id,
      detail: {
        from: current.gppActive,
        to: req.active,
        ...(enrolling ? { acceptedTerms: true, setupFeePercent: fees.setupFeePercent } : {}),
        ...(auth.impersonatorUserId ? { impersonatedBy: auth.impersonatorUserId } : {}),
      },
      ip: caller.ip,
    });
    if (enrolling) {
      return 'Your office is enrolled in the guaranteed payment plan. Monthly plans your members pay are guaranteed from today.';
    }
    return req.active
      ? 'Guaranteed payments are on again. Monthly plans your members pay are guaranteed from today.'
      : 'Guaranteed payments are off. New enrollments are not guaranteed; plans already guaranteed keep their guarantee.';
  });
  return { _message: message, guarantee: await guaranteeOf(ctx, auth, office.id) };
}
