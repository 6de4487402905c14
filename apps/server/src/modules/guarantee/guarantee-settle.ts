import { formatMoney, formatUsDate, utcDayOf } from '@mhq/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import { PaymentDeclined, type PaymentGateway, ProcessorUnavailable } from '../../adapters/payments/payment-gateway';
import { guaranteeClaims, offices, subscriptions } from '../../db/schema';
import type { Ctx } from '../../deps';
import { recordMemberEvents } from '../members/member-events';
import { recordLedger } from '../money/ledger';
import { officeContactEmail } from '../money/money.queries';
import { endedFinancially } from '../subscriptions/subscription-changes.queries';
import { guaranteeClaimedMail } from './guarantee.mail';
import { type ClaimRow, subscriptionWithNames } from './guarantee.queries';

// A claim's second half, as a refund's: the processor asked to send the platform's money to the practice's account
// (with `guarantee_<id>` as its idempotency key, so asking again after an interruption answers with the transfer
// already made) and its answer recorded once: the ledger, the plan's end, the history line and the office's mail.

const claimKey = (id: number) => `guarantee_${id}`;

/** What settling a claim needs: the database, the clock, the mail and the brand (a request's, or the billing run's). */
export type ClaimDeps = Pick<Ctx, 'db' | 'clock' | 'mail' | 'tenant'>;

/**
 * Records a claim the processor paid: once, with the claim locked and still pending. The platform's account pays
 * the practice's balance (a balanced ledger transaction), and the plan ends (canceled today, for a financial reason)
 * unless it was canceled meanwhile.
 */
export async function settleClaim(ctx: ClaimDeps, claimId: number, transferId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [claim] = await tx.select().from(guaranteeClaims).where(eq(guaranteeClaims.id, claimId)).for('update');
    if (claim?.status !== 'pending') return false;
    const row = await subscriptionWithNames(tx, claim.organizationId, claim.subscriptionId, true);
    if (!row) throw new Error(`claim ${claimId}: subscription ${claim.subscriptionId} is missing`);
    const now = ctx.clock.now();
    const today = utcDayOf(now);
    await tx
      .update(guaranteeClaims)
      .set({ status: 'succeeded', processorTransferId: transferId, settledAt: now })
      .where(eq(guaranteeClaims.id, claim.id));
    const amount = formatMoney(claim.amountCents, { decimals: 2 });
    const memberName = `${row.firstName} ${row.lastName}`;
    const months = `${claim.months} ${claim.months === 1 ? 'month' : 'months'}`;
    await recordLedger(tx, {
      organizationId: claim.organizationId,
      officeId: claim.officeId,
      kind: 'guarantee_claim',
      chargeId: null,
      description: `Guarantee claim for ${memberName}'s ${row.planName}: ${months} from ${formatUsDate(claim.periodStart)}`,
      occurredAt: now,
      entries: [
        { account: 'platform_fees', amountCents: -claim.amountCents, memberId: claim.memberId },
        { account: 'practice_balance', amountCents: claim.amountCents, memberId: claim.memberId },
      ],
    });
    // The plan ends: the guarantee paid its commitment year. A plan the desk canceled meanwhile stays as it is.
    if (row.sub.status === 'delinquent_gpp') {
      await tx
        .update(subscriptions)
        .set(endedFinancially(now, today, `The guarantee was claimed: ${amount} paid to the practice.`))
        .where(and(eq(subscriptions.organizationId, claim.organizationId), eq(subscriptions.id, claim.subscriptionId)));
    }
    await recordMemberEvents(tx, [
      {
        organizationId: claim.organizationId,
        memberId: claim.memberId,
        subscriptionId: claim.subscriptionId,
        actorUserId: claim.requestedByUserId,
        kind: 'guarantee.claimed',
        summary: `The guarantee was claimed${claim.requestedByUserId === null ? ' automatically' : ''}: ${amount} paid to the practice for ${months} (${formatUsDate(claim.periodStart)} to ${formatUsDate(claim.periodEnd)}); ${row.planName} ended.`,
        detail: {
          claimId: claim.id,
          amountCents: claim.amountCents,
          months: claim.months,
          periodStart: claim.periodStart,
          periodEnd: claim.periodEnd,
          fromStatus: row.sub.status,
        },
        at: now,
      },
    ]);
    const to = await officeContactEmail(tx, claim.organizationId, claim.officeId);
    const [office] = await tx.select({ name: offices.officeName }).from(offices).where(eq(offices.id, claim.officeId));
    if (to) {
      await ctx.mail.enqueue(tx, {
        to,
        organizationId: claim.organizationId,
        ...guaranteeClaimedMail({
          tenant: ctx.tenant,
          officeName: office?.name ?? '',
          memberName,
          planName: row.planName,
          amountCents: claim.amountCents,
          months: claim.months,
          from: claim.periodStart,
          to: claim.periodEnd,
          automatic: claim.requestedByUserId === null,
        }),
      });
    }
    return true;
  });
}

/** A claim refused by the processor: failed with its words, and the plan free to be claimed (or settled) again. */
async function failClaim(ctx: ClaimDeps, claim: ClaimRow, message: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(guaranteeClaims)
      .set({ status: 'failed', failureMessage: message, settledAt: ctx.clock.now() })
      .where(and(eq(guaranteeClaims.id, claim.id), eq(guaranteeClaims.status, 'pending')))
      .returning({ id: guaranteeClaims.id });
    if (!failed) return;
    // The hold the claim put on the plan (its last day, so no charge of the delinquency restarts it) is lifted.
    await tx
      .update(subscriptions)
      .set({ endsOn: null })
      .where(
        and(
          eq(subscriptions.organizationId, claim.organizationId),
          eq(subscriptions.id, claim.subscriptionId),
          eq(subscriptions.status, 'delinquent_gpp'),
        ),
      );
  });
}

/**
 * Asks the processor to pay a pending claim into the office's payout account (again, with the same key, when it was
 * interrupted) and records the answer. Throws ProcessorUnavailable (the claim stays pending for the next billing run)
 * or PaymentDeclined (the claim failed).
 */
export async function askAndSettleClaim(ctx: ClaimDeps, gateway: PaymentGateway, claim: ClaimRow): Promise<void> {
  const [office] = await ctx.db
    .select({ accountId: sql<string | null>`coalesce(${offices.stripeAccountId}, ${offices.standardStripeAccountId})` })
    .from(offices)
    .where(and(eq(offices.organizationId, claim.organizationId), eq(offices.id, claim.officeId)));
  try {
    if (!office?.accountId) {
      throw new PaymentDeclined('processor_error', 'The office has no payout account for the guarantee to pay into.');
    }
    const transfer = await gateway.transferToAccount({
      accountId: office.accountId,
      amountCents: claim.amountCents,
      idempotencyKey: claimKey(claim.id),
      description: `Guaranteed payment plan claim ${claim.id}`,
      metadata: {
        claimId: String(claim.id),
        organizationId: String(claim.organizationId),
        officeId: String(claim.officeId),
        subscriptionId: String(claim.subscriptionId),
      },
    });
    await settleClaim(ctx, claim.id, transfer.id);
  } catch (err) {
    // Out of reach: the claim stays pending and is asked again (same key) by the next billing run.
    if (err instanceof PaymentDeclined) await failClaim(ctx, claim, err.message);
    throw err;
  }
}

/**
 * Claims left pending by an interruption (their lease, real time, passed): asked again with their key, so the
 * processor answers with the transfer it may already have made.
 */
export async function resumeClaims(ctx: ClaimDeps, gateway: PaymentGateway): Promise<number> {
  const stale = await ctx.db
    .select()
    .from(guaranteeClaims)
    .where(and(eq(guaranteeClaims.status, 'pending'), lt(guaranteeClaims.leaseUntil, new Date())));
  let resumed = 0;
  for (const claim of stale) {
    try {
      await askAndSettleClaim(ctx, gateway, claim);
      resumed++;
    } catch (err) {
      if (!(err instanceof ProcessorUnavailable) && !(err instanceof PaymentDeclined)) throw err;
    }
  }
  return resumed;
}
