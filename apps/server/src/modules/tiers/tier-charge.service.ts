import { cardBrandName, type IsoDay, tierAfterFailure, tierScheduleAfterRestore, utcDayOf } from '@mhq/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/connection';
import { organizations, tierCharges, tierSchedules } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { publicUrl } from '../auth/auth.service';
import { type IntentCtx, payThroughIntent, type Recorder } from '../money/charge-intents';
import { recordLedger } from '../money/ledger';
import { tierFailedMail, tierReceiptMail } from './tier-mail';
import { defaultTierMethod, releaseTry, type TierCharge, tierContact } from './tiers.queries';

// One try of a tier period's payment: a charge intent of kind 'tier' charged to the practice's default tier method,
// settling to the platform (no connected account, no application fee). Paid: the period is marked paid, the ledger
// records the platform's revenue, the owner gets a receipt, and an owed period gives the tier back. Refused: the
// next try is set on the dunning schedule, the owner is told how to fix it, and the last refusal suspends the tier.

/** What a tier intent pays for: one period's payment of one organization, at one try. */
export type TierWork = { tierChargeId: number; organizationId: number; tryNumber: number };
export type TierPaid = { tierChargeId: number; status: 'paid'; amountCents: number };

export const TIER_ALREADY_PAID = 'This period of your plan is paid already.';

const billingLink = (ctx: IntentCtx) => `${publicUrl(ctx)}/account/settings/billing`;

async function mailFacts(ctx: IntentCtx, db: Db, charge: TierCharge) {
  const contact = await tierContact(db, charge.organizationId);
  return {
    contact,
    facts: {
      tenant: ctx.tenant,
      firstName: contact?.firstName ?? null,
      organizationName: contact?.organizationName ?? 'your practice',
      tierName: charge.tierName,
      pricingPeriod: charge.pricingPeriod,
      periodStart: charge.periodStart,
      periodEnd: charge.periodEnd,
      amountCents: charge.amountCents,
      billingLink: billingLink(ctx),
    },
  };
}

/**
 * Marks a period paid, once (a period paid already is refused, so a second charge is refunded), with its balanced
 * ledger transaction (the practice's payment, the platform's revenue), the owner's receipt, and the tier given back
 * when this was the last period owed.
 */
async function settlePaid(
  ctx: IntentCtx,
  tx: Db,
  work: Pick<TierWork, 'tierChargeId' | 'organizationId'>,
  processorChargeId: string | null,
  method: string,
): Promise<TierPaid> {
  const [row] = await tx
    .select()
    .from(tierCharges)
    .where(and(eq(tierCharges.organizationId, work.organizationId), eq(tierCharges.id, work.tierChargeId)))
    .for('update');
  if (!row || row.status === 'paid') throw new AppError('CONFLICT', TIER_ALREADY_PAID);
  const now = ctx.clock.now();
  const { contact, facts } = await mailFacts(ctx, tx, row);
  const ledgerId =
    row.amountCents > 0 && contact
      ? await recordLedger(tx, {
          organizationId: row.organizationId,
          officeId: contact.officeId,
          kind: 'tier_charge',
          chargeId: null,
          description: `${ctx.tenant.name} ${row.tierName} plan, ${row.periodStart} to ${row.periodEnd}`,
          occurredAt: now,
          entries: [
            { account: 'practice_tier_payments', amountCents: -row.amountCents },
            { account: 'platform_tier_revenue', amountCents: row.amountCents },
          ],
        })
      : null;
  await tx
    .update(tierCharges)
    .set({
      status: 'paid',
      paidAt: now,
      processorChargeId,
      ledgerTransactionId: ledgerId,
      leaseUntil: null,
      nextTryOn: null,
    })
    .where(eq(tierCharges.id, row.id));
  if (row.status === 'owed') await restoreTier(tx, row, utcDayOf(now));
  if (contact?.email) {
    await ctx.mail.enqueue(tx, {
      to: contact.email,
      organizationId: row.organizationId,
      ...tierReceiptMail({ ...facts, paidOn: utcDayOf(now), method }),
    });
  }
  return { tierChargeId: row.id, status: 'paid', amountCents: row.amountCents };
}

/** The last owed period paid: the tier sold comes back, and the schedule goes on without billing the days locked. */
async function restoreTier(tx: Db, paid: TierCharge, today: IsoDay) {
  const [stillOwed] = await tx
    .select({ id: tierCharges.id })
    .from(tierCharges)
    .where(and(eq(tierCharges.organizationId, paid.organizationId), eq(tierCharges.status, 'owed')))
    .limit(1);
  if (stillOwed) return;
  const [schedule] = await tx
    .select()
    .from(tierSchedules)
    .where(eq(tierSchedules.organizationId, paid.organizationId))
    .for('update');
  if (!schedule) return;
  await tx
    .update(organizations)
    .set({ tierLevel: schedule.tierLevel })
    .where(and(eq(organizations.id, paid.organizationId), eq(organizations.tierLevel, 0)));
  const next = tierScheduleAfterRestore(schedule, paid.periodEnd, today);
  await tx
    .update(tierSchedules)
    .set({ anchorOn: next.anchorOn, periodsOpened: next.periodsOpened })
    .where(eq(tierSchedules.organizationId, paid.organizationId));
}

/** The recorder of a tier intent: what the request (or the run's recovery of a dead one) records once charged. */
export const recordTierCharge: Recorder<TierWork, TierPaid> = (ctx, tx, paid) =>
  settlePaid(
    ctx,
    tx,
    paid.work,
    paid.charge.id,
    `${paid.paymentMethod.kind === 'card' ? cardBrandName(paid.paymentMethod.brand) : 'bank account'} ending in ${paid.paymentMethod.last4}`,
  );

/** A refused try, counted: the next try's day on the schedule, or the tier suspended (level 0); the owner is told. */
async function recordFailure(ctx: IntentCtx, charge: TierCharge, reason: string, schedule: readonly number[]) {
  const today = utcDayOf(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(tierCharges)
      .where(and(eq(tierCharges.organizationId, charge.organizationId), eq(tierCharges.id, charge.id)))
      .for('update');
    if (row?.status !== 'due') return;
    const failedTries = row.failedTries + 1;
    const firstFailedOn = row.firstFailedOn ?? today;
    const after = tierAfterFailure(firstFailedOn, failedTries, schedule);
    await tx
      .update(tierCharges)
      .set({
        status: after.kind === 'retry' ? 'due' : 'owed',
        failedTries,
        firstFailedOn,
        nextTryOn: after.kind === 'retry' ? after.nextTryOn : null,
        lastFailure: reason,
        leaseUntil: null,
      })
      .where(eq(tierCharges.id, row.id));
    // The spec's shell rule: tier level 0 with a tier customer covers the practice menu until the tier is paid.
    if (after.kind === 'suspended') {
      await tx
        .update(organizations)
        .set({ tierLevel: 0 })
        .where(and(eq(organizations.id, row.organizationId), sql`${organizations.tierLevel} >= 1`));
    }
    const { contact, facts } = await mailFacts(ctx, tx, row);
    if (contact?.email) {
      await ctx.mail.enqueue(tx, {
        to: contact.email,
        organizationId: row.organizationId,
        ...tierFailedMail({
          ...facts,
          reason,
          nextTryOn: after.kind === 'retry' ? after.nextTryOn : null,
          tries: failedTries,
        }),
      });
    }
  });
}

export type TryOutcome = { outcome: 'paid' | 'refused' | 'unanswered' | 'paid_already'; message: string | null };

export const NO_TIER_METHOD = 'There is no card or bank account on file for your plan.';

/**
 * One try of a period's payment, taken (leased) by the caller. `schedule` counts a refusal on the dunning schedule
 * (the billing run); without it (the owner's new card, tried at once) a refusal is only answered, the schedule kept.
 */
export async function tryTierCharge(
  ctx: IntentCtx,
  gateway: PaymentGateway,
  charge: TierCharge,
  schedule: readonly number[] | null,
): Promise<TryOutcome> {
  const refused = async (message: string): Promise<TryOutcome> => {
    if (schedule) await recordFailure(ctx, charge, message, schedule);
    else await releaseTry(ctx.db, charge.organizationId, charge.id);
    return { outcome: 'refused', message };
  };
  const work: TierWork = { tierChargeId: charge.id, organizationId: charge.organizationId, tryNumber: charge.tries };
  if (charge.amountCents === 0) {
    // A discount code that takes the whole price off: the period is paid with nothing to charge.
    await ctx.db.transaction((tx) => settlePaid(ctx, tx, work, null, 'discount code'));
    return { outcome: 'paid', message: null };
  }
  const contact = await tierContact(ctx.db, charge.organizationId);
  const method = await defaultTierMethod(ctx.db, charge.organizationId);
  if (!contact?.customerId || !method) return refused(NO_TIER_METHOD);
  const paymentMethod = {
    id: method.processorPaymentMethodId,
    kind: method.kind === 'us_bank_account' ? ('us_bank_account' as const) : ('card' as const),
    brand: method.brand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
    verifyUrl: null,
  };
  try {
    await payThroughIntent(ctx, gateway, {
      // One key per period and try: a retried run asks the processor again with the same key (charged once); the next
      // try (maybe another card) needs its own.
      processorKey: `tier:${charge.organizationId}:${charge.periodStart}:${charge.tries}`,
      language: 'en',
      request: {
        kind: 'tier',
        organizationId: charge.organizationId,
        officeId: contact.officeId,
        amountCents: charge.amountCents,
        platformFeeCents: 0,
        destinationAccountId: null,
        description: `${ctx.tenant.name} ${charge.tierName} plan, ${charge.periodStart} to ${charge.periodEnd}`,
        metadata: {
          organizationId: String(charge.organizationId),
          tierChargeId: String(charge.id),
          periodStart: charge.periodStart,
          language: 'en',
        },
        payer: { onFile: { customerId: contact.customerId, paymentMethod } },
        work,
      },
      record: recordTierCharge,
    });
    return { outcome: 'paid', message: null };
  } catch (err) {
    if (err instanceof AppError && err.status === 402) return refused(err.message);
    if (err instanceof AppError && err.status === 409) return { outcome: 'paid_already', message: err.message };
    await releaseTry(ctx.db, charge.organizationId, charge.id);
    if (err instanceof AppError && err.status >= 500) return { outcome: 'unanswered', message: err.message };
    throw err;
  }
}
