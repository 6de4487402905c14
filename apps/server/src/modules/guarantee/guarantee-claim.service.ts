import type { ClaimGuaranteeResponse, GuaranteedSubscriptionRequest, PlanDrawResponse } from '@mhq/contract';
import {
  formatMoney,
  guaranteeClaimRefusal,
  NOT_GUARANTEED_DRAW,
  type SubscriptionStatus,
  utcDayOf,
} from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { PaymentDeclined, type PaymentGateway, ProcessorUnavailable } from '../../adapters/payments/payment-gateway';
import { isPgError } from '../../db/pg-errors';
import { guaranteeClaims, offices, subscriptions } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { platformFees } from '../enrolment/platform-fees';
import { type ClaimRow, claimOfYear, claimsWithNames, subscriptionWithNames } from './guarantee.queries';
import { drawOf, planDrawOf, toClaim } from './guarantee-draw';
import { askAndSettleClaim, type ClaimDeps } from './guarantee-settle';

// A guaranteed plan's draw schedule (POST /subscriptions/plan-draw) and the claim of its guarantee
// (POST /subscriptions/claimGuarantee), by the office or by the billing run. The claim is written (pending) with the
// subscription locked, so two claims at once pay once; guarantee-settle.ts asks the processor and records the answer.

/** How long (real time) a claim's caller is presumed to be asking the processor; later the billing run resumes it. */
const CLAIM_LEASE_MS = 5 * 60_000;

const organizationOf = async (ctx: ClaimDeps, officeId: number) => {
  const [office] = await ctx.db
    .select({ organizationId: offices.organizationId })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) throw notFound();
  return office.organizationId;
};

/** The latest claim of the subscription (any status), as the pages show it. */
async function latestClaim(ctx: ClaimDeps, organizationId: number, subscriptionId: number) {
  const [row] = await claimsWithNames(ctx.db, organizationId, { subscriptionId }, 1);
  return row ?? null;
}

/** The draw schedule of a guaranteed plan; 409 for a plan that is not guaranteed. */
export async function planDraw(ctx: ClaimDeps, req: GuaranteedSubscriptionRequest): Promise<PlanDrawResponse> {
  const organizationId = await organizationOf(ctx, req.dentistInfoId);
  const row = await subscriptionWithNames(ctx.db, organizationId, req.subscriptionId);
  if (!row) throw notFound();
  if (!row.sub.guaranteed) throw new AppError('CONFLICT', NOT_GUARANTEED_DRAW);
  const fees = await platformFees(ctx.db, row.officeId);
  const latest = await latestClaim(ctx, organizationId, row.sub.id);
  const draw = await drawOf(ctx.db, row, latest?.claim ?? null, {
    now: ctx.clock.now(),
    perMemberMonthCents: fees.perMemberMonthCents,
  });
  return { draw: planDrawOf(row, draw, latest ? toClaim(latest) : null) };
}

/**
 * Locks the subscription and writes its claim pending, for what its draw schedule says a claim pays, or refuses it
 * (409, nothing written). The plan's last day is set to today at once: no charge of its delinquency can restart it
 * while the practice is being paid (a refused claim lifts it again).
 */
async function reserveClaim(
  ctx: ClaimDeps,
  who: { userId: number | null; requestKey?: string | null },
  target: { organizationId: number; subscriptionId: number },
): Promise<ClaimRow> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await subscriptionWithNames(tx, target.organizationId, target.subscriptionId, true);
      if (!row) throw notFound();
      const fees = await platformFees(tx, row.officeId);
      // The same request sent again (after a crash): the claim it wrote, whatever became of it.
      if (who.requestKey) {
        const [earlier] = await tx
          .select()
          .from(guaranteeClaims)
          .where(
            and(
              eq(guaranteeClaims.organizationId, target.organizationId),
              eq(guaranteeClaims.requestKey, who.requestKey),
            ),
          );
        if (earlier) return earlier;
      }
      const now = ctx.clock.now();
      const draw = await drawOf(tx, row, null, { now, perMemberMonthCents: fees.perMemberMonthCents });
      const claimed = await claimOfYear(tx, target.organizationId, row.sub.id, draw.schedule.yearStart);
      const refused = guaranteeClaimRefusal({
        status: row.sub.status as SubscriptionStatus,
        guaranteed: row.sub.guaranteed,
        claimed: claimed !== null,
      });
      if (refused) throw new AppError('CONFLICT', refused);
      const first = draw.schedule.months.find((m) => m.status === 'unpaid');
      if (draw.claimableCents === null || !first) {
        throw new AppError('CONFLICT', 'Nothing is left of this commitment year for the guarantee to pay.');
      }
      const [claim] = await tx
        .insert(guaranteeClaims)
        .values({
          organizationId: target.organizationId,
          officeId: row.officeId,
          subscriptionId: row.sub.id,
          memberId: row.sub.memberId,
          amountCents: draw.claimableCents,
          commitmentYearStart: draw.schedule.yearStart,
          periodStart: first.start,
          periodEnd: draw.schedule.yearEnd,
          months: draw.schedule.unpaidMonths,
          status: 'pending',
          requestedByUserId: who.userId,
          requestKey: who.requestKey ?? null,
          createdAt: now,
          leaseUntil: new Date(Date.now() + CLAIM_LEASE_MS),
        })
        .returning();
      if (!claim) throw new Error('claim insert returned nothing');
      await tx
        .update(subscriptions)
        .set({ endsOn: utcDayOf(now) })
        .where(and(eq(subscriptions.organizationId, target.organizationId), eq(subscriptions.id, row.sub.id)));
      return claim;
    });
  } catch (err) {
    // A second claim racing past the lock's check (never on one connection; the index is the last word).
    if (isPgError(err, '23505', 'guarantee_claims_once')) {
      throw new AppError('CONFLICT', 'The guarantee of this plan was already claimed for this commitment year.');
    }
    throw err;
  }
}

/** Claims a guaranteed plan whose payments stopped, pays the practice and ends the plan: the claim and the draw. */
export async function claimSubscription(
  ctx: ClaimDeps,
  gateway: PaymentGateway,
  who: { userId: number | null; requestKey?: string | null },
  target: { organizationId: number; subscriptionId: number },
): Promise<ClaimRow> {
  const claim = await reserveClaim(ctx, who, target);
  if (claim.status === 'failed')
    throw new PaymentDeclined('processor_error', claim.failureMessage ?? 'The claim failed.');
  if (claim.status === 'pending') await askAndSettleClaim(ctx, gateway, claim);
  return claim;
}

/** The guarantee claimed from the office (POST /subscriptions/claimGuarantee). */
export async function claimGuarantee(
  ctx: ClaimDeps,
  gateway: PaymentGateway,
  who: { userId: number; requestKey: string | null },
  req: GuaranteedSubscriptionRequest,
): Promise<ClaimGuaranteeResponse> {
  const organizationId = await organizationOf(ctx, req.dentistInfoId);
  let claim: ClaimRow;
  try {
    claim = await claimSubscription(ctx, gateway, who, { organizationId, subscriptionId: req.subscriptionId });
  } catch (err) {
    if (err instanceof ProcessorUnavailable) {
      throw new AppError(
        'INTERNAL',
        'The payment processor could not be reached. The claim will be sent again shortly.',
      );
    }
    if (err instanceof PaymentDeclined) throw new AppError('CONFLICT', err.message);
    throw err;
  }
  const { draw } = await planDraw(ctx, req);
  const [done] = await ctx.db.select().from(guaranteeClaims).where(eq(guaranteeClaims.id, claim.id));
  const amount = formatMoney(claim.amountCents, { decimals: 2 });
  if (!draw.claim) throw new Error(`claim ${claim.id} is missing`);
  return {
    _message:
      done?.status === 'succeeded'
        ? `The guarantee paid ${amount} into your payout account for ${draw.memberName}'s ${draw.planName}, which has ended.`
        : `The claim of ${amount} is on its way to your payout account.`,
    claim: draw.claim,
    draw,
  };
}
